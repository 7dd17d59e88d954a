import type { SalesWorkPlan, WorkPlanKind } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Input, Select, Tag, Textarea, type TagStatus } from '@ccms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelNote, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import {
  useCompletePlan,
  useDeletePlan,
  useSalesCustomers,
  useSavePlan,
  useWorkPlans,
} from './salesQueries';
import { pct } from './salesShared';

const KINDS: readonly WorkPlanKind[] = ['visit', 'bid', 'proposal', 'quote', 'meeting', 'other'];
const STATUS_TONE: Record<SalesWorkPlan['status'], TagStatus> = {
  planned: 'info',
  done: 'success',
  cancelled: 'warning',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function PlanFormDialog({ plan, onClose }: { plan: SalesWorkPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan(t('sales.plan.saved'));
  const customers = useSalesCustomers();
  const [periodKind, setPeriodKind] = useState<'week' | 'month'>(plan?.periodKind ?? 'week');
  const [kind, setKind] = useState<WorkPlanKind>(plan?.kind ?? 'visit');
  const [title, setTitle] = useState(plan?.title ?? '');
  const [customerId, setCustomerId] = useState<string | null>(plan?.customerId ?? null);
  const [plannedDate, setPlannedDate] = useState(plan?.plannedDate ?? today());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const heading = plan ? t('sales.plan.editTitle') : t('sales.plan.createTitle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t('sales.plan.titleRequired');
    if (!DATE.test(plannedDate.trim())) found.plannedDate = t('sales.opportunity.dateInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        ...(plan ? { id: plan.id } : {}),
        periodKind,
        kind,
        title: title.trim(),
        customerId,
        plannedDate: plannedDate.trim(),
      });
      onClose();
    } catch {
      // Told by the request layer.
    }
  };

  return (
    <FormDialog title={heading} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <form id={formId} aria-label={heading} onSubmit={submit} noValidate>
          <Select
            label={t('sales.plan.periodKind')}
            value={periodKind}
            onChange={(next) => setPeriodKind(next === 'month' ? 'month' : 'week')}
            options={[
              { value: 'week', label: t('sales.plan.week') },
              { value: 'month', label: t('sales.plan.month') },
            ]}
          />
          <Select
            label={t('sales.plan.kind')}
            value={kind}
            onChange={(next) => setKind((next ?? 'visit') as WorkPlanKind)}
            options={KINDS.map((value) => ({ value, label: t(`sales.plan.kinds.${value}`) }))}
          />
          <Input
            label={t('sales.plan.title')}
            isRequired
            value={title}
            onChange={setTitle}
            errorMessage={errors.title}
          />
          <Select
            label={t('sales.plan.customer')}
            isSearchable
            isClearable
            placeholder={t('sales.plan.noCustomer')}
            value={customerId}
            onChange={(next) => setCustomerId(next === null ? null : String(next))}
            options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <Input
            label={t('sales.plan.plannedDate')}
            placeholder="YYYY-MM-DD"
            isRequired
            value={plannedDate}
            onChange={setPlannedDate}
            errorMessage={errors.plannedDate}
          />
        </form>
      )}
    </FormDialog>
  );
}

function CloseDialog({
  plan,
  status,
  onClose,
}: {
  plan: SalesWorkPlan;
  status: 'done' | 'cancelled';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const complete = useCompletePlan();
  const [result, setResult] = useState('');
  const [error, setError] = useState<string | undefined>();
  const heading =
    status === 'done'
      ? t('sales.plan.completeTitle', { title: plan.title })
      : t('sales.plan.cancelTitle', { title: plan.title });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'done' && !result.trim()) {
      setError(t('sales.plan.resultRequired'));
      return;
    }
    try {
      await complete.mutateAsync({ id: plan.id, status, result: result.trim() || null });
      onClose();
    } catch {
      // Told by the request layer.
    }
  };
  return (
    <FormDialog
      title={heading}
      isPending={complete.isPending}
      onClose={onClose}
      submitText={status === 'done' ? t('sales.plan.complete') : t('sales.plan.cancel')}
    >
      {(formId) => (
        <form id={formId} aria-label={heading} onSubmit={submit} noValidate>
          <Textarea
            label={t('sales.plan.result')}
            value={result}
            onChange={setResult}
            rows={3}
            errorMessage={error}
          />
        </form>
      )}
    </FormDialog>
  );
}

/**
 * 工作计划 (/work-plan): one's own weekly and monthly plan items, or the team's (one's department,
 * every department with sales:all); create, complete with a result, cancel, delete.
 */
export default function WorkPlanPage() {
  const { t } = useTranslation();
  const canEdit = useCan('sales:edit');
  const [scope, setScope] = useState<'mine' | 'team'>('mine');
  const plans = useWorkPlans({ scope });
  const [editing, setEditing] = useState<SalesWorkPlan | 'new' | null>(null);
  const [closing, setClosing] = useState<{
    plan: SalesWorkPlan;
    status: 'done' | 'cancelled';
  } | null>(null);
  const [deleting, setDeleting] = useState<SalesWorkPlan | null>(null);
  const remove = useDeletePlan();

  const columns = useMemo<DataGridColumn<SalesWorkPlan>[]>(() => {
    const open = (row: SalesWorkPlan) => canEdit && row.editable && row.status === 'planned';
    const actions: RowAction<SalesWorkPlan>[] = [
      {
        id: 'done',
        label: t('sales.plan.complete'),
        onPress: (plan) => setClosing({ plan, status: 'done' }),
        isVisible: open,
      },
      { id: 'edit', label: t('sales.edit'), onPress: setEditing, isVisible: open },
      {
        id: 'cancel',
        label: t('sales.plan.cancel'),
        onPress: (plan) => setClosing({ plan, status: 'cancelled' }),
        isVisible: open,
      },
      {
        id: 'delete',
        label: t('sales.delete'),
        variant: 'danger',
        onPress: setDeleting,
        isVisible: (row) => canEdit && row.editable,
      },
    ];
    return [
      { key: 'plannedDate', title: t('sales.plan.plannedDate'), width: 110 },
      { key: 'userName', title: t('sales.plan.person'), width: 90 },
      {
        key: 'periodKind',
        title: t('sales.plan.periodKind'),
        width: 90,
        render: (row) => t(`sales.plan.${row.periodKind}`),
      },
      {
        key: 'kind',
        title: t('sales.plan.kind'),
        width: 100,
        render: (row) => t(`sales.plan.kinds.${row.kind}`),
      },
      { key: 'title', title: t('sales.plan.title'), width: 240 },
      { key: 'customerName', title: t('sales.plan.customer'), width: 200 },
      {
        key: 'status',
        title: t('sales.plan.status'),
        width: 90,
        render: (row) => (
          <Tag status={STATUS_TONE[row.status]}>{t(`sales.plan.statuses.${row.status}`)}</Tag>
        ),
      },
      { key: 'result', title: t('sales.plan.result'), width: 220 },
      { key: 'doneDate', title: t('sales.plan.doneDate'), width: 110 },
      {
        key: 'actions',
        title: t('sales.actions'),
        width: 230,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [t, canEdit]);

  const data = plans.data;
  return (
    <AdminPage
      title={t('sales.plan.heading')}
      actionsLabel={t('sales.actions')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setEditing('new')}>
            {t('sales.plan.create')}
          </Button>
        ) : null
      }
    >
      <Toolbar>
        <Select
          label={t('sales.plan.scope')}
          width="short"
          value={scope}
          onChange={(next) => setScope(next === 'team' ? 'team' : 'mine')}
          options={[
            { value: 'mine', label: t('sales.plan.mine') },
            { value: 'team', label: t('sales.plan.team') },
          ]}
        />
      </Toolbar>
      <Panel>
        {data ? (
          <PanelNote>
            {t('sales.plan.summary', { total: data.total, done: data.done })} ·{' '}
            {t('sales.plan.doneRate')} {pct(data.doneRate)}
          </PanelNote>
        ) : null}
        <DataGrid<SalesWorkPlan>
          aria-label={t('sales.plan.grid')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey="id"
          loading={plans.isFetching}
          emptyText={t('sales.empty')}
        />
      </Panel>
      {editing ? (
        <PlanFormDialog
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {closing ? (
        <CloseDialog plan={closing.plan} status={closing.status} onClose={() => setClosing(null)} />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('sales.plan.deleteTitle')}
          name={deleting.title}
          run={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
