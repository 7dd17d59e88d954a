import { Empty, LoadingOverlay, useControllableState } from '@ccms/ui';
import {
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { resolveColumnWidth, type ColumnModel } from '../core/columns';
import { nextCellPosition, type CellPosition } from '../core/navigation';
import { getColumnSort, sortRows, toggleSort, type SortState } from '../core/sorting';
import {
  BodyCell,
  BodyRow,
  EmptyCell,
  GridScroller,
  GridTable,
  HeaderCell,
  HeaderContent,
  SortIcon,
} from './DataGrid.styles';

export interface DataGridColumn<Row> extends ColumnModel<Row> {
  /** Cell content; defaults to the text of `row[key]`. */
  render?: (row: Row, rowIndex: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

export interface DataGridProps<Row> {
  columns: readonly DataGridColumn<Row>[];
  rows: readonly Row[];
  /** A row property or a function giving each row a stable key. */
  rowKey: keyof Row | ((row: Row) => Key);
  /** The grid's accessible name. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Shown instead of rows when there are none; defaults to the translated "no data". */
  emptyText?: ReactNode;
  loading?: boolean;
  sortState?: SortState;
  defaultSortState?: SortState;
  onSortChange?: (sortState: SortState) => void;
  /** Rows arrive already sorted (server-side); the grid only reports sort changes. */
  manualSorting?: boolean;
  /** Collation locale for sorting text; zh-CN orders Chinese by pinyin. */
  sortLocale?: string;
  /** Height of the scroll area; the header stays visible while the body scrolls. */
  height?: number | string;
  className?: string;
}

const EMPTY_SORT: SortState = [];

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

function readCellPosition(element: Element | null): CellPosition | undefined {
  const cell = element?.closest<HTMLElement>('[data-cell-row]');
  if (!cell) return undefined;
  return { row: Number(cell.dataset.cellRow), column: Number(cell.dataset.cellColumn) };
}

/** A sortable data table with the ARIA grid pattern: one tab stop, arrow keys between cells. */
export function DataGrid<Row>({
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  sortState: sortStateProp,
  defaultSortState = EMPTY_SORT,
  onSortChange,
  manualSorting = false,
  sortLocale = 'zh-CN',
  height,
  className,
  ...labelling
}: DataGridProps<Row>) {
  const [sortState, setSortState] = useControllableState({
    value: sortStateProp,
    defaultValue: defaultSortState,
    onChange: onSortChange,
  });
  const [activeCell, setActiveCell] = useState<CellPosition>({ row: 0, column: 0 });
  const tableRef = useRef<HTMLTableElement>(null);

  const visibleRows = useMemo(
    () => (manualSorting ? rows : sortRows(rows, sortState, columns, { locale: sortLocale })),
    [manualSorting, rows, sortState, columns, sortLocale],
  );
  const isEmpty = visibleRows.length === 0;
  // The empty state is one cell; keep the tab stop on a cell that exists.
  const rowCount = 1 + (isEmpty ? 0 : visibleRows.length);
  const active: CellPosition = {
    row: Math.min(activeCell.row, rowCount - 1),
    column: Math.min(activeCell.column, Math.max(0, columns.length - 1)),
  };

  const keyOf = (row: Row): Key =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key);

  const sortBy = (column: DataGridColumn<Row>, multi: boolean) => {
    if (!column.sortable) return;
    setSortState(toggleSort(sortState, column.key, { multi }));
  };

  const focusCell = (position: CellPosition) => {
    setActiveCell(position);
    tableRef.current
      ?.querySelector<HTMLElement>(
        `[data-cell-row="${position.row}"][data-cell-column="${position.column}"]`,
      )
      ?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = readCellPosition(event.target as Element);
    if (!from) return;
    if (from.row === 0 && (event.key === 'Enter' || event.key === ' ')) {
      const column = columns[from.column];
      if (column?.sortable) {
        event.preventDefault();
        sortBy(column, event.shiftKey);
      }
      return;
    }
    const next = nextCellPosition(
      from,
      event.key,
      { rowCount, columnCount: columns.length },
      event.ctrlKey || event.metaKey,
    );
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const handleFocus = (event: FocusEvent<HTMLTableElement>) => {
    const position = readCellPosition(event.target);
    if (position && (position.row !== active.row || position.column !== active.column)) {
      setActiveCell(position);
    }
  };

  const tabIndexOf = (row: number, column: number) =>
    row === active.row && column === active.column ? 0 : -1;

  const primarySortKey = sortState[0]?.key;

  return (
    <GridScroller className={className} style={{ maxHeight: height }}>
      <GridTable
        ref={tableRef}
        role="grid"
        {...labelling}
        aria-rowcount={rowCount}
        aria-colcount={columns.length}
        aria-busy={loading || undefined}
        data-state={loading ? 'loading' : isEmpty ? 'empty' : 'ready'}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: resolveColumnWidth(column) }} />
          ))}
        </colgroup>
        <thead>
          <tr role="row" aria-rowindex={1}>
            {columns.map((column, columnIndex) => {
              const direction = getColumnSort(sortState, column.key);
              // aria-sort belongs on one header at a time: the primary sort column.
              const ariaSort = !column.sortable
                ? undefined
                : column.key === primarySortKey && direction
                  ? direction === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : 'none';
              return (
                <HeaderCell
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={ariaSort}
                  aria-colindex={columnIndex + 1}
                  tabIndex={tabIndexOf(0, columnIndex)}
                  data-cell-row={0}
                  data-cell-column={columnIndex}
                  data-sortable={column.sortable || undefined}
                  data-sort={direction}
                  onClick={(event: MouseEvent) => sortBy(column, event.shiftKey)}
                  style={{ textAlign: column.align }}
                >
                  <HeaderContent>
                    {column.title}
                    {column.sortable ? (
                      <SortIcon width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
                        <path className="sort-up" d="M4 0 8 5H0z" fill="currentColor" />
                        <path className="sort-down" d="M4 12 0 7h8z" fill="currentColor" />
                      </SortIcon>
                    ) : null}
                  </HeaderContent>
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {isEmpty ? (
            <tr role="row" aria-rowindex={2}>
              <EmptyCell role="gridcell" colSpan={Math.max(1, columns.length)}>
                {loading ? null : <Empty description={emptyText} />}
              </EmptyCell>
            </tr>
          ) : (
            visibleRows.map((row, rowIndex) => (
              <BodyRow key={keyOf(row)} role="row" aria-rowindex={rowIndex + 2}>
                {columns.map((column, columnIndex) => (
                  <BodyCell
                    key={column.key}
                    role="gridcell"
                    aria-colindex={columnIndex + 1}
                    tabIndex={tabIndexOf(rowIndex + 1, columnIndex)}
                    data-cell-row={rowIndex + 1}
                    data-cell-column={columnIndex}
                    data-align={column.align}
                  >
                    {column.render
                      ? column.render(row, rowIndex)
                      : cellText((row as Record<string, unknown>)[column.key])}
                  </BodyCell>
                ))}
              </BodyRow>
            ))
          )}
        </tbody>
      </GridTable>
      <LoadingOverlay active={loading} />
    </GridScroller>
  );
}
