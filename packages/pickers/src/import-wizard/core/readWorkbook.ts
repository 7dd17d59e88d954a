import type * as ExcelJs from 'exceljs';
import type { ImportSheet } from './importTypes';

type ExcelJsModule = typeof ExcelJs;

/** Thrown for a file that is neither .xlsx nor text (e.g. an old binary .xls). */
export class UnsupportedWorkbookError extends Error {
  constructor() {
    super('Unsupported workbook format: save the file as .xlsx or .csv');
    this.name = 'UnsupportedWorkbookError';
  }
}

export interface ReadWorkbookOptions {
  /** Called with 0–1 as the rows are converted to text. */
  onProgress?: (fraction: number) => void;
}

// exceljs is CommonJS: bundlers and Node expose its exports on `default`, sometimes also by name.
async function loadExcelJs(): Promise<ExcelJsModule> {
  const loaded = await import('exceljs');
  return (loaded as ExcelJsModule & { default?: ExcelJsModule }).default ?? loaded;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A date cell as `YYYY-MM-DD`, with ` HH:mm:ss` when it has a time; exceljs gives UTC wall time. */
export function formatCellDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  // Excel's day 0: a cell holding only a time of day.
  if (date.getUTCFullYear() === 1899 && date.getUTCMonth() === 11 && date.getUTCDate() === 30) {
    return time;
  }
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return time === '00:00:00' ? day : `${day} ${time}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A number as Excel shows it under the cell's format: zero-padded codes (`00000`), fixed
 * decimals with or without thousands separators, percentages; otherwise Excel's General
 * format (at most 15 significant digits), so 13800138000 stays those digits.
 */
export function formatCellNumber(value: number, numFmt?: string): string {
  if (!Number.isFinite(value)) return '';
  const format = (numFmt ?? '').split(';')[0]?.replace(/\\|"|_.|\*./g, '') ?? '';
  const padded = /^0+$/.exec(format);
  if (padded && Number.isInteger(value)) {
    const digits = String(Math.abs(value)).padStart(padded[0].length, '0');
    return value < 0 ? `-${digits}` : digits;
  }
  const fixed = /^(#,##)?0(?:\.(0+))?(%?)$/.exec(format.replace(/[¥￥$]/g, ''));
  if (fixed) {
    const [, grouping, decimals = '', percent] = fixed;
    const scaled = percent ? value * 100 : value;
    const text = Math.abs(scaled).toFixed(decimals.length);
    const [whole = '', fraction] = text.split('.');
    const shown = `${grouping ? groupThousands(whole) : whole}${fraction ? `.${fraction}` : ''}`;
    return `${scaled < 0 ? '-' : ''}${shown}${percent}`;
  }
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return value.toFixed(0);
  return String(Number.parseFloat(value.toPrecision(15)));
}

function richText(value: { richText: { text: string }[] }): string {
  return value.richText.map((run) => run.text).join('');
}

/** A value exceljs read, as text; `numFmt` formats numbers the way Excel shows them. */
export function cellValueText(value: ExcelJs.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatCellNumber(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return formatCellDate(value);
  if ('richText' in value) return richText(value);
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value as ExcelJs.CellFormulaValue;
    if (result === undefined || result === null) return '';
    return cellValueText(result, numFmt);
  }
  if ('text' in value) {
    const { text } = value;
    return typeof text === 'string' ? text : cellValueText(text, numFmt);
  }
  return '';
}

function worksheetRows(sheet: ExcelJs.Worksheet, onRow: () => void): string[][] {
  const rows: string[][] = [];
  const rowCount = sheet.actualRowCount === 0 ? 0 : sheet.rowCount;
  for (let index = 1; index <= rowCount; index += 1) {
    const row = sheet.getRow(index);
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      // A merged range keeps its value in the top-left cell only, as Excel shows it.
      if (cell.isMerged && cell.master !== cell) return;
      cells[column - 1] = cellValueText(cell.value, cell.numFmt).trim();
    });
    rows.push(Array.from(cells, (text) => text ?? ''));
    onRow();
  }
  // Trailing rows that held only formatting are not data.
  while (rows.length > 0 && rows[rows.length - 1]?.every((text) => text === '')) rows.pop();
  return rows;
}

/** RFC 4180 CSV (quoted fields, "" escapes, CRLF or LF); `,`, `;` or tab, whichever the first line uses. */
export function parseDelimitedText(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = [',', '\t', ';'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.map((cells) => cells.map((cell) => cell.trim()));
}

/** CSV bytes as text: UTF-8 when valid, otherwise GB18030 (what Chinese Excel and banks save). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * Reads an .xlsx workbook or a .csv file into sheets of text. Every cell comes back as the
 * text the user sees: codes keep their leading zeros, a phone number stored as a number stays
 * its digits, dates become `YYYY-MM-DD`. exceljs loads on the first call.
 */
export async function readWorkbook(
  buffer: ArrayBuffer,
  options: ReadWorkbookOptions = {},
): Promise<ImportSheet[]> {
  const bytes = new Uint8Array(buffer);
  const { onProgress } = options;
  if (startsWith(bytes, OLE_SIGNATURE)) throw new UnsupportedWorkbookError();
  if (!startsWith(bytes, ZIP_SIGNATURE)) {
    const rows = parseDelimitedText(decodeText(bytes));
    onProgress?.(1);
    return [{ name: 'Sheet1', rows }];
  }
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  await workbook.xlsx.load(buffer);
  const total = workbook.worksheets.reduce((sum, sheet) => sum + sheet.rowCount, 0) || 1;
  const step = Math.max(1, Math.floor(total / 100));
  let done = 0;
  const onRow = () => {
    done += 1;
    if (done % step === 0) onProgress?.(done / total);
  };
  const sheets = workbook.worksheets
    .filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden')
    .map((sheet) => ({ name: sheet.name, rows: worksheetRows(sheet, onRow) }));
  onProgress?.(1);
  return sheets;
}
