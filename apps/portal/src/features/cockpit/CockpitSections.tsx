import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BarChart,
  LineChart,
  PieChart,
  StatCard,
  monthLabels,
  type BarSeries,
  type PieSlice,
} from '@ccms/charts';
import type { CockpitFigure, CockpitPage, CockpitSlice } from '@ccms/api-client';
import { formatTenThousandYuan } from '@ccms/ui';
import { currentLanguage } from '../../i18n';
import type { CockpitData } from './cockpitQueries';
import { CountTile, Figures, Panel, Panels, Table } from './cockpitStyles';

// The body of each cockpit page: figures on top, then charts and tables. Every chart keeps its
// accessible table of numbers (from @ccms/charts); money is shown in 万元 with two decimals.

/** An amount in yuan (API decimal string) as a number of 万元 for the charts. */
const wan = (value: string) => Number(formatTenThousandYuan(value));
const twoPlaces = (value: number) => value.toFixed(2);
const whole = (value: number) => String(value);

function useMonths() {
  return monthLabels(
    Array.from({ length: 12 }, (_, i) => i + 1),
    currentLanguage(),
  );
}

// ── Building blocks ─────────────────────────────────────────────────────────────────────────────

function MoneyCard({
  label,
  figure,
  riseIsGood = true,
}: {
  label: string;
  figure: CockpitFigure;
  riseIsGood?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StatCard
      label={label}
      value={figure.year}
      previousValue={figure.lastYear}
      comparisonLabel={t('cockpit.vsLastYear')}
      riseIsGood={riseIsGood}
      unit="tenThousandYuan"
    />
  );
}

function Count({ label, value }: { label: string; value: ReactNode }) {
  return (
    <CountTile>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </CountTile>
  );
}

function SlicePie({
  title,
  slices,
  nameOf = (slice) => slice.name,
  measure = 'amount',
}: {
  title: string;
  slices: CockpitSlice[];
  nameOf?: (slice: CockpitSlice) => string;
  measure?: 'amount' | 'count';
}) {
  const data: PieSlice[] = slices.map((slice) => ({
    name: nameOf(slice),
    value: measure === 'amount' ? wan(slice.amount) : slice.count,
  }));
  return (
    <Panel>
      <PieChart
        title={title}
        slices={data}
        donut
        formatValue={measure === 'amount' ? twoPlaces : whole}
      />
    </Panel>
  );
}

function SliceBar({
  title,
  slices,
  seriesName,
  nameOf = (slice) => slice.name,
  measure = 'amount',
}: {
  title: string;
  slices: CockpitSlice[];
  seriesName: string;
  nameOf?: (slice: CockpitSlice) => string;
  measure?: 'amount' | 'count';
}) {
  return (
    <Panel>
      <BarChart
        title={title}
        horizontal
        categories={slices.map(nameOf)}
        series={[
          {
            name: seriesName,
            values: slices.map((s) => (measure === 'amount' ? wan(s.amount) : s.count)),
          },
        ]}
        formatValue={measure === 'amount' ? twoPlaces : whole}
      />
    </Panel>
  );
}

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation();
  return (
    <Panel $wide>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{t('cockpit.none')}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} data-numeric={column.numeric ? '' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Panel>
  );
}

const money = (value: string) => formatTenThousandYuan(value);
const ratio = (value: string | null) => value ?? '—';

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

function ManageCockpitView({ data }: { data: CockpitData['manage-cockpit'] }) {
  const { t } = useTranslation();
  const months = useMonths();
  return (
    <>
      <Figures>
        <MoneyCard label={t('cockpit.figure.signed')} figure={data.signed} />
        <MoneyCard label={t('cockpit.figure.revenue')} figure={data.revenue} />
        <MoneyCard label={t('cockpit.figure.invoiced')} figure={data.invoiced} />
        <MoneyCard label={t('cockpit.figure.received')} figure={data.received} />
        <MoneyCard label={t('cockpit.figure.cost')} figure={data.cost} riseIsGood={false} />
        <StatCard
          label={t('cockpit.figure.receivable')}
          value={data.receivable}
          unit="tenThousandYuan"
        />
        <StatCard label={t('cockpit.figure.profit')} value={data.profit} unit="tenThousandYuan" />
        <StatCard
          label={t('cockpit.figure.margin')}
          value={data.margin}
          unit="percent"
          fractionDigits={2}
        />
        <StatCard label={t('cockpit.figure.headcount')} value={data.headcount} unit="people" />
        <Count label={t('cockpit.figure.projectsInProgress')} value={data.projectsInProgress} />
      </Figures>
      <Panels>
        <Panel $wide>
          <LineChart
            title={t('cockpit.chart.trend')}
            categories={months}
            series={[
              { name: t('cockpit.series.signed'), values: data.trend.signed.map(wan) },
              { name: t('cockpit.series.revenue'), values: data.trend.revenue.map(wan) },
              { name: t('cockpit.series.cost'), values: data.trend.cost.map(wan) },
              { name: t('cockpit.series.profit'), values: data.trend.profit.map(wan) },
            ]}
            formatValue={twoPlaces}
          />
        </Panel>
      </Panels>
    </>
  );
}

function RevenueView({ data }: { data: CockpitData['revenue-manage'] }) {
  const { t } = useTranslation();
  const months = useMonths();
  return (
    <>
      <Figures>
        <MoneyCard label={t('cockpit.figure.revenue')} figure={data.revenue} />
        <MoneyCard label={t('cockpit.figure.received')} figure={data.received} />
      </Figures>
      <Panels>
        <Panel $wide>
          <BarChart
            title={t('cockpit.chart.revenueMonthly')}
            categories={months}
            series={[
              { name: t('cockpit.series.current'), values: data.monthly.current.map(wan) },
              { name: t('cockpit.series.previous'), values: data.monthly.previous.map(wan) },
            ]}
            formatValue={twoPlaces}
          />
        </Panel>
        <SlicePie
          title={t('cockpit.chart.byBusinessType')}
          slices={data.byBusinessType}
          nameOf={(s) => t(`cockpit.businessType.${s.key}`, { defaultValue: s.key })}
        />
        <SliceBar
          title={t('cockpit.chart.byDepartment')}
          slices={data.byDepartment}
          seriesName={t('cockpit.series.revenue')}
          nameOf={(s) => s.name || t('cockpit.unknown')}
        />
        <SliceBar
          title={t('cockpit.chart.topCustomers')}
          slices={data.topCustomers}
          seriesName={t('cockpit.series.revenue')}
          nameOf={(s) => s.name || t('cockpit.unknown')}
        />
      </Panels>
    </>
  );
}

function CostBoardView({ data }: { data: CockpitData['cost-board'] }) {
  const { t } = useTranslation();
  const months = useMonths();
  return (
    <>
      <Figures>
        <MoneyCard label={t('cockpit.figure.cost')} figure={data.cost} riseIsGood={false} />
        <StatCard label={t('cockpit.figure.revenue')} value={data.revenue} unit="tenThousandYuan" />
        <StatCard
          label={t('cockpit.figure.costRatio')}
          value={data.costRatio}
          unit="percent"
          fractionDigits={2}
        />
      </Figures>
      <Panels>
        <Panel $wide>
          <BarChart
            title={t('cockpit.chart.costMonthly')}
            categories={months}
            stacked
            series={[
              { name: t('cockpit.series.direct'), values: data.monthly.direct.map(wan) },
              { name: t('cockpit.series.indirect'), values: data.monthly.indirect.map(wan) },
            ]}
            lines={[{ name: t('cockpit.series.revenue'), values: data.monthly.revenue.map(wan) }]}
            formatValue={twoPlaces}
          />
        </Panel>
        <SlicePie
          title={t('cockpit.chart.costByCategory')}
          slices={data.byCategory}
          nameOf={(s) => t(`cockpit.category.${s.key}`, { defaultValue: s.key })}
        />
        <SlicePie title={t('cockpit.chart.costBySubject')} slices={data.bySubject} />
        <SliceBar
          title={t('cockpit.chart.costByDepartment')}
          slices={data.byDepartment}
          seriesName={t('cockpit.series.cost')}
          nameOf={(s) => s.name || t('cockpit.unknown')}
        />
      </Panels>
    </>
  );
}

function CostManageView({ data }: { data: CockpitData['cost-manage'] }) {
  const { t } = useTranslation();
  const months = useMonths();
  const departments = data.departments;
  return (
    <Panels>
      <Panel $wide>
        <BarChart
          title={t('cockpit.chart.departmentCost')}
          categories={departments.map((d) => d.name)}
          series={[
            { name: t('cockpit.series.cost'), values: departments.map((d) => wan(d.cost)) },
            { name: t('cockpit.series.revenue'), values: departments.map((d) => wan(d.revenue)) },
          ]}
          formatValue={twoPlaces}
        />
      </Panel>
      <DataTable
        caption={t('cockpit.table.subjects')}
        rowKey={(row) => row.subject}
        rows={data.subjects}
        columns={[
          { header: t('cockpit.table.subject'), cell: (row) => row.subject },
          ...months.map((label, i) => ({
            header: label,
            numeric: true,
            cell: (row: (typeof data.subjects)[number]) => money(row.months[i]!),
          })),
          { header: t('cockpit.table.total'), numeric: true, cell: (row) => money(row.total) },
        ]}
      />
      <DataTable
        caption={t('cockpit.table.departments')}
        rowKey={(row) => row.key}
        rows={departments}
        columns={[
          { header: t('cockpit.table.department'), cell: (row) => row.name },
          { header: t('cockpit.table.cost'), numeric: true, cell: (row) => money(row.cost) },
          { header: t('cockpit.table.revenue'), numeric: true, cell: (row) => money(row.revenue) },
          { header: t('cockpit.table.ratio'), numeric: true, cell: (row) => ratio(row.ratio) },
        ]}
      />
    </Panels>
  );
}

function ContractView({ data }: { data: CockpitData['contract-supervise'] }) {
  const { t } = useTranslation();
  const months = useMonths();
  const statusName = (key: string) => t(`cockpit.status.${key}`, { defaultValue: key });
  const contractColumns = [
    { header: t('cockpit.table.code'), cell: (row: (typeof data.largest)[number]) => row.code },
    { header: t('cockpit.table.contract'), cell: (row: (typeof data.largest)[number]) => row.name },
    {
      header: t('cockpit.table.customer'),
      cell: (row: (typeof data.largest)[number]) => row.customerName,
    },
    {
      header: t('cockpit.table.amount'),
      numeric: true,
      cell: (row: (typeof data.largest)[number]) => money(row.amount),
    },
    {
      header: t('cockpit.table.signedDate'),
      cell: (row: (typeof data.largest)[number]) => row.signedDate ?? '',
    },
    {
      header: t('cockpit.table.status'),
      cell: (row: (typeof data.largest)[number]) => statusName(row.status),
    },
  ];
  const counts: BarSeries[] = [
    { name: t('cockpit.series.count'), values: data.signedMonthly.count, axis: 'right' },
  ];
  return (
    <>
      <Figures>
        <StatCard
          label={t('cockpit.figure.signed')}
          value={data.signedYear.amount}
          unit="tenThousandYuan"
        />
        <Count label={t('cockpit.figure.signedCount')} value={data.signedYear.count} />
        <StatCard
          label={t('cockpit.figure.overdue')}
          value={data.overdue.total}
          unit="tenThousandYuan"
        />
        <Count label={t('cockpit.figure.overdueCount')} value={data.overdue.count} />
      </Figures>
      <Panels>
        <SlicePie
          title={t('cockpit.chart.byStatus')}
          slices={data.byStatus}
          nameOf={(s) => statusName(s.key)}
          measure="count"
        />
        <Panel>
          <BarChart
            title={t('cockpit.chart.signedMonthly')}
            categories={months}
            series={[
              { name: t('cockpit.series.amount'), values: data.signedMonthly.amount.map(wan) },
            ]}
            lines={counts}
            formatValue={twoPlaces}
            formatRightValue={whole}
          />
        </Panel>
        <DataTable
          caption={t('cockpit.table.overdue')}
          rowKey={(row) => row.id}
          rows={data.overdue.contracts}
          columns={[
            ...contractColumns.slice(0, 3),
            {
              header: t('cockpit.table.overdueAmount'),
              numeric: true,
              cell: (row) => money(row.overdue),
            },
            ...contractColumns.slice(3),
          ]}
        />
        <DataTable
          caption={t('cockpit.table.largest')}
          rowKey={(row) => row.id}
          rows={data.largest}
          columns={contractColumns}
        />
      </Panels>
    </>
  );
}

function CustomerView({ data }: { data: CockpitData['customer-manage'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Figures>
        <Count label={t('cockpit.figure.customers')} value={data.total} />
        <Count label={t('cockpit.figure.newYear')} value={data.newYear} />
        <Count label={t('cockpit.figure.newMonth')} value={data.newMonth} />
      </Figures>
      <Panels>
        <SlicePie
          title={t('cockpit.chart.byKind')}
          slices={data.byKind}
          nameOf={(s) => t(`cockpit.customerKind.${s.key}`, { defaultValue: s.key })}
          measure="count"
        />
        <SliceBar
          title={t('cockpit.chart.byRegion')}
          slices={data.byRegion}
          seriesName={t('cockpit.table.contracts')}
          nameOf={(s) => s.key || t('cockpit.unknown')}
          measure="count"
        />
        <DataTable
          caption={t('cockpit.table.keyCustomers')}
          rowKey={(row) => row.id}
          rows={data.keyCustomers}
          columns={[
            { header: t('cockpit.table.customer'), cell: (row) => row.name },
            { header: t('cockpit.table.contracts'), numeric: true, cell: (row) => row.contracts },
            {
              header: t('cockpit.table.amount'),
              numeric: true,
              cell: (row) => money(row.contractAmount),
            },
            {
              header: t('cockpit.table.received'),
              numeric: true,
              cell: (row) => money(row.received),
            },
          ]}
        />
      </Panels>
    </>
  );
}

function ManpowerView({ data }: { data: CockpitData['manpower-manage'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Figures>
        <StatCard label={t('cockpit.figure.headcount')} value={data.headcount} unit="people" />
        <StatCard label={t('cockpit.figure.revenue')} value={data.revenue} unit="tenThousandYuan" />
        <StatCard
          label={t('cockpit.figure.outputPerHead')}
          value={data.outputPerHead}
          unit="tenThousandYuan"
        />
      </Figures>
      <Panels>
        <Panel>
          <BarChart
            title={t('cockpit.chart.staffByDepartment')}
            horizontal
            categories={data.departments.map((d) => d.name)}
            series={[
              { name: t('cockpit.series.staff'), values: data.departments.map((d) => d.staff) },
            ]}
            formatValue={whole}
          />
        </Panel>
        <DataTable
          caption={t('cockpit.table.departments')}
          rowKey={(row) => row.key}
          rows={data.departments}
          columns={[
            { header: t('cockpit.table.department'), cell: (row) => row.name },
            { header: t('cockpit.table.staff'), numeric: true, cell: (row) => row.staff },
            {
              header: t('cockpit.table.revenue'),
              numeric: true,
              cell: (row) => money(row.revenue),
            },
            {
              header: t('cockpit.table.outputPerHead'),
              numeric: true,
              cell: (row) => money(row.outputPerHead),
            },
          ]}
        />
      </Panels>
    </>
  );
}

function DevelopView({ data }: { data: CockpitData['develop-manage'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Figures>
        <Count label={t('cockpit.figure.projects')} value={data.projects} />
        <Count label={t('cockpit.figure.newProjectsYear')} value={data.newProjectsYear} />
        <Count label={t('cockpit.figure.billItems')} value={data.billItems} />
      </Figures>
      <Panels>
        <SlicePie
          title={t('cockpit.chart.projectsByKind')}
          slices={data.byKind}
          nameOf={(s) =>
            s.key ? t(`cost.library.kind.${s.key}`, { defaultValue: s.key }) : t('cockpit.unknown')
          }
          measure="count"
        />
        <SlicePie
          title={t('cockpit.chart.projectsByFileType')}
          slices={data.byFileType}
          nameOf={(s) => t(`cost.library.fileType.${s.key}`, { defaultValue: s.key })}
          measure="count"
        />
        <SliceBar
          title={t('cockpit.chart.findings')}
          slices={data.findings}
          seriesName={t('cockpit.table.total')}
          nameOf={(s) => t(`cockpit.severity.${s.key}`, { defaultValue: s.key })}
          measure="count"
        />
      </Panels>
    </>
  );
}

function FinanceView({ data }: { data: CockpitData['finance-data'] }) {
  const { t } = useTranslation();
  const months = useMonths();
  return (
    <>
      <Figures>
        <StatCard
          label={t('cockpit.figure.totalBalance')}
          value={data.totalBalance}
          unit="tenThousandYuan"
        />
        <StatCard
          label={t('cockpit.figure.opening')}
          value={data.position.opening}
          unit="tenThousandYuan"
        />
        <StatCard
          label={t('cockpit.figure.income')}
          value={data.position.income}
          unit="tenThousandYuan"
        />
        <StatCard
          label={t('cockpit.figure.pay')}
          value={data.position.pay}
          unit="tenThousandYuan"
        />
        <StatCard
          label={t('cockpit.figure.closing')}
          value={data.position.closing}
          unit="tenThousandYuan"
        />
        <StatCard
          label={t('cockpit.figure.incomeYear')}
          value={data.incomeYear}
          unit="tenThousandYuan"
        />
        <StatCard label={t('cockpit.figure.payYear')} value={data.payYear} unit="tenThousandYuan" />
      </Figures>
      <Panels>
        <Panel $wide>
          <BarChart
            title={t('cockpit.chart.bankMonthly')}
            categories={months}
            series={[
              { name: t('cockpit.series.income'), values: data.monthly.income.map(wan) },
              { name: t('cockpit.series.pay'), values: data.monthly.pay.map(wan) },
            ]}
            formatValue={twoPlaces}
          />
        </Panel>
        <DataTable
          caption={t('cockpit.table.accounts')}
          rowKey={(row) => row.id}
          rows={data.accounts}
          columns={[
            { header: t('cockpit.table.account'), cell: (row) => row.accountName },
            { header: t('cockpit.table.bank'), cell: (row) => row.bankName },
            { header: t('cockpit.table.accountNo'), cell: (row) => row.accountNo },
            {
              header: t('cockpit.table.balance'),
              numeric: true,
              cell: (row) => money(row.balance),
            },
          ]}
        />
      </Panels>
    </>
  );
}

function OperateView({ data }: { data: CockpitData['operate-manage'] }) {
  const { t } = useTranslation();
  const months = useMonths();
  const departments = data.departments;
  return (
    <>
      <Figures>
        <StatCard label={t('cockpit.figure.revenue')} value={data.revenue} unit="tenThousandYuan" />
        <StatCard label={t('cockpit.figure.cost')} value={data.cost} unit="tenThousandYuan" />
        <StatCard label={t('cockpit.figure.profit')} value={data.profit} unit="tenThousandYuan" />
        <StatCard
          label={t('cockpit.figure.margin')}
          value={data.margin}
          unit="percent"
          fractionDigits={2}
        />
      </Figures>
      <Panels>
        <Panel>
          <BarChart
            title={t('cockpit.chart.departmentProfit')}
            categories={departments.map((d) => d.name)}
            series={[
              { name: t('cockpit.series.revenue'), values: departments.map((d) => wan(d.revenue)) },
              { name: t('cockpit.series.cost'), values: departments.map((d) => wan(d.cost)) },
              { name: t('cockpit.series.profit'), values: departments.map((d) => wan(d.profit)) },
            ]}
            formatValue={twoPlaces}
          />
        </Panel>
        <Panel>
          <LineChart
            title={t('cockpit.chart.profitMonthly')}
            categories={months}
            area
            series={[{ name: t('cockpit.series.profit'), values: data.monthly.profit.map(wan) }]}
            formatValue={twoPlaces}
          />
        </Panel>
        <DataTable
          caption={t('cockpit.table.departments')}
          rowKey={(row) => row.key}
          rows={departments}
          columns={[
            { header: t('cockpit.table.department'), cell: (row) => row.name },
            {
              header: t('cockpit.table.revenue'),
              numeric: true,
              cell: (row) => money(row.revenue),
            },
            { header: t('cockpit.table.cost'), numeric: true, cell: (row) => money(row.cost) },
            { header: t('cockpit.table.profit'), numeric: true, cell: (row) => money(row.profit) },
            { header: t('cockpit.table.ratio'), numeric: true, cell: (row) => ratio(row.ratio) },
          ]}
        />
      </Panels>
    </>
  );
}

const VIEWS: { [K in CockpitPage]: (props: { data: CockpitData[K] }) => ReactNode } = {
  'manage-cockpit': ManageCockpitView,
  'revenue-manage': RevenueView,
  'cost-board': CostBoardView,
  'contract-supervise': ContractView,
  'customer-manage': CustomerView,
  'cost-manage': CostManageView,
  'manpower-manage': ManpowerView,
  'develop-manage': DevelopView,
  'finance-data': FinanceView,
  'operate-manage': OperateView,
};

/** The body of one cockpit page for its data. */
export function CockpitSection<P extends CockpitPage>({
  page,
  data,
}: {
  page: P;
  data: CockpitData[P];
}) {
  const View = VIEWS[page] as (props: { data: CockpitData[P] }) => ReactNode;
  return <View data={data} />;
}
