export {
  readSortValue,
  resolveColumnWidth,
  MAX_DEFAULT_COLUMN_WIDTH,
  MIN_DEFAULT_COLUMN_WIDTH,
} from './columns';
export type { ColumnModel, SortableValue } from './columns';
export { getColumnSort, sortRows, toggleSort } from './sorting';
export type {
  ColumnSort,
  SortDirection,
  SortRowsOptions,
  SortState,
  ToggleSortOptions,
} from './sorting';
export { nextCellPosition } from './navigation';
export type { CellPosition, GridExtent } from './navigation';
