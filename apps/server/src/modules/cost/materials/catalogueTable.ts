/**
 * The company's material catalogue (标准材料库) as an editable table: until a company first edits
 * it, the standard catalogue of catalogue.ts is read (no rows, so results are those of the code
 * defaults); the first edit copies the standard content into the company's rows
 * (cost_rule_tables remembers it) and changes them from then on. Queries run in the request's
 * tenant transaction: the marker and rows seen are the caller's company's only.
 */
import type { RulesCatalogueEntry } from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { costCatalogueMaterials, costMaterialCodes, costRuleTables } from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import {
  CATALOGUE_BY_CODE,
  CATALOGUE_ENTRIES,
  MATERIAL_CATALOGUE,
  type CatalogueEntry,
  type CatalogueGroup,
} from './catalogue';

export type RuleTableKey = 'catalogue' | 'logical';

export interface Catalogue {
  entries: readonly CatalogueEntry[];
  byCode: ReadonlyMap<string, CatalogueEntry>;
  groups: readonly CatalogueGroup[];
}

export const STANDARD_CATALOGUE: Catalogue = {
  entries: CATALOGUE_ENTRIES,
  byCode: CATALOGUE_BY_CODE,
  groups: MATERIAL_CATALOGUE,
};

/** Whether the caller's company keeps its own copy of a rule table. */
export async function hasOwnTable(db: Db, table: RuleTableKey): Promise<boolean> {
  const rows = await db
    .select({ key: costRuleTables.tableKey })
    .from(costRuleTables)
    .where(eq(costRuleTables.tableKey, table));
  return rows.length > 0;
}

/** Marks a rule table as the company's own (after its rows were written). */
export async function markOwnTable(
  db: Db,
  companyId: string,
  table: RuleTableKey,
  now: Date,
): Promise<void> {
  await db
    .insert(costRuleTables)
    .values({ companyId, tableKey: table, seededAt: now })
    .onConflictDoNothing();
}

/** Drops the company's marker of a table (its rows are deleted by the caller). */
export async function dropOwnTable(db: Db, table: RuleTableKey): Promise<void> {
  await db.delete(costRuleTables).where(eq(costRuleTables.tableKey, table));
}

type EntryRow = typeof costCatalogueMaterials.$inferSelect;

const groupNames = new Map(MATERIAL_CATALOGUE.map((group) => [group.code, group.name]));

function standardRows(companyId: string) {
  return CATALOGUE_ENTRIES.map((entry, index) => ({
    id: randomUUID(),
    companyId,
    groupCode: entry.classCode.slice(0, 2),
    groupName: groupNames.get(entry.classCode.slice(0, 2)) ?? '',
    classCode: entry.classCode,
    className: entry.className,
    code: entry.code,
    name: entry.name,
    spec: entry.spec,
    unit: entry.unit,
    sort: index + 1,
  }));
}

function buildCatalogue(rows: readonly EntryRow[]): Catalogue {
  const groups = new Map<
    string,
    CatalogueGroup & { classes: CatalogueGroup['classes'][number][] }
  >();
  const entries: CatalogueEntry[] = [];
  for (const row of rows) {
    entries.push({
      code: row.code,
      name: row.name,
      spec: row.spec,
      unit: row.unit,
      classCode: row.classCode,
      className: row.className,
    });
    let group = groups.get(row.groupCode);
    if (!group) {
      group = { code: row.groupCode, name: row.groupName, classes: [] };
      groups.set(row.groupCode, group);
    }
    let cls = group.classes.find((item) => item.code === row.classCode);
    if (!cls) {
      cls = { code: row.classCode, name: row.className, materials: [] };
      group.classes.push(cls);
    }
    (cls.materials as CatalogueEntry[]).push(entries[entries.length - 1]!);
  }
  return {
    entries,
    byCode: new Map(entries.map((entry) => [entry.code, entry])),
    groups: [...groups.values()],
  };
}

async function ownRows(db: Db): Promise<EntryRow[]> {
  return db
    .select()
    .from(costCatalogueMaterials)
    .orderBy(asc(costCatalogueMaterials.code), asc(costCatalogueMaterials.sort));
}

/** The catalogue the caller's company codes to: its own rows, or the standard one. */
export async function loadCatalogue(db: Db): Promise<Catalogue> {
  if (!(await hasOwnTable(db, 'catalogue'))) return STANDARD_CATALOGUE;
  return buildCatalogue(await ownRows(db));
}

/** Copies the standard catalogue into the company's rows before its first edit. */
async function ensureOwnCatalogue(db: Db, companyId: string, now: Date): Promise<void> {
  if (await hasOwnTable(db, 'catalogue')) return;
  const rows = standardRows(companyId);
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(costCatalogueMaterials).values(rows.slice(start, start + 500));
  await markOwnTable(db, companyId, 'catalogue', now);
}

const entryOut = (entry: CatalogueEntry): RulesCatalogueEntry => ({
  groupCode: entry.classCode.slice(0, 2),
  groupName: '',
  classCode: entry.classCode,
  className: entry.className,
  code: entry.code,
  name: entry.name,
  spec: entry.spec,
  unit: entry.unit,
});

export async function catalogueList(
  db: Db,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined },
) {
  const edited = await hasOwnTable(db, 'catalogue');
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const offset = (query.pageNo - 1) * query.pageSize;
  if (!edited) {
    const matching = STANDARD_CATALOGUE.entries.filter(
      (entry) =>
        !keyword ||
        [entry.code, entry.name, entry.spec].some((text) => text.toLowerCase().includes(keyword)),
    );
    const sorted = [...matching].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    return {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total: sorted.length,
      edited,
      data: sorted.slice(offset, offset + query.pageSize).map((entry) => ({
        ...entryOut(entry),
        groupName: groupNames.get(entry.classCode.slice(0, 2)) ?? '',
      })),
    };
  }
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = keyword
    ? or(
        ilike(costCatalogueMaterials.code, pattern),
        ilike(costCatalogueMaterials.name, pattern),
        ilike(costCatalogueMaterials.spec, pattern),
      )
    : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(costCatalogueMaterials)
    .where(where);
  const rows = await db
    .select()
    .from(costCatalogueMaterials)
    .where(where)
    .orderBy(asc(costCatalogueMaterials.code))
    .limit(query.pageSize)
    .offset(offset);
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: count?.total ?? 0,
    edited,
    data: rows.map((row) => ({
      groupCode: row.groupCode,
      groupName: row.groupName,
      classCode: row.classCode,
      className: row.className,
      code: row.code,
      name: row.name,
      spec: row.spec,
      unit: row.unit,
    })),
  };
}

/** Adds or changes one material (by code); the company's catalogue is created on first edit. */
export async function saveCatalogueEntry(
  db: Db,
  companyId: string,
  now: Date,
  entry: RulesCatalogueEntry,
): Promise<RulesCatalogueEntry> {
  await ensureOwnCatalogue(db, companyId, now);
  const [existing] = await db
    .select({ id: costCatalogueMaterials.id })
    .from(costCatalogueMaterials)
    .where(eq(costCatalogueMaterials.code, entry.code));
  if (existing)
    await db
      .update(costCatalogueMaterials)
      .set({ ...entry })
      .where(eq(costCatalogueMaterials.id, existing.id));
  else
    await db.insert(costCatalogueMaterials).values({
      id: randomUUID(),
      companyId,
      ...entry,
      sort: 0,
    });
  // A group's and a class's name is one for all its materials.
  await db
    .update(costCatalogueMaterials)
    .set({ groupName: entry.groupName })
    .where(eq(costCatalogueMaterials.groupCode, entry.groupCode));
  await db
    .update(costCatalogueMaterials)
    .set({ className: entry.className })
    .where(eq(costCatalogueMaterials.classCode, entry.classCode));
  return entry;
}

/** Removes one material; refused while a project's material is coded to it. */
export async function deleteCatalogueEntry(
  db: Db,
  companyId: string,
  now: Date,
  code: string,
): Promise<void> {
  const catalogue = await loadCatalogue(db);
  if (!catalogue.byCode.has(code)) throw recordNotFound();
  const [used] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(costMaterialCodes)
    .where(eq(costMaterialCodes.catalogueCode, code));
  if ((used?.count ?? 0) > 0)
    throw businessFailure('cost.rules.catalogueInUse', { code, count: used!.count });
  await ensureOwnCatalogue(db, companyId, now);
  await db.delete(costCatalogueMaterials).where(eq(costCatalogueMaterials.code, code));
}

/** Back to the standard catalogue; refused while projects are coded to codes it lacks. */
export async function resetCatalogue(db: Db): Promise<void> {
  const codes = await db
    .selectDistinct({ code: costMaterialCodes.catalogueCode })
    .from(costMaterialCodes)
    .where(sql`${costMaterialCodes.catalogueCode} is not null`);
  const missing = codes.find((row) => row.code && !CATALOGUE_BY_CODE.has(row.code));
  if (missing)
    throw businessFailure('cost.rules.catalogueInUse', { code: missing.code!, count: 1 });
  await db.delete(costCatalogueMaterials);
  await dropOwnTable(db, 'catalogue');
}
