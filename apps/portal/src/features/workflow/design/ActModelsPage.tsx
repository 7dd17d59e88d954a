import { ApiError, type WfModel } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Tag, toast } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../admin/shared/AdminPage';
import { Panel } from '../../admin/shared/AdminLayout.styles';
import { quietApi, reportApiError } from '../../../api/client';
import {
  DESIGN_PAGE_SIZE,
  designKeys,
  useCategories,
  useModelPage,
  type ModelFilter,
} from './designQueries';
import { DeployProblems, ModelEditor, deployProblems } from './ModelEditor';
import { settingFlowHref } from '../settings/settingTabs';
import { ModelFilterBar } from './ModelFilterBar';

const NO_FILTER: ModelFilter = { name: '', categoryId: '' };

/**
 * 流程模型 (/sys-manager/act-models): the company's models by name and category; a new model or
 * an existing one opens in the designer (bpmn-js modeler) to save and deploy.
 */
export default function ActModelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  // undefined: the list; null: a new model; a model: that one in the designer.
  const [editing, setEditing] = useState<WfModel | null | undefined>(undefined);
  const categories = useCategories().data ?? [];
  const page = useModelPage(filter, pageNo);
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);

  const deploy = useCallback(
    async (model: WfModel) => {
      setProblems([]);
      try {
        const definition = await quietApi.workflow.wfModelDeploy({ params: { id: model.id } });
        toast.success(t('wfDesign.editor.deployed', { version: definition.version }));
        await queryClient.invalidateQueries({ queryKey: designKeys.all });
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'business') {
          setProblems(deployProblems(error.message));
        } else {
          reportApiError(error);
        }
      }
    },
    [queryClient, t],
  );

  const columns = useMemo<DataGridColumn<WfModel>[]>(
    () => [
      { key: 'key', title: t('wfDesign.models.column.key'), width: 160 },
      { key: 'name', title: t('wfDesign.models.column.name'), width: 200 },
      {
        key: 'categoryName',
        title: t('wfDesign.models.column.category'),
        width: 120,
        render: (model) => model.categoryName ?? '',
      },
      {
        key: 'deployedVersion',
        title: t('wfDesign.models.column.version'),
        width: 110,
        render: (model) =>
          model.deployedVersion === null ? (
            <Tag status="info">{t('wfDesign.models.notDeployed')}</Tag>
          ) : (
            `v${model.deployedVersion}`
          ),
        exportValue: (model) => model.deployedVersion ?? '',
      },
      {
        key: 'pcEnabled',
        title: t('wfDesign.models.column.pcEnabled'),
        width: 100,
        render: (model) => t(model.pcEnabled ? 'wfDesign.models.yes' : 'wfDesign.models.no'),
        exportValue: (model) => t(model.pcEnabled ? 'wfDesign.models.yes' : 'wfDesign.models.no'),
      },
      { key: 'updatedAt', title: t('wfDesign.models.column.updatedAt'), width: 170 },
      {
        key: 'actions',
        title: t('wfDesign.models.column.actions'),
        width: 140,
        render: rowActionsRenderer<WfModel>([
          { id: 'edit', label: t('wfDesign.models.edit'), onPress: setEditing },
          {
            id: 'deploy',
            label: t('wfDesign.models.deploy'),
            onPress: (model) => void deploy(model),
          },
          {
            id: 'settings',
            label: t('wfSettings.heading'),
            onPress: (model) => void navigate(settingFlowHref(model.key)),
          },
        ]),
      },
    ],
    [deploy, navigate, t],
  );

  if (editing !== undefined) {
    return (
      <AdminPage title={t('wfDesign.models.heading')}>
        <ModelEditor model={editing} categories={categories} onBack={() => setEditing(undefined)} />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={t('wfDesign.models.heading')}
      actionsLabel={t('wfDesign.models.actions')}
      actions={
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('wfDesign.models.create')}
        </Button>
      }
    >
      <Panel>
        <ModelFilterBar
          label={t('wfDesign.models.searchLabel')}
          categories={categories}
          onSearch={(next) => {
            setFilter(next);
            setPageNo(1);
          }}
        />
        <DeployProblems problems={problems} />
        <DataGrid<WfModel>
          aria-label={t('wfDesign.models.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('wfDesign.models.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={DESIGN_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
    </AdminPage>
  );
}
