import type { i18n as I18n } from 'i18next';
import { registerChartsResources } from '@ccms/charts';
import { registerDataGridResources } from '@ccms/data-grid';
import { registerPickersResources } from '@ccms/pickers';
import { zh as inbox } from '../features/inbox/messages?lang=zh';
import { zh as profile } from '../features/profile/messages?lang=zh';
import { zh as search } from '../features/search/messages?lang=zh';
import { zh as workspace } from '../features/workspace/messages?lang=zh';

/**
 * The texts of the shell and the home page in the default language: the features the header and
 * the home page use (messages, search, the personal centre, the workspace) and the grid, picker and
 * chart packages' namespaces. Loaded with the shell (see loadShellTexts); the other features' texts
 * come with the first page that needs them.
 */
export function registerShellTexts(instance: I18n): void {
  instance.addResourceBundle(
    'zh',
    'translation',
    { inbox, profile, search, workspace },
    true,
    true,
  );
  registerDataGridResources(instance);
  registerPickersResources(instance);
  registerChartsResources(instance);
}
