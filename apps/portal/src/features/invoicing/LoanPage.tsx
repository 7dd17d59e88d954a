import { loanRepay, loanSave, type ApprovalStatus, type Loan } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Checkbox, DatePicker, Form, FormField, Input, Select, Tag } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { contractRule } from '../admin/shared/contractRule';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import { useUserInfo } from '../../api/queries';
import { bodyOf } from '../cost/library/contractBody';
import { ContractInput } from '../cost/library/ContractInput';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import { ApprovalStatusTag, FieldsDialog, todayIso } from './invoicingShared';
import {
  INVOICING_PAGE_SIZE,
  useApproveLoan,
  useDeleteLoan,
  useLoanPage,
  useRepayLoan,
  useSaveLoan,
  useSubmitLoan,
  type LoanFilter,
} from './invoicingQueries';

const STATUSES: ApprovalStatus[] = ['draft', 'submitted', 'approved', 'rejected'];
const saveShape = bodyOf(loanSave).shape;
const repayShape = bodyOf(loanRepay).shape;
const NO_FILTER: LoanFilter = { keyword: '', status: null, overdue: false, outstanding: false };

/** Cents of a decimal string (at most two places), for comparing amounts exactly. */
function toCents(value: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim().replace(/,/g, ''));
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

type LoanValues = {
  amount: string;
  purpose: string;
  loanDate: string | null;
  expectedRepayDate: string | null;
  memo: string;
};

/** 新增 / 编辑借款申请: the signed-in person borrows (finance staff edit on their behalf later). */
function LoanDialog({ row, onClose }: { row: Loan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLoan();
  const { data: me } = useUserInfo();
  const [defaultValues] = useState<LoanValues>(() => ({
    amount: row?.amount ?? '',
    purpose: row?.purpose ?? '',
    loanDate: row?.loanDate ?? todayIso(),
    expectedRepayDate: row?.expectedRepayDate ?? null,
    memo: row?.memo ?? '',
  }));
  const title = row
    ? t('invoicing.loan.editTitle', { code: row.code })
    : t('invoicing.loan.createTitle');
  const submit = async (values: LoanValues) => {
    const borrowerId = row?.borrowerId ?? me?.userId;
    if (!borrowerId || !values.loanDate || !values.expectedRepayDate) return;
    try {
      await save.mutateAsync({
        ...(row ? { id: row.id, departmentId: row.departmentId } : {}),
        borrowerId,
        amount: values.amount.trim(),
        purpose: values.purpose.trim(),
        loanDate: values.loanDate,
        expectedRepayDate: values.expectedRepayDate,
        memo: values.memo.trim() || null,
      });
      onClose();
    } catch {
      // The request layer has told why; the dialog stays.
    }
  };
  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<LoanValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <ContractInput
            name="amount"
            label={t('invoicing.loan.amount')}
            schema={saveShape.amount}
            required
            decimal
            width="middle"
          />
          <ContractInput
            name="purpose"
            label={t('invoicing.loan.purpose')}
            schema={saveShape.purpose}
            required
            width="long"
          />
          <FormField<string | null> name="loanDate" label={t('invoicing.loan.loanDate')} required>
            {(field) => <DatePicker {...field} />}
          </FormField>
          <FormField<string | null>
            name="expectedRepayDate"
            label={t('invoicing.loan.expectedRepayDate')}
            required
          >
            {(field) => <DatePicker {...field} />}
          </FormField>
          <ContractInput
            name="memo"
            label={t('invoicing.loan.memo')}
            schema={saveShape.memo}
            width="long"
          />
        </Form>
      )}
    </FormDialog>
  );
}

function RepayDialog({ row, onClose }: { row: Loan; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const repay = useRepayLoan();
  const title = t('invoicing.loan.repayTitle', { code: row.code });
  const max = toCents(row.outstanding) ?? 0n;
  const [defaultValues] = useState<{ amount: string; repaidDate: string | null; memo: string }>({
    amount: row.outstanding,
    repaidDate: todayIso(),
    memo: '',
  });
  const submit = async (values: typeof defaultValues) => {
    if (!values.repaidDate) return;
    try {
      await repay.mutateAsync({
        loanId: row.id,
        amount: values.amount.trim().replace(/,/g, ''),
        repaidDate: values.repaidDate,
        memo: values.memo.trim(),
      });
      onClose();
    } catch {
      // The request layer has told why (e.g. repaid meanwhile); the dialog stays.
    }
  };
  return (
    <FormDialog
      title={title}
      width="medium"
      isPending={repay.isPending}
      submitText={t('invoicing.loan.repay')}
      onClose={onClose}
    >
      {(formId) => (
        <Form<typeof defaultValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <p>{t('invoicing.loan.repayNote', { outstanding: formatYuan(row.outstanding) })}</p>
          <FormField<string>
            name="amount"
            label={t('invoicing.loan.repayAmount')}
            width="middle"
            rules={[
              contractRule(repayShape.amount, i18n.language, { required: true }),
              {
                validator: (value) => {
                  const cents = typeof value === 'string' ? toCents(value) : null;
                  return cents === null || cents <= max
                    ? null
                    : t('invoicing.loan.repayTooLarge', { max: formatYuan(row.outstanding) });
                },
              },
            ]}
          >
            {(field) => <Input {...field} autoComplete="off" inputMode="decimal" />}
          </FormField>
          <FormField<string | null>
            name="repaidDate"
            label={t('invoicing.loan.repaidDate')}
            required
          >
            {(field) => <DatePicker {...field} />}
          </FormField>
          <ContractInput
            name="memo"
            label={t('invoicing.loan.memo')}
            schema={repayShape.memo}
            width="long"
          />
        </Form>
      )}
    </FormDialog>
  );
}

type Overlay = { kind: 'create' } | { kind: 'edit' | 'delete' | 'approve' | 'repay'; row: Loan };

/**
 * 借款申请 (/loan-application/list): employee loans from draft through approval, partial
 * repayments (never beyond what is outstanding), outstanding and overdue marks, totals.
 */
export default function LoanPage() {
  const { t } = useTranslation();
  const canEdit = useCan('finance:loan:edit');
  const canApprove = useCan('finance:loan:approve');
  const canRepay = useCan('finance:loan:repay');
  const [filter, setFilter] = useState<LoanFilter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useLoanPage(filter, pageNo);
  const submit = useSubmitLoan();
  const remove = useDeleteLoan();
  const approve = useApproveLoan();
  const close = useCallback(() => setOverlay(null), []);

  const columns = useMemo(() => {
    const editable = (row: Loan) =>
      canEdit && (row.status === 'draft' || row.status === 'rejected');
    const actions: RowAction<Loan>[] = [
      {
        id: 'edit',
        label: t('invoicing.edit'),
        isVisible: editable,
        onPress: (row) => setOverlay({ kind: 'edit', row }),
      },
      {
        id: 'submit',
        label: t('invoicing.submit'),
        isVisible: editable,
        onPress: (row) => void submit.mutateAsync(row).catch(() => undefined),
      },
      {
        id: 'delete',
        label: t('invoicing.delete'),
        variant: 'danger',
        isVisible: editable,
        onPress: (row) => setOverlay({ kind: 'delete', row }),
      },
      {
        id: 'approve',
        label: t('invoicing.approve'),
        isVisible: (row) => canApprove && row.status === 'submitted',
        onPress: (row) => setOverlay({ kind: 'approve', row }),
      },
      {
        id: 'repay',
        label: t('invoicing.loan.repay'),
        isVisible: (row) => canRepay && row.status === 'approved' && row.outstanding !== '0.00',
        onPress: (row) => setOverlay({ kind: 'repay', row }),
      },
    ];
    const list: DataGridColumn<Loan>[] = [
      { key: 'code', title: t('invoicing.loan.code'), width: 140 },
      { key: 'borrowerName', title: t('invoicing.loan.borrower'), width: 90 },
      { key: 'departmentName', title: t('invoicing.loan.department'), width: 110 },
      {
        key: 'amount',
        title: t('invoicing.loan.amount'),
        width: 120,
        align: 'right',
        render: (row) => formatYuan(row.amount),
      },
      { key: 'purpose', title: t('invoicing.loan.purpose'), width: 240 },
      { key: 'loanDate', title: t('invoicing.loan.loanDate'), width: 110 },
      { key: 'expectedRepayDate', title: t('invoicing.loan.expectedRepayDate'), width: 120 },
      {
        key: 'status',
        title: t('invoicing.status'),
        width: 100,
        exportValue: (row) => t(`invoicing.approval.${row.status}`),
        render: (row) => <ApprovalStatusTag status={row.status} />,
      },
      {
        key: 'repaidTotal',
        title: t('invoicing.loan.repaid'),
        width: 120,
        align: 'right',
        render: (row) => formatYuan(row.repaidTotal),
      },
      {
        key: 'outstanding',
        title: t('invoicing.loan.outstanding'),
        width: 120,
        align: 'right',
        render: (row) => formatYuan(row.outstanding),
      },
      {
        key: 'overdue',
        title: t('invoicing.loan.overdue'),
        width: 120,
        exportValue: (row) =>
          row.overdue ? t('invoicing.loan.overdueDays', { days: row.overdueDays }) : '',
        render: (row) =>
          row.overdue ? (
            <Tag status="danger">{t('invoicing.loan.overdueDays', { days: row.overdueDays })}</Tag>
          ) : null,
      },
      { key: 'approvedByName', title: t('invoicing.loan.approvedBy'), width: 90 },
      { key: 'opinion', title: t('invoicing.opinion'), width: 160 },
      {
        key: 'actions',
        title: t('invoicing.actions'),
        width: 200,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      },
    ];
    return list;
  }, [canApprove, canEdit, canRepay, submit, t]);
  const totals = page.data?.totals;

  return (
    <AdminPage
      title={t('invoicing.loan.heading')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
            {t('invoicing.loan.create')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<LoanFilter>
            label={t('invoicing.search')}
            empty={NO_FILTER}
            initial={filter}
            onSearch={(next) => {
              setFilter({ ...next, keyword: next.keyword.trim() });
              setPageNo(1);
            }}
          >
            {({ draft, change }) => (
              <>
                <Input
                  label={t('invoicing.keyword')}
                  placeholder={t('invoicing.loan.keywordPlaceholder')}
                  width="middle"
                  value={draft.keyword}
                  onChange={change('keyword')}
                />
                <Select
                  label={t('invoicing.status')}
                  width="short"
                  isClearable
                  placeholder={t('invoicing.all')}
                  options={STATUSES.map((status) => ({
                    value: status,
                    label: t(`invoicing.approval.${status}`),
                  }))}
                  value={draft.status}
                  onChange={(value) =>
                    change('status')(value === null ? null : (String(value) as ApprovalStatus))
                  }
                />
                <Checkbox isSelected={draft.overdue} onChange={change('overdue')}>
                  {t('invoicing.loan.overdueOnly')}
                </Checkbox>
                <Checkbox isSelected={draft.outstanding} onChange={change('outstanding')}>
                  {t('invoicing.loan.outstandingOnly')}
                </Checkbox>
              </>
            )}
          </FilterBar>
          {totals ? (
            <TotalsLine aria-live="polite">
              {t('invoicing.loan.totals', {
                count: page.data?.total ?? 0,
                amount: formatYuan(totals.amount),
                repaid: formatYuan(totals.repaidTotal),
                outstanding: formatYuan(totals.outstanding),
              })}
            </TotalsLine>
          ) : null}
        </PanelHeader>
        <DataGrid<Loan>
          aria-label={t('invoicing.loan.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('invoicing.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={INVOICING_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {overlay?.kind === 'create' ? <LoanDialog row={null} onClose={close} /> : null}
      {overlay?.kind === 'edit' ? <LoanDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'repay' ? <RepayDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('invoicing.deleteTitle')}
          name={overlay.row.code}
          note={t('invoicing.deleteNote')}
          run={() => remove.mutateAsync(overlay.row)}
          onClose={close}
        />
      ) : null}
      {overlay?.kind === 'approve' ? (
        <ApproveDialog
          code={overlay.row.code}
          run={(approved, opinion) =>
            approve.mutateAsync({ id: overlay.row.id, approved, opinion })
          }
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}

/** 审批: an opinion, then 同意 or 驳回 (驳回 needs the opinion; the server checks too). */
export function ApproveDialog({
  code,
  run,
  onClose,
}: {
  code: string;
  run: (approved: boolean, opinion: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  return (
    <FieldsDialog
      title={t('invoicing.approveTitle', { code })}
      submitText={decision === 'approve' ? t('invoicing.approve') : t('invoicing.reject')}
      submitVariant={decision === 'approve' ? 'primary' : 'danger'}
      fields={[
        {
          name: 'opinion',
          label: t('invoicing.opinion'),
          kind: 'textarea',
          required: decision === 'reject',
        },
      ]}
      run={(values) => run(decision === 'approve', values.opinion ?? '')}
      onClose={onClose}
      extra={
        <Select
          label={t('invoicing.decision')}
          width="short"
          options={[
            { value: 'approve', label: t('invoicing.approve') },
            { value: 'reject', label: t('invoicing.reject') },
          ]}
          value={decision}
          onChange={(value) => setDecision(value === 'reject' ? 'reject' : 'approve')}
        />
      }
    />
  );
}
