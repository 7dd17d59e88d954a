import type { FollowAuditSummaryItem, FollowAuditSummaryPeriod } from '@ccms/api-client';
import { DataGrid, downloadBlob, type DataGridColumn } from '@ccms/data-grid';
import { Button, Tag, toast } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import { fetchSummaryWorkbook, useMeasureSummary } from './followAuditQueries';
import {
  FollowAuditSelectors,
  FollowAuditStatusTag,
  percentText,
  useFollowAuditSelection,
} from './followAuditShared';

/** A money column: exact yuan with thousands commas, right-aligned. */
function money<Row>(title: string, key: string, value: (row: Row) => string): DataGridColumn<Row> {
  return { key, title, width: 140, align: 'right', render: (row) => formatYuan(value(row)) };
}

/**
 * 计量汇总表 (/b/follow-audit/measure-summary-table): a project's periods with reported, approved,
 * 核减 and 核减率 and the cumulative; its bill items over all periods; totals; Excel export.
 */
export default function MeasureSummaryPage() {
  const { t } = useTranslation();
  const selection = useFollowAuditSelection();
  const summary = useMeasureSummary(selection.projectId);
  const [exporting, setExporting] = useState(false);
  const data = summary.data;

  const periodColumns = useMemo<DataGridColumn<FollowAuditSummaryPeriod>[]>(
    () => [
      { key: 'period', title: t('followAudit.period'), width: 100 },
      {
        key: 'status',
        title: t('followAudit.statusLabel'),
        width: 100,
        render: (row) => <FollowAuditStatusTag status={row.status} />,
      },
      money<FollowAuditSummaryPeriod>(
        t('followAudit.summary.reportedAmount'),
        'reportedAmount',
        (row) => row.reportedAmount,
      ),
      money<FollowAuditSummaryPeriod>(
        t('followAudit.summary.approvedAmount'),
        'approvedAmount',
        (row) => row.approvedAmount,
      ),
      money<FollowAuditSummaryPeriod>(
        t('followAudit.summary.reducedAmount'),
        'reducedAmount',
        (row) => row.reducedAmount,
      ),
      {
        key: 'reducedPercent',
        title: t('followAudit.summary.reducedPercent'),
        width: 100,
        align: 'right',
        render: (row) => percentText(row.reducedPercent),
      },
      money<FollowAuditSummaryPeriod>(
        t('followAudit.summary.cumulativeApproved'),
        'cumulativeApproved',
        (row) => row.cumulativeApproved,
      ),
      {
        key: 'cumulativePercent',
        title: t('followAudit.summary.cumulativePercent'),
        width: 120,
        align: 'right',
        render: (row) => percentText(row.cumulativePercent),
      },
    ],
    [t],
  );

  const itemColumns = useMemo<DataGridColumn<FollowAuditSummaryItem>[]>(
    () => [
      { key: 'code', title: t('followAudit.measure.code'), width: 130 },
      { key: 'name', title: t('followAudit.measure.name'), width: 200 },
      { key: 'unit', title: t('followAudit.measure.unit'), width: 60 },
      {
        key: 'contractQuantity',
        title: t('followAudit.measure.contractQuantity'),
        width: 110,
        align: 'right',
      },
      money<FollowAuditSummaryItem>(
        t('followAudit.summary.contractAmount'),
        'contractAmount',
        (row) => row.contractAmount,
      ),
      {
        key: 'reportedQuantity',
        title: t('followAudit.summary.reportedQuantity'),
        width: 110,
        align: 'right',
      },
      money<FollowAuditSummaryItem>(
        t('followAudit.summary.reportedAmount'),
        'reportedAmount',
        (row) => row.reportedAmount,
      ),
      {
        key: 'approvedQuantity',
        title: t('followAudit.summary.approvedQuantity'),
        width: 110,
        align: 'right',
      },
      money<FollowAuditSummaryItem>(
        t('followAudit.summary.approvedAmount'),
        'approvedAmount',
        (row) => row.approvedAmount,
      ),
      money<FollowAuditSummaryItem>(
        t('followAudit.summary.reducedAmount'),
        'reducedAmount',
        (row) => row.reducedAmount,
      ),
      {
        key: 'cumulativePercent',
        title: t('followAudit.summary.cumulativePercent'),
        width: 130,
        align: 'right',
        render: (row) => (
          <>
            {percentText(row.cumulativePercent)}{' '}
            {row.over ? <Tag status="danger">{t('followAudit.measure.over')}</Tag> : null}
          </>
        ),
      },
    ],
    [t],
  );

  const exportWorkbook = async () => {
    if (!selection.projectId || !data) return;
    setExporting(true);
    try {
      const blob = await fetchSummaryWorkbook(selection.projectId);
      downloadBlob(blob, `${data.projectName}-${t('followAudit.summary.heading')}.xlsx`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title={t('followAudit.summary.heading')}
      actions={
        data ? (
          <Button isDisabled={exporting} onPress={() => void exportWorkbook()}>
            {t('followAudit.summary.export')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FollowAuditSelectors selection={selection} projectOnly />
        </PanelHeader>
        {!selection.loading && selection.projects.length === 0 ? (
          <PanelNote>{t('followAudit.noProject')}</PanelNote>
        ) : null}
        {data ? (
          <TotalsLine aria-live="polite">
            {t('followAudit.summary.totals', {
              contract: formatYuan(data.totals.contractAmount),
              reported: formatYuan(data.totals.reportedAmount),
              approved: formatYuan(data.totals.approvedAmount),
              reduced: formatYuan(data.totals.reducedAmount),
              percent: percentText(data.totals.reducedPercent),
            })}
          </TotalsLine>
        ) : null}
        <h2>{t('followAudit.summary.byPeriod')}</h2>
        <DataGrid<FollowAuditSummaryPeriod>
          aria-label={t('followAudit.summary.byPeriod')}
          columns={periodColumns}
          rows={data?.periods ?? []}
          rowKey="periodId"
          loading={summary.isFetching}
          emptyText={t('followAudit.empty')}
        />
        <h2>{t('followAudit.summary.byItem')}</h2>
        <DataGrid<FollowAuditSummaryItem>
          aria-label={t('followAudit.summary.byItem')}
          columns={itemColumns}
          rows={data?.items ?? []}
          rowKey="itemId"
          loading={summary.isFetching}
          emptyText={t('followAudit.empty')}
        />
      </Panel>
    </AdminPage>
  );
}
