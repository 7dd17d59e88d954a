import { BarChart, StatCard } from '@ccms/charts';
import { Spinner } from '@ccms/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeProvider, useTheme } from 'styled-components';
import {
  cockpitTheme,
  CountTile,
  Figures,
  Header,
  Notice,
  Panel,
  Panels,
  Screen,
  Table,
} from '../cockpit/cockpitStyles';
import { useConstructionSites } from './salesQueries';
import { pct, wan, wanNumber } from './salesShared';

/**
 * 工地数据 (/construction-site-data, a big-screen page of its own): the projects under
 * construction — contracts signed or under way linked to a cost project — with contract amount,
 * progress payments and receipts, completion, the open findings of the latest quality check and
 * the people on each; every figure computed by the server.
 */
export default function ConstructionSiteDataPage() {
  const { t } = useTranslation();
  const outerTheme = useTheme();
  const theme = useMemo(() => cockpitTheme(outerTheme), [outerTheme]);
  const sites = useConstructionSites();
  const data = sites.data;

  useEffect(() => {
    document.title = t('sales.site.heading');
  }, [t]);

  return (
    <ThemeProvider theme={theme}>
      <Screen>
        <Header>
          <div>
            <h1>{t('sales.site.heading')}</h1>
            <p>{t('sales.site.note')}</p>
          </div>
        </Header>
        {!data ? (
          sites.isError ? (
            <Notice role="alert">{t('sales.empty')}</Notice>
          ) : (
            <Spinner size={32} label={t('sales.loading')} />
          )
        ) : (
          <>
            <Figures>
              <CountTile>
                <dt>{t('sales.site.sites')}</dt>
                <dd>{data.totals.sites}</dd>
              </CountTile>
              <StatCard
                label={t('sales.site.amount')}
                value={data.totals.amount}
                unit="tenThousandYuan"
              />
              <StatCard
                label={t('sales.site.invoiced')}
                value={data.totals.invoiced}
                unit="tenThousandYuan"
              />
              <StatCard
                label={t('sales.site.received')}
                value={data.totals.received}
                unit="tenThousandYuan"
              />
              <CountTile>
                <dt>{t('sales.site.findings')}</dt>
                <dd>{data.totals.openFindings}</dd>
              </CountTile>
              <StatCard label={t('sales.site.staff')} value={data.totals.staff} unit="people" />
            </Figures>
            <Panels>
              <Panel $wide>
                <BarChart
                  title={t('sales.site.chart')}
                  categories={data.sites.map((site) => site.projectName)}
                  series={[
                    {
                      name: `${t('sales.site.amount')}(${t('sales.unitWan')})`,
                      values: data.sites.map((site) => wanNumber(site.amount)),
                    },
                    {
                      name: `${t('sales.site.invoiced')}(${t('sales.unitWan')})`,
                      values: data.sites.map((site) => wanNumber(site.invoiced)),
                    },
                    {
                      name: `${t('sales.site.received')}(${t('sales.unitWan')})`,
                      values: data.sites.map((site) => wanNumber(site.received)),
                    },
                  ]}
                  emptyText={t('sales.empty')}
                />
              </Panel>
              <Panel $wide>
                <Table>
                  <caption>{t('sales.site.table')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('sales.site.project')}</th>
                      <th scope="col">{t('sales.site.contract')}</th>
                      <th scope="col">{t('sales.site.customer')}</th>
                      <th scope="col">{t('sales.site.region')}</th>
                      <th scope="col">
                        {t('sales.site.amount')}({t('sales.unitWan')})
                      </th>
                      <th scope="col">
                        {t('sales.site.invoiced')}({t('sales.unitWan')})
                      </th>
                      <th scope="col">
                        {t('sales.site.received')}({t('sales.unitWan')})
                      </th>
                      <th scope="col">{t('sales.site.completion')}</th>
                      <th scope="col">{t('sales.site.receivedRate')}</th>
                      <th scope="col">{t('sales.site.findings')}</th>
                      <th scope="col">{t('sales.site.people')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.sites.length === 0 ? (
                      <tr>
                        <td colSpan={11}>{t('sales.empty')}</td>
                      </tr>
                    ) : (
                      data.sites.map((site) => (
                        <tr key={site.contractId}>
                          <th scope="row">{site.projectName}</th>
                          <td>
                            {site.contractCode} {site.contractName}
                          </td>
                          <td>{site.customerName ?? ''}</td>
                          <td>{site.region ?? ''}</td>
                          <td data-numeric>{wan(site.amount)}</td>
                          <td data-numeric>{wan(site.invoiced)}</td>
                          <td data-numeric>{wan(site.received)}</td>
                          <td data-numeric>{pct(site.completion)}</td>
                          <td data-numeric>{pct(site.receivedRate)}</td>
                          <td data-numeric>{site.openFindings}</td>
                          <td>
                            {site.staff
                              .map(
                                (person) =>
                                  `${person.name}（${t(`sales.site.roles.${person.role}`)}）`,
                              )
                              .join('、')}
                          </td>
                        </tr>
                      ))
                    )}
                  </tbody>
                </Table>
              </Panel>
            </Panels>
          </>
        )}
      </Screen>
    </ThemeProvider>
  );
}
