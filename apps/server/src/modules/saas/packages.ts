import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  companies,
  menus,
  roleMenus,
  roles,
  saasGradeMenus,
  saasMenus,
  saasRoleMenus,
  saasRoles,
} from '../../db/schema';

/**
 * What a company's package allows. A company without a grade is unbounded (an own deployment, or
 * the platform operator); a graded company's permissions are those of the catalogue entries its
 * package holds, whatever menus its administrator makes. Permissions under `saas:` manage the
 * platform itself and belong to the operator alone.
 */
export interface PackageBounds {
  isPlatform: boolean;
  /** Null: every permission the company's roles grant; else only these. */
  permissions: ReadonlySet<string> | null;
}

export const PLATFORM_PERMISSION_PREFIX = 'saas:';

/** One query: the company's flags and, when it holds a package, the package's permissions. */
export async function packageBounds(db: Db, companyId: string): Promise<PackageBounds> {
  const [row] = await db
    .select({
      isPlatform: companies.isPlatform,
      gradeId: companies.gradeId,
      // Written out in full: inside a sub-select drizzle leaves column names unqualified.
      permissions: sql<string[] | null>`(
        select coalesce(array_agg(m.permission), '{}')
        from saas_grade_menus g join saas_menus m on m.id = g.saas_menu_id
        where g.grade_id = "companies"."grade_id" and m.permission is not null
      )`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return { isPlatform: false, permissions: new Set() };
  return {
    isPlatform: row.isPlatform,
    permissions: row.gradeId === null ? null : new Set(row.permissions ?? []),
  };
}

/** Whether a menu's permission lies inside the bounds (menus without one always do). */
export function withinPackage(bounds: PackageBounds, permission: string | null): boolean {
  if (!permission) return true;
  if (permission.startsWith(PLATFORM_PERMISSION_PREFIX)) return bounds.isPlatform;
  return bounds.permissions === null || bounds.permissions.has(permission);
}

type CatalogueRow = typeof saasMenus.$inferSelect;

/** The entries and every entry above them (a page needs its directory to be reached). */
function withAncestors(catalogue: readonly CatalogueRow[], ids: Iterable<string>): Set<string> {
  const parents = new Map(catalogue.map((row) => [row.id, row.parentId]));
  const kept = new Set<string>();
  for (const id of ids) {
    for (let at: string | null | undefined = id; at && !kept.has(at); at = parents.get(at)) {
      if (!parents.has(at)) break;
      kept.add(at);
    }
  }
  return kept;
}

/**
 * Brings a company's menus in step with its package: a copy of every catalogue entry the package
 * holds (new ones added under their parents' copies, existing ones updated from the catalogue),
 * and copies of entries the package no longer holds removed with their role grants. Menus the
 * company made itself are left alone (the bounds keep their permissions inside the package).
 * Runs in the system context: the caller reaches other companies.
 */
export async function syncCompanyMenus(
  db: Db,
  companyId: string,
  gradeId: string,
  now: Date,
  actorId: string,
): Promise<void> {
  const catalogue = await db.select().from(saasMenus);
  const held = await db
    .select({ id: saasGradeMenus.saasMenuId })
    .from(saasGradeMenus)
    .where(eq(saasGradeMenus.gradeId, gradeId));
  const copies = await db
    .select({ id: menus.id, saasMenuId: menus.saasMenuId })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), isNotNull(menus.saasMenuId)));
  const wanted = withAncestors(
    catalogue,
    held.map((row) => row.id),
  );
  const copyOf = new Map(copies.map((copy) => [copy.saasMenuId!, copy.id]));

  const dropped = copies.filter((copy) => !wanted.has(copy.saasMenuId!)).map((copy) => copy.id);
  if (dropped.length > 0) {
    await db.delete(roleMenus).where(inArray(roleMenus.menuId, dropped));
    await db.delete(menus).where(inArray(menus.id, dropped));
  }

  const entries = catalogue.filter((entry) => wanted.has(entry.id));
  for (const entry of entries) if (!copyOf.has(entry.id)) copyOf.set(entry.id, randomUUID());
  const fieldsOf = (entry: CatalogueRow) => ({
    parentId: entry.parentId ? (copyOf.get(entry.parentId) ?? null) : null,
    name: entry.name,
    nameKey: entry.nameKey,
    url: entry.url,
    href: entry.href,
    icon: entry.icon,
    permission: entry.permission,
    type: entry.type,
    openType: entry.openType,
    sort: entry.sort,
  });
  const existing = new Set(copies.map((copy) => copy.saasMenuId!));
  const added = entries.filter((entry) => !existing.has(entry.id));
  if (added.length > 0) {
    await db.insert(menus).values(
      added.map((entry) => ({
        id: copyOf.get(entry.id)!,
        companyId,
        saasMenuId: entry.id,
        ...fieldsOf(entry),
        createdAt: now,
        createdBy: actorId,
        updatedAt: now,
        updatedBy: actorId,
      })),
    );
  }
  for (const entry of entries.filter((entry) => existing.has(entry.id))) {
    await db
      .update(menus)
      .set({ ...fieldsOf(entry), updatedAt: now, updatedBy: actorId })
      .where(eq(menus.id, copyOf.get(entry.id)!));
  }
  await syncCompanyRoles(db, companyId, gradeId, copyOf, wanted, now, actorId);
}

/**
 * The package's user roles in the company: created when missing (by code), named as the package
 * names them, granted exactly the copies of their menus that the package holds. A role the
 * package no longer has stays the company's own.
 */
async function syncCompanyRoles(
  db: Db,
  companyId: string,
  gradeId: string,
  copyOf: ReadonlyMap<string, string>,
  wanted: ReadonlySet<string>,
  now: Date,
  actorId: string,
): Promise<void> {
  const templates = await db.select().from(saasRoles).where(eq(saasRoles.gradeId, gradeId));
  if (templates.length === 0) return;
  const grants = await db
    .select()
    .from(saasRoleMenus)
    .where(
      inArray(
        saasRoleMenus.saasRoleId,
        templates.map((template) => template.id),
      ),
    );
  const held = await db
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(
      and(
        eq(roles.companyId, companyId),
        inArray(
          roles.code,
          templates.map((template) => template.code),
        ),
      ),
    );
  for (const template of templates) {
    const fields = { name: template.name, sort: template.sort, remarks: template.remarks };
    let roleId = held.find((role) => role.code === template.code)?.id;
    if (roleId) {
      await db
        .update(roles)
        .set({ ...fields, updatedAt: now, updatedBy: actorId })
        .where(eq(roles.id, roleId));
      await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    } else {
      roleId = randomUUID();
      await db.insert(roles).values({
        id: roleId,
        companyId,
        code: template.code,
        ...fields,
        createdAt: now,
        createdBy: actorId,
        updatedAt: now,
        updatedBy: actorId,
      });
    }
    const menuIds = grants
      .filter((grant) => grant.saasRoleId === template.id && wanted.has(grant.saasMenuId))
      .map((grant) => copyOf.get(grant.saasMenuId))
      .filter((id): id is string => id !== undefined);
    if (menuIds.length > 0)
      await db.insert(roleMenus).values(
        menuIds.map((menuId) => ({
          companyId,
          roleId: roleId,
          menuId,
          createdAt: now,
          createdBy: actorId,
        })),
      );
  }
}

/** Re-shapes the menus of every company holding a package (after the package changed). */
export async function syncPackageHolders(
  db: Db,
  gradeId: string,
  now: Date,
  actorId: string,
): Promise<void> {
  const holders = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.gradeId, gradeId));
  for (const holder of holders) await syncCompanyMenus(db, holder.id, gradeId, now, actorId);
}
