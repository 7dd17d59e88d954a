import { randomUUID } from 'node:crypto';
import type { Department, DepartmentNode, departmentSaveSchema } from '@ccms/api-client';
import type { z } from 'zod';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  atOrUnder,
  auditOf,
  createdStamp,
  nest,
  pathUnder,
  subtreePathRewrite,
  updatedStamp,
  type Actor,
} from '../../db/audit';
import type { Db } from '../../db/database';
import { departments, roleDepartments, roles, users } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';

type DepartmentRow = typeof departments.$inferSelect;
type DepartmentSave = z.output<typeof departmentSaveSchema>;

function toDepartment(row: DepartmentRow, userCount: number): Department {
  return {
    id: row.id,
    parentId: row.parentId,
    parentIds: row.parentIds,
    name: row.name,
    sort: row.sort,
    userCount,
    ...auditOf(row),
  };
}

async function userCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ deptId: users.deptId, total: count() })
    .from(users)
    .where(eq(users.deleted, false))
    .groupBy(users.deptId);
  return new Map(rows.map((row) => [row.deptId ?? '', row.total]));
}

/** A department of the caller's company (row-level security hides the others), or a 404. */
export async function findDepartment(db: Db, id: string): Promise<DepartmentRow> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

/** The ids of a department and every department beneath it. */
export async function subtreeIds(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(atOrUnder(departments.id, departments.parentIds, id));
  return rows.map((row) => row.id);
}

export async function departmentTree(db: Db): Promise<DepartmentNode[]> {
  const rows = await db.select().from(departments).orderBy(asc(departments.sort));
  const counts = await userCounts(db);
  return nest(rows.map((row) => toDepartment(row, counts.get(row.id) ?? 0)));
}

export async function getDepartment(db: Db, id: string): Promise<Department> {
  const row = await findDepartment(db, id);
  const counts = await userCounts(db);
  return toDepartment(row, counts.get(id) ?? 0);
}

export async function saveDepartment(
  db: Db,
  actor: Actor,
  now: Date,
  body: DepartmentSave,
): Promise<Department> {
  const existing = body.id ? await findDepartment(db, body.id) : undefined;
  let parentIds = '';
  if (body.parentId) {
    const [parent] = await db
      .select()
      .from(departments)
      .where(eq(departments.id, body.parentId))
      .limit(1);
    if (!parent) throw unknownReference('parentId');
    const path = pathUnder(parent, existing?.id);
    if (path === undefined) throw businessFailure('dept.cycle');
    parentIds = path;
  }
  const fields = { parentId: body.parentId, parentIds, name: body.name, sort: body.sort };
  if (!existing) {
    const [created] = await db
      .insert(departments)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        ...fields,
        ...createdStamp(actor, now),
      })
      .returning();
    return toDepartment(created!, 0);
  }
  const [updated] = await db
    .update(departments)
    .set({ ...fields, ...updatedStamp(actor, now) })
    .where(eq(departments.id, existing.id))
    .returning();
  // A move rewrites the ancestor list of the whole subtree.
  const rewrite = subtreePathRewrite(departments.parentIds, existing, parentIds);
  if (rewrite) {
    await db
      .update(departments)
      .set({ parentIds: rewrite.set, ...updatedStamp(actor, now) })
      .where(rewrite.where);
  }
  return getDepartment(db, updated!.id);
}

export async function deleteDepartment(db: Db, id: string): Promise<void> {
  await findDepartment(db, id);
  const [child] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.parentId, id))
    .limit(1);
  if (child) throw businessFailure('dept.hasChildren');
  const [people] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.deptId, id), eq(users.deleted, false)));
  if ((people?.total ?? 0) > 0) throw businessFailure('dept.hasUsers', { count: people!.total });
  await db.delete(roleDepartments).where(eq(roleDepartments.deptId, id));
  // Deleted people keep their history but no longer point at the department.
  await db.update(users).set({ deptId: null }).where(eq(users.deptId, id));
  await db.delete(departments).where(eq(departments.id, id));
}

/** Every id must name a department of the company. */
export async function requireDepartments(db: Db, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(inArray(departments.id, unique));
  if (rows.length !== unique.length) throw unknownReference(field);
  return unique;
}

/** The ids of the departments a role may see. */
export async function roleDepartmentIds(db: Db, roleId: string): Promise<string[]> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role) throw recordNotFound();
  const rows = await db
    .select({ deptId: roleDepartments.deptId })
    .from(roleDepartments)
    .where(eq(roleDepartments.roleId, roleId))
    .orderBy(asc(roleDepartments.deptId));
  return rows.map((row) => row.deptId);
}
