import type {
  ColumnMapping,
  ImportField,
  ImportFieldType,
  ImportRow,
  RowIssue,
} from './importTypes';

/**
 * A rule over a whole row, given the row before it (e.g. a bank statement's balance
 * continuity: previous balance + in − out = balance). Returns what is wrong, or nothing.
 */
export type ImportRowRule = (
  row: ImportRow,
  previous: ImportRow | undefined,
) => RowIssue | readonly RowIssue[] | undefined;

export interface CheckRowsOptions {
  /** Fields that together identify a row: no two rows may share them, nor an existing key. */
  keyFields?: readonly string[];
  /** Keys (from `rowKeyOf`) already stored; a row with one of them is rejected. */
  existingKeys?: Iterable<string>;
  rules?: readonly ImportRowRule[];
}

export interface ValidateRowsOptions extends CheckRowsOptions {
  /** The Excel row number of `rows[0]`; defaults to 1. */
  firstRowNumber?: number;
}

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const MONEY_NOISE = /[,，¥￥\s]/g;

/** A number cell as a number: thousands separators and ¥ allowed; undefined when not a number. */
export function parseImportNumber(text: string): number | undefined {
  const bare = text.normalize('NFKC').replace(MONEY_NOISE, '');
  return NUMBER_TEXT.test(bare) ? Number(bare) : undefined;
}

const DATE_TEXT =
  /^(\d{4})(?:[-/.年](\d{1,2})[-/.月](\d{1,2})日?|(\d{2})(\d{2}))(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date cell as `YYYY-MM-DD` (plus ` HH:mm:ss` when it has a time): accepts `YYYY-MM-DD`,
 * `YYYY/MM/DD`, `YYYY.MM.DD`, `YYYY年M月D日` and `yyyyMMdd`; undefined when not a real date.
 */
export function parseImportDate(text: string): string | undefined {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, year, month1, day1, month2, day2, hours, minutes, seconds] = match;
  const y = Number(year);
  const m = Number(month1 ?? month2);
  const d = Number(day1 ?? day2);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return undefined;
  }
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${year}-${pad(m)}-${pad(d)}`;
  if (hours === undefined) return day;
  const [h, min, s] = [Number(hours), Number(minutes), Number(seconds ?? 0)];
  if (h > 23 || min > 59 || s > 59) return undefined;
  return `${day} ${pad(h)}:${pad(min)}:${pad(s)}`;
}

/** Whether a non-empty text is a value of the type. */
export function isOfType(text: string, type: ImportFieldType): boolean {
  switch (type) {
    case 'text':
      return true;
    case 'number':
      return parseImportNumber(text) !== undefined;
    case 'integer': {
      const value = parseImportNumber(text);
      return value !== undefined && Number.isInteger(value);
    }
    case 'date':
      return parseImportDate(text) !== undefined;
  }
}

function toPattern(pattern: RegExp | string): RegExp {
  const source = typeof pattern === 'string' ? pattern : pattern.source;
  const flags = typeof pattern === 'string' ? '' : pattern.flags.replace(/[gy]/g, '');
  // Anchored, so a pattern must match the whole cell and not only a part of it.
  return new RegExp(`^(?:${source})$`, flags);
}

/** The key of a row over the key fields, as `existingKeys` holds it. */
export function rowKeyOf(values: Readonly<Record<string, string>>, keyFields: readonly string[]) {
  return keyFields.map((field) => values[field] ?? '').join('\u241f');
}

/**
 * The sheet's data rows as import rows: each mapped column's text under its field key.
 * Blank rows are skipped; `id` is the row's index in `rows`.
 */
export function toImportRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  firstRowNumber = 1,
): ImportRow[] {
  const result: ImportRow[] = [];
  rows.forEach((cells, id) => {
    if (cells.every((cell) => cell === '')) return;
    const values: Record<string, string> = {};
    mapping.forEach((field, column) => {
      if (field !== null && !(field in values)) values[field] = cells[column] ?? '';
    });
    result.push({ id, rowNumber: firstRowNumber + id, cells, values, issues: [] });
  });
  return result;
}

/**
 * Checks import rows against the fields (required, type, pattern, unique within the rows),
 * the key (unique and not already stored) and any row rules. Returns new rows with `issues`.
 */
export function checkRows(
  rows: readonly ImportRow[],
  fields: readonly ImportField[],
  options: CheckRowsOptions = {},
): ImportRow[] {
  const patterns = new Map(
    fields.flatMap((field) =>
      field.pattern === undefined ? [] : [[field.key, toPattern(field.pattern)] as const],
    ),
  );
  const counts = new Map<string, Map<string, number>>();
  const uniqueFields = fields.filter((field) => field.unique);
  for (const field of uniqueFields) {
    const seen = new Map<string, number>();
    for (const row of rows) {
      const value = row.values[field.key] ?? '';
      if (value !== '') seen.set(value, (seen.get(value) ?? 0) + 1);
    }
    counts.set(field.key, seen);
  }
  const keyFields = options.keyFields ?? [];
  const keyCounts = new Map<string, number>();
  const hasKey = (row: ImportRow) => keyFields.some((field) => (row.values[field] ?? '') !== '');
  if (keyFields.length > 0) {
    for (const row of rows) {
      if (!hasKey(row)) continue;
      const key = rowKeyOf(row.values, keyFields);
      keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
    }
  }
  const existing = new Set(options.existingKeys ?? []);
  // A one-field key on a unique field is already reported by that field; say it once.
  const keyRepeatsField =
    keyFields.length === 1 && fields.some((field) => field.key === keyFields[0] && field.unique);

  const checked: ImportRow[] = [];
  rows.forEach((row) => {
    const issues: RowIssue[] = [];
    for (const field of fields) {
      if (!(field.key in row.values)) continue;
      const value = row.values[field.key] ?? '';
      if (value === '') {
        if (field.required) issues.push({ field: field.key, rule: 'required' });
        continue;
      }
      const type = field.type ?? 'text';
      if (!isOfType(value, type)) {
        issues.push({ field: field.key, rule: 'type', expected: type });
        continue;
      }
      const pattern = patterns.get(field.key);
      if (pattern && !pattern.test(value)) {
        issues.push({
          field: field.key,
          rule: 'pattern',
          ...(field.patternMessage ? { message: field.patternMessage } : {}),
        });
      }
      if ((counts.get(field.key)?.get(value) ?? 0) > 1) {
        issues.push({ field: field.key, rule: 'unique' });
      }
    }
    if (keyFields.length > 0 && hasKey(row)) {
      const key = rowKeyOf(row.values, keyFields);
      if (!keyRepeatsField && (keyCounts.get(key) ?? 0) > 1) issues.push({ rule: 'unique' });
      if (existing.has(key)) issues.push({ rule: 'exists' });
    }
    const next: ImportRow = { ...row, issues };
    for (const rule of options.rules ?? []) {
      const found = rule(next, checked[checked.length - 1]);
      if (found) issues.push(...('rule' in found ? [found] : found));
    }
    checked.push(next);
  });
  return checked;
}

/**
 * Validates a sheet's data rows (those below the header) under a column mapping: every
 * non-blank row with its values by field and its issues (required, type, pattern, unique,
 * existing key, row rules).
 */
export function validateRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  fields: readonly ImportField[],
  options: ValidateRowsOptions = {},
): ImportRow[] {
  const { firstRowNumber = 1, ...checkOptions } = options;
  return checkRows(toImportRows(rows, mapping, firstRowNumber), fields, checkOptions);
}
