import type { WfModel } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Checkbox, CheckboxGroup, Empty, Spinner, toast } from '@ccms/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { useRoleChoices } from '../../admin/roles/roleQueries';
import { workflowKeys } from '../workflowQueries';

/** A company has a handful of flows: one page of the contract's largest size holds them. */
const ALL_MODELS_PAGE_SIZE = 500;
const FLOWS_PAGE_SIZE = 20;

export const startRoleKeys = {
  models: ['workflow', 'startRoles', 'models'] as const,
  roles: (key: string) => ['workflow', 'startRoles', 'roles', key] as const,
};

function useFlows() {
  return useQuery({
    queryKey: startRoleKeys.models,
    queryFn: async () =>
      (await api.workflow.wfModelList({ body: { pageNo: 1, pageSize: ALL_MODELS_PAGE_SIZE } }))
        .data,
  });
}

/** The roles of one flow as check boxes; none checked = everybody may start it. */
function StartRolesEditor({ flow }: { flow: WfModel }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useRoleChoices();
  const current = useQuery({
    queryKey: startRoleKeys.roles(flow.key),
    queryFn: () => api.workflow.wfStartRolesGet({ params: { key: flow.key } }),
  });
  const [draft, setDraft] = useState<string[] | null>(null);
  const chosen = draft ?? current.data?.roleIds ?? [];
  const save = useMutation({
    mutationFn: () =>
      api.workflow.wfStartRolesSave({ params: { key: flow.key }, body: { roleIds: chosen } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(startRoleKeys.roles(flow.key), saved);
      setDraft(null);
      toast.success(t('workflow.startRoles.saved'));
      // The start-flow chooser lists only the flows the caller may start.
      void queryClient.invalidateQueries({ queryKey: workflowKeys.startable });
    },
  });
  const headingId = `start-roles-${flow.key}`;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('workflow.startRoles.rolesOf', { name: flow.name })}</h2>
      {current.isPending || roles.isPending ? (
        <Spinner label={t('workflow.startRoles.loading')} />
      ) : (
        <>
          <CheckboxGroup
            label={t('workflow.startRoles.roles')}
            description={chosen.length === 0 ? t('workflow.startRoles.everybody') : undefined}
            orientation="horizontal"
            value={chosen}
            onChange={setDraft}
          >
            {(roles.data ?? []).map((role) => (
              <Checkbox key={role.id} value={role.id}>
                {role.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <PanelHeader>
            <Button variant="primary" isPending={save.isPending} onPress={() => save.mutate()}>
              {t('workflow.startRoles.save')}
            </Button>
          </PanelHeader>
        </>
      )}
    </Panel>
  );
}

/**
 * 流程发起角色 (/sys-manager/model-role-manager, spec 002): which roles may start each flow. The
 * server enforces it on /form/workflow/start and form submits, and the start-flow chooser lists
 * only the flows the caller may start.
 */
export default function ModelRoleManagerPage() {
  const { t } = useTranslation();
  const flows = useFlows();
  const [selected, setSelected] = useState<WfModel | null>(null);
  const columns = useMemo<DataGridColumn<WfModel>[]>(
    () => [
      { key: 'key', title: t('workflow.startRoles.column.key'), width: 180 },
      { key: 'name', title: t('workflow.startRoles.column.name'), width: 220 },
      {
        key: 'categoryName',
        title: t('wfDesign.procdef.column.category'),
        width: 140,
        render: (row) => row.categoryName ?? '',
      },
      {
        key: 'actions',
        title: t('workflow.column.actions'),
        width: 140,
        render: rowActionsRenderer<WfModel>([
          { id: 'roles', label: t('workflow.startRoles.roles'), onPress: setSelected },
        ]),
      },
    ],
    [t],
  );
  return (
    <AdminPage title={t('workflow.startRoles.heading')}>
      <Panel>
        <PanelNote>{t('workflow.startRoles.note')}</PanelNote>
        <DataGrid<WfModel>
          aria-label={t('workflow.startRoles.flowsGrid')}
          columns={columns}
          rows={flows.data ?? []}
          rowKey="key"
          loading={flows.isFetching}
          emptyText={t('workflow.startRoles.empty')}
          pagination="client"
          pageSize={FLOWS_PAGE_SIZE}
        />
      </Panel>
      {selected ? (
        <StartRolesEditor key={selected.key} flow={selected} />
      ) : (
        <Panel>
          <Empty description={t('workflow.startRoles.pick')} />
        </Panel>
      )}
    </AdminPage>
  );
}
