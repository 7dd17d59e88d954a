import type { i18n as I18n } from 'i18next';
import { registerChartsResources } from '@ccms/charts';
import { registerDataGridResources } from '@ccms/data-grid';
import { registerPickersResources } from '@ccms/pickers';
import { featureMessages } from './featureMessages?lang=zh';

/**
 * The texts of the pages behind sign-in, in the default language: every feature's catalogue and
 * the grid, picker and chart packages' namespaces. Loaded with the first page that needs them
 * (see loadFeatureTexts), so the sign-in page does not carry them.
 */
export function registerFeatureTexts(instance: I18n): void {
  instance.addResourceBundle('zh', 'translation', featureMessages.zh, true, true);
  registerDataGridResources(instance);
  registerPickersResources(instance);
  registerChartsResources(instance);
}
