// Shared plumbing of the browser benchmarks: bundle a page with esbuild, serve it on 127.0.0.1,
// drive Debian's Chromium through Playwright and read the JS heap through the DevTools protocol.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/services.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/** Bench settings from the environment, so a quick run can use fewer rows or runs. */
export function benchSetting(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * One production build (minified, NODE_ENV=production) of a page entry in bench/pages, with the
 * workspace packages taken from their sources like the app's own build. ES modules with code
 * splitting, so lazy chunks (exceljs) stay out of the page as they do in the app.
 */
export async function bundlePage(entry) {
  const outdir = join(here, '.bench-out');
  const result = await build({
    entryPoints: [join(here, 'pages', entry)],
    bundle: true,
    // BENCH_READABLE=1 keeps names, for reading a profile of the page.
    minify: process.env.BENCH_READABLE !== '1',
    format: 'esm',
    splitting: true,
    outdir,
    platform: 'browser',
    target: 'es2022',
    conditions: ['@ccms/source'],
    // @ccms/ui and the data grid's own dependencies resolve from the data-grid package.
    nodePaths: [join(root, 'packages/data-grid/node_modules'), join(root, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const files = new Map(result.outputFiles.map((file) => [relative(outdir, file.path), file.text]));
  return { entry: entry.replace(/\.mjs$/, '.js'), files };
}

const PAGE_HTML = (script) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>bench</title>
<style>html,body{margin:0;font-family:sans-serif}#root{width:1280px}</style></head>
<body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;

/**
 * Serves each page's build under /<name>/ with a page /<name>.html; resolves to the base URL and
 * a close.
 */
export async function servePages(pages) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const [, name, ...rest] = path.split('/');
    const htmlPage = name?.endsWith('.html') ? pages[name.slice(0, -'.html'.length)] : undefined;
    const script = pages[name]?.files.get(rest.join('/'));
    if (htmlPage) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE_HTML(`/${name.slice(0, -'.html'.length)}/${htmlPage.entry}`));
    } else if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Headless Chromium with the project's flags (tooling/playwright/chromium.ts) and exact heap figures. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? ensureChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
    ],
  });
}

/** A fresh page (own context, so no cache or heap is shared between runs) at a fixed viewport. */
export async function openPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.bench?.ready === true, undefined, { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  return {
    page,
    errors,
    /** Used JS heap in bytes after a full garbage collection. */
    async heapUsed() {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize;
    },
    close: () => context.close(),
  };
}

/** The machine's cores and load and the browser's version, printed so figures can be read in context. */
export function describeMachine(browser) {
  const [oneMinute] = loadavg();
  return `Chromium ${browser.version()}, ${availableParallelism()} cores, load average ${oneMinute.toFixed(1)}`;
}

/** Runs `task` and rejects after `ms`, so a hung page cannot keep the bench running. */
export function withTimeout(task, ms, what) {
  let timer;
  return Promise.race([
    task.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
}
