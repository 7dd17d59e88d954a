import {
  Checkbox,
  Empty,
  LoadingOverlay,
  Pagination,
  useComponentSize,
  useControllableState,
  type ComponentSize,
} from '@ccms/ui';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  moveColumn,
  moveColumnBefore,
  pinColumn,
  resizeColumn,
  resolveColumnLayout,
  setColumnHidden,
  type ColumnState,
  type PlacedColumn,
} from '../core/columnState';
import { toDelimitedText, type GridView } from '../core/delimited';
import { setColumnFilter, type FilterState, type FilterValue } from '../core/filtering';
import {
  gridKeyAction,
  nextCellPosition,
  rowsPerPage,
  type CellPosition,
} from '../core/navigation';
import { buildRowModel, pageRows } from '../core/rowModel';
import {
  selectionStatus,
  selectRange,
  toggleAllRows,
  toggleRowSelection,
  type SelectionMode,
} from '../core/selection';
import { getColumnSort, toggleSort, type SortState } from '../core/sorting';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import { CellEditor, type CellEditRequest } from './CellEditor';
import { ColumnChooser } from './ColumnChooser';
import type { DataGridColumn } from './gridColumn';
import { GridBodyRow, GridFiller } from './GridBodyRow';
import { GridHeaderCell, type ColumnMenuAction } from './GridHeaderCell';
import { useColumnState } from './useColumnState';
import {
  BodyGroup,
  EmptyRow,
  GridFrame,
  GridRoot,
  GridScroller,
  GridToolbar,
  HeaderCell,
  HeaderGroup,
  PaginationBar,
} from './DataGrid.styles';

export type { DataGridColumn } from './gridColumn';
export type { CellEditRequest } from './CellEditor';

/** How the grid pages its rows: all virtualised, pages cut locally, or pages fetched by the owner. */
export type GridPaginationMode = 'none' | 'client' | 'server';

/** What the export menu, toolbars and tests reach through `gridRef`. */
export interface DataGridHandle<Row> {
  /** The visible columns in displayed order and every filtered, sorted row (not only a page). */
  getView(): GridView<Row>;
  getSelectedKeys(): Key[];
  /** Scrolls a row (index in the displayed rows) into view. */
  scrollToRow(index: number): void;
  /** Moves focus to the grid's active cell. */
  focus(): void;
}

export interface DataGridProps<Row> {
  columns: readonly DataGridColumn<Row>[];
  rows: readonly Row[];
  /** A row property or a function giving each row a stable key; selection carries these keys. */
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
  filters?: FilterState;
  defaultFilters?: FilterState;
  onFiltersChange?: (filters: FilterState) => void;
  /** Rows arrive already filtered (server-side); the grid only reports filter changes. */
  manualFiltering?: boolean;
  selectionMode?: SelectionMode;
  selectedKeys?: Key[];
  defaultSelectedKeys?: Key[];
  onSelectionChange?: (keys: Key[]) => void;
  /**
   * Whether a click on a row's cell selects the row (Ctrl/Cmd+click toggles it, Shift+click
   * extends from the last one). Defaults to true in single mode and false in multiple mode, where
   * the checkboxes and Space carry the selection.
   */
  selectOnRowClick?: boolean;
  columnState?: ColumnState;
  defaultColumnState?: ColumnState;
  onColumnStateChange?: (state: ColumnState) => void;
  /** Remembers column order, widths, pins and hidden columns in localStorage under this name. */
  persistKey?: string;
  /** Shows the column chooser above the grid. */
  columnChooser?: boolean;
  /** `none` (default) virtualises all rows; `client` and `server` show pages of `pageSize`. */
  pagination?: GridPaginationMode;
  /** Server mode: the number of rows on all pages. */
  total?: number;
  /** The current page (1-based); controlled in server mode. */
  pageNo?: number;
  pageSize?: number;
  onPageChange?: (pageNo: number, pageSize: number) => void;
  /** Saves an edited cell; a rejected promise shows its message and keeps the editor open. */
  onCellEdit?: (edit: CellEditRequest<Row>) => void | Promise<void>;
  size?: ComponentSize;
  /** Height of the scroll area; the header stays visible while the body scrolls. */
  height?: number | string;
  gridRef?: Ref<DataGridHandle<Row>>;
  className?: string;
}

/** Row heights per size: a control of the size (36/32/28 px) with room around it. */
export const GRID_ROW_HEIGHTS: Record<ComponentSize, number> = { medium: 48, small: 40, mini: 32 };
const SELECTION_COLUMN_WIDTH = 44;
const DEFAULT_PAGE_SIZE = 20;
/** Without a height, longer lists get this one so they stay virtualised. */
const DEFAULT_SCROLL_HEIGHT = 480;
const AUTO_HEIGHT_ROWS = 50;
const EMPTY_SORT: SortState = [];
const EMPTY_FILTERS: FilterState = {};
const NO_KEYS: Key[] = [];

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function readCellPosition(element: Element | null): CellPosition | undefined {
  const cell = element?.closest<HTMLElement>('[data-cell-row]');
  if (!cell) return undefined;
  return { row: Number(cell.dataset.cellRow), column: Number(cell.dataset.cellColumn) };
}

/** The controls inside a cell, in order; the cell itself excluded. */
function cellControls(cell: HTMLElement): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element !== cell && !element.hidden && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * The data grid: a virtualised ARIA grid (rows and columns) with a column model (resize,
 * reorder, pin, hide, remembered), multi-column sort, filters, row selection, pagination,
 * inline editing, keyboard navigation and copy. One tab stop; arrows move between cells.
 */
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
  filters: filtersProp,
  defaultFilters = EMPTY_FILTERS,
  onFiltersChange,
  manualFiltering = false,
  selectionMode = 'none',
  selectedKeys: selectedKeysProp,
  defaultSelectedKeys = NO_KEYS,
  onSelectionChange,
  selectOnRowClick = selectionMode === 'single',
  columnState: columnStateProp,
  defaultColumnState,
  onColumnStateChange,
  persistKey,
  columnChooser = false,
  pagination = 'none',
  total,
  pageNo: pageNoProp,
  pageSize: pageSizeProp,
  onPageChange,
  onCellEdit,
  size,
  height,
  gridRef,
  className,
  ...labelling
}: DataGridProps<Row>) {
  const t = useDataGridTranslation();
  const resolvedSize = useComponentSize(size);
  const rowHeight = GRID_ROW_HEIGHTS[resolvedSize];
  const isServer = pagination === 'server';

  // ---- State ---------------------------------------------------------------------------------
  const [sortState, setSortState] = useControllableState({
    value: sortStateProp,
    defaultValue: defaultSortState,
    onChange: onSortChange,
  });
  const [filters, setFilters] = useControllableState({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  const [selectedKeys, setSelectedKeys] = useControllableState({
    value: selectedKeysProp,
    defaultValue: defaultSelectedKeys,
    onChange: onSelectionChange,
  });
  const [columnState, setColumnState] = useColumnState({
    columnState: columnStateProp,
    defaultColumnState,
    onColumnStateChange,
    persistKey,
  });
  const [clientPage, setClientPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [activeCell, setActiveCell] = useState<CellPosition>({ row: 0, column: 0 });
  const [editing, setEditing] = useState<CellPosition | undefined>();
  const anchorIndex = useRef<number | undefined>(undefined);
  const shiftPressed = useRef(false);
  const pendingFocus = useRef<CellPosition | undefined>(undefined);
  const scrollRef = useRef<HTMLDivElement>(null);

  const keyOf = useCallback(
    (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key)),
    [rowKey],
  );

  // ---- Rows ----------------------------------------------------------------------------------
  const modelRows = useMemo(
    () =>
      buildRowModel(rows, {
        columns,
        sortState,
        filters,
        manualSorting: manualSorting || isServer,
        manualFiltering: manualFiltering || isServer,
        locale: sortLocale,
      }),
    [rows, columns, sortState, filters, manualSorting, manualFiltering, isServer, sortLocale],
  );
  const pageSize = pageSizeProp ?? (isServer ? DEFAULT_PAGE_SIZE : clientPage.pageSize);
  const totalRows = isServer ? (total ?? rows.length) : modelRows.length;
  const pageCount = Math.max(1, Math.ceil(totalRows / pageSize));
  const pageNo = isServer
    ? (pageNoProp ?? 1)
    : Math.min(pageCount, pageNoProp ?? clientPage.pageNo);
  const shownRows = useMemo(
    () => (pagination === 'client' ? pageRows(modelRows, pageNo, pageSize) : modelRows),
    [pagination, modelRows, pageNo, pageSize],
  );
  // Rows before this page, so aria-rowindex counts in the whole list.
  const rowIndexOffset = pagination === 'none' ? 0 : (pageNo - 1) * pageSize;
  // The empty state is a row of its own.
  const ariaRowCount = 1 + Math.max(1, pagination === 'none' ? shownRows.length : totalRows);

  const selectedSet = useMemo(() => new Set<Key>(selectedKeys), [selectedKeys]);
  const isMultiple = selectionMode === 'multiple';
  // Select-all covers the filtered rows; with no selection there is nothing to count.
  const allStatus = useMemo(
    () =>
      isMultiple && selectedSet.size > 0
        ? selectionStatus(selectedSet, modelRows.map(keyOf))
        : 'none',
    [isMultiple, selectedSet, modelRows, keyOf],
  );

  // ---- Columns -------------------------------------------------------------------------------
  const layout = useMemo(() => resolveColumnLayout(columns, columnState), [columns, columnState]);
  const selectionWidth = isMultiple ? SELECTION_COLUMN_WIDTH : 0;
  const firstDataColumn = isMultiple ? 1 : 0;
  const columnCount = firstDataColumn + layout.all.length;
  const isEmpty = shownRows.length === 0;
  const rowCount = 1 + (isEmpty ? 0 : shownRows.length);
  const active: CellPosition = {
    row: Math.min(activeCell.row, rowCount - 1),
    column: Math.min(activeCell.column, Math.max(0, columnCount - 1)),
  };
  const activeCentre = active.column - firstDataColumn - layout.left.length;

  // ---- Virtualisation ------------------------------------------------------------------------
  // A first guess of the visible height, until the virtualizer measures the scroller.
  const viewportHeight =
    typeof height === 'number'
      ? height
      : height !== undefined || shownRows.length > AUTO_HEIGHT_ROWS
        ? DEFAULT_SCROLL_HEIGHT
        : (shownRows.length + 1) * rowHeight;
  const scrollerHeight =
    height ?? (shownRows.length > AUTO_HEIGHT_ROWS ? DEFAULT_SCROLL_HEIGHT : undefined);
  const activeRowIndex = active.row - 1;
  const rowRange = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // The active row stays rendered: it holds the grid's one tab stop.
      if (activeRowIndex >= 0 && !indexes.includes(activeRowIndex)) {
        indexes.push(activeRowIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeRowIndex],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the grid reads it afresh each render
  const rowVirtualizer = useVirtualizer({
    count: shownRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    // Both virtualizers answer one scroll: let React batch them into one render and one layout.
    useFlushSync: false,
    rangeExtractor: rowRange,
    scrollPaddingStart: rowHeight,
    initialRect: { width: 0, height: viewportHeight },
  });
  const columnRange = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (
        activeCentre >= 0 &&
        activeCentre < layout.center.length &&
        !indexes.includes(activeCentre)
      ) {
        indexes.push(activeCentre);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeCentre, layout.center.length],
  );
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: layout.center.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => layout.center[index]?.width ?? 0,
    paddingStart: selectionWidth + layout.leftWidth,
    paddingEnd: layout.rightWidth,
    scrollPaddingStart: selectionWidth + layout.leftWidth,
    scrollPaddingEnd: layout.rightWidth,
    overscan: 1,
    useFlushSync: false,
    rangeExtractor: columnRange,
    initialRect: { width: 1024, height: viewportHeight },
  });
  useEffect(() => {
    columnVirtualizer.measure();
  }, [columnVirtualizer, layout, selectionWidth]);
  useEffect(() => {
    rowVirtualizer.measure();
  }, [rowVirtualizer, rowHeight]);
  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();

  // ---- Focus ---------------------------------------------------------------------------------
  const cellElement = (position: CellPosition) =>
    scrollRef.current?.querySelector<HTMLElement>(
      `[data-cell-row="${position.row}"][data-cell-column="${position.column}"]`,
    ) ?? null;

  const focusCell = (position: CellPosition) => {
    setActiveCell(position);
    // The target may be outside the rendered window: scroll first, focus once it is rendered.
    if (position.row > 0) rowVirtualizer.scrollToIndex(position.row - 1, { align: 'auto' });
    const centre = position.column - firstDataColumn - layout.left.length;
    if (centre >= 0 && centre < layout.center.length) {
      columnVirtualizer.scrollToIndex(centre, { align: 'auto' });
    }
    pendingFocus.current = position;
    cellElement(position)?.focus();
  };

  useLayoutEffect(() => {
    const grid = scrollRef.current;
    if (!grid) return;
    const pending = pendingFocus.current;
    if (pending) {
      const cell = cellElement(pending);
      if (cell) {
        pendingFocus.current = undefined;
        if (!cell.contains(document.activeElement)) cell.focus();
      }
    }
    // Controls inside cells leave the page's tab order: the grid is one tab stop (Enter steps in).
    for (const control of grid.querySelectorAll<HTMLElement>(
      `[data-cell-row] :is(${FOCUSABLE}):not([tabindex="-1"]):not([data-cell-editor])`,
    )) {
      control.tabIndex = -1;
    }
  });

  // ---- Actions -------------------------------------------------------------------------------
  // A new order or filter starts again from the first page.
  const backToFirstPage = () => {
    if (pagination === 'client') setClientPage((current) => ({ ...current, pageNo: 1 }));
  };

  const sortBy = (column: DataGridColumn<Row>, multi: boolean) => {
    if (!column.sortable) return;
    setSortState(toggleSort(sortState, column.key, { multi }));
    backToFirstPage();
  };

  const selectRow = (rowIndex: number, withShift: boolean) => {
    if (selectionMode === 'none') return;
    const row = shownRows[rowIndex];
    if (row === undefined) return;
    if (isMultiple && withShift && anchorIndex.current !== undefined) {
      setSelectedKeys(
        selectRange(
          selectedKeys,
          (index) => keyOf(shownRows[index]!),
          anchorIndex.current,
          rowIndex,
        ),
      );
      return;
    }
    anchorIndex.current = rowIndex;
    setSelectedKeys(toggleRowSelection(selectedKeys, keyOf(row), selectionMode));
  };

  /*
   * Selection by pointer. The checkbox column and Space toggle a row; a plain click on a cell
   * only makes it the active cell, unless `selectOnRowClick` is set (the default in single mode).
   * Then a click selects the row rather than toggling it, so the double click that opens an
   * editor cannot undo its own first click; the later clicks of a double click are ignored,
   * Ctrl/Cmd+click toggles and Shift+click extends from the anchor (multiple mode).
   */
  const clickRow = (rowIndex: number, event: MouseEvent) => {
    if (selectionMode === 'none' || !selectOnRowClick || event.detail > 1) return;
    const row = shownRows[rowIndex];
    if (row === undefined) return;
    if (isMultiple && event.shiftKey && anchorIndex.current !== undefined) {
      selectRow(rowIndex, true);
      return;
    }
    anchorIndex.current = rowIndex;
    const key = keyOf(row);
    if (event.ctrlKey || event.metaKey) {
      setSelectedKeys(toggleRowSelection(selectedKeys, key, selectionMode));
    } else if (selectedKeys.length !== 1 || selectedKeys[0] !== key) {
      setSelectedKeys([key]);
    }
  };

  const toggleAll = () => setSelectedKeys(toggleAllRows(selectedKeys, modelRows.map(keyOf)));

  const columnAt = (columnIndex: number) => layout.all[columnIndex - firstDataColumn];

  const runMenuAction = (key: string, action: ColumnMenuAction) => {
    const column = columns.find((candidate) => candidate.key === key);
    if (!column) return;
    const next =
      action === 'pinLeft'
        ? pinColumn(column, columnState, 'left')
        : action === 'pinRight'
          ? pinColumn(column, columnState, 'right')
          : action === 'unpin'
            ? pinColumn(column, columnState, undefined)
            : action === 'hide'
              ? setColumnHidden(column, columnState, true)
              : moveColumn(columns, columnState, key, action === 'moveLeft' ? -1 : 1);
    setColumnState(next);
  };

  const getView = (): GridView<Row> => ({
    columns: layout.all.map(({ column, width }) => ({
      key: column.key,
      title: column.title,
      width,
      ...(column.exportValue ? { value: column.exportValue } : {}),
    })),
    rows: modelRows,
  });

  const copySelection = () => {
    const view = getView();
    const selectedRows =
      selectedSet.size > 0 ? modelRows.filter((row) => selectedSet.has(keyOf(row))) : [];
    const activeColumn = columnAt(active.column);
    const activeRow = shownRows[active.row - 1];
    const text =
      selectedRows.length > 0
        ? toDelimitedText({ columns: view.columns, rows: selectedRows }, { delimiter: '\t' })
        : activeColumn && activeRow !== undefined
          ? toDelimitedText(
              {
                columns: view.columns.filter((column) => column.key === activeColumn.key),
                rows: [activeRow],
              },
              { delimiter: '\t', header: false },
            )
          : '';
    if (text !== '') void navigator.clipboard?.writeText(text).catch(() => undefined);
  };

  useImperativeHandle(gridRef, () => ({
    getView,
    getSelectedKeys: () => [...selectedKeys],
    scrollToRow: (index: number) => rowVirtualizer.scrollToIndex(index, { align: 'start' }),
    focus: () => focusCell(active),
  }));

  const stepIntoCell = (position: CellPosition) => {
    const cell = cellElement(position);
    const first = cell ? cellControls(cell)[0] : undefined;
    first?.focus();
    return Boolean(first);
  };

  // ---- Events (delegated: one handler for every cell) ----------------------------------------
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell-row]');
    const from = readCellPosition(target);
    if (!cell || !from) return;
    if (target !== cell) {
      // Inside a cell's controls (ARIA grid pattern, grid navigation off): Esc or F2 steps back
      // out to the cell; arrows and Tab/Shift+Tab move between the cell's controls. Shift+Tab on
      // the first goes back to the cell; Tab on the last is the browser's own: nothing else in the
      // grid is in the tab order, so it leaves the grid, whose tab stop stays on this cell.
      if (target.closest('[data-cell-editor], [data-resize-handle]')) return;
      const isTab = event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey;
      if (event.key === 'Escape' || event.key === 'F2') {
        event.preventDefault();
        cell.focus();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft' || isTab) {
        const controls = cellControls(cell);
        const index = controls.indexOf(target);
        if (index < 0) return;
        const back = isTab ? event.shiftKey : event.key === 'ArrowLeft';
        const next = controls[index + (back ? -1 : 1)];
        if (next) {
          event.preventDefault();
          next.focus();
        } else if (isTab && back) {
          event.preventDefault();
          cell.focus();
        }
      }
      return;
    }
    const action = gridKeyAction(event);
    const isHeader = from.row === 0;
    const isSelectionColumn = isMultiple && from.column === 0;
    switch (action) {
      case 'copy':
        event.preventDefault();
        copySelection();
        return;
      case 'selectAll':
        if (!isMultiple) return;
        event.preventDefault();
        if (allStatus !== 'all') toggleAll();
        return;
      case 'toggleSelection':
        if (selectionMode === 'none') return;
        event.preventDefault();
        if (isHeader) {
          if (isMultiple) toggleAll();
        } else {
          selectRow(from.row - 1, event.shiftKey);
        }
        return;
      case 'activate': {
        event.preventDefault();
        const placed = columnAt(from.column);
        if (isHeader) {
          if (isSelectionColumn) toggleAll();
          else if (event.key === 'Enter' && placed?.column.sortable)
            sortBy(placed.column, event.shiftKey);
          else stepIntoCell(from);
          return;
        }
        if (isSelectionColumn) selectRow(from.row - 1, event.shiftKey);
        else if (placed?.column.editable && onCellEdit) setEditing(from);
        else stepIntoCell(from);
        return;
      }
      case 'cancel':
        return;
      default:
        break;
    }
    const next = nextCellPosition(
      from,
      event.key,
      {
        rowCount,
        columnCount,
        pageSize: rowsPerPage(
          (scrollRef.current?.clientHeight || viewportHeight) - rowHeight,
          rowHeight,
        ),
      },
      event.ctrlKey || event.metaKey,
    );
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const position = readCellPosition(event.target);
    if (position && (position.row !== active.row || position.column !== active.column)) {
      setActiveCell(position);
    }
  };

  const isInsideControl = (target: HTMLElement, cell: HTMLElement) => {
    const control = target.closest(`${FOCUSABLE}, label`);
    return control !== null && control !== cell && cell.contains(control);
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell-row]');
    const position = readCellPosition(target);
    if (!cell || !position || isInsideControl(target, cell)) return;
    if (target.closest('[data-resize-handle]')) return;
    if (position.row === 0) {
      const placed = columnAt(position.column);
      if (placed) sortBy(placed.column, event.shiftKey);
      return;
    }
    if (editing) return;
    clickRow(position.row - 1, event);
  };

  const handleDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const position = readCellPosition(event.target as HTMLElement);
    if (!position || position.row === 0) return;
    if (columnAt(position.column)?.column.editable && onCellEdit) {
      setActiveCell(position);
      setEditing(position);
    }
  };

  const closeEditor = (position: CellPosition, restoreFocus: boolean) => {
    setEditing(undefined);
    if (restoreFocus) pendingFocus.current = position;
  };

  // ---- Rendering -----------------------------------------------------------------------------
  // Rows and headers are memoised; they call back through this ref, so their props stay stable.
  const latest = useRef({
    selectRow,
    setFilters,
    filters,
    setColumnState,
    columnState,
    runMenuAction,
    backToFirstPage,
  });
  useLayoutEffect(() => {
    latest.current = {
      selectRow,
      setFilters,
      filters,
      setColumnState,
      columnState,
      runMenuAction,
      backToFirstPage,
    };
  });
  const callbacks = useMemo(
    () => ({
      onCheckboxChange: (rowIndex: number) => {
        latest.current.selectRow(rowIndex, shiftPressed.current);
        shiftPressed.current = false;
      },
      onFilterChange: (key: string, value: FilterValue | undefined) => {
        const { setFilters: set, filters: current, backToFirstPage: firstPage } = latest.current;
        set(setColumnFilter(current, key, value));
        firstPage();
      },
      onMenuAction: (key: string, action: ColumnMenuAction) =>
        latest.current.runMenuAction(key, action),
      onResize: (key: string, width: number) => {
        const { setColumnState: set, columnState: current } = latest.current;
        const column = columns.find((candidate) => candidate.key === key);
        if (column) set(resizeColumn(column, current, width));
      },
      onReorder: (draggedKey: string, targetKey: string) => {
        const { setColumnState: set, columnState: current } = latest.current;
        set(moveColumnBefore(columns, current, draggedKey, targetKey));
      },
    }),
    [columns],
  );

  const primarySortKey = sortState[0]?.key;
  const rowWidth = selectionWidth + layout.totalWidth;
  const centreStart = firstDataColumn + layout.left.length;
  const rightStart = centreStart + layout.center.length;

  const headerCell = (
    placed: PlacedColumn<DataGridColumn<Row>>,
    columnIndex: number,
    group: readonly PlacedColumn<DataGridColumn<Row>>[],
    centreLeft: number | undefined,
  ) => {
    const position = group.indexOf(placed);
    return (
      <GridHeaderCell
        key={placed.key}
        placed={placed}
        columnIndex={columnIndex}
        height={rowHeight}
        leftInset={selectionWidth}
        centreLeft={centreLeft}
        isActive={active.row === 0 && active.column === columnIndex}
        direction={getColumnSort(sortState, placed.key)}
        isPrimarySort={placed.key === primarySortKey}
        filter={filters[placed.key]}
        canMoveLeft={position > 0}
        canMoveRight={position < group.length - 1}
        onFilterChange={callbacks.onFilterChange}
        onMenuAction={callbacks.onMenuAction}
        onResize={callbacks.onResize}
        onReorder={callbacks.onReorder}
      />
    );
  };

  const headerRow = (
    <div
      className="grid-row"
      role="row"
      data-part="header"
      aria-rowindex={1}
      style={{ width: rowWidth, height: rowHeight, position: 'relative' }}
    >
      {isMultiple ? (
        <HeaderCell
          role="columnheader"
          aria-colindex={1}
          aria-label={t('gridSelectAll')}
          tabIndex={active.row === 0 && active.column === 0 ? 0 : -1}
          data-cell-row={0}
          data-cell-column={0}
          style={{
            width: selectionWidth,
            height: rowHeight,
            position: 'sticky',
            left: 0,
            zIndex: 2,
          }}
        >
          <Checkbox
            aria-label={t('gridSelectAll')}
            isSelected={allStatus === 'all'}
            isIndeterminate={allStatus === 'some'}
            onChange={toggleAll}
          />
        </HeaderCell>
      ) : null}
      {layout.left.map((placed, index) =>
        headerCell(placed, firstDataColumn + index, layout.left, undefined),
      )}
      {virtualColumns.map((item) =>
        headerCell(layout.center[item.index]!, centreStart + item.index, layout.center, item.start),
      )}
      <GridFiller centerWidth={layout.centerWidth} />
      {layout.right.map((placed, index) =>
        headerCell(placed, rightStart + index, layout.right, undefined),
      )}
    </div>
  );

  const renderEditor = (rowIndex: number) => {
    const row = shownRows[rowIndex]!;
    const position = { row: rowIndex + 1, column: editing?.column ?? 0 };
    return function renderCellEditor(column: DataGridColumn<Row>) {
      return onCellEdit ? (
        <CellEditor
          column={column}
          row={row}
          rowKey={keyOf(row)}
          onCellEdit={onCellEdit}
          onClose={(restoreFocus) => closeEditor(position, restoreFocus)}
        />
      ) : null;
    };
  };

  const bodyRows = virtualRows.map((virtualRow) => {
    const rowIndex = virtualRow.index;
    const row = shownRows[rowIndex]!;
    const key = keyOf(row);
    const rowPosition = rowIndex + 1;
    const isEditingRow = editing?.row === rowPosition;
    return (
      <GridBodyRow
        key={key}
        row={row}
        rowIndex={rowIndex}
        ariaRowIndex={rowIndexOffset + rowIndex + 2}
        top={virtualRow.start}
        height={rowHeight}
        width={rowWidth}
        isSelected={selectionMode === 'none' ? undefined : selectedSet.has(key)}
        selectionWidth={selectionWidth}
        selectRowLabel={t('gridSelectRow')}
        layout={layout}
        centreColumns={virtualColumns}
        activeColumn={active.row === rowPosition ? active.column : -1}
        editingColumn={isEditingRow ? editing.column : -1}
        renderEditor={isEditingRow ? renderEditor(rowIndex) : undefined}
        onCheckboxChange={callbacks.onCheckboxChange}
      />
    );
  });

  return (
    <GridRoot className={className}>
      {columnChooser ? (
        <GridToolbar>
          <ColumnChooser
            columns={columns}
            columnState={columnState}
            onColumnStateChange={setColumnState}
          />
        </GridToolbar>
      ) : null}
      <GridFrame>
        <GridScroller
          ref={scrollRef}
          role="grid"
          {...labelling}
          aria-rowcount={ariaRowCount}
          aria-colcount={columnCount}
          aria-multiselectable={isMultiple || undefined}
          aria-busy={loading || undefined}
          data-size={resolvedSize}
          data-state={loading ? 'loading' : isEmpty ? 'empty' : 'ready'}
          style={{ height: scrollerHeight }}
          onKeyDown={handleKeyDown}
          onFocus={handleFocus}
          onClick={handleClick}
          onDoubleClick={handleDoubleClick}
          onPointerDownCapture={(event) => {
            // The checkbox's change event carries no modifier keys: remember shift for the range.
            shiftPressed.current = event.shiftKey;
          }}
        >
          <HeaderGroup role="rowgroup" style={{ width: rowWidth }}>
            {headerRow}
          </HeaderGroup>
          <BodyGroup
            role="rowgroup"
            style={{
              width: rowWidth,
              height: isEmpty ? undefined : rowVirtualizer.getTotalSize(),
              '--grid-cell-line': `${rowHeight - 1}px`,
            }}
          >
            {isEmpty ? (
              <div className="grid-row" role="row" aria-rowindex={2}>
                <div className="grid-cell" role="gridcell" style={{ width: '100%', border: 0 }}>
                  <EmptyRow>{loading ? null : <Empty description={emptyText} />}</EmptyRow>
                </div>
              </div>
            ) : (
              bodyRows
            )}
          </BodyGroup>
        </GridScroller>
        <LoadingOverlay active={loading} />
      </GridFrame>
      {pagination !== 'none' ? (
        <PaginationBar>
          <Pagination
            aria-label={t('gridPagination')}
            total={totalRows}
            page={pageNo}
            pageSize={pageSize}
            showTotal
            onPageChange={(next) => {
              if (!isServer) setClientPage((current) => ({ ...current, pageNo: next }));
              onPageChange?.(next, pageSize);
            }}
            onPageSizeChange={(nextSize) => {
              if (!isServer) setClientPage({ pageNo: 1, pageSize: nextSize });
              onPageChange?.(1, nextSize);
            }}
          />
        </PaginationBar>
      ) : null}
    </GridRoot>
  );
}
