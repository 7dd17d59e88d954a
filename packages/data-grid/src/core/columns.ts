/** A value the grid knows how to order. */
export type SortableValue = string | number | bigint | boolean | Date | null | undefined;

/** The framework-free part of a column: what it is called, how wide, how it sorts. */
export interface ColumnModel<Row> {
  /** Unique within the grid; also the row property read when there is no `sortValue`. */
  key: string;
  title: string;
  /** Pixels; see `resolveColumnWidth` for the default. */
  width?: number;
  sortable?: boolean;
  /** The value sorted by; defaults to `row[key]`. */
  sortValue?: (row: Row) => SortableValue;
}

export const MIN_DEFAULT_COLUMN_WIDTH = 120;
export const MAX_DEFAULT_COLUMN_WIDTH = 180;

/** Without an explicit width a column fits its title, kept between 120 and 180 px. */
export function resolveColumnWidth(column: Pick<ColumnModel<unknown>, 'title' | 'width'>): number {
  if (column.width !== undefined) return column.width;
  // CJK characters are about one em (14 px) wide, Latin about half; 40 px leaves room for the sort icon.
  let textWidth = 0;
  for (const character of column.title) textWidth += character.charCodeAt(0) > 0x2e80 ? 14 : 8;
  return Math.min(MAX_DEFAULT_COLUMN_WIDTH, Math.max(MIN_DEFAULT_COLUMN_WIDTH, textWidth + 40));
}

/** The value of a row in a column, as sorting sees it. */
export function readSortValue<Row>(row: Row, column: ColumnModel<Row>): SortableValue {
  if (column.sortValue) return column.sortValue(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  return JSON.stringify(value);
}
