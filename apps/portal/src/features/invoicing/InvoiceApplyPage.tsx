import {
  invoiceApplyIssue,
  invoiceApplyVoid,
  type InvoiceApply,
  type InvoiceApplyParams,
  type InvoiceApplyStatus,
  type InvoiceKind,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Checkbox, DateRangePicker, Input, Select, type IsoDateRange } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { useCan } from '../admin/shared/useCan';
import { bodyOf } from '../cost/library/contractBody';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import { InvoiceApplyDialog } from './InvoiceApplyDialog';
import { InvoicePrintDialog } from './InvoicePrintDialog';
import { FieldsDialog, InvoiceStatusTag, todayIso } from './invoicingShared';
import {
  INVOICING_PAGE_SIZE,
  useDeleteInvoiceApply,
  useInvoiceApplyPage,
  useIssueInvoiceApply,
  useReturnInvoiceApply,
  useSubmitInvoiceApply,
  useVoidInvoiceApply,
} from './invoicingQueries';

const STATUSES: InvoiceApplyStatus[] = ['draft', 'submitted', 'issued', 'returned', 'voided'];
const KINDS: InvoiceKind[] = ['special', 'normal', 'electronic'];
const issueShape = bodyOf(invoiceApplyIssue).shape;
const voidShape = bodyOf(invoiceApplyVoid).shape;

interface Filter {
  keyword: string;
  status: InvoiceApplyStatus | null;
  kind: InvoiceKind | null;
  period: IsoDateRange | null;
  overOnly: boolean;
}
const NO_FILTER: Filter = { keyword: '', status: null, kind: null, period: null, overOnly: false };

export function toInvoiceParams(filter: Filter): InvoiceApplyParams {
  return {
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.period ? { dateFrom: filter.period.start, dateTo: filter.period.end } : {}),
    ...(filter.overOnly ? { overInvoicing: true } : {}),
  };
}

type Overlay =
  | { kind: 'create' }
  | { kind: 'edit' | 'print' | 'delete' | 'issue' | 'return' | 'void'; row: InvoiceApply };

/**
 * 开票申请 (/single-invoice/list): applications to invoice a contract, from draft to 已开票 (the
 * invoice recorded) or 已退回, and 红冲 of an issued one; totals of the search; a printable
 * application with the amount in Chinese capitals. `initialOverOnly` lists over-invoicing requests.
 */
export function InvoiceApplyList({
  initialOverOnly = false,
  gridLabel,
}: {
  initialOverOnly?: boolean;
  gridLabel?: string;
}) {
  const { t } = useTranslation();
  const canEdit = useCan('finance:invoice:edit');
  const canIssue = useCan('finance:invoice:issue');
  const [filter, setFilter] = useState<Filter>({ ...NO_FILTER, overOnly: initialOverOnly });
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useInvoiceApplyPage(toInvoiceParams(filter), pageNo);
  const submit = useSubmitInvoiceApply();
  const remove = useDeleteInvoiceApply();
  const issue = useIssueInvoiceApply();
  const giveBack = useReturnInvoiceApply();
  const voidIt = useVoidInvoiceApply();
  const close = useCallback(() => setOverlay(null), []);

  const columns = useMemo(() => {
    const list: DataGridColumn<InvoiceApply>[] = [
      { key: 'code', title: t('invoicing.invoice.code'), width: 140 },
      { key: 'appliedDate', title: t('invoicing.invoice.appliedDate'), width: 110 },
      {
        key: 'contract',
        title: t('invoicing.invoice.contract'),
        width: 260,
        render: (row) => `${row.contractCode} ${row.contractName}`,
      },
      { key: 'buyerName', title: t('invoicing.invoice.buyerName'), width: 200 },
      {
        key: 'kind',
        title: t('invoicing.invoice.kindLabel'),
        width: 130,
        render: (row) => t(`invoicing.invoice.kind.${row.kind}`),
      },
      {
        key: 'amount',
        title: t('invoicing.invoice.amount'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.amount),
      },
      {
        key: 'taxAmount',
        title: t('invoicing.invoice.taxAmount'),
        width: 110,
        align: 'right',
        render: (row) => formatYuan(row.taxAmount),
      },
      {
        key: 'netAmount',
        title: t('invoicing.invoice.netAmount'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.netAmount),
      },
      {
        key: 'status',
        title: t('invoicing.status'),
        width: 100,
        exportValue: (row) => t(`invoicing.invoice.status.${row.status}`),
        render: (row) => <InvoiceStatusTag status={row.status} />,
      },
      { key: 'invoiceNo', title: t('invoicing.invoice.invoiceNo'), width: 150 },
      { key: 'issuedDate', title: t('invoicing.invoice.issuedDate'), width: 110 },
      { key: 'applicantName', title: t('invoicing.invoice.applicant'), width: 90 },
    ];
    const editable = (row: InvoiceApply) =>
      canEdit && (row.status === 'draft' || row.status === 'returned');
    const actions: RowAction<InvoiceApply>[] = [
      {
        id: 'print',
        label: t('invoicing.invoice.print'),
        onPress: (row) => setOverlay({ kind: 'print', row }),
      },
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
        id: 'issue',
        label: t('invoicing.invoice.issue'),
        isVisible: (row) => canIssue && row.status === 'submitted',
        onPress: (row) => setOverlay({ kind: 'issue', row }),
      },
      {
        id: 'return',
        label: t('invoicing.invoice.return'),
        isVisible: (row) => canIssue && row.status === 'submitted',
        onPress: (row) => setOverlay({ kind: 'return', row }),
      },
      {
        id: 'void',
        label: t('invoicing.invoice.void'),
        variant: 'danger',
        isVisible: (row) => canIssue && row.status === 'issued',
        onPress: (row) => setOverlay({ kind: 'void', row }),
      },
    ];
    list.push({
      key: 'actions',
      title: t('invoicing.actions'),
      width: 220,
      pinned: 'right',
      render: rowActionsRenderer(actions),
    });
    return list;
  }, [canEdit, canIssue, submit, t]);

  const totals = page.data?.totals;
  return (
    <Panel>
      <PanelHeader>
        <FilterBar<Filter>
          label={t('invoicing.search')}
          empty={{ ...NO_FILTER, overOnly: initialOverOnly }}
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
                placeholder={t('invoicing.invoice.keywordPlaceholder')}
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
                  label: t(`invoicing.invoice.status.${status}`),
                }))}
                value={draft.status}
                onChange={(value) =>
                  change('status')(value === null ? null : (String(value) as InvoiceApplyStatus))
                }
              />
              <Select
                label={t('invoicing.invoice.kindLabel')}
                width="middle"
                isClearable
                placeholder={t('invoicing.all')}
                options={KINDS.map((kind) => ({
                  value: kind,
                  label: t(`invoicing.invoice.kind.${kind}`),
                }))}
                value={draft.kind}
                onChange={(value) =>
                  change('kind')(value === null ? null : (String(value) as InvoiceKind))
                }
              />
              <DateRangePicker
                label={t('invoicing.period')}
                value={draft.period}
                onChange={change('period')}
                isClearable
              />
              <Checkbox isSelected={draft.overOnly} onChange={change('overOnly')}>
                {t('invoicing.invoice.overOnly')}
              </Checkbox>
            </>
          )}
        </FilterBar>
        {totals ? (
          <TotalsLine aria-live="polite">
            {t('invoicing.invoice.totals', {
              count: page.data?.total ?? 0,
              amount: formatYuan(totals.amount),
              tax: formatYuan(totals.taxAmount),
              net: formatYuan(totals.netAmount),
            })}
          </TotalsLine>
        ) : null}
        {canEdit ? (
          <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
            {t('invoicing.invoice.create')}
          </Button>
        ) : null}
      </PanelHeader>
      <DataGrid<InvoiceApply>
        aria-label={gridLabel ?? t('invoicing.invoice.grid')}
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
      {overlay?.kind === 'create' ? <InvoiceApplyDialog row={null} onClose={close} /> : null}
      {overlay?.kind === 'edit' ? <InvoiceApplyDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'print' ? <InvoicePrintDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('invoicing.deleteTitle')}
          name={overlay.row.code}
          note={t('invoicing.deleteNote')}
          run={() => remove.mutateAsync(overlay.row)}
          onClose={close}
        />
      ) : null}
      {overlay?.kind === 'issue' ? (
        <FieldsDialog
          title={t('invoicing.invoice.issueTitle', { code: overlay.row.code })}
          submitText={t('invoicing.invoice.issue')}
          fields={[
            {
              name: 'invoiceNo',
              label: t('invoicing.invoice.invoiceNo'),
              kind: 'text',
              required: true,
              schema: issueShape.invoiceNo,
            },
            {
              name: 'issuedDate',
              label: t('invoicing.invoice.issuedDate'),
              kind: 'date',
              required: true,
              initial: todayIso(),
            },
          ]}
          run={(values) =>
            issue.mutateAsync({
              id: overlay.row.id,
              invoiceNo: values.invoiceNo!,
              issuedDate: values.issuedDate!,
            })
          }
          onClose={close}
        />
      ) : null}
      {overlay?.kind === 'return' ? (
        <FieldsDialog
          title={t('invoicing.invoice.returnTitle', { code: overlay.row.code })}
          submitText={t('invoicing.invoice.return')}
          fields={[
            {
              name: 'reason',
              label: t('invoicing.invoice.returnReason'),
              kind: 'textarea',
              required: true,
            },
          ]}
          run={(values) => giveBack.mutateAsync({ id: overlay.row.id, reason: values.reason! })}
          onClose={close}
        />
      ) : null}
      {overlay?.kind === 'void' ? (
        <FieldsDialog
          title={t('invoicing.invoice.voidTitle', { code: overlay.row.code })}
          submitText={t('invoicing.invoice.void')}
          submitVariant="danger"
          note={t('invoicing.invoice.voidNote', { amount: formatYuan(overlay.row.amount) })}
          fields={[
            {
              name: 'redInvoiceNo',
              label: t('invoicing.invoice.redInvoiceNo'),
              kind: 'text',
              required: true,
              schema: voidShape.redInvoiceNo,
            },
            {
              name: 'redDate',
              label: t('invoicing.invoice.redDate'),
              kind: 'date',
              required: true,
              initial: todayIso(),
            },
            {
              name: 'reason',
              label: t('invoicing.invoice.voidReason'),
              kind: 'textarea',
              required: true,
            },
          ]}
          run={(values) =>
            voidIt.mutateAsync({
              id: overlay.row.id,
              redInvoiceNo: values.redInvoiceNo!,
              redDate: values.redDate!,
              reason: values.reason!,
            })
          }
          onClose={close}
        />
      ) : null}
    </Panel>
  );
}

export default function InvoiceApplyPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('invoicing.invoice.heading')}>
      <InvoiceApplyList />
    </AdminPage>
  );
}
