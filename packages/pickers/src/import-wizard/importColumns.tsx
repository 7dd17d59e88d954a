import type { Translate } from '@ccms/ui';
import type { DataGridColumn } from '@ccms/data-grid';
import type { PickersMessageKey } from '../i18n/pickersResources';
import type { ColumnMapping, ImportField, ImportRow } from './core/importTypes';
import { describeIssue } from './issueText';
import { InvalidCell, IssueText } from './ImportWizard.styles';

/** The fields a column fills, in the fields' order. */
export function mappedFields(
  fields: readonly ImportField[],
  mapping: ColumnMapping,
): ImportField[] {
  const mapped = new Set(mapping);
  return fields.filter((field) => mapped.has(field.key));
}

/** Every issue of a row as one line of text. */
export function rowIssueText(
  row: ImportRow,
  fields: readonly ImportField[],
  t: Translate<PickersMessageKey>,
): string {
  return row.issues.map((issue) => describeIssue(issue, fields, t)).join('；');
}

/** The row-number column. */
export function rowNumberColumn(t: Translate<PickersMessageKey>): DataGridColumn<ImportRow> {
  return { key: 'rowNumber', title: t('importWizardRowNumber'), width: 72, align: 'right' };
}

/** One column per mapped field; a cell with an issue is marked and names it. */
export function fieldColumns(
  fields: readonly ImportField[],
  mapping: ColumnMapping,
  t: Translate<PickersMessageKey>,
): DataGridColumn<ImportRow>[] {
  return mappedFields(fields, mapping).map((field) => ({
    key: `field:${field.key}`,
    title: field.label,
    sortValue: (row) => row.values[field.key],
    exportValue: (row) => row.values[field.key],
    filterValue: (row) => row.values[field.key],
    render: (row) => {
      const value = row.values[field.key] ?? '';
      const issues = row.issues.filter((issue) => issue.field === field.key);
      if (issues.length === 0) return value;
      return (
        <InvalidCell
          data-invalid="true"
          title={issues.map((issue) => describeIssue(issue, fields, t)).join('；')}
        >
          {value}
        </InvalidCell>
      );
    },
  }));
}

/** The issues of the row, in words. */
export function issuesColumn(
  fields: readonly ImportField[],
  t: Translate<PickersMessageKey>,
): DataGridColumn<ImportRow> {
  return {
    key: 'issues',
    title: t('importWizardIssues'),
    width: 260,
    sortValue: (row) => row.issues.length,
    exportValue: (row) => rowIssueText(row, fields, t),
    render: (row) => <IssueText>{rowIssueText(row, fields, t)}</IssueText>,
  };
}
