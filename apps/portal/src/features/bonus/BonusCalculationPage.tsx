import type { BonusCalculationStatus, BonusCalculationSummary } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Dialog, Input, Select, Spinner, Tag } from '@ccms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { FormDialog } from '../admin/shared/FormDialog';
import { isIsoDate, yuan } from './bonusFormat';
import {
  BONUS_PAGE_SIZE,
  useBonusCalculation,
  useBonusCalculations,
  useBonusContracts,
  useCalculate,
  useConfirmCalculation,
  useDeleteCalculation,
  type CalculationFilter,
} from './bonusQueries';
import { CalculationTrace } from './CalculationTrace';

interface Filter {
  keyword: string;
  status: BonusCalculationStatus | '';
}
const NO_FILTER: Filter = { keyword: '', status: '' };
const STATUSES: readonly BonusCalculationStatus[] = ['draft', 'confirmed', 'paid'];

/** 计算奖金: a contract, a period of its receipts and the assessment coefficient. */
function CalculateDialog({
  onDone,
  onClose,
}: {
  onDone: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const contracts = useBonusContracts(keyword);
  const calculate = useCalculate();
  const [values, setValues] = useState({
    contractId: '',
    periodFrom: '',
    periodTo: '',
    coefficient: '1',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.contractId) found.contractId = t('bonus.calc.contractPick');
    if (!isIsoDate(values.periodFrom)) found.periodFrom = t('bonus.rule.dateError');
    if (!isIsoDate(values.periodTo)) found.periodTo = t('bonus.rule.dateError');
    if (!/^\d(\.\d{1,4})?$/.test(values.coefficient.trim())) {
      found.coefficient = t('bonus.rule.coefficientError');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const made = await calculate.mutateAsync({
        ...values,
        coefficient: values.coefficient.trim(),
      });
      onDone(made.id);
    } catch {
      // Told by the request layer; the dialog stays to correct the input.
    }
  };

  return (
    <FormDialog
      title={t('bonus.calc.createTitle')}
      isPending={calculate.isPending}
      onClose={onClose}
      width="medium"
      submitText={t('bonus.calc.create')}
    >
      {(formId) => (
        <form id={formId} aria-label={t('bonus.calc.createTitle')} onSubmit={submit} noValidate>
          <Input
            label={t('bonus.calc.contractSearch')}
            placeholder={t('bonus.calc.keyword')}
            value={keyword}
            onChange={setKeyword}
          />
          <Select
            label={t('bonus.calc.contract')}
            value={values.contractId}
            onChange={(value) => set('contractId')(String(value ?? ''))}
            errorMessage={errors.contractId}
            options={[
              { value: '', label: t('bonus.calc.contractPick') },
              ...(contracts.data?.data ?? []).map((contract) => ({
                value: contract.id,
                label: `${contract.code} ${contract.name}（${t(
                  `bonus.businessType.${contract.businessType}`,
                )}，${yuan(contract.received)}）`,
              })),
            ]}
          />
          <Input
            label={t('bonus.calc.periodFrom')}
            placeholder="YYYY-MM-DD"
            value={values.periodFrom}
            onChange={set('periodFrom')}
            errorMessage={errors.periodFrom}
          />
          <Input
            label={t('bonus.calc.periodTo')}
            placeholder="YYYY-MM-DD"
            value={values.periodTo}
            onChange={set('periodTo')}
            errorMessage={errors.periodTo}
          />
          <Input
            label={t('bonus.calc.coefficient')}
            value={values.coefficient}
            onChange={set('coefficient')}
            errorMessage={errors.coefficient}
          />
        </form>
      )}
    </FormDialog>
  );
}

/** A calculation in full: the trace, and 确认 for a draft. */
export function CalculationDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useBonusCalculation(id);
  const confirm = useConfirmCalculation();
  const calc = detail.data;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="large"
      title={
        calc
          ? t('bonus.calc.detailTitle', { code: calc.contractCode, name: calc.contractName })
          : t('bonus.calc.heading')
      }
      footer={(close) => (
        <>
          {calc?.status === 'draft' ? (
            <Button
              variant="primary"
              isPending={confirm.isPending}
              onPress={() => confirm.mutate(calc.id)}
            >
              {t('bonus.calc.confirm')}
            </Button>
          ) : null}
          <Button onPress={close}>{t('bonus.calc.close')}</Button>
        </>
      )}
    >
      {calc ? <CalculationTrace calculation={calc} /> : <Spinner size={24} />}
    </Dialog>
  );
}

/** 奖金计算 (/bonus-calculation): the calculations, a new one from a contract's receipts, and each one's trace. */
export default function BonusCalculationPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const query: CalculationFilter = {
    ...(filter.keyword.trim() ? { keyword: filter.keyword.trim() } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
  const page = useBonusCalculations(query, pageNo, BONUS_PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BonusCalculationSummary | null>(null);
  const remove = useDeleteCalculation();

  const columns = useMemo<DataGridColumn<BonusCalculationSummary>[]>(() => {
    const actions: RowAction<BonusCalculationSummary>[] = [
      { id: 'view', label: t('bonus.calc.view'), onPress: (row) => setViewing(row.id) },
      {
        id: 'delete',
        label: t('bonus.delete'),
        variant: 'danger',
        onPress: setDeleting,
        isVisible: (row) => row.status === 'draft',
      },
    ];
    return [
      {
        key: 'contract',
        title: t('bonus.calc.contract'),
        width: 280,
        render: (row) => `${row.contractCode} ${row.contractName}`,
      },
      {
        key: 'businessType',
        title: t('bonus.rule.businessType'),
        width: 130,
        render: (row) => t(`bonus.businessType.${row.businessType}`),
      },
      {
        key: 'period',
        title: t('bonus.calc.period'),
        width: 190,
        render: (row) => `${row.periodFrom} ~ ${row.periodTo}`,
      },
      {
        key: 'receivedExVat',
        title: t('bonus.calc.receivedExVat'),
        width: 140,
        align: 'right',
        render: (row) => yuan(row.receivedExVat),
      },
      { key: 'coefficient', title: t('bonus.calc.coefficient'), width: 80, align: 'right' },
      {
        key: 'pool',
        title: t('bonus.calc.pool'),
        width: 120,
        align: 'right',
        render: (row) => yuan(row.pool),
      },
      {
        key: 'paid',
        title: t('bonus.calc.paid'),
        width: 120,
        align: 'right',
        render: (row) => yuan(row.paid),
      },
      {
        key: 'status',
        title: t('bonus.calc.status'),
        width: 90,
        render: (row) => (
          <Tag status={row.status === 'draft' ? 'warning' : 'success'}>
            {t(`bonus.status.${row.status}`)}
          </Tag>
        ),
      },
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
      title={t('bonus.calc.heading')}
      actionsLabel={t('bonus.actions')}
      actions={
        <Button variant="primary" onPress={() => setCreating(true)}>
          {t('bonus.calc.create')}
        </Button>
      }
    >
      <FilterBar<Filter>
        label={t('bonus.calc.heading')}
        empty={NO_FILTER}
        onSearch={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      >
        {({ draft, change }) => (
          <>
            <Input
              label={t('bonus.calc.keyword')}
              width="middle"
              value={draft.keyword}
              onChange={change('keyword')}
            />
            <Select
              label={t('bonus.calc.status')}
              width="short"
              value={draft.status}
              onChange={(value) => change('status')((value ?? '') as Filter['status'])}
              options={[
                { value: '', label: t('bonus.all') },
                ...STATUSES.map((status) => ({
                  value: status,
                  label: t(`bonus.status.${status}`),
                })),
              ]}
            />
          </>
        )}
      </FilterBar>
      <Panel>
        <DataGrid<BonusCalculationSummary>
          aria-label={t('bonus.calc.grid')}
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
      {creating ? (
        <CalculateDialog
          onClose={() => setCreating(false)}
          onDone={(id) => {
            setCreating(false);
            setViewing(id);
          }}
        />
      ) : null}
      {viewing ? <CalculationDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      {deleting ? (
        <DeleteConfirm
          title={t('bonus.calc.deleteTitle')}
          name={`${deleting.contractCode} ${deleting.periodFrom} ~ ${deleting.periodTo}`}
          note={t('bonus.calc.deleteNote')}
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
