import type { WfDefinition } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Dialog, Spinner } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { AdminPage } from '../../admin/shared/AdminPage';
import { Panel, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { FlowChart } from '../chart/FlowChart';
import {
  DESIGN_PAGE_SIZE,
  designKeys,
  useCategories,
  useProcdefPage,
  type ModelFilter,
} from './designQueries';
import { ModelFilterBar } from './ModelFilterBar';

const NO_FILTER: ModelFilter = { name: '', categoryId: '' };
const NO_IDS: readonly string[] = [];

/**
 * The diagram of a deployed version. The server keeps the deployed XML with the definition but
 * answers only the model's: it is the version's own when the model was not changed after that
 * version was deployed (null otherwise).
 */
function useDefinitionXml(definition: WfDefinition | null) {
  return useQuery({
    queryKey: [...designKeys.procdefs, 'xml', definition?.id],
    enabled: definition !== null,
    queryFn: async () => {
      const page = await api.workflow.wfModelList({
        body: { pageNo: 1, pageSize: DESIGN_PAGE_SIZE, params: { name: definition!.key } },
      });
      const model = page.data.find((row) => row.key === definition!.key);
      const unchanged =
        model !== undefined &&
        model.deployedVersion === definition!.version &&
        model.updatedAt <= definition!.deployedAt;
      return unchanged ? model.xml : null;
    },
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
  const xml = useDefinitionXml(definition);
  return (
    <Dialog
      isOpen
      width="xlarge"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('wfDesign.procdef.chartTitle', {
        name: definition.name,
        version: definition.version,
      })}
      footer={(close) => <Button onPress={close}>{t('wfDesign.procdef.close')}</Button>}
    >
      {xml.isPending ? <Spinner label={t('wfChart.loading')} /> : null}
      {xml.data === null ? <PanelNote>{t('wfDesign.procdef.chartUnavailable')}</PanelNote> : null}
      {xml.data ? (
        <FlowChart xml={xml.data} finished={NO_IDS} flows={NO_IDS} current={NO_IDS} height={460} />
      ) : null}
    </Dialog>
  );
}

/** 流程定义 (/sys-manager/act-procdef): the latest deployed version of each key, with its chart. */
export default function ActProcdefPage() {
  const { t } = useTranslation();
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
        ]),
      },
    ],
    [categoryName, t],
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
