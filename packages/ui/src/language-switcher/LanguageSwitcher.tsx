import { useTranslation } from 'react-i18next';
import { toCatalogueLanguage, type CatalogueLanguage } from '../i18n/createTranslationHook';
import { uiResources, UI_NAMESPACE } from '../i18n/uiResources';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { SwitcherMenu, type SwitcherOption } from '../switcher-menu/SwitcherMenu';
import type { ComponentSize } from '../theme/theme';
import { toast } from '../toast/toastStore';

/** The product's languages, each named in itself (a language name is not translated). */
export const LANGUAGE_OPTIONS: readonly SwitcherOption<CatalogueLanguage>[] = [
  { id: 'zh', label: '中文', lang: 'zh-CN' },
  { id: 'en', label: 'English', lang: 'en' },
  { id: 'es', label: 'Español', lang: 'es' },
];

export interface LanguageSwitcherProps {
  /** Called after i18next switched, e.g. to keep the language in its cookie. */
  onChange?: (language: CatalogueLanguage) => void;
  size?: ComponentSize;
}

const GlobeIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" strokeWidth="1.3">
      <circle cx="8" cy="8" r="6.5" />
      <path d="M1.5 8h13M8 1.5c2 2 2.6 4 2.6 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.4 5.5 5.4 8S6 12.5 8 14.5" />
    </g>
  </svg>
);

/**
 * The header's language menu (zh / en / es): switches the app's i18next language and toasts
 * "Switch Language Success" in the language just chosen.
 */
export function LanguageSwitcher({ onChange, size }: LanguageSwitcherProps) {
  const t = useUiTranslation();
  const { i18n } = useTranslation();
  const current = toCatalogueLanguage(i18n?.resolvedLanguage ?? i18n?.language);
  const currentName = LANGUAGE_OPTIONS.find((option) => option.id === current)!.label;

  async function switchTo(language: CatalogueLanguage) {
    if (language === current) return;
    try {
      await i18n.changeLanguage(language);
    } catch {
      return; // A failed language load keeps the current language, silently as the spec's other failures.
    }
    onChange?.(language);
    toast.success(
      i18n.t('languageSwitched', {
        ns: UI_NAMESPACE,
        lng: language,
        defaultValue: uiResources[language].languageSwitched,
      }),
    );
  }

  return (
    <SwitcherMenu
      triggerLabel={`${t('switchLanguage')}, ${currentName}`}
      trigger={
        <>
          <GlobeIcon />
          {currentName}
        </>
      }
      options={LANGUAGE_OPTIONS}
      selected={current}
      onSelect={(language) => void switchTo(language)}
      size={size}
    />
  );
}
