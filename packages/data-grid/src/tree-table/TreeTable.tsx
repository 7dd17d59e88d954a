import { AutoScrollActivator, DndContext, DragOverlay } from '@dnd-kit/core';
import {
  Button,
  Empty,
  LoadingOverlay,
  useComponentSize,
  useControllableState,
  type ComponentSize,
} from '@ccms/ui';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { resolveColumnWidth } from '../core/columns';
import { rowsPerPage } from '../core/navigation';
import { computeCheckStates, toggleChecked, type TreeCheckState } from '../core/treeCheck';
import {
  applyMove,
  type TreeDropPosition,
  type TreeMoveEvent,
  type TreeMoveResult,
} from '../core/treeDrop';
import {
  buildTreeIndex,
  expandableIds,
  flattenVisible,
  isUnloaded,
  updateTreeIndex,
  type TreeIndex,
  type TreeLoadStatus,
  type TreeRow,
} from '../core/treeModel';
import { keyboardMove, treeKeyAction } from '../core/treeNavigation';
import { GRID_ROW_HEIGHTS, type DataGridColumn } from '../data-grid/DataGrid';
import { cellText, readCell } from '../data-grid/gridColumn';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import {
  DragPreview,
  EmptyBody,
  HeaderCell,
  HeaderRow,
  StatusLine,
  TreeTableBody,
  TreeTableContent,
  TreeTableFrame,
  TreeTableRoot,
  TreeTableScroller,
  TreeTableToolbar,
  VisuallyHidden,
} from './TreeTable.styles';
import { TreeTablePlaceholderRow, TreeTableRow } from './TreeTableRow';
import { TreeDragSource, useDragHandles, useTreeDrag } from './useTreeDrag';
import { useRowWindow } from './useRowWindow';

/** What the app gets through `gridRef`: the toolbar's actions and the move a drop performs. */
export interface TreeTableHandle<Row extends TreeRow> {
  expandAll: () => void;
  collapseAll: () => void;
  /** The rows as shown now: after optimistic moves and with lazily loaded children. */
  getRows: () => readonly Row[];
  /**
   * Moves a row exactly as a drop does: applies it at once, reports it through `onMove`, and
   * resolves `true` when kept, `false` when refused (not allowed, or rejected by the app).
   */
  moveRow: (id: string, targetId: string, position: TreeDropPosition) => Promise<boolean>;
}

export interface TreeTableProps<Row extends TreeRow> {
  rows: readonly Row[];
  columns: readonly DataGridColumn<Row>[];
  /** The column that shows indentation, expander and checkbox; defaults to the first. */
  treeColumnKey?: string;
  /** The treegrid's accessible name. */
  'aria-label': string;
  /** Height of the scroll area in pixels. */
  height?: number;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  expandedIds?: readonly string[];
  defaultExpandedIds?: readonly string[];
  onExpandedChange?: (ids: readonly string[]) => void;
  /** A checkbox per row; checking a parent checks its loaded descendants. */
  checkable?: boolean;
  checkedIds?: readonly string[];
  defaultCheckedIds?: readonly string[];
  onCheckedChange?: (ids: readonly string[]) => void;
  /** Loads the children of a row marked `hasChildren` the first time it opens. */
  loadChildren?: (row: Row) => Promise<readonly Row[]>;
  /**
   * A move (drop or keyboard) to persist; `false`, a promise of `false` or a rejected promise
   * refuses it and the row goes back.
   */
  onMove?: (event: TreeMoveEvent) => boolean | void | Promise<boolean | void>;
  /** Rows can be moved: by dragging their handle, or with Ctrl+Shift+arrows. */
  draggable?: boolean;
  /** Shows "expand all" and "collapse all" buttons above the table. */
  toolbar?: boolean;
  loading?: boolean;
  /** Shown when there are no rows; defaults to the translated "no data". */
  emptyText?: ReactNode;
  gridRef?: Ref<TreeTableHandle<Row>>;
  className?: string;
}

const EMPTY_IDS: readonly string[] = [];
/** The tree column needs room for indentation, so it is never narrower than this by default. */
const MIN_TREE_COLUMN_WIDTH = 280;

/** Where a row is among the visible ones; a scan costs less than a map rebuilt on every change. */
function positionOf(visible: readonly { id: string }[], id: string | null): number {
  return id === null ? -1 : visible.findIndex((entry) => entry.id === id);
}

interface Status {
  text: string;
  tone: 'info' | 'error';
}

/**
 * A virtualised WAI-ARIA treegrid of rows with `id`, `parentId` and `order`: lazy children,
 * cascading checkboxes, and moves by drag and drop (25 / 50 / 25 zones) or keyboard that the
 * app accepts or rejects.
 */
export function TreeTable<Row extends TreeRow>({
  rows,
  columns,
  treeColumnKey,
  'aria-label': ariaLabel,
  height = 400,
  size,
  expandedIds: expandedProp,
  defaultExpandedIds = EMPTY_IDS,
  onExpandedChange,
  checkable = false,
  checkedIds: checkedProp,
  defaultCheckedIds = EMPTY_IDS,
  onCheckedChange,
  loadChildren,
  onMove,
  draggable = false,
  toolbar = false,
  loading = false,
  emptyText,
  gridRef,
  className,
}: TreeTableProps<Row>) {
  const t = useDataGridTranslation();
  const hintId = useId();
  const rowHeight = GRID_ROW_HEIGHTS[useComponentSize(size)];
  const treeKey = treeColumnKey ?? columns[0]?.key ?? '';
  const scrollRef = useRef<HTMLDivElement>(null);

  // The shown rows: the app's, plus optimistic moves and loaded children until new rows arrive.
  const [sourceRows, setSourceRows] = useState(rows);
  const [currentRows, setCurrentRows] = useState(rows);
  const rowsRef = useRef(rows);
  if (sourceRows !== rows) {
    setSourceRows(rows);
    setCurrentRows(rows);
  }
  useLayoutEffect(() => {
    rowsRef.current = currentRows;
  }, [currentRows]);
  const commitRows = useCallback((next: readonly Row[]) => {
    rowsRef.current = next;
    setCurrentRows(next);
  }, []);

  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpandedIds,
    onChange: onExpandedChange,
  });
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultCheckedIds,
    onChange: onCheckedChange,
  });
  const [loadStatus, setLoadStatus] = useState<ReadonlyMap<string, TreeLoadStatus>>(new Map());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const focusPending = useRef(false);
  // Loads under way, known before their status renders (an effect may ask twice meanwhile).
  const loadsUnderWay = useRef(new Set<string>());

  // A move brings its index along, updated rather than rebuilt from all the rows.
  const [knownIndex, setKnownIndex] = useState<{
    rows: readonly Row[];
    index: TreeIndex<Row>;
  } | null>(null);
  const index = useMemo(
    () => (knownIndex?.rows === currentRows ? knownIndex.index : buildTreeIndex(currentRows)),
    [currentRows, knownIndex],
  );
  const { activeId, dropTarget, contextProps, trackPointer } = useTreeDrag({
    index,
    scrollRef,
    instructions: t('treeMoveHint'),
    onDragStart: setFocusedId,
    onDrop: (id, targetId, position) => void latest.current.moveRow(id, targetId, position),
  });
  const dragHandles = useDragHandles();
  const expandedSet = useMemo(() => new Set(expanded), [expanded]);
  const checkedSet = useMemo(() => new Set(checked), [checked]);
  const visible = useMemo(
    () => flattenVisible(index, expandedSet, { loadStatus }),
    [index, expandedSet, loadStatus],
  );
  const checkStates = useMemo(
    () => (checkable ? computeCheckStates(index, checkedSet) : new Map<string, TreeCheckState>()),
    [checkable, index, checkedSet],
  );
  const focusedPosition = useMemo(() => positionOf(visible, focusedId), [visible, focusedId]);
  const activeIndex = useMemo(() => positionOf(visible, activeId), [visible, activeId]);
  const focusIndex = Math.max(0, focusedPosition);
  const nameOf = (row: Row | undefined) => (row ? cellText(readCell(row, treeKey)) : '');

  // The focused row and the dragged row stay mounted however far the window scrolls.
  const rowWindow = useRowWindow({
    scrollRef,
    count: visible.length,
    rowHeight,
    height,
    headerHeight: rowHeight,
    keep: [focusIndex, activeIndex],
  });

  // ---- expansion and lazy children --------------------------------------------------------

  const loadBranch = (row: Row) => {
    if (!loadChildren || !isUnloaded(index, row) || loadsUnderWay.current.has(row.id)) return;
    loadsUnderWay.current.add(row.id);
    const setRowStatus = (value: TreeLoadStatus | undefined) => {
      if (value !== 'loading') loadsUnderWay.current.delete(row.id);
      setLoadStatus((current) => {
        const next = new Map(current);
        if (value) next.set(row.id, value);
        else next.delete(row.id);
        return next;
      });
    };
    setRowStatus('loading');
    const wasChecked = checkable && checkedSet.has(row.id);
    loadChildren(row).then(
      (children) => {
        setRowStatus(undefined);
        const adopted = children.map((child) =>
          child.parentId === row.id ? child : { ...child, parentId: row.id },
        );
        // A row whose load brought nothing is a leaf from now on.
        const base = rowsRef.current.map((item) =>
          item.id === row.id && adopted.length === 0 ? { ...item, hasChildren: false } : item,
        );
        commitRows([...base, ...adopted]);
        // A checked row passes its check on to the children it just received.
        if (wasChecked) setChecked([...new Set([...checked, ...adopted.map((child) => child.id)])]);
      },
      () => setRowStatus('error'),
    );
  };

  // Lazy rows open without a load (expanded from the start, or by the owner) load now.
  const unloadedOpenRows = useMemo(
    () =>
      loadChildren
        ? visible.flatMap((entry) =>
            entry.kind === 'row' &&
            entry.isExpanded &&
            isUnloaded(index, entry.row) &&
            !loadStatus.has(entry.id)
              ? [entry.row]
              : [],
          )
        : [],
    [loadChildren, visible, index, loadStatus],
  );
  useEffect(() => {
    for (const row of unloadedOpenRows) loadBranch(row);
  });

  const setBranchOpen = (id: string, open: boolean) => {
    const row = index.byId.get(id);
    if (!row || expandedSet.has(id) === open) return;
    if (open) {
      setExpanded([...expanded, id]);
      loadBranch(row);
    } else {
      setExpanded(expanded.filter((expandedId) => expandedId !== id));
    }
  };

  const retryBranch = (parentId: string) => {
    const row = index.byId.get(parentId);
    if (row) loadBranch(row);
  };

  const expandAll = () => setExpanded(expandableIds(index));
  const collapseAll = () => setExpanded(EMPTY_IDS);

  // ---- checkboxes ---------------------------------------------------------------------------

  const toggleRowChecked = (id: string) => {
    if (!checkable) return;
    const next = toggleChecked(index, checkedSet, id, checkStates.get(id) !== 'checked');
    setChecked([...next]);
  };

  // ---- moving rows --------------------------------------------------------------------------

  const rollBack = (
    result: TreeMoveResult<Row>,
    before: readonly Row[],
    beforeIndex: TreeIndex<Row>,
  ) => {
    if (rowsRef.current === result.rows) {
      setKnownIndex({ rows: before, index: beforeIndex });
      commitRows(before);
      return;
    }
    // Other changes landed meanwhile: put back only the rows this move changed.
    const moved = new Map(result.changed.map((row) => [row.id, row]));
    const originals = new Map(before.map((row) => [row.id, row]));
    commitRows(
      rowsRef.current.map((row) =>
        moved.get(row.id) === row ? (originals.get(row.id) ?? row) : row,
      ),
    );
  };

  const moveRow = (id: string, targetId: string, position: TreeDropPosition): Promise<boolean> => {
    const before = rowsRef.current;
    const beforeIndex = before === currentRows ? index : buildTreeIndex(before);
    const result = applyMove(before, { id, targetId, position }, beforeIndex);
    if (!result) {
      setStatus({ text: t('treeMoveNotAllowed'), tone: 'error' });
      return Promise.resolve(false);
    }
    if (result.changed.length === 0) return Promise.resolve(true);
    setKnownIndex({ rows: result.rows, index: updateTreeIndex(beforeIndex, result.changed) });
    commitRows(result.rows);
    if (position === 'inside' && !expandedSet.has(targetId)) setExpanded([...expanded, targetId]);
    const name = nameOf(beforeIndex.byId.get(id));
    const parentId = result.event.parentId;
    const level = parentId === null ? 1 : (beforeIndex.depths.get(parentId) ?? 0) + 2;
    const settle = (accepted: boolean) => {
      if (accepted) {
        setStatus({
          text: t('treeMoved', { name, level, position: result.event.order }),
          tone: 'info',
        });
      } else {
        rollBack(result, before, beforeIndex);
        setStatus({ text: t('treeMoveRejected', { name }), tone: 'error' });
      }
      return accepted;
    };
    let outcome: ReturnType<NonNullable<typeof onMove>>;
    try {
      outcome = onMove?.(result.event);
    } catch {
      return Promise.resolve(settle(false));
    }
    if (outcome instanceof Promise) {
      return outcome.then(
        (value) => settle(value !== false),
        () => settle(false),
      );
    }
    return Promise.resolve(settle(outcome !== false));
  };

  // ---- keyboard -----------------------------------------------------------------------------

  const focusRow = (id: string) => {
    focusPending.current = true;
    setFocusedId(id);
  };

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const position = focusedPosition;
    if (position < 0) return;
    rowWindow.scrollToIndex(position);
    scrollRef.current
      ?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(visible[position]!.id)}"]`)
      ?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rowElement = (event.target as Element).closest<HTMLElement>('[data-row-id]');
    if (!rowElement) return;
    const position = positionOf(visible, rowElement.dataset.rowId ?? null);
    if (position < 0) return;
    const entry = visible[position]!;
    const onRow = event.target === rowElement;

    if (event.ctrlKey && event.shiftKey && entry.kind === 'row') {
      const move = draggable ? keyboardMove(index, entry.id, event.key) : undefined;
      if (!move) return;
      event.preventDefault();
      focusRow(entry.id);
      void moveRow(move.id, move.targetId, move.position);
      return;
    }
    if (event.key === '*') {
      event.preventDefault();
      expandAll();
      return;
    }
    if (onRow && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      if (entry.kind === 'error') retryBranch(entry.parentId);
      else if (entry.kind === 'row' && checkable) toggleRowChecked(entry.id);
      else if (entry.kind === 'row' && event.key === 'Enter' && entry.isExpandable) {
        setBranchOpen(entry.id, !entry.isExpanded);
      }
      return;
    }
    const pageSize = rowsPerPage(height - rowHeight, rowHeight);
    const action = treeKeyAction(visible, position, event.key, pageSize);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') focusRow(visible[action.index]!.id);
    else setBranchOpen(action.id, action.type === 'expand');
  };

  // Rows are memoised and the handle may be kept: both get stable functions that reach the
  // handlers of the latest render.
  const latest = useRef({
    toggleExpanded: (_id: string) => {},
    toggleChecked: (_id: string) => {},
    expandAll,
    collapseAll,
    moveRow,
  });
  useLayoutEffect(() => {
    latest.current = {
      toggleExpanded: (id) => setBranchOpen(id, !expandedSet.has(id)),
      toggleChecked: toggleRowChecked,
      expandAll,
      collapseAll,
      moveRow,
    };
  });
  const onToggleExpanded = useCallback((id: string) => latest.current.toggleExpanded(id), []);
  const onToggleChecked = useCallback((id: string) => latest.current.toggleChecked(id), []);
  useImperativeHandle(
    gridRef,
    () => ({
      expandAll: () => latest.current.expandAll(),
      collapseAll: () => latest.current.collapseAll(),
      getRows: () => rowsRef.current,
      moveRow: (id, targetId, position) => latest.current.moveRow(id, targetId, position),
    }),
    [],
  );

  // ---- rendering ----------------------------------------------------------------------------

  const widths = columns.map((column) =>
    column.key === treeKey && column.width === undefined
      ? Math.max(MIN_TREE_COLUMN_WIDTH, resolveColumnWidth(column))
      : resolveColumnWidth(column),
  );
  const gridTemplate = widths
    .map((width, position) =>
      position === widths.length - 1 ? `minmax(${width}px, 1fr)` : `${width}px`,
    )
    .join(' ');
  const contentStyle = {
    '--tree-table-columns': gridTemplate,
    minWidth: widths.reduce((sum, width) => sum + width, 0),
  } as CSSProperties;

  const isEmpty = visible.length === 0;
  const activeRow = activeId === null ? undefined : index.byId.get(activeId);
  const dragState =
    activeId === null ? undefined : dropTarget?.valid === false ? 'invalid' : 'valid';

  return (
    <TreeTableRoot className={className} data-drag-state={dragState}>
      {toolbar ? (
        <TreeTableToolbar role="group" aria-label={t('treeToolbar')}>
          <Button onPress={expandAll}>{t('treeExpandAll')}</Button>
          <Button onPress={collapseAll}>{t('treeCollapseAll')}</Button>
        </TreeTableToolbar>
      ) : null}
      <DndContext
        {...contextProps}
        autoScroll={{
          threshold: { x: 0, y: 0.15 },
          acceleration: 12,
          activator: AutoScrollActivator.Pointer,
        }}
      >
        {draggable ? (
          <TreeDragSource id={dragHandles.pressedId} source={dragHandles.source} />
        ) : null}
        <TreeTableFrame>
          <TreeTableScroller
            ref={scrollRef}
            role="treegrid"
            aria-label={ariaLabel}
            aria-describedby={draggable ? hintId : undefined}
            aria-rowcount={visible.length + 1}
            aria-colcount={columns.length}
            aria-multiselectable={checkable || undefined}
            aria-busy={loading || undefined}
            data-state={loading ? 'loading' : isEmpty ? 'empty' : 'ready'}
            style={{ height }}
            onKeyDown={onKeyDown}
            // Autoscroll moves rows under a still pointer: the drop target changes with them.
            onScroll={activeId === null ? undefined : trackPointer}
          >
            <TreeTableContent style={contentStyle}>
              <HeaderRow role="row" aria-rowindex={1} style={{ height: rowHeight }}>
                {columns.map((column, columnIndex) => (
                  <HeaderCell
                    key={column.key}
                    role="columnheader"
                    aria-colindex={columnIndex + 1}
                    data-align={column.align}
                  >
                    {column.title}
                  </HeaderCell>
                ))}
              </HeaderRow>
              {isEmpty ? (
                <div role="row" aria-rowindex={2}>
                  <EmptyBody role="gridcell">
                    {loading ? null : <Empty description={emptyText} />}
                  </EmptyBody>
                </div>
              ) : (
                <TreeTableBody
                  style={{ height: rowWindow.totalHeight }}
                  onPointerDown={draggable ? dragHandles.onPointerDown : undefined}
                >
                  {rowWindow.indexes.map((rowIndex) => {
                    const entry = visible[rowIndex];
                    if (!entry) return null;
                    const top = rowIndex * rowHeight;
                    const isFocused = rowIndex === focusIndex;
                    if (entry.kind !== 'row') {
                      return (
                        <TreeTablePlaceholderRow
                          key={entry.id}
                          entry={entry}
                          rowIndex={rowIndex}
                          columnCount={columns.length}
                          style={{ height: rowHeight, transform: `translateY(${top}px)` }}
                          isFocused={isFocused}
                          onRetry={retryBranch}
                        />
                      );
                    }
                    return (
                      <TreeTableRow
                        key={entry.id}
                        entry={entry}
                        rowIndex={rowIndex}
                        columns={columns}
                        treeColumnKey={treeKey}
                        checkLabel={
                          checkable ? t('treeSelectRow', { name: nameOf(entry.row) }) : undefined
                        }
                        top={top}
                        height={rowHeight}
                        isFocused={isFocused}
                        checkable={checkable}
                        checkState={checkStates.get(entry.id) ?? 'unchecked'}
                        draggable={draggable}
                        isDragging={entry.id === activeId}
                        drop={
                          dropTarget?.targetId === entry.id && entry.id !== activeId
                            ? dropTarget
                            : undefined
                        }
                        onFocusRow={setFocusedId}
                        onToggleExpanded={onToggleExpanded}
                        onToggleChecked={onToggleChecked}
                      />
                    );
                  })}
                </TreeTableBody>
              )}
            </TreeTableContent>
          </TreeTableScroller>
          <LoadingOverlay active={loading} />
        </TreeTableFrame>
        {/* Follows the pointer wherever the list scrolls; lets it through to find the row below. */}
        <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
          {activeRow ? (
            <DragPreview
              data-invalid={dropTarget?.valid === false || undefined}
              style={{ height: rowHeight }}
            >
              {nameOf(activeRow)}
            </DragPreview>
          ) : null}
        </DragOverlay>
      </DndContext>
      {draggable ? <VisuallyHidden id={hintId}>{t('treeMoveHint')}</VisuallyHidden> : null}
      <StatusLine role="status" data-tone={status?.tone}>
        {status?.text}
      </StatusLine>
    </TreeTableRoot>
  );
}
