import { randomUUID } from 'node:crypto';
import type { Role, roleSaveSchema } from '@ccms/api-client';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  menus,
  roleDataRefs,
  roleDepartments,
  roleMemberLevels,
  roleMenus,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { ADMIN_ROLE } from '../auth/access';
import { requireDepartments } from '../dept/service';
import { requireUsers } from '../user/service';

type RoleSave = z.output<typeof roleSaveSchema>;
type RoleRecord = typeof roles.$inferSelect;

/** A role of the caller's company (row-level security hides the others), or a 404. */
export async function findRole(db: Db, id: string): Promise<RoleRecord> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

async function memberCounts(db: Db, roleIds: string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, total: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.roleId, roleIds), eq(users.deleted, false)))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((row) => [row.roleId, row.total]));
}

function toRole(row: RoleRecord, userCount: number): Role {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    sort: row.sort,
    remarks: row.remarks,
    selfRegister: row.selfRegister,
    userCount,
    ...auditOf(row),
  };
}

export async function queryRoles(
  db: Db,
  request: { pageNo: number; pageSize: number; params?: { keyword?: string } },
) {
  const filters: SQL[] = [];
  const keyword = request.params?.keyword;
  if (keyword) {
    const pattern = containing(keyword);
    filters.push(or(ilike(roles.name, pattern), ilike(roles.code, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(roles).where(where);
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(asc(roles.sort), asc(roles.code))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const counts = await memberCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map((row) => toRole(row, counts.get(row.id) ?? 0)),
  };
}

export async function saveRole(db: Db, actor: Actor, now: Date, body: RoleSave): Promise<Role> {
  const existing = body.id ? await findRole(db, body.id) : undefined;
  if (existing?.code === ADMIN_ROLE && body.code !== ADMIN_ROLE)
    throw businessFailure('role.adminProtected');
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.code, body.code))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('role.codeTaken', { code: body.code });
  // Anyone may register into a self-registration role, so it can never be the administrator's.
  if (body.code === ADMIN_ROLE && body.selfRegister)
    throw businessFailure('role.adminSelfRegister');
  const fields = {
    code: body.code,
    name: body.name,
    sort: body.sort,
    remarks: body.remarks,
    ...(body.selfRegister === undefined ? {} : { selfRegister: body.selfRegister }),
  };
  if (existing) {
    const [updated] = await db
      .update(roles)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(roles.id, existing.id))
      .returning();
    const counts = await memberCounts(db, [existing.id]);
    return toRole(updated!, counts.get(existing.id) ?? 0);
  }
  const [created] = await db
    .insert(roles)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      ...fields,
      ...createdStamp(actor, now),
    })
    .returning();
  return toRole(created!, 0);
}

export async function deleteRole(db: Db, id: string): Promise<void> {
  const role = await findRole(db, id);
  if (role.code === ADMIN_ROLE) throw businessFailure('role.adminProtected');
  await db.delete(roleMenus).where(eq(roleMenus.roleId, id));
  await db.delete(roleDepartments).where(eq(roleDepartments.roleId, id));
  await db.delete(userRoles).where(eq(userRoles.roleId, id));
  await db.delete(roleMemberLevels).where(eq(roleMemberLevels.roleId, id));
  await db.delete(roleDataRefs).where(eq(roleDataRefs.roleId, id));
  await db.delete(roles).where(eq(roles.id, id));
}

export async function sortRoles(
  db: Db,
  actor: Actor,
  now: Date,
  entries: readonly { id: string; sort: number }[],
): Promise<void> {
  const ids = [...new Set(entries.map((entry) => entry.id))];
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  if (found.length !== ids.length) throw unknownReference('id');
  for (const entry of entries) {
    await db
      .update(roles)
      .set({ sort: entry.sort, ...updatedStamp(actor, now) })
      .where(eq(roles.id, entry.id));
  }
}

// ── Function authorization: menus and buttons ─────────────────────────────────

export async function roleMenuIds(db: Db, roleId: string): Promise<string[]> {
  const role = await findRole(db, roleId);
  // The administrator role holds every menu whatever its rows say (see loadGrants).
  if (role.code === ADMIN_ROLE)
    return (await db.select({ id: menus.id }).from(menus).orderBy(asc(menus.id))).map((m) => m.id);
  const rows = await db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.menuId));
  return rows.map((row) => row.menuId);
}

async function requireMenus(db: Db, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, unique));
  if (rows.length !== unique.length) throw unknownReference(field);
  return unique;
}

export async function saveRoleMenus(
  db: Db,
  actor: Actor,
  now: Date,
  roleId: string,
  menuIds: readonly string[],
): Promise<void> {
  await findRole(db, roleId);
  const ids = await requireMenus(db, menuIds, 'body');
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (ids.length === 0) return;
  await db.insert(roleMenus).values(
    ids.map((menuId) => ({
      companyId: actor.companyId,
      roleId,
      menuId,
      createdAt: now,
      createdBy: actor.userId,
    })),
  );
}

// ── Department authorization ───────────────────────────────────────────────────

export async function saveRoleDepartments(
  db: Db,
  actor: Actor,
  now: Date,
  roleId: string,
  deptIds: readonly string[],
): Promise<void> {
  await findRole(db, roleId);
  const ids = await requireDepartments(db, deptIds, 'body');
  await db.delete(roleDepartments).where(eq(roleDepartments.roleId, roleId));
  if (ids.length === 0) return;
  await db.insert(roleDepartments).values(
    ids.map((deptId) => ({
      companyId: actor.companyId,
      roleId,
      deptId,
      createdAt: now,
      createdBy: actor.userId,
    })),
  );
}

// ── Members ────────────────────────────────────────────────────────────────────

export async function addRoleUsers(
  db: Db,
  actor: Actor,
  now: Date,
  roleId: string,
  userIds: readonly string[],
): Promise<void> {
  await findRole(db, roleId);
  const ids = await requireUsers(db, userIds, 'userIds');
  if (ids.length === 0) return;
  await db
    .insert(userRoles)
    .values(
      ids.map((userId) => ({
        companyId: actor.companyId,
        userId,
        roleId,
        createdAt: now,
        createdBy: actor.userId,
      })),
    )
    .onConflictDoNothing();
}

export async function removeRoleUsers(db: Db, roleId: string, userIds: readonly string[]) {
  await findRole(db, roleId);
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, [...userIds])));
}

/** The ids of the live people holding a role. */
export async function roleMemberIds(db: Db, roleId: string): Promise<string[]> {
  await findRole(db, roleId);
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, roleId), eq(users.deleted, false)))
    .orderBy(asc(userRoles.userId));
  return rows.map((row) => row.userId);
}

/** Both roles of a copy or merge, which must be two different roles of the company. */
export async function sourceAndTarget(db: Db, src: string, tar: string) {
  const roles = [await findRole(db, src), await findRole(db, tar)] as const;
  if (src === tar) throw businessFailure('role.sameRole');
  return roles;
}

export async function mergeRoleUsers(db: Db, actor: Actor, now: Date, src: string, tar: string) {
  await sourceAndTarget(db, src, tar);
  const members = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, src));
  await addRoleUsers(
    db,
    actor,
    now,
    tar,
    members.map((m) => m.userId),
  );
}

export async function copyRoleMenus(db: Db, actor: Actor, now: Date, src: string, tar: string) {
  await sourceAndTarget(db, src, tar);
  await saveRoleMenus(db, actor, now, tar, await roleMenuIds(db, src));
}

export async function copyRoleDepartments(
  db: Db,
  actor: Actor,
  now: Date,
  src: string,
  tar: string,
) {
  await sourceAndTarget(db, src, tar);
  const rows = await db
    .select({ deptId: roleDepartments.deptId })
    .from(roleDepartments)
    .where(eq(roleDepartments.roleId, src));
  await saveRoleDepartments(
    db,
    actor,
    now,
    tar,
    rows.map((row) => row.deptId),
  );
}
