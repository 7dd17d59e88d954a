#!/usr/bin/env node
// Package size budgets: what a consumer's bundle pays for an import, minified and gzipped, with
// the peers (React, styled-components, i18next) left out. The equivalent of size-limit, whose
// current releases need Node 22. A budget with `page` instead measures a built page of the portal:
// the scripts its HTML loads (entry and module preloads), peers included. Budgets live in
// budgets.json; run after the build.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const peers = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'styled-components',
  'i18next',
  'react-i18next',
];

async function measure({ package: dir, import: names }) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const entry = join(root, dir, manifest.exports['.'].import.default);
  const contents =
    names === '*'
      ? `import * as all from ${JSON.stringify(entry)}; globalThis.keep = all;`
      : `import ${names} from ${JSON.stringify(entry)}; globalThis.keep = [${names.replace(/[{}]/g, '')}];`;
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: join(root, '.test-output/size'),
    metafile: true,
    platform: 'browser',
    target: 'es2022',
    external: peers,
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // Count the entry chunk and the chunks it imports statically; lazy (dynamic) chunks load later.
  const outputs = result.metafile.outputs;
  const counted = new Set();
  const visit = (path) => {
    if (counted.has(path)) return;
    counted.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(Object.keys(outputs).find((path) => outputs[path].entryPoint));
  return result.outputFiles
    .filter((file) => [...counted].some((path) => file.path.endsWith(path)))
    .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
}

/** The gzip size of the scripts a built page loads first: its module entry and preloads. */
function measurePage({ page }) {
  const html = readFileSync(join(root, page), 'utf8');
  const base = dirname(join(root, page));
  const scripts = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  if (scripts.length === 0) throw new Error(`${page} loads no module script`);
  // Built with a base path (/signin/): the files sit beside the HTML under assets/.
  return scripts.reduce(
    (sum, src) =>
      sum + gzipSync(readFileSync(join(base, 'assets', basename(src))), { level: 9 }).length,
    0,
  );
}

let failed = 0;
console.log('budget'.padEnd(44), 'gzip'.padStart(10), 'limit'.padStart(10));
for (const budget of budgets) {
  const bytes = budget.page ? measurePage(budget) : await measure(budget);
  const over = bytes > budget.limitKb * 1024;
  if (over) failed++;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${budget.name.padEnd(39)} ${(bytes / 1024).toFixed(1).padStart(7)} kB ${String(budget.limitKb).padStart(7)} kB`,
  );
}
process.exit(failed ? 1 : 0);
