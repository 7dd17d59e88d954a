import type { WfInstanceRow } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Input, Spinner } from '@ccms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITOR_PAGE_SIZE, useProcessChart, useRunningInstances } from './chartQueries';
import { ChartPage, Notice, SearchBar } from './ChartPage.styles';
import { FlowChart } from './FlowChart';

/** /flow-monitor: the running instances of the company; choosing one shows its chart. */
export default function FlowMonitorPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<WfInstanceRow | null>(null);
  const list = useRunningInstances(title, pageNo);
  const process = useProcessChart(chosen?.id ?? null);

  const columns = useMemo<DataGridColumn<WfInstanceRow>[]>(
    () => [
      { key: 'title', title: t('wfChart.monitor.title'), width: 260 },
      { key: 'definitionName', title: t('wfChart.monitor.definition'), width: 160 },
      {
        key: 'starterName',
        title: t('wfChart.monitor.starter'),
        width: 120,
        render: (row) => row.starterName ?? row.starterId,
      },
      {
        key: 'current',
        title: t('wfChart.monitor.current'),
        width: 180,
        render: (row) => row.current.join('、'),
      },
      { key: 'startedAt', title: t('wfChart.monitor.startedAt'), width: 170 },
      {
        key: 'actions',
        title: t('wfChart.monitor.actions'),
        width: 120,
        render: rowActionsRenderer<WfInstanceRow>([
          { id: 'chart', label: t('wfChart.monitor.view'), onPress: setChosen },
        ]),
      },
    ],
    [t],
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTitle(draft.trim());
    setPageNo(1);
  };

  return (
    <ChartPage>
      <h1>{t('wfChart.monitor.heading')}</h1>
      <SearchBar role="search" aria-label={t('wfChart.monitor.searchLabel')} onSubmit={search}>
        <Input label={t('wfChart.monitor.search')} value={draft} onChange={setDraft} />
        <Button type="submit" variant="primary">
          {t('wfChart.monitor.query')}
        </Button>
      </SearchBar>
      <DataGrid<WfInstanceRow>
        aria-label={t('wfChart.monitor.list')}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey="id"
        loading={list.isFetching}
        emptyText={t('wfChart.monitor.empty')}
        pagination="server"
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={MONITOR_PAGE_SIZE}
        onPageChange={setPageNo}
      />
      <section aria-label={t('wfChart.region')}>
        {chosen ? (
          <>
            <h2>{t('wfChart.full.title', { title: chosen.title })}</h2>
            {process.isPending ? <Spinner label={t('wfChart.loading')} /> : null}
            {process.isError ? <Notice role="alert">{t('wfChart.full.notFound')}</Notice> : null}
            {process.data ? (
              <FlowChart
                xml={process.data.chart.xml}
                finished={process.data.chart.finished}
                flows={process.data.chart.flows}
                current={process.data.chart.current}
                height={420}
              />
            ) : null}
          </>
        ) : (
          <Notice>{t('wfChart.monitor.choose')}</Notice>
        )}
      </section>
    </ChartPage>
  );
}
