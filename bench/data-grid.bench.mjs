#!/usr/bin/env node
// DataGrid against AG Grid Community, same data, viewport, column widths and React, same run:
// mount → first rows painted, frame time of 60 one-viewport scroll steps, JS heap after mount.
import {
  benchSetting,
  bundlePage,
  describeMachine,
  launchChromium,
  openPage,
  servePages,
  withTimeout,
} from './harness.mjs';
import { formatFigure, formatTable, median, percentile, ratio } from './stats.mjs';

const ROWS = benchSetting('BENCH_ROWS', 100_000);
const RUNS = benchSetting('BENCH_RUNS', 5);
const SCROLL_STEPS = 60;
const FRAMES_PER_STEP = 3;
const MOUNT_TIMEOUT_MS = 60_000;
const SCROLL_TIMEOUT_MS = 60_000;
const FRAME_BUDGET_MS = 1000 / 60;

const grids = [
  { page: 'ours', label: '@ccms/data-grid' },
  { page: 'ag', label: 'AG Grid Community' },
];

/** One fresh page: heap before, mount, heap after, scroll steps. */
async function measureOnce(browser, baseUrl, grid, query) {
  const session = await openPage(browser, `${baseUrl}/${grid.page}.html?rows=${ROWS}${query}`);
  try {
    const heapBefore = await session.heapUsed();
    const mount = await withTimeout(
      session.page.evaluate(() => window.bench.mount()),
      MOUNT_TIMEOUT_MS,
      `${grid.label} mount`,
    );
    const heapAfter = await session.heapUsed();
    const scroll = await withTimeout(
      session.page.evaluate(
        ([steps, frames]) => window.bench.scroll(steps, frames),
        [SCROLL_STEPS, FRAMES_PER_STEP],
      ),
      SCROLL_TIMEOUT_MS,
      `${grid.label} scroll`,
    );
    if (session.errors.length > 0) throw new Error(session.errors.join('; '));
    return { mount, heapBefore, heapAfter, scroll };
  } finally {
    await session.close();
  }
}

async function main() {
  const started = Date.now();
  console.log(
    `${ROWS.toLocaleString('en')} rows × 20 columns, ${RUNS} runs per grid, fresh page each run`,
  );
  const bundles = {
    ours: await bundlePage('data-grid-ours.mjs'),
    ag: await bundlePage('data-grid-ag.mjs'),
  };
  const server = await servePages(bundles);
  const browser = await launchChromium();
  console.log(describeMachine(browser));
  const results = { ours: [], ag: [] };
  const failed = new Set();
  let rowHeight;
  try {
    // Alternate the grids run by run, so drift in machine load hits both alike.
    for (let run = 0; run < RUNS; run++) {
      for (const grid of grids) {
        if (failed.has(grid.page)) continue;
        const query = grid.page === 'ag' && rowHeight ? `&rowHeight=${rowHeight}` : '';
        try {
          const result = await measureOnce(browser, server.baseUrl, grid, query);
          results[grid.page].push(result);
          if (grid.page === 'ours')
            rowHeight ??= Math.round(result.mount.rowHeight ?? 0) || undefined;
          console.log(
            `  run ${run + 1} ${grid.label.padEnd(18)} mount ${result.mount.ms.toFixed(1)} ms, ` +
              `scroll p95 ${percentile(result.scroll.stepTimes, 95).toFixed(1)} ms, ` +
              `cells in DOM ${result.scroll.cellsInDom}, row height ${result.mount.rowHeight?.toFixed(0)} px`,
          );
        } catch (error) {
          // A grid that cannot mount in time is reported as missing, not retried for minutes.
          console.log(`  run ${run + 1} ${grid.label}: ${error.message}`);
          failed.add(grid.page);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const figures = (page) => {
    const runs = results[page];
    const steps = runs.flatMap((run) => run.scroll.stepTimes);
    return {
      mount: median(runs.map((run) => run.mount.ms)),
      scrollP95: percentile(steps, 95),
      scrollMax: steps.length ? Math.max(...steps) : Number.NaN,
      heapAfter: median(runs.map((run) => run.heapAfter)),
      heapAdded: median(runs.map((run) => run.heapAfter - run.heapBefore)),
    };
  };
  const ours = figures('ours');
  const ag = figures('ag');
  const line = (name, key, unit) => [
    name,
    formatFigure(ours[key], unit),
    formatFigure(ag[key], unit),
    Number.isFinite(ratio(ours[key], ag[key])) ? ratio(ours[key], ag[key]).toFixed(2) : '—',
  ];
  console.log('');
  console.log(
    formatTable([
      ['figure', 'ours', 'AG Grid', 'ratio (ours/AG)'],
      line(`mount → first rows painted (median of ${RUNS})`, 'mount', 'ms'),
      line(`scroll frame time p95 (${SCROLL_STEPS} steps × runs)`, 'scrollP95', 'ms'),
      line('scroll frame time max', 'scrollMax', 'ms'),
      line('JS heap after mount (median)', 'heapAfter', 'MB'),
      line('JS heap added by the mount (median)', 'heapAdded', 'MB'),
    ]),
  );
  const verdict = (ok) => (ok === undefined ? 'not measured' : ok ? 'met' : 'missed');
  const mountRatio = ratio(ours.mount, ag.mount);
  console.log('');
  console.log(
    `goal: mount faster than AG Grid (ratio < 1): ${verdict(Number.isFinite(mountRatio) ? mountRatio < 1 : undefined)}`,
  );
  console.log(
    `goal: scroll p95 under ${FRAME_BUDGET_MS.toFixed(1)} ms: ${verdict(Number.isFinite(ours.scrollP95) ? ours.scrollP95 < FRAME_BUDGET_MS : undefined)}`,
  );
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return failed.size === 0 ? 0 : 1;
}

process.exitCode = await main();
