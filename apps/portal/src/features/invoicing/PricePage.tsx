import {
  discountRateOf,
  priceRequestSave,
  tieredFee,
  type ApprovalStatus,
  type BusinessType,
  type PriceBasisKind,
  type PriceRateTier,
  type PriceRequest,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Checkbox, Form, FormField, Input, Select } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import { bodyOf } from '../cost/library/contractBody';
import { ContractInput } from '../cost/library/ContractInput';
import { TotalsLine } from '../finance/financeShared';
import { ContractDetailDialog } from '../finance/contractDetail/ContractDetailDialog';
import { formatYuan } from '../finance/money';
import { ApproveDialog } from './LoanPage';
import { ContractFromPriceDialog } from './ContractFromPriceDialog';
import { ApprovalStatusTag } from './invoicingShared';
import {
  INVOICING_PAGE_SIZE,
  useApprovePrice,
  useDeletePrice,
  usePricePage,
  usePriceRates,
  useSavePrice,
  useSubmitPrice,
  type PriceFilter,
} from './invoicingQueries';

const STATUSES: ApprovalStatus[] = ['draft', 'submitted', 'approved', 'rejected'];
const TYPES: BusinessType[] = ['budget', 'control', 'settlement', 'whole_process', 'consulting'];
const BASES: PriceBasisKind[] = ['investment', 'construction', 'submitted'];
const shape = bodyOf(priceRequestSave).shape;
const NO_FILTER: PriceFilter = { keyword: '', status: null, usable: false };

/** "0.150000" → "15.00%" */
export const formatPercent = (fraction: string) => `${(Number(fraction) * 100).toFixed(2)}%`;
/** "0.0055" → "5.5" (‰) */
const perMille = (rate: string) => String(Number((Number(rate) * 1000).toFixed(4)));

/** The guidance fee of what is typed, by the company's tiers, or null while it is not a number. */
export function previewFee(
  tiers: readonly PriceRateTier[],
  type: BusinessType | null,
  basis: string,
) {
  const clean = basis.trim().replace(/,/g, '');
  if (!type || !/^\d{1,15}(\.\d{1,2})?$/.test(clean)) return null;
  const own = tiers.filter((tier) => tier.businessType === type).sort((a, b) => a.seq - b.seq);
  if (own.length === 0) return null;
  return tieredFee(clean, own);
}

type PriceValues = {
  customerName: string;
  projectName: string;
  businessType: BusinessType | null;
  basisKind: PriceBasisKind | null;
  basisAmount: string;
  proposedFee: string;
  reason: string;
};

function PriceDialog({ row, onClose }: { row: PriceRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePrice();
  const rates = usePriceRates();
  const [defaultValues] = useState<PriceValues>(() => ({
    customerName: row?.customerName ?? '',
    projectName: row?.projectName ?? '',
    businessType: row?.businessType ?? 'budget',
    basisKind: row?.basisKind ?? 'construction',
    basisAmount: row?.basisAmount ?? '',
    proposedFee: row?.proposedFee ?? '',
    reason: row?.reason ?? '',
  }));
  const [values, setValues] = useState(defaultValues);
  const fee = previewFee(rates.data ?? [], values.businessType, values.basisAmount);
  const proposed = values.proposedFee.trim().replace(/,/g, '');
  const discount =
    fee && /^\d+(\.\d{1,2})?$/.test(proposed) ? discountRateOf(fee.fee, proposed) : null;
  const title = row
    ? t('invoicing.price.editTitle', { code: row.code })
    : t('invoicing.price.createTitle');
  const submit = async (next: PriceValues) => {
    if (!next.businessType || !next.basisKind) return;
    try {
      await save.mutateAsync({
        ...(row ? { id: row.id, customerId: row.customerId, departmentId: row.departmentId } : {}),
        customerName: next.customerName.trim(),
        projectName: next.projectName.trim(),
        businessType: next.businessType,
        basisKind: next.basisKind,
        basisAmount: next.basisAmount.trim(),
        proposedFee: next.proposedFee.trim(),
        reason: next.reason.trim() || null,
      });
      onClose();
    } catch {
      // The request layer has told why; the dialog stays.
    }
  };
  return (
    <FormDialog title={title} width="large" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<PriceValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onValuesChange={setValues}
          onSubmit={submit}
        >
          <ContractInput
            name="customerName"
            label={t('invoicing.price.customer')}
            schema={shape.customerName}
            required
            width="long"
          />
          <ContractInput
            name="projectName"
            label={t('invoicing.price.project')}
            schema={shape.projectName}
            required
            width="long"
          />
          <FormField<string | null>
            name="businessType"
            label={t('invoicing.price.businessType')}
            width="middle"
            required
          >
            {(field) => (
              <Select
                {...field}
                options={TYPES.map((type) => ({
                  value: type,
                  label: t(`invoicing.businessType.${type}`),
                }))}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
          <FormField<string | null>
            name="basisKind"
            label={t('invoicing.price.basisKind')}
            width="middle"
            required
          >
            {(field) => (
              <Select
                {...field}
                options={BASES.map((basis) => ({
                  value: basis,
                  label: t(`invoicing.price.basis.${basis}`),
                }))}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
          <ContractInput
            name="basisAmount"
            label={t('invoicing.price.basisAmount')}
            schema={shape.basisAmount}
            required
            decimal
            width="middle"
          />
          {fee ? (
            <div aria-live="polite">
              <PanelNote>
                {t('invoicing.price.guidancePreview', { fee: formatYuan(fee.fee) })}
              </PanelNote>
              <ul aria-label={t('invoicing.price.tiers')}>
                {fee.parts.map((part) => (
                  <li key={part.lower}>
                    {t(part.upper ? 'invoicing.price.tierRow' : 'invoicing.price.tierRowOpen', {
                      lower: formatYuan(part.lower),
                      upper: part.upper ? formatYuan(part.upper) : '',
                      base: formatYuan(part.base),
                      rate: perMille(part.rate),
                      fee: formatYuan(part.fee),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ContractInput
            name="proposedFee"
            label={t('invoicing.price.proposedFee')}
            schema={shape.proposedFee}
            required
            decimal
            width="middle"
          />
          {discount ? (
            <PanelNote>
              {t('invoicing.price.discount')}：{formatPercent(discount)}
            </PanelNote>
          ) : null}
          <ContractInput
            name="reason"
            label={t('invoicing.price.reason')}
            schema={shape.reason}
            width="long"
          />
        </Form>
      )}
    </FormDialog>
  );
}

type Overlay =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'approve' | 'contract' | 'contractDetail'; row: PriceRequest };

/**
 * 请价 (/please-price/list): price requests before signing, the guidance fee from the company's
 * 差额定率累进 table, the quoted fee and its 下浮率, approval; approved ones unused by a contract
 * are what contract creation may pick (filter 可用于签约).
 */
export default function PricePage() {
  const { t } = useTranslation();
  const canEdit = useCan('finance:price:edit');
  const canApprove = useCan('finance:price:approve');
  const canSign = useCan('finance:contract:edit');
  const [filter, setFilter] = useState<PriceFilter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = usePricePage(filter, pageNo);
  const submit = useSubmitPrice();
  const remove = useDeletePrice();
  const approve = useApprovePrice();
  const close = useCallback(() => setOverlay(null), []);

  const columns = useMemo(() => {
    const editable = (row: PriceRequest) =>
      canEdit && (row.status === 'draft' || row.status === 'rejected');
    const actions: RowAction<PriceRequest>[] = [
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
        id: 'contract',
        label: t('fundCompare.fromPrice.action'),
        isVisible: (row) => canSign && row.status === 'approved' && row.contractId === null,
        onPress: (row) => setOverlay({ kind: 'contract', row }),
      },
    ];
    const list: DataGridColumn<PriceRequest>[] = [
      { key: 'code', title: t('invoicing.price.code'), width: 140 },
      { key: 'customerName', title: t('invoicing.price.customer'), width: 200 },
      { key: 'projectName', title: t('invoicing.price.project'), width: 240 },
      {
        key: 'businessType',
        title: t('invoicing.price.businessType'),
        width: 130,
        render: (row) => t(`invoicing.businessType.${row.businessType}`),
      },
      {
        key: 'basisKind',
        title: t('invoicing.price.basisKind'),
        width: 100,
        render: (row) => t(`invoicing.price.basis.${row.basisKind}`),
      },
      {
        key: 'basisAmount',
        title: t('invoicing.price.basisAmount'),
        width: 150,
        align: 'right',
        render: (row) => formatYuan(row.basisAmount),
      },
      {
        key: 'guidanceFee',
        title: t('invoicing.price.guidanceFee'),
        width: 130,
        align: 'right',
        render: (row) => formatYuan(row.guidanceFee),
      },
      {
        key: 'proposedFee',
        title: t('invoicing.price.proposedFee'),
        width: 130,
        align: 'right',
        render: (row) => formatYuan(row.proposedFee),
      },
      {
        key: 'discountRate',
        title: t('invoicing.price.discount'),
        width: 90,
        align: 'right',
        render: (row) => formatPercent(row.discountRate),
      },
      {
        key: 'status',
        title: t('invoicing.status'),
        width: 100,
        exportValue: (row) => t(`invoicing.approval.${row.status}`),
        render: (row) => <ApprovalStatusTag status={row.status} />,
      },
      { key: 'applicantName', title: t('invoicing.price.applicant'), width: 90 },
      { key: 'opinion', title: t('invoicing.opinion'), width: 180 },
      {
        key: 'contractCode',
        title: t('invoicing.price.contract'),
        width: 130,
        exportValue: (row: PriceRequest) => row.contractCode ?? '',
        // The contract signed at this price, opened with its figures and payment cycles.
        render: (row: PriceRequest) =>
          row.contractId && row.contractCode ? (
            <Button
              variant="text"
              size="small"
              aria-label={t('finance.contractDetail.open', { code: row.contractCode })}
              onPress={() => setOverlay({ kind: 'contractDetail', row })}
            >
              {row.contractCode}
            </Button>
          ) : (
            ''
          ),
      },
      {
        key: 'actions',
        title: t('invoicing.actions'),
        width: 180,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      },
    ];
    return list;
  }, [canApprove, canEdit, canSign, submit, t]);
  const totals = page.data?.totals;

  return (
    <AdminPage
      title={t('invoicing.price.heading')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
            {t('invoicing.price.create')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<PriceFilter>
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
                  placeholder={t('invoicing.price.keywordPlaceholder')}
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
                <Checkbox isSelected={draft.usable} onChange={change('usable')}>
                  {t('invoicing.price.usableOnly')}
                </Checkbox>
              </>
            )}
          </FilterBar>
          {totals ? (
            <TotalsLine aria-live="polite">
              {t('invoicing.price.totals', {
                count: page.data?.total ?? 0,
                basis: formatYuan(totals.basisAmount),
                guidance: formatYuan(totals.guidanceFee),
                proposed: formatYuan(totals.proposedFee),
              })}
            </TotalsLine>
          ) : null}
        </PanelHeader>
        <DataGrid<PriceRequest>
          aria-label={t('invoicing.price.grid')}
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
      {overlay?.kind === 'create' ? <PriceDialog row={null} onClose={close} /> : null}
      {overlay?.kind === 'edit' ? <PriceDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('invoicing.deleteTitle')}
          name={overlay.row.code}
          note={t('invoicing.deleteNote')}
          run={() => remove.mutateAsync(overlay.row)}
          onClose={close}
        />
      ) : null}
      {overlay?.kind === 'contractDetail' && overlay.row.contractId ? (
        <ContractDetailDialog
          contractId={overlay.row.contractId}
          code={overlay.row.contractCode ?? ''}
          onClose={close}
        />
      ) : null}
      {overlay?.kind === 'contract' ? (
        <ContractFromPriceDialog row={overlay.row} onClose={close} />
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
