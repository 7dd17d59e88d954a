import { formatBankDateTime } from '@ccms/ui';
import type { BankDayCountRow } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { lastDays, TotalsLine } from '../financeShared';
import { useDayCount } from '../financeQueries';
import { formatYuan } from '../money';
import { PeriodBar, toPeriod, type PeriodFilter } from './PeriodBar';

/** The report opens on the last 30 days. */
const DEFAULT_DAYS = 30;

/**
 * 资金日报 (/bank-funds/day-count): per day and account, the number of rows, money in and out and
 * the balance after the day's last row, newest day first, with the period's totals.
 */
export default function DayCountPage() {
  const { t } = useTranslation();
  const [empty] = useState<PeriodFilter>(() => ({
    accountId: null,
    period: lastDays(DEFAULT_DAYS),
  }));
  const [filter, setFilter] = useState<PeriodFilter>(empty);
  const period = useMemo(() => toPeriod(filter), [filter]);
  const report = useDayCount(period);
  const columns = useMemo<DataGridColumn<BankDayCountRow>[]>(
    () => [
      {
        key: 'date',
        title: t('finance.dayCount.date'),
        width: 120,
        render: (row) => formatBankDateTime(row.date),
      },
      {
        key: 'account',
        title: t('finance.field.accountName'),
        width: 260,
        sortValue: (row) => row.accountNo,
        exportValue: (row) => `${row.accountName} ${row.accountNo}`,
        render: (row) => `${row.accountName} ${row.accountNo}`,
      },
      { key: 'count', title: t('finance.dayCount.count'), width: 90, align: 'right' },
      {
        key: 'income',
        title: t('finance.field.income'),
        width: 150,
        align: 'right',
        render: (row) => formatYuan(row.income),
      },
      {
        key: 'pay',
        title: t('finance.field.pay'),
        width: 150,
        align: 'right',
        render: (row) => formatYuan(row.pay),
      },
      {
        key: 'closingBalance',
        title: t('finance.dayCount.closing'),
        width: 170,
        align: 'right',
        render: (row) => formatYuan(row.closingBalance),
      },
    ],
    [t],
  );
  const totals = report.data?.totals;
  return (
    <AdminPage title={t('finance.dayCount.heading')}>
      <Panel>
        <PanelHeader>
          <PeriodBar
            label={t('finance.dayCount.periodLabel')}
            empty={empty}
            initial={filter}
            onSearch={setFilter}
          />
        </PanelHeader>
        <TotalsLine role="status" aria-live="polite">
          {totals ? (
            <span>
              {t('finance.dayCount.totals', {
                count: totals.count,
                income: formatYuan(totals.income),
                pay: formatYuan(totals.pay),
              })}
            </span>
          ) : null}
        </TotalsLine>
        <DataGrid<BankDayCountRow>
          aria-label={t('finance.dayCount.grid')}
          columns={columns}
          rows={report.data?.rows ?? []}
          rowKey={(row) => `${row.date}|${row.accountId}`}
          loading={report.isFetching}
          emptyText={t('finance.dayCount.empty')}
          pagination="client"
          pageSize={50}
        />
      </Panel>
    </AdminPage>
  );
}
