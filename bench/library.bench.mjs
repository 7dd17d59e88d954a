#!/usr/bin/env node
// The case library's first page (issue 26 item 8): POST searchProject (20 projects, newest
// first) through the server's HTTP endpoint on PGlite, on the demo data with the demo library,
// then with 10,000 projects in the company (seeded in SQL: a root, a single and a unit each, with
// LIBRARY_BILLS bills), and a keyword search over them; medians of LIBRARY_RUNS runs (default 9).
// The measuring test lives with the server (npm test skips it); here it runs with its switch on
// and prints its table. Goal (issue 26): the first page under 300 ms.
// LIBRARY_PROJECTS (default 10000), LIBRARY_BILLS (default 20), LIBRARY_DEMO=0 (no demo library).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '../apps/server');
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    'src/modules/cost/project/library.measure.test.ts',
    '--reporter=verbose',
    '--hookTimeout=900000',
  ],
  { cwd: serverDir, stdio: 'inherit', env: { ...process.env, LIBRARY_MEASURE: '1' } },
);
process.exit(result.status ?? 1);
