/**
 * The bank statement engine (issue 10): reads any bank's export, maps it to the bank row of spec
 * 001 §3, removes duplicates and checks balance continuity. Pure: no database access.
 */
export type {
  MappedStatement,
  StatementField,
  StatementIssue,
  StatementLine,
  StatementMapping,
  StatementMeta,
} from './types';
export { STATEMENT_FIELDS } from './types';
export { readStatementSheets, MAX_STATEMENT_ROWS } from './read';
export { mapStatement, headerKey } from './map';
export { dedupeKey, splitDuplicates, checkContinuity } from './continuity';
export { bankTemplate, TEMPLATE_COLUMNS } from './template';
export { parseDateTime, parseTime, parseMoney, parseDirection } from './values';
