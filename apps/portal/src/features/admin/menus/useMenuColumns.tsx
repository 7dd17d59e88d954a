import { MenuType, OpenType } from '@ccms/api-client';
import {
  rowActionsRenderer,
  tagRenderer,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import type { TagStatus } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE_KEYS, type MenuRow } from './menuTree';

/** Navigation in blue and green, the popup in amber, buttons (permissions only) in grey. */
const TYPE_STATUS: Readonly<Record<number, TagStatus>> = {
  [MenuType.directory]: 'primary',
  [MenuType.page]: 'success',
  [MenuType.popup]: 'warning',
  [MenuType.button]: 'info',
};

/** The tree table's columns; the actions column only when the user has an action. */
export function useMenuColumns(actions: readonly RowAction<MenuRow>[]): DataGridColumn<MenuRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const typeOptions = Object.entries(MENU_TYPE_KEYS).map(([value, key]) => ({
      value: Number(value),
      label: t(`menus.type.${key}`),
    }));
    const openTypeLabels: Readonly<Record<number, string>> = {
      [OpenType.tab]: t('menus.openType.tab'),
      [OpenType.newWindow]: t('menus.openType.newWindow'),
    };
    const columns: DataGridColumn<MenuRow>[] = [
      { key: 'label', title: t('menus.column.name'), width: 280 },
      {
        key: 'type',
        title: t('menus.column.type'),
        width: 90,
        render: tagRenderer('type', typeOptions, (type) => TYPE_STATUS[Number(type)] ?? 'info'),
      },
      { key: 'url', title: t('menus.column.url'), width: 230 },
      { key: 'permission', title: t('menus.column.permission'), width: 180 },
      { key: 'icon', title: t('menus.column.icon'), width: 100 },
      {
        key: 'openType',
        title: t('menus.column.openType'),
        width: 100,
        // Only pages open somewhere; for other types the stored value means nothing.
        render: (row) => (row.type === MenuType.page ? (openTypeLabels[row.openType] ?? '') : ''),
      },
      // The row's place among its siblings: the stored sort, renumbered by a move at once.
      { key: 'order', title: t('menus.column.sort'), width: 70, align: 'right' },
      {
        key: 'noLogin',
        title: t('menus.column.noLogin'),
        width: 110,
        render: (row) => (row.noLogin ? t('menus.yes') : ''),
      },
    ];
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 180,
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [actions, t]);
}
