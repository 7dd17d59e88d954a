import {
  ApiError,
  centsToMoney,
  einvoiceSave,
  moneyToCents,
  type Einvoice,
  type EinvoiceDirection,
  type EinvoiceSource,
  type EinvoiceType,
  type EinvoiceVerify,
  type ImportRowError,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { UploadDialog } from '@ccms/pickers';
import { Button, DatePicker, Form, FormField, Input, Select, Tag, toast } from '@ccms/ui';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentTransport } from '../../api/pickerData';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import { bodyOf } from '../cost/library/contractBody';
import { ContractPicker } from '../finance/contractPicker/ContractPicker';
import { ContractInput } from '../cost/library/ContractInput';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import {
  EINVOICE_PAGE_SIZE,
  useDeleteEinvoice,
  useEinvoicePage,
  useImportEinvoices,
  useSaveEinvoice,
} from './einvoiceQueries';
import {
  BatchVerifyDialog,
  VerificationHistory,
  VerifyDialog,
  VERIFY_TAGS,
  failedText,
} from './EinvoiceVerify';

const shape = bodyOf(einvoiceSave).shape;
const DIRECTIONS: EinvoiceDirection[] = ['in', 'out'];
const SOURCES: EinvoiceSource[] = ['manual', 'import', 'invoicing'];
const VERIFY: EinvoiceVerify[] = ['unverified', 'verified', 'failed'];
const TYPES: EinvoiceType[] = ['normal', 'special'];
/** Where invoice files are kept in the file module. */
const FILE_MODULE = 'einvoice';

type Filter = {
  keyword: string;
  direction: EinvoiceDirection | null;
  source: EinvoiceSource | null;
  verifyStatus: EinvoiceVerify | null;
};
const NO_FILTER: Filter = { keyword: '', direction: null, source: null, verifyStatus: null };

/** amount + tax as money text, or null while either is not an amount yet. */
export function sumOf(amount: string, tax: string): string | null {
  try {
    return centsToMoney(moneyToCents(amount.trim()) + moneyToCents(tax.trim()));
  } catch {
    return null;
  }
}

const numberOf = (row: Pick<Einvoice, 'invoiceCode' | 'invoiceNumber'>) =>
  row.invoiceCode ? `${row.invoiceCode} ${row.invoiceNumber}` : row.invoiceNumber;

type Values = {
  direction: string | null;
  invoiceType: string | null;
  invoiceCode: string;
  invoiceNumber: string;
  issueDate: string | null;
  sellerName: string;
  sellerTaxNo: string;
  buyerName: string;
  buyerTaxNo: string;
  amount: string;
  taxAmount: string;
  total: string;
  contractId: string | null;
  reimbursementNo: string;
  memo: string;
};

/** 登记 / 编辑电子发票: number (数电票 or code + number), parties, amounts (total checked), file. */
function EinvoiceDialog({ row, onClose }: { row: Einvoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEinvoice();
  const [file, setFile] = useState<{ id: string; name: string } | null>(
    row?.fileId ? { id: row.fileId, name: row.fileName ?? row.fileId } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [values, setValues] = useState<Values>(() => ({
    direction: row?.direction ?? 'in',
    invoiceType: row?.invoiceType ?? 'normal',
    invoiceCode: row?.invoiceCode ?? '',
    invoiceNumber: row?.invoiceNumber ?? '',
    issueDate: row?.issueDate ?? null,
    sellerName: row?.sellerName ?? '',
    sellerTaxNo: row?.sellerTaxNo ?? '',
    buyerName: row?.buyerName ?? '',
    buyerTaxNo: row?.buyerTaxNo ?? '',
    amount: row?.amount ?? '',
    taxAmount: row?.taxAmount ?? '',
    total: row?.total ?? '',
    contractId: row?.contractId ?? null,
    reimbursementNo: row?.reimbursementNo ?? '',
    memo: row?.memo ?? '',
  }));
  const sum = sumOf(values.amount, values.taxAmount);
  const mismatch = sum !== null && values.total.trim() !== '' && sumOf(values.total, '0') !== sum;
  const title = row
    ? t('einvoice.editTitle', { number: numberOf(row) })
    : t('einvoice.createTitle');
  const submit = async (done: Values) => {
    if (!done.direction || !done.issueDate || mismatch) return;
    try {
      await save.mutateAsync({
        ...(row ? { id: row.id } : {}),
        direction: done.direction as EinvoiceDirection,
        invoiceType: (done.invoiceType ?? 'normal') as EinvoiceType,
        invoiceCode: done.invoiceCode.trim() || null,
        invoiceNumber: done.invoiceNumber.trim(),
        issueDate: done.issueDate,
        sellerName: done.sellerName.trim(),
        sellerTaxNo: done.sellerTaxNo.trim() || null,
        buyerName: done.buyerName.trim(),
        buyerTaxNo: done.buyerTaxNo.trim() || null,
        amount: done.amount.trim(),
        taxAmount: done.taxAmount.trim(),
        total: done.total.trim(),
        contractId: done.contractId,
        reimbursementNo: done.reimbursementNo.trim() || null,
        fileId: file?.id ?? null,
        memo: done.memo.trim() || null,
      });
      onClose();
    } catch {
      // Told by the request layer (a duplicate names the earlier entry); the dialog stays.
    }
  };
  const select = (
    name: 'direction' | 'invoiceType',
    label: string,
    options: string[],
    prefix: string,
  ) => (
    <FormField<string | null> name={name} label={label} width="short" required>
      {(field) => (
        <Select
          {...field}
          options={options.map((value) => ({ value, label: t(`einvoice.${prefix}.${value}`) }))}
          onChange={(value) => field.onChange(value === null ? null : String(value))}
        />
      )}
    </FormField>
  );
  return (
    <>
      <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
        {(formId) => (
          <Form<Values>
            id={formId}
            aria-label={title}
            values={values}
            onValuesChange={setValues}
            onSubmit={submit}
          >
            {select('direction', t('einvoice.direction'), DIRECTIONS, 'directions')}
            {select('invoiceType', t('einvoice.invoiceType'), TYPES, 'invoiceTypes')}
            <PanelNote>
              {t('einvoice.invoiceCodeHint')} {t('einvoice.invoiceNumberHint')}
            </PanelNote>
            <ContractInput
              name="invoiceCode"
              label={t('einvoice.invoiceCode')}
              schema={shape.invoiceCode}
              width="middle"
            />
            <ContractInput
              name="invoiceNumber"
              label={t('einvoice.invoiceNumber')}
              schema={shape.invoiceNumber}
              required
              width="middle"
            />
            <FormField<string | null> name="issueDate" label={t('einvoice.issueDate')} required>
              {(field) => <DatePicker {...field} />}
            </FormField>
            <ContractInput
              name="sellerName"
              label={t('einvoice.sellerName')}
              schema={shape.sellerName}
              required
              width="long"
            />
            <ContractInput
              name="sellerTaxNo"
              label={t('einvoice.sellerTaxNo')}
              schema={shape.sellerTaxNo}
              width="middle"
            />
            <ContractInput
              name="buyerName"
              label={t('einvoice.buyerName')}
              schema={shape.buyerName}
              required
              width="long"
            />
            <ContractInput
              name="buyerTaxNo"
              label={t('einvoice.buyerTaxNo')}
              schema={shape.buyerTaxNo}
              width="middle"
            />
            <ContractInput
              name="amount"
              label={t('einvoice.amount')}
              schema={shape.amount}
              required
              decimal
              width="short"
            />
            <ContractInput
              name="taxAmount"
              label={t('einvoice.taxAmount')}
              schema={shape.taxAmount}
              required
              decimal
              width="short"
            />
            <ContractInput
              name="total"
              label={t('einvoice.total')}
              schema={shape.total}
              required
              decimal
              width="short"
            />
            {mismatch ? (
              <PanelNote role="alert">
                {t('einvoice.totalMismatch', { sum: formatYuan(sum) })}
              </PanelNote>
            ) : null}
            <FormField<string | null> name="contractId" label={t('einvoice.contract')} width="long">
              {(field) => (
                <ContractPicker
                  {...field}
                  isClearable
                  current={
                    row?.contractId
                      ? {
                          id: row.contractId,
                          code: row.contractCode ?? '',
                          name: row.contractName ?? '',
                          customerName: null,
                        }
                      : null
                  }
                />
              )}
            </FormField>
            <ContractInput
              name="reimbursementNo"
              label={t('einvoice.reimbursementNo')}
              schema={shape.reimbursementNo}
              width="middle"
            />
            <ContractInput
              name="memo"
              label={t('einvoice.memo')}
              schema={shape.memo}
              width="long"
            />
            <PanelNote>
              {t('einvoice.file')}: {file ? file.name : '—'}{' '}
              <Button size="small" onPress={() => setUploading(true)}>
                {t('einvoice.upload')}
              </Button>{' '}
              {file ? (
                <Button size="small" variant="text" onPress={() => setFile(null)}>
                  {t('einvoice.removeFile')}
                </Button>
              ) : null}
            </PanelNote>
          </Form>
        )}
      </FormDialog>
      {uploading ? (
        <UploadDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploading(false);
          }}
          title={t('einvoice.uploadTitle')}
          upload={attachmentTransport({
            refModule: FILE_MODULE,
            ...(row ? { refRecordId: row.id } : {}),
          })}
          allowedSuffixes={['pdf', 'ofd', 'xml']}
          allowsMultiple={false}
          onUploaded={(uploaded, chosen) => {
            setFile({ id: uploaded.id, name: uploaded.fileName ?? chosen.name });
            setUploading(false);
          }}
        />
      ) : null}
    </>
  );
}

/** The per-row report a refused import carries as its data. */
function rowErrorsOf(error: unknown): ImportRowError[] | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.data as { errors?: ImportRowError[] } | null | undefined;
  return Array.isArray(data?.errors) && data.errors.length > 0 ? data.errors : null;
}

/** 导入: the tax platform's export, all or nothing; a refused file shows every row's problem. */
function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const run = useImportEinvoices();
  const [direction, setDirection] = useState<EinvoiceDirection>('in');
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [missing, setMissing] = useState(false);
  const [report, setReport] = useState<(ImportRowError & { key: string })[] | null>(null);
  const columns = useMemo<DataGridColumn<ImportRowError & { key: string }>[]>(
    () => [
      { key: 'row', title: t('einvoice.errorRow'), width: 60, align: 'right' },
      { key: 'column', title: t('einvoice.errorColumn'), width: 110 },
      { key: 'message', title: t('einvoice.errorMessage'), width: 300 },
      { key: 'value', title: t('einvoice.errorValue'), width: 180 },
    ],
    [t],
  );
  const submit = async () => {
    if (!file) {
      setMissing(true);
      return;
    }
    setReport(null);
    try {
      const answer = await run.mutateAsync({ direction, fileItems: [file.id] });
      toast.success(t('einvoice.imported', { count: answer.imported }));
      onClose();
    } catch (error) {
      const errors = rowErrorsOf(error);
      if (errors) setReport(errors.map((item, index) => ({ ...item, key: String(index) })));
    }
  };
  return (
    <>
      <FormDialog
        title={t('einvoice.importTitle')}
        width="large"
        isPending={run.isPending}
        submitText={t('einvoice.importRun')}
        onClose={onClose}
      >
        {(formId) => (
          <form
            id={formId}
            aria-label={t('einvoice.importTitle')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <PanelNote>{t('einvoice.importNote')}</PanelNote>
            <Select
              label={t('einvoice.importDirection')}
              width="short"
              options={DIRECTIONS.map((value) => ({
                value,
                label: t(`einvoice.directions.${value}`),
              }))}
              value={direction}
              onChange={(value) => setDirection(value === 'out' ? 'out' : 'in')}
            />
            <PanelNote role={missing && !file ? 'alert' : undefined}>
              <Button size="small" onPress={() => setUploading(true)}>
                {t('einvoice.chooseFile')}
              </Button>{' '}
              {file
                ? t('einvoice.chosenFile', { name: file.name })
                : missing
                  ? t('einvoice.fileMissing')
                  : null}
            </PanelNote>
            {report ? (
              <>
                <PanelNote role="alert">
                  {t('einvoice.importErrors', { count: report.length })}
                </PanelNote>
                <DataGrid<ImportRowError & { key: string }>
                  aria-label={t('einvoice.errorsGrid')}
                  columns={columns}
                  rows={report}
                  rowKey="key"
                />
              </>
            ) : null}
          </form>
        )}
      </FormDialog>
      {uploading ? (
        <UploadDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploading(false);
          }}
          title={t('einvoice.chooseFile')}
          upload={attachmentTransport({ refModule: 'einvoice_import' })}
          allowedSuffixes={['xlsx', 'xls', 'csv']}
          allowsMultiple={false}
          onUploaded={(uploaded, chosen) => {
            setFile({ id: uploaded.id, name: uploaded.fileName ?? chosen.name });
            setMissing(false);
            setReport(null);
            setUploading(false);
          }}
        />
      ) : null}
    </>
  );
}

type Overlay =
  | { kind: 'create' | 'import' | 'batch' }
  | { kind: 'edit' | 'delete' | 'verify' | 'history'; row: Einvoice };

/**
 * 电子发票 (/main-page/electronic-invoice): the register of e-invoices received (进项) and issued
 * (销项) — registered by hand, imported from the tax platform's export, or issued through 开票申请
 * (listed from there, read-only) — with verification, the file and the totals of the filtered list.
 */
export default function ElectronicInvoicePage() {
  const { t } = useTranslation();
  const canEdit = useCan('einvoice:edit');
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const params = useMemo(
    () => ({
      ...(filter.keyword ? { keyword: filter.keyword } : {}),
      ...(filter.direction ? { direction: filter.direction } : {}),
      ...(filter.source ? { source: filter.source } : {}),
      ...(filter.verifyStatus ? { verifyStatus: filter.verifyStatus } : {}),
    }),
    [filter],
  );
  const page = useEinvoicePage(params, pageNo);
  const remove = useDeleteEinvoice();
  const close = () => setOverlay(null);

  const columns = useMemo<DataGridColumn<Einvoice>[]>(() => {
    const own = (row: Einvoice) => canEdit && row.source !== 'invoicing';
    const actions: RowAction<Einvoice>[] = [
      {
        id: 'verify',
        label: t('einvoice.verify'),
        isVisible: own,
        onPress: (row) => setOverlay({ kind: 'verify', row }),
      },
      {
        id: 'history',
        label: t('einvoice.history'),
        isVisible: (row) => row.source !== 'invoicing',
        onPress: (row) => setOverlay({ kind: 'history', row }),
      },
      {
        id: 'edit',
        label: t('einvoice.edit'),
        isVisible: own,
        onPress: (row) => setOverlay({ kind: 'edit', row }),
      },
      {
        id: 'delete',
        label: t('einvoice.delete'),
        variant: 'danger',
        isVisible: own,
        onPress: (row) => setOverlay({ kind: 'delete', row }),
      },
    ];
    const money = (
      key: 'amount' | 'taxAmount' | 'total',
      title: string,
    ): DataGridColumn<Einvoice> => ({
      key,
      title,
      width: 120,
      align: 'right',
      render: (row) => formatYuan(row[key]),
    });
    return [
      {
        key: 'direction',
        title: t('einvoice.direction'),
        width: 70,
        render: (row) => t(`einvoice.directions.${row.direction}`),
      },
      { key: 'invoiceNumber', title: t('einvoice.invoiceNumber'), width: 210, render: numberOf },
      { key: 'issueDate', title: t('einvoice.issueDate'), width: 110 },
      { key: 'sellerName', title: t('einvoice.sellerName'), width: 200 },
      { key: 'buyerName', title: t('einvoice.buyerName'), width: 200 },
      money('amount', t('einvoice.amount')),
      money('taxAmount', t('einvoice.taxAmount')),
      money('total', t('einvoice.total')),
      {
        key: 'verifyStatus',
        title: t('einvoice.verifyStatus'),
        width: 100,
        exportValue: (row) => t(`einvoice.verifyStatuses.${row.verifyStatus}`),
        render: (row) => (
          <span
            title={
              row.failedChecks.length > 0
                ? failedText((key) => t(key), row.failedChecks)
                : undefined
            }
          >
            <Tag status={VERIFY_TAGS[row.verifyStatus]}>
              {t(`einvoice.verifyStatuses.${row.verifyStatus}`)}
            </Tag>
          </span>
        ),
      },
      {
        key: 'verifiedBy',
        title: t('einvoice.verifiedByColumn'),
        width: 190,
        render: (row) =>
          row.verifiedAt
            ? `${row.verifiedByName ?? ''} ${row.verifiedAt}${
                row.failedChecks.length > 0
                  ? ` · ${failedText((key) => t(key), row.failedChecks)}`
                  : ''
              }${row.verifyNote ? ` · ${row.verifyNote}` : ''}`
            : '',
      },
      {
        key: 'source',
        title: t('einvoice.source'),
        width: 110,
        render: (row) =>
          row.applicationCode
            ? `${t(`einvoice.sources.${row.source}`)} ${row.applicationCode}`
            : t(`einvoice.sources.${row.source}`),
      },
      {
        key: 'contractCode',
        title: t('einvoice.contract'),
        width: 160,
        render: (row) => (row.contractCode ? `${row.contractCode} ${row.contractName ?? ''}` : ''),
      },
      { key: 'reimbursementNo', title: t('einvoice.reimbursementNo'), width: 120 },
      { key: 'fileName', title: t('einvoice.file'), width: 140 },
      { key: 'memo', title: t('einvoice.memo'), width: 160 },
      {
        key: 'actions',
        title: t('einvoice.actions'),
        width: 160,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      },
    ];
  }, [canEdit, t]);
  const totals = page.data?.totals;

  return (
    <AdminPage
      title={t('einvoice.heading')}
      actions={
        canEdit ? (
          <>
            <Button
              isDisabled={selectedKeys.length === 0}
              onPress={() => setOverlay({ kind: 'batch' })}
            >
              {t('einvoice.batchVerify', { count: selectedKeys.length })}
            </Button>
            <Button onPress={() => setOverlay({ kind: 'import' })}>{t('einvoice.import')}</Button>
            <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
              {t('einvoice.create')}
            </Button>
          </>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<Filter>
            label={t('einvoice.search')}
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
                  label={t('einvoice.keyword')}
                  placeholder={t('einvoice.keywordPlaceholder')}
                  width="middle"
                  value={draft.keyword}
                  onChange={change('keyword')}
                />
                <Select
                  label={t('einvoice.direction')}
                  width="short"
                  isClearable
                  placeholder={t('einvoice.all')}
                  options={DIRECTIONS.map((value) => ({
                    value,
                    label: t(`einvoice.directions.${value}`),
                  }))}
                  value={draft.direction}
                  onChange={(value) =>
                    change('direction')(
                      value === null ? null : (String(value) as EinvoiceDirection),
                    )
                  }
                />
                <Select
                  label={t('einvoice.source')}
                  width="short"
                  isClearable
                  placeholder={t('einvoice.all')}
                  options={SOURCES.map((value) => ({
                    value,
                    label: t(`einvoice.sources.${value}`),
                  }))}
                  value={draft.source}
                  onChange={(value) =>
                    change('source')(value === null ? null : (String(value) as EinvoiceSource))
                  }
                />
                <Select
                  label={t('einvoice.verifyStatus')}
                  width="short"
                  isClearable
                  placeholder={t('einvoice.all')}
                  options={VERIFY.map((value) => ({
                    value,
                    label: t(`einvoice.verifyStatuses.${value}`),
                  }))}
                  value={draft.verifyStatus}
                  onChange={(value) =>
                    change('verifyStatus')(
                      value === null ? null : (String(value) as EinvoiceVerify),
                    )
                  }
                />
              </>
            )}
          </FilterBar>
          {totals ? (
            <TotalsLine aria-live="polite">
              {t('einvoice.totals', {
                count: page.data?.total ?? 0,
                amount: formatYuan(totals.amount),
                tax: formatYuan(totals.taxAmount),
                total: formatYuan(totals.total),
              })}
            </TotalsLine>
          ) : null}
        </PanelHeader>
        <DataGrid<Einvoice>
          aria-label={t('einvoice.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('einvoice.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={EINVOICE_PAGE_SIZE}
          onPageChange={setPageNo}
          selectionMode={canEdit ? 'multiple' : 'none'}
          selectedKeys={selectedKeys}
          onSelectionChange={setSelectedKeys}
        />
      </Panel>
      {overlay?.kind === 'create' ? <EinvoiceDialog row={null} onClose={close} /> : null}
      {overlay?.kind === 'edit' ? <EinvoiceDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'verify' ? <VerifyDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'import' ? <ImportDialog onClose={close} /> : null}
      {overlay?.kind === 'history' ? (
        <VerificationHistory row={overlay.row} onClose={close} />
      ) : null}
      {overlay?.kind === 'batch' ? (
        <BatchVerifyDialog
          ids={selectedKeys.map(String)}
          onClose={(done) => {
            if (done) setSelectedKeys([]);
            close();
          }}
        />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('einvoice.deleteTitle')}
          name={numberOf(overlay.row)}
          note={t('einvoice.deleteNote')}
          run={() => remove.mutateAsync(overlay.row)}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}
