import type { MenuItem } from '@ccms/api-client';
import type { TFunction } from 'i18next';
import { HOME_PATH } from '../app/decideRoute';
import { tabPathFor } from '../app/pageTitle';
import { menuLabel } from './menu';

/** Spec 000 §2.4: every breadcrumb but the home page's starts with the project library. */
export const PROJECT_LIBRARY_PATH = '/main-page/cost-data';

export interface Crumb {
  /** A path to go to, or an id for a directory crumb (not a link). */
  key: string;
  label: string;
  href?: string;
}

/** The menu entries from the top of the menu down to the page at `pathname`. */
export function menuPathTo(items: readonly MenuItem[], pathname: string): MenuItem[] {
  for (const item of items) {
    if (item.url === pathname) return [item];
    const below = menuPathTo(item.children, pathname);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/**
 * The crumbs of a page: 项目案例库 first (except on the home page, the spec's Dashboard), then the
 * menu's directories and the page. The spec's 项目案例库 crumb points at /case, a route the spec does
 * not define: it leads to the project library page instead. A page outside the menu shows its title.
 */
export function breadcrumbsFor(
  pathname: string,
  menuList: readonly MenuItem[],
  t: TFunction,
  pageTitle: string | undefined,
): Crumb[] {
  const home: Crumb = { key: HOME_PATH, label: t('menu.home'), href: HOME_PATH };
  if (pathname === HOME_PATH) return [home];
  const library: Crumb = {
    key: PROJECT_LIBRARY_PATH,
    label: t('menu.projectLibrary'),
    href: PROJECT_LIBRARY_PATH,
  };
  // A page's inner tab (/main-page/setting-flow/f-base-setting) sits where the page does.
  const entries = [pathname, tabPathFor(pathname)].reduce<MenuItem[]>(
    (found, path) => (found.length > 0 ? found : menuPathTo(menuList, path)),
    [],
  );
  const trail: Crumb[] =
    entries.length > 0
      ? entries.map((entry) => ({
          key: entry.url ?? entry.id,
          label: menuLabel(entry, t),
          ...(entry.url && entry.children.length === 0 ? { href: entry.url } : {}),
        }))
      : pageTitle
        ? [{ key: pathname, label: pageTitle, href: pathname }]
        : [];
  return pathname === PROJECT_LIBRARY_PATH ? trail : [library, ...trail];
}
