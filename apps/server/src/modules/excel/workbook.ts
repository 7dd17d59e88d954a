import type { ExcelColumn } from '@ccms/api-client';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs';
import { businessFailure } from '../../http/failure';
import { columnLetter, plainCell, type CellValue } from './cells';

/** A sheet as the import reads it: rows[0] is Excel's row 1, cells from column A. */
export interface SheetData {
  name: string;
  rows: CellValue[][];
}

/** Data rows one import may carry; a larger sheet is refused with a message saying so. */
export const MAX_IMPORT_ROWS = 20_000;
/** Rows above the data a sheet may hold (titles, notes, the header row). */
export const MAX_LEADING_ROWS = 100;

export const IMPORT_SUFFIXES = new Set(['xlsx', 'xls', 'csv']);

const isZip = (content: Buffer) =>
  content.length > 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03;
const isLegacyExcel = (content: Buffer) =>
  content.length > 8 &&
  content.readUInt32BE(0) === 0xd0cf11e0 &&
  content.readUInt32BE(4) === 0xa1b11ae1;

/**
 * The visible sheets of an uploaded .xlsx or .csv. The content decides how it is read, not the
 * suffix: an .xls that is really .xlsx is read, a real Excel 97-2003 file is refused with advice.
 */
export async function readWorkbook(
  content: Buffer,
  suffix: string,
  maxRows = MAX_IMPORT_ROWS,
): Promise<SheetData[]> {
  if (!IMPORT_SUFFIXES.has(suffix))
    throw businessFailure(suffix ? 'excel.suffix' : 'excel.suffixMissing', { suffix });
  if (isZip(content)) return readXlsx(content, maxRows);
  if (isLegacyExcel(content)) throw businessFailure('excel.legacyXls');
  if (suffix === 'csv') return [{ name: 'Sheet1', rows: parseCsv(decodeText(content), maxRows) }];
  throw businessFailure('excel.unreadable');
}

async function readXlsx(content: Buffer, maxRows: number): Promise<SheetData[]> {
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw businessFailure('excel.unreadable');
  }
  const sheets: SheetData[] = [];
  for (const worksheet of workbook.worksheets) {
    if (worksheet.state === 'hidden' || worksheet.state === 'veryHidden') continue;
    if (worksheet.actualRowCount > maxRows + MAX_LEADING_ROWS)
      throw businessFailure('excel.tooManyRows', { max: maxRows });
    const rows: CellValue[][] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const values = row.values as unknown[];
      const cells: CellValue[] = [];
      for (let col = 1; col < values.length; col++) cells.push(plainCell(values[col]));
      rows[rowNumber - 1] = cells;
    });
    for (let index = 0; index < rows.length; index++) rows[index] ??= [];
    sheets.push({ name: worksheet.name, rows });
  }
  if (sheets.length === 0) throw businessFailure('excel.noSheet');
  return sheets;
}

/** CSV as saved by Excel in China is often GBK: UTF-8 when it decodes cleanly, else GB18030. */
export function decodeText(content: Buffer): string {
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf)
    return content.subarray(3).toString('utf8');
  if (content[0] === 0xff && content[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(content.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('gb18030').decode(content);
  }
}

/** RFC 4180 CSV (quotes, doubled quotes, line breaks inside quotes); tab-separated when the first line is. */
export function parseCsv(text: string, maxRows = MAX_IMPORT_ROWS): CellValue[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const rows: CellValue[][] = [];
  let row: CellValue[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell === '' ? null : cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell === '' ? null : cell);
      rows.push(row);
      if (rows.length > maxRows + MAX_LEADING_ROWS)
        throw businessFailure('excel.tooManyRows', { max: maxRows });
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell === '' ? null : cell);
    rows.push(row);
  }
  return rows;
}

// ── Writing ───────────────────────────────────────────────────────────────────

export interface WorkbookTemplate {
  name: string;
  sheetName: string | null;
  headerRow: number;
  columns: ExcelColumn[];
}

/** Excel forbids []:*?/\ in sheet names and allows 31 characters. */
const sheetNameOf = (template: WorkbookTemplate) =>
  (template.sheetName || template.name).replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

const LIST_SHEET = '字典';
/** Rows below the header that carry the drop-downs of an empty template. */
const VALIDATED_ROWS = 2000;

/**
 * A sheet laid out as the template says: a title row above when the header row is below row 1,
 * the header row (required columns marked * in red), widths, date and text formats, and
 * drop-downs for dictionary and 是/否 columns (dictionary entries on a hidden sheet).
 */
function layoutSheet(
  workbook: ExcelJS.Workbook,
  template: WorkbookTemplate,
  dictLabels: ReadonlyMap<string, readonly string[]>,
  dataRows: number,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetNameOf(template), {
    views: [{ state: 'frozen', ySplit: template.headerRow }],
  });
  const { columns, headerRow } = template;
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    if (column.type === 'date') sheetColumn.numFmt = 'yyyy-mm-dd';
    else if (column.type === 'string' || column.type === 'dict') sheetColumn.numFmt = '@';
  });
  if (headerRow > 1) {
    const title = sheet.getCell(1, 1);
    title.value = template.name;
    title.font = { bold: true, size: 14 };
    title.alignment = { horizontal: 'center', vertical: 'middle' };
    if (columns.length > 1) sheet.mergeCells(1, 1, 1, columns.length);
    sheet.getRow(1).height = 26;
  }
  const header = sheet.getRow(headerRow);
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.required ? `*${column.title}` : column.title;
    cell.font = { bold: true, color: { argb: column.required ? 'FFC00000' : 'FF000000' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FFBFBFBF' } } };
  });

  const lastRow = headerRow + Math.max(VALIDATED_ROWS, dataRows);
  let listSheet: ExcelJS.Worksheet | undefined;
  // exceljs keeps data validations per sheet but its typings leave them out.
  const validations = (
    sheet as unknown as {
      dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
    }
  ).dataValidations;
  columns.forEach((column, index) => {
    const letter = columnLetter(index);
    const range = `${letter}${headerRow + 1}:${letter}${lastRow}`;
    if (column.type === 'boolean') {
      validations.add(range, {
        type: 'list',
        allowBlank: !column.required,
        formulae: ['"是,否"'],
      });
    } else if (column.type === 'dict' && column.dictCode) {
      const labels = dictLabels.get(column.dictCode) ?? [];
      if (labels.length === 0) return;
      // Entries live on a hidden sheet: an inline list is limited to 255 characters.
      listSheet ??= workbook.addWorksheet(LIST_SHEET, { state: 'veryHidden' });
      const listColumn = listSheet.getColumn(index + 1);
      labels.forEach((label, row) => (listSheet!.getCell(row + 1, index + 1).value = label));
      listColumn.width = 20;
      validations.add(range, {
        type: 'list',
        allowBlank: !column.required,
        formulae: [`'${LIST_SHEET}'!$${letter}$1:$${letter}$${labels.length}`],
        showErrorMessage: true,
        errorTitle: column.title,
        error: `请从下拉列表中选择${column.title}`,
      });
    }
  });
  return sheet;
}

/** The empty workbook users download and fill in. */
export async function templateWorkbook(
  template: WorkbookTemplate,
  dictLabels: ReadonlyMap<string, readonly string[]>,
): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'ccms';
  layoutSheet(workbook, template, dictLabels, 0);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ExportValue = string | number | boolean | null;

/** Rows of a target in the template's layout, so the file can be edited and imported again. */
export async function dataWorkbook(
  template: WorkbookTemplate,
  dictLabels: ReadonlyMap<string, readonly string[]>,
  rows: readonly Record<string, ExportValue>[],
): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'ccms';
  const sheet = layoutSheet(workbook, template, dictLabels, rows.length);
  rows.forEach((row, index) => {
    const sheetRow = sheet.getRow(template.headerRow + 1 + index);
    template.columns.forEach((column, col) => {
      const value = row[column.field] ?? null;
      const date =
        column.type === 'date' && typeof value === 'string'
          ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
          : null;
      sheetRow.getCell(col + 1).value = date
        ? new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])))
        : typeof value === 'boolean'
          ? value
            ? '是'
            : '否'
          : value;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
