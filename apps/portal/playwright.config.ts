import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumProject } from '../../tooling/playwright/chromium';
import { freePort } from '../../tooling/playwright/freePort';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// A free port chosen per run (E2E_PORT to fix one): another program on a fixed port never fails the run.
const port = freePort('E2E_PORT');
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// A fresh database per run: the journeys start from the seeded demo data. Workers load this config
// again and inherit the environment, so they reuse the run's folder instead of making their own.
const dataDir = (process.env.CCMS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ccms-e2e-')));

/** End-to-end journeys against the BUILT app, as `npm start` serves it (server + portal dist). */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON ?? resolve(repoRoot, '.test-output/e2e.json') }],
  ],
  outputDir: resolve(repoRoot, '.test-output/e2e-artifacts'),
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [chromiumProject],
  webServer: {
    command: 'node ../server/dist/main.js',
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { PORT: String(port), DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
