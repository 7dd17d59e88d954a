import type { ImportRowError } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Tag, formatDecimal } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { api } from '../../../api/client';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { SeverityBadge, Table } from '../quality/qualityStyles';

export type ImportPreviewAnswer = Awaited<ReturnType<typeof api.cost.projectImportPreview>>;

/** The standard tables the preview names, in the order a unit workbook prints them. */
const TABLES = [
  'summary',
  'bills',
  'analysis',
  'measures',
  'others',
  'fees',
  'resources',
  'provisionalMaterials',
  'ownerMaterials',
  'projectInfo',
] as const;
const COUNTS = ['bills', 'divisions', 'measures', 'others', 'norms', 'resources', 'fees'] as const;
const TOTALS = ['total', 'lawfee', 'tax'] as const;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};

  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Danger = styled(Section)`
  h3 {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

/**
 * Rows of a workbook that cannot be read (sheet, row, column, message, value): the refused
 * import's report, and the preview's warning that the import would be refused.
 */
export function RowErrorReport({
  title,
  note,
  rows,
}: {
  title: string;
  note: string;
  rows: readonly ImportRowError[];
}) {
  const { t } = useTranslation();
  const columns = useMemo<DataGridColumn<ImportRowError & { key: string }>[]>(
    () => [
      { key: 'sheet', title: t('cost.project.import.sheet'), width: 120 },
      { key: 'row', title: t('cost.project.import.row'), width: 70, align: 'right' },
      { key: 'column', title: t('cost.project.import.column'), width: 80 },
      { key: 'message', title: t('cost.project.import.message'), width: 280 },
      { key: 'value', title: t('cost.project.import.value'), width: 140 },
    ],
    [t],
  );
  return (
    <Danger aria-label={title}>
      <h3>{title}</h3>
      <PanelNote>{note}</PanelNote>
      <DataGrid<ImportRowError & { key: string }>
        aria-label={title}
        columns={columns}
        rows={rows.map((entry, index) => ({ ...entry, key: String(index) }))}
        rowKey="key"
        height={240}
      />
    </Danger>
  );
}

/**
 * 读取结果: what 导入清单 would read from the uploaded workbook, before anything is saved — per
 * unit the standard tables found, the counts and the file's own totals; the project information
 * it would add; the rows it cannot read; and the problems the checks already see.
 */
export function ImportPreview({ preview }: { preview: ImportPreviewAnswer }) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) =>
    t(`cost.project.import.preview.${key}`, options);
  const features = Object.entries(preview.features);
  const { findings } = preview;
  const title = label('title');
  return (
    <>
      <Section aria-label={title}>
        <h3>{title}</h3>
        {preview.units.length === 0 ? <PanelNote>{label('empty')}</PanelNote> : null}
        {preview.units.map((unit, index) => {
          // A one-unit workbook is named by the dialog's 单位工程名称, not typed yet while previewing.
          const unitTitle =
            unit.name === ''
              ? label('unnamed', { index: index + 1 })
              : label('unit', { name: unit.name });
          const tables = TABLES.filter((table) => unit.tables.includes(table));
          return (
            <Section key={`${unit.code}-${index}`} aria-label={unitTitle}>
              <h4>{unitTitle}</h4>
              {tables.length > 0 ? (
                <ul aria-label={label('tablesFound')}>
                  {tables.map((table) => (
                    <li key={table}>
                      <Tag status="info">{label(`table.${table}`)}</Tag>
                    </li>
                  ))}
                </ul>
              ) : (
                <PanelNote>{label('noTables')}</PanelNote>
              )}
              <PanelNote aria-label={label('counts')}>
                {COUNTS.map((count) => label(`count.${count}`, { count: unit[count] })).join(' · ')}
              </PanelNote>
              <Table>
                <caption>{label('totals')}</caption>
                <thead>
                  <tr>
                    {TOTALS.map((total) => (
                      <th key={total} scope="col" data-align="right">
                        {label(total)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    {TOTALS.map((total) => (
                      <td key={total} data-align="right">
                        {unit.totals[total] === null
                          ? label('notStated')
                          : formatDecimal(unit.totals[total])}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </Table>
            </Section>
          );
        })}
        {features.length > 0 ? (
          <Table>
            <caption>{label('features')}</caption>
            <thead>
              <tr>
                <th scope="col">{label('feature')}</th>
                <th scope="col">{label('featureValue')}</th>
              </tr>
            </thead>
            <tbody>
              {features.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
        <Section aria-label={label('problems')}>
          <h4>{label('problems')}</h4>
          <PanelNote>
            {findings.error + findings.warn + findings.info === 0
              ? label('noProblems')
              : label('problemCounts', {
                  error: findings.error,
                  warn: findings.warn,
                  info: findings.info,
                })}
          </PanelNote>
          {findings.items.length > 0 ? (
            <>
              {findings.items.length < findings.error + findings.warn + findings.info ? (
                <PanelNote>{label('shownFirst', { shown: findings.items.length })}</PanelNote>
              ) : null}
              <Table aria-label={label('problems')}>
                <thead>
                  <tr>
                    <th scope="col">{label('severity')}</th>
                    <th scope="col">{label('rule')}</th>
                    <th scope="col">{label('place')}</th>
                    <th scope="col" data-align="right">
                      {label('expected')}
                    </th>
                    <th scope="col" data-align="right">
                      {label('actual')}
                    </th>
                    <th scope="col">{label('message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {findings.items.map((item, index) => (
                    <tr key={index}>
                      <td>
                        <SeverityBadge severity={item.severity} />
                      </td>
                      <td>{item.ruleTitle}</td>
                      <td>{item.place}</td>
                      <td data-align="right">{item.expected ?? ''}</td>
                      <td data-align="right">{item.actual ?? ''}</td>
                      <td>{item.message}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          ) : null}
        </Section>
      </Section>
      {preview.errors.length > 0 ? (
        <RowErrorReport
          title={label('rowErrors')}
          note={label('rowErrorsNote', { count: preview.errors.length })}
          rows={preview.errors}
        />
      ) : null}
    </>
  );
}
