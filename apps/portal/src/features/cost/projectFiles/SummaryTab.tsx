import type { ProjectSummary, ProjectSummaryRow } from '@ccms/api-client';
import { TreeTable, type DataGridColumn } from '@ccms/data-grid';
import { Empty, Spinner, formatDecimal } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { useProjectSummary } from './projectFileQueries';

/** A 汇总 row in the tree: a 单项, a 单位, or the project total appended last. */
export interface SummaryTreeRow extends Omit<ProjectSummaryRow, 'level'> {
  id: string;
  order: number;
  level: ProjectSummaryRow['level'] | 'total';
}

export const SUMMARY_TOTAL_ID = '__project-total';

/** The answer as tree rows: singles at the top (their parent, the project, is not a row), units under them, then the total. */
export function summaryTreeRows(summary: ProjectSummary, totalName: string): SummaryTreeRow[] {
  const ids = new Set(summary.rows.map((row) => row.nodeId));
  const rows: SummaryTreeRow[] = summary.rows.map((row, index) => ({
    ...row,
    id: row.nodeId,
    parentId: row.parentId !== null && ids.has(row.parentId) ? row.parentId : null,
    order: index,
  }));
  if (rows.length === 0) return rows;
  return [
    ...rows,
    {
      ...summary.total,
      id: SUMMARY_TOTAL_ID,
      nodeId: SUMMARY_TOTAL_ID,
      parentId: null,
      order: rows.length,
      level: 'total',
      name: totalName,
    },
  ];
}

const MONEY_COLUMNS = ['items', 'measures', 'other', 'lawfee', 'tax', 'total'] as const;
const TREE_HEIGHT = 480;

/**
 * 汇总: the project's 单项 and 单位 with 分部分项, 单价措施, 其他, 规费, 税金 and 合计 as a tree,
 * and the project's total as the last row.
 */
export function SummaryTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const summary = useProjectSummary(projectId);
  const rows = useMemo(
    () =>
      summary.data ? summaryTreeRows(summary.data, t('costProjectFiles.summary.totalRow')) : [],
    [summary.data, t],
  );
  const expanded = useMemo(
    () => rows.filter((row) => row.level === 'single').map((row) => row.id),
    [rows],
  );
  const columns = useMemo<DataGridColumn<SummaryTreeRow>[]>(
    () => [
      {
        key: 'name',
        title: t('costProjectFiles.summary.name'),
        width: 300,
        render: (row) => (row.level === 'total' ? <strong>{row.name}</strong> : row.name),
      },
      {
        key: 'level',
        title: t('costProjectFiles.summary.level'),
        width: 100,
        render: (row) => (row.level === 'total' ? '' : t(`costProjectFiles.summary.${row.level}`)),
      },
      ...MONEY_COLUMNS.map((key): DataGridColumn<SummaryTreeRow> => ({
        key,
        title: t(`costProjectFiles.summary.${key}`),
        width: 140,
        align: 'right',
        render: (row) =>
          row.level === 'total' || key === 'total' ? (
            <strong>{formatDecimal(row[key])}</strong>
          ) : (
            formatDecimal(row[key])
          ),
      })),
      {
        key: 'billCount',
        title: t('costProjectFiles.summary.billCount'),
        width: 90,
        align: 'right',
      },
    ],
    [t],
  );

  return (
    <Panel aria-label={t('costProjectFiles.summary.heading')}>
      <PanelHeader>
        <h2>{t('costProjectFiles.summary.heading')}</h2>
        <PanelNote>{t('costProjectFiles.summary.note')}</PanelNote>
      </PanelHeader>
      {!summary.data ? (
        summary.isError ? null : (
          <Spinner size={20} />
        )
      ) : rows.length === 0 ? (
        <Empty description={t('costProjectFiles.summary.empty')} />
      ) : (
        // Mounted with the answer, so the singles start open.
        <TreeTable<SummaryTreeRow>
          aria-label={t('costProjectFiles.summary.grid')}
          rows={rows}
          columns={columns}
          defaultExpandedIds={expanded}
          height={TREE_HEIGHT}
          toolbar
        />
      )}
    </Panel>
  );
}
