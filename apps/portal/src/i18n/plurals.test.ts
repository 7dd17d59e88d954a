import { changeLanguage, i18n } from '.';
import { featureMessages } from './featureMessages';
import { en } from './locales/en';
import { es } from './locales/es';

type Catalogue = Record<string, unknown>;

/** Every text of a catalogue by its dotted key. */
function textsOf(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : value && typeof value === 'object'
        ? textsOf(value as Catalogue, `${prefix}${key}.`)
        : [],
  );
}

/** A count followed by a word ("{{count}} functions", "Viewed {{count}} times"): the word agrees. */
const COUNTED_WORD = /\{\{count\}\}\s*\p{L}/u;
/** English words a count leaves as they are, when nothing follows them ("3 selected"). */
const INVARIANT = /\{\{count\}\} (selected|online|ignored)$/;

/** The texts with a counted word that have no singular form (`key_one`). */
function withoutSingular(catalogue: Catalogue): string[] {
  const texts = new Map(textsOf(catalogue));
  return [...texts]
    .filter(
      ([key, text]) => !key.endsWith('_one') && COUNTED_WORD.test(text) && !INVARIANT.test(text),
    )
    .filter(([key]) => !texts.has(`${key}_one`))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('texts with a count', () => {
  it('given an English or Spanish text that counts something, when the count is 1, then it has a singular form', () => {
    expect(withoutSingular({ ...es, ...featureMessages.es })).toEqual([]);
    expect(withoutSingular({ ...en, ...featureMessages.en })).toEqual([]);
    expect(withoutSingular({ ...es, ...featureMessages.es })).toEqual([]);
  });

  it('given the home page’s entry count, when it is 1 or 3, then the word agrees in each language', async () => {
    await changeLanguage('en');
    expect(i18n.t('home.entries', { count: 1 })).toBe('1 function');
    expect(i18n.t('home.entries', { count: 3 })).toBe('3 functions');
    await changeLanguage('es');
    expect(i18n.t('home.entries', { count: 1 })).toBe('1 función');
    expect(i18n.t('home.entries', { count: 1_000_000 })).toBe('1000000 funciones');
    await changeLanguage('zh');
    expect(i18n.t('home.entries', { count: 1 })).toBe('1 个功能');
  });
});
