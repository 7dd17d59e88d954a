import type { i18n as I18n } from 'i18next';
import { featureMessages } from './featureMessages?lang=zh';

/**
 * Every feature's texts in the default language, loaded with the first page that needs them (see
 * loadFeatureTexts), so neither the sign-in page nor the home page carries them.
 */
export function registerFeatureTexts(instance: I18n): void {
  instance.addResourceBundle('zh', 'translation', featureMessages.zh, true, true);
}
