#!/usr/bin/env node
// TreeTable of 10,000 nodes (ten levels, mixed fan-out): expand all, one drag-and-drop commit
// (moveRow, exactly what a drop runs) and collapse all, each timed until painted, against 50 ms.
import {
  benchSetting,
  bundlePage,
  describeMachine,
  launchChromium,
  openPage,
  servePages,
  withTimeout,
} from './harness.mjs';
import { formatFigure, formatTable, median } from './stats.mjs';

const NODES = benchSetting('BENCH_NODES', 10_000);
const RUNS = benchSetting('BENCH_RUNS', 5);
const STEP_TIMEOUT_MS = 30_000;
const GOAL_MS = 50;
/**
 * Pause before each operation, as a person's next click comes after the last one has settled: the
 * browser has finished the previous step's background work (compiling, collecting) by then.
 */
const SETTLE_MS = benchSetting('BENCH_SETTLE_MS', 500);

const operations = [
  { key: 'mount', label: 'mount → first rows painted', goal: false },
  { key: 'expandAll', label: 'expandAll() → painted', goal: true },
  { key: 'move', label: 'moveRow() commit (one drop) → painted', goal: true },
  { key: 'collapseAll', label: 'collapseAll() → painted', goal: true },
];

async function measureOnce(browser, baseUrl) {
  const session = await openPage(browser, `${baseUrl}/tree.html?nodes=${NODES}`);
  const step = async (what, script) => {
    if (what !== 'mount') await session.page.waitForTimeout(SETTLE_MS);
    return withTimeout(session.page.evaluate(script), STEP_TIMEOUT_MS, what);
  };
  try {
    const mount = await step('mount', () => window.bench.mount());
    const expandAll = await step('expandAll', () => window.bench.expandAll());
    const move = await step('moveRow', () => window.bench.moveFirstRootToEnd());
    if (!move.kept) throw new Error('moveRow refused the move');
    delete move.kept;
    const collapseAll = await step('collapseAll', () => window.bench.collapseAll());
    if (session.errors.length > 0) throw new Error(session.errors.join('; '));
    return { mount, expandAll, move, collapseAll };
  } finally {
    await session.close();
  }
}

async function main() {
  const started = Date.now();
  console.log(`TreeTable, ${NODES.toLocaleString('en')} nodes, ${RUNS} runs, fresh page each run`);
  const server = await servePages({ tree: await bundlePage('tree-table-ours.mjs') });
  const browser = await launchChromium();
  console.log(describeMachine(browser));
  const runs = [];
  let failed = false;
  try {
    for (let run = 0; run < RUNS && !failed; run++) {
      try {
        const result = await measureOnce(browser, server.baseUrl);
        runs.push(result);
        console.log(
          `  run ${run + 1}: ` +
            operations.map(({ key }) => `${key} ${result[key].painted.toFixed(1)} ms`).join(', '),
        );
      } catch (error) {
        console.log(`  run ${run + 1}: ${error.message}`);
        failed = true;
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const rows = operations.map(({ key, label, goal }) => {
    const values = runs.map((run) => run[key].painted);
    const typical = median(values);
    const verdict = !goal || !Number.isFinite(typical) ? '' : typical < GOAL_MS ? 'met' : 'missed';
    return [
      label,
      formatFigure(typical, 'ms'),
      formatFigure(values.length ? Math.max(...values) : Number.NaN, 'ms'),
      formatFigure(median(runs.map((run) => run[key].ms)), 'ms'),
      goal ? `< ${GOAL_MS} ms` : '',
      verdict,
    ];
  });
  console.log('');
  console.log(
    formatTable([
      [`figure (${runs.length} runs)`, 'median', 'max', 'two rAFs (median)', 'goal', ''],
      ...rows,
    ]),
  );
  console.log(
    `median and max: until the frame showing the change is painted; two rAFs: until a second ` +
      `frame has begun (adds up to one frame of vsync wait). Each operation starts ${SETTLE_MS} ms ` +
      `after the previous one.`,
  );
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
