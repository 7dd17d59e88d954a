import type { BankImportIssue, StatementField } from '@ccms/api-client';
import { rejectedRowsWorkbook } from '@ccms/pickers';
import type { TFunction } from 'i18next';

/** The statement fields in the order the mapping table lists them. */
export const STATEMENT_FIELDS: readonly StatementField[] = [
  'dateTime',
  'income',
  'pay',
  'amount',
  'direction',
  'balance',
  'otherSideName',
  'otherSideAccount',
  'otherSideUnit',
  'summary',
  'matter',
  'memo',
  'serialNo',
];

/** The field's name as the pages show it (金额 columns without their unit). */
export function statementFieldLabel(field: string, t: TFunction): string {
  if (field === 'row') return t('finance.import.wholeRow');
  if (!(STATEMENT_FIELDS as readonly string[]).includes(field)) return field;
  return t(`finance.field.${field}`).replace(/\s*\((元|CNY)\)$/, '');
}

/** An issue's place: its Excel row, or the whole file (row 0). */
export function issueRowText(issue: BankImportIssue, t: TFunction): string {
  return issue.rowNumber > 0 ? String(issue.rowNumber) : t('finance.import.wholeFile');
}

/**
 * The problems as a workbook to fix the statement by: one line per Excel row with the fields at
 * fault and every message (the product's rejected-rows download).
 */
export async function issuesWorkbook(
  issues: readonly BankImportIssue[],
  t: TFunction,
): Promise<File> {
  const byRow = new Map<number, BankImportIssue[]>();
  for (const issue of issues) {
    byRow.set(issue.rowNumber, [...(byRow.get(issue.rowNumber) ?? []), issue]);
  }
  const rows = [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rowNumber, found]) => ({
      rowNumber,
      cells: [[...new Set(found.map((issue) => statementFieldLabel(issue.field, t)))].join('、')],
      reasons: found.map((issue) => issue.message),
    }));
  return rejectedRowsWorkbook(rows, {
    headers: [t('finance.import.issueField')],
    rowNumberTitle: t('finance.import.row'),
    reasonTitle: t('finance.import.reportReason'),
    fileName: t('finance.import.reportFile'),
  });
}
