import type { WfDefinition } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Dialog, Select, Spinner } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { AdminPage } from '../../admin/shared/AdminPage';
import { Panel } from '../../admin/shared/AdminLayout.styles';
import { FlowChart } from '../chart/FlowChart';
import {
  DESIGN_PAGE_SIZE,
  designKeys,
  useCategories,
  useProcdefPage,
  type ModelFilter,
} from './designQueries';
import { settingFlowHref } from '../settings/settingTabs';
import { ModelFilterBar } from './ModelFilterBar';

const NO_FILTER: ModelFilter = { name: '', categoryId: '' };
const NO_IDS: readonly string[] = [];

/**
 * A deployed version with the XML it was deployed with (GET /act/procdef/key/{key}/{version}):
 * any version's own diagram, whatever the model looks like today.
 */
function useDeployedVersion(key: string, version: number) {
  return useQuery({
    queryKey: [...designKeys.procdefs, 'version', key, version],
    queryFn: () => api.workflow.wfProcdefVersion({ params: { key, version } }),
  });
}

function DefinitionChart({
  definition,
  onClose,
}: {
  definition: WfDefinition;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(definition.version);
  const deployed = useDeployedVersion(definition.key, version);
  return (
    <Dialog
      isOpen
      width="xlarge"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('wfDesign.procdef.chartTitle', { name: definition.name, version })}
      footer={(close) => <Button onPress={close}>{t('wfDesign.procdef.close')}</Button>}
    >
      {definition.versions.length > 1 ? (
        <Select
          label={t('wfDesign.procdef.versionPicker')}
          width="short"
          value={String(version)}
          onChange={(value) => {
            if (value) setVersion(Number(value));
          }}
          options={definition.versions.map((each) => ({
            value: String(each),
            label: `v${each}`,
          }))}
        />
      ) : null}
      {deployed.isPending ? <Spinner label={t('wfChart.loading')} /> : null}
      {deployed.data ? (
        <FlowChart
          key={deployed.data.id}
          xml={deployed.data.xml}
          finished={NO_IDS}
          flows={NO_IDS}
          current={NO_IDS}
          height={460}
        />
      ) : null}
    </Dialog>
  );
}

/** 流程定义 (/sys-manager/act-procdef): the latest deployed version of each key, with its chart. */
export default function ActProcdefPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [viewing, setViewing] = useState<WfDefinition | null>(null);
  const categoryQuery = useCategories();
  const categories = useMemo(() => categoryQuery.data ?? [], [categoryQuery.data]);
  const page = useProcdefPage(filter, pageNo);
  const categoryName = useMemo(
    () => new Map(categories.map((category) => [category.id, category.name])),
    [categories],
  );

  const columns = useMemo<DataGridColumn<WfDefinition>[]>(
    () => [
      { key: 'key', title: t('wfDesign.procdef.column.key'), width: 160 },
      { key: 'name', title: t('wfDesign.procdef.column.name'), width: 200 },
      {
        key: 'version',
        title: t('wfDesign.procdef.column.version'),
        width: 80,
        render: (row) => `v${row.version}`,
        exportValue: (row) => row.version,
      },
      {
        key: 'versions',
        title: t('wfDesign.procdef.column.versions'),
        width: 140,
        render: (row) => row.versions.map((version) => `v${version}`).join(', '),
        exportValue: (row) => row.versions.join(', '),
      },
      {
        key: 'categoryId',
        title: t('wfDesign.procdef.column.category'),
        width: 120,
        render: (row) => (row.categoryId ? (categoryName.get(row.categoryId) ?? '') : ''),
        exportValue: (row) => (row.categoryId ? (categoryName.get(row.categoryId) ?? '') : ''),
      },
      { key: 'deployedAt', title: t('wfDesign.procdef.column.deployedAt'), width: 170 },
      {
        key: 'actions',
        title: t('wfDesign.procdef.column.actions'),
        width: 120,
        render: rowActionsRenderer<WfDefinition>([
          { id: 'chart', label: t('wfDesign.procdef.viewChart'), onPress: setViewing },
          {
            id: 'settings',
            label: t('wfSettings.heading'),
            onPress: (row) => void navigate(settingFlowHref(row.key)),
          },
        ]),
      },
    ],
    [categoryName, navigate, t],
  );

  return (
    <AdminPage title={t('wfDesign.procdef.heading')}>
      <Panel>
        <ModelFilterBar
          label={t('wfDesign.procdef.searchLabel')}
          categories={categories}
          onSearch={(next) => {
            setFilter(next);
            setPageNo(1);
          }}
        />
        <DataGrid<WfDefinition>
          aria-label={t('wfDesign.procdef.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('wfDesign.procdef.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={DESIGN_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {viewing ? <DefinitionChart definition={viewing} onClose={() => setViewing(null)} /> : null}
    </AdminPage>
  );
}
