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
