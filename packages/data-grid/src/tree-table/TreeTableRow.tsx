import { Button, Checkbox, SpinnerIcon } from '@ccms/ui';
import { memo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { DataGridColumn } from '../data-grid/DataGrid';
import { cellText, readCell } from '../data-grid/gridColumn';
import type { TreeCheckState } from '../core/treeCheck';
import type { TreeDropPosition } from '../core/treeDrop';
import type { TreeRow, VisibleTreeRow } from '../core/treeModel';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import { PlaceholderText, ROW_CLASS } from './TreeTable.styles';

/** Indentation per level of the tree column, in pixels. */
export const TREE_INDENT = 20;

function cellContent<Row>(column: DataGridColumn<Row>, row: Row, rowIndex: number): ReactNode {
  if (column.render) return column.render(row, rowIndex);
  return <span className={ROW_CLASS.text}>{cellText(readCell(row, column.key))}</span>;
}

// ---- TreeTableRow ---------------------------------------------------------------------------

export interface TreeTableRowProps<Row extends TreeRow> {
  entry: Extract<VisibleTreeRow<Row>, { kind: 'row' }>;
  rowIndex: number;
  columns: readonly DataGridColumn<Row>[];
  treeColumnKey: string;
  /** The checkbox's accessible name (translated by the table, so rows need no translation hook). */
  checkLabel: string | undefined;
  /** Offset from the top of the body and height, in pixels (the row is virtualised). */
  top: number;
  height: number;
  isFocused: boolean;
  checkable: boolean;
  checkState: TreeCheckState;
  draggable: boolean;
  isDragging: boolean;
  drop: { position: TreeDropPosition; valid: boolean } | undefined;
  onFocusRow: (id: string) => void;
  onToggleExpanded: (id: string) => void;
  onToggleChecked: (id: string) => void;
}

/** One data row: its cells, the tree column with drag handle, expander and checkbox. */
function TreeTableRowElement<Row extends TreeRow>({
  entry,
  rowIndex,
  columns,
  treeColumnKey,
  checkLabel,
  top,
  height,
  isFocused,
  checkable,
  checkState,
  draggable,
  isDragging,
  drop,
  onFocusRow,
  onToggleExpanded,
  onToggleChecked,
}: TreeTableRowProps<Row>) {
  return (
    // The treegrid handles the keyboard for all its rows (see TreeTable's onKeyDown).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      className={ROW_CLASS.row}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-level={entry.level}
      aria-posinset={entry.posInSet}
      aria-setsize={entry.setSize}
      aria-expanded={entry.isExpandable ? entry.isExpanded : undefined}
      aria-selected={checkable ? checkState === 'checked' : undefined}
      tabIndex={isFocused ? 0 : -1}
      data-row-id={entry.id}
      data-dragging={isDragging || undefined}
      data-drop={drop?.valid ? drop.position : undefined}
      data-drop-invalid={(drop && !drop.valid) || undefined}
      style={{ height, transform: `translateY(${top}px)` }}
      onClick={() => onFocusRow(entry.id)}
    >
      {columns.map((column, columnIndex) => (
        <div
          className={ROW_CLASS.cell}
          key={column.key}
          role="gridcell"
          aria-colindex={columnIndex + 1}
          data-align={column.align}
        >
          {column.key === treeColumnKey ? (
            <span
              className={ROW_CLASS.tree}
              style={{ paddingLeft: (entry.level - 1) * TREE_INDENT }}
            >
              {draggable ? (
                // A pointer target only (the body hands its presses to the table's draggable); the
                // keyboard moves rows with Ctrl+Shift+arrows.
                <span className={ROW_CLASS.handle} aria-hidden="true" data-part="drag-handle" />
              ) : null}
              {/* A pointer target only: the keyboard opens rows with the arrows. */}
              <span
                className={ROW_CLASS.expander}
                aria-hidden="true"
                data-part="expander"
                data-expandable={entry.isExpandable || undefined}
                data-expanded={entry.isExpanded || undefined}
                onClick={(event: MouseEvent) => {
                  event.stopPropagation();
                  onFocusRow(entry.id);
                  if (entry.isExpandable) onToggleExpanded(entry.id);
                }}
              />
              {checkable ? (
                <Checkbox
                  aria-label={checkLabel}
                  isSelected={checkState === 'checked'}
                  isIndeterminate={checkState === 'indeterminate'}
                  // The row is the tab stop; Space on it toggles the box.
                  excludeFromTabOrder
                  onChange={() => onToggleChecked(entry.id)}
                />
              ) : null}
              {cellContent(column, entry.row, rowIndex)}
            </span>
          ) : (
            cellContent(column, entry.row, rowIndex)
          )}
        </div>
      ))}
    </div>
  );
}

/** Memoised: a focus move, a drag hover or a status message re-renders only the rows it touches. */
export const TreeTableRow = memo(TreeTableRowElement, sameRowProps) as typeof TreeTableRowElement;

/**
 * `flattenVisible` builds new entries on every change: compare them by content, so rows that
 * show the same thing skip rendering after an expansion or a move.
 */
function sameRowProps<Row extends TreeRow>(
  previous: TreeTableRowProps<Row>,
  next: TreeTableRowProps<Row>,
): boolean {
  for (const key of Object.keys(next) as (keyof TreeTableRowProps<Row>)[]) {
    if (key === 'entry' || key === 'drop') continue;
    if (!Object.is(previous[key], next[key])) return false;
  }
  const a = previous.entry;
  const b = next.entry;
  const sameEntry =
    a === b ||
    (a.id === b.id &&
      a.row === b.row &&
      a.parentId === b.parentId &&
      a.level === b.level &&
      a.posInSet === b.posInSet &&
      a.setSize === b.setSize &&
      a.isExpandable === b.isExpandable &&
      a.isExpanded === b.isExpanded);
  const p = previous.drop;
  const n = next.drop;
  const sameDrop = p === n || (!!p && !!n && p.position === n.position && p.valid === n.valid);
  return sameEntry && sameDrop;
}

// ---- TreeTablePlaceholderRow ----------------------------------------------------------------

export interface TreeTablePlaceholderRowProps {
  entry: Extract<VisibleTreeRow<TreeRow>, { kind: 'loading' | 'error' }>;
  rowIndex: number;
  columnCount: number;
  style: CSSProperties;
  isFocused: boolean;
  onRetry: (parentId: string) => void;
}

/** Stands under a lazy row while its children load, or offers a retry when loading failed. */
export function TreeTablePlaceholderRow({
  entry,
  rowIndex,
  columnCount,
  style,
  isFocused,
  onRetry,
}: TreeTablePlaceholderRowProps) {
  const t = useDataGridTranslation();
  return (
    <div
      className={ROW_CLASS.row}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-level={entry.level}
      aria-busy={entry.kind === 'loading' || undefined}
      tabIndex={isFocused ? 0 : -1}
      data-row-id={entry.id}
      data-placeholder={entry.kind}
      style={style}
    >
      <div
        className={ROW_CLASS.cell}
        role="gridcell"
        aria-colindex={1}
        style={{ gridColumn: `1 / span ${columnCount}` }}
      >
        <PlaceholderText
          data-kind={entry.kind}
          style={{ paddingLeft: (entry.level - 1) * TREE_INDENT + 18 }}
        >
          {entry.kind === 'loading' ? (
            <>
              <SpinnerIcon size={12} />
              {t('treeLoadingChildren')}
            </>
          ) : (
            <>
              {t('treeLoadError')}
              <Button variant="text" onPress={() => onRetry(entry.parentId)}>
                {t('treeRetry')}
              </Button>
            </>
          )}
        </PlaceholderText>
      </div>
    </div>
  );
}
