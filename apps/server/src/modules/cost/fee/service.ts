import { randomUUID } from 'node:crypto';
import type {
  FeeRow as FeeRowOut,
  FeeRowTree,
  FormulaIssue,
  feeAdd,
  feeUpdate,
  feeVerifyFormula,
} from '@ccms/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { nest } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costFees, costNodes } from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import { decimalText } from '../project/bills';
import type { CostProject, FeeRow, TaxMethod, UnitData } from '../engine/model';
import {
  bulkInsert,
  bulkUpdate,
  FEE_COLUMNS,
  feeRecords,
  forgetStatedFees,
  loadProject,
  recomputeTotals,
} from '../store';
import {
  evaluateFeeTable,
  FEE_SYSTEM_CODES,
  getValueByFormula,
  verifyFeeTable,
  type FeeIssue,
  type FeeTableIssue,
} from './feeTable';
import { formulaSymbols, parseFormula } from './formula';
import { feeTemplate } from './template';

type AddBody = HandlerInput<typeof feeAdd>['body'];
type UpdateBody = HandlerInput<typeof feeUpdate>['body'];
type VerifyBody = HandlerInput<typeof feeVerifyFormula>['body'];

/** The system codes a base may use besides row codes: the bill sums, 规费 and 税金. */
const SYSTEM_CODES = FEE_SYSTEM_CODES;

const SYMBOL_NAMES: Record<string, { zh: string; en: string; es: string }> = {
  FBFXHJ: { zh: '分部分项合计', en: 'Bill items total', es: 'Total de partidas' },
  FBFXRGFHJ: { zh: '分部分项人工费', en: 'Bill items labour', es: 'Mano de obra de partidas' },
  DJCSRGFHJ: {
    zh: '单价措施人工费',
    en: 'Unit-rate measures labour',
    es: 'Mano de obra de medidas por precio unitario',
  },
  FBFXCLFHJ: { zh: '分部分项材料费', en: 'Bill items material', es: 'Materiales de partidas' },
  FBFXJXFHJ: { zh: '分部分项机械费', en: 'Bill items machinery', es: 'Maquinaria de partidas' },
  FBFXGLFHJ: {
    zh: '分部分项管理费',
    en: 'Bill items overhead',
    es: 'Gastos generales de partidas',
  },
  FBFXLRHJ: { zh: '分部分项利润', en: 'Bill items profit', es: 'Beneficio de partidas' },
  DJCSHJ: { zh: '单价措施合计', en: 'Unit-price measures', es: 'Medidas a precio unitario' },
  ZJCSHJ: { zh: '总价措施合计', en: 'Lump-sum measures', es: 'Medidas globales' },
  CSXMHJ: { zh: '措施项目合计', en: 'Measures total', es: 'Total de medidas' },
  AQWM: {
    zh: '安全文明施工费',
    en: 'Safety and civilised construction',
    es: 'Seguridad y obra civilizada',
  },
  QTXMHJ: { zh: '其他项目合计', en: 'Other items total', es: 'Total de otras partidas' },
  ZLJE: { zh: '暂列金额', en: 'Provisional sum', es: 'Suma provisional' },
  ZYGCZGJ: {
    zh: '专业工程暂估价',
    en: 'Specialty works estimate',
    es: 'Estimación de obras especiales',
  },
  JRG: { zh: '计日工', en: 'Day work', es: 'Trabajo por días' },
  ZCBFWF: {
    zh: '总承包服务费',
    en: 'Main contractor service fee',
    es: 'Servicio del contratista principal',
  },
  ZGJHJ: { zh: '暂估价合计', en: 'Provisional prices total', es: 'Total de precios provisionales' },
  GF: { zh: '规费', en: 'Statutory fees', es: 'Tasas reglamentarias' },
  SJ: { zh: '税金', en: 'Tax', es: 'Impuestos' },
};

/** A unit project of a project, loaded with its data; refuses any other node. */
export async function loadUnit(
  db: Db,
  projectId: string,
  nodeId: string,
): Promise<{ project: CostProject; unit: UnitData }> {
  const [node] = await db.select().from(costNodes).where(eq(costNodes.id, nodeId));
  if (!node || node.projectId !== projectId) throw recordNotFound();
  if (node.level !== 'unit') throw businessFailure('cost.node.notUnit');
  const project = await loadProject(db, projectId, { unitIds: [nodeId], billsSummed: true });
  return { project, unit: project.units[nodeId]! };
}

function issueOut(issue: FeeIssue, locale: Locale): FormulaIssue {
  return {
    kind: issue.kind,
    severity: issue.severity,
    position: issue.position ?? null,
    path: issue.path ?? null,
    message: issue.message[locale],
  };
}

/** Issues of each row of a table, by row id. */
function issuesByRow(
  unit: UnitData,
  rows: readonly FeeRow[],
  taxMethod: TaxMethod,
): Map<string, FeeTableIssue[]> {
  const template = feeTemplate(taxMethod, unit.unitId, (code) => `template-${code}`);
  const map = new Map<string, FeeTableIssue[]>();
  for (const issue of verifyFeeTable(rows, SYSTEM_CODES, template)) {
    const list = map.get(issue.rowId) ?? [];
    list.push(issue);
    map.set(issue.rowId, list);
  }
  return map;
}

/** The rows of a unit as the contract answers them, computed. */
function rowsOut(
  unit: UnitData,
  locale: Locale,
  taxMethod: TaxMethod,
): { rows: FeeRowOut[]; values: Record<string, number> } {
  const evaluated = evaluateFeeTable(unit);
  const issues = issuesByRow(unit, unit.fees, taxMethod);
  // A fee table imported from the file's 表-04 / 表-13 shows the file's amounts.
  const stated =
    unit.sources !== undefined &&
    (unit.sources.tables.includes('fees') || unit.sources.tables.includes('summary'));
  const rows = unit.fees.map((row) => {
    // The engine keeps each row's base value; a row it could not evaluate shows 0.
    const baseValue = evaluated.bases[row.id] ?? 0;
    return {
      id: row.id,
      unitId: row.unitId,
      parentId: row.parentId,
      sort: row.sort,
      code: row.code,
      name: row.name,
      category: row.category,
      base: row.base,
      rate: decimalText(row.rate),
      amount: (stated ? row.amount : (evaluated.amounts[row.id] ?? 0)).toFixed(2),
      baseValue: decimalText(baseValue),
      nonCompetitive: row.nonCompetitive,
      isTotal: row.isTotal,
      issues: (issues.get(row.id) ?? []).map((issue) => issueOut(issue, locale)),
    };
  });
  return { rows, values: evaluated.values };
}

export async function feeTree(db: Db, projectId: string, nodeId: string, locale: Locale) {
  const { project, unit } = await loadUnit(db, projectId, nodeId);
  const { rows, values } = rowsOut(unit, locale, project.taxMethod);
  const total = unit.fees.find((row) => row.isTotal);
  return {
    rows: nest(rows) as FeeRowTree[],
    symbols: SYSTEM_CODES.map((code) => ({
      code,
      name: SYMBOL_NAMES[code]?.[locale] ?? code,
      value: decimalText(values[code] ?? 0),
    })),
    total: total ? rows.find((row) => row.id === total.id)!.amount : '0.00',
  };
}

export async function feeList(db: Db, nodeId: string, locale: Locale): Promise<FeeRowOut[]> {
  const [node] = await db.select().from(costNodes).where(eq(costNodes.id, nodeId));
  if (!node) throw recordNotFound();
  const { project, unit } = await loadUnit(db, node.projectId, nodeId);
  return rowsOut(unit, locale, project.taxMethod).rows;
}

/** Replaces a unit's fee table with the template of the project's tax method and recomputes. */
export async function initFees(db: Db, projectId: string, nodeId: string): Promise<void> {
  const { project, unit } = await loadUnit(db, projectId, nodeId);
  await db.delete(costFees).where(eq(costFees.unitId, unit.unitId));
  const companyId = await companyOfProject(db, projectId);
  const rows = feeTemplate(project.taxMethod, unit.unitId, (code) => code);
  await bulkInsert(
    db,
    'cost_fees',
    FEE_COLUMNS,
    feeRecords({ companyId, projectId }, unit.unitId, rows),
  );
  await forgetStatedFees(db, unit.unitId);
  await recomputeTotals(db, projectId);
}

async function companyOfProject(db: Db, projectId: string): Promise<string> {
  const [node] = await db
    .select({ companyId: costNodes.companyId })
    .from(costNodes)
    .where(eq(costNodes.projectId, projectId))
    .limit(1);
  return node!.companyId;
}

/**
 * Refuses a candidate table that has an error the current table does not (the new or edited
 * row's formula, or a cycle it closes): the failure names the first such issue.
 */
function requireValid(
  unit: UnitData,
  candidate: readonly FeeRow[],
  locale: Locale,
  taxMethod: TaxMethod,
): void {
  const before = issuesByRow(unit, unit.fees, taxMethod);
  const known = new Set(
    [...before.values()].flat().map((issue) => `${issue.rowId}|${issue.kind}|${issue.position}`),
  );
  const after = issuesByRow(unit, candidate, taxMethod);
  for (const issue of [...after.values()].flat()) {
    if (issue.severity !== 'error') continue;
    if (known.has(`${issue.rowId}|${issue.kind}|${issue.position}`)) continue;
    throw businessFailure('cost.fee.invalid', { message: issue.message[locale] });
  }
}

async function findFeeRow(db: Db, id: string) {
  const [row] = await db.select().from(costFees).where(eq(costFees.id, id));
  if (!row) throw recordNotFound();
  return row;
}

export async function addFee(db: Db, body: AddBody, locale: Locale): Promise<FeeRowOut> {
  const { project, unit } = await loadUnit(db, body.projectId, body.nodeId);
  const byId = new Map(unit.fees.map((row) => [row.id, row]));
  if (body.parentId && !byId.has(body.parentId)) throw businessFailure('cost.fee.parentNotInUnit');
  if (body.afterId && !byId.has(body.afterId)) throw businessFailure('cost.fee.parentNotInUnit');
  const after = body.afterId ? byId.get(body.afterId)! : undefined;
  const sort = after
    ? after.sort + 1
    : unit.fees.reduce((max, row) => Math.max(max, row.sort), 0) + 1;
  const row: FeeRow = {
    id: randomUUID(),
    unitId: unit.unitId,
    parentId: body.parentId,
    sort,
    code: body.code,
    name: body.name,
    category: body.category,
    base: body.base,
    rate: Number(body.rate),
    amount: 0,
    nonCompetitive: body.nonCompetitive,
    isTotal: false,
  };
  const shifted = unit.fees.map((fee) => (fee.sort >= sort ? { ...fee, sort: fee.sort + 1 } : fee));
  requireValid(unit, [...shifted, row], locale, project.taxMethod);
  await bulkUpdate(
    db,
    'cost_fees',
    { sort: 'integer' },
    shifted
      .filter((fee, index) => fee.sort !== unit.fees[index]!.sort)
      .map((fee) => ({ id: fee.id, sort: fee.sort })),
  );
  const companyId = await companyOfProject(db, body.projectId);
  await db.insert(costFees).values({
    id: row.id,
    companyId,
    projectId: body.projectId,
    unitId: unit.unitId,
    parentId: row.parentId,
    sort: row.sort,
    code: row.code,
    name: row.name,
    category: row.category,
    base: row.base,
    rate: body.rate,
    amount: '0',
    nonCompetitive: row.nonCompetitive,
    isTotal: false,
  });
  await forgetStatedFees(db, unit.unitId);
  await recomputeTotals(db, body.projectId);
  return oneRow(db, body.projectId, unit.unitId, row.id, locale);
}

async function oneRow(db: Db, projectId: string, unitId: string, rowId: string, locale: Locale) {
  const { project, unit } = await loadUnit(db, projectId, unitId);
  return rowsOut(unit, locale, project.taxMethod).rows.find((row) => row.id === rowId)!;
}

export async function updateFee(db: Db, body: UpdateBody, locale: Locale): Promise<FeeRowOut> {
  const existing = await findFeeRow(db, body.id);
  const { project, unit } = await loadUnit(db, existing.projectId, existing.unitId);
  const candidate = unit.fees.map((row) =>
    row.id === existing.id
      ? {
          ...row,
          code: body.code,
          name: body.name,
          base: body.base,
          rate: Number(body.rate),
          category: body.category,
          nonCompetitive: body.nonCompetitive,
        }
      : row,
  );
  requireValid(unit, candidate, locale, project.taxMethod);
  await db
    .update(costFees)
    .set({
      code: body.code,
      name: body.name,
      base: body.base,
      rate: body.rate,
      category: body.category,
      nonCompetitive: body.nonCompetitive,
    })
    .where(eq(costFees.id, existing.id));
  await forgetStatedFees(db, existing.unitId);
  await recomputeTotals(db, existing.projectId);
  return oneRow(db, existing.projectId, existing.unitId, existing.id, locale);
}

/** Deletes a row and those beneath it, unless another row's base uses one of their codes. */
export async function deleteFee(db: Db, id: string): Promise<void> {
  const existing = await findFeeRow(db, id);
  const rows = await db.select().from(costFees).where(eq(costFees.unitId, existing.unitId));
  const doomed = new Set([existing.id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (row.parentId && doomed.has(row.parentId) && !doomed.has(row.id)) {
        doomed.add(row.id);
        grew = true;
      }
  }
  const codes = new Set(
    rows.filter((row) => doomed.has(row.id)).map((row) => row.code.toUpperCase()),
  );
  for (const row of rows) {
    if (doomed.has(row.id)) continue;
    const parsed = parseFormula(row.base);
    if (!parsed.ast) continue;
    const used = formulaSymbols(parsed.ast).find((code) => codes.has(code.toUpperCase()));
    if (used) throw businessFailure('cost.fee.inUse', { code: used, name: row.name });
  }
  await db
    .delete(costFees)
    .where(and(eq(costFees.unitId, existing.unitId), inArray(costFees.id, [...doomed])));
  await forgetStatedFees(db, existing.unitId);
  await recomputeTotals(db, existing.projectId);
}

export async function feeBySymbol(db: Db, projectId: string, nodeId: string, symbol: string) {
  const { unit } = await loadUnit(db, projectId, nodeId);
  const evaluated = evaluateFeeTable(unit);
  const code = symbol.trim().toUpperCase();
  const value = evaluated.values[code];
  if (value === undefined || !/^[\p{L}\p{N}_]+$/u.test(code))
    throw businessFailure('cost.fee.unknownSymbol', { symbol });
  return { symbol: code, value: decimalText(value) };
}

export async function valueByFormula(
  db: Db,
  projectId: string,
  nodeId: string,
  formula: string,
  locale: Locale,
) {
  const { unit } = await loadUnit(db, projectId, nodeId);
  const result = getValueByFormula(unit, formula);
  return {
    value: result.value === null ? null : decimalText(result.value),
    issues: result.issues.map((issue) => issueOut(issue, locale)),
  };
}

/** A formula checked as the base of a row (new or existing) of the unit's table; writes nothing. */
export async function verifyFormulaIn(db: Db, body: VerifyBody, locale: Locale) {
  const { project, unit } = await loadUnit(db, body.projectId, body.nodeId);
  const rowId = body.rowId ?? '__new__';
  const existing = unit.fees.find((row) => row.id === rowId);
  const candidate: FeeRow[] = existing
    ? unit.fees.map((row) =>
        row.id === rowId ? { ...row, base: body.formula, code: body.code ?? row.code } : row,
      )
    : [
        ...unit.fees,
        {
          id: rowId,
          unitId: unit.unitId,
          parentId: null,
          sort: Number.MAX_SAFE_INTEGER,
          code: body.code ?? '__NEW__',
          name: '',
          category: 'custom',
          base: body.formula,
          rate: 100,
          amount: 0,
          nonCompetitive: false,
          isTotal: false,
        },
      ];
  const issues = (issuesByRow(unit, candidate, project.taxMethod).get(rowId) ?? []).map((issue) =>
    issueOut(issue, locale),
  );
  return { valid: !issues.some((issue) => issue.severity === 'error'), issues };
}
