import { randomUUID } from 'node:crypto';
import type {
  FeeToolBase,
  FeeToolDetail,
  FeeToolSimple,
  FormulaIssue,
  feeToolBaseQueryList,
  feeToolBaseSave,
  feeToolDetailSave,
  feeToolSimpleSave,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costFees, feeToolBases, feeToolDetails, feeToolSimples } from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import type { FeeCategory, FeeRow } from '../engine/model';
import { FEE_SYSTEM_CODES, verifyFeeTable, type FeeTableIssue } from '../fee/feeTable';
import { loadUnit } from '../fee/service';
import { feeTemplate } from '../fee/template';
import { parseFormula, symbolNodes } from '../fee/formula';
import { bulkInsert, FEE_COLUMNS, feeRecords, forgetStatedFees, recomputeTotals } from '../store';

/**
 * The fee tool's base data (费用定额基础数据): base tables per area and year with their rows (the
 * layout of a unit's fee table: code, name, base formula, rate, flags) and summary rates. A unit's
 * fee table can be initialised from a base table as from the regulated template.
 */

type BaseRow = typeof feeToolBases.$inferSelect;
type DetailRow = typeof feeToolDetails.$inferSelect;

const rateText = (value: string) => new Decimal(value).toFixed(2);

function baseOut(row: BaseRow, rows: number): FeeToolBase {
  return {
    id: row.id,
    area: row.area,
    year: row.year,
    name: row.name,
    taxMethod: row.taxMethod as FeeToolBase['taxMethod'],
    remark: row.remark,
    rows,
  };
}

async function findBase(db: Db, id: string): Promise<BaseRow> {
  const [row] = await db.select().from(feeToolBases).where(eq(feeToolBases.id, id));
  if (!row) throw recordNotFound();
  return row;
}

async function rowCount(db: Db, baseId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(feeToolDetails)
    .where(eq(feeToolDetails.baseId, baseId));
  return row!.total;
}

export async function listBases(db: Db, body: HandlerInput<typeof feeToolBaseQueryList>['body']) {
  const params = body.params;
  const filters: SQL[] = [];
  if (params?.area) filters.push(eq(feeToolBases.area, params.area));
  if (params?.year) filters.push(eq(feeToolBases.year, params.year));
  if (params?.keyword) filters.push(ilike(feeToolBases.name, containing(params.keyword)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ total: count() }).from(feeToolBases).where(where);
  const bases = await db
    .select()
    .from(feeToolBases)
    .where(where)
    .orderBy(asc(feeToolBases.area), desc(feeToolBases.year), asc(feeToolBases.name))
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  const counts = new Map(
    bases.length === 0
      ? []
      : (
          await db
            .select({ baseId: feeToolDetails.baseId, total: count() })
            .from(feeToolDetails)
            .where(
              inArray(
                feeToolDetails.baseId,
                bases.map((base) => base.id),
              ),
            )
            .groupBy(feeToolDetails.baseId)
        ).map((row) => [row.baseId, row.total]),
  );
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total!.total,
    data: bases.map((base) => baseOut(base, counts.get(base.id) ?? 0)),
  };
}

export async function saveBase(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof feeToolBaseSave>['body'],
): Promise<FeeToolBase> {
  const [clash] = await db
    .select({ id: feeToolBases.id })
    .from(feeToolBases)
    .where(
      and(
        eq(feeToolBases.area, body.area),
        eq(feeToolBases.year, body.year),
        eq(feeToolBases.name, body.name),
        body.id ? ne(feeToolBases.id, body.id) : undefined,
      ),
    );
  if (clash) throw businessFailure('cost.feetool.duplicate', { name: body.name });
  const values = {
    area: body.area,
    year: body.year,
    name: body.name,
    taxMethod: body.taxMethod,
    remark: body.remark,
  };
  if (body.id) {
    await findBase(db, body.id);
    await db
      .update(feeToolBases)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(eq(feeToolBases.id, body.id));
    return baseOut(await findBase(db, body.id), await rowCount(db, body.id));
  }
  const id = randomUUID();
  await db
    .insert(feeToolBases)
    .values({ id, companyId: actor.companyId, ...values, ...createdStamp(actor, now) });
  return baseOut(await findBase(db, id), 0);
}

export async function deleteBase(db: Db, id: string): Promise<void> {
  await findBase(db, id);
  await db.delete(feeToolBases).where(eq(feeToolBases.id, id));
}

export async function baseAreas(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ area: feeToolBases.area })
    .from(feeToolBases)
    .orderBy(asc(feeToolBases.area));
  return rows.map((row) => row.area);
}

// ── Rows ────────────────────────────────────────────────────────────────────────────────────

async function detailRows(db: Db, baseId: string): Promise<DetailRow[]> {
  return db
    .select()
    .from(feeToolDetails)
    .where(eq(feeToolDetails.baseId, baseId))
    .orderBy(asc(feeToolDetails.sort), asc(feeToolDetails.code));
}

/** A base table's rows as the fee engine's rows (parent by code). */
function asFeeRows(rows: readonly DetailRow[]): FeeRow[] {
  const idByCode = new Map(rows.map((row) => [row.code.toUpperCase(), row.id]));
  return rows.map((row) => ({
    id: row.id,
    unitId: row.baseId,
    parentId: row.parentCode ? (idByCode.get(row.parentCode.toUpperCase()) ?? null) : null,
    sort: row.sort,
    code: row.code,
    name: row.name,
    category: row.category as FeeCategory,
    base: row.base,
    rate: Number(row.rate),
    amount: 0,
    nonCompetitive: row.nonCompetitive,
    isTotal: row.isTotal,
  }));
}

function errorsByRow(rows: readonly FeeRow[]): Map<string, FeeTableIssue[]> {
  const map = new Map<string, FeeTableIssue[]>();
  for (const issue of verifyFeeTable(rows, FEE_SYSTEM_CODES)) {
    if (issue.severity !== 'error') continue;
    map.set(issue.rowId, [...(map.get(issue.rowId) ?? []), issue]);
  }
  return map;
}

const issueOut =
  (locale: Locale) =>
  (issue: FeeTableIssue): FormulaIssue => ({
    kind: issue.kind,
    severity: issue.severity,
    position: issue.position ?? null,
    path: issue.path ?? null,
    message: issue.message[locale],
  });

function detailOut(
  row: DetailRow,
  issues: readonly FeeTableIssue[],
  locale: Locale,
): FeeToolDetail {
  return {
    id: row.id,
    baseId: row.baseId,
    parentCode: row.parentCode,
    sort: row.sort,
    code: row.code,
    name: row.name,
    category: row.category as FeeToolDetail['category'],
    base: row.base,
    rate: rateText(row.rate),
    nonCompetitive: row.nonCompetitive,
    isTotal: row.isTotal,
    issues: issues.map(issueOut(locale)),
  };
}

export async function listDetails(db: Db, baseId: string, locale: Locale) {
  await findBase(db, baseId);
  const rows = await detailRows(db, baseId);
  const issues = errorsByRow(asFeeRows(rows));
  return rows.map((row) => detailOut(row, issues.get(row.id) ?? [], locale));
}

export async function saveDetail(
  db: Db,
  body: HandlerInput<typeof feeToolDetailSave>['body'],
  locale: Locale,
): Promise<FeeToolDetail> {
  const base = await findBase(db, body.baseId);
  const rows = await detailRows(db, base.id);
  const existing = body.id ? rows.find((row) => row.id === body.id) : undefined;
  if (body.id && !existing) throw recordNotFound();
  const id = existing?.id ?? randomUUID();
  const candidate: DetailRow = {
    id,
    companyId: base.companyId,
    baseId: base.id,
    parentCode: body.parentCode,
    sort: body.sort ?? existing?.sort ?? Math.max(0, ...rows.map((row) => row.sort)) + 1,
    code: body.code,
    name: body.name,
    category: body.category,
    base: body.base,
    rate: body.rate,
    nonCompetitive: body.nonCompetitive,
    isTotal: body.isTotal,
  };
  if (
    body.parentCode &&
    !rows.some((row) => row.code.toUpperCase() === body.parentCode!.toUpperCase() && row.id !== id)
  )
    throw businessFailure('cost.feetool.noParent', { code: body.parentCode });
  const next = existing
    ? rows.map((row) => (row.id === id ? candidate : row))
    : [...rows, candidate];
  // Refuse an error the table did not have before (the row's own, or a cycle it closes).
  const before = errorsByRow(asFeeRows(rows));
  const known = new Set(
    [...before.values()].flat().map((issue) => `${issue.rowId}|${issue.kind}|${issue.position}`),
  );
  const after = errorsByRow(asFeeRows(next));
  for (const issue of [...after.values()].flat()) {
    if (known.has(`${issue.rowId}|${issue.kind}|${issue.position}`)) continue;
    throw businessFailure('cost.feetool.invalid', { message: issue.message[locale] });
  }
  if (existing) {
    const { id: _id, companyId: _company, ...values } = candidate;
    await db.update(feeToolDetails).set(values).where(eq(feeToolDetails.id, id));
  } else {
    await db.insert(feeToolDetails).values(candidate);
  }
  return detailOut(candidate, after.get(id) ?? [], locale);
}

export async function deleteDetail(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(feeToolDetails).where(eq(feeToolDetails.id, id));
  if (!row) throw recordNotFound();
  const code = row.code.toUpperCase();
  for (const other of await detailRows(db, row.baseId)) {
    if (other.id === row.id) continue;
    const ast = parseFormula(other.base).ast;
    const uses = ast && symbolNodes(ast).some((node) => node.code === code);
    if (uses || other.parentCode?.toUpperCase() === code)
      throw businessFailure('cost.feetool.inUse', { code: row.code, name: other.name });
  }
  await db.delete(feeToolDetails).where(eq(feeToolDetails.id, id));
}

// ── Summary rates ───────────────────────────────────────────────────────────────────────────

function simpleOut(
  baseId: string,
  row: typeof feeToolSimples.$inferSelect | undefined,
): FeeToolSimple {
  return {
    baseId,
    overheadRate: rateText(row?.overheadRate ?? '0'),
    profitRate: rateText(row?.profitRate ?? '0'),
    lawfeeRate: rateText(row?.lawfeeRate ?? '0'),
    safetyRate: rateText(row?.safetyRate ?? '0'),
    taxRate: rateText(row?.taxRate ?? '0'),
    remark: row?.remark ?? null,
  };
}

export async function getSimple(db: Db, baseId: string): Promise<FeeToolSimple> {
  await findBase(db, baseId);
  const [row] = await db.select().from(feeToolSimples).where(eq(feeToolSimples.baseId, baseId));
  return simpleOut(baseId, row);
}

export async function saveSimple(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof feeToolSimpleSave>['body'],
): Promise<FeeToolSimple> {
  const base = await findBase(db, body.baseId);
  const values = {
    overheadRate: body.overheadRate,
    profitRate: body.profitRate,
    lawfeeRate: body.lawfeeRate,
    safetyRate: body.safetyRate,
    taxRate: body.taxRate,
    remark: body.remark,
  };
  await db
    .insert(feeToolSimples)
    .values({ baseId: base.id, companyId: base.companyId, ...values, ...createdStamp(actor, now) })
    .onConflictDoUpdate({
      target: feeToolSimples.baseId,
      set: { ...values, ...updatedStamp(actor, now) },
    });
  return getSimple(db, base.id);
}

// ── Init a unit's fee table from a base table ───────────────────────────────────────────────

/**
 * Replaces a unit project's fee table with a base table's rows and recomputes the project (the
 * same steps as init from the template). A base table with an error is refused.
 */
export async function importFromBase(
  db: Db,
  body: { projectId: string; nodeId: string; baseId: string },
  locale: Locale,
): Promise<{ rows: number; total: string }> {
  const { unit } = await loadUnit(db, body.projectId, body.nodeId);
  const base = await findBase(db, body.baseId);
  const rows = await detailRows(db, base.id);
  if (rows.length === 0) throw businessFailure('cost.feetool.empty', { name: base.name });
  const feeRows = asFeeRows(rows).map((row) => ({ ...row, unitId: unit.unitId }));
  const errors = errorsByRow(feeRows);
  const first = [...errors.values()].flat()[0];
  if (first) throw businessFailure('cost.feetool.invalid', { message: first.message[locale] });
  await db.delete(costFees).where(eq(costFees.unitId, unit.unitId));
  await bulkInsert(
    db,
    'cost_fees',
    FEE_COLUMNS,
    feeRecords({ companyId: base.companyId, projectId: body.projectId }, unit.unitId, feeRows),
  );
  await forgetStatedFees(db, unit.unitId);
  await recomputeTotals(db, body.projectId);
  const [total] = await db
    .select({ amount: costFees.amount })
    .from(costFees)
    .where(and(eq(costFees.unitId, unit.unitId), eq(costFees.isTotal, true)));
  return { rows: feeRows.length, total: total ? new Decimal(total.amount).toFixed(2) : '0.00' };
}

// ── Seed ────────────────────────────────────────────────────────────────────────────────────

/** 2024 江苏省 房屋建筑与装饰工程 一般计税: the regulated template's rows, as a base table. */
export const DEMO_FEE_BASE = {
  id: 'feebase-js-2024-general',
  area: '江苏省',
  year: 2024,
  name: '2024 江苏省房屋建筑与装饰工程费用定额（一般计税）',
  taxMethod: 'general' as const,
};

export async function seedFeeTool(
  db: Db,
  companyId: string,
  stamp: { createdAt: Date; createdBy: string | null; updatedAt: Date; updatedBy: string | null },
): Promise<void> {
  const bases = [
    DEMO_FEE_BASE,
    {
      id: 'feebase-js-2024-simple',
      area: '江苏省',
      year: 2024,
      name: '2024 江苏省房屋建筑与装饰工程费用定额（简易计税）',
      taxMethod: 'simple' as const,
    },
  ];
  for (const base of bases) {
    const id = companyId === 'demo' ? base.id : `${companyId}-${base.id}`;
    await db.insert(feeToolBases).values({ ...base, id, companyId, remark: null, ...stamp });
    const template = feeTemplate(base.taxMethod, id, (code) => code);
    await db.insert(feeToolDetails).values(
      template.map((row) => ({
        id: `${id}-${row.code}`,
        companyId,
        baseId: id,
        parentCode: row.parentId,
        sort: row.sort,
        code: row.code,
        name: row.name,
        category: row.category,
        base: row.base,
        rate: String(row.rate),
        nonCompetitive: row.nonCompetitive,
        isTotal: row.isTotal,
      })),
    );
    await db.insert(feeToolSimples).values({
      baseId: id,
      companyId,
      overheadRate: '25',
      profitRate: '10',
      lawfeeRate: '21',
      safetyRate: '3.1',
      taxRate: base.taxMethod === 'general' ? '9' : '3',
      remark: '管理费、利润以人工费+机械费为基数；规费以人工费为基数',
      ...stamp,
    });
  }
}
