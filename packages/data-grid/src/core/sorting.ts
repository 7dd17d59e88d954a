import { readSortValue, type ColumnModel, type SortableValue } from './columns';

export type SortDirection = 'asc' | 'desc';

export interface ColumnSort {
  key: string;
  direction: SortDirection;
}

/** Sorts in priority order: the first entry decides, later ones break ties. */
export type SortState = readonly ColumnSort[];

export interface ToggleSortOptions {
  /** Keep the other columns' sorts and add or cycle this one (shift-click). */
  multi?: boolean;
}

/** One click on a header: none → ascending → descending → none. */
export function toggleSort(
  sortState: SortState,
  key: string,
  { multi = false }: ToggleSortOptions = {},
): SortState {
  const current = sortState.find((sort) => sort.key === key);
  const next: ColumnSort | undefined = !current
    ? { key, direction: 'asc' }
    : current.direction === 'asc'
      ? { key, direction: 'desc' }
      : undefined;
  if (!multi) return next ? [next] : [];
  if (!current) return [...sortState, next as ColumnSort];
  return next
    ? sortState.map((sort) => (sort.key === key ? next : sort))
    : sortState.filter((sort) => sort.key !== key);
}

/** The direction a column is sorted in, if any. */
export function getColumnSort(sortState: SortState, key: string): SortDirection | undefined {
  return sortState.find((sort) => sort.key === key)?.direction;
}

export interface SortRowsOptions {
  /** Collation locale for text; zh-CN orders Chinese by pinyin. */
  locale?: string;
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

function isBlank(value: SortableValue): value is null | undefined {
  return (
    value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
  );
}

/** Compares two present values of one column; mixed types fall back to text. */
function compareValues(
  a: NonNullable<SortableValue>,
  b: NonNullable<SortableValue>,
  collator: Intl.Collator,
): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (
    (typeof a === 'number' || typeof a === 'bigint') &&
    (typeof b === 'number' || typeof b === 'bigint')
  ) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Returns a new array ordered by `sortState`. Stable: rows that tie keep their input order.
 * Empty values (null, undefined, NaN) go last in either direction. Unknown or unsortable
 * columns in the state are ignored. The input array is not changed.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortState: SortState,
  columns: readonly ColumnModel<Row>[],
  { locale = 'zh-CN' }: SortRowsOptions = {},
): Row[] {
  const criteria = sortState.flatMap((sort) => {
    const column = columns.find((candidate) => candidate.key === sort.key);
    return column && column.sortable !== false
      ? [{ column, sign: sort.direction === 'asc' ? 1 : -1 }]
      : [];
  });
  if (criteria.length === 0) return rows.slice();
  const collator = collatorFor(locale);
  // Read each value once: sortValue may be costly and comparisons run n·log n times.
  const decorated = rows.map((row, index) => ({
    row,
    index,
    values: criteria.map(({ column }) => readSortValue(row, column)),
  }));
  decorated.sort((left, right) => {
    for (let i = 0; i < criteria.length; i++) {
      const a = left.values[i];
      const b = right.values[i];
      const aBlank = isBlank(a);
      const bBlank = isBlank(b);
      if (aBlank || bBlank) {
        if (aBlank && bBlank) continue;
        return aBlank ? 1 : -1;
      }
      const order = compareValues(a, b, collator);
      if (order !== 0) return order * criteria[i]!.sign;
    }
    return left.index - right.index;
  });
  return decorated.map((entry) => entry.row);
}
