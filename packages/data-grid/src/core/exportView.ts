import type * as ExcelJs from 'exceljs';
import { resolveColumnWidth } from './columns';
import {
  formatViewValue,
  hasTimeOfDay,
  neutraliseFormulaText,
  readViewValue,
  toDelimitedText,
  type GridView,
} from './delimited';

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface CsvExportOptions {
  /** The download name; `.csv` is added when missing. */
  fileName: string;
}

export interface XlsxExportOptions {
  /** The download name; `.xlsx` is added when missing. */
  fileName: string;
  /** The worksheet's name; defaults to the file name without its extension. */
  sheetName?: string;
}

// Excel reads a CSV without a byte-order mark in the system code page and garbles Chinese.
const UTF8_BOM = '\uFEFF';

function withExtension(fileName: string, extension: string): string {
  return fileName.toLowerCase().endsWith(extension) ? fileName : `${fileName}${extension}`;
}

/** The view as a CSV file (UTF-8 with a byte-order mark, RFC 4180, formula text neutralised). */
export function exportViewToCsv<Row>(view: GridView<Row>, options: CsvExportOptions): File {
  return new File(
    [UTF8_BOM, toDelimitedText(view, { delimiter: ',' })],
    withExtension(options.fileName, '.csv'),
    { type: CSV_MIME_TYPE },
  );
}

const SHEET_NAME_FORBIDDEN = /[\\/?*:[\]]/g;
const SHEET_NAME_MAX_LENGTH = 31;

/** A name Excel accepts for a worksheet: no `\ / ? * : [ ]`, at most 31 characters, not empty. */
export function toSheetName(name: string): string {
  const cleaned = name.replace(SHEET_NAME_FORBIDDEN, ' ').trim().slice(0, SHEET_NAME_MAX_LENGTH);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

// A character of the default Calibri 11 is about 7 px wide.
const PIXELS_PER_CHARACTER = 7;

/** The width of an .xlsx column, in characters, from the grid column's pixels. */
export function toXlsxColumnWidth(pixels: number): number {
  return Math.max(1, Math.round(pixels / PIXELS_PER_CHARACTER));
}

const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** A cell as .xlsx wants it: a number, boolean, date or text, with the number format a date needs. */
export interface XlsxCell {
  value: string | number | boolean | Date | null;
  numFmt?: string;
}

/** How one value is written to an .xlsx cell; text is never coerced, so `00123` stays text. */
export function toXlsxCell(value: unknown): XlsxCell {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'number') return { value: Number.isFinite(value) ? value : null };
  if (typeof value === 'boolean') return { value };
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value))
      ? { value: Number(value) }
      : { value: String(value) };
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { value: null };
    // exceljs writes the UTC instant; shifting by the offset makes Excel show the local wall time.
    const wallTime = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
    return { value: wallTime, numFmt: hasTimeOfDay(value) ? DATE_TIME_FORMAT : DATE_FORMAT };
  }
  return { value: neutraliseFormulaText(formatViewValue(value)) };
}

type ExcelJsModule = typeof ExcelJs;

// exceljs is CommonJS: bundlers and Node expose its exports on `default`, sometimes also by name.
async function loadExcelJs(): Promise<ExcelJsModule> {
  const loaded = await import('exceljs');
  return (loaded as ExcelJsModule & { default?: ExcelJsModule }).default ?? loaded;
}

/**
 * The view as an .xlsx workbook: a bold, frozen header row, column widths from the grid, numbers
 * as numbers, dates as dates, text as text. exceljs (~250 kB gzipped) loads on the first call.
 */
export async function exportViewToXlsx<Row>(
  view: GridView<Row>,
  options: XlsxExportOptions,
): Promise<File> {
  const { Workbook } = await loadExcelJs();
  const fileName = withExtension(options.fileName, '.xlsx');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(
    toSheetName(options.sheetName ?? fileName.replace(/\.xlsx$/i, '')),
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  sheet.columns = view.columns.map((column) => ({
    width: toXlsxColumnWidth(resolveColumnWidth(column)),
  }));

  const header = sheet.addRow(view.columns.map((column) => neutraliseFormulaText(column.title)));
  header.font = { bold: true };

  for (const row of view.rows) {
    const cells = view.columns.map((column) => toXlsxCell(readViewValue(row, column)));
    const added = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, index) => {
      if (cell.numFmt) added.getCell(index + 1).numFmt = cell.numFmt;
    });
  }

  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], fileName, { type: XLSX_MIME_TYPE });
}
