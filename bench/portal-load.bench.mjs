#!/usr/bin/env node
// The portal's initial JavaScript, as the built app serves it: what /login loads, and what the
// shell at /main-page loads after sign-in (issue 7: under 150 KB and 300 KB gzip); then the
// Lighthouse performance score of both pages in Debian's Chromium.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from '../scripts/services.mjs';
import { describeMachine, launchChromium, withTimeout } from './harness.mjs';
import { formatTable } from './stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 18190;
const BASE = `http://127.0.0.1:${PORT}`;
const GOALS = { login: 150, shell: 300 };
const DEBUGGING_PORT = 18191;

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in time');
}

/** Scripts a page loads until the network is idle: raw and gzip-compressed bytes. */
async function scriptsOf(page, run) {
  const seen = new Map();
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      seen.set(response.url(), {
        name: new URL(response.url()).pathname.replace(/^.*\//, ''),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    } catch {
      // a redirected or aborted response has no body
    }
  };
  page.on('response', onResponse);
  await run();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...seen.values()];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function signIn(page) {
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await withTimeout(page.waitForURL(/\/main-page$/), 30_000, 'sign-in');
}

/**
 * Lighthouse's performance category (desktop settings, simulated throttling) for /login and, signed
 * in, for /main-page: Lighthouse drives a Chromium whose profile already holds the session.
 */
async function lighthouseScores() {
  const profile = mkdtempSync(join(tmpdir(), 'ccms-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? ensureChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${DEBUGGING_PORT}`,
    ],
  });
  const audit = async (url) => {
    const result = await lighthouse(url, {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      preset: 'desktop',
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1 },
      // Keep the signed-in session for /main-page.
      disableStorageReset: true,
    });
    const { categories, audits } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
    };
  };
  try {
    const login = await audit(`${BASE}/login`);
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await signIn(page);
    const shell = await audit(`${BASE}/main-page`);
    return { login, shell };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

async function main() {
  if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
    console.log('Build first: npm run build (the bench measures the built portal and server).');
    return 1;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ccms-bench-portal-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const browser = await launchChromium();
  try {
    await waitForHealth(Date.now() + 120_000);
    console.log(describeMachine(browser));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const login = await scriptsOf(page, () => page.goto(`${BASE}/login`));
    const shell = await scriptsOf(page, () => signIn(page));
    // PORTAL_LOAD_DETAIL=1 lists each page's scripts, largest first: where to cut next.
    if (process.env.PORTAL_LOAD_DETAIL)
      for (const [label, scripts] of [
        ['/login', login],
        ['/main-page after sign-in', shell],
      ]) {
        console.log(`${label}:`);
        for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${kb(script.gzip).padStart(9)}  ${script.name}`);
      }
    // Signing in leaves the sign-in page (its own build) for the app with a page load: the
    // shell's initial JavaScript is what that document loads.
    const shellTotal = shell;
    const row = (name, list, goal) => [
      name,
      String(list.length),
      kb(sum(list, 'raw')),
      kb(sum(list, 'gzip')),
      `< ${goal} KB`,
      sum(list, 'gzip') / 1024 < goal ? 'met' : 'missed',
    ];
    console.log('');
    console.log(
      formatTable([
        ['page', 'scripts', 'raw', 'gzip', 'goal', ''],
        row('/login', login, GOALS.login),
        row('/main-page after sign-in', shellTotal, GOALS.shell),
      ]),
    );
    const scores = await lighthouseScores();
    const scoreRow = (name, score) => [name, String(score.score), score.fcp, score.lcp, score.tbt];
    console.log('');
    console.log('Lighthouse performance (desktop preset, simulated throttling):');
    console.log(
      formatTable([
        ['page', 'score', 'FCP', 'LCP', 'TBT'],
        scoreRow('/login', scores.login),
        scoreRow('/main-page (signed in)', scores.shell),
      ]),
    );
    return 0;
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
