export * from './core/index';
export { DataGrid } from './data-grid/DataGrid';
export type { DataGridColumn, DataGridProps } from './data-grid/DataGrid';
