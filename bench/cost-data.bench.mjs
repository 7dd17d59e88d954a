#!/usr/bin/env node
// Cost data at scale (issue 9). Part 1, the server as it runs: the server's own main.ts in its
// own process on a fresh PGlite directory; a 100,000-item 表-08 workbook uploaded and imported
// through the HTTP endpoint, then the quality start and the analyses over HTTP, with the server
// process's resident memory sampled every 50 ms (/proc/<pid>/status) and its CPU time read from
// /proc/<pid>/stat, per phase. Parts 2–4 are measuring tests of the server that `npm test` skips
// (quality checks, workbook read + import, bulk store), run here with their switches on; they
// print wall time, CPU time and peak RSS of the test process (vitest + PGlite + generated data).
// Goals (issue 9): checks < 2 s, import < 10 s, server peak memory < 500 MB.
// BENCH_PARTS=server (or tests) runs one side only; BENCH_ROWS changes the 100,000. The server is
// the current sources built as `npm start` builds them, run with `npm start`'s Node flags
// (scripts/serverFlags.mjs); BENCH_SERVER=tsx|dist|built and BENCH_SERVER_FLAGS change that.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/serverFlags.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '../apps/server');
const serverRequire = createRequire(join(serverDir, 'package.json'));
const tsxLoader = () =>
  pathToFileURL(serverRequire.resolve('tsx').replace(/[^/]+$/, 'loader.mjs')).href;
const ROWS = Number(process.env.BENCH_ROWS) > 0 ? Number(process.env.BENCH_ROWS) : 100_000;
const MEMORY_GOAL_MB = 500;

/** Child mode (under tsx): writes the 表-08 workbook of ROWS items to the named file. */
async function writeWorkbook(file) {
  const { fixtureProject } = await import(
    pathToFileURL(join(serverDir, 'src/modules/cost/billExcel/fixture.ts')).href
  );
  const { writeBillWorkbook } = await import(
    pathToFileURL(join(serverDir, 'src/modules/cost/billExcel/write.ts')).href
  );
  const project = fixtureProject({ bills: ROWS, seed: 3 });
  // The 表-08 alone, as the import measuring test does (norms would add 5.5 analysis rows each).
  for (const bill of project.units.U1.bills) bill.norms = [];
  writeFileSync(file, await writeBillWorkbook(project));
}

const MB = 1024;
const clockTicks = 100; // USER_HZ on Linux

function procStatus(pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM'), file: kb('RssFile') };
}

function procCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** Resets the kernel's high-water mark of the process (exact peaks); false where not allowed. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Runs one phase while sampling the server's memory; returns its figures and the result. */
async function phase(child, name, work, rows) {
  const pid = child.pid;
  const exact = resetPeak(pid);
  const before = procStatus(pid).rss;
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, procStatus(pid).rss);
    } catch {
      /* the process is gone; the call will fail */
    }
  }, 50);
  const cpu = procCpuMs(pid);
  const started = performance.now();
  try {
    const result = await work();
    const wallMs = performance.now() - started;
    const status = procStatus(pid);
    peak = Math.max(peak, status.rss, exact ? status.hwm : 0);
    rows.push({
      name,
      wallMs,
      cpuMs: procCpuMs(pid) - cpu,
      beforeMb: before / MB,
      peakMb: peak / MB,
      afterMb: status.rss / MB,
      fileMb: status.file / MB,
      ...(await memoryOf(child)),
    });
    return result;
  } finally {
    clearInterval(timer);
  }
}

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { AuthToken: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${path} answered ${JSON.stringify(answer).slice(0, 600)}`);
  return answer.data;
}

/** A binary answer (a workbook, a PDF): its size in bytes; an envelope answer is a failure. */
async function download(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      AuthToken: token,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json'))
    throw new Error(`${path} answered ${bytes.toString('utf8').slice(0, 600)}`);
  return bytes.length;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(baseUrl, child) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      await fetch(`${baseUrl}/api/login`, { method: 'POST', body: '{}' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('The server did not start within 180 s');
}

const MEMORY_PROBE =
  "process.on('message', (m) => { if (m === 'memory') process.send(process.memoryUsage()); });";

/** The server's memory by kind, MB: V8 heap (total) and outside it (external, PGlite's memory). */
function memoryOf(child) {
  return new Promise((resolve) => {
    child.once('message', (usage) =>
      resolve({
        heapMb: usage.heapTotal / 1048576,
        externalMb: usage.external / 1048576,
      }),
    );
    child.send('memory');
  });
}

/**
 * How the server runs (BENCH_SERVER): `build` (the default) builds the current sources with the
 * server's own tsup configuration into node_modules/.bench-dist and runs that bundle, as
 * `npm start` runs dist/main.js (tsx would add its transform and source maps, ≈ 110 MB);
 * `dist` runs the existing dist/main.js (`npm run build`); `built` runs the last such bench build
 * again without building; `tsx` runs src/main.ts under tsx.
 */
const SERVER_MODE = process.env.BENCH_SERVER ?? 'build';
/** Node's flags for the server: those `npm start` gives it, or BENCH_SERVER_FLAGS ('' for none). */
const SERVER_FLAGS =
  process.env.BENCH_SERVER_FLAGS === undefined
    ? SERVER_NODE_FLAGS
    : process.env.BENCH_SERVER_FLAGS.split(/\s+/).filter(Boolean);
const benchDist = join(serverDir, 'node_modules/.bench-dist');

function buildServer() {
  const built = spawnSync('npx', ['tsup', '--out-dir', benchDist, '--silent'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: process.env,
  });
  if (built.status !== 0) throw new Error('Building the server failed');
}

function serverEntry() {
  if (SERVER_MODE === 'dist') return [join(serverDir, 'dist/main.js')];
  if (SERVER_MODE === 'build' || SERVER_MODE === 'built') return [join(benchDist, 'main.js')];
  return ['--import', tsxLoader(), '--conditions=@ccms/source', join(serverDir, 'src/main.ts')];
}

async function startServer(work, rows, name) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const args = [
    ...SERVER_FLAGS,
    // Answers the bench's question over IPC: the process's memory by kind (V8 heap, and the
    // memory outside it, where PGlite's WebAssembly memory is counted).
    '--import',
    `data:text/javascript,${encodeURIComponent(MEMORY_PROBE)}`,
    ...serverEntry(),
  ];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: join(work, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      CAPTCHA: 'off',
      LOG_LEVEL: 'error',
      WF_EXPIRE_SWEEP: 'false',
      PORTAL_DIST: join(work, 'no-portal'),
      // e.g. BENCH_SERVER_NODE_OPTIONS=--max-old-space-size=256: the server's heap limit alone.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
    },
  });
  const pid = child.pid;
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, procStatus(pid).rss);
    } catch {
      /* not yet, or gone */
    }
  }, 50);
  try {
    await waitForServer(baseUrl, child);
  } catch (error) {
    await stopServer(child);
    throw error;
  } finally {
    clearInterval(timer);
  }
  const idle = procStatus(pid);
  rows.push({
    name,
    wallMs: performance.now() - startedAt,
    cpuMs: procCpuMs(pid),
    beforeMb: 0,
    peakMb: Math.max(peak, idle.hwm) / MB,
    afterMb: idle.rss / MB,
    fileMb: idle.file / MB,
    ...(await memoryOf(child)),
  });
  return { child, baseUrl };
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const fmt = (value, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function benchServer() {
  const work = mkdtempSync(join(tmpdir(), 'ccms-bench-cost-'));
  const rows = [];
  let child;
  try {
    const workbookFile = join(work, 'bills.xlsx');
    const written = spawnSync(
      process.execPath,
      [
        '--import',
        tsxLoader(),
        '--conditions=@ccms/source',
        fileURLToPath(import.meta.url),
        '--workbook',
        workbookFile,
      ],
      { cwd: serverDir, stdio: 'inherit', env: process.env },
    );
    if (written.status !== 0) throw new Error('Writing the workbook failed');
    if (SERVER_MODE === 'build') buildServer();
    const workbook = readFileSync(workbookFile);

    // First start: initdb, migrations and the demo seed; then the server is restarted over that
    // data directory, as a deployed server runs, and everything after is measured on that one.
    const first = await startServer(work, rows, 'first start (initdb, migrate, seed)');
    await stopServer(first.child);
    const { child: server, baseUrl } = await startServer(work, rows, 'restart over the data');
    child = server;
    const token = (
      await call(baseUrl, null, 'POST', '/login', { username: 'admin', password: 'Admin@123456' })
    ).authToken;
    const project = await call(baseUrl, token, 'POST', '/b/project/saveProject', {
      name: `bench ${ROWS} items`,
      kind: 'residential-high',
      priceDate: '2024-06-30',
      area: '12000',
      region: '杭州市',
    });
    const single = await call(baseUrl, token, 'POST', '/b/project/node', {
      projectId: project.id,
      parentId: project.rootNodeId,
      level: 'single',
      code: '01',
      name: '1#楼',
    });

    const fileId = await phase(
      child,
      `upload (${(workbook.length / 1e6).toFixed(1)} MB)`,
      async () => {
        const form = new FormData();
        form.append('file', new Blob([workbook]), 'bills.xlsx');
        const response = await fetch(`${baseUrl}/api/b/fileItem/upload`, {
          method: 'POST',
          headers: { AuthToken: token },
          body: form,
        });
        const answer = await response.json();
        if (!answer.success) throw new Error(`upload: ${JSON.stringify(answer)}`);
        return answer.data[0];
      },
      rows,
    );
    const imported = await phase(
      child,
      `import ${fmt(ROWS)} items (read, save, fees, totals)`,
      () =>
        call(baseUrl, token, 'POST', '/b/project/file/importExcel', {
          projectId: project.id,
          projectNodeId: single.id,
          fileItems: [fileId],
          name: '建筑与装饰工程',
          code: '0101',
          putStorage: '导入清单',
          fee: 1,
        }),
      rows,
    );
    if (imported.bills !== ROWS) throw new Error(`imported ${imported.bills} bills, not ${ROWS}`);

    const record = await phase(
      child,
      'quality start (18 checks)',
      () => call(baseUrl, token, 'POST', '/b/quality/checkrecord/start', { projectId: project.id }),
      rows,
    );
    const analyses = [
      ['analyze1', '/b/analyze1/queryTree', { projectId: project.id }],
      ['analyze1 bills of the unit', '/b/analyze1/queryTreeForBill', null],
      ['analyze2', '/b/analyze2/queryTree', { projectId: project.id }],
      ['analyze3', '/b/analyze3/queryTree', { projectId: project.id }],
      ['analyzeProject', '/b/analyzeProject/queryData', { projectId: project.id }],
      ['relativityAnalyze', '/b/relativityAnalyze/queryTree', { projectId: project.id }],
      ['expandAnalyze', '/b/expandAnalyze/queryTree', { projectId: project.id }],
    ];
    for (const [name, path, body] of analyses)
      await phase(
        child,
        name,
        () =>
          call(
            baseUrl,
            token,
            'POST',
            path,
            body ?? { projectId: project.id, nodeId: imported.unitId },
          ),
        rows,
      );

    // What a user does next with such a project: export it, and download the check's report.
    const downloads = [
      [
        'export the unit (表-08 workbook)',
        'GET',
        `/b/project/exportProjectFullAttr/${project.id}/${imported.unitId}`,
        undefined,
      ],
      [
        'check report (xlsx, every finding)',
        'POST',
        '/b/quality/check/report/generatorReport',
        { recordId: record.id, format: 'xlsx' },
      ],
      [
        'check report (pdf)',
        'POST',
        '/b/quality/check/report/generatorReport',
        { recordId: record.id, format: 'pdf' },
      ],
    ];
    for (const [name, method, path, body] of downloads)
      await phase(child, name, () => download(baseUrl, token, method, path, body), rows);

    const [oneMinute] = loadavg();
    console.log(
      `Server process (${{ build: 'sources built by tsup', built: 'the last bench build', dist: 'dist/main.js' }[SERVER_MODE] ?? 'tsx'}${SERVER_FLAGS.length > 0 ? ` ${SERVER_FLAGS.join(' ')}` : ''}${process.env.BENCH_SERVER_NODE_OPTIONS ? ` NODE_OPTIONS=${process.env.BENCH_SERVER_NODE_OPTIONS}` : ''}, PGlite), ${availableParallelism()} cores, load average ${oneMinute.toFixed(1)}; ` +
        `${fmt(record.errors + record.warnings + record.infos)} findings`,
    );
    printPhases(rows);
    // The first start's initdb is once in a data directory's life; the goal is the serving server's.
    const peak = Math.max(...rows.slice(1).map((row) => row.peakMb));
    const importRow = rows.find((row) => row.name.startsWith('import'));
    console.log(
      `Goals (issue 9): server peak memory (restart onward) ${fmt(peak)} MB against ${MEMORY_GOAL_MB} MB: ` +
        `${peak < MEMORY_GOAL_MB ? 'met' : 'NOT met'}; import ${fmt(importRow.wallMs / 1000, 1)} s ` +
        `(server CPU ${fmt(importRow.cpuMs / 1000, 1)} s) against 10 s: ` +
        `${importRow.wallMs < 10_000 ? 'met' : 'NOT met'}.`,
    );
    return true;
  } catch (error) {
    console.error(error);
    // The phases that did finish, so a failed run (a heap limit reached) still shows its figures.
    printPhases(rows);
    return false;
  } finally {
    if (child) await stopServer(child);
    rmSync(work, { recursive: true, force: true });
  }
}

/** The figures of each phase, one line each. */
function printPhases(rows) {
  const table = [
    [
      'phase',
      'wall ms',
      'server CPU ms',
      'RSS before MB',
      'peak RSS MB',
      'RSS after MB',
      'heap after MB',
      'external after MB',
      'mapped files after MB',
    ],
    ...rows.map((row) => [
      row.name,
      fmt(row.wallMs),
      fmt(row.cpuMs),
      fmt(row.beforeMb),
      fmt(row.peakMb),
      fmt(row.afterMb),
      fmt(row.heapMb),
      fmt(row.externalMb),
      fmt(row.fileMb),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const line of table)
    console.log(
      line
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
        )
        .join('  '),
    );
}

function benchTests() {
  const parts = [
    [
      'quality checks of a 100,000-item project',
      'src/modules/cost/quality/measure.test.ts',
      { QUALITY_MEASURE: '1' },
    ],
    [
      '表-08 workbook, 100,000 rows: write, read, import',
      'src/modules/cost/billExcel/read.scale.test.ts',
      { COST_SCALE: '1' },
    ],
    ['bulk store, 100,000 bills', 'src/modules/cost/store.scale.test.ts', { COST_SCALE: '1' }],
  ];
  let failed = 0;
  for (const [title, file, env] of parts) {
    console.log(`\n── ${title} ──`);
    const result = spawnSync('npx', ['vitest', 'run', file, '--reporter=verbose'], {
      cwd: serverDir,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (result.status !== 0) failed++;
  }
  return failed === 0;
}

if (process.argv[2] === '--workbook') {
  await writeWorkbook(process.argv[3]);
} else {
  const only = process.env.BENCH_PARTS;
  let ok = true;
  if (!only || only === 'server') {
    console.log(
      `\n── the server process: ${fmt(ROWS)}-item import, checks and analyses over HTTP ──`,
    );
    ok = (await benchServer()) && ok;
  }
  if (!only || only === 'tests') ok = benchTests() && ok;
  process.exit(ok ? 0 : 1);
}
