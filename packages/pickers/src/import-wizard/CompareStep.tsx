import { DataGrid, formatViewValue, type DataGridColumn } from '@ccms/data-grid';
import { Tag } from '@ccms/ui';
import { useId, useMemo } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import type { ImportRow } from './core/importTypes';
import { rowKeyOf } from './core/validateRows';
import { issuesColumn, mappedFields, rowNumberColumn } from './importColumns';
import { ChangedCell, CompareGrids, Hint, InvalidCell } from './ImportWizard.styles';
import type { ExistingImportRow, ImportSession } from './useImportSession';

/** The spec's comparison grid height. */
export const COMPARE_GRID_HEIGHT = 650;

interface ExistingEntry {
  id: number;
  row: ExistingImportRow;
}

// Stored values may be numbers or dates; compared as the text an Excel cell would hold.
const textOf = formatViewValue;

/** Step 4: the stored rows beside the Excel rows, each Excel row marked new or overwriting. */
export function CompareStep({ session }: { session: ImportSession }) {
  const t = usePickersTranslation();
  const { rows, fields, mapping, keyFields, existingRows, existingByKey } = session;
  const existingTitle = useId();
  const excelTitle = useId();
  const shownFields = useMemo(() => mappedFields(fields, mapping), [fields, mapping]);
  const matchOf = (row: ImportRow) =>
    keyFields.length > 0 ? existingByKey.get(rowKeyOf(row.values, keyFields)) : undefined;

  const existingColumns = useMemo<DataGridColumn<ExistingEntry>[]>(
    () =>
      shownFields.map((field) => ({
        key: `existing:${field.key}`,
        title: field.label,
        sortValue: (entry) => textOf(entry.row[field.key]),
        exportValue: (entry) => entry.row[field.key],
        render: (entry) => textOf(entry.row[field.key]),
      })),
    [shownFields],
  );
  const existingEntries = useMemo(
    () => existingRows.map((row, id) => ({ id, row })),
    [existingRows],
  );

  const excelColumns: DataGridColumn<ImportRow>[] = [
    {
      key: 'status',
      title: t('importWizardStatus'),
      width: 96,
      render: (row) =>
        row.issues.length > 0 ? (
          <Tag status="danger">{t('importWizardStatusInvalid')}</Tag>
        ) : matchOf(row) ? (
          <Tag status="warning">{t('importWizardStatusUpdate')}</Tag>
        ) : (
          <Tag status="success">{t('importWizardStatusNew')}</Tag>
        ),
    },
    rowNumberColumn(t),
    ...shownFields.map<DataGridColumn<ImportRow>>((field) => ({
      key: `excel:${field.key}`,
      title: field.label,
      sortValue: (row) => row.values[field.key],
      exportValue: (row) => row.values[field.key],
      render: (row) => {
        const value = row.values[field.key] ?? '';
        if (row.issues.some((issue) => issue.field === field.key)) {
          return <InvalidCell data-invalid="true">{value}</InvalidCell>;
        }
        const existing = matchOf(row);
        if (existing && textOf(existing[field.key]) !== value) {
          return (
            <ChangedCell data-changed="true" title={textOf(existing[field.key])}>
              {value}
            </ChangedCell>
          );
        }
        return value;
      },
    })),
    issuesColumn(fields, t),
  ];

  return (
    <>
      <Hint>{t('importWizardCompareHint')}</Hint>
      <CompareGrids>
        <section aria-labelledby={existingTitle}>
          <h3 id={existingTitle}>{t('importWizardExisting')}</h3>
          <DataGrid
            aria-labelledby={existingTitle}
            columns={existingColumns}
            rows={existingEntries}
            rowKey="id"
            height={COMPARE_GRID_HEIGHT}
          />
        </section>
        <section aria-labelledby={excelTitle}>
          <h3 id={excelTitle}>{t('importWizardExcelData')}</h3>
          <DataGrid
            aria-labelledby={excelTitle}
            columns={excelColumns}
            rows={rows}
            rowKey="id"
            height={COMPARE_GRID_HEIGHT}
          />
        </section>
      </CompareGrids>
    </>
  );
}
