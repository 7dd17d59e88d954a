import { neutraliseFormulaText } from '@ccms/data-grid';
import type * as ExcelJs from 'exceljs';
import { parseImportNumber } from './validateRows';

/** A row that was not imported: its sheet row number, its cells as read and why. */
export interface RejectedRow {
  rowNumber: number;
  cells: readonly string[];
  reasons: readonly string[];
}

export interface RejectedRowsOptions {
  /** The sheet's header cells, repeated above the rows. */
  headers: readonly string[];
  /** Titles of the added columns (translated by the caller). */
  rowNumberTitle: string;
  reasonTitle: string;
  /** Without extension; `.xlsx` or `.csv` is added. */
  fileName: string;
  format?: 'xlsx' | 'csv';
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_MIME = 'text/csv;charset=utf-8';
// Excel reads a CSV without a byte-order mark in the system code page and garbles Chinese.
const UTF8_BOM = '\uFEFF';
const REASON_SEPARATOR = '；';

/** Cell text safe to open: formula-looking text is neutralised, but `-12.5` stays a number's text. */
function safeText(text: string): string {
  return parseImportNumber(text) === undefined ? neutraliseFormulaText(text) : text;
}

function tableOf(rows: readonly RejectedRow[], options: RejectedRowsOptions): string[][] {
  const width = Math.max(options.headers.length, ...rows.map((row) => row.cells.length));
  const header = [
    options.rowNumberTitle,
    ...Array.from({ length: width }, (_, index) => options.headers[index] ?? ''),
    options.reasonTitle,
  ];
  const body = rows.map((row) => [
    String(row.rowNumber),
    ...Array.from({ length: width }, (_, index) => row.cells[index] ?? ''),
    row.reasons.join(REASON_SEPARATOR),
  ]);
  return [header, ...body].map((cells) => cells.map(safeText));
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function loadExcelJs(): Promise<typeof ExcelJs> {
  const loaded = await import('exceljs');
  return (loaded as typeof ExcelJs & { default?: typeof ExcelJs }).default ?? loaded;
}

/**
 * The rejected rows as a file to download and fix: the row number, the original cells (all as
 * text, so `00123` keeps its zeros) and the reasons. .xlsx by default, or CSV.
 */
export async function rejectedRowsWorkbook(
  rows: readonly RejectedRow[],
  options: RejectedRowsOptions,
): Promise<File> {
  const table = tableOf(rows, options);
  if (options.format === 'csv') {
    const text = table.map((cells) => cells.map(csvField).join(',')).join('\r\n');
    return new File([UTF8_BOM, text], `${options.fileName}.csv`, { type: CSV_MIME });
  }
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  table.forEach((cells, index) => {
    const row = sheet.addRow(cells);
    // Text format, so Excel does not turn codes into numbers or phone numbers into dates.
    row.eachCell((cell) => {
      cell.numFmt = '@';
    });
    if (index === 0) row.font = { bold: true };
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], `${options.fileName}.xlsx`, { type: XLSX_MIME });
}
