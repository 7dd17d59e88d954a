import type {
  BankImportIssue,
  BankImportLine,
  BankImportPreview,
  StatementField,
} from '@ccms/api-client';
import { DataGrid, downloadBlob, type DataGridColumn } from '@ccms/data-grid';
import { Button, formatBankDateTime, Select, Tag } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { formatYuan } from '../money';
import {
  issueRowText,
  issuesWorkbook,
  STATEMENT_FIELDS,
  statementFieldLabel,
} from './statementFields';

/** Spec 001 §9: the import table is 420 high. */
const IMPORT_TABLE_HEIGHT = 420;
/** Header rows offered: the engine looks this far below metadata rows. */
const HEADER_ROW_CHOICES = 20;
/** The Select key of a field read from no column. */
const UNMAPPED = -1;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.base};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &[data-state='refused'] h3 {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

const MappingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning.text};
`;

type IssueRow = BankImportIssue & { key: string };

/** The problems of a statement: a table naming each row and field, and their download. */
export function IssueReport({
  issues,
  title,
  note,
  refused = false,
}: {
  issues: readonly BankImportIssue[];
  title: string;
  note: string;
  refused?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo<DataGridColumn<IssueRow>[]>(
    () => [
      {
        key: 'rowNumber',
        title: t('finance.import.row'),
        width: 90,
        align: 'right',
        render: (row) => issueRowText(row, t),
      },
      {
        key: 'field',
        title: t('finance.import.issueField'),
        width: 120,
        render: (row) => statementFieldLabel(row.field, t),
      },
      { key: 'message', title: t('finance.import.issueMessage'), width: 520 },
    ],
    [t],
  );
  const rows = useMemo(
    () => issues.map((issue, index) => ({ ...issue, key: String(index) })),
    [issues],
  );
  const download = async () => {
    const file = await issuesWorkbook(issues, t);
    downloadBlob(file, file.name);
  };
  return (
    <Section aria-label={title} data-state={refused ? 'refused' : 'issues'}>
      <h3>{title}</h3>
      <PanelNote>{note}</PanelNote>
      <Row>
        <Button onPress={() => void download()}>{t('finance.import.downloadReport')}</Button>
      </Row>
      <DataGrid<IssueRow>
        aria-label={t('finance.import.issuesGrid')}
        columns={columns}
        rows={rows}
        rowKey="key"
        height={Math.min(240, 48 + rows.length * 40)}
      />
    </Section>
  );
}

export interface ImportPreviewProps {
  preview: BankImportPreview;
  /** Re-reads the file with another sheet (0-based). */
  onSheet: (sheet: number) => void;
  /** Re-reads the file with another header row (1-based). */
  onHeaderRow: (headerRow: number) => void;
  /** Re-reads the file with a field read from another column. */
  onColumn: (field: StatementField, column: number) => void;
}

/**
 * The statement as the server read it, before anything is saved: sheet and header row, the
 * column each field comes from (changeable), the counts, every problem and the first rows.
 */
export function ImportPreview({ preview, onSheet, onHeaderRow, onColumn }: ImportPreviewProps) {
  const { t } = useTranslation();
  const headerChoices = Math.max(HEADER_ROW_CHOICES, preview.headerRow);
  const columnOptions = [
    { value: UNMAPPED, label: t('finance.import.unmapped'), isDisabled: true },
    ...preview.headers.map((header, index) => ({
      value: index,
      label: t('finance.import.columnOption', { index: index + 1, header: header || '—' }),
    })),
  ];
  const lineColumns = useMemo<DataGridColumn<BankImportLine>[]>(
    () => [
      { key: 'rowNumber', title: t('finance.import.row'), width: 70, align: 'right' },
      {
        key: 'duplicate',
        title: t('finance.import.status'),
        width: 80,
        exportValue: (line) =>
          line.duplicate ? t('finance.import.duplicate') : t('finance.import.fresh'),
        render: (line) =>
          line.duplicate ? (
            <Tag status="warning">{t('finance.import.duplicate')}</Tag>
          ) : (
            <Tag status="success">{t('finance.import.fresh')}</Tag>
          ),
      },
      {
        key: 'dateTime',
        title: t('finance.field.dateTime'),
        width: 170,
        render: (line) => formatBankDateTime(line.dateTime),
      },
      {
        key: 'income',
        title: t('finance.field.income'),
        width: 120,
        align: 'right',
        render: (line) => formatYuan(line.income),
      },
      {
        key: 'pay',
        title: t('finance.field.pay'),
        width: 120,
        align: 'right',
        render: (line) => formatYuan(line.pay),
      },
      {
        key: 'balance',
        title: t('finance.field.balance'),
        width: 130,
        align: 'right',
        render: (line) => formatYuan(line.balance),
      },
      { key: 'otherSideName', title: t('finance.field.otherSideName'), width: 180 },
      { key: 'otherSideAccount', title: t('finance.field.otherSideAccount'), width: 160 },
      { key: 'summary', title: t('finance.field.summary'), width: 140 },
      { key: 'memo', title: t('finance.field.memo'), width: 140 },
      { key: 'serialNo', title: t('finance.field.serialNo'), width: 140 },
    ],
    [t],
  );

  return (
    <>
      <Row>
        <Select
          label={t('finance.import.sheet')}
          width="middle"
          options={preview.sheetNames.map((name, index) => ({ value: index, label: name }))}
          value={preview.sheet}
          onChange={(value) => {
            if (value !== null && Number(value) !== preview.sheet) onSheet(Number(value));
          }}
        />
        <Select
          label={t('finance.import.headerRow')}
          width="short"
          options={Array.from({ length: headerChoices }, (_, index) => ({
            value: index + 1,
            label: t('finance.import.headerRowOption', { row: index + 1 }),
          }))}
          value={preview.headerRow}
          onChange={(value) => {
            if (value !== null && Number(value) !== preview.headerRow) onHeaderRow(Number(value));
          }}
        />
      </Row>
      {preview.meta.accountNo || preview.meta.accountName ? (
        <PanelNote>
          {t('finance.import.meta', {
            accountNo: preview.meta.accountNo ?? '—',
            accountName: preview.meta.accountName ?? '—',
          })}
        </PanelNote>
      ) : null}
      {preview.accountMismatch ? (
        <Warning role="alert">
          {t('finance.import.mismatch', { accountNo: preview.meta.accountNo ?? '' })}
        </Warning>
      ) : null}
      <Section aria-label={t('finance.import.mapping')}>
        <h3>{t('finance.import.mapping')}</h3>
        <PanelNote>{t('finance.import.mappingNote')}</PanelNote>
        <MappingGrid>
          {STATEMENT_FIELDS.map((field) => {
            const column = preview.columns[field] ?? null;
            return (
              <Select
                key={field}
                label={statementFieldLabel(field, t)}
                options={columnOptions}
                value={column ?? UNMAPPED}
                onChange={(value) => {
                  if (value !== null && Number(value) !== UNMAPPED && Number(value) !== column) {
                    onColumn(field, Number(value));
                  }
                }}
              />
            );
          })}
        </MappingGrid>
      </Section>
      <p role="status">
        {t('finance.import.counts', {
          rows: preview.rowCount,
          fresh: preview.freshCount,
          duplicates: preview.duplicateCount,
        })}
        {preview.previousBalance !== null
          ? ` ${t('finance.import.previous', { balance: formatYuan(preview.previousBalance) })}`
          : ''}
      </p>
      {preview.issues.length > 0 ? (
        <IssueReport
          issues={preview.issues}
          title={t('finance.import.issuesTitle', { count: preview.issues.length })}
          note={t('finance.import.issuesNote')}
        />
      ) : (
        <PanelNote>{t('finance.import.noIssues')}</PanelNote>
      )}
      <Section aria-label={t('finance.import.linesTitle', { count: preview.lines.length })}>
        <h3>{t('finance.import.linesTitle', { count: preview.lines.length })}</h3>
        <DataGrid<BankImportLine>
          aria-label={t('finance.import.linesGrid')}
          columns={lineColumns}
          rows={preview.lines}
          rowKey="rowNumber"
          height={IMPORT_TABLE_HEIGHT}
        />
      </Section>
    </>
  );
}
