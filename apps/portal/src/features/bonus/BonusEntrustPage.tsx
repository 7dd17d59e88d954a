import type { BonusEntrust } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { PersonPicker, type PickedEntry } from '@ccms/pickers';
import { Button, Input } from '@ccms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTree } from '../../api/useOrganisationTree';
import { Panel } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FormDialog } from '../admin/shared/FormDialog';
import { isIsoDate, todayText } from './bonusFormat';
import {
  BONUS_PAGE_SIZE,
  useBonusEntrusts,
  useDeleteEntrust,
  useSaveEntrust,
} from './bonusQueries';

function OnePersonPicker({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: readonly PickedEntry[];
  onChange: (value: readonly PickedEntry[]) => void;
  errorMessage?: string | undefined;
}) {
  const organisation = useOrganisationTree();
  return (
    <PersonPicker
      label={label}
      nodes={organisation.nodes}
      loadChildren={organisation.loadChildren}
      value={value}
      onChange={onChange}
      {...(errorMessage ? { errorMessage } : {})}
    />
  );
}

function EntrustFormDialog({
  entrust,
  onClose,
}: {
  entrust: BonusEntrust | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEntrust();
  const [principal, setPrincipal] = useState<readonly PickedEntry[]>(
    entrust ? [{ id: entrust.principalUserId, name: entrust.principalName }] : [],
  );
  const [agent, setAgent] = useState<readonly PickedEntry[]>(
    entrust ? [{ id: entrust.agentUserId, name: entrust.agentName }] : [],
  );
  const [startDate, setStartDate] = useState(entrust?.startDate ?? todayText());
  const [endDate, setEndDate] = useState(entrust?.endDate ?? '');
  const [remark, setRemark] = useState(entrust?.remark ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = entrust ? t('bonus.entrust.editTitle') : t('bonus.entrust.createTitle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (principal.length !== 1) found.principal = t('bonus.entrust.pickOne');
    if (agent.length !== 1) found.agent = t('bonus.entrust.pickOne');
    if (principal[0] && agent[0] && principal[0].id === agent[0].id) {
      found.agent = t('bonus.entrust.samePerson');
    }
    if (!isIsoDate(startDate)) found.startDate = t('bonus.rule.dateError');
    if (!isIsoDate(endDate)) found.endDate = t('bonus.rule.dateError');
    else if (endDate < startDate) found.endDate = t('bonus.entrust.endBeforeStart');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        ...(entrust ? { id: entrust.id } : {}),
        principalUserId: principal[0]!.id,
        agentUserId: agent[0]!.id,
        startDate: startDate.trim(),
        endDate: endDate.trim(),
        remark: remark.trim() || null,
      });
      onClose();
    } catch {
      // Told by the request layer.
    }
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <form id={formId} aria-label={title} onSubmit={submit} noValidate>
          <OnePersonPicker
            label={t('bonus.entrust.principal')}
            value={principal}
            onChange={setPrincipal}
            errorMessage={errors.principal}
          />
          <OnePersonPicker
            label={t('bonus.entrust.agent')}
            value={agent}
            onChange={setAgent}
            errorMessage={errors.agent}
          />
          <Input
            label={t('bonus.entrust.startDate')}
            placeholder="YYYY-MM-DD"
            value={startDate}
            onChange={setStartDate}
            errorMessage={errors.startDate}
          />
          <Input
            label={t('bonus.entrust.endDate')}
            placeholder="YYYY-MM-DD"
            value={endDate}
            onChange={setEndDate}
            errorMessage={errors.endDate}
          />
          <Input label={t('bonus.entrust.remark')} value={remark} onChange={setRemark} />
        </form>
      )}
    </FormDialog>
  );
}

/** 奖金委托 (/bonus-entrust): who receives and decides whose bonus, and for which period. */
export default function BonusEntrustPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const page = useBonusEntrusts(pageNo);
  const [editing, setEditing] = useState<BonusEntrust | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BonusEntrust | null>(null);
  const remove = useDeleteEntrust();

  const columns = useMemo<DataGridColumn<BonusEntrust>[]>(() => {
    const actions: RowAction<BonusEntrust>[] = [
      { id: 'edit', label: t('bonus.edit'), onPress: setEditing },
      { id: 'delete', label: t('bonus.delete'), variant: 'danger', onPress: setDeleting },
    ];
    return [
      { key: 'principalName', title: t('bonus.entrust.principal'), width: 140 },
      { key: 'agentName', title: t('bonus.entrust.agent'), width: 140 },
      { key: 'startDate', title: t('bonus.entrust.startDate'), width: 120 },
      { key: 'endDate', title: t('bonus.entrust.endDate'), width: 120 },
      { key: 'remark', title: t('bonus.entrust.remark'), width: 260 },
      {
        key: 'actions',
        title: t('bonus.actions'),
        width: 130,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [t]);

  return (
    <AdminPage
      title={t('bonus.entrust.heading')}
      actionsLabel={t('bonus.actions')}
      actions={
        <Button variant="primary" onPress={() => setEditing('new')}>
          {t('bonus.entrust.create')}
        </Button>
      }
    >
      <Panel>
        <DataGrid<BonusEntrust>
          aria-label={t('bonus.entrust.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('bonus.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={BONUS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {editing ? (
        <EntrustFormDialog
          entrust={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('bonus.entrust.deleteTitle')}
          name={`${deleting.principalName} → ${deleting.agentName}`}
          run={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
