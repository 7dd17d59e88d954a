import { isNumeric } from '@ccms/api-client';

/**
 * What a cell holds once read: formulas are replaced by their cached result, rich text and links
 * by their text, so the rest of the import never sees a workbook structure.
 */
export type CellValue = string | number | boolean | Date | { error: string } | null;

/** The plain value of an exceljs cell value (formula → cached result, rich text → text). */
export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('result' in record || 'formula' in record || 'sharedFormula' in record)
      return plainCell(record.result);
    if (Array.isArray(record.richText))
      return (record.richText as { text?: string }[]).map((run) => run.text ?? '').join('');
    if ('text' in record) return plainCell(record.text);
    if (typeof record.error === 'string') return { error: record.error };
  }
  return null;
}

export const isBlank = (value: CellValue) =>
  value === null || (typeof value === 'string' && value.trim() === '');

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A cell as text for previews and string columns (dates as YYYY-MM-DD, whole numbers without .0). */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) return isoDate(value);
  return value.error;
}

/** Workbook dates carry no zone: exceljs reads them as UTC midnight, so UTC parts are the date. */
function isoDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function validDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDate(date);
}

/** Excel's day 0 is 1899-12-30 (it counts the 1900 leap day that never was). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;

/**
 * A date as "YYYY-MM-DD", or null when the value is not one: Excel dates and serials, and the
 * forms people type (2024-05-01, 2024/5/1, 2024.05.01, 2024年5月1日, 20240501).
 */
export function parseDate(value: CellValue): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDate(value);
  if (typeof value === 'number') {
    // Serials from 1 (1900-01-01) to 2958465 (9999-12-31); a time part is dropped.
    if (value < 1 || value > 2_958_465) return null;
    return isoDate(new Date(EXCEL_EPOCH + Math.floor(value) * DAY));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().normalize('NFKC');
  const typed =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text) ??
    /^(\d{4})年(\d{1,2})月(\d{1,2})日$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (typed) return validDate(Number(typed[1]), Number(typed[2]), Number(typed[3]));
  if (/^\d+(\.\d+)?$/.test(text)) return parseDate(Number(text));
  return null;
}

/** A number from a number cell or typed text ("1,234.50", "１２"); null when it is not one. */
export function parseNumber(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().normalize('NFKC');
  if (!isNumeric(text)) return null;
  return Number(text.replace(/,/g, ''));
}

const TRUE_WORDS = new Set(['是', 'true', 'y', 'yes', '1', '启用', '有效']);
const FALSE_WORDS = new Set(['否', 'false', 'n', 'no', '0', '停用', '禁用', '无效']);

export function parseBoolean(value: CellValue): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  return null;
}

/**
 * A header as matching compares it: full-width folded (NFKC), spaces, required marks and a
 * trailing "(必填)" removed, lower case; so "＊ 手机号码（必填）" matches "手机号码".
 */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\((必填|选填)\)/g, '')
    .replace(/[\s*:]/g, '')
    .toLowerCase();
}

/** "A", "B" … "AA" for a column index from 0. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
