import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiResources } from '@ccms/ui';
// The default language's copy of the sign-in texts (see languageCopies in vite.config.ts): the first
// page needs them; the other features' texts load with the shell and the pages behind sign-in
// (loadShellTexts, loadFeatureTexts), the other languages when chosen.
import { zh as signinZh } from '../features/auth/signin/messages?lang=zh';
import { zh } from './locales/zh';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** The spec keeps the language in a cookie (spec 000 §9). */
const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** BCP 47 tags for `<html lang>`: screen readers pick their voice from it. */
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readLanguageCookie(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE);
  const value = entry?.[1] ? decodeURIComponent(entry[1]) : undefined;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The console line a missing translation writes; the end-to-end tests fail on any. */
export const MISSING_KEY_WARNING = 'i18n: missing translation';
const reportedMissing = new Set<string>();

function reportMissingKey(languages: readonly string[], namespace: string, key: string): void {
  const id = `${languages.join(',')}|${namespace}|${key}`;
  if (reportedMissing.has(id)) return;
  reportedMissing.add(id);
  console.warn(`${MISSING_KEY_WARNING} "${namespace}:${key}" (${languages.join(', ')})`);
}

type Translation = Record<string, unknown>;

/** The portal's texts in a language other than the default, loaded when first needed. */
const LANGUAGE_LOADERS: Record<Exclude<Language, 'zh'>, () => Promise<Translation>> = {
  en: async () => {
    const [{ en }, features] = await Promise.all([
      import('./locales/en'),
      import('./featureMessages?lang=en'),
    ]);
    return { ...en, ...features.featureMessages.en };
  },
  es: async () => {
    const [{ es }, features] = await Promise.all([
      import('./locales/es'),
      import('./featureMessages?lang=es'),
    ]);
    return { ...es, ...features.featureMessages.es };
  },
};

/** Makes a language's texts available (the default language's always are). */
async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  if (language === 'zh' || instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(
    language,
    'translation',
    await LANGUAGE_LOADERS[language](),
    true,
    true,
  );
}

function createPortalI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      zh: { translation: { ...zh, signin: signinZh } },
    },
    // The remembered language switches in once its texts have loaded (see i18nReady).
    lng: DEFAULT_LANGUAGE,
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    // Resources are bundled, so initialisation completes synchronously before the first render.
    initAsync: false,
    // A text with no translation in any language shows its key: say so where developers and the
    // end-to-end tests look (the console), once per key and language.
    saveMissing: true,
    missingKeyHandler: reportMissingKey,
  });
  registerUiResources(instance);
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined' && isLanguage(language))
      document.documentElement.lang = HTML_LANG[language];
  });
  if (typeof document !== 'undefined')
    document.documentElement.lang = HTML_LANG[currentLanguageOf(instance)];
  return instance;
}

function currentLanguageOf(instance: I18n): Language {
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

export const i18n = createPortalI18n();

let shellTexts: Promise<void> | undefined;
let featureTexts: Promise<void> | undefined;

/** Makes the texts of the shell and the home page available (once): the shell waits for it. */
export function loadShellTexts(): Promise<void> {
  shellTexts ??= import('./shellTexts').then(({ registerShellTexts }) => registerShellTexts(i18n));
  return shellTexts;
}

/**
 * Makes every feature's texts available (once): each page behind sign-in but the home page waits
 * for it before it renders.
 */
export function loadFeatureTexts(): Promise<void> {
  featureTexts ??= Promise.all([
    loadShellTexts(),
    import('./featureTexts').then(({ registerFeatureTexts }) => registerFeatureTexts(i18n)),
  ]).then(() => undefined);
  return featureTexts;
}

/** Settles when the remembered language's texts are in place: render after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = readLanguageCookie();
  if (language === DEFAULT_LANGUAGE) return;
  try {
    await loadLanguage(i18n, language);
    await i18n.changeLanguage(language);
  } catch {
    // Its texts did not load: the page stays in the default language.
  }
})();

export function currentLanguage(): Language {
  return currentLanguageOf(i18n);
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(i18n, language);
  writeLanguageCookie(language);
  await i18n.changeLanguage(language);
}
