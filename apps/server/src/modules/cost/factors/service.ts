import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type ComputedFactor,
  type FactorIssue as FactorIssueOut,
  type ImportRowError,
  type ProjectFactor,
  type factorSave,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { asc, eq, inArray } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costKindFactors, costProjectFactors } from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { businessFailure, Failure, recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import { cellText, isBlank, normaliseHeader, type CellValue } from '../../excel/cells';
import { readWorkbook } from '../../excel/workbook';
import { parseFormula, symbolNodes } from '../fee/formula';
import { numericFeatures, projectKindChain } from '../kinds/service';
import { findProjectRow } from '../store';
import { checkFactors, computeFactors, type FactorIssue } from './engine';

type FactorRow = typeof costProjectFactors.$inferSelect;
type SaveBody = HandlerInput<typeof factorSave>['body'];

const value4 = (value: string | null) => (value === null ? null : new Decimal(value).toFixed(4));

function factorOut(row: FactorRow): ProjectFactor {
  return {
    id: row.id,
    sort: row.sort,
    code: row.code,
    name: row.name,
    unit: row.unit,
    value: value4(row.value),
    formula: row.formula,
    remark: row.remark,
  };
}

const issueOut =
  (locale: Locale) =>
  (issue: FactorIssue): FactorIssueOut => ({
    index: issue.index,
    code: issue.code,
    kind: issue.kind,
    severity: 'error',
    position: issue.position,
    path: issue.path,
    message: issue.message[locale],
  });

async function projectFactorRows(db: Db, projectId: string) {
  return db
    .select()
    .from(costProjectFactors)
    .where(eq(costProjectFactors.projectId, projectId))
    .orderBy(asc(costProjectFactors.sort), asc(costProjectFactors.code));
}

export async function specialList(db: Db, projectId: string): Promise<ProjectFactor[]> {
  await findProjectRow(db, projectId);
  return (await projectFactorRows(db, projectId)).map(factorOut);
}

interface NewFactor {
  code: string;
  name: string;
  unit: string;
  value: string | null;
  formula: string | null;
  remark: string | null;
}

/** Replaces the project's factors with `factors` (already checked). */
async function replaceFactors(
  db: Db,
  actor: Actor,
  now: Date,
  project: { id: string; companyId: string },
  factors: readonly (NewFactor & { id?: string | null })[],
): Promise<void> {
  await db.delete(costProjectFactors).where(eq(costProjectFactors.projectId, project.id));
  if (factors.length === 0) return;
  await db.insert(costProjectFactors).values(
    factors.map((factor, index) => ({
      id: factor.id ?? randomUUID(),
      companyId: project.companyId,
      projectId: project.id,
      sort: index + 1,
      code: factor.code.trim(),
      name: factor.name,
      unit: factor.unit,
      value: factor.value,
      formula: factor.formula,
      remark: factor.remark,
      ...createdStamp(actor, now),
    })),
  );
}

export async function saveFactors(db: Db, actor: Actor, now: Date, body: SaveBody, locale: Locale) {
  const project = await findProjectRow(db, body.projectId);
  const features = await numericFeatures(db, project);
  const issues = checkFactors(body.factors, new Set(features.keys())).map(issueOut(locale));
  if (issues.length > 0 || body.dryRun) return { saved: false, issues };
  // Ids sent must be this project's factors (an id of another project gets a fresh one).
  const own = new Set((await projectFactorRows(db, project.id)).map((row) => row.id));
  await replaceFactors(
    db,
    actor,
    now,
    project,
    body.factors.map((factor) => ({
      ...factor,
      id: factor.id && own.has(factor.id) ? factor.id : null,
    })),
  );
  return { saved: true, issues: [] };
}

export async function deleteAllFactors(db: Db, projectId: string): Promise<void> {
  await findProjectRow(db, projectId);
  await db.delete(costProjectFactors).where(eq(costProjectFactors.projectId, projectId));
}

export async function deleteFactor(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(costProjectFactors).where(eq(costProjectFactors.id, id));
  if (!row) throw recordNotFound();
  const code = row.code.toUpperCase();
  for (const other of await projectFactorRows(db, row.projectId)) {
    if (other.id === row.id || !other.formula) continue;
    const ast = parseFormula(other.formula).ast;
    if (ast && symbolNodes(ast).some((node) => node.code === code))
      throw businessFailure('cost.factor.inUse', { code: row.code, name: other.name });
  }
  await db.delete(costProjectFactors).where(eq(costProjectFactors.id, id));
}

export async function setDefaultFactors(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
): Promise<ProjectFactor[]> {
  const project = await findProjectRow(db, projectId);
  const chain = await projectKindChain(db, project);
  if (chain.length === 0) throw businessFailure('cost.kind.missing');
  const defaults = await db
    .select()
    .from(costKindFactors)
    .where(inArray(costKindFactors.kindId, chain))
    .orderBy(asc(costKindFactors.sort));
  const nearest = chain.find((kindId) => defaults.some((row) => row.kindId === kindId));
  if (!nearest) throw businessFailure('cost.factor.noDefaults');
  await replaceFactors(
    db,
    actor,
    now,
    project,
    defaults
      .filter((row) => row.kindId === nearest)
      .map((row) => ({ ...row, id: null, remark: null })),
  );
  return specialList(db, projectId);
}

export async function factorValues(db: Db, projectId: string, locale: Locale) {
  const project = await findProjectRow(db, projectId);
  const rows = await projectFactorRows(db, projectId);
  const features = await numericFeatures(db, project);
  const results = computeFactors(rows, features);
  const factors: ComputedFactor[] = rows.map((row, index) => ({
    ...factorOut(row),
    result: results[index]!.value === null ? null : results[index]!.value.toFixed(4),
    issues: results[index]!.issues.map(issueOut(locale)),
  }));
  return {
    factors,
    features: [...features].map(([name, value]) => ({ name, value: value.toFixed(4) })),
  };
}

// ── Excel import ────────────────────────────────────────────────────────────────────────────

const COLUMNS: { field: keyof NewFactor; titles: string[]; required?: boolean }[] = [
  { field: 'code', titles: ['代号', '因子代号', '编码', '代码'], required: true },
  { field: 'name', titles: ['名称', '因子名称'], required: true },
  { field: 'unit', titles: ['单位'] },
  { field: 'value', titles: ['数值', '值', '因子值'] },
  { field: 'formula', titles: ['公式', '计算公式'] },
  { field: 'remark', titles: ['备注', '说明'] },
];

const IMPORT_MESSAGES = {
  noHeader: {
    zh: '没有找到表头：需要“代号”和“名称”两列',
    en: 'No header row found: the sheet needs the columns 代号 and 名称',
    es: 'No se encontró la fila de encabezado: la hoja necesita las columnas 代号 y 名称',
  },
  required: { zh: '请填写{column}', en: 'Fill in {column}', es: 'Rellene {column}' },
  notNumber: {
    zh: '{column}须为数字',
    en: '{column} must be a number',
    es: '{column} debe ser un número',
  },
  tooLong: {
    zh: '{column}不能超过 {max} 个字符',
    en: '{column} must be at most {max} characters',
    es: '{column} no puede superar {max} caracteres',
  },
} as const;

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

const MAX_LENGTH: Record<keyof NewFactor, number> = {
  code: 30,
  name: 60,
  unit: 20,
  value: 30,
  formula: 500,
  remark: 200,
};

/**
 * Reads a factor sheet (the first sheet with a 代号 + 名称 header among its first 20 rows) and
 * replaces the project's factors with it, all or nothing: any cell or list error writes nothing.
 */
export async function importFactors(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  upload: { content: Buffer; suffix: string },
  locale: Locale,
): Promise<{ imported: number; errors: ImportRowError[] }> {
  const project = await findProjectRow(db, projectId);
  const sheets = await readWorkbook(upload.content, upload.suffix, 2_000);
  const errors: ImportRowError[] = [];
  let found: {
    sheet: string;
    headerRow: number;
    columns: Map<keyof NewFactor, number>;
    rows: CellValue[][];
  } | null = null;
  for (const sheet of sheets) {
    for (let r = 0; r < Math.min(sheet.rows.length, 20) && !found; r++) {
      const headers = (sheet.rows[r] ?? []).map((cell) => normaliseHeader(cellText(cell)));
      const columns = new Map<keyof NewFactor, number>();
      for (const column of COLUMNS) {
        const at = headers.findIndex((header) =>
          column.titles.some((title) => normaliseHeader(title) === header),
        );
        if (at >= 0) columns.set(column.field, at);
      }
      if (columns.has('code') && columns.has('name'))
        found = { sheet: sheet.name, headerRow: r, columns, rows: sheet.rows };
    }
    if (found) break;
  }
  if (!found) {
    throw importFailure([
      {
        sheet: sheets[0]?.name ?? '',
        row: 1,
        column: null,
        message: IMPORT_MESSAGES.noHeader[locale],
        value: null,
      },
    ]);
  }
  const factors: NewFactor[] = [];
  const rowNumbers: number[] = [];
  const titleOf = (field: keyof NewFactor) =>
    cellText(found.rows[found.headerRow]![found.columns.get(field)!] ?? null);
  for (let r = found.headerRow + 1; r < found.rows.length; r++) {
    const cells = found.rows[r] ?? [];
    if (cells.every((cell) => isBlank(cell))) continue;
    const factor: NewFactor = {
      code: '',
      name: '',
      unit: '',
      value: null,
      formula: null,
      remark: null,
    };
    for (const column of COLUMNS) {
      const at = found.columns.get(column.field);
      if (at === undefined) continue;
      const cell = cells[at] ?? null;
      const text = isBlank(cell) ? '' : cellText(cell).trim();
      const title = titleOf(column.field);
      const error = (message: string) =>
        errors.push({
          sheet: found.sheet,
          row: r + 1,
          column: title,
          message,
          value: text || null,
        });
      if (text === '') {
        if (column.required) error(fill(IMPORT_MESSAGES.required[locale], { column: title }));
        continue;
      }
      if (text.length > MAX_LENGTH[column.field] || /[<>]/.test(text)) {
        error(
          fill(IMPORT_MESSAGES.tooLong[locale], { column: title, max: MAX_LENGTH[column.field] }),
        );
        continue;
      }
      if (column.field === 'value') {
        const number = text.replace(/,/g, '');
        if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(number)) {
          error(fill(IMPORT_MESSAGES.notNumber[locale], { column: title }));
          continue;
        }
        factor.value = number;
      } else if (column.field === 'unit' || column.field === 'code' || column.field === 'name') {
        factor[column.field] = text;
      } else {
        factor[column.field] = text;
      }
    }
    factors.push(factor);
    rowNumbers.push(r + 1);
  }
  if (errors.length === 0) {
    const features = await numericFeatures(db, project);
    for (const issue of checkFactors(factors, new Set(features.keys()))) {
      const field =
        issue.position !== null || issue.kind === 'circularReference'
          ? 'formula'
          : issue.kind === 'noValue' || issue.kind === 'valueAndFormula'
            ? 'value'
            : 'code';
      errors.push({
        sheet: found.sheet,
        row: rowNumbers[issue.index]!,
        column: titleOf(field) || titleOf('code'),
        message: issue.message[locale],
        value: field === 'formula' ? factors[issue.index]!.formula : factors[issue.index]!.code,
      });
    }
  }
  if (errors.length > 0) throw importFailure(errors);
  await replaceFactors(db, actor, now, project, factors);
  return { imported: factors.length, errors: [] };
}

function importFailure(errors: ImportRowError[]): Failure {
  return new Failure(
    ErrorCode.business,
    'cost.factor.importRows',
    { count: errors.length },
    undefined,
    { imported: 0, errors },
  );
}
