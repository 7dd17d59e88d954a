#!/usr/bin/env node
// `npm test`: every suite of the project, then one line `N passed, N failed`.
// Static checks count one each; test runners report their own counts (read from JSON reports).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, pnpm, root, run } from './workspace.mjs';
import { CHROMIUM, ensureChromium, ensurePostgres } from './services.mjs';

const output = join(root, '.test-output');
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });
const bin = (name) => join(root, 'node_modules/.bin', name);
const results = [];

function suite(name, body) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  let counts;
  try {
    counts = body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    counts = { passed: 0, failed: 1 };
  }
  results.push({ name, ...counts, seconds: (Date.now() - started) / 1000 });
}

const check = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from vitest's JSON report; a run that wrote no report, or exited non-zero with no failed test, counts as one failure. */
function vitest(name, args, env = {}) {
  const report = join(output, `${name}.json`);
  const code = run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      env: { ...process.env, ...env },
    },
  );
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1 };
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed };
}

/** Counts from Playwright's JSON report (the config writes it where `reportVariable` says). */
function playwright(name, config, reportVariable) {
  const report = join(output, `${name}.json`);
  const code = run(bin('playwright'), ['test', '-c', config], {
    env: { ...process.env, [reportVariable]: report, CHROMIUM_PATH: CHROMIUM },
  });
  const stats = readJson(report)?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
  };
}

const workspaceDirs = (parent) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')),
    )
    .map((entry) => `${parent}/${entry.name}`);
const packages = workspaceDirs('packages');
const apps = workspaceDirs('apps');

if (ensureInstalled() !== 0) process.exit(1);

// Type-aware lint holds every TypeScript project of the workspace at once: past 4 GB of heap now.
const LINT_HEAP_MB = 8192;
suite('lint (eslint)', () =>
  check(
    run(bin('eslint'), ['.', '--max-warnings=0'], {
      env: {
        ...process.env,
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${LINT_HEAP_MB}`.trim(),
      },
    }),
  ),
);
suite('format (prettier)', () => check(run(bin('prettier'), ['--check', '.', '--log-level=warn'])));
suite('typecheck (tsc)', () => {
  const dirs = ['.', ...packages, ...apps].filter((dir) =>
    existsSync(join(root, dir, 'tsconfig.json')),
  );
  const failures = dirs.filter((dir) => {
    console.log(`tsc -p ${dir}`);
    return run(bin('tsc'), ['--noEmit', '-p', dir]) !== 0;
  });
  return { passed: dirs.length - failures.length, failed: failures.length };
});
suite('build', () => check(ensureBuilt({ force: true })));
suite('package exports (publint)', () => {
  const failures = packages.filter((dir) => run(bin('publint'), ['--strict', dir]) !== 0);
  return { passed: packages.length - failures.length, failed: failures.length };
});
suite('package size budgets', () => check(run(process.execPath, ['tooling/size/check-size.mjs'])));
suite('unit and component (vitest)', () => vitest('unit', []));
suite('server on PGlite', () => vitest('server-pglite', ['--root', 'apps/server']));
suite('server on PostgreSQL', () =>
  vitest('server-postgres', ['--root', 'apps/server'], { TEST_DATABASE_URL: ensurePostgres() }),
);
suite('end-to-end (Playwright, Chromium)', () => {
  ensureChromium();
  return playwright('e2e', 'apps/portal/playwright.config.ts', 'E2E_JSON');
});
suite('storybook build', () => check(pnpm(['run', 'build-storybook'])));
suite('stories in Chromium (axe, screenshots)', () => {
  ensureChromium();
  return playwright('stories', 'tooling/storybook-check/playwright.config.ts', 'STORIES_JSON');
});

console.log('\n━━ summary ━━');
for (const r of results) {
  const status = r.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${status} ${r.name.padEnd(36)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
