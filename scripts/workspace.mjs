// Shared by scripts/start.mjs and scripts/test.mjs: install and build the workspace with
// nothing but Node and npm on the machine (pnpm comes through npx).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const PNPM_VERSION = '12.21.0';

/** Runs a command in the repo root, streaming its output; returns the exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
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
  console.log('▸ installing dependencies (pnpm through npx)…');
  return run('npx', ['-y', `pnpm@${PNPM_VERSION}`, 'install', '--frozen-lockfile']);
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

/** Builds the packages, the portal and the server unless nothing changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stampFile = join(root, '.build-stamp');
  const fingerprint = buildFingerprint();
  const outputs = ['apps/server/dist/main.js', 'apps/portal/dist/index.html'];
  const built = outputs.every((f) => existsSync(join(root, f)));
  if (!force && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint)
    return 0;
  console.log('▸ building packages, portal and server…');
  const code = pnpm(['run', 'build']);
  if (code === 0) writeFileSync(stampFile, fingerprint);
  return code;
}
