import { randomUUID } from 'node:crypto';
import type {
  CmsArticle,
  CmsArticleRow,
  CmsCategory,
  CmsCategoryNode,
  cmsArticleCreateSchema,
  cmsArticleQueryList,
  cmsArticleUpdateSchema,
  cmsArticleUpdateSort,
  cmsCategoryPlaceSchema,
  cmsCategorySaveSchema,
  cmsWebArticleQueryList,
} from '@ccms/api-client';
import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
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
import { DEMO_COMPANY_ID } from '../../db/seed';
import { cmsArticles, cmsCategories, companies, fileItems } from '../../db/schema';
import { ErrorCode } from '@ccms/api-client';
import {
  Failure,
  businessFailure,
  recordNotFound,
  unknownReference,
  validationFailure,
} from '../../http/failure';
import { formatDateTime } from '../../i18n';
import { plainTextOf, sanitizeArticleHtml } from './sanitize';

type CategoryRow = typeof cmsCategories.$inferSelect;
type ArticleRow = typeof cmsArticles.$inferSelect;
type CategorySave = z.output<typeof cmsCategorySaveSchema>;
type CategoryPlace = z.output<typeof cmsCategoryPlaceSchema>;
type ArticleCreate = z.output<typeof cmsArticleCreateSchema>;
type ArticleUpdate = z.output<typeof cmsArticleUpdateSchema>;
type ArticleQuery = z.output<NonNullable<(typeof cmsArticleQueryList)['body']>>;
type WebArticleQuery = z.output<NonNullable<(typeof cmsWebArticleQueryList)['body']>>;
type SortChanges = z.output<NonNullable<(typeof cmsArticleUpdateSort)['body']>>;

// ── Categories ──────────────────────────────────────────────────────────────────

function toCategory(row: CategoryRow, articleCount: number): CmsCategory {
  return {
    id: row.id,
    parentId: row.parentId,
    parentIds: row.parentIds,
    name: row.name,
    code: row.code,
    sort: row.sort,
    remarks: row.remarks,
    articleCount,
    ...auditOf(row),
  };
}

async function articleCounts(db: Db, categoryIds?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: cmsArticles.categoryId, total: count() })
    .from(cmsArticles)
    .where(categoryIds ? inArray(cmsArticles.categoryId, categoryIds) : undefined)
    .groupBy(cmsArticles.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.total]));
}

/** A category of the caller's company (row-level security hides the others), or a 404. */
export async function findCategory(db: Db, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(cmsCategories).where(eq(cmsCategories.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

export async function categoryTree(db: Db): Promise<CmsCategoryNode[]> {
  const rows = await db.select().from(cmsCategories).orderBy(asc(cmsCategories.sort));
  const counts = await articleCounts(db);
  return nest(rows.map((row) => toCategory(row, counts.get(row.id) ?? 0)));
}

async function requireFreeCode(db: Db, code: string | null, exceptId?: string) {
  if (!code) return;
  const [taken] = await db
    .select({ id: cmsCategories.id })
    .from(cmsCategories)
    .where(and(eq(cmsCategories.code, code), exceptId ? ne(cmsCategories.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw businessFailure('cms.categoryCodeTaken', { code });
}

export async function saveCategory(
  db: Db,
  actor: Actor,
  now: Date,
  body: CategorySave,
): Promise<CmsCategory> {
  const existing = body.id ? await findCategory(db, body.id) : undefined;
  let parentIds = '';
  if (body.parentId) {
    const [parent] = await db
      .select()
      .from(cmsCategories)
      .where(eq(cmsCategories.id, body.parentId))
      .limit(1);
    if (!parent) throw unknownReference('parentId');
    const path = pathUnder(parent, existing?.id);
    if (path === undefined) throw businessFailure('cms.categoryCycle');
    parentIds = path;
  }
  await requireFreeCode(db, body.code, existing?.id);
  const fields = {
    parentId: body.parentId,
    parentIds,
    name: body.name,
    code: body.code,
    sort: body.sort,
    remarks: body.remarks,
  };
  if (!existing) {
    const [created] = await db
      .insert(cmsCategories)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        ...fields,
        ...createdStamp(actor, now),
      })
      .returning();
    return toCategory(created!, 0);
  }
  const [updated] = await db
    .update(cmsCategories)
    .set({ ...fields, ...updatedStamp(actor, now) })
    .where(eq(cmsCategories.id, existing.id))
    .returning();
  const rewrite = subtreePathRewrite(cmsCategories.parentIds, existing, parentIds);
  if (rewrite) {
    await db
      .update(cmsCategories)
      .set({ parentIds: rewrite.set, ...updatedStamp(actor, now) })
      .where(rewrite.where);
  }
  const counts = await articleCounts(db, [existing.id]);
  return toCategory(updated!, counts.get(existing.id) ?? 0);
}

export async function deleteCategory(db: Db, id: string): Promise<void> {
  await findCategory(db, id);
  const [child] = await db
    .select({ id: cmsCategories.id })
    .from(cmsCategories)
    .where(eq(cmsCategories.parentId, id))
    .limit(1);
  if (child) throw businessFailure('cms.categoryHasChildren');
  const [filed] = await db
    .select({ total: count() })
    .from(cmsArticles)
    .where(eq(cmsArticles.categoryId, id));
  if ((filed?.total ?? 0) > 0)
    throw businessFailure('cms.categoryHasArticles', { count: filed!.total });
  await db.delete(cmsCategories).where(eq(cmsCategories.id, id));
}

/**
 * Moves and re-orders several categories at once. The whole tree is re-derived from the new
 * parents, so a batch that would put a category beneath itself is refused as a whole.
 */
export async function placeCategories(
  db: Db,
  actor: Actor,
  now: Date,
  places: CategoryPlace[],
): Promise<void> {
  const rows = await db.select().from(cmsCategories);
  const byId = new Map(rows.map((row) => [row.id, { ...row }]));
  const seen = new Set<string>();
  places.forEach((place, index) => {
    const row = byId.get(place.id);
    if (!row) throw unknownReference(`${index}.id`);
    if (place.parentId !== null && !byId.has(place.parentId))
      throw unknownReference(`${index}.parentId`);
    if (seen.has(place.id)) throw validationFailure(`${index}.id`, place.id);
    seen.add(place.id);
    row.parentId = place.parentId;
    row.sort = place.sort;
  });
  // Ancestor paths from the new parents; a cycle is a category found among its own ancestors.
  const paths = new Map<string, string>();
  const pathOf = (id: string, trail: Set<string>): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    if (trail.has(id)) throw businessFailure('cms.categoryCycle');
    trail.add(id);
    const row = byId.get(id)!;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const path = parent ? `${pathOf(parent.id, trail)}${parent.id},` : '';
    paths.set(id, path);
    return path;
  };
  for (const id of byId.keys()) pathOf(id, new Set());
  const original = new Map(rows.map((row) => [row.id, row]));
  for (const row of byId.values()) {
    const before = original.get(row.id)!;
    const parentIds = paths.get(row.id)!;
    if (
      before.parentId === row.parentId &&
      before.sort === row.sort &&
      before.parentIds === parentIds
    )
      continue;
    await db
      .update(cmsCategories)
      .set({ parentId: row.parentId, sort: row.sort, parentIds, ...updatedStamp(actor, now) })
      .where(eq(cmsCategories.id, row.id));
  }
}

// ── Articles ────────────────────────────────────────────────────────────────────

function toArticleRow(row: ArticleRow, categoryName: string): CmsArticleRow {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName,
    title: row.title,
    summary: row.summary,
    coverImageId: row.coverImageId,
    author: row.author,
    source: row.source,
    status: row.status === 'published' ? 'published' : 'draft',
    publishedAt: row.publishedAt ? formatDateTime(row.publishedAt) : null,
    sort: row.sort,
    top: row.top,
    viewCount: row.viewCount,
    ...auditOf(row),
  };
}

const toArticle = (row: ArticleRow, categoryName: string): CmsArticle => ({
  ...toArticleRow(row, categoryName),
  content: row.content,
});

const TIME_ZONE_OFFSET = '+08:00';

/** "YYYY-MM-DD[ HH:mm[:ss]]" in China time (the product's time), as an instant. */
function parseDateTime(text: string, field: string): Date {
  const [day, time = '00:00:00'] = text.split(' ');
  const full = time.length === 5 ? `${time}:00` : time;
  const value = new Date(`${day}T${full}${process.env.TZ ? '' : TIME_ZONE_OFFSET}`);
  if (Number.isNaN(value.getTime())) throw validationFailure(field, text);
  return value;
}

async function requireCover(db: Db, id: string | null): Promise<void> {
  if (!id) return;
  const [file] = await db
    .select({ id: fileItems.id, contentType: fileItems.contentType })
    .from(fileItems)
    .where(eq(fileItems.id, id))
    .limit(1);
  if (!file) throw unknownReference('coverImageId');
  if (!file.contentType.startsWith('image/'))
    throw new Failure(ErrorCode.validation, 'cms.coverNotImage', {}, 400);
}

async function articleFields(db: Db, body: ArticleCreate, now: Date, before?: ArticleRow) {
  const category = await db
    .select({ id: cmsCategories.id, name: cmsCategories.name })
    .from(cmsCategories)
    .where(eq(cmsCategories.id, body.categoryId))
    .limit(1);
  if (!category[0]) throw unknownReference('categoryId');
  await requireCover(db, body.coverImageId);
  const content = sanitizeArticleHtml(body.content);
  // Published now unless a time is given; a published article keeps its time when edited.
  const publishedAt =
    body.publishedAt !== null
      ? parseDateTime(body.publishedAt, 'publishedAt')
      : body.status === 'published'
        ? (before?.publishedAt ?? now)
        : (before?.publishedAt ?? null);
  return {
    categoryName: category[0].name,
    fields: {
      categoryId: body.categoryId,
      title: body.title,
      summary: body.summary,
      coverImageId: body.coverImageId,
      content,
      plainText: plainTextOf(content),
      author: body.author,
      source: body.source,
      status: body.status,
      publishedAt,
      sort: body.sort,
      top: body.top,
    },
  };
}

export async function createArticle(
  db: Db,
  actor: Actor,
  now: Date,
  body: ArticleCreate,
): Promise<CmsArticle> {
  const { categoryName, fields } = await articleFields(db, body, now);
  const [created] = await db
    .insert(cmsArticles)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      ...fields,
      ...createdStamp(actor, now),
    })
    .returning();
  return toArticle(created!, categoryName);
}

async function findArticle(db: Db, id: string): Promise<ArticleRow> {
  const [row] = await db.select().from(cmsArticles).where(eq(cmsArticles.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

export async function updateArticle(
  db: Db,
  actor: Actor,
  now: Date,
  body: ArticleUpdate,
): Promise<CmsArticle> {
  const existing = await findArticle(db, body.id);
  const { categoryName, fields } = await articleFields(db, body, now, existing);
  const [updated] = await db
    .update(cmsArticles)
    .set({ ...fields, ...updatedStamp(actor, now) })
    .where(eq(cmsArticles.id, existing.id))
    .returning();
  return toArticle(updated!, categoryName);
}

export async function deleteArticle(db: Db, id: string): Promise<void> {
  await findArticle(db, id);
  await db.delete(cmsArticles).where(eq(cmsArticles.id, id));
}

export async function sortArticles(
  db: Db,
  actor: Actor,
  now: Date,
  changes: SortChanges,
): Promise<void> {
  const ids = [...new Set(changes.map((change) => change.id))];
  const found = await db
    .select({ id: cmsArticles.id })
    .from(cmsArticles)
    .where(inArray(cmsArticles.id, ids));
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id));
    const index = changes.findIndex((change) => !known.has(change.id));
    throw unknownReference(`${index}.id`);
  }
  for (const change of changes) {
    await db
      .update(cmsArticles)
      .set({
        sort: change.sort,
        ...(change.top === undefined ? {} : { top: change.top }),
        ...updatedStamp(actor, now),
      })
      .where(eq(cmsArticles.id, change.id));
  }
}

/** The ids of a category and every category beneath it (of the company `companyId`). */
async function categorySubtree(db: Db, companyId: string, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: cmsCategories.id })
    .from(cmsCategories)
    .where(
      and(
        eq(cmsCategories.companyId, companyId),
        atOrUnder(cmsCategories.id, cmsCategories.parentIds, id),
      ),
    );
  return rows.map((row) => row.id);
}

const containsText = (column: SQL | typeof cmsArticles.title, text: string) =>
  sql`strpos(lower(${column}), lower(${text})) > 0`;

const listOrder = [
  desc(cmsArticles.top),
  asc(cmsArticles.sort),
  sql`${cmsArticles.publishedAt} desc nulls last`,
  desc(cmsArticles.updatedAt),
  asc(cmsArticles.id),
];

async function pageOfArticles<T>(
  db: Db,
  where: SQL | undefined,
  pageNo: number,
  pageSize: number,
  map: (row: ArticleRow, categoryName: string) => T,
) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(cmsArticles)
    .where(where);
  const rows = await db
    .select({ article: cmsArticles, categoryName: cmsCategories.name })
    .from(cmsArticles)
    .innerJoin(cmsCategories, eq(cmsCategories.id, cmsArticles.categoryId))
    .where(where)
    .orderBy(...listOrder)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    pageNo,
    pageSize,
    total,
    data: rows.map(({ article, categoryName }) => map(article, categoryName)),
  };
}

export async function queryArticles(db: Db, actor: Actor, request: ArticleQuery) {
  const params = request.params;
  const filters: (SQL | undefined)[] = [];
  if (params?.categoryId) {
    const ids = await categorySubtree(db, actor.companyId, params.categoryId);
    filters.push(ids.length > 0 ? inArray(cmsArticles.categoryId, ids) : sql`false`);
  }
  if (params?.title) filters.push(containsText(cmsArticles.title, params.title));
  if (params?.status) filters.push(eq(cmsArticles.status, params.status));
  return pageOfArticles(db, and(...filters), request.pageNo, request.pageSize, toArticle);
}

// ── Public reading: the system connection, so every query names the company ─────────────

/** The company a public reader asks for: the one named, else the demo company (else the first). */
async function publicCompany(systemDb: Db, companyId: string | undefined): Promise<string | null> {
  const [company] = companyId
    ? await systemDb.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
    : await systemDb
        .select({ id: companies.id })
        .from(companies)
        .orderBy(
          desc(eq(companies.id, DEMO_COMPANY_ID)),
          asc(companies.createdAt),
          asc(companies.id),
        )
        .limit(1);
  return company?.id ?? null;
}

/** What readers may see: published, and its publication time has come. */
const readable = (companyId: string, now: Date) =>
  and(
    eq(cmsArticles.companyId, companyId),
    eq(cmsArticles.status, 'published'),
    lte(cmsArticles.publishedAt, now),
  );

export async function readPublicArticle(
  systemDb: Db,
  now: Date,
  id: string,
  companyId: string | undefined,
): Promise<CmsArticle> {
  const company = await publicCompany(systemDb, companyId);
  if (!company) throw recordNotFound();
  const [row] = await systemDb
    .update(cmsArticles)
    .set({ viewCount: sql`${cmsArticles.viewCount} + 1` })
    .where(and(eq(cmsArticles.id, id), readable(company, now)))
    .returning();
  if (!row) throw recordNotFound();
  const [category] = await systemDb
    .select({ name: cmsCategories.name })
    .from(cmsCategories)
    .where(eq(cmsCategories.id, row.categoryId));
  return toArticle(row, category?.name ?? '');
}

export async function queryPublicArticles(systemDb: Db, now: Date, request: WebArticleQuery) {
  const params = request.params;
  const empty = { pageNo: request.pageNo, pageSize: request.pageSize, total: 0, data: [] };
  const company = await publicCompany(systemDb, params?.companyId);
  if (!company) return empty;
  const filters: (SQL | undefined)[] = [readable(company, now)];
  let categoryId = params?.categoryId;
  if (params?.categoryCode) {
    const [byCode] = await systemDb
      .select({ id: cmsCategories.id })
      .from(cmsCategories)
      .where(and(eq(cmsCategories.companyId, company), eq(cmsCategories.code, params.categoryCode)))
      .limit(1);
    if (!byCode || (categoryId && categoryId !== byCode.id)) return empty;
    categoryId = byCode.id;
  }
  if (categoryId) {
    const ids = await categorySubtree(systemDb, company, categoryId);
    if (ids.length === 0) return empty;
    filters.push(inArray(cmsArticles.categoryId, ids));
  }
  if (params?.title) filters.push(containsText(cmsArticles.title, params.title));
  return pageOfArticles(systemDb, and(...filters), request.pageNo, request.pageSize, toArticleRow);
}
