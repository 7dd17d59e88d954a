/** One column of an exported or copied view: its key, its header text and how to read a cell. */
export interface ViewColumn<Row> {
  key: string;
  title: string;
  /** The cell value; defaults to `row[key]`. */
  value?: (row: Row) => unknown;
  /** Pixels as the grid shows it; sizes the column of an .xlsx export. */
  width?: number;
}

/** What the user sees: the visible columns in order and the rows after sorting and filtering. */
export interface GridView<Row> {
  columns: readonly ViewColumn<Row>[];
  rows: readonly Row[];
}

export type TextDelimiter = ',' | '\t';

export interface DelimitedTextOptions {
  /** `,` for a CSV file (RFC 4180), `\t` for the clipboard; defaults to `,`. */
  delimiter?: TextDelimiter;
  /** Whether the first line holds the column titles; defaults to true. */
  header?: boolean;
}

/** The value of a row in a view column, before it is turned into text. */
export function readViewValue<Row>(row: Row, column: ViewColumn<Row>): unknown {
  if (column.value) return column.value(row);
  return (row as Record<string, unknown>)[column.key];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Whether a date carries a time of day (local), so its text should show it. */
export function hasTimeOfDay(date: Date): boolean {
  return (
    date.getHours() !== 0 ||
    date.getMinutes() !== 0 ||
    date.getSeconds() !== 0 ||
    date.getMilliseconds() !== 0
  );
}

/** A date as local `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` when it has a time of day. */
export function formatViewDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!hasTimeOfDay(date)) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A cell value as plain text: empty for null/undefined, dates by `formatViewDate`, numbers as JS prints them. */
export function formatViewValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Date) return formatViewDate(value);
  // Same fallback as sorting so a cell exports the way it sorts.
  return JSON.stringify(value) ?? '';
}

const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe (CSV/formula injection). */
export function neutraliseFormulaText(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

const CSV_NEEDS_QUOTES = /[",\r\n]/;
const TSV_BREAKS = /[\t\r\n]+/g;

function encodeCsvField(value: unknown): string {
  let text = formatViewValue(value);
  // Only text can be a formula; a negative number must stay a number.
  if (typeof value === 'string') text = neutraliseFormulaText(text);
  return CSV_NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function encodeTsvField(value: unknown): string {
  // Spreadsheets split a pasted cell at tabs and newlines, so they become spaces.
  return formatViewValue(value).replace(TSV_BREAKS, ' ');
}

/**
 * The view as delimited text: CSV per RFC 4180 (CRLF lines, quoted fields, formula-looking
 * text neutralised) or tab-separated text for the clipboard.
 */
export function toDelimitedText<Row>(
  view: GridView<Row>,
  options: DelimitedTextOptions = {},
): string {
  const delimiter = options.delimiter ?? ',';
  const encode = delimiter === ',' ? encodeCsvField : encodeTsvField;
  const lines: string[] = [];
  if (options.header ?? true) {
    lines.push(view.columns.map((column) => encode(column.title)).join(delimiter));
  }
  for (const row of view.rows) {
    lines.push(view.columns.map((column) => encode(readViewValue(row, column))).join(delimiter));
  }
  return lines.join('\r\n');
}
