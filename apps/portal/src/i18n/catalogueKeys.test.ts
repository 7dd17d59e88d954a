import { FORM_BUTTONS } from '@ccms/api-client';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { featureMessages } from './featureMessages';
import { en } from './locales/en';
import { es } from './locales/es';
import { zh } from './locales/zh';

type Catalogue = Record<string, unknown>;

/** Each language's whole translation, as the portal assembles it (see index.ts). */
const CATALOGUES: Record<'zh' | 'en' | 'es', Catalogue> = {
  zh: { ...zh, ...featureMessages.zh },
  en: { ...en, ...featureMessages.en },
  es: { ...es, ...featureMessages.es },
};

const SOURCES = resolve(import.meta.dirname, '..');
/** The server's demo menu: its entries carry the portal's keys (`nameKey`) for their names. */
const SERVER_SEED = resolve(SOURCES, '../../server/src/db/seed.ts');

/** Files that use texts: not tests, stories, fixtures or the catalogues themselves. */
const NOT_A_USER =
  /(\.test\.tsx?|\.stories\.tsx?|\.d\.ts|[Ff]ixtures?\.tsx?|[/\\]testing[/\\].*|[Mm]essages\.ts|[/\\]locales[/\\].*)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_A_USER.test(path) ? [path] : [];
  });
}

/** What a dotted key names in a catalogue: a text, a group of texts, or nothing. */
function lookUp(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

/** A text, or the plural forms i18next picks with `count` (`key_one`, `key_other`). */
function hasText(catalogue: Catalogue, key: string): boolean {
  return (
    typeof lookUp(catalogue, key) === 'string' ||
    typeof lookUp(catalogue, `${key}_other`) === 'string'
  );
}

const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;
const NAMESPACES = new Set(Object.keys(CATALOGUES.zh));
/** A dotted literal under one of the catalogue's top-level groups: a key (or a group's prefix). */
const isKeyLike = (text: string) => KEY.test(text) && NAMESPACES.has(text.split('.')[0]!);

interface Use {
  key: string;
  where: string;
  /** A literal passed straight to t() must name a text; another may name a group. */
  text: boolean;
  /** The fixed start of a template key (`kinds.${kind}`): it must name a group. */
  prefix?: boolean;
}

function usesIn(path: string): Use[] {
  const source = readFileSync(path, 'utf8');
  const where = relative(SOURCES, path);
  const uses: Use[] = [];
  const direct = new Set<number>();
  // t('key'), i18n.t("key"), t(`key`), t(flag ? 'a' : 'b'), t(`group.${name}`)
  for (const call of source.matchAll(/\bt\(\s*([^,()]*?)\s*[,)]/g)) {
    const argument = call[1]!;
    const template = /^`([^`$]*)\$\{/.exec(argument);
    if (template) {
      const prefix = template[1]!.replace(/\.$/, '');
      if (isKeyLike(prefix)) uses.push({ key: prefix, where, text: false, prefix: true });
      continue;
    }
    for (const literal of argument.matchAll(/(['"`])([^'"`]*)\1/g)) {
      const key = literal[2]!;
      if (!isKeyLike(key)) continue;
      uses.push({ key, where, text: true });
      direct.add(call.index + call[0].indexOf(literal[0]));
    }
  }
  // Any other key-like literal: route titles, labels and keys handed to a helper.
  for (const literal of source.matchAll(/(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\1/g)) {
    if (direct.has(literal.index)) continue;
    if (isKeyLike(literal[2]!)) uses.push({ key: literal[2]!, where, text: false });
  }
  return uses;
}

function problemsOf(uses: readonly Use[]): string[] {
  const problems = new Set<string>();
  for (const use of uses)
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const found = lookUp(catalogue, use.key);
      const ok = use.prefix
        ? !!found && typeof found === 'object'
        : use.text
          ? hasText(catalogue, use.key)
          : hasText(catalogue, use.key) || (!!found && typeof found === 'object');
      if (!ok) problems.add(`${language}: ${use.key} (${use.where})`);
    }
  return [...problems].sort();
}

describe('the translation catalogues', () => {
  it('given every key the portal’s sources name, when looked up in zh, en and es, then each is a text there', () => {
    const uses = sourceFiles(SOURCES).flatMap(usesIn);
    // The scan finds the keys (a broken pattern would pass with nothing to check).
    expect(uses.length).toBeGreaterThan(3000);
    expect(problemsOf(uses)).toEqual([]);
  });

  it('given the demo menu’s names and the form buttons, when looked up in zh, en and es, then each is a text there', () => {
    const seed = readFileSync(SERVER_SEED, 'utf8');
    const keys = [
      ...new Set([...seed.matchAll(/'(menu\.[A-Za-z0-9_.]+)'/g)].map((match) => match[1]!)),
      ...Object.keys(FORM_BUTTONS).map((code) => `button.${code}`),
    ];
    expect(keys.length).toBeGreaterThan(100);
    expect(problemsOf(keys.map((key) => ({ key, where: 'demo menu', text: true })))).toEqual([]);
  });

  it('given a key that is in no catalogue, when checked, then it is reported for each language', () => {
    expect(problemsOf([{ key: 'menu.noSuchEntry', where: 'x.tsx', text: true }])).toEqual([
      'en: menu.noSuchEntry (x.tsx)',
      'es: menu.noSuchEntry (x.tsx)',
      'zh: menu.noSuchEntry (x.tsx)',
    ]);
  });
});
