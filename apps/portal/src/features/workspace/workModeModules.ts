import type { TFunction } from 'i18next';
import type { MenuItem } from '@ccms/api-client';
import type { WorkModeMenuNode } from '@ccms/pickers';
import { menuLabel } from '../../shell/menu';

/** The menu as the work-mode dialog's function modules, named in the current language. */
export function toWorkModeModules(items: readonly MenuItem[], t: TFunction): WorkModeMenuNode[] {
  return items.map((item) => ({
    id: item.id,
    name: menuLabel(item, t),
    children: toWorkModeModules(item.children, t),
  }));
}
