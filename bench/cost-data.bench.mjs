#!/usr/bin/env node
// Cost data at scale (issue 9): a 100,000-item project through the quality checks (load +
// 18 checks + findings saved), the 表-08 workbook of 100,000 rows written, read back and imported
// whole (read, bulk save, fee table, totals), and the bulk store (save, load, recompute) on
// PGlite. Each part is a measuring test of the server that `npm test` skips; here they run with
// their switches on and print, per phase, wall time, CPU time of the process (PGlite runs in it)
// and the peak resident memory while the phase ran (Linux VmHWM, reset before each phase; the
// test process holds vitest, the in-memory database and the generated data besides the server).
// Goals (issue 9): checks < 2 s, import < 10 s, server peak memory < 500 MB.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '../apps/server');
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
process.exit(failed ? 1 : 0);
