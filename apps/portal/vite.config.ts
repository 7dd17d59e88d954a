import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

const LANGUAGES = ['zh', 'en', 'es'];
const LANGUAGE_QUERY = /\?lang=(zh|en|es)$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const value of Object.values(node))
    if (value && typeof value === 'object') walk(value, visit);
}

const keyName = (key: unknown): string | undefined => {
  const node = key as { type?: string; name?: string; value?: unknown } | undefined;
  if (node?.type === 'Identifier') return node.name;
  return typeof node?.value === 'string' ? node.value : undefined;
};

/**
 * One language's copy of a message module: `messages.ts?lang=en` is the module with the other
 * languages' catalogues emptied (top-level `zh`/`es` constants and `zh:`/`es:` entries that are not
 * plain texts), and its relative imports copied the same way. The portal bundles its default
 * language from such copies and loads the others lazily, so no page carries all three languages.
 */
function languageCopies(): Plugin {
  return {
    name: 'ccms-language-copies',
    enforce: 'post',
    transform(code, id) {
      const language = LANGUAGE_QUERY.exec(id)?.[1];
      if (!language) return null;
      const others = new Set(LANGUAGES.filter((other) => other !== language));
      const edits: { start: number; end: number; text: string }[] = [];
      walk(this.parse(code), (node) => {
        const source = node.source as (Node & { value?: unknown }) | undefined;
        if (
          (node.type === 'ImportDeclaration' ||
            node.type === 'ExportNamedDeclaration' ||
            node.type === 'ExportAllDeclaration') &&
          source &&
          typeof source.value === 'string' &&
          source.value.startsWith('.')
        ) {
          edits.push({
            start: source.start,
            end: source.end,
            text: JSON.stringify(`${source.value.replace(/\?.*$/, '')}?lang=${language}`),
          });
        }
        if (node.type === 'ImportExpression') {
          // A lazy import inside a catalogue: not expected; leave it alone.
          return;
        }
        if (node.type === 'Property' && !node.computed) {
          const name = keyName(node.key);
          const value = node.value as Node;
          if (name && others.has(name) && value.type !== 'Literal') {
            edits.push(
              node.shorthand
                ? { start: node.start, end: node.end, text: `${name}: void 0` }
                : { start: value.start, end: value.end, text: 'void 0' },
            );
          }
        }
        if (node.type === 'VariableDeclarator') {
          const name = keyName(node.id);
          const init = node.init as Node | null;
          if (name && others.has(name) && init && init.type !== 'Literal')
            edits.push({ start: init.start, end: init.end, text: 'void 0' });
        }
      });
      if (edits.length === 0) return null;
      // Outermost edits win: an emptied catalogue's inner entries need no edit of their own.
      edits.sort((a, b) => a.start - b.start || b.end - a.end);
      let result = '';
      let at = 0;
      for (const edit of edits) {
        if (edit.start < at) continue;
        result += code.slice(at, edit.start) + edit.text;
        at = edit.end;
      }
      return { code: result + code.slice(at), map: null };
    },
  };
}

/**
 * The production build's src/api/endpointRoutes.ts: the method and path of every endpoint, read
 * from the contract at build time, so the portal's request layer carries no zod schemas (the
 * module computes the same table from the contract when it runs unbuilt, as in the tests).
 */
function endpointTable(areas?: readonly string[]): Plugin {
  const tableModule = join(here, 'src/api/endpointRoutes.ts');
  const contractEntry = join(here, '../../packages/api-client/src/contract/index.ts');
  return {
    name: 'ccms-endpoint-table',
    apply: 'build',
    async load(id) {
      if (id.split('?')[0] !== tableModule) return null;
      const bundled = await build({
        entryPoints: [contractEntry],
        bundle: true,
        format: 'esm',
        platform: 'node',
        conditions: ['@ccms/source'],
        write: false,
        logLevel: 'error',
      });
      const folder = mkdtempSync(join(tmpdir(), 'ccms-contract-'));
      try {
        const file = join(folder, 'contract.mjs');
        writeFileSync(file, bundled.outputFiles[0]!.text);
        const { contract } = (await import(pathToFileURL(file).href)) as {
          contract: Record<string, Record<string, { method: string; path: string }>>;
        };
        const table = Object.fromEntries(
          Object.entries(contract)
            .filter(([area]) => !areas || areas.includes(area))
            .map(([area, endpoints]) => [
              area,
              Object.fromEntries(
                Object.entries(endpoints).map(([name, { method, path }]) => [
                  name,
                  { method, path },
                ]),
              ),
            ]),
        );
        return `export const endpointRoutes = ${JSON.stringify(table)};\n`;
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/** The libraries every page runs first, kept in one file (one request, one compression window). */
const FRAMEWORK =
  /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|styled-components|stylis|@tanstack[\\/]query-core|@tanstack[\\/]react-query|use-sync-external-store)[\\/]/;

/** The areas of the contract the sign-in page calls (its endpoint table has only these). */
const SIGN_IN_AREAS = ['auth', 'param', 'saas'];

/**
 * The portal is built twice (`vite build` and `vite build --mode signin`): the app, and the
 * sign-in page /login served on its own (signin.html, src/signin/main.tsx). The sign-in page
 * renders the same screen as the app's /login route but without the router, the route table and
 * the endpoints of the other areas, so a first visit loads a fraction of the app's JavaScript.
 * Links and the step after sign-in are full page loads there (src/signin/pageNavigation.tsx
 * stands in for react-router-dom in that build).
 */
export default defineConfig(({ mode }) => {
  const signIn = mode === 'signin';
  return {
    plugins: [react(), languageCopies(), endpointTable(signIn ? SIGN_IN_AREAS : undefined)],
    // Workspace packages load from their sources (the `@ccms/source` export condition), so dev and
    // build need no package build first.
    resolve: {
      conditions: ['@ccms/source', ...defaultClientConditions],
      alias: signIn
        ? { 'react-router-dom': join(here, 'src/signin/pageNavigation.tsx') }
        : undefined,
    },
    server: {
      proxy: {
        '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
      },
    },
    build: {
      outDir: signIn ? 'dist/signin' : 'dist',
      // The app's build empties dist; the sign-in build runs after it, into dist/signin.
      emptyOutDir: !signIn,
      sourcemap: true,
      rolldownOptions: {
        input: join(here, signIn ? 'signin.html' : 'index.html'),
        output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
      },
    },
    base: signIn ? '/signin/' : '/',
  };
});
