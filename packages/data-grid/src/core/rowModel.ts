import type { ColumnModel } from './columns';
import { filterRows, type FilterColumn, type FilterState } from './filtering';
import { sortRows, type SortState } from './sorting';

export interface RowModelOptions<Row> {
  columns: readonly (ColumnModel<Row> & FilterColumn<Row>)[];
  sortState: SortState;
  filters: FilterState;
  /** Rows arrive sorted (server side): keep their order. */
  manualSorting?: boolean;
  /** Rows arrive filtered (server side): keep them all. */
  manualFiltering?: boolean;
  /** Collation locale for sorting text. */
  locale?: string;
}

/**
 * The rows a grid shows, filtered then sorted. With nothing to do it returns the input array
 * itself: mounting 100,000 rows creates no per-row objects.
 */
export function buildRowModel<Row>(
  rows: readonly Row[],
  { columns, sortState, filters, manualSorting, manualFiltering, locale }: RowModelOptions<Row>,
): readonly Row[] {
  const filtered = manualFiltering ? rows : filterRows(rows, filters, columns);
  if (manualSorting || sortState.length === 0) return filtered;
  return sortRows(filtered, sortState, columns, locale === undefined ? {} : { locale });
}

/** The rows of one page (1-based); a page past the end is empty. */
export function pageRows<Row>(
  rows: readonly Row[],
  pageNo: number,
  pageSize: number,
): readonly Row[] {
  const start = (Math.max(1, pageNo) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
