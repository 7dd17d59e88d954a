import type { DataAttrNode, DataMenu } from '@ccms/api-client';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '../../db/audit';
import { nest } from '../../db/audit';
import type { Db } from '../../db/database';
import { areas, projectKinds, roleDataRefs, roles, userRoles } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { translate, type Locale } from '../../i18n';
import { ADMIN_ROLE } from '../auth/access';
import { findRole } from '../role/service';
import { DATA_MENUS, findDataMenu, type DataMenuDefinition } from './dataMenus';
import { allowedIds, dataScopeFor, type DataScope } from './scope';

export function listDataMenus(locale: Locale): DataMenu[] {
  return DATA_MENUS.map((menu) => ({
    id: menu.id,
    name: translate(locale, menu.nameKey),
    nameKey: menu.nameKey,
    attribute: menu.attribute,
    sort: menu.sort,
  }));
}

function requireDataMenu(id: string): DataMenuDefinition {
  const menu = findDataMenu(id);
  if (!menu) throw recordNotFound();
  return menu;
}

async function attributeRows(db: Db, menu: DataMenuDefinition) {
  const table = menu.attribute === 'area' ? areas : projectKinds;
  return db
    .select({ id: table.id, parentId: table.parentId, name: table.name, sort: table.sort })
    .from(table)
    .orderBy(asc(table.sort));
}

/** The company's values of a data menu's attribute, as a tree. */
export async function attributeTree(db: Db, dataMenuId: string): Promise<DataAttrNode[]> {
  return nest(await attributeRows(db, requireDataMenu(dataMenuId)));
}

/** The attribute ids a role grants on a data menu. */
export async function roleDataIds(db: Db, roleId: string, dataMenuId: string): Promise<string[]> {
  await findRole(db, roleId);
  requireDataMenu(dataMenuId);
  const rows = await db
    .select({ dataId: roleDataRefs.dataId })
    .from(roleDataRefs)
    .where(and(eq(roleDataRefs.roleId, roleId), eq(roleDataRefs.dataMenuId, dataMenuId)))
    .orderBy(asc(roleDataRefs.dataId));
  return rows.map((row) => row.dataId);
}

export async function saveRoleDataRefs(
  db: Db,
  actor: Actor,
  now: Date,
  roleId: string,
  dataMenuId: string,
  dataIds: readonly string[],
): Promise<void> {
  await findRole(db, roleId);
  const menu = requireDataMenu(dataMenuId);
  const ids = [...new Set(dataIds)];
  const known = new Set((await attributeRows(db, menu)).map((row) => row.id));
  if (ids.some((id) => !known.has(id))) throw unknownReference('body');
  await db
    .delete(roleDataRefs)
    .where(and(eq(roleDataRefs.roleId, roleId), eq(roleDataRefs.dataMenuId, dataMenuId)));
  if (ids.length === 0) return;
  await db.insert(roleDataRefs).values(
    ids.map((dataId) => ({
      companyId: actor.companyId,
      roleId,
      dataMenuId,
      dataId,
      createdAt: now,
      createdBy: actor.userId,
    })),
  );
}

/** The target role gets the source's data grants: in place of its own (cover) or beside them. */
export async function copyRoleData(
  db: Db,
  actor: Actor,
  now: Date,
  src: string,
  tar: string,
  cover: boolean,
): Promise<void> {
  await findRole(db, src);
  await findRole(db, tar);
  if (src === tar) throw businessFailure('role.sameRole');
  const refs = await db
    .select({ dataMenuId: roleDataRefs.dataMenuId, dataId: roleDataRefs.dataId })
    .from(roleDataRefs)
    .where(eq(roleDataRefs.roleId, src));
  if (cover) await db.delete(roleDataRefs).where(eq(roleDataRefs.roleId, tar));
  if (refs.length === 0) return;
  await db
    .insert(roleDataRefs)
    .values(
      refs.map((ref) => ({
        companyId: actor.companyId,
        roleId: tar,
        ...ref,
        createdAt: now,
        createdBy: actor.userId,
      })),
    )
    .onConflictDoNothing();
}

/** A user's data scope, for list queries with data authorization (projects, later). */
export async function loadDataScope(db: Db, userId: string): Promise<DataScope> {
  const held = await db
    .select({ id: roles.id, code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const roleIds = held.map((role) => role.id);
  const refs = roleIds.length
    ? await db
        .select({
          roleId: roleDataRefs.roleId,
          dataMenuId: roleDataRefs.dataMenuId,
          dataId: roleDataRefs.dataId,
        })
        .from(roleDataRefs)
        .where(inArray(roleDataRefs.roleId, roleIds))
    : [];
  return dataScopeFor({
    isAdmin: held.some((role) => role.code === ADMIN_ROLE),
    roles: roleIds.map((roleId) => ({
      roleId,
      refs: refs.filter((ref) => ref.roleId === roleId),
    })),
  });
}

/**
 * The WHERE condition a list query adds for a data menu: none for everything, the granted ids
 * on the column otherwise (no grant matches no row).
 */
export function dataScopeFilter(
  scope: DataScope,
  dataMenuId: string,
  column: AnyColumn,
): SQL | undefined {
  const ids = allowedIds(scope, dataMenuId);
  if (ids === 'all') return undefined;
  return ids.length ? inArray(column, [...ids]) : sql`false`;
}
