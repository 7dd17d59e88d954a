#!/usr/bin/env node
// Runs every bench/*.bench.mjs (or those named as arguments), one after the other.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)));
if (benches.length === 0) {
  console.log('No benchmark matches; see bench/README.md.');
}
let failed = 0;
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  const result = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
