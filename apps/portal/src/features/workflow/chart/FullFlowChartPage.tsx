import { Spinner } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useProcessChart } from './chartQueries';
import { ChartPage, Facts, Notice } from './ChartPage.styles';
import { FlowChart } from './FlowChart';

/** /full/flow-chart?procInstId=…: the chart of one instance on a page of its own window. */
export default function FullFlowChartPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('procInstId');
  const process = useProcessChart(id);
  const instance = process.data?.instance;

  return (
    <ChartPage>
      <h1>
        {instance ? t('wfChart.full.title', { title: instance.title }) : t('wfChart.full.heading')}
      </h1>
      {!id ? <Notice role="alert">{t('wfChart.full.missing')}</Notice> : null}
      {id && process.isPending ? <Spinner label={t('wfChart.loading')} /> : null}
      {id && process.isError ? <Notice role="alert">{t('wfChart.full.notFound')}</Notice> : null}
      {instance && process.data ? (
        <>
          <Facts>
            {instance.definitionName} · {instance.starterName ?? instance.starterId} ·{' '}
            {instance.startedAt}
          </Facts>
          <FlowChart
            xml={process.data.chart.xml}
            finished={process.data.chart.finished}
            flows={process.data.chart.flows}
            current={process.data.chart.current}
            height="calc(100vh - 220px)"
          />
        </>
      ) : null}
    </ChartPage>
  );
}
