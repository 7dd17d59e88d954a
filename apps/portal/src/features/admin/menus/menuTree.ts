// The company's menus as tree-table rows, and the rules of where a menu may sit: pure, so the
// page, the form and the moves share one answer and it is tested without a DOM.
import { MenuType, type MenuItem } from '@ccms/api-client';
import type { TreeMoveEvent, TreeRow } from '@ccms/data-grid';
import type { TreePlacement } from '../shared/treeRows';

/** A menu as a tree-table row: the server's item without children, its label and login flag. */
export interface MenuRow extends TreeRow, Omit<MenuItem, 'children'> {
  /** The name in the current language (what the tree column, drag preview and messages show). */
  label: string;
  /** Listed before sign-in (read from the no-login tree, as the full tree does not carry it). */
  noLogin: boolean;
}

/** The message key (under `menus.type.`) of each menu type. */
export const MENU_TYPE_KEYS: Readonly<Record<number, string>> = {
  [MenuType.directory]: 'directory',
  [MenuType.page]: 'page',
  [MenuType.popup]: 'popup',
  [MenuType.button]: 'button',
};

/** One placement the move endpoint persists: a menu's parent and its sort within that parent. */
export type MenuPlacement = TreePlacement;

/** Why a menu may not sit under a parent: the message key under `menus.rule.`. */
export type PlacementProblem = 'buttonParent' | 'menuParent';

/**
 * The tree depth first in the server's order; `order` starts as the stored sort, so rows whose
 * place a move does not change keep it, and only the rows it renumbers differ from the server.
 */
export function menuRows(
  items: readonly MenuItem[],
  labelOf: (item: MenuItem) => string,
  noLoginIds: ReadonlySet<string>,
): MenuRow[] {
  const rows: MenuRow[] = [];
  const visit = (item: MenuItem) => {
    const { children, ...fields } = item;
    rows.push({
      ...fields,
      order: item.sort,
      label: labelOf(item),
      noLogin: noLoginIds.has(item.id),
    });
    children.forEach(visit);
  };
  items.forEach(visit);
  return rows;
}

/** Every id of a tree (used to read the no-login tree). */
export function menuIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...menuIds(item.children)]);
}

/**
 * Buttons are a screen's actions: they sit under a page or a popup and hold nothing. Directories,
 * pages and popups form the navigation: at the top level or in a directory.
 */
export function placementProblem(
  parentType: number | null,
  childType: number,
): PlacementProblem | null {
  if (childType === MenuType.button) {
    return parentType === MenuType.page || parentType === MenuType.popup ? null : 'buttonParent';
  }
  return parentType === null || parentType === MenuType.directory ? null : 'menuParent';
}

/** Whether a menu of this type can be put under the parent (null: the top level). */
export function canHold(parentType: number | null, childType: number): boolean {
  return placementProblem(parentType, childType) === null;
}

/** The type a new child of a parent most likely has: buttons under screens, pages in directories. */
export function childTypeFor(parentType: number | null): number {
  if (parentType === null) return MenuType.directory;
  return parentType === MenuType.directory ? MenuType.page : MenuType.button;
}

/** The menu itself and everything beneath it (what its parent may not be). */
export function branchIds(rows: readonly MenuRow[], id: string): Set<string> {
  const branch = new Set([id]);
  // Rows come depth first, so a descendant always follows its parent.
  for (const row of rows) {
    if (row.parentId !== null && branch.has(row.parentId)) branch.add(row.id);
  }
  return branch;
}

/** The sort a new menu takes to come last under its parent. */
export function nextSort(rows: readonly MenuRow[], parentId: string | null): number {
  return rows.reduce(
    (most, row) => (row.parentId === parentId ? Math.max(most, row.order + 1) : most),
    1,
  );
}

/** Each menu's place in the tree as text, by id: 系统管理 / 用户管理. */
export function menuPaths(rows: readonly MenuRow[]): Map<string, string> {
  const paths = new Map<string, string>();
  // Rows come depth first, so a parent's path is known before its children's.
  for (const row of rows) {
    const parentPath = row.parentId === null ? undefined : paths.get(row.parentId);
    paths.set(row.id, parentPath === undefined ? row.label : `${parentPath} / ${row.label}`);
  }
  return paths;
}

/**
 * Why a move may not be kept, judged on the rows as the move left them. A menu that stays under
 * its parent may always be reordered, even where an older rule had put it.
 */
export function moveProblem(
  saved: readonly MenuRow[],
  shown: readonly MenuRow[],
  { id, parentId }: TreeMoveEvent,
): PlacementProblem | null {
  const menu = shown.find((row) => row.id === id);
  if (!menu || saved.find((row) => row.id === id)?.parentId === parentId) return null;
  const parent = parentId === null ? undefined : shown.find((row) => row.id === parentId);
  return placementProblem(parent?.type ?? null, menu.type);
}
