import { MenuType, type MenuItem } from '@ccms/api-client';
import type { TFunction } from 'i18next';

/** A menu's name in the current language; the server's Chinese name when the key is unknown. */
export function menuLabel(item: Pick<MenuItem, 'name' | 'nameKey'>, t: TFunction): string {
  return item.nameKey ? t(item.nameKey, { defaultValue: item.name }) : item.name;
}

/** The menu entry whose url is this pathname, searched depth-first. */
export function findMenuByUrl(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  for (const item of items) {
    if (item.url === pathname && item.type !== MenuType.directory) return item;
    const found = findMenuByUrl(item.children, pathname);
    if (found) return found;
  }
  return undefined;
}

/** The ids of the directories leading to the entry at this pathname (to open them in the menu). */
export function menuTrail(items: readonly MenuItem[], pathname: string): string[] {
  for (const item of items) {
    if (item.url === pathname) return [];
    const below = menuTrail(item.children, pathname);
    if (below.length > 0 || item.children.some((child) => child.url === pathname))
      return [item.id, ...below];
  }
  return [];
}

/** Pages (type 2) under an entry, itself included. */
export function pagesOf(item: MenuItem): MenuItem[] {
  const own = item.type === MenuType.page && item.url ? [item] : [];
  return [...own, ...item.children.flatMap(pagesOf)];
}

/** Spec 002 §6: the entry whose permission is 'system' heads the administration area. */
export const SYSTEM_PERMISSION = 'system';
export const SYSTEM_AREA_PATH = '/sys-manager';

/** The administration entry of the user's menu (its children are the area's navigation). */
export function findSystemEntry(items: readonly MenuItem[]): MenuItem | undefined {
  for (const item of items) {
    if (item.permission === SYSTEM_PERMISSION) return item;
    const found = findSystemEntry(item.children);
    if (found) return found;
  }
  return undefined;
}

export function isInSystemArea(pathname: string): boolean {
  return pathname === SYSTEM_AREA_PATH || pathname.startsWith(`${SYSTEM_AREA_PATH}/`);
}
