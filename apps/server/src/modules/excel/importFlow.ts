import type { Readable } from 'node:stream';
import {
  ErrorCode,
  type ColIndexMaps,
  type ExcelColumn,
  type ExcelConfirm,
  type ExcelRead,
  type ExcelRowError,
  type ExcelTemplate,
} from '@ccms/api-client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dictItems, dictTypes } from '../../db/schema';
import { businessFailure, Failure, forbidden } from '../../http/failure';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../i18n';
import { hasPermission } from '../auth/access';
import { findFileItems, uploadLimits } from '../file/service';
import { FileMissingError, type FileStorage } from '../file/storage';
import {
  cellText,
  isBlank,
  normaliseHeader,
  parseBoolean,
  parseDate,
  parseNumber,
  type CellValue,
} from './cells';
import type { ImportContext, ImportRow, ImportValue, Importer, RowIssue } from './importers';
import { importerFor } from './service';
import { MAX_IMPORT_ROWS, readWorkbook, type SheetData } from './workbook';

/** Rows readExcel shows below the header. */
const PREVIEW_ROWS = 10;
/** Rows searched for the header when the template's row does not name its columns. */
const HEADER_SEARCH_ROWS = 20;

export interface SheetChoice {
  sheet?: number;
  headerRow?: number;
}

/** The importer may be used by the caller: excel:import got them here, the target's own right too. */
export async function requireTargetPermission(
  db: Db,
  actor: { userId: string; companyId: string },
  permission: string,
): Promise<void> {
  if (!(await hasPermission(db, { id: actor.userId, companyId: actor.companyId }, permission)))
    throw forbidden();
}

async function readAll(stream: Readable, maxBytes: number, fileName: string, maxMb: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw businessFailure('file.tooLarge', { name: fileName, max: maxMb });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The sheets of an uploaded attachment, found by id in the caller's company (another company's id
 * is a 404, like a missing one) and read through the file storage, never a path.
 */
export async function loadUpload(db: Db, storage: FileStorage, fileId: string) {
  const upload = await loadUploadContent(db, storage, fileId);
  return { fileName: upload.fileName, sheets: await readWorkbook(upload.content, upload.suffix) };
}

/** The bytes of an uploaded attachment (same lookup and size limit as loadUpload), unread. */
export async function loadUploadContent(db: Db, storage: FileStorage, fileId: string) {
  const [item] = await findFileItems(db, [fileId]);
  const limits = await uploadLimits(db);
  const maxBytes = Math.floor(limits.maxMb * 1024 * 1024);
  if (item!.size > maxBytes)
    throw businessFailure('file.tooLarge', { name: item!.fileName, max: limits.maxMb });
  let stream: Readable;
  try {
    stream = await storage.get(item!.storageKey);
  } catch (error) {
    if (error instanceof FileMissingError)
      throw new Failure(ErrorCode.notFound, 'file.missing', {}, 404);
    throw error;
  }
  const content = await readAll(stream, maxBytes, item!.fileName, limits.maxMb);
  return { fileName: item!.fileName, suffix: item!.suffix, content };
}

/** The sheet asked for, else the template's sheet by name, else the first one. */
function pickSheet(sheets: SheetData[], template: ExcelTemplate, choice: SheetChoice): number {
  if (choice.sheet !== undefined) {
    if (choice.sheet >= sheets.length)
      throw businessFailure('excel.sheetMissing', { sheet: choice.sheet + 1 });
    return choice.sheet;
  }
  const named = template.sheetName
    ? sheets.findIndex((sheet) => sheet.name === template.sheetName)
    : -1;
  return Math.max(named, 0);
}

/** The names a column is recognised by, normalised. */
const namesOf = (column: ExcelColumn) =>
  new Set([column.title, column.field, ...column.aliases].map(normaliseHeader));

/** Column index → field for the header cells that name a template column (first match wins). */
function proposeMapping(headerCells: readonly CellValue[], columns: readonly ExcelColumn[]) {
  const mapping: ColIndexMaps = {};
  const taken = new Set<string>();
  headerCells.forEach((cell, index) => {
    const name = normaliseHeader(cellText(cell));
    if (!name) return;
    const column = columns.find(
      (candidate) => !taken.has(candidate.field) && namesOf(candidate).has(name),
    );
    if (!column) return;
    taken.add(column.field);
    mapping[String(index)] = column.field;
  });
  return mapping;
}

/**
 * The header row: the template's, when it names at least one column; else the row among the
 * first ones that names most columns; else the template's.
 */
function detectHeaderRow(rows: readonly CellValue[][], template: ExcelTemplate, asked?: number) {
  if (asked) return asked;
  const score = (rowNumber: number) =>
    Object.keys(proposeMapping(rows[rowNumber - 1] ?? [], template.columns)).length;
  if (score(template.headerRow) > 0) return template.headerRow;
  let best = template.headerRow;
  let bestScore = 0;
  for (let rowNumber = 1; rowNumber <= Math.min(rows.length, HEADER_SEARCH_ROWS); rowNumber++) {
    const found = score(rowNumber);
    if (found > bestScore) {
      best = rowNumber;
      bestScore = found;
    }
  }
  return best;
}

interface OpenedSheet {
  fileName: string;
  sheets: SheetData[];
  sheetIndex: number;
  rows: CellValue[][];
  headerRow: number;
  /** Data rows below the header: [Excel row number, cells], blank rows left out. */
  dataRows: [number, CellValue[]][];
}

function openSheet(
  upload: { fileName: string; sheets: SheetData[] },
  template: ExcelTemplate,
  choice: SheetChoice,
): OpenedSheet {
  const sheetIndex = pickSheet(upload.sheets, template, choice);
  const rows = upload.sheets[sheetIndex]!.rows;
  const headerRow = detectHeaderRow(rows, template, choice.headerRow);
  const dataRows: [number, CellValue[]][] = [];
  for (let index = headerRow; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    if (cells.every(isBlank)) continue;
    dataRows.push([index + 1, cells]);
    if (dataRows.length > MAX_IMPORT_ROWS)
      throw businessFailure('excel.tooManyRows', { max: MAX_IMPORT_ROWS });
  }
  return { ...upload, sheetIndex, rows, headerRow, dataRows };
}

const rowsBelow = (rows: readonly CellValue[][], headerRow: number) =>
  rows.slice(headerRow).filter((cells) => cells && !cells.every(isBlank)).length;

export function readUpload(
  upload: { fileName: string; sheets: SheetData[] },
  template: ExcelTemplate,
  choice: SheetChoice,
): ExcelRead {
  const opened = openSheet(upload, template, choice);
  const headerCells = opened.rows[opened.headerRow - 1] ?? [];
  const colIndexMaps = proposeMapping(headerCells, template.columns);
  const colOf = (field: string) => {
    const entry = Object.entries(colIndexMaps).find(([, mapped]) => mapped === field);
    return entry ? Number(entry[0]) : null;
  };
  const width = Math.max(
    headerCells.length,
    ...opened.dataRows.slice(0, PREVIEW_ROWS).map(([, cells]) => cells.length),
  );
  return {
    fileName: opened.fileName,
    sheets: opened.sheets.map((sheet, index) => ({
      index,
      name: sheet.name,
      rowCount: rowsBelow(
        sheet.rows,
        index === opened.sheetIndex ? opened.headerRow : template.headerRow,
      ),
    })),
    sheet: opened.sheetIndex,
    headerRow: opened.headerRow,
    headers: headerCells
      .map((cell, col) => ({ col, name: cellText(cell) }))
      .filter((header) => header.name !== ''),
    columns: template.columns,
    colIndexMaps,
    fields: template.columns.map((column) => ({
      name: column.title,
      key: column.field,
      col: colOf(column.field),
    })),
    missing: template.columns
      .filter((column) => column.required && colOf(column.field) === null)
      .map((column) => column.title),
    datas: opened.dataRows
      .slice(0, PREVIEW_ROWS)
      .map(([, cells]) => Array.from({ length: width }, (_, col) => cellText(cells[col] ?? null))),
    rowCount: opened.dataRows.length,
  };
}

// ── Checking rows ─────────────────────────────────────────────────────────────

interface DictLookup {
  name: string;
  /** Label or value (trimmed) → value. */
  values: Map<string, string>;
}

/** The enabled entries of the dictionaries the columns read, by label and by value. */
export async function dictionariesOf(db: Db, columns: readonly ExcelColumn[]) {
  const codes = [...new Set(columns.map((column) => column.dictCode).filter(Boolean))] as string[];
  const lookups = new Map<string, DictLookup>();
  const labels = new Map<string, string[]>();
  if (codes.length === 0) return { lookups, labels };
  const rows = await db
    .select({
      code: dictTypes.code,
      name: dictTypes.name,
      label: dictItems.label,
      value: dictItems.value,
    })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(inArray(dictTypes.code, codes), eq(dictItems.enabled, true)))
    .orderBy(asc(dictItems.sort), asc(dictItems.value));
  for (const row of rows) {
    const lookup = lookups.get(row.code) ?? { name: row.name, values: new Map() };
    lookup.values.set(row.value, row.value);
    if (!lookup.values.has(row.label)) lookup.values.set(row.label, row.value);
    lookups.set(row.code, lookup);
    labels.set(row.code, [...(labels.get(row.code) ?? []), row.label]);
  }
  return { lookups, labels };
}

type Convert = { value: ImportValue } | { issue: MessageKey; params?: MessageParams };

function convert(
  cell: CellValue,
  column: ExcelColumn,
  importer: Importer,
  dictionaries: Map<string, DictLookup>,
): Convert {
  if (cell !== null && typeof cell === 'object' && !(cell instanceof Date))
    return { issue: 'excel.row.cellError', params: { value: cell.error } };
  if (isBlank(cell)) return column.required ? { issue: 'excel.row.required' } : { value: null };
  const shown = cellText(cell);
  const field = importer.fields.find((candidate) => candidate.field === column.field)!;
  switch (column.type) {
    case 'number': {
      const number = parseNumber(cell);
      return number === null
        ? { issue: 'excel.row.notNumber', params: { value: shown } }
        : { value: number };
    }
    case 'integer': {
      const number = parseNumber(cell);
      return number === null || !Number.isSafeInteger(number)
        ? { issue: 'excel.row.notInteger', params: { value: shown } }
        : { value: number };
    }
    case 'date': {
      const date = parseDate(cell);
      return date === null
        ? { issue: 'excel.row.notDate', params: { value: shown } }
        : { value: date };
    }
    case 'boolean': {
      const flag = parseBoolean(cell);
      return flag === null ? { issue: 'excel.row.notBoolean' } : { value: flag };
    }
    case 'dict': {
      const lookup = dictionaries.get(column.dictCode ?? '');
      const value = lookup?.values.get(shown);
      return value === undefined
        ? {
            issue: 'excel.row.notInDict',
            params: { value: shown, dict: lookup?.name ?? column.dictCode ?? '' },
          }
        : { value };
    }
    default: {
      if (/[<>]/.test(shown)) return { issue: 'excel.row.markup' };
      const max = Math.min(column.maxLength ?? Infinity, field.maxLength ?? Infinity);
      if (shown.length > max) return { issue: 'excel.row.tooLong', params: { max } };
      const problem = field.check?.(shown);
      return problem ? { issue: problem, params: { value: shown } } : { value: shown };
    }
  }
}

/** The mapping to apply: the one given (fields of the template, each once), else the proposed one. */
function mappingOf(
  opened: OpenedSheet,
  template: ExcelTemplate,
  given: ColIndexMaps | undefined,
): Map<number, ExcelColumn> {
  const mapping =
    given ?? proposeMapping(opened.rows[opened.headerRow - 1] ?? [], template.columns);
  const byCol = new Map<number, ExcelColumn>();
  const seen = new Set<string>();
  for (const [col, field] of Object.entries(mapping)) {
    const column = template.columns.find((candidate) => candidate.field === field);
    if (!column) throw new Failure(ErrorCode.validation, 'excel.mappingUnknown', { field }, 400);
    if (seen.has(field))
      throw new Failure(ErrorCode.validation, 'excel.mappingDuplicate', { field }, 400);
    seen.add(field);
    byCol.set(Number(col), column);
  }
  const missing = template.columns.filter((column) => column.required && !seen.has(column.field));
  if (missing.length > 0)
    throw businessFailure('excel.columnMissing', {
      titles: missing.map((column) => column.title).join('、'),
    });
  return byCol;
}

export interface CheckedSheet {
  total: number;
  rows: {
    rowNumber: number;
    values: Record<string, ImportValue>;
    exists: boolean;
    issues: RowIssue[];
  }[];
  issues: RowIssue[];
  write: () => Promise<number>;
}

/**
 * Every row of the sheet through the mapping: each cell converted and checked (required, type,
 * dictionary, length, the field's own rule), unique columns and the target's key not repeated
 * within the sheet, then the importer's checks against the database (existing keys, references).
 */
export async function checkSheet(
  db: Db,
  upload: { fileName: string; sheets: SheetData[] },
  template: ExcelTemplate,
  choice: SheetChoice & { colIndexMaps?: ColIndexMaps },
  context: ImportContext,
): Promise<CheckedSheet> {
  const importer = importerFor(template);
  const opened = openSheet(upload, template, choice);
  if (opened.dataRows.length === 0) throw businessFailure('excel.nothingToImport');
  const byCol = mappingOf(opened, template, choice.colIndexMaps);
  const { lookups } = await dictionariesOf(db, template.columns);

  const issues: RowIssue[] = [];
  const rows = opened.dataRows.map(([rowNumber, cells]) => {
    const values: Record<string, ImportValue> = {};
    const rowIssues: RowIssue[] = [];
    for (const [col, column] of byCol) {
      const converted = convert(cells[col] ?? null, column, importer, lookups);
      if ('issue' in converted) {
        values[column.field] = null;
        rowIssues.push({
          rowNumber,
          field: column.field,
          key: converted.issue,
          params: converted.params,
        });
      } else values[column.field] = converted.value;
    }
    return { rowNumber, values, exists: false, issues: rowIssues };
  });

  // Within the sheet: each unique column on its own, and the target's key as a whole.
  const keys: string[][] = [
    ...template.columns.filter((column) => column.unique).map((column) => [column.field]),
    importer.uniqueKey,
  ];
  for (const key of keys) {
    const mapped = key.filter((field) =>
      [...byCol.values()].some((column) => column.field === field),
    );
    if (mapped.length === 0) continue;
    const firstRow = new Map<string, number>();
    for (const row of rows) {
      const parts = key.map((field) => row.values[field] ?? null);
      if (parts.every((part) => part === null)) continue;
      const text = JSON.stringify(parts);
      const first = firstRow.get(text);
      if (first === undefined) firstRow.set(text, row.rowNumber);
      else if (!row.issues.some((issue) => issue.field === mapped.at(-1)))
        row.issues.push({
          rowNumber: row.rowNumber,
          field: mapped.at(-1)!,
          key: 'excel.row.duplicateInSheet',
          params: { row: first },
        });
    }
  }

  // Rows that passed go to the importer; the others already say what is wrong with them.
  const clean = rows.filter((row) => row.issues.length === 0);
  const plan = await importer.plan(
    db,
    clean.map((row): ImportRow => ({ rowNumber: row.rowNumber, values: row.values })),
    context,
  );
  const byNumber = new Map(rows.map((row) => [row.rowNumber, row]));
  for (const issue of plan.issues) byNumber.get(issue.rowNumber)?.issues.push(issue);
  for (const rowNumber of plan.existing) byNumber.get(rowNumber)!.exists = true;
  for (const row of rows) issues.push(...row.issues);
  return { total: rows.length, rows, issues, write: () => plan.write() };
}

export function rowError(
  issue: RowIssue,
  template: ExcelTemplate,
  importer: Importer,
  locale: Locale,
): ExcelRowError {
  const title =
    template.columns.find((column) => column.field === issue.field)?.title ??
    importer.fields.find((field) => field.field === issue.field)?.title ??
    issue.field;
  return {
    rowNumber: issue.rowNumber,
    field: issue.field,
    title,
    message: translate(locale, issue.key, issue.params),
  };
}

export function confirmAnswer(
  checked: CheckedSheet,
  template: ExcelTemplate,
  locale: Locale,
): ExcelConfirm {
  const importer = importerFor(template);
  const invalid = checked.rows.filter((row) => row.issues.length > 0).length;
  return {
    total: checked.total,
    valid: checked.total - invalid,
    invalid,
    rows: checked.rows.map((row) => ({
      rowNumber: row.rowNumber,
      values: row.values,
      exists: row.exists,
      errors: row.issues.map((issue) => rowError(issue, template, importer, locale)),
    })),
  };
}
