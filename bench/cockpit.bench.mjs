#!/usr/bin/env node
// The management cockpit (issue 10): each of the ten pages' data on the seeded demo data, through
// its HTTP endpoint and its service (SQL aggregates), against a naive peer that loads the page's
// rows and aggregates them in JavaScript; medians of COCKPIT_RUNS runs (default 15), with the
// naive/service ratio. The measuring test lives with the server (npm test skips it); here it runs
// with its switch on and prints its table. Goal (issue 10): every page under 300 ms.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '../apps/server');
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'src/modules/cockpit/cockpit.measure.test.ts', '--reporter=verbose'],
  { cwd: serverDir, stdio: 'inherit', env: { ...process.env, COCKPIT_MEASURE: '1' } },
);
process.exit(result.status ?? 1);
