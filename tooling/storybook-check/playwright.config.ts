import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumProject } from '../playwright/chromium';
import { freePort } from '../playwright/freePort';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = freePort('STORIES_PORT');

/**
 * Every story of the built Storybook, in Chromium: axe (colour contrast included) and a screenshot
 * compared with the committed baseline — the local stand-in for a hosted visual-review service.
 * Update baselines after an intended visual change: `npx playwright test -c <this file> -u`.
 */
export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['dot'],
    [
      'json',
      { outputFile: process.env.STORIES_JSON ?? resolve(repoRoot, '.test-output/stories.json') },
    ],
  ],
  outputDir: resolve(repoRoot, '.test-output/stories-artifacts'),
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1024, height: 640 },
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [chromiumProject],
  webServer: {
    command: `node tooling/storybook-check/serve-static.mjs storybook-static ${port}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
