import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type OrgNode,
  type UserRow,
  type userPageRequestSchema,
  type userSaveSchema,
} from '@ccms/api-client';
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, containing, createdStamp, nest, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { departments, roleDepartments, roles, userRoles, users } from '../../db/schema';
import { businessFailure, Failure, recordNotFound, unknownReference } from '../../http/failure';
import { ADMIN_ROLE, loadGrants } from '../auth/access';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { requireDepartments, subtreeIds } from '../dept/service';

type UserPageRequest = z.output<typeof userPageRequestSchema>;
type UserSave = z.output<typeof userSaveSchema>;
type UserRecord = typeof users.$inferSelect;

/** The sign-in the seed creates for the company's administrator; it cannot be deleted. */
export const BUILT_IN_ADMIN = 'admin';

export interface UserListScope {
  /** Only people of these departments; undefined = the whole company. */
  deptIds?: readonly string[];
  /** Only holders of this role. */
  roleId?: string;
}

async function toRows(db: Db, records: { user: UserRecord; deptName: string | null }[]) {
  const ids = records.map(({ user }) => user.id);
  const memberships = ids.length
    ? await db
        .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, ids))
        .orderBy(asc(roles.sort), asc(roles.code))
    : [];
  return records.map(({ user, deptName }): UserRow => {
    const held = memberships.filter((m) => m.userId === user.id);
    return {
      id: user.id,
      loginName: user.loginName,
      name: user.name,
      phone: user.phone,
      email: user.email,
      no: user.no,
      job: user.job,
      deptId: user.deptId,
      deptName,
      roleIds: held.map((m) => m.id),
      roleNames: held.map((m) => m.name),
      ...auditOf(user),
    };
  });
}

/** A page of the company's people; filters and scope narrow it inside the query. */
export async function queryUsers(db: Db, request: UserPageRequest, scope: UserListScope = {}) {
  const filters: SQL[] = [eq(users.deleted, false)];
  const params = request.params ?? {};
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(ilike(users.name, pattern), ilike(users.loginName, pattern), ilike(users.no, pattern))!,
    );
  }
  if (params.deptId) filters.push(inArray(users.deptId, await subtreeIds(db, params.deptId)));
  if (scope.deptIds) {
    filters.push(scope.deptIds.length ? inArray(users.deptId, [...scope.deptIds]) : sql`false`);
  }
  for (const roleId of [params.roleId, scope.roleId]) {
    if (!roleId) continue;
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId))),
      ),
    );
  }
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const records = await db
    .select({ user: users, deptName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.loginName))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: await toRows(db, records),
  };
}

/** A live (not deleted) person of the caller's company, or a 404. */
export async function findUser(db: Db, id: string): Promise<UserRecord> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.deleted, false)))
    .limit(1);
  if (!row) throw recordNotFound();
  return row;
}

async function userRow(db: Db, id: string): Promise<UserRow> {
  const records = await db
    .select({ user: users, deptName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(users.id, id));
  const [row] = await toRows(db, records);
  if (!row) throw recordNotFound();
  return row;
}

/** Every id must name a role of the company. */
export async function requireRoles(db: Db, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, unique));
  if (rows.length !== unique.length) throw unknownReference(field);
  return unique;
}

/** Every id must name a live person of the company. */
export async function requireUsers(db: Db, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.deleted, false)));
  if (rows.length !== unique.length) throw unknownReference(field);
  return unique;
}

async function loginNameTaken(db: Db, loginName: string, exceptUser: string | null) {
  // Names are unique across companies (sign-in does not ask for the company yet); the
  // security-definer function answers without showing other companies' rows.
  // Both drivers answer { rows }; drizzle's shared type leaves the result untyped.
  const result: unknown = await db.execute(
    sql`select login_name_taken(${loginName}, ${exceptUser}) as taken`,
  );
  return (result as { rows: { taken: boolean }[] }).rows[0]?.taken === true;
}

async function replaceRoles(db: Db, actor: Actor, now: Date, userId: string, roleIds: string[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length === 0) return;
  await db.insert(userRoles).values(
    roleIds.map((roleId) => ({
      companyId: actor.companyId,
      userId,
      roleId,
      createdAt: now,
      createdBy: actor.userId,
    })),
  );
}

export async function saveUser(db: Db, actor: Actor, now: Date, body: UserSave): Promise<UserRow> {
  const existing = body.id ? await findUser(db, body.id) : undefined;
  if (body.deptId) await requireDepartments(db, [body.deptId], 'deptId');
  const roleIds = body.roleIds ? await requireRoles(db, body.roleIds, 'roleIds') : undefined;
  // Someone must always be able to administer the company: the seeded administrator stays one.
  if (existing?.loginName === BUILT_IN_ADMIN) {
    const keepsAdmin =
      !roleIds ||
      (
        await db
          .select({ id: roles.id })
          .from(roles)
          .where(and(inArray(roles.id, roleIds), eq(roles.code, ADMIN_ROLE)))
      ).length > 0;
    if (body.loginName !== BUILT_IN_ADMIN || !keepsAdmin)
      throw businessFailure('user.builtInAdminKeepsRole');
  }
  if (
    (!existing || existing.loginName !== body.loginName) &&
    (await loginNameTaken(db, body.loginName, existing?.id ?? null))
  )
    throw businessFailure('user.loginNameTaken', { loginName: body.loginName });
  const fields = {
    loginName: body.loginName,
    name: body.name,
    deptId: body.deptId,
    phone: body.phone,
    email: body.email,
    no: body.no,
    job: body.job,
  };
  let id: string;
  if (existing) {
    id = existing.id;
    await db
      .update(users)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(users.id, id));
  } else {
    if (!body.password) throw new Failure(ErrorCode.validation, 'user.passwordRequired', {}, 400);
    id = randomUUID();
    await db.insert(users).values({
      id,
      companyId: actor.companyId,
      passwordHash: await hashPassword(body.password),
      ...fields,
      ...createdStamp(actor, now),
    });
  }
  if (roleIds) await replaceRoles(db, actor, now, id, roleIds);
  return userRow(db, id);
}

export async function deleteUser(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const user = await findUser(db, id);
  if (user.id === actor.userId) throw businessFailure('user.deleteSelf');
  if (user.loginName === BUILT_IN_ADMIN) throw businessFailure('user.deleteBuiltInAdmin');
  await db.delete(userRoles).where(eq(userRoles.userId, id));
  await db
    .update(users)
    .set({ deleted: true, ...updatedStamp(actor, now) })
    .where(eq(users.id, id));
  await endUserSessions(db, id, now);
}

export async function resetPassword(
  db: Db,
  actor: Actor & { id: string },
  now: Date,
  id: string,
  password: string,
): Promise<void> {
  await findUser(db, id);
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      failedLoginCount: 0,
      firstFailedAt: null,
      lockedUntil: null,
      ...updatedStamp(actor, now),
    })
    .where(eq(users.id, id));
  // Whoever knew the old password is signed out; the caller keeps the session they act from.
  await endUserSessions(db, id, now, actor.id);
}

/** Departments with their people beneath them, for person pickers. */
export async function organisationTree(db: Db): Promise<OrgNode[]> {
  const depts = await db
    .select({
      id: departments.id,
      parentId: departments.parentId,
      name: departments.name,
      sort: departments.sort,
    })
    .from(departments);
  const people = await db
    .select({ id: users.id, deptId: users.deptId, name: users.name })
    .from(users)
    .where(eq(users.deleted, false))
    .orderBy(asc(users.name));
  const nodes = [
    ...depts.map((dept) => ({ ...dept, kind: 'dept' as const })),
    ...people.map((person, index) => ({
      id: person.id,
      parentId: person.deptId,
      name: person.name,
      kind: 'user' as const,
      sort: 1_000_000 + index,
    })),
  ];
  return nest(nodes);
}

/** Every role of the company, checked where the person holds it. */
export async function userRoleOptions(db: Db, id: string) {
  await findUser(db, id);
  const held = new Set(
    (
      await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id))
    ).map((row) => row.roleId),
  );
  const all = await db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(roles)
    .orderBy(asc(roles.sort), asc(roles.code));
  return all.map((role) => ({ ...role, checked: held.has(role.id) }));
}

/**
 * Department authorization: who the caller may list. Administrators see the whole company; others
 * their own department plus the departments any of their roles grants (union over roles).
 */
export async function departmentScope(db: Db, actor: Actor): Promise<UserListScope> {
  const grants = await loadGrants(db, { id: actor.userId, companyId: actor.companyId });
  if (grants.isAdmin) return {};
  const granted = await db
    .selectDistinct({ deptId: roleDepartments.deptId })
    .from(roleDepartments)
    .innerJoin(userRoles, eq(userRoles.roleId, roleDepartments.roleId))
    .where(eq(userRoles.userId, actor.userId));
  const [self] = await db
    .select({ deptId: users.deptId })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  const deptIds = new Set(granted.map((row) => row.deptId));
  if (self?.deptId) deptIds.add(self.deptId);
  return { deptIds: [...deptIds] };
}
