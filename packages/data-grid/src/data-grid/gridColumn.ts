import type { ReactNode } from 'react';
import type { LayoutColumn } from '../core/columnState';
import type { FilterColumn } from '../core/filtering';

/** One choice of a dictionary column (select filter, dictionary label). */
export interface ColumnOption {
  value: unknown;
  label: string;
}

/** A column of the DataGrid: the core's column model plus how it renders, filters and edits. */
export interface DataGridColumn<Row> extends LayoutColumn<Row>, FilterColumn<Row> {
  /** Cell content; defaults to the text of `row[key]`. */
  render?: (row: Row, rowIndex: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The choices of a `select` filter. */
  filterOptions?: readonly ColumnOption[];
  /** Enter, F2 or a double click opens an editor in the cell (when the grid has `onCellEdit`). */
  editable?: boolean;
  /** The error message for an edited value, or `undefined` when it is valid. */
  validate?: (value: unknown, row: Row) => string | undefined;
  /** The value exported and copied; defaults to `row[key]`. */
  exportValue?: (row: Row) => unknown;
}

/** The raw value of a row in a column. */
export function readCell<Row>(row: Row, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

/** The plain text of a cell value: what a cell without `render` shows and the editor starts from. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}
