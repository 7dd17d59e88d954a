/** A cell of the grid; row 0 is the header row. */
export interface CellPosition {
  row: number;
  column: number;
}

export interface GridExtent {
  /** Including the header row. */
  rowCount: number;
  columnCount: number;
  /** Rows moved by PageUp/PageDown. */
  pageSize?: number;
}

/**
 * Where focus goes for a key in a grid (WAI-ARIA grid pattern); `undefined` when the key is
 * not a navigation key, so the caller lets it through.
 */
export function nextCellPosition(
  position: CellPosition,
  key: string,
  { rowCount, columnCount, pageSize = 10 }: GridExtent,
  withControl = false,
): CellPosition | undefined {
  const lastRow = Math.max(0, rowCount - 1);
  const lastColumn = Math.max(0, columnCount - 1);
  const clamp = (row: number, column: number): CellPosition => ({
    row: Math.min(lastRow, Math.max(0, row)),
    column: Math.min(lastColumn, Math.max(0, column)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(position.row - 1, position.column);
    case 'ArrowDown':
      return clamp(position.row + 1, position.column);
    case 'ArrowLeft':
      return clamp(position.row, position.column - 1);
    case 'ArrowRight':
      return clamp(position.row, position.column + 1);
    case 'Home':
      return withControl ? clamp(0, 0) : clamp(position.row, 0);
    case 'End':
      return withControl ? clamp(lastRow, lastColumn) : clamp(position.row, lastColumn);
    case 'PageUp':
      return clamp(position.row - pageSize, position.column);
    case 'PageDown':
      return clamp(position.row + pageSize, position.column);
    default:
      return undefined;
  }
}

/** What a key press means to a grid cell, apart from moving (see `nextCellPosition`). */
export type GridKeyAction =
  /** Enter or F2: sort a header, start editing, or step into the cell's controls. */
  | 'activate'
  /** Esc: leave the editor or the cell's controls. */
  | 'cancel'
  /** Space: select or unselect the row. */
  | 'toggleSelection'
  /** Ctrl/Cmd+A: select every (filtered) row. */
  | 'selectAll'
  /** Ctrl/Cmd+C: copy the selected rows or the active cell. */
  | 'copy';

export interface KeyStroke {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The grid action of a key press on a cell, `undefined` when the grid lets it through. */
export function gridKeyAction({
  key,
  ctrlKey,
  metaKey,
  altKey,
}: KeyStroke): GridKeyAction | undefined {
  const command = Boolean(ctrlKey || metaKey);
  if (altKey) return undefined;
  if (command) {
    const letter = key.toLowerCase();
    return letter === 'c' ? 'copy' : letter === 'a' ? 'selectAll' : undefined;
  }
  switch (key) {
    case 'Enter':
    case 'F2':
      return 'activate';
    case 'Escape':
      return 'cancel';
    case ' ':
      return 'toggleSelection';
    default:
      return undefined;
  }
}

/** Rows that fit in a viewport, the step of PageUp/PageDown (at least one). */
export function rowsPerPage(viewportHeight: number, rowHeight: number): number {
  return Math.max(1, Math.floor(viewportHeight / Math.max(1, rowHeight)));
}
