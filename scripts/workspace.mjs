// Shared by scripts/start.mjs and scripts/test.mjs: install and build the workspace with
// nothing but Node and npm on the machine (pnpm comes through npx).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const PNPM_VERSION = '12.21.0';

/**
 * Where a quiet run (`npm start`) writes the output of the commands it runs; undefined: they
 * stream to the terminal, as `npm test` wants.
 */
let logFile;

/** Sends the output of every command `run` starts from now on to `path` (emptied first). */
export function logTo(path) {
  writeFileSync(path, `${new Date().toISOString()} ${process.argv.slice(1).join(' ')}\n`);
  logFile = path;
}

/** The last lines of the log, for a person to see why a step failed. */
export function logTail(lines = 40) {
  if (!logFile) return '';
  return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs a command in the repo root, streaming its output (or appending it to the log); returns the exit code. */
export function run(command, args, options = {}) {
  let stdio = 'inherit';
  let fd;
  if (logFile && !options.stdio) {
    appendFileSync(logFile, `\n$ ${command} ${args.join(' ')}\n`);
    fd = openSync(logFile, 'a');
    stdio = ['ignore', fd, fd];
  }
  const result = spawnSync(command, args, { cwd: root, stdio, ...options });
  if (fd !== undefined) closeSync(fd);
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Runs a named step with a progress line before and its time after. */
export function step(label, body) {
  const started = Date.now();
  process.stdout.write(`▸ ${label}…`);
  const code = body();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(code === 0 ? ` ${seconds} s\n` : ` failed after ${seconds} s\n`);
  return code;
}

export function pnpm(args, options = {}) {
  const local = join(root, 'node_modules/.bin/pnpm');
  return existsSync(local)
    ? run(local, args, options)
    : run('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], options);
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.modules.yaml');
  const manifests = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'].map((f) =>
    mtime(join(root, f)),
  );
  if (existsSync(marker) && mtime(marker) >= Math.max(...manifests)) return 0;
  return step('installing dependencies (pnpm through npx)', () =>
    run('npx', ['-y', `pnpm@${PNPM_VERSION}`, 'install', '--frozen-lockfile']),
  );
}

const SOURCE_DIRS = ['packages', 'apps'];
const SKIP = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
  'e2e',
]);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A fingerprint of everything the build reads, so a second start skips an unchanged build. */
function buildFingerprint() {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'pnpm-lock.yaml')));
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      const stat = statSync(file);
      hash.update(`${relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/**
 * Builds what changed since the last build. `appsOnly` (for `npm start`) builds the portal and the
 * server alone, in parallel: both compile the workspace packages from their sources, so the
 * packages' own builds (their type declarations above all) are only for publishing and `npm test`.
 */
export function ensureBuilt({ force = false, appsOnly = false } = {}) {
  const stampFile = join(root, '.build-stamp');
  const fingerprint = buildFingerprint();
  const outputs = ['apps/server/dist/main.js', 'apps/portal/dist/index.html'];
  const built = outputs.every((f) => existsSync(join(root, f)));
  if (!force && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint)
    return 0;
  const args = appsOnly
    ? ['--parallel', '--filter', '@ccms/portal', '--filter', '@ccms/server', 'run', 'build']
    : ['run', 'build'];
  const code = step(
    appsOnly ? 'building the portal and the server' : 'building packages, portal and server',
    () => pnpm(args),
  );
  if (code === 0) writeFileSync(stampFile, fingerprint);
  return code;
}
