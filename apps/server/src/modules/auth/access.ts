import { MenuType, type MenuItem } from '@ccms/api-client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { menus, roleMenus, roles, userRoles } from '../../db/schema';
import { packageBounds, withinPackage } from '../saas/packages';

export const ADMIN_ROLE = 'admin';

type MenuRow = typeof menus.$inferSelect;
/** What a menu tree is built from: a company's menus or the enterprise-menu catalogue. */
export type MenuTreeRow = Pick<
  MenuRow,
  | 'id'
  | 'parentId'
  | 'name'
  | 'nameKey'
  | 'url'
  | 'href'
  | 'icon'
  | 'permission'
  | 'type'
  | 'openType'
  | 'sort'
>;

/** What a user may see and do: union over their roles; the admin role holds every menu. */
export interface Grants {
  isAdmin: boolean;
  roleNames: string[];
  permissions: string[];
  /** The granted menus as a tree, buttons left out, each level sorted by sort. */
  menuList: MenuItem[];
}

async function grantedMenus(
  db: Db,
  companyId: string,
  isAdmin: boolean,
  roleIds: string[],
): Promise<MenuRow[]> {
  if (isAdmin) return db.select().from(menus).where(eq(menus.companyId, companyId));
  if (roleIds.length === 0) return [];
  return db
    .selectDistinct({ menu: menus })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.companyId, companyId), inArray(roleMenus.roleId, roleIds)))
    .then((rows) => rows.map((row) => row.menu));
}

/** The menu rows as a tree, each level sorted; buttons only when asked for (the menu admin page). */
export function menuTree(
  rows: readonly MenuTreeRow[],
  { buttons = false }: { buttons?: boolean } = {},
): MenuItem[] {
  const items = new Map<string, MenuItem>();
  for (const row of rows) {
    if (row.type === MenuType.button && !buttons) continue;
    items.set(row.id, {
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      nameKey: row.nameKey,
      url: row.url,
      href: row.href,
      icon: row.icon,
      permission: row.permission,
      type: row.type,
      openType: row.openType,
      sort: row.sort,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    // A page granted without its directory still shows, at the top level.
    const parent = item.parentId ? items.get(item.parentId) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  const sortLevel = (level: MenuItem[]) => {
    level.sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
    for (const item of level) sortLevel(item.children);
  };
  sortLevel(roots);
  return roots;
}

export async function loadGrants(db: Db, user: { id: string; companyId: string }): Promise<Grants> {
  const { isAdmin, roleNames, rows } = await boundedMenus(db, user);
  const permissions = [
    ...new Set(rows.map((row) => row.permission).filter((p): p is string => !!p)),
  ].sort();
  return { isAdmin, roleNames, permissions, menuList: menuTree(rows) };
}

/** The user's roles and the menus they grant, inside the company's package. */
async function boundedMenus(db: Db, user: { id: string; companyId: string }) {
  const userRoleRows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.companyId, user.companyId)))
    .orderBy(asc(roles.sort), asc(roles.code));
  const isAdmin = userRoleRows.some((role) => role.code === ADMIN_ROLE);
  const granted = await grantedMenus(
    db,
    user.companyId,
    isAdmin,
    userRoleRows.map((role) => role.id),
  );
  const bounds = await packageBounds(db, user.companyId);
  return {
    isAdmin,
    roleNames: userRoleRows.map((role) => role.name),
    // A company's package bounds what any of its roles can grant, its administrator's included.
    rows: granted.filter((row) => withinPackage(bounds, row.permission)),
    bounds,
  };
}

/**
 * Whether a user holds a permission string (admins hold all their company's package allows).
 * Runs on every guarded request: it reads the grants but builds no menu tree.
 */
export async function hasPermission(
  db: Db,
  user: { id: string; companyId: string },
  permission: string,
) {
  const { isAdmin, rows, bounds } = await boundedMenus(db, user);
  return (
    withinPackage(bounds, permission) &&
    (isAdmin || rows.some((row) => row.permission === permission))
  );
}
