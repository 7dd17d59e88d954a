#!/usr/bin/env node
// `npm start`: install what is missing, build what changed, then start the one server
// (PGlite under DATA_DIR unless DATABASE_URL points at PostgreSQL).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './serverFlags.mjs';
import { ensureBuilt, ensureInstalled, logTail, logTo, root } from './workspace.mjs';

// Install and build write to a log a person opens only when something fails.
const log = join(root, 'start.log');
logTo(log);
const started = Date.now();
for (const prepare of [ensureInstalled, () => ensureBuilt({ appsOnly: true })]) {
  if (prepare() === 0) continue;
  console.error(`\n${logTail()}\n\nThe full log: ${log}`);
  process.exit(1);
}
console.log(
  `▸ prepared in ${((Date.now() - started) / 1000).toFixed(1)} s (log: start.log), starting the server…`,
);

// Node's flags for the server (its heap limits): scripts/serverFlags.mjs.
const serverArgs = [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/main.js')];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  // The demo project library (30 projects per demo kind) is seeded for `npm start` only.
  env: { DEMO_LIBRARY: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// npm does not pass SIGTERM on to its script: when our parent goes away, stop the server too
// rather than leave it holding the port.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
