import { randomUUID } from 'node:crypto';
import type {
  CompanyBrand,
  CompanyInfo,
  Enterprise,
  MenuItem,
  SaasGrade,
  SaasRole,
  WaterMark,
  companyInfoSaveSchema,
  enterpriseQueryList,
  enterpriseSaveSchema,
  saasGradeQueryList,
  saasGradeSaveSchema,
  saasMenuSaveSchema,
  saasRoleQueryList,
  saasRoleSaveSchema,
} from '@ccms/api-client';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  companies,
  departments,
  fileItems,
  menus,
  roleMenus,
  roles,
  saasGradeMenus,
  saasGrades,
  saasMenus,
  saasRoleMenus,
  saasRoles,
  userRoles,
  users,
} from '../../db/schema';
import { Failure, businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { ErrorCode } from '@ccms/api-client';
import { formatDateTime } from '../../i18n';
import { ADMIN_ROLE, menuTree } from '../auth/access';
import { isWithin, menuFields } from '../menu/service';
import { hashPassword } from '../auth/password';
import { isPreviewable } from '../file/service';
import { paramValue } from '../param/service';
import { routePath } from '../../http/endpoint';
import { syncCompanyMenus, syncPackageHolders } from './packages';

type CompanyRow = typeof companies.$inferSelect;

// ─── Branding ───────────────────────────────────────────────────────────────────────────────────

/** A logo is a raster image the browser shows inline (never SVG, never PDF). */
const isLogoImage = (contentType: string) =>
  isPreviewable(contentType) && contentType.startsWith('image/');

export const LOGO_SLOTS = { '1': 'logo', '2': 'logo2', '3': 'logo3' } as const;

/** The public URL of a company's logo image, or null when it has none. */
function logoUrl(row: CompanyRow, slot: keyof typeof LOGO_SLOTS): string | null {
  return row[LOGO_SLOTS[slot]]
    ? routePath(`/saas/company/${encodeURIComponent(row.id)}/logo/${slot}`)
    : null;
}

export function brandOf(row: CompanyRow): CompanyBrand {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logo: logoUrl(row, '1'),
    logo2: logoUrl(row, '2'),
    logo3: logoUrl(row, '3'),
  };
}

/** A company by id or code (public pages name it either way); disabled ones are not shown. */
export async function findCompanyByRef(systemDb: Db, ref: string): Promise<CompanyRow> {
  const [row] = await systemDb
    .select()
    .from(companies)
    .where(and(or(eq(companies.id, ref), eq(companies.code, ref)), eq(companies.enabled, true)))
    .limit(1);
  if (!row) throw recordNotFound();
  return row;
}

/** The signed-in company (row-level security shows a request only its own). */
export async function currentCompany(db: Db, companyId: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

/** The stored file behind a logo: an image attachment of the company itself. */
export async function logoFile(systemDb: Db, company: CompanyRow, slot: keyof typeof LOGO_SLOTS) {
  const fileId = company[LOGO_SLOTS[slot]];
  if (!fileId) throw recordNotFound();
  const [file] = await systemDb
    .select()
    .from(fileItems)
    .where(and(eq(fileItems.id, fileId), eq(fileItems.companyId, company.id)))
    .limit(1);
  if (!file || !isLogoImage(file.contentType)) throw recordNotFound();
  return file;
}

async function infoOf(db: Db, row: CompanyRow): Promise<CompanyInfo> {
  const [grade] = row.gradeId
    ? await db
        .select({ name: saasGrades.name })
        .from(saasGrades)
        .where(eq(saasGrades.id, row.gradeId))
    : [];
  return {
    ...brandOf(row),
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    logoFileId: row.logo,
    logo2FileId: row.logo2,
    logo3FileId: row.logo3,
    gradeName: grade?.name ?? null,
  };
}

export async function companyInfo(db: Db, companyId: string): Promise<CompanyInfo> {
  return infoOf(db, await currentCompany(db, companyId));
}

type CompanyInfoSave = z.output<typeof companyInfoSaveSchema>;

export async function saveCompanyInfo(
  db: Db,
  actor: Actor,
  now: Date,
  body: CompanyInfoSave,
): Promise<CompanyInfo> {
  const slots = [
    ['logoFileId', body.logoFileId],
    ['logo2FileId', body.logo2FileId],
    ['logo3FileId', body.logo3FileId],
  ] as const;
  for (const [field, fileId] of slots) {
    if (!fileId) continue;
    // The request's database: another company's attachment is simply not there.
    const [file] = await db.select().from(fileItems).where(eq(fileItems.id, fileId)).limit(1);
    if (!file || !isLogoImage(file.contentType))
      throw new Failure(ErrorCode.validation, 'saas.logoNotImage', { field }, 400);
  }
  const [row] = await db
    .update(companies)
    .set({
      name: body.name,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      logo: body.logoFileId,
      logo2: body.logo2FileId,
      logo3: body.logo3FileId,
      ...updatedStamp(actor, now),
    })
    .where(eq(companies.id, actor.companyId))
    .returning();
  if (!row) throw recordNotFound();
  return infoOf(db, row);
}

// ─── Watermark ──────────────────────────────────────────────────────────────────────────────────

export const WATERMARK_DEFAULT_TEXT = '{name} {loginName}';

/** The watermark of the signed-in user: parameters, placeholders filled from the user's record. */
export async function waterMark(db: Db, userId: string, now: Date): Promise<WaterMark> {
  const enabled = await paramValue(db, 'watermark.enabled');
  const type = await paramValue(db, 'watermark.type');
  const value = await paramValue(db, 'watermark.value');
  const waterType = type === 'image' ? 'image' : 'text';
  if (waterType === 'image')
    return { enabled: enabled !== 'false', waterType, waterValue: value ?? '' };
  const [user] = await db
    .select({
      name: users.name,
      loginName: users.loginName,
      no: users.no,
      deptName: departments.name,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(users.id, userId))
    .limit(1);
  const fields: Record<string, string> = {
    name: user?.name ?? '',
    loginName: user?.loginName ?? '',
    no: user?.no ?? '',
    deptName: user?.deptName ?? '',
    date: formatDateTime(now).slice(0, 10),
  };
  const text = (value || WATERMARK_DEFAULT_TEXT)
    .replace(/\{(\w+)\}/g, (whole, name: string) => fields[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  return { enabled: enabled !== 'false', waterType, waterValue: text };
}

// ─── The enterprise-menu catalogue ──────────────────────────────────────────────────────────────

type SaasMenuSave = z.output<typeof saasMenuSaveSchema>;

export async function catalogueTree(db: Db): Promise<MenuItem[]> {
  const rows = await db.select().from(saasMenus).orderBy(asc(saasMenus.sort), asc(saasMenus.id));
  return menuTree(rows, { buttons: true });
}

/** The companies whose package holds an entry (directly or beneath it). */
async function holdersOf(db: Db, saasMenuId: string): Promise<{ id: string; gradeId: string }[]> {
  const rows = await db
    .selectDistinct({ id: menus.companyId, gradeId: companies.gradeId })
    .from(menus)
    .innerJoin(companies, eq(companies.id, menus.companyId))
    .where(eq(menus.saasMenuId, saasMenuId));
  return rows.filter((row): row is { id: string; gradeId: string } => row.gradeId !== null);
}

export async function saveCatalogueEntry(
  db: Db,
  actor: Actor,
  now: Date,
  body: SaasMenuSave,
): Promise<MenuItem> {
  const rows = await db.select().from(saasMenus);
  const existing = body.id ? rows.find((row) => row.id === body.id) : undefined;
  if (body.id && !existing) throw recordNotFound();
  if (body.parentId && !rows.some((row) => row.id === body.parentId))
    throw unknownReference('parentId');
  if (existing && isWithin(rows, body.parentId, existing.id)) throw businessFailure('menu.cycle');
  const fields = menuFields(body);
  const [saved] = existing
    ? await db
        .update(saasMenus)
        .set({ ...fields, ...updatedStamp(actor, now) })
        .where(eq(saasMenus.id, existing.id))
        .returning()
    : await db
        .insert(saasMenus)
        .values({ id: randomUUID(), ...fields, ...createdStamp(actor, now) })
        .returning();
  // The copies in every company holding it follow the catalogue.
  if (existing) {
    for (const holder of await holdersOf(db, existing.id))
      await syncCompanyMenus(db, holder.id, holder.gradeId, now, actor.userId);
  }
  return { ...menuTree([saved!], { buttons: true })[0]!, children: [] };
}

export async function deleteCatalogueEntry(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(saasMenus).where(eq(saasMenus.id, id)).limit(1);
  if (!row) throw recordNotFound();
  const [child] = await db
    .select({ id: saasMenus.id })
    .from(saasMenus)
    .where(eq(saasMenus.parentId, id))
    .limit(1);
  if (child) throw businessFailure('menu.hasChildren');
  // Its copies leave every company (with their grants); the packages lose it by cascade.
  const copies = await db.select({ id: menus.id }).from(menus).where(eq(menus.saasMenuId, id));
  if (copies.length > 0) {
    const ids = copies.map((copy) => copy.id);
    await db.delete(roleMenus).where(inArray(roleMenus.menuId, ids));
    await db.update(menus).set({ parentId: null }).where(inArray(menus.parentId, ids));
    await db.delete(menus).where(inArray(menus.id, ids));
  }
  await db.delete(saasMenus).where(eq(saasMenus.id, id));
}

/** Every id names a catalogue entry, else the field is refused. */
async function requireCatalogueEntries(db: Db, menuIds: readonly string[]): Promise<void> {
  if (menuIds.length === 0) return;
  const known = await db
    .select({ id: saasMenus.id })
    .from(saasMenus)
    .where(inArray(saasMenus.id, [...menuIds]));
  if (known.length !== menuIds.length) throw unknownReference('menuIds');
}

// ─── Packages (user grades) ─────────────────────────────────────────────────────────────────────

type GradeRow = typeof saasGrades.$inferSelect;
type GradeSave = z.output<typeof saasGradeSaveSchema>;
type GradeQuery = z.output<NonNullable<(typeof saasGradeQueryList)['body']>>;

async function gradesOut(db: Db, rows: readonly GradeRow[]): Promise<SaasGrade[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const held = await db.select().from(saasGradeMenus).where(inArray(saasGradeMenus.gradeId, ids));
  const holders = await db
    .select({ gradeId: companies.gradeId, count: count() })
    .from(companies)
    .where(inArray(companies.gradeId, ids))
    .groupBy(companies.gradeId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sort: row.sort,
    remarks: row.remarks,
    menuIds: held
      .filter((entry) => entry.gradeId === row.id)
      .map((entry) => entry.saasMenuId)
      .sort(),
    companyCount: holders.find((holder) => holder.gradeId === row.id)?.count ?? 0,
    ...auditOf(row),
  }));
}

export async function queryGrades(db: Db, request: GradeQuery) {
  const name = request.params?.name;
  const where = name ? ilike(saasGrades.name, containing(name)) : undefined;
  const rows = await db
    .select()
    .from(saasGrades)
    .where(where)
    .orderBy(asc(saasGrades.sort), asc(saasGrades.name))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const [total] = await db.select({ count: count() }).from(saasGrades).where(where);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: total!.count,
    data: await gradesOut(db, rows),
  };
}

export async function saveGrade(
  db: Db,
  actor: Actor,
  now: Date,
  body: GradeSave,
): Promise<SaasGrade> {
  const existing = body.id
    ? (await db.select().from(saasGrades).where(eq(saasGrades.id, body.id)).limit(1))[0]
    : undefined;
  if (body.id && !existing) throw recordNotFound();
  const [clash] = await db
    .select({ id: saasGrades.id })
    .from(saasGrades)
    .where(eq(saasGrades.name, body.name))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('saas.gradeNameTaken', { name: body.name });
  const menuIds = [...new Set(body.menuIds)];
  await requireCatalogueEntries(db, menuIds);
  const fields = { name: body.name, sort: body.sort, remarks: body.remarks };
  const [saved] = existing
    ? await db
        .update(saasGrades)
        .set({ ...fields, ...updatedStamp(actor, now) })
        .where(eq(saasGrades.id, existing.id))
        .returning()
    : await db
        .insert(saasGrades)
        .values({ id: randomUUID(), ...fields, ...createdStamp(actor, now) })
        .returning();
  await db.delete(saasGradeMenus).where(eq(saasGradeMenus.gradeId, saved!.id));
  if (menuIds.length > 0)
    await db
      .insert(saasGradeMenus)
      .values(menuIds.map((saasMenuId) => ({ gradeId: saved!.id, saasMenuId })));
  // The change reaches every company holding the package, in the same transaction.
  if (existing) await syncPackageHolders(db, saved!.id, now, actor.userId);
  return (await gradesOut(db, [saved!]))[0]!;
}

export async function deleteGrade(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(saasGrades).where(eq(saasGrades.id, id)).limit(1);
  if (!row) throw recordNotFound();
  const [holders] = await db
    .select({ count: count() })
    .from(companies)
    .where(eq(companies.gradeId, id));
  if (holders!.count > 0) throw businessFailure('saas.gradeInUse', { count: holders!.count });
  await db.delete(saasGrades).where(eq(saasGrades.id, id));
}

// ─── User roles of a package ────────────────────────────────────────────────────────────────────

type SaasRoleRow = typeof saasRoles.$inferSelect;
type SaasRoleSave = z.output<typeof saasRoleSaveSchema>;
type SaasRoleQuery = z.output<NonNullable<(typeof saasRoleQueryList)['body']>>;

async function saasRolesOut(db: Db, rows: readonly SaasRoleRow[]): Promise<SaasRole[]> {
  if (rows.length === 0) return [];
  const grants = await db
    .select()
    .from(saasRoleMenus)
    .where(
      inArray(
        saasRoleMenus.saasRoleId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    gradeId: row.gradeId,
    code: row.code,
    name: row.name,
    sort: row.sort,
    remarks: row.remarks,
    menuIds: grants
      .filter((grant) => grant.saasRoleId === row.id)
      .map((grant) => grant.saasMenuId)
      .sort(),
    ...auditOf(row),
  }));
}

export async function querySaasRoles(db: Db, request: SaasRoleQuery) {
  const params = request.params;
  const conditions = [
    params?.gradeId ? eq(saasRoles.gradeId, params.gradeId) : undefined,
    params?.name ? ilike(saasRoles.name, containing(params.name)) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(saasRoles)
    .where(where)
    .orderBy(asc(saasRoles.gradeId), asc(saasRoles.sort), asc(saasRoles.code))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const [total] = await db.select({ count: count() }).from(saasRoles).where(where);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: total!.count,
    data: await saasRolesOut(db, rows),
  };
}

export async function saveSaasRole(
  db: Db,
  actor: Actor,
  now: Date,
  body: SaasRoleSave,
): Promise<SaasRole> {
  const existing = body.id
    ? (await db.select().from(saasRoles).where(eq(saasRoles.id, body.id)).limit(1))[0]
    : undefined;
  if (body.id && !existing) throw recordNotFound();
  const [grade] = await db
    .select({ id: saasGrades.id })
    .from(saasGrades)
    .where(eq(saasGrades.id, body.gradeId));
  if (!grade) throw unknownReference('gradeId');
  const [clash] = await db
    .select({ id: saasRoles.id })
    .from(saasRoles)
    .where(and(eq(saasRoles.gradeId, body.gradeId), eq(saasRoles.code, body.code)))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('role.codeTaken', { code: body.code });
  const menuIds = [...new Set(body.menuIds)];
  await requireCatalogueEntries(db, menuIds);
  const fields = {
    gradeId: body.gradeId,
    code: body.code,
    name: body.name,
    sort: body.sort,
    remarks: body.remarks,
  };
  const [saved] = existing
    ? await db
        .update(saasRoles)
        .set({ ...fields, ...updatedStamp(actor, now) })
        .where(eq(saasRoles.id, existing.id))
        .returning()
    : await db
        .insert(saasRoles)
        .values({ id: randomUUID(), ...fields, ...createdStamp(actor, now) })
        .returning();
  await db.delete(saasRoleMenus).where(eq(saasRoleMenus.saasRoleId, saved!.id));
  if (menuIds.length > 0)
    await db
      .insert(saasRoleMenus)
      .values(menuIds.map((saasMenuId) => ({ saasRoleId: saved!.id, saasMenuId })));
  await syncPackageHolders(db, body.gradeId, now, actor.userId);
  if (existing && existing.gradeId !== body.gradeId)
    await syncPackageHolders(db, existing.gradeId, now, actor.userId);
  return (await saasRolesOut(db, [saved!]))[0]!;
}

export async function deleteSaasRole(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(saasRoles).where(eq(saasRoles.id, id)).limit(1);
  if (!row) throw recordNotFound();
  await db.delete(saasRoles).where(eq(saasRoles.id, id));
}

// ─── Enterprises ────────────────────────────────────────────────────────────────────────────────

type EnterpriseSave = z.output<typeof enterpriseSaveSchema>;
type EnterpriseQuery = z.output<NonNullable<(typeof enterpriseQueryList)['body']>>;

async function enterprisesOut(db: Db, rows: readonly CompanyRow[]): Promise<Enterprise[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const gradeIds = [...new Set(rows.map((row) => row.gradeId).filter((id) => id !== null))];
  const grades =
    gradeIds.length > 0
      ? await db.select().from(saasGrades).where(inArray(saasGrades.id, gradeIds))
      : [];
  const people = await db
    .select({ companyId: users.companyId, count: count() })
    .from(users)
    .where(and(inArray(users.companyId, ids), eq(users.deleted, false)))
    .groupBy(users.companyId);
  // Each enterprise's administrators, the first opened first: the list names that account.
  const administrators = await db
    .select({ companyId: users.companyId, loginName: users.loginName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        inArray(users.companyId, ids),
        eq(users.deleted, false),
        eq(roles.code, ADMIN_ROLE),
        eq(roles.companyId, users.companyId),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.loginName));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    gradeId: row.gradeId,
    gradeName: grades.find((grade) => grade.id === row.gradeId)?.name ?? null,
    enabled: row.enabled,
    isPlatform: row.isPlatform,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    userCount: people.find((entry) => entry.companyId === row.id)?.count ?? 0,
    adminLoginName: administrators.find((entry) => entry.companyId === row.id)?.loginName ?? null,
    ...auditOf(row),
  }));
}

export async function queryEnterprises(db: Db, request: EnterpriseQuery) {
  const params: Partial<NonNullable<EnterpriseQuery['params']>> = request.params ?? {};
  const conditions = [
    params.keyword
      ? or(
          ilike(companies.name, containing(params.keyword)),
          ilike(companies.code, containing(params.keyword)),
        )
      : undefined,
    params.gradeId ? eq(companies.gradeId, params.gradeId) : undefined,
    params.enabled === undefined ? undefined : eq(companies.enabled, params.enabled),
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(sql`${companies.isPlatform} desc`, asc(companies.createdAt), asc(companies.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const [total] = await db.select({ count: count() }).from(companies).where(where);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: total!.count,
    data: await enterprisesOut(db, rows),
  };
}

/**
 * Opens an enterprise: the company, its root department, an administrator role and account, and
 * its package's menus; or edits one (a new package re-shapes its menus). In the system context.
 */
export async function saveEnterprise(
  db: Db,
  actor: Actor,
  now: Date,
  body: EnterpriseSave,
  /** A fixed id for a new enterprise (demo data); else a random one. */
  newId: string = randomUUID(),
): Promise<Enterprise> {
  const existing = body.id
    ? (await db.select().from(companies).where(eq(companies.id, body.id)).limit(1))[0]
    : undefined;
  if (body.id && !existing) throw recordNotFound();
  const [grade] = await db
    .select({ id: saasGrades.id })
    .from(saasGrades)
    .where(eq(saasGrades.id, body.gradeId))
    .limit(1);
  if (!grade) throw unknownReference('gradeId');
  const [clash] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, body.code))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('saas.companyCodeTaken', { code: body.code });
  if (existing?.isPlatform) throw businessFailure('saas.platformFixed');
  const fields = {
    code: body.code,
    name: body.name,
    gradeId: body.gradeId,
    enabled: body.enabled,
    contactName: body.contactName,
    contactPhone: body.contactPhone,
  };

  if (existing) {
    const [saved] = await db
      .update(companies)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(companies.id, existing.id))
      .returning();
    await syncCompanyMenus(db, existing.id, body.gradeId, now, actor.userId);
    return (await enterprisesOut(db, [saved!]))[0]!;
  }

  if (!body.adminLoginName || !body.adminPassword) throw businessFailure('saas.adminRequired');
  const [nameTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginName, body.adminLoginName))
    .limit(1);
  if (nameTaken) throw businessFailure('user.loginNameTaken', { loginName: body.adminLoginName });
  const companyId = newId;
  const stamp = createdStamp(actor, now);
  const [saved] = await db
    .insert(companies)
    .values({ id: companyId, ...fields, ...stamp })
    .returning();
  const deptId = randomUUID();
  await db.insert(departments).values({
    id: deptId,
    companyId,
    parentId: null,
    parentIds: '',
    name: body.name,
    sort: 1,
    ...stamp,
  });
  const roleId = randomUUID();
  await db.insert(roles).values({
    id: roleId,
    companyId,
    code: ADMIN_ROLE,
    name: '系统管理员',
    sort: 1,
    ...stamp,
  });
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    companyId,
    loginName: body.adminLoginName,
    passwordHash: await hashPassword(body.adminPassword),
    name: body.adminName ?? '管理员',
    deptId,
    phone: body.contactPhone,
    ...stamp,
  });
  await db
    .insert(userRoles)
    .values({ companyId, userId, roleId, createdAt: now, createdBy: actor.userId });
  await syncCompanyMenus(db, companyId, body.gradeId, now, actor.userId);
  return (await enterprisesOut(db, [saved!]))[0]!;
}
