import type { MenuItem } from '@ccms/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findMenuByUrl, menuLabel } from '../shell/menu';
import { useOwnTitles } from '../shell/ownTitles';
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
  const menu = findMenuByUrl(menuList, pathname) ?? findMenuByUrl(menuList, tabPathFor(pathname));
  if (menu) return menuLabel(menu, t);
  return route ? t(route.titleKey) : undefined;
}

/**
 * The tab a path belongs to, so one page keeps one tab whichever of its inner tabs is shown: the
 * route's `tabPath` when it names one, else the path up to the route's first optional segment
 * (`/consult/detail/project-info/:tab?` → `/consult/detail/project-info` for every sub-tab), else
 * the path itself.
 */
export function tabPathFor(pathname: string): string {
  const route = findPortalRoute(pathname);
  if (!route) return pathname;
  if (route.tabPath) return route.tabPath;
  const pattern = route.path.split('/');
  const optional = pattern.findIndex((segment) => segment.endsWith('?'));
  if (optional === -1) return pathname;
  return pathname.split('/').slice(0, optional).join('/') || '/';
}

/**
 * A title function bound to the current language and the signed-in user's menu; a title the page
 * gave itself at that address (useOwnTitle) comes first.
 */
export function usePageTitles(): (pathname: string, search?: string) => string | undefined {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const ownTitleOf = useOwnTitles();
  const menuList = userInfo?.menuList ?? [];
  return (pathname, search = '') =>
    ownTitleOf(`${pathname}${search}`) ?? pageTitleFor(pathname, menuList, t, search);
}

export function usePageTitle(): string | undefined {
  const { pathname, search } = useLocation();
  return usePageTitles()(pathname, search);
}
