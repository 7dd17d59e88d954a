#!/usr/bin/env node
// Bank statement import at scale (issue 10): a generated 100,000-row statement .xlsx read, mapped,
// deduplicated and checked for balance continuity by the statement engine
// (apps/server/src/modules/finance/statement), against the same file read by ExcelJS
// (readWorkbook of modules/excel, the generic import's reader) and mapped by the same engine.
// Goal (issue 10): the whole import of 100,000 rows under 10 s. Then the same through the import
// endpoint, database write included (BENCH_E2E=0 leaves that out).
//
// Each run is a fresh Node process under the server's tsx (workspace sources, as `npm run dev`
// runs them), so its peak RSS is its own. Runs alternate ours / peer.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '../apps/server');
const serverRequire = createRequire(join(serverDir, 'package.json'));
const engineUrl = pathToFileURL(join(serverDir, 'src/modules/finance/statement/index.ts')).href;

const setting = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Child mode: one task in its own process, its figures as the last line of stdout (JSON). */
async function child(task, file) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const since = () => performance.now() - started;
  if (task === 'generate') {
    const { generateStatement, sheetWorkbook } = await import(
      pathToFileURL(join(serverDir, 'src/modules/finance/statement/generate.ts')).href
    );
    const generated = generateStatement({
      rows: setting('BENCH_ROWS', 100_000),
      seed: 10,
      layout: 'separate',
      dates: 'slash',
      metadata: true,
      totals: true,
    });
    const content = await sheetWorkbook(generated.sheet);
    writeFileSync(file, content);
    writeFileSync(`${file}.json`, JSON.stringify({ openingBalance: generated.openingBalance }));
    return { bytes: content.length, ms: since() };
  }
  const engine = await import(engineUrl);
  const { openingBalance } = JSON.parse(readFileSync(`${file}.json`, 'utf8'));
  const content = readFileSync(file);
  const phases = {};
  let mark = performance.now();
  const phase = (name) => {
    const now = performance.now();
    phases[name] = now - mark;
    mark = now;
  };
  let sheets;
  let progressCalls = 0;
  if (task === 'ours') {
    sheets = await engine.readStatementSheets(content, 'xlsx', () => progressCalls++);
  } else {
    const { readWorkbook } = await import(
      pathToFileURL(join(serverDir, 'src/modules/excel/workbook.ts')).href
    );
    sheets = await readWorkbook(content, 'xlsx', Number.MAX_SAFE_INTEGER);
  }
  phase('read');
  const mapped = engine.mapStatement(sheets);
  phase('map');
  const { fresh, duplicates } = engine.splitDuplicates(mapped.lines, new Set());
  phase('dedupe');
  const breaks = engine.checkContinuity(fresh, openingBalance);
  phase('continuity');
  const usage = process.cpuUsage(cpu);
  return {
    phases,
    total: since(),
    cpu: (usage.user + usage.system) / 1000,
    rss: process.resourceUsage().maxRSS * 1024,
    lines: mapped.lines.length,
    issues: mapped.issues.length + breaks.length,
    duplicates: duplicates.length,
    progressCalls,
  };
}

/** The task in a fresh process under the server's tsx; resolves to its figures. */
function runChild(task, file) {
  const tsx = pathToFileURL(serverRequire.resolve('tsx').replace(/[^/]+$/, 'loader.mjs')).href;
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [
        '--max-old-space-size=4096',
        '--import',
        tsx,
        '--conditions=@ccms/source',
        fileURLToPath(import.meta.url),
        '--child',
        task,
        file,
      ],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => proc.kill('SIGKILL'), 600_000);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').pop();
      if (code !== 0 || !last) reject(new Error(`${task} exited with ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(last));
    });
  });
}

async function main() {
  const { formatFigure, formatTable, median, ratio } = await import('./stats.mjs');
  const rows = setting('BENCH_ROWS', 100_000);
  const runs = setting('BENCH_RUNS', 3);
  const dir = mkdtempSync(join(tmpdir(), 'ccms-finance-bench-'));
  const file = join(dir, 'statement.xlsx');
  try {
    console.log(
      `Statement import: ${rows.toLocaleString('en')} rows, ${runs} runs each; ` +
        `${availableParallelism()} CPUs, load ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
    const generated = await runChild('generate', file);
    console.log(
      `generated ${(generated.bytes / 1e6).toFixed(1)} MB in ${(generated.ms / 1000).toFixed(1)} s ` +
        '(exceljs streaming writer, shared strings; metadata rows above the header, a 合计 row)',
    );
    const ours = [];
    const peer = [];
    for (let run = 0; run < runs; run++) {
      ours.push(await runChild('ours', file));
      peer.push(await runChild('peer', file));
    }
    for (const result of [...ours, ...peer])
      if (result.lines !== rows || result.issues !== 0)
        throw new Error(`expected ${rows} lines and no issues, got ${JSON.stringify(result)}`);
    const figure = (results, pick) => median(results.map(pick));
    const line = (title, pick, unit = 'ms') => {
      const a = figure(ours, pick);
      const b = figure(peer, pick);
      return [title, formatFigure(a, unit), formatFigure(b, unit), ratio(a, b).toFixed(2)];
    };
    const readMap = (result) => result.phases.read + result.phases.map;
    const engineTotal = (result) =>
      Object.values(result.phases).reduce((sum, value) => sum + value, 0);
    console.log(
      '\n' +
        formatTable([
          ['median of runs', 'statement engine', 'ExcelJS readWorkbook + map', 'ratio'],
          line('read', (result) => result.phases.read),
          line('map', (result) => result.phases.map),
          line('read + map', readMap),
          line('dedupe', (result) => result.phases.dedupe),
          line('continuity', (result) => result.phases.continuity),
          line('read + map + dedupe + continuity', engineTotal),
          line('CPU time of the process', (result) => result.cpu),
          line('peak RSS of the process', (result) => result.rss, 'MB'),
        ]),
    );
    const total = figure(ours, engineTotal);
    console.log(
      `\nGoal: whole import of ${rows.toLocaleString('en')} rows under 10 s — engine part ` +
        `${(total / 1000).toFixed(2)} s: ${total < 10_000 ? 'met' : 'missed'}. ` +
        `Read + map ${ratio(figure(ours, readMap), figure(peer, readMap)).toFixed(2)}× the ExcelJS peer's time.`,
    );
    console.log('The database write (the import endpoint) is not part of this figure.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_E2E === '0') return;
  // End to end: upload and POST importExcel on PGlite in the server's test app (a measuring test
  // that `npm test` skips), the same file twice (the second adds nothing).
  console.log('\n── through the import endpoint (PGlite, in process) ──');
  const result = spawnSync(
    'npx',
    ['vitest', 'run', 'src/modules/finance/statement/import.scale.test.ts', '--reporter=verbose'],
    { cwd: serverDir, stdio: 'inherit', env: { ...process.env, FINANCE_SCALE: '1' } },
  );
  if (result.status !== 0) process.exitCode = 1;
}

if (process.argv[2] === '--child') {
  const result = await child(process.argv[3], process.argv[4]);
  console.log(JSON.stringify(result));
} else {
  await main();
}
