import type { MenuItem } from '@ccms/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findMenuByUrl, menuLabel } from '../shell/menu';
import { findPortalRoute } from './routes';
import { useSession } from './session';

/** What a route object carries for the shell: its title key and permission (from the route table). */
export interface RouteHandle {
  titleKey: string;
  permission?: string | readonly string[];
}

/**
 * The title of a page: the user's menu entry at this path, else the route's title key.
 * Tabs, the document title and placeholder pages all read it, so they always agree.
 */
export function pageTitleFor(
  pathname: string,
  menuList: readonly MenuItem[],
  t: TFunction,
  search = '',
): string | undefined {
  const route = findPortalRoute(pathname);
  if (route?.tabTitle) return route.tabTitle(new URLSearchParams(search), t);
  const menu = findMenuByUrl(menuList, pathname);
  if (menu) return menuLabel(menu, t);
  return route ? t(route.titleKey) : undefined;
}

/** The tab a path belongs to: its route's `tabPath` (pages with inner tabs), else the path itself. */
export function tabPathFor(pathname: string): string {
  return findPortalRoute(pathname)?.tabPath ?? pathname;
}

/** A title function bound to the current language and the signed-in user's menu. */
export function usePageTitles(): (pathname: string, search?: string) => string | undefined {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const menuList = userInfo?.menuList ?? [];
  return (pathname, search) => pageTitleFor(pathname, menuList, t, search);
}

export function usePageTitle(): string | undefined {
  const { pathname, search } = useLocation();
  return usePageTitles()(pathname, search);
}
