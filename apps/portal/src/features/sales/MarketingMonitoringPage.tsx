import { BarChart } from '@ccms/charts';
import type { SalesMetric } from '@ccms/api-client';
import { Select, Spinner } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { Table } from '../cost/quality/qualityStyles';
import { useSalesMonitoring } from './salesQueries';
import { pct, recentYears, TableScroll, YearSelect } from './salesShared';

const METRICS: readonly SalesMetric[] = ['opportunities', 'visits', 'quotes', 'signings'];

/**
 * 营销监控 (/marketing-monitoring): per department the new opportunities, done visits, quotes and
 * signings per month of a year (or per week of a month) against the monthly targets.
 */
export default function MarketingMonitoringPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number>(recentYears()[0]!);
  const [granularity, setGranularity] = useState<'month' | 'week'>('month');
  const [month, setMonth] = useState<number>(new Date().getMonth() + 1);
  const [metric, setMetric] = useState<SalesMetric>('opportunities');
  const monitoring = useSalesMonitoring(year, granularity, month);
  const data = monitoring.data;
  const periodLabel = (period: { key: string; from: string; to: string }) =>
    granularity === 'month'
      ? t('sales.monitoring.monthName', { month: Number(period.key.slice(5, 7)) })
      : t('sales.monitoring.week', { from: period.from.slice(5), to: period.to.slice(5) });

  return (
    <AdminPage title={t('sales.monitoring.heading')}>
      <Toolbar>
        <YearSelect value={year} onChange={(next) => setYear(next ?? year)} />
        <Select
          label={t('sales.monitoring.granularity')}
          width="short"
          value={granularity}
          onChange={(next) => setGranularity(next === 'week' ? 'week' : 'month')}
          options={[
            { value: 'month', label: t('sales.monitoring.byMonth') },
            { value: 'week', label: t('sales.monitoring.byWeek') },
          ]}
        />
        {granularity === 'week' ? (
          <Select
            label={t('sales.month')}
            width="short"
            value={String(month)}
            onChange={(next) => setMonth(Number(next ?? month))}
            options={Array.from({ length: 12 }, (_, i) => ({
              value: String(i + 1),
              label: t('sales.monthOption', { month: i + 1 }),
            }))}
          />
        ) : null}
        <Select
          label={t('sales.monitoring.metric')}
          width="short"
          value={metric}
          onChange={(next) => setMetric((next ?? 'opportunities') as SalesMetric)}
          options={METRICS.map((value) => ({
            value,
            label: t(`sales.monitoring.metrics.${value}`),
          }))}
        />
      </Toolbar>
      {!data ? (
        <Spinner size={24} label={t('sales.loading')} />
      ) : data.departments.length === 0 ? (
        <Panel>{t('sales.empty')}</Panel>
      ) : (
        data.departments.map((department) => {
          const series = department.metrics[metric];
          const name = department.departmentName;
          return (
            <Panel key={department.departmentId}>
              <BarChart
                title={`${t('sales.monitoring.chart', { department: name })} · ${t(`sales.monitoring.metrics.${metric}`)}`}
                categories={data.periods.map(periodLabel)}
                series={[{ name: t('sales.monitoring.actual'), values: series.actual }]}
                lines={
                  granularity === 'month'
                    ? [{ name: t('sales.monitoring.target'), values: series.target }]
                    : []
                }
                height={240}
                loading={monitoring.isFetching}
                emptyText={t('sales.empty')}
              />
              <TableScroll>
                <Table>
                  <caption>{t('sales.monitoring.table', { department: name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('sales.monitoring.metric')}</th>
                      <th scope="col" data-align="right">
                        {t('sales.monitoring.actual')}
                      </th>
                      <th scope="col" data-align="right">
                        {t('sales.monitoring.target')}
                      </th>
                      <th scope="col" data-align="right">
                        {t('sales.monitoring.completion')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {METRICS.map((key) => {
                      const row = department.metrics[key];
                      return (
                        <tr key={key}>
                          <th scope="row">{t(`sales.monitoring.metrics.${key}`)}</th>
                          <td data-align="right">{row.totalActual}</td>
                          <td data-align="right">{row.totalTarget ?? '—'}</td>
                          <td data-align="right">{pct(row.completion)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </TableScroll>
            </Panel>
          );
        })
      )}
    </AdminPage>
  );
}
