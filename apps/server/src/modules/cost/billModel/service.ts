import type {
  BillModel,
  BillModelBill,
  HkBillAnalysis,
  HkBillCount,
  HkBillTreeRow,
  ProjectBookVersion,
  SubjectBook,
} from '@ccms/api-client';
import { and, asc, countDistinct, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costBillModelLinks,
  costBillModels,
  costBills,
  costBillSubjects,
  costProjectBooks,
  type BillModelAttr,
  type BillModelAttrValue,
} from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { ProgressReporter } from '../../../http/progress';
import { findProjectRow } from '../store';
import { scopedBills } from '../subject/service';
import { SUBJECT_BY_CODE, SUBJECTS, subjectPath } from '../subject/subjects';
import { composeFeatures, parseFeatures, valuesForModel } from './attributes';
import { BILL_BOOK_BY_ID, inferBillBook, NORM_BOOK_BY_ID } from './books';
import { placeBills } from './placement';

// 清单模型 (Hk bill models): the company's book of standard bills on the subject tree and the
// placement of a project's bills on them (by code, by similarity, by hand), with attribute values.

type ModelRow = typeof costBillModels.$inferSelect;
type LinkRow = typeof costBillModelLinks.$inferSelect;

function modelOut(row: ModelRow, billCount = 0): BillModel {
  return {
    id: row.id,
    subjectCode: row.subjectCode,
    subjectName: SUBJECT_BY_CODE.get(row.subjectCode)?.name ?? '',
    code: row.code,
    name: row.name,
    unit: row.unit,
    attributes: row.attributes,
    billCount,
  };
}

async function findModel(db: Db, id: string): Promise<ModelRow> {
  const [row] = await db.select().from(costBillModels).where(eq(costBillModels.id, id));
  if (!row) throw recordNotFound();
  return row;
}

/** Bills of a project per model. */
async function billCountsOf(db: Db, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ modelId: costBillModelLinks.modelId, count: sql<number>`count(*)::int` })
    .from(costBillModelLinks)
    .where(eq(costBillModelLinks.projectId, projectId))
    .groupBy(costBillModelLinks.modelId);
  return new Map(rows.map((row) => [row.modelId, row.count]));
}

export async function hkBillBook(
  db: Db,
  query: { subjectCode?: string; projectId?: string; keyword?: string },
): Promise<BillModel[]> {
  if (query.projectId) await findProjectRow(db, query.projectId);
  const where: SQL[] = [];
  if (query.subjectCode) {
    const codes = SUBJECTS.filter((subject) =>
      subjectPath(subject.code).includes(query.subjectCode!),
    ).map((subject) => subject.code);
    where.push(inArray(costBillModels.subjectCode, codes.length ? codes : [query.subjectCode]));
  }
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(costBillModels.name, pattern), ilike(costBillModels.code, pattern))!);
  }
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(costBillModels)
      .where(and(...where))
      .orderBy(asc(costBillModels.code), asc(costBillModels.name)),
    query.projectId ? billCountsOf(db, query.projectId) : new Map<string, number>(),
  ]);
  return rows.map((row) => modelOut(row, counts.get(row.id) ?? 0));
}

/** Per node of the subject tree: models, placed models and bills (the node and beneath it). */
export async function hkBillTree(
  db: Db,
  projectId?: string,
): Promise<{ rows: HkBillTreeRow[]; unplacedBills: number }> {
  if (projectId) await findProjectRow(db, projectId);
  const [models, counts, bills] = await Promise.all([
    db
      .select({ id: costBillModels.id, subjectCode: costBillModels.subjectCode })
      .from(costBillModels),
    projectId ? billCountsOf(db, projectId) : new Map<string, number>(),
    projectId
      ? db
          .select({ count: sql<number>`count(*)::int` })
          .from(costBills)
          .where(eq(costBills.projectId, projectId))
      : [{ count: 0 }],
  ]);
  const tally = new Map<string, { models: number; placed: number; bills: number }>();
  for (const model of models) {
    const billCount = counts.get(model.id) ?? 0;
    for (const code of subjectPath(model.subjectCode)) {
      const entry = tally.get(code) ?? { models: 0, placed: 0, bills: 0 };
      entry.models += 1;
      if (billCount > 0) entry.placed += 1;
      entry.bills += billCount;
      tally.set(code, entry);
    }
  }
  const placedBills = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return {
    rows: SUBJECTS.map((subject) => {
      const entry = tally.get(subject.code) ?? { models: 0, placed: 0, bills: 0 };
      return {
        code: subject.code,
        name: subject.name,
        parentCode: subject.parentCode,
        depth: subject.depth,
        models: entry.models,
        placedModels: entry.placed,
        unplacedModels: entry.models - entry.placed,
        bills: entry.bills,
      };
    }),
    unplacedBills: projectId ? bills[0]!.count - placedBills : 0,
  };
}

export async function hkBillCount(db: Db, projectId: string): Promise<HkBillCount> {
  await findProjectRow(db, projectId);
  const [[bills], methods, [models], [placed]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(costBills)
      .where(eq(costBills.projectId, projectId)),
    db
      .select({ method: costBillModelLinks.method, count: sql<number>`count(*)::int` })
      .from(costBillModelLinks)
      .where(eq(costBillModelLinks.projectId, projectId))
      .groupBy(costBillModelLinks.method),
    db.select({ count: sql<number>`count(*)::int` }).from(costBillModels),
    db
      .select({ count: countDistinct(costBillModelLinks.modelId) })
      .from(costBillModelLinks)
      .where(eq(costBillModelLinks.projectId, projectId)),
  ]);
  const by = new Map(methods.map((row) => [row.method, row.count]));
  const placedBills = methods.reduce((sum, row) => sum + row.count, 0);
  const billTotal = bills?.count ?? 0;
  const modelTotal = models?.count ?? 0;
  const placedModels = Number(placed?.count ?? 0);
  return {
    bills: billTotal,
    byCode: by.get('code') ?? 0,
    bySimilarity: by.get('similar') ?? 0,
    manual: by.get('manual') ?? 0,
    unplacedBills: billTotal - placedBills,
    models: modelTotal,
    placedModels,
    unplacedModels: modelTotal - placedModels,
  };
}

export async function hkBillCountByNode(db: Db, projectId: string): Promise<HkBillTreeRow[]> {
  return (await hkBillTree(db, projectId)).rows;
}

interface LinkInsert {
  billId: string;
  projectId: string;
  modelId: string;
  method: 'code' | 'similar' | 'manual';
  score: string | null;
  attributes: BillModelAttrValue[];
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

async function saveLinks(db: Db, actor: Actor, now: Date, links: readonly LinkInsert[]) {
  for (let start = 0; start < links.length; start += 1000) {
    await db
      .insert(costBillModelLinks)
      .values(
        links.slice(start, start + 1000).map((link) => ({
          ...link,
          companyId: actor.companyId,
          ...createdStamp(actor, now),
        })),
      )
      .onConflictDoUpdate({
        target: costBillModelLinks.billId,
        set: {
          modelId: excluded('model_id'),
          method: excluded('method'),
          score: excluded('score'),
          attributes: excluded('attributes'),
          updatedAt: now,
          updatedBy: actor.userId,
        },
      });
  }
}

/** A model's attributes as features text (names, with the fixed values) to compare bills with. */
export function modelFeatures(attributes: readonly BillModelAttr[]): string {
  return composeFeatures(
    attributes.map((attribute) => ({ name: attribute.name, value: attribute.fixValue ?? '' })),
  );
}

/** Every bill of a project onto the book: by code prefix, else by similarity; hand placements kept. */
export async function analyzeHkBillModel(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  progress?: ProgressReporter,
): Promise<HkBillAnalysis> {
  await findProjectRow(db, projectId);
  progress?.stage('load', [0, 20]);
  const [bills, models, manual] = await Promise.all([
    scopedBills(db, { projectId }),
    db.select().from(costBillModels),
    db
      .select({ billId: costBillModelLinks.billId })
      .from(costBillModelLinks)
      .where(
        and(eq(costBillModelLinks.projectId, projectId), eq(costBillModelLinks.method, 'manual')),
      ),
  ]);
  progress?.stage('match', [20, 85]);
  const result = placeBills(
    bills,
    models.map((model) => ({ ...model, features: modelFeatures(model.attributes) })),
    new Set(manual.map((row) => row.billId)),
    progress ? (index, total) => progress.step(index, total) : undefined,
  );
  progress?.stage('save', [85, 99]);
  const modelById = new Map(models.map((model) => [model.id, model]));
  const billById = new Map(bills.map((bill) => [bill.id, bill]));
  const keep = new Set([
    ...result.placements.map((placement) => placement.billId),
    ...manual.map((row) => row.billId),
  ]);
  // A bill an earlier analysis placed that no longer matches leaves its model.
  const stale = bills.filter((bill) => !keep.has(bill.id)).map((bill) => bill.id);
  for (let start = 0; start < stale.length; start += 1000) {
    await db
      .delete(costBillModelLinks)
      .where(inArray(costBillModelLinks.billId, stale.slice(start, start + 1000)));
  }
  await saveLinks(
    db,
    actor,
    now,
    result.placements.map((placement) => ({
      billId: placement.billId,
      projectId,
      modelId: placement.modelId,
      method: placement.method,
      score: placement.score,
      attributes: valuesForModel(
        modelById.get(placement.modelId)!.attributes,
        billById.get(placement.billId)!.features,
      ),
    })),
  );
  progress?.finish();
  return {
    byCode: result.byCode,
    bySimilarity: result.bySimilarity,
    unmatched: result.unmatched,
    kept: result.kept,
  };
}

export async function clearHkBillModel(db: Db, projectId: string): Promise<{ cleared: number }> {
  await findProjectRow(db, projectId);
  const removed = await db
    .delete(costBillModelLinks)
    .where(eq(costBillModelLinks.projectId, projectId))
    .returning({ billId: costBillModelLinks.billId });
  return { cleared: removed.length };
}

function unknownNames(model: ModelRow, names: readonly string[]): void {
  const known = new Set(model.attributes.map((attribute) => attribute.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length)
    throw businessFailure('cost.billModel.unknownAttr', {
      model: model.name,
      names: unknown.join('、'),
    });
}

export async function saveFixValue(
  db: Db,
  actor: Actor,
  now: Date,
  modelId: string,
  values: readonly { name: string; fixValue: string | null }[],
): Promise<BillModel> {
  const model = await findModel(db, modelId);
  unknownNames(
    model,
    values.map((item) => item.name),
  );
  const given = new Map(values.map((item) => [item.name, item.fixValue || null]));
  const attributes: BillModelAttr[] = model.attributes.map((attribute) =>
    given.has(attribute.name)
      ? { name: attribute.name, fixValue: given.get(attribute.name) ?? null }
      : attribute,
  );
  const [row] = await db
    .update(costBillModels)
    .set({ attributes, updatedAt: now, updatedBy: actor.userId })
    .where(eq(costBillModels.id, modelId))
    .returning();
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(costBillModelLinks)
    .where(eq(costBillModelLinks.modelId, modelId));
  return modelOut(row!, count?.count ?? 0);
}

type BillRow = Pick<
  typeof costBills.$inferSelect,
  'id' | 'projectId' | 'code' | 'name' | 'features' | 'unit'
>;

const billFields = {
  id: costBills.id,
  projectId: costBills.projectId,
  code: costBills.code,
  name: costBills.name,
  features: costBills.features,
  unit: costBills.unit,
};

async function findBills(db: Db, ids: readonly string[]): Promise<BillRow[]> {
  const unique = [...new Set(ids)];
  const rows: BillRow[] = [];
  for (let start = 0; start < unique.length; start += 1000) {
    rows.push(
      ...(await db
        .select(billFields)
        .from(costBills)
        .where(inArray(costBills.id, unique.slice(start, start + 1000)))),
    );
  }
  if (rows.length < unique.length)
    throw businessFailure('cost.billModel.billsMissing', { count: unique.length - rows.length });
  return rows;
}

function billOut(bill: BillRow, link: LinkRow, model: ModelRow): BillModelBill {
  const values = new Map(link.attributes.map((item) => [item.name, item.value]));
  return {
    billId: bill.id,
    code: bill.code,
    name: bill.name,
    features: bill.features,
    unit: bill.unit,
    modelId: model.id,
    modelCode: model.code,
    modelName: model.name,
    method: link.method as BillModelBill['method'],
    score: link.score,
    attributes: model.attributes.map((attribute) => {
      const value = values.get(attribute.name) ?? '';
      return {
        name: attribute.name,
        value,
        fixValue: attribute.fixValue,
        deviates: attribute.fixValue !== null && value !== attribute.fixValue,
      };
    }),
  };
}

async function placedBill(db: Db, billId: string): Promise<BillModelBill> {
  const [bill] = await findBills(db, [billId]);
  const [link] = await db
    .select()
    .from(costBillModelLinks)
    .where(eq(costBillModelLinks.billId, billId));
  if (!link) throw businessFailure('cost.billModel.notPlaced', { code: bill!.code });
  return billOut(bill!, link, await findModel(db, link.modelId));
}

export async function setBillModel(
  db: Db,
  actor: Actor,
  now: Date,
  billIds: readonly string[],
  modelId: string,
): Promise<{ placed: number }> {
  const model = await findModel(db, modelId);
  const bills = await findBills(db, billIds);
  await saveLinks(
    db,
    actor,
    now,
    bills.map((bill) => ({
      billId: bill.id,
      projectId: bill.projectId,
      modelId,
      method: 'manual',
      score: null,
      attributes: valuesForModel(model.attributes, bill.features),
    })),
  );
  return { placed: bills.length };
}

export async function saveAndSetBillModel(
  db: Db,
  actor: Actor,
  now: Date,
  body: { billId: string; modelId: string; bill: { name: string; features: string; unit: string } },
): Promise<BillModelBill> {
  await findModel(db, body.modelId);
  await findBills(db, [body.billId]);
  await db
    .update(costBills)
    .set({ name: body.bill.name, features: body.bill.features, unit: body.bill.unit })
    .where(eq(costBills.id, body.billId));
  await setBillModel(db, actor, now, [body.billId], body.modelId);
  return placedBill(db, body.billId);
}

/** A placed bill's attribute values; with `writeFeatures` also its features text. */
export async function setBillModelAttr(
  db: Db,
  actor: Actor,
  now: Date,
  billId: string,
  values: readonly BillModelAttrValue[],
  writeFeatures: boolean,
): Promise<BillModelBill> {
  const current = await placedBill(db, billId);
  const model = await findModel(db, current.modelId);
  unknownNames(
    model,
    values.map((item) => item.name),
  );
  for (const item of values) {
    const attribute = model.attributes.find((candidate) => candidate.name === item.name)!;
    if (attribute.fixValue !== null && item.value !== attribute.fixValue)
      throw businessFailure('cost.billModel.fixedValue', {
        name: attribute.name,
        value: attribute.fixValue,
      });
  }
  const given = new Map(values.map((item) => [item.name, item.value]));
  const attributes = current.attributes.map((item) => ({
    name: item.name,
    value: given.get(item.name) ?? item.value,
  }));
  await db
    .update(costBillModelLinks)
    .set({ attributes, updatedAt: now, updatedBy: actor.userId })
    .where(eq(costBillModelLinks.billId, billId));
  if (writeFeatures) {
    const lines = parseFeatures(current.features);
    for (const [name, value] of given) {
      const line = lines.find((candidate) => candidate.name === name);
      if (line) line.value = value;
      else lines.push({ name, value });
    }
    await db
      .update(costBills)
      .set({ features: composeFeatures(lines) })
      .where(eq(costBills.id, billId));
  }
  return placedBill(db, billId);
}

/** The subject-model books: the standard subject tree, with the company's use of it. */
export async function subjectBooks(
  db: Db,
  body: { pageNo: number; pageSize: number; params?: { name?: string } },
) {
  const [projects, models] = await Promise.all([
    db.select({ count: countDistinct(costBillSubjects.projectId) }).from(costBillSubjects),
    db.select({ count: sql<number>`count(*)::int` }).from(costBillModels),
  ]);
  const books: SubjectBook[] = [
    {
      id: 'subject-standard',
      name: '标准科目模型（GB 50500-2013 附录）',
      version: 'GB 50500-2013',
      subjects: SUBJECTS.length,
      leaves: SUBJECTS.filter((subject) => subject.isLeaf).length,
      projects: Number(projects[0]?.count ?? 0),
      billModels: models[0]?.count ?? 0,
    },
  ];
  const name = body.params?.name?.trim();
  const matching = name ? books.filter((book) => book.name.includes(name)) : books;
  const start = (body.pageNo - 1) * body.pageSize;
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: matching.length,
    data: matching.slice(start, start + body.pageSize),
  };
}

async function recordedBooks(db: Db, projectId: string) {
  await findProjectRow(db, projectId);
  const [row] = await db
    .select()
    .from(costProjectBooks)
    .where(eq(costProjectBooks.projectId, projectId));
  return row;
}

export async function billBookVersion(db: Db, projectId: string): Promise<ProjectBookVersion> {
  const recorded = await recordedBooks(db, projectId);
  const book = recorded?.billBookId ? BILL_BOOK_BY_ID.get(recorded.billBookId) : undefined;
  if (book) return { book, source: 'recorded' };
  const codes = await db
    .select({ code: costBills.code })
    .from(costBills)
    .where(and(eq(costBills.projectId, projectId), eq(costBills.kind, 'item')));
  const inferred = inferBillBook(codes.map((row) => row.code));
  return inferred ? { book: inferred, source: 'inferred' } : { book: null, source: 'unknown' };
}

export async function normBookVersion(db: Db, projectId: string): Promise<ProjectBookVersion> {
  const recorded = await recordedBooks(db, projectId);
  const book = recorded?.normBookId ? NORM_BOOK_BY_ID.get(recorded.normBookId) : undefined;
  return book ? { book, source: 'recorded' } : { book: null, source: 'unknown' };
}
