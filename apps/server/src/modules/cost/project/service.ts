import { randomUUID } from 'node:crypto';
import type {
  CostProject,
  ProjectSearchParams,
  SavedSearch,
  projectSaveSchema,
  projectSearch,
  projectSearchSave,
} from '@ccms/api-client';
import type { HandlerInput } from '../../../http/endpoint';
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costBills,
  costNodes,
  costProjects,
  costSavedSearches,
  projectKinds,
  qualityRecords,
} from '../../../db/schema';
import { recordNotFound, unknownReference } from '../../../http/failure';
import { formatDateTime } from '../../../i18n';
import { findProjectRow } from '../store';
import { chosenConditions } from '../projectFiles/conditions';

type ProjectRow = typeof costProjects.$inferSelect;
type ProjectSave = z.output<typeof projectSaveSchema>;
type SearchBody = HandlerInput<typeof projectSearch>['body'];
type SearchSaveBody = HandlerInput<typeof projectSearchSave>['body'];

/** The latest finished check of a project, as a correlated subquery on cost_projects. */
const lastErrors = sql`(select r.errors from ${qualityRecords} r where r.project_id = ${costProjects.id} and r.status = 'finished' order by r.finished_at desc limit 1)`;

/** The contract's projects for rows of cost_projects: kind names, unit and bill counts, last check. */
async function withFigures(db: Db, rows: readonly ProjectRow[]): Promise<CostProject[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const kindIds = [...new Set(rows.map((row) => row.projectKindId).filter((id) => id !== null))];
  const [kinds, units, bills, checks] = await Promise.all([
    kindIds.length
      ? db
          .select({ id: projectKinds.id, name: projectKinds.name })
          .from(projectKinds)
          .where(inArray(projectKinds.id, kindIds))
      : [],
    db
      .select({ projectId: costNodes.projectId, total: count() })
      .from(costNodes)
      .where(and(inArray(costNodes.projectId, ids), eq(costNodes.level, 'unit')))
      .groupBy(costNodes.projectId),
    db
      .select({ projectId: costBills.projectId, total: count() })
      .from(costBills)
      .where(inArray(costBills.projectId, ids))
      .groupBy(costBills.projectId),
    db
      .selectDistinctOn([qualityRecords.projectId])
      .from(qualityRecords)
      .where(and(inArray(qualityRecords.projectId, ids), eq(qualityRecords.status, 'finished')))
      .orderBy(qualityRecords.projectId, desc(qualityRecords.finishedAt)),
  ]);
  const kindName = new Map(kinds.map((kind) => [kind.id, kind.name]));
  const unitCount = new Map(units.map((row) => [row.projectId, row.total]));
  const billCount = new Map(bills.map((row) => [row.projectId, row.total]));
  const lastCheck = new Map(checks.map((row) => [row.projectId, row]));
  return rows.map((row) => {
    const check = lastCheck.get(row.id);
    return {
      id: row.id,
      rootNodeId: row.rootNodeId,
      name: row.name,
      code: row.code,
      kind: row.kind as CostProject['kind'],
      projectKindId: row.projectKindId,
      projectKindName: row.projectKindId ? (kindName.get(row.projectKindId) ?? null) : null,
      fileType: row.fileType as CostProject['fileType'],
      taxMethod: row.taxMethod as CostProject['taxMethod'],
      region: row.region,
      priceDate: row.priceDate,
      area: row.area,
      floors: row.floors,
      amount: row.amount,
      unitCount: unitCount.get(row.id) ?? 0,
      billCount: billCount.get(row.id) ?? 0,
      features: row.features,
      lastCheck:
        check && check.finishedAt
          ? {
              recordId: check.id,
              finishedAt: formatDateTime(check.finishedAt),
              errors: check.errors,
              warnings: check.warnings,
              infos: check.infos,
            }
          : null,
      ...auditOf(row),
    };
  });
}

/** A project kind and every kind beneath it. */
const kindSubtree = (kindId: string) =>
  sql`(with recursive sub(id) as (select id from ${projectKinds} where id = ${kindId} union all select k.id from ${projectKinds} k join sub on k.parent_id = sub.id) select id from sub)`;

function searchConditions(params: ProjectSearchParams): SQL[] {
  const conditions: SQL[] = [];
  if (params.searchContent)
    conditions.push(
      or(
        ilike(costProjects.name, containing(params.searchContent)),
        ilike(costProjects.code, containing(params.searchContent)),
        ilike(costProjects.region, containing(params.searchContent)),
      )!,
    );
  if (params.searchProjectKind) conditions.push(eq(costProjects.kind, params.searchProjectKind));
  for (const kindId of [params.kind1, params.kind2])
    if (kindId) conditions.push(sql`${costProjects.projectKindId} in ${kindSubtree(kindId)}`);
  if (params.fileType) conditions.push(eq(costProjects.fileType, params.fileType));
  if (params.region) conditions.push(ilike(costProjects.region, containing(params.region)));
  if (params.priceDateFrom) conditions.push(gte(costProjects.priceDate, params.priceDateFrom));
  if (params.priceDateTo) conditions.push(lte(costProjects.priceDate, params.priceDateTo));
  if (params.hasErrors === true) conditions.push(sql`${lastErrors} > 0`);
  if (params.hasErrors === false) conditions.push(sql`${lastErrors} = 0`);
  conditions.push(...chosenConditions(params));
  return conditions;
}

export async function searchProjects(db: Db, body: SearchBody) {
  const where = and(...searchConditions(body.params ?? {}));
  const [total] = await db.select({ total: count() }).from(costProjects).where(where);
  const rows = await db
    .select()
    .from(costProjects)
    .where(where)
    .orderBy(desc(costProjects.createdAt), desc(costProjects.id))
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: await withFigures(db, rows),
  };
}

export async function getProject(db: Db, id: string): Promise<CostProject> {
  const [project] = await withFigures(db, [await findProjectRow(db, id)]);
  return project!;
}

/** Creates a project with its 建设项目 root node, or edits its base information (and the root's name). */
export async function saveProject(
  db: Db,
  actor: Actor,
  now: Date,
  body: ProjectSave,
): Promise<CostProject> {
  if (body.projectKindId) {
    const [kind] = await db
      .select({ id: projectKinds.id })
      .from(projectKinds)
      .where(eq(projectKinds.id, body.projectKindId));
    if (!kind) throw unknownReference('projectKindId');
  }
  const fields = {
    name: body.name,
    code: body.code,
    kind: body.kind,
    projectKindId: body.projectKindId,
    fileType: body.fileType,
    taxMethod: body.taxMethod,
    region: body.region,
    priceDate: body.priceDate,
    area: body.area,
    floors: body.floors,
    features: body.features,
  };
  if (body.id) {
    const existing = await findProjectRow(db, body.id);
    await db
      .update(costProjects)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(costProjects.id, existing.id));
    await db
      .update(costNodes)
      .set({ name: body.name, code: body.code ?? '', area: body.area, ...updatedStamp(actor, now) })
      .where(eq(costNodes.id, existing.rootNodeId));
    return getProject(db, existing.id);
  }
  const id = randomUUID();
  const rootNodeId = randomUUID();
  await db.insert(costProjects).values({
    id,
    companyId: actor.companyId,
    rootNodeId,
    ...fields,
    amount: '0',
    specialUnits: {},
    ...createdStamp(actor, now),
  });
  await db.insert(costNodes).values({
    id: rootNodeId,
    companyId: actor.companyId,
    projectId: id,
    parentId: null,
    parentIds: '',
    level: 'project',
    code: body.code ?? '',
    name: body.name,
    sort: 0,
    amount: '0',
    area: body.area,
    ...createdStamp(actor, now),
  });
  return getProject(db, id);
}

// ─── Saved searches (the caller's own) ──────────────────────────────────────────────────────

/** The library page the saved searches of the project search belong to. */
export const LIBRARY_PAGE = 'consult';

function toSavedSearch(row: typeof costSavedSearches.$inferSelect): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    condition: row.condition,
    createdAt: formatDateTime(row.createdAt),
  };
}

async function findSavedSearch(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(costSavedSearches)
    .where(and(eq(costSavedSearches.id, id), eq(costSavedSearches.userId, actor.userId)));
  if (!row) throw recordNotFound();
  return row;
}

export async function saveSearch(
  db: Db,
  actor: Actor,
  now: Date,
  body: SearchSaveBody,
): Promise<SavedSearch> {
  if (body.id) {
    await findSavedSearch(db, actor, body.id);
    const [row] = await db
      .update(costSavedSearches)
      .set({ name: body.name, condition: body.condition })
      .where(eq(costSavedSearches.id, body.id))
      .returning();
    return toSavedSearch(row!);
  }
  const [row] = await db
    .insert(costSavedSearches)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      userId: actor.userId,
      page: LIBRARY_PAGE,
      name: body.name,
      condition: body.condition,
      createdAt: now,
    })
    .returning();
  return toSavedSearch(row!);
}

export async function getSavedSearch(db: Db, actor: Actor, id: string): Promise<SavedSearch> {
  return toSavedSearch(await findSavedSearch(db, actor, id));
}

export async function listSavedSearches(
  db: Db,
  actor: Actor,
  page: string,
): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(costSavedSearches)
    .where(and(eq(costSavedSearches.userId, actor.userId), eq(costSavedSearches.page, page)))
    .orderBy(desc(costSavedSearches.createdAt), desc(costSavedSearches.id));
  return rows.map(toSavedSearch);
}
