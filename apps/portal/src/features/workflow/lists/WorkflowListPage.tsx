import type { WfInstanceRow, WfTaskRow } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Input, Select, Tag, toast, type TagStatus } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { FilterBar } from '../../admin/shared/FilterBar';
import { flowHref } from '../flowParams';
import {
  EMPTY_FILTER,
  useSetFocus,
  useWorkflowList,
  WORKFLOW_PAGE_SIZE,
  type InstanceListKind,
  type ListFilter,
  type TaskListKind,
  type WorkflowListKind,
} from '../workflowQueries';
import { InstanceActionDialog, type InstanceAction } from './InstanceActionDialog';

const STATUS_TONE: Record<WfInstanceRow['status'], TagStatus> = {
  running: 'primary',
  finished: 'success',
  withdrawn: 'info',
  terminated: 'danger',
};

const INSTANCE_STATUSES = ['running', 'finished', 'withdrawn', 'terminated'] as const;

function StatusTag({ status }: { status: WfInstanceRow['status'] }) {
  const { t } = useTranslation();
  return <Tag status={STATUS_TONE[status]}>{t(`workflow.status.${status}`)}</Tag>;
}

/** Where a task row opens: 待办 to act on it, 已办 and the administrator's list to view it. */
export function taskHref(kind: TaskListKind, row: WfTaskRow): string {
  return flowHref({
    taskId: row.id,
    procInstId: row.instanceId,
    taskDefKey: row.activityId,
    view: kind === 'done',
    adminView: kind === 'adminTask',
    addTab: true,
    name: row.title,
  });
}

/** Where an instance row opens: a view of the flow (流程查看), or 流程修改 for an administrator. */
export function instanceHref(row: WfInstanceRow, mode: 'view' | 'adminView' | 'adminEdit'): string {
  return flowHref({
    procInstId: row.id,
    id: row.recordId,
    view: mode === 'view',
    adminView: mode === 'adminView',
    adminEdit: mode === 'adminEdit',
    addTab: true,
    name: row.title,
  });
}

/** What a row's action does: a dialog (withdraw, jump, terminate), the edit page, or unfollow. */
type RowActionKind = InstanceAction | 'edit' | 'unfocus';

interface ListPageProps {
  kind: WorkflowListKind;
  /** i18n key of the heading (the page's title). */
  titleKey: string;
  /** A note under the search bar. */
  noteKey?: string;
}

function useTaskColumns(kind: TaskListKind): DataGridColumn<WfTaskRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'title',
        title: t('workflow.column.title'),
        width: 280,
        render: (row) => <Link to={taskHref(kind, row)}>{row.title}</Link>,
      },
      { key: 'definitionKey', title: t('workflow.column.flow'), width: 160 },
      { key: 'name', title: t('workflow.column.step'), width: 160 },
      {
        key: 'starterName',
        title: t('workflow.column.starter'),
        width: 110,
        render: (row) => row.starterName ?? row.starterId,
      },
      {
        key: kind === 'done' ? 'completedAt' : 'createdAt',
        title: t(kind === 'done' ? 'workflow.column.completedAt' : 'workflow.column.receivedAt'),
        width: 170,
        render: (row) => (kind === 'done' ? (row.completedAt ?? '') : row.createdAt),
      },
      ...(kind === 'done'
        ? [
            {
              key: 'outcome',
              title: t('workflow.column.outcome'),
              width: 100,
              render: (row: WfTaskRow) =>
                row.outcome ? t(`workflow.outcome.${row.outcome}`, row.outcome) : '',
            },
          ]
        : []),
      {
        key: 'instanceStatus',
        title: t('workflow.column.status'),
        width: 100,
        exportValue: (row) => t(`workflow.status.${row.instanceStatus}`),
        render: (row) => <StatusTag status={row.instanceStatus} />,
      },
    ],
    [kind, t],
  );
}

function useInstanceColumns(
  kind: InstanceListKind,
  onAction: (action: RowActionKind, row: WfInstanceRow) => void,
): DataGridColumn<WfInstanceRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const openMode = kind === 'adminProcess' ? 'adminView' : 'view';
    const list: DataGridColumn<WfInstanceRow>[] = [
      {
        key: 'title',
        title: t('workflow.column.title'),
        width: 280,
        render: (row) => <Link to={instanceHref(row, openMode)}>{row.title}</Link>,
      },
      { key: 'definitionName', title: t('workflow.column.flow'), width: 160 },
      {
        key: 'current',
        title: t('workflow.column.step'),
        width: 180,
        render: (row) => row.current.join('、'),
      },
      {
        key: 'starterName',
        title: t('workflow.column.starter'),
        width: 110,
        render: (row) => row.starterName ?? row.starterId,
      },
      { key: 'startedAt', title: t('workflow.column.startedAt'), width: 170 },
      {
        key: 'status',
        title: t('workflow.column.status'),
        width: 100,
        exportValue: (row) => t(`workflow.status.${row.status}`),
        render: (row) => <StatusTag status={row.status} />,
      },
    ];
    const running = (row: WfInstanceRow) => row.status === 'running';
    const actions: RowAction<WfInstanceRow>[] =
      kind === 'my'
        ? [
            {
              id: 'withdraw',
              label: t('workflow.list.withdraw'),
              isVisible: running,
              onPress: (row) => onAction('withdraw', row),
            },
          ]
        : kind === 'focus'
          ? [
              {
                id: 'unfocus',
                label: t('workflow.focus.unfocus'),
                onPress: (row) => onAction('unfocus', row),
              },
            ]
          : kind === 'adminProcess'
            ? [
                {
                  id: 'edit',
                  label: t('workflow.list.edit'),
                  onPress: (row) => onAction('edit', row),
                },
                {
                  id: 'jump',
                  label: t('workflow.list.jump'),
                  isVisible: running,
                  onPress: (row) => onAction('jump', row),
                },
                {
                  id: 'terminate',
                  label: t('workflow.list.terminate'),
                  variant: 'danger',
                  isVisible: running,
                  onPress: (row) => onAction('terminate', row),
                },
              ]
            : [];
    if (actions.length > 0) {
      list.push({
        key: 'actions',
        title: t('workflow.column.actions'),
        width: kind === 'adminProcess' ? 170 : 100,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    }
    return list;
  }, [kind, onAction, t]);
}

function ListSearch({
  hasStatus,
  onSearch,
}: {
  hasStatus: boolean;
  onSearch: (filter: ListFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar<ListFilter>
      label={t('workflow.list.search')}
      empty={EMPTY_FILTER}
      onSearch={onSearch}
    >
      {({ draft, change }) => (
        <>
          <Input
            label={t('workflow.list.titleFilter')}
            placeholder={t('workflow.list.titlePlaceholder')}
            width="middle"
            value={draft.title}
            onChange={change('title')}
          />
          {hasStatus ? (
            <Select
              label={t('workflow.list.statusFilter')}
              width="short"
              value={draft.status}
              onChange={(value) => change('status')((value ?? '') as ListFilter['status'])}
              options={[
                { value: '', label: t('workflow.status.all') },
                ...INSTANCE_STATUSES.map((status) => ({
                  value: status,
                  label: t(`workflow.status.${status}`),
                })),
              ]}
            />
          ) : null}
        </>
      )}
    </FilterBar>
  );
}

function isTaskKind(kind: WorkflowListKind): kind is TaskListKind {
  return kind === 'todo' || kind === 'done' || kind === 'adminTask';
}

function TaskGrid({
  kind,
  filter,
  pageNo,
  onPageChange,
  label,
}: {
  kind: TaskListKind;
  filter: ListFilter;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const page = useWorkflowList(kind, filter, pageNo);
  const columns = useTaskColumns(kind);
  return (
    <DataGrid<WfTaskRow>
      aria-label={label}
      columns={columns}
      rows={(page.data?.data ?? []) as WfTaskRow[]}
      rowKey="id"
      loading={page.isFetching}
      emptyText={t('workflow.list.empty')}
      pagination="server"
      total={page.data?.total ?? 0}
      pageNo={pageNo}
      pageSize={WORKFLOW_PAGE_SIZE}
      onPageChange={onPageChange}
    />
  );
}

function InstanceGrid({
  kind,
  filter,
  pageNo,
  onPageChange,
  label,
}: {
  kind: InstanceListKind;
  filter: ListFilter;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const page = useWorkflowList(kind, filter, pageNo);
  const [overlay, setOverlay] = useState<{ action: InstanceAction; row: WfInstanceRow } | null>(
    null,
  );
  const navigate = useNavigate();
  const setFocus = useSetFocus();
  const { mutate: unfocus } = setFocus;
  const onAction = useCallback(
    (action: RowActionKind, row: WfInstanceRow) => {
      if (action === 'edit') void navigate(instanceHref(row, 'adminEdit'));
      else if (action === 'unfocus')
        unfocus(
          { instanceId: row.id, focus: false },
          { onSuccess: () => toast.success(t('workflow.focus.unfocused')) },
        );
      else setOverlay({ action, row });
    },
    [navigate, t, unfocus],
  );
  const columns = useInstanceColumns(kind, onAction);
  return (
    <>
      <DataGrid<WfInstanceRow>
        aria-label={label}
        columns={columns}
        rows={(page.data?.data ?? []) as WfInstanceRow[]}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('workflow.list.empty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={WORKFLOW_PAGE_SIZE}
        onPageChange={onPageChange}
      />
      {overlay ? (
        <InstanceActionDialog
          action={overlay.action}
          row={overlay.row}
          onClose={() => setOverlay(null)}
        />
      ) : null}
    </>
  );
}

/**
 * A workflow list (spec 000 §2.3: toDoAll, haveDoneAll, copy-all-list, myApplicationAll,
 * my-business-all; spec 002: process-instance, process-task, wf-todo-task): a title filter (and a
 * status filter for instance lists), a paged grid whose titles open the flow page in a tab.
 */
export function WorkflowListPage({ kind, titleKey, noteKey }: ListPageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ListFilter>(EMPTY_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const title = t(titleKey);
  const gridProps = {
    filter,
    pageNo,
    onPageChange: setPageNo,
    label: t('workflow.list.grid', { name: title }),
  };
  return (
    <AdminPage title={title}>
      <Panel>
        <PanelHeader>
          <ListSearch
            hasStatus={kind === 'my' || kind === 'business' || kind === 'adminProcess'}
            onSearch={(next) => {
              setFilter({ title: next.title.trim(), status: next.status });
              setPageNo(1);
            }}
          />
        </PanelHeader>
        {noteKey ? <PanelNote>{t(noteKey)}</PanelNote> : null}
        {isTaskKind(kind) ? (
          <TaskGrid kind={kind} {...gridProps} />
        ) : (
          <InstanceGrid kind={kind} {...gridProps} />
        )}
      </Panel>
    </AdminPage>
  );
}
