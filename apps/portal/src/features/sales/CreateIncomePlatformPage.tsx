import {
  SALES_STAGES,
  type BusinessType,
  type SalesOpportunity,
  type SalesStage,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Dialog, Input, Select, Switch, Tag, Textarea, type TagStatus } from '@ccms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import {
  SALES_PAGE_SIZE,
  useCustomerContracts,
  useDeleteOpportunity,
  useMoveOpportunity,
  useOpportunities,
  useOpportunity,
  useSalesCustomers,
  useSaveOpportunity,
  type OpportunityFilter,
} from './salesQueries';
import { yuan } from './salesShared';

const BUSINESS_TYPES: readonly BusinessType[] = [
  'budget',
  'control',
  'settlement',
  'whole_process',
  'consulting',
];
const STAGE_TONE: Record<SalesStage, TagStatus> = {
  lead: 'info',
  intent: 'info',
  proposal: 'primary',
  quote: 'primary',
  negotiation: 'warning',
  won: 'success',
  lost: 'danger',
};
const ORDER: readonly SalesStage[] = ['lead', 'intent', 'proposal', 'quote', 'negotiation', 'won'];
const isClosed = (stage: SalesStage) => stage === 'won' || stage === 'lost';
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function StageTag({ stage }: { stage: SalesStage }) {
  const { t } = useTranslation();
  return <Tag status={STAGE_TONE[stage]}>{t(`sales.stage.${stage}`)}</Tag>;
}

function OpportunityFormDialog({
  opportunity,
  onClose,
}: {
  opportunity: SalesOpportunity | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveOpportunity(t('sales.opportunity.saved'));
  const customers = useSalesCustomers();
  const [customerId, setCustomerId] = useState<string | null>(opportunity?.customerId ?? null);
  const [name, setName] = useState(opportunity?.name ?? '');
  const [businessType, setBusinessType] = useState<BusinessType>(
    opportunity?.businessType ?? 'budget',
  );
  const [amount, setAmount] = useState(opportunity?.expectedAmount ?? '');
  const [signDate, setSignDate] = useState(opportunity?.expectedSignDate ?? '');
  const [memo, setMemo] = useState(opportunity?.memo ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = opportunity ? t('sales.opportunity.editTitle') : t('sales.opportunity.createTitle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!customerId) found.customer = t('sales.opportunity.customerRequired');
    if (!name.trim()) found.name = t('sales.opportunity.nameRequired');
    const plain = amount.trim().replace(/,/g, '');
    if (!AMOUNT.test(plain)) found.amount = t('sales.opportunity.amountInvalid');
    if (signDate.trim() && !DATE.test(signDate.trim()))
      found.signDate = t('sales.opportunity.dateInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        ...(opportunity ? { id: opportunity.id } : {}),
        customerId: customerId!,
        name: name.trim(),
        businessType,
        expectedAmount: plain,
        expectedSignDate: signDate.trim() || null,
        memo: memo.trim() || null,
        ...(opportunity ? { ownerUserId: opportunity.ownerUserId } : {}),
      });
      onClose();
    } catch {
      // Told by the request layer.
    }
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose} width="medium">
      {(formId) => (
        <form id={formId} aria-label={title} onSubmit={submit} noValidate>
          <Select
            label={t('sales.opportunity.customer')}
            isSearchable
            isRequired
            value={customerId}
            onChange={(next) => setCustomerId(next === null ? null : String(next))}
            options={(customers.data ?? []).map((c) => ({
              value: c.id,
              label: c.region ? `${c.name}（${c.region}）` : c.name,
            }))}
            errorMessage={errors.customer}
          />
          <Input
            label={t('sales.opportunity.name')}
            isRequired
            value={name}
            onChange={setName}
            errorMessage={errors.name}
          />
          <Select
            label={t('sales.opportunity.businessType')}
            value={businessType}
            onChange={(next) => setBusinessType((next ?? 'budget') as BusinessType)}
            options={BUSINESS_TYPES.map((type) => ({
              value: type,
              label: t(`sales.businessType.${type}`),
            }))}
          />
          <Input
            label={t('sales.opportunity.expectedAmount')}
            isRequired
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            errorMessage={errors.amount}
          />
          <Input
            label={t('sales.opportunity.expectedSignDate')}
            placeholder="YYYY-MM-DD"
            value={signDate}
            onChange={setSignDate}
            errorMessage={errors.signDate}
          />
          <Textarea label={t('sales.opportunity.memo')} value={memo} onChange={setMemo} rows={3} />
        </form>
      )}
    </FormDialog>
  );
}

function MoveDialog({
  opportunity,
  onClose,
}: {
  opportunity: SalesOpportunity;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveOpportunity();
  const choices = SALES_STAGES.filter((stage) => stage !== opportunity.stage);
  const next = ORDER[ORDER.indexOf(opportunity.stage) + 1] ?? 'lost';
  const [stage, setStage] = useState<SalesStage>(next);
  const [reason, setReason] = useState('');
  const [contractId, setContractId] = useState<string | null>(null);
  const contracts = useCustomerContracts(stage === 'won' ? opportunity.customerId : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = t('sales.opportunity.moveTitle', { name: opportunity.name });
  const needsReason =
    stage === 'lost' ||
    (stage !== 'won' && ORDER.indexOf(stage) < ORDER.indexOf(opportunity.stage));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (needsReason && !reason.trim()) found.reason = t('sales.opportunity.reasonRequired');
    if (stage === 'won' && !contractId) found.contract = t('sales.opportunity.contractRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await move.mutateAsync({
        id: opportunity.id,
        body: {
          stage,
          reason: reason.trim() || null,
          ...(stage === 'won' && contractId ? { contractId } : {}),
        },
      });
      onClose();
    } catch {
      // Told by the request layer.
    }
  };

  return (
    <FormDialog title={title} isPending={move.isPending} onClose={onClose}>
      {(formId) => (
        <form id={formId} aria-label={title} onSubmit={submit} noValidate>
          <Select
            label={t('sales.opportunity.toStage')}
            value={stage}
            onChange={(value) => setStage((value ?? next) as SalesStage)}
            options={choices.map((value) => ({ value, label: t(`sales.stage.${value}`) }))}
          />
          {stage === 'won' ? (
            <Select
              label={t('sales.opportunity.contractPick')}
              isRequired
              placeholder={t('sales.opportunity.noContract')}
              value={contractId}
              onChange={(value) => setContractId(value === null ? null : String(value))}
              options={(contracts.data ?? []).map((c) => ({
                value: c.id,
                label: `${c.code} ${c.name}（${c.signedDate}）`,
                isDisabled: Boolean(c.opportunityId && c.opportunityId !== opportunity.id),
              }))}
              errorMessage={errors.contract}
            />
          ) : null}
          <Input
            label={t('sales.opportunity.reason')}
            description={t('sales.opportunity.reasonHint')}
            isRequired={needsReason}
            value={reason}
            onChange={setReason}
            errorMessage={errors.reason}
          />
        </form>
      )}
    </FormDialog>
  );
}

function HistoryDialog({
  opportunity,
  onClose,
}: {
  opportunity: SalesOpportunity;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useOpportunity(opportunity.id);
  const stageName = (stage: SalesStage | null) => (stage ? t(`sales.stage.${stage}`) : '');
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('sales.opportunity.historyTitle', { name: opportunity.name })}
    >
      <ol aria-label={t('sales.opportunity.history')}>
        {(detail.data?.history ?? []).map((move, index) => (
          <li key={index}>
            {move.fromStage
              ? t('sales.opportunity.historyLine', {
                  date: move.movedOn,
                  who: move.movedByName ?? '',
                  from: stageName(move.fromStage),
                  to: stageName(move.toStage),
                })
              : t('sales.opportunity.historyStart', {
                  date: move.movedOn,
                  who: move.movedByName ?? '',
                  to: stageName(move.toStage),
                })}
            {move.reason ? `（${move.reason}）` : ''}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

/**
 * 创收平台 (/create-income-platform): the opportunities (商机) with their stage, expected and
 * weighted amounts; create, edit, move through the stages (back and 输单 with a reason, 签约 with
 * the contract), see the stage history. One changes only his own unless he holds sales:all.
 */
export default function CreateIncomePlatformPage() {
  const { t } = useTranslation();
  const canEdit = useCan('sales:edit');
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<OpportunityFilter>({});
  const [stage, setStage] = useState<SalesStage | 'all'>('all');
  const [mine, setMine] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const page = useOpportunities(filter, pageNo);
  const [editing, setEditing] = useState<SalesOpportunity | 'new' | null>(null);
  const [moving, setMoving] = useState<SalesOpportunity | null>(null);
  const [viewing, setViewing] = useState<SalesOpportunity | null>(null);
  const [deleting, setDeleting] = useState<SalesOpportunity | null>(null);
  const remove = useDeleteOpportunity();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPageNo(1);
    setFilter({
      ...(typed.trim() ? { keyword: typed.trim() } : {}),
      ...(stage !== 'all' ? { stage } : {}),
      ...(mine ? { mine: true } : {}),
    });
  };

  const columns = useMemo<DataGridColumn<SalesOpportunity>[]>(() => {
    const changeable = (row: SalesOpportunity) => canEdit && row.editable && !isClosed(row.stage);
    const actions: RowAction<SalesOpportunity>[] = [
      { id: 'move', label: t('sales.opportunity.move'), onPress: setMoving, isVisible: changeable },
      { id: 'edit', label: t('sales.edit'), onPress: setEditing, isVisible: changeable },
      { id: 'history', label: t('sales.opportunity.history'), onPress: setViewing },
      {
        id: 'delete',
        label: t('sales.delete'),
        variant: 'danger',
        onPress: setDeleting,
        isVisible: (row) => canEdit && row.editable && row.stage !== 'won',
      },
    ];
    return [
      { key: 'name', title: t('sales.opportunity.name'), width: 240 },
      { key: 'customerName', title: t('sales.opportunity.customer'), width: 200 },
      {
        key: 'businessType',
        title: t('sales.opportunity.businessType'),
        width: 130,
        render: (row) => t(`sales.businessType.${row.businessType}`),
      },
      {
        key: 'stage',
        title: t('sales.opportunity.stageFilter'),
        width: 90,
        render: (row) => <StageTag stage={row.stage} />,
      },
      {
        key: 'expectedAmount',
        title: t('sales.opportunity.expectedAmount'),
        width: 140,
        align: 'right',
        render: (row) => yuan(row.expectedAmount),
      },
      {
        key: 'probability',
        title: t('sales.opportunity.probability'),
        width: 90,
        align: 'right',
        render: (row) => `${row.probability}%`,
      },
      {
        key: 'weightedAmount',
        title: t('sales.opportunity.weighted'),
        width: 140,
        align: 'right',
        render: (row) => yuan(row.weightedAmount),
      },
      { key: 'ownerName', title: t('sales.opportunity.owner'), width: 100 },
      { key: 'departmentName', title: t('sales.opportunity.department'), width: 120 },
      { key: 'region', title: t('sales.opportunity.region'), width: 90 },
      { key: 'openedDate', title: t('sales.opportunity.openedDate'), width: 110 },
      { key: 'expectedSignDate', title: t('sales.opportunity.expectedSignDate'), width: 120 },
      { key: 'contractCode', title: t('sales.opportunity.contract'), width: 130 },
      {
        key: 'actions',
        title: t('sales.actions'),
        width: 240,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [t, canEdit]);

  return (
    <AdminPage
      title={t('sales.opportunity.heading')}
      actionsLabel={t('sales.actions')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setEditing('new')}>
            {t('sales.opportunity.create')}
          </Button>
        ) : null
      }
    >
      <form role="search" aria-label={t('sales.opportunity.search')} onSubmit={search}>
        <Toolbar>
          <Input label={t('sales.opportunity.keyword')} value={typed} onChange={setTyped} />
          <Select
            label={t('sales.opportunity.stageFilter')}
            width="short"
            value={stage}
            onChange={(next) => setStage((next ?? 'all') as SalesStage | 'all')}
            options={[
              { value: 'all', label: t('sales.opportunity.allStages') },
              ...SALES_STAGES.map((value) => ({ value, label: t(`sales.stage.${value}`) })),
            ]}
          />
          <Switch isSelected={mine} onChange={setMine}>
            {t('sales.opportunity.mine')}
          </Switch>
          <Button type="submit">{t('sales.opportunity.search')}</Button>
        </Toolbar>
      </form>
      <Panel>
        <DataGrid<SalesOpportunity>
          aria-label={t('sales.opportunity.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('sales.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={SALES_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {editing ? (
        <OpportunityFormDialog
          opportunity={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {moving ? <MoveDialog opportunity={moving} onClose={() => setMoving(null)} /> : null}
      {viewing ? <HistoryDialog opportunity={viewing} onClose={() => setViewing(null)} /> : null}
      {deleting ? (
        <DeleteConfirm
          title={t('sales.opportunity.deleteTitle')}
          name={deleting.name}
          run={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
