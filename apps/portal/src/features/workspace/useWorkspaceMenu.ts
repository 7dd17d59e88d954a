import type { DisplayMode, MenuItem, UserInfo } from '@ccms/api-client';
import { useWorkMenu, useWorkMode } from './workspaceQueries';

export interface WorkspaceMenu {
  /** What the side menu lists; null: no side menu (work mode with 左栏 hidden). */
  menuList: readonly MenuItem[] | null;
  /** Work mode's left column, which names no module yet. */
  isEmptyWorkMenu: boolean;
}

/**
 * The side menu of the display mode: the full menu in normal mode (and in the administration
 * area, which has its own navigation); in work mode the user's work menu (the saved leftNav ids,
 * through the server), or none when 左栏 is hidden. If the work-mode form cannot be read the full
 * menu stays, so nobody is left without navigation.
 */
export function useWorkspaceMenu(
  user: UserInfo | undefined,
  mode: DisplayMode,
  inSystemArea: boolean,
): WorkspaceMenu {
  const work = mode === 'work' && user !== undefined && !inSystemArea;
  const workMode = useWorkMode(work);
  const layout = work ? workMode.data?.workMode : undefined;
  const menu = useWorkMenu(layout?.showleftNav ? layout.leftNav : undefined);
  const full = { menuList: user?.menuList ?? null, isEmptyWorkMenu: false };
  if (!work || workMode.isError || menu.isError) return full;
  if (!layout) return { menuList: [], isEmptyWorkMenu: false };
  if (!layout.showleftNav) return { menuList: null, isEmptyWorkMenu: false };
  const items = menu.data ?? [];
  return { menuList: items, isEmptyWorkMenu: menu.isSuccess && items.length === 0 };
}
