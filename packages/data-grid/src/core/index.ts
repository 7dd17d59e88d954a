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
export { gridKeyAction, nextCellPosition, rowsPerPage } from './navigation';
export type { CellPosition, GridExtent, GridKeyAction, KeyStroke } from './navigation';
export {
  columnPin,
  columnWidth,
  EMPTY_COLUMN_STATE,
  isColumnHidden,
  MIN_COLUMN_WIDTH,
  moveColumn,
  moveColumnBefore,
  orderColumnKeys,
  parseColumnState,
  pinColumn,
  resizeColumn,
  resolveColumnLayout,
  setColumnHidden,
} from './columnState';
export type {
  ColumnLayout,
  ColumnPin,
  ColumnShape,
  ColumnState,
  LayoutColumn,
  PlacedColumn,
} from './columnState';
export { filterRows, isFilterActive, matchesFilter, setColumnFilter, toIsoDay } from './filtering';
export type { FilterColumn, FilterKind, FilterState, FilterValue } from './filtering';
export { selectionStatus, selectRange, toggleAllRows, toggleRowSelection } from './selection';
export type { RowKey, SelectionMode, SelectionStatus } from './selection';
export { buildRowModel, pageRows } from './rowModel';
export type { RowModelOptions } from './rowModel';
export {
  formatViewDate,
  formatViewValue,
  hasTimeOfDay,
  neutraliseFormulaText,
  readViewValue,
  toDelimitedText,
} from './delimited';
export type { DelimitedTextOptions, GridView, TextDelimiter, ViewColumn } from './delimited';
export { exportViewToCsv, exportViewToXlsx } from './exportView';
export type { CsvExportOptions, XlsxExportOptions } from './exportView';
export {
  buildTreeIndex,
  childrenOf,
  descendantIds,
  expandableIds,
  flattenVisible,
  isExpandable,
  isSelfOrDescendant,
  isUnloaded,
} from './treeModel';
export type {
  FlattenOptions,
  TreeIndex,
  TreeLoadStatus,
  TreeRow,
  VisibleTreeRow,
} from './treeModel';
export { applyMove, canMove, dropPosition } from './treeDrop';
export type { TreeDropPosition, TreeMove, TreeMoveEvent, TreeMoveResult } from './treeDrop';
export { computeCheckStates, toggleChecked } from './treeCheck';
export type { TreeCheckState } from './treeCheck';
export { keyboardMove, treeKeyAction } from './treeNavigation';
export type { TreeKeyAction } from './treeNavigation';
