import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toUiLanguage, uiResources, UI_NAMESPACE, type UiMessageKey } from './uiResources';

export type UiTranslate = (key: UiMessageKey, values?: Record<string, unknown>) => string;

/**
 * `t` of the `ui` namespace. When the app has not registered the namespace (or has no i18next
 * instance at all), the built-in catalogue of the current language is the default value.
 */
export function useUiTranslation(): UiTranslate {
  const { t, i18n } = useTranslation(UI_NAMESPACE);
  // Without an i18next instance react-i18next hands back a stub whose `language` is undefined.
  const language = toUiLanguage(i18n?.resolvedLanguage ?? i18n?.language);
  return useCallback(
    (key, values) =>
      // The stub `t` returns the default value uninterpolated, so fill placeholders here too.
      String(t(key, { defaultValue: uiResources[language][key], ...values })).replace(
        /\{\{(\w+)\}\}/g,
        (placeholder, name: string) => (values && name in values ? String(values[name]) : placeholder),
      ),
    [t, language],
  );
}
