import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Message catalogues of one i18next namespace; zh is the default and the fallback. */
export interface NamespaceResources<Messages extends Record<string, string>> {
  zh: Messages;
  en: Messages;
  es: Messages;
}

export type CatalogueLanguage = 'zh' | 'en' | 'es';

export type Translate<Key extends string> = (key: Key, values?: Record<string, unknown>) => string;

/** Maps an i18next language tag (zh-CN, en-US, es) to one of our catalogues; zh by default. */
export function toCatalogueLanguage(language: string | undefined): CatalogueLanguage {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return base === 'en' || base === 'es' ? base : 'zh';
}

/** Adds a package's namespace to the app's i18next instance; call once at start-up. */
export function registerNamespace<Messages extends Record<string, string>>(
  i18n: I18n,
  namespace: string,
  resources: NamespaceResources<Messages>,
): void {
  for (const language of ['zh', 'en', 'es'] as const) {
    i18n.addResourceBundle(language, namespace, resources[language], true, false);
  }
}

/**
 * Builds the `t` hook of a package's namespace. When the app has not registered the namespace
 * (or has no i18next instance at all), the package's own catalogue of the current language is
 * the default value, so components never show raw keys.
 */
export function createTranslationHook<Messages extends Record<string, string>>(
  namespace: string,
  resources: NamespaceResources<Messages>,
): () => Translate<Extract<keyof Messages, string>> {
  return function useNamespaceTranslation() {
    const { t, i18n } = useTranslation(namespace);
    // Without an i18next instance react-i18next hands back a stub whose `language` is undefined.
    const language = toCatalogueLanguage(i18n?.resolvedLanguage ?? i18n?.language);
    return useCallback(
      (key, values) =>
        // The stub `t` returns the default value uninterpolated, so fill placeholders here too.
        String(t(key, { defaultValue: resources[language][key], ...values })).replace(
          /\{\{(\w+)\}\}/g,
          (placeholder, name: string) =>
            values && name in values ? String(values[name]) : placeholder,
        ),
      [t, language],
    );
  };
}
