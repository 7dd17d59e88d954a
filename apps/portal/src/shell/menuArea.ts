import type { MenuItem } from '@ccms/api-client';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { tabPathFor } from '../app/pageTitle';
import { findSystemEntry, isInSystemArea, SYSTEM_AREA_PATH } from './menu';

/** Which navigation the side menu shows: the main menu or the administration area's (spec 002 §6). */
export type MenuArea = 'main' | 'system';

function leadsTo(items: readonly MenuItem[], paths: readonly string[]): boolean {
  return items.some(
    (item) => (item.url !== null && paths.includes(item.url)) || leadsTo(item.children, paths),
  );
}

/**
 * The area whose menu lists the page at this path (or the page whose tab it is), when only one of
 * them does: 流程设置 (/main-page/setting-flow) is an entry of 系统管理 whatever its address says.
 */
export function menuAreaOfPage(
  menuList: readonly MenuItem[],
  pathname: string,
): MenuArea | undefined {
  if (pathname === SYSTEM_AREA_PATH) return 'system';
  const paths = [pathname, tabPathFor(pathname)];
  const system = findSystemEntry(menuList);
  const inSystem = system ? leadsTo(system.children, paths) : false;
  const inMain = leadsTo(
    menuList.filter((item) => item !== system),
    paths,
  );
  if (inSystem === inMain) return undefined;
  return inSystem ? 'system' : 'main';
}

function split(fullPath: string): { pathname: string; search: string } {
  const [pathname = '', search = ''] = fullPath.split('#')[0]!.split('?');
  return { pathname, search };
}

/**
 * The area a page shows its menu in: the one whose menu lists it; for a page no menu (or both)
 * lists — a record's form, a detail page — the area it was opened from, so 新增 on a 行政管理 list
 * keeps the 行政管理 menu although the form lives under /sys-manager; opened afresh, the area of
 * the list it returns to (`?back=`), else of its address.
 */
export function menuAreaAt(
  menuList: readonly MenuItem[],
  fullPath: string,
  openedFrom: MenuArea | undefined,
): MenuArea {
  const { pathname, search } = split(fullPath);
  const own = menuAreaOfPage(menuList, pathname);
  if (own) return own;
  if (openedFrom) return openedFrom;
  const back = new URLSearchParams(search).get('back');
  const backArea = back?.startsWith('/')
    ? menuAreaOfPage(menuList, split(back).pathname)
    : undefined;
  return backArea ?? (isInSystemArea(pathname) ? 'system' : 'main');
}

/** The side menu's area for the current page, remembering the area of the page before it. */
export function useMenuArea(menuList: readonly MenuItem[]): MenuArea {
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;
  const [visit, setVisit] = useState<{ path: string; from: MenuArea | undefined }>({
    path: fullPath,
    from: undefined,
  });
  const left = menuAreaAt(menuList, visit.path, visit.from);
  if (visit.path !== fullPath) setVisit({ path: fullPath, from: left });
  return visit.path === fullPath ? left : menuAreaAt(menuList, fullPath, left);
}
