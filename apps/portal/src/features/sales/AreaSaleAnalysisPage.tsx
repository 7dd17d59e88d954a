import { BarChart } from '@ccms/charts';
import type { SalesAreaRow } from '@ccms/api-client';
import { Spinner } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { Table } from '../cost/quality/qualityStyles';
import { useSalesArea } from './salesQueries';
import { pct, recentYears, TableScroll, wan, wanNumber, YearSelect } from './salesShared';

/**
 * 区域销售分析 (/area-sale-analysis): contracts signed and received in the year by region, with
 * the open opportunities of each region; a bar chart and its table, largest signed first.
 */
export default function AreaSaleAnalysisPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number>(recentYears()[0]!);
  const area = useSalesArea(year);
  const data = area.data;
  const regionName = (row: SalesAreaRow) => row.region || t('sales.noRegion');

  return (
    <AdminPage title={t('sales.area.heading')}>
      <Toolbar>
        <YearSelect value={year} onChange={(next) => setYear(next ?? year)} />
      </Toolbar>
      {!data ? (
        <Spinner size={24} label={t('sales.loading')} />
      ) : (
        <>
          <Panel>
            <BarChart
              title={t('sales.area.chart')}
              categories={data.rows.map(regionName)}
              series={[
                { name: t('sales.area.signed'), values: data.rows.map((r) => wanNumber(r.signed)) },
                {
                  name: t('sales.area.received'),
                  values: data.rows.map((r) => wanNumber(r.received)),
                },
              ]}
              loading={area.isFetching}
              emptyText={t('sales.empty')}
            />
          </Panel>
          <Panel>
            <TableScroll>
              <Table>
                <caption>{t('sales.area.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('sales.area.region')}</th>
                    <th scope="col" data-align="right">
                      {t('sales.area.contracts')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.area.signed')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.area.received')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.area.receivedRate')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.area.openOpportunities')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.area.openAmount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.rows, { ...data.total, region: t('sales.total') }].map((row, index) => (
                    <tr key={`${row.region}-${index}`}>
                      <th scope="row">{regionName(row)}</th>
                      <td data-align="right">{row.contracts}</td>
                      <td data-align="right">{wan(row.signed)}</td>
                      <td data-align="right">{wan(row.received)}</td>
                      <td data-align="right">{pct(row.receivedRate)}</td>
                      <td data-align="right">{row.openOpportunities}</td>
                      <td data-align="right">{wan(row.openAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
