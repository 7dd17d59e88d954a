import { Checkbox } from '@ccms/ui';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, type CSSProperties, type ReactNode } from 'react';
import type { ColumnLayout, PlacedColumn } from '../core/columnState';
import { cellText, readCell, type DataGridColumn } from './gridColumn';

export interface GridBodyRowProps<Row> {
  row: Row;
  /** Index in the displayed rows (0-based); the cell row is one more (the header is row 0). */
  rowIndex: number;
  ariaRowIndex: number;
  top: number;
  height: number;
  width: number;
  /** `undefined` when the grid does not select rows. */
  isSelected: boolean | undefined;
  /** Width of the checkbox column, 0 without one. */
  selectionWidth: number;
  selectRowLabel: string;
  layout: ColumnLayout<DataGridColumn<Row>>;
  centreColumns: readonly VirtualItem[];
  /** The column holding the tab stop in this row, -1 when it is elsewhere. */
  activeColumn: number;
  /** The column being edited in this row, -1 for none. */
  editingColumn: number;
  renderEditor: ((column: DataGridColumn<Row>, columnIndex: number) => ReactNode) | undefined;
  onCheckboxChange: (rowIndex: number) => void;
}

/** Sticky placement of a pinned cell; `leftInset` is the checkbox column before left-pinned ones. */
export function pinnedCellStyle(placed: PlacedColumn<unknown>, leftInset: number): CSSProperties {
  if (placed.pinned === 'left') {
    return { position: 'sticky', left: leftInset + placed.offset, zIndex: 2 };
  }
  if (placed.pinned === 'right') return { position: 'sticky', right: placed.offset, zIndex: 2 };
  return {};
}

/** A pinned body cell's offset; the rest of its sticky placement comes from `[data-pinned]`. */
function pinnedBodyCellStyle(placed: PlacedColumn<unknown>, leftInset: number): CSSProperties {
  return placed.pinned === 'left' ? { left: leftInset + placed.offset } : { right: placed.offset };
}

/**
 * The centre columns' place in the flow (their cells are absolute). It takes any spare width of
 * a grid wider than its columns, so right-pinned cells sit at the right end; in a narrower grid
 * it keeps them after the centre, where `position: sticky; right` holds them at the viewport edge.
 */
export function GridFiller({ centerWidth }: { centerWidth: number }) {
  return (
    <div
      aria-hidden="true"
      className="grid-filler"
      style={{ flexGrow: 1, flexShrink: 0, width: centerWidth }}
    />
  );
}

/**
 * One body row: plain elements (no styled wrapper per cell) and memoised, so scrolling renders
 * only rows that came into view.
 */
function GridBodyRowImpl<Row>({
  row,
  rowIndex,
  ariaRowIndex,
  top,
  height,
  width,
  isSelected,
  selectionWidth,
  selectRowLabel,
  layout,
  centreColumns,
  activeColumn,
  editingColumn,
  renderEditor,
  onCheckboxChange,
}: GridBodyRowProps<Row>) {
  const rowPosition = rowIndex + 1;
  const firstDataColumn = selectionWidth > 0 ? 1 : 0;
  const cell = (
    placed: PlacedColumn<DataGridColumn<Row>>,
    columnIndex: number,
    style: CSSProperties,
    isPinned: boolean,
  ) => {
    const { column } = placed;
    const isEditing = columnIndex === editingColumn && renderEditor !== undefined;
    // Plain text sits in the cell itself (no inner element): a scroll creates half the nodes.
    const isText = !isEditing && !column.render;
    return (
      <div
        key={column.key}
        className="grid-cell"
        role="gridcell"
        aria-colindex={columnIndex + 1}
        tabIndex={columnIndex === activeColumn ? 0 : -1}
        data-cell-row={rowPosition}
        data-cell-column={columnIndex}
        data-align={column.align}
        data-editing={isEditing || undefined}
        data-text={isText || undefined}
        data-pinned={isPinned || undefined}
        // Everything shared by all cells comes from the stylesheet: only place and width are inline.
        style={{ ...style, width: placed.width }}
      >
        {isEditing
          ? renderEditor(column, columnIndex)
          : column.render
            ? column.render(row, rowIndex)
            : cellText(readCell(row, column.key))}
      </div>
    );
  };
  const centreStart = firstDataColumn + layout.left.length;
  const rightStart = centreStart + layout.center.length;
  return (
    <div
      className="grid-row"
      role="row"
      data-part="body"
      aria-rowindex={ariaRowIndex}
      aria-selected={isSelected}
      data-editing={editingColumn >= 0 || undefined}
      // The edited row rises above the next rows, so the editor's error message shows.
      style={{
        width,
        height,
        transform: `translateY(${top}px)`,
        zIndex: editingColumn >= 0 ? 3 : undefined,
      }}
    >
      {selectionWidth > 0 ? (
        <div
          className="grid-cell"
          role="gridcell"
          aria-colindex={1}
          tabIndex={activeColumn === 0 ? 0 : -1}
          data-cell-row={rowPosition}
          data-cell-column={0}
          data-pinned
          style={{ width: selectionWidth, left: 0 }}
        >
          <Checkbox
            aria-label={selectRowLabel}
            isSelected={isSelected === true}
            onChange={() => onCheckboxChange(rowIndex)}
          />
        </div>
      ) : null}
      {layout.left.map((placed, index) =>
        cell(placed, firstDataColumn + index, pinnedBodyCellStyle(placed, selectionWidth), true),
      )}
      {centreColumns.map((item) =>
        cell(layout.center[item.index]!, centreStart + item.index, { left: item.start }, false),
      )}
      <GridFiller centerWidth={layout.centerWidth} />
      {layout.right.map((placed, index) =>
        cell(placed, rightStart + index, pinnedBodyCellStyle(placed, 0), true),
      )}
    </div>
  );
}

export const GridBodyRow = memo(GridBodyRowImpl) as typeof GridBodyRowImpl;
