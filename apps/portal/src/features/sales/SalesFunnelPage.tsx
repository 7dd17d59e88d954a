import { FunnelChart } from '@ccms/charts';
import { SALES_OPEN_STAGES, type SalesStage } from '@ccms/api-client';
import { Spinner } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { Table } from '../cost/quality/qualityStyles';
import { useSalesFunnel } from './salesQueries';
import { pct, Stats, TableScroll, wan, YearSelect } from './salesShared';

const FUNNEL_STAGES: readonly SalesStage[] = [...SALES_OPEN_STAGES, 'won'];

/**
 * 销售漏斗 (/sales-funnel): the opportunities now at each stage with their expected amount, how
 * many reached each stage and the conversion from the stage before, the win rate and why
 * opportunities were lost — all computed by the server.
 */
export default function SalesFunnelPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const funnel = useSalesFunnel(year, null);
  const data = funnel.data;
  const stageName = (stage: SalesStage) => t(`sales.stage.${stage}`);

  return (
    <AdminPage title={t('sales.funnel.heading')}>
      <Toolbar>
        <YearSelect value={year} onChange={setYear} allowAll />
      </Toolbar>
      {!data ? (
        <Spinner size={24} label={t('sales.loading')} />
      ) : (
        <>
          <Panel aria-label={t('sales.funnel.heading')}>
            <Stats>
              <div>
                <dt>{t('sales.funnel.total')}</dt>
                <dd>{data.total}</dd>
              </div>
              <div>
                <dt>
                  {t('sales.funnel.totalAmount')} ({t('sales.unitWan')})
                </dt>
                <dd>{wan(data.totalAmount)}</dd>
              </div>
              <div>
                <dt>
                  {t('sales.funnel.weighted')} ({t('sales.unitWan')})
                </dt>
                <dd>{wan(data.weightedOpenAmount)}</dd>
              </div>
              <div>
                <dt>{t('sales.funnel.winRate')}</dt>
                <dd>{pct(data.winRate)}</dd>
              </div>
              <div>
                <dt>{t('sales.funnel.overall')}</dt>
                <dd>{pct(data.overallConversion)}</dd>
              </div>
            </Stats>
          </Panel>
          <Panel>
            <FunnelChart
              title={t('sales.funnel.chart')}
              stages={FUNNEL_STAGES.map((stage) => ({
                name: stageName(stage),
                value: data.stages.find((row) => row.stage === stage)?.reached ?? 0,
              }))}
              loading={funnel.isFetching}
              emptyText={t('sales.empty')}
            />
          </Panel>
          <Panel>
            <TableScroll>
              <Table>
                <caption>{t('sales.funnel.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('sales.opportunity.stageFilter')}</th>
                    <th scope="col" data-align="right">
                      {t('sales.funnel.count')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.funnel.amount')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.funnel.reached')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.funnel.conversion')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.stages.map((row) => (
                    <tr key={row.stage}>
                      <th scope="row">{stageName(row.stage)}</th>
                      <td data-align="right">{row.count}</td>
                      <td data-align="right">{wan(row.amount)}</td>
                      <td data-align="right">{row.reached}</td>
                      <td data-align="right">{pct(row.conversion)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </Panel>
          <Panel>
            <Table>
              <caption>{t('sales.funnel.lostReasons')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.funnel.reason')}</th>
                  <th scope="col" data-align="right">
                    {t('sales.funnel.times')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lostReasons.length === 0 ? (
                  <tr>
                    <td colSpan={2}>{t('sales.empty')}</td>
                  </tr>
                ) : (
                  data.lostReasons.map((row) => (
                    <tr key={row.reason}>
                      <th scope="row">{row.reason || t('sales.funnel.noReason')}</th>
                      <td data-align="right">{row.count}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
