import type { CostEntry, CostEntryParams, CostEntrySave } from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { contracts, costEntries, departments, fileItems } from '../../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../../http/failure';
import { money } from '../../cockpit/service';
import { findFileItems } from '../../file/service';
import { costSubjects } from './service';

// 成本登记 (/cost-management1/list): cost entries of the departments, each with its subject from
// the 费用类别 dictionary, optionally charged to a contract, with attachments from the file module
// (file_items.ref_module = 'cost-entry', ref_record_id = the entry).

export const COST_ENTRY_FILES = 'cost-entry';

/** Department authorization of the caller: undefined = every department. */
export type DepartmentLimit = readonly string[] | undefined;

interface ListRequest {
  pageNo: number;
  pageSize: number;
  params?: CostEntryParams | undefined;
}

function filtersOf(params: CostEntryParams, limit: DepartmentLimit): SQL[] {
  const filters: SQL[] = [];
  if (limit)
    filters.push(limit.length === 0 ? sql`false` : inArray(costEntries.departmentId, [...limit]));
  if (params.departmentId) filters.push(eq(costEntries.departmentId, params.departmentId));
  if (params.category) filters.push(eq(costEntries.category, params.category));
  if (params.subject) filters.push(eq(costEntries.subject, params.subject));
  if (params.contractId) filters.push(eq(costEntries.contractId, params.contractId));
  if (params.dateFrom) filters.push(gte(costEntries.occurredDate, params.dateFrom));
  if (params.dateTo) filters.push(lte(costEntries.occurredDate, params.dateTo));
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(costEntries.memo, pattern),
        ilike(contracts.code, pattern),
        ilike(contracts.name, pattern),
        ilike(costEntries.subject, pattern),
      )!,
    );
  }
  return filters;
}

const entryColumns = {
  entry: costEntries,
  departmentName: departments.name,
  contractCode: contracts.code,
  contractName: contracts.name,
};

type EntryRow = {
  entry: typeof costEntries.$inferSelect;
  departmentName: string | null;
  contractCode: string | null;
  contractName: string | null;
};

async function attachmentsOf(db: Db, ids: readonly string[]) {
  const map = new Map<string, { id: string; fileName: string }[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ id: fileItems.id, fileName: fileItems.fileName, ref: fileItems.refRecordId })
    .from(fileItems)
    .where(and(eq(fileItems.refModule, COST_ENTRY_FILES), inArray(fileItems.refRecordId, [...ids])))
    .orderBy(fileItems.createdAt, fileItems.id);
  for (const row of rows) {
    const list = map.get(row.ref!) ?? [];
    list.push({ id: row.id, fileName: row.fileName });
    map.set(row.ref!, list);
  }
  return map;
}

function toEntry(row: EntryRow, attachments: { id: string; fileName: string }[]): CostEntry {
  const { entry } = row;
  return {
    id: entry.id,
    departmentId: entry.departmentId,
    departmentName: row.departmentName,
    category: entry.category === 'direct' ? 'direct' : 'indirect',
    subject: entry.subject,
    amount: money(entry.amount),
    occurredDate: entry.occurredDate,
    contractId: entry.contractId,
    contractCode: row.contractCode,
    contractName: row.contractName,
    memo: entry.memo,
    attachments,
    ...auditOf(entry),
  };
}

/** One page of cost entries, newest first, with the total amount of the whole filtered list. */
export async function listCostEntries(db: Db, request: ListRequest, limit: DepartmentLimit) {
  const where = and(...filtersOf(request.params ?? {}, limit));
  const [summary] = await db
    .select({
      total: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${costEntries.amount}), 0)::text`,
    })
    .from(costEntries)
    .leftJoin(contracts, eq(contracts.id, costEntries.contractId))
    .where(where);
  const rows = await db
    .select(entryColumns)
    .from(costEntries)
    .leftJoin(departments, eq(departments.id, costEntries.departmentId))
    .leftJoin(contracts, eq(contracts.id, costEntries.contractId))
    .where(where)
    .orderBy(desc(costEntries.occurredDate), desc(costEntries.createdAt), desc(costEntries.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const files = await attachmentsOf(
    db,
    rows.map((row) => row.entry.id),
  );
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: Number(summary?.total ?? 0),
    totalAmount: money(summary?.amount),
    data: rows.map((row) => toEntry(row, files.get(row.entry.id) ?? [])),
  };
}

async function getCostEntry(db: Db, id: string): Promise<CostEntry> {
  const [row] = await db
    .select(entryColumns)
    .from(costEntries)
    .leftJoin(departments, eq(departments.id, costEntries.departmentId))
    .leftJoin(contracts, eq(contracts.id, costEntries.contractId))
    .where(eq(costEntries.id, id))
    .limit(1);
  if (!row) throw recordNotFound();
  return toEntry(row, (await attachmentsOf(db, [id])).get(id) ?? []);
}

/** The entry, if the caller may see its department. */
async function findOwnEntry(db: Db, id: string, limit: DepartmentLimit) {
  const [row] = await db.select().from(costEntries).where(eq(costEntries.id, id)).limit(1);
  if (!row) throw recordNotFound();
  if (limit && !limit.includes(row.departmentId ?? '')) throw recordNotFound();
  return row;
}

type SaveBody = Omit<CostEntrySave, 'amount' | 'contractId' | 'memo' | 'fileIds'> & {
  amount: string;
  contractId: string | null;
  memo: string | null;
  fileIds: string[];
};

/** Creates or changes a cost entry; every reference is checked, nothing is written on failure. */
export async function saveCostEntry(
  db: Db,
  actor: Actor,
  now: Date,
  body: SaveBody,
  limit: DepartmentLimit,
): Promise<CostEntry> {
  if (body.id) await findOwnEntry(db, body.id, limit);
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, body.departmentId))
    .limit(1);
  if (!department) throw unknownReference('departmentId');
  if (limit && !limit.includes(body.departmentId))
    throw businessFailure('profits.departmentNotAllowed');
  if (body.contractId) {
    const [contract] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.id, body.contractId))
      .limit(1);
    if (!contract) throw unknownReference('contractId');
  }
  if (!(await costSubjects(db)).includes(body.subject))
    throw businessFailure('profits.subjectUnknown', { subject: body.subject });
  if (body.fileIds.length > 0) {
    const files = await findFileItems(db, body.fileIds);
    // A file filed under another module or attached to another entry is not taken over.
    if (
      files.some(
        (file) =>
          (file.refModule !== null && file.refModule !== COST_ENTRY_FILES) ||
          (file.refRecordId !== null && file.refRecordId !== body.id),
      )
    )
      throw unknownReference('fileIds');
  }

  const values = {
    departmentId: body.departmentId,
    category: body.category,
    subject: body.subject,
    amount: body.amount,
    occurredDate: body.occurredDate,
    contractId: body.contractId,
    memo: body.memo,
  };
  const id = body.id ?? randomUUID();
  if (body.id) {
    await db
      .update(costEntries)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(eq(costEntries.id, id));
  } else {
    await db
      .insert(costEntries)
      .values({ id, companyId: actor.companyId, ...values, ...createdStamp(actor, now) });
  }
  await linkFiles(db, id, body.fileIds);
  return getCostEntry(db, id);
}

/** The entry's attachments become exactly `fileIds` (others are unlinked, not deleted). */
async function linkFiles(db: Db, id: string, fileIds: readonly string[]) {
  await db
    .update(fileItems)
    .set({ refModule: null, refRecordId: null })
    .where(and(eq(fileItems.refModule, COST_ENTRY_FILES), eq(fileItems.refRecordId, id)));
  if (fileIds.length > 0)
    await db
      .update(fileItems)
      .set({ refModule: COST_ENTRY_FILES, refRecordId: id })
      .where(inArray(fileItems.id, [...fileIds]));
}

export async function deleteCostEntry(db: Db, id: string, limit: DepartmentLimit): Promise<void> {
  await findOwnEntry(db, id, limit);
  await linkFiles(db, id, []);
  await db.delete(costEntries).where(eq(costEntries.id, id));
}
