#!/usr/bin/env node
// The cost review on real-shaped workbooks (issue 24): the corpus of 12 unit workbooks
// (apps/server/src/modules/cost/corpus/files, each a clean and a flawed twin) imported through the
// server's HTTP endpoint and checked with all 18 checks, as the test corpus/review.test.ts does.
// Prints flaw × owning check × planted × found, and the findings on the clean twins by severity
// (target: every planted flaw found, 0 ERROR and 0 WARN on every clean twin). Not a timing
// benchmark: the figure is the review's accuracy; the test asserts it, this prints the table.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '../apps/server');
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'src/modules/cost/corpus/review.test.ts', '--reporter=dot'],
  { cwd: serverDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const output = `${result.stdout}\n${result.stderr}`;
const start = output.indexOf('flaw ');
const table = start === -1 ? '' : output.slice(start).split(/\n\s*\n/)[0];
console.log('\n── the corpus review: 12 workbooks, clean and flawed twins ──');
console.log(table || output);
process.exitCode = result.status === 0 ? 0 : 1;
