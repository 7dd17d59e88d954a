export * from './core/index';
export { DataGrid, GRID_ROW_HEIGHTS } from './data-grid/DataGrid';
export type {
  CellEditRequest,
  DataGridColumn,
  DataGridHandle,
  DataGridProps,
  GridPaginationMode,
} from './data-grid/DataGrid';
export type { ColumnOption } from './data-grid/gridColumn';
export { ColumnChooser } from './data-grid/ColumnChooser';
export type { ColumnChooserProps } from './data-grid/ColumnChooser';
export {
  dateRenderer,
  dictionaryRenderer,
  linkRenderer,
  moneyRenderer,
  rowActionsRenderer,
  tagRenderer,
} from './data-grid/cellRenderers';
export type { CellSource, LinkCellOptions, RowAction } from './data-grid/cellRenderers';
export { columnStateStorageKey } from './data-grid/useColumnState';
export { GridExportMenu } from './export/GridExportMenu';
export type { GridExportMenuProps } from './export/GridExportMenu';
export { useGridExport } from './export/useGridExport';
export type { GridExport, GridExportFormat, UseGridExportOptions } from './export/useGridExport';
export { downloadBlob } from './export/downloadBlob';
export {
  dataGridResources,
  DATA_GRID_NAMESPACE,
  registerDataGridResources,
} from './i18n/dataGridResources';
export type { DataGridMessageKey, DataGridMessages } from './i18n/dataGridResources';
export { TreeTable } from './tree-table/TreeTable';
export type { TreeTableHandle, TreeTableProps } from './tree-table/TreeTable';
