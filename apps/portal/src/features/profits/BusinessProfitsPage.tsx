import type {
  BusinessProfit,
  DirectFeeContract,
  IndirectFeeDepartment,
  ProfitContract,
  ProfitDepartment,
} from '@ccms/api-client';
import { BarChart } from '@ccms/charts';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { TabLinks } from '../../shell/TabLinks';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { TotalsLine } from '../finance/financeShared';
import { formatMoney, type MoneyUnit } from '../finance/money';
import { useBusinessProfit } from './profitsQueries';
import {
  formatMargin,
  MonthRangeBar,
  thisYear,
  toPeriod,
  UnitSwitch,
  type MonthFilter,
} from './profitsShared';

export const PROFIT_TABS = ['cost-directly-fee', 'cost-indirect-fee', 'profits'] as const;
export type ProfitTab = (typeof PROFIT_TABS)[number];
const BASE = '/business-profits';
const isTab = (value: string | undefined): value is ProfitTab =>
  (PROFIT_TABS as readonly string[]).includes(value ?? '');

type Money = (value: string | null | undefined) => string;

function DirectTab({ data, money }: { data: BusinessProfit; money: Money }) {
  const { t } = useTranslation();
  const columns = useMemo<DataGridColumn<DirectFeeContract>[]>(
    () => [
      { key: 'contractCode', title: t('profits.contractCode'), width: 140 },
      { key: 'contractName', title: t('profits.contractName'), width: 260 },
      {
        key: 'departmentName',
        title: t('profits.department'),
        width: 120,
        render: (row) => row.departmentName || t('profits.noDepartment'),
      },
      {
        key: 'bySubject',
        title: t('profits.subject'),
        width: 240,
        render: (row) =>
          row.bySubject.map((part) => `${part.subject} ${money(part.amount)}`).join('；'),
      },
      { key: 'count', title: t('profits.count'), width: 80, align: 'right' },
      {
        key: 'amount',
        title: t('profits.direct'),
        width: 150,
        align: 'right',
        render: (row) => money(row.amount),
      },
    ],
    [money, t],
  );
  return (
    <>
      <PanelNote>{t('profits.profits.directNote', { total: money(data.direct.total) })}</PanelNote>
      <BarChart
        title={t('profits.profits.directByDepartment')}
        categories={data.direct.byDepartment.map(
          (row) => row.departmentName || t('profits.noDepartment'),
        )}
        series={[
          {
            name: t('profits.direct'),
            values: data.direct.byDepartment.map((row) => Number(row.amount)),
          },
        ]}
        height={240}
      />
      <DataGrid<DirectFeeContract>
        aria-label={t('profits.profits.directGrid')}
        columns={columns}
        rows={data.direct.byContract}
        rowKey="contractId"
        emptyText={t('profits.empty')}
      />
    </>
  );
}

function IndirectTab({ data, money }: { data: BusinessProfit; money: Money }) {
  const { t } = useTranslation();
  const columns = useMemo<DataGridColumn<IndirectFeeDepartment>[]>(
    () => [
      {
        key: 'departmentName',
        title: t('profits.department'),
        width: 140,
        render: (row) => row.departmentName || t('profits.noDepartment'),
      },
      {
        key: 'revenue',
        title: t('profits.revenue'),
        width: 150,
        align: 'right',
        render: (row) => money(row.revenue),
      },
      {
        key: 'revenueShare',
        title: t('profits.profits.revenueShare'),
        width: 100,
        align: 'right',
        render: (row) => formatMargin(row.revenueShare),
      },
      {
        key: 'own',
        title: t('profits.profits.own'),
        width: 150,
        align: 'right',
        render: (row) => money(row.own),
      },
      {
        key: 'shared',
        title: t('profits.profits.shared'),
        width: 150,
        align: 'right',
        render: (row) => money(row.shared),
      },
      {
        key: 'allocated',
        title: t('profits.profits.allocated'),
        width: 150,
        align: 'right',
        render: (row) => money(row.allocated),
      },
      {
        key: 'bySubject',
        title: t('profits.subject'),
        width: 260,
        render: (row) =>
          row.bySubject.map((part) => `${part.subject} ${money(part.amount)}`).join('；'),
      },
    ],
    [money, t],
  );
  return (
    <>
      <PanelNote>{t('profits.profits.indirectRule')}</PanelNote>
      <TotalsLine aria-live="polite">
        {t('profits.profits.indirectTotals', {
          total: money(data.indirect.total),
          pool: money(data.indirect.pool),
          allocated: money(data.indirect.allocated),
          unallocated: money(data.indirect.unallocated),
        })}
      </TotalsLine>
      <DataGrid<IndirectFeeDepartment>
        aria-label={t('profits.profits.indirectGrid')}
        columns={columns}
        rows={data.indirect.byDepartment}
        rowKey="departmentId"
        emptyText={t('profits.empty')}
      />
    </>
  );
}

function profitColumns<Row extends ProfitDepartment>(
  t: (key: string) => string,
  money: Money,
  leading: DataGridColumn<Row>[],
): DataGridColumn<Row>[] {
  const amount = (key: 'revenue' | 'direct' | 'indirect' | 'profit'): DataGridColumn<Row> => ({
    key,
    title: t(`profits.${key}`),
    width: 150,
    align: 'right',
    render: (row) => money(row[key]),
  });
  return [
    ...leading,
    amount('revenue'),
    amount('direct'),
    amount('indirect'),
    amount('profit'),
    {
      key: 'margin',
      title: t('profits.margin'),
      width: 100,
      align: 'right',
      render: (row) => formatMargin(row.margin),
    },
  ];
}

function ProfitsTab({ data, money }: { data: BusinessProfit; money: Money }) {
  const { t } = useTranslation();
  const departmentName = (row: { departmentName: string }) =>
    row.departmentName || t('profits.noDepartment');
  const byDepartment = useMemo(
    () =>
      profitColumns<ProfitDepartment>(t, money, [
        {
          key: 'departmentName',
          title: t('profits.department'),
          width: 140,
          render: departmentName,
        },
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- departmentName only reads t
    [money, t],
  );
  const byContract = useMemo(
    () =>
      profitColumns<ProfitContract>(t, money, [
        { key: 'contractCode', title: t('profits.contractCode'), width: 140 },
        { key: 'contractName', title: t('profits.contractName'), width: 240 },
        {
          key: 'departmentName',
          title: t('profits.department'),
          width: 120,
          render: departmentName,
        },
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- departmentName only reads t
    [money, t],
  );
  const total = data.profits.total;
  return (
    <>
      <TotalsLine aria-live="polite">
        {t('profits.profits.totals', {
          revenue: money(total.revenue),
          direct: money(total.direct),
          indirect: money(total.indirect),
          profit: money(total.profit),
          margin: formatMargin(total.margin),
        })}
      </TotalsLine>
      <BarChart
        title={t('profits.profits.chart')}
        categories={data.profits.byDepartment.map(departmentName)}
        series={[
          {
            name: t('profits.revenue'),
            values: data.profits.byDepartment.map((r) => Number(r.revenue)),
          },
          {
            name: t('profits.profit'),
            values: data.profits.byDepartment.map((r) => Number(r.profit)),
          },
        ]}
        height={260}
      />
      <DataGrid<ProfitDepartment>
        aria-label={t('profits.profits.byDepartmentGrid')}
        columns={byDepartment}
        rows={data.profits.byDepartment}
        rowKey="departmentId"
        emptyText={t('profits.empty')}
      />
      <DataGrid<ProfitContract>
        aria-label={t('profits.profits.byContractGrid')}
        columns={byContract}
        rows={data.profits.byContract}
        rowKey="contractId"
        emptyText={t('profits.empty')}
      />
    </>
  );
}

/**
 * 经营利润 (/business-profits/cost-directly-fee | cost-indirect-fee | profits): direct fee per
 * contract, the allocation of indirect fee with its rule, and profit per department and contract,
 * for a month range and department, in 元 or 万元 — every figure from the server.
 */
export default function BusinessProfitsPage() {
  const { t } = useTranslation();
  // The tab is the path's second segment (/business-profits/<tab>).
  const tab = useLocation().pathname.split('/')[2];
  const [empty] = useState<MonthFilter>(() => thisYear());
  const [filter, setFilter] = useState<MonthFilter>(empty);
  const [unit, setUnit] = useState<MoneyUnit>('yuan');
  const report = useBusinessProfit(toPeriod(filter));
  const money = useMemo<Money>(() => (value) => formatMoney(value, unit), [unit]);
  if (!isTab(tab)) return <Navigate replace to={`${BASE}/${PROFIT_TABS[0]}`} />;
  const unitName = unit === 'wan' ? t('profits.wan') : t('profits.yuan');
  return (
    <AdminPage title={t('profits.profits.heading')}>
      <TabLinks aria-label={t('profits.profits.tabsLabel')}>
        <ul>
          {PROFIT_TABS.map((key) => (
            <li key={key}>
              <Link to={`${BASE}/${key}`} aria-current={key === tab ? 'page' : undefined}>
                {t(`profits.profits.tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </TabLinks>
      <Panel aria-busy={report.isFetching}>
        <PanelHeader>
          <MonthRangeBar empty={empty} initial={filter} onSearch={setFilter} />
          <UnitSwitch unit={unit} onChange={setUnit} />
        </PanelHeader>
        <PanelNote>{t('profits.unitNote', { unit: unitName })}</PanelNote>
        {report.data ? (
          tab === 'cost-directly-fee' ? (
            <DirectTab data={report.data} money={money} />
          ) : tab === 'cost-indirect-fee' ? (
            <IndirectTab data={report.data} money={money} />
          ) : (
            <ProfitsTab data={report.data} money={money} />
          )
        ) : null}
      </Panel>
    </AdminPage>
  );
}
