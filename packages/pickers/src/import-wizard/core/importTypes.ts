/** The value type a column must hold; text accepts anything. */
export type ImportFieldType = 'text' | 'number' | 'integer' | 'date';

/**
 * A field the import fills: matched to a sheet column by its label, key or aliases. Finance's
 * bank-statement import passes its own list (交易日期 with aliases 交易时间 / 记账日期, …).
 */
export interface ImportField {
  key: string;
  /** The name the template uses and the wizard shows. */
  label: string;
  /** Other headers meaning the same field (bank layouts differ). */
  aliases?: readonly string[];
  required?: boolean;
  /** No two rows of the sheet may share a non-empty value. */
  unique?: boolean;
  type?: ImportFieldType;
  /** The whole text must match (a RegExp, or its source). */
  pattern?: RegExp | string;
  /** Shown instead of the generic "wrong format" message when `pattern` fails. */
  patternMessage?: string;
}

/** One worksheet as text, row by row, every cell as the user sees it. */
export interface ImportSheet {
  name: string;
  rows: string[][];
}

/** For each sheet column (by index), the field key it fills, or null when it is ignored. */
export type ColumnMapping = readonly (string | null)[];

export type RowIssueRule = 'required' | 'unique' | 'exists' | 'type' | 'pattern' | 'custom';

/** Why a row cannot be imported as it is. */
export interface RowIssue {
  /** The field at fault; undefined for a rule on the whole row. */
  field?: string;
  rule: RowIssueRule;
  /** For `type`: what the field expects. */
  expected?: ImportFieldType;
  /** A message supplied by the field or a custom rule; the wizard translates the others. */
  message?: string;
}

/** A data row of the sheet after mapping: its values by field key and what is wrong with it. */
export interface ImportRow {
  /** Stable id within one read (the row's index in the sheet, 0-based). */
  id: number;
  /** The row number Excel shows (1-based), for messages and the rejected-rows file. */
  rowNumber: number;
  /** Every cell of the sheet row, mapped or not (the rejected-rows file repeats them). */
  cells: readonly string[];
  values: Record<string, string>;
  issues: RowIssue[];
}
