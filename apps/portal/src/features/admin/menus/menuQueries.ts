import { useQuery } from '@tanstack/react-query';
import type { MenuItem, MenuSave } from '@ccms/api-client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useUserInfo } from '../../../api/queries';
import { menuLabel } from '../../../shell/menu';
import { useAdminMutation } from '../shared/useAdminMutation';
import { toMenuSave } from './menuForm';
import type { MenuFormSave } from './MenuFormDialog';
import { menuIds, menuRows, type MenuPlacement } from './menuTree';

/** The page's query keys: everything under `menus`, so one invalidation refreshes all. */
export const menuKeys = {
  all: ['admin', 'menus'] as const,
  tree: ['admin', 'menus', 'tree'] as const,
  noLogin: (companyId: string | undefined) => ['admin', 'menus', 'noLogin', companyId] as const,
};

/**
 * What a menu change makes stale: this page's queries, and the signed-in user's own menu (the
 * side menu shows names and order from it; see queryKeys.userInfo in api/queries).
 */
const MENU_CHANGE_INVALIDATES = [menuKeys.all, ['userInfo']] as const;

const NO_ITEMS: readonly MenuItem[] = [];

/**
 * The company's menu tree as rows, with each menu's login flag. The full tree does not carry
 * that flag, so it is read from the company's no-login tree: an edit then sends it back as it was.
 */
export function useMenuRows() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const companyId = user?.companyId;
  const tree = useQuery({
    queryKey: menuKeys.tree,
    queryFn: () => api.menu.menuQueryTree(),
  });
  const noLogin = useQuery({
    queryKey: menuKeys.noLogin(companyId),
    queryFn: async () => menuIds(await api.menu.menuNoLoginTree({ query: { companyId } })),
    enabled: companyId !== undefined,
  });
  const items = tree.data ?? NO_ITEMS;
  const noLoginIds = noLogin.data;
  const rows = useMemo(
    () => menuRows(items, (item) => menuLabel(item, t), new Set(noLoginIds)),
    [items, noLoginIds, t],
  );
  return { rows, isLoading: tree.isLoading || noLogin.isLoading };
}

/** The company menu save, as MenuFormDialog takes it. */
export function useMenuFormSave(): MenuFormSave {
  const save = useAdminMutation<MenuSave, MenuItem>({
    run: (body) => api.menu.menuSave({ body }),
    invalidates: MENU_CHANGE_INVALIDATES,
  });
  return {
    run: (values, id) => save.mutateAsync(toMenuSave(values, id)),
    isPending: save.isPending,
  };
}

export function useDeleteMenu() {
  return useAdminMutation<string, null>({
    run: (id) => api.menu.menuDelete({ params: { id } }),
    invalidates: MENU_CHANGE_INVALIDATES,
  });
}

/** Persists a move: the new parent and sort of every menu it renumbered, in one request. */
export function usePlaceMenus() {
  return useAdminMutation<MenuPlacement[], null>({
    run: (body) => api.menu.menuUpdateSortList({ body }),
    invalidates: MENU_CHANGE_INVALIDATES,
    // The tree table announces the move itself once the server has kept it.
    successMessage: false,
  });
}
