// The import wizard's framework-free core: read, find the header, map, validate, reject.
export type {
  ColumnMapping,
  ImportField,
  ImportFieldType,
  ImportRow,
  ImportSheet,
  RowIssue,
  RowIssueRule,
} from './importTypes';
export {
  cellValueText,
  decodeText,
  formatCellDate,
  formatCellNumber,
  parseDelimitedText,
  readWorkbook,
  UnsupportedWorkbookError,
} from './readWorkbook';
export type { ReadWorkbookOptions } from './readWorkbook';
export {
  detectHeaderRow,
  HEADER_SCAN_ROWS,
  matchColumns,
  normaliseHeader,
  remapColumn,
  toColIndexMaps,
  unmappedRequiredFields,
} from './columnMatching';
export type { ColumnMatch, ColumnMatchKind } from './columnMatching';
export {
  checkRows,
  isOfType,
  parseImportDate,
  parseImportNumber,
  rowKeyOf,
  toImportRows,
  validateRows,
} from './validateRows';
export type { CheckRowsOptions, ImportRowRule, ValidateRowsOptions } from './validateRows';
export { rejectedRowsWorkbook } from './rejectedRows';
export type { RejectedRow, RejectedRowsOptions } from './rejectedRows';
export { parseInWorker } from './parseInWorker';
export type { ParseWorkbookOptions, ParseWorkerFactory } from './parseInWorker';
