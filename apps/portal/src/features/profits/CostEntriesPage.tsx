import {
  profitsCostEntrySave,
  type CostCategory,
  type CostEntry,
  type CostEntryParams,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { AttachmentList, type Attachment } from '@ccms/pickers';
import {
  Button,
  DatePicker,
  DateRangePicker,
  Form,
  FormField,
  Input,
  Select,
  type IsoDateRange,
} from '@ccms/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { attachmentTransport, downloadUrl, previewUrl } from '../../api/pickerData';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import { bodyOf } from '../cost/library/contractBody';
import { ContractInput } from '../cost/library/ContractInput';
import { TotalsLine } from '../finance/financeShared';
import { ContractPicker } from '../finance/contractPicker/ContractPicker';
import { formatYuan } from '../finance/money';
import {
  PROFITS_PAGE_SIZE,
  useCostEntryPage,
  useCostSubjects,
  useDeleteCostEntry,
  useSaveCostEntry,
} from './profitsQueries';
import { DepartmentSelect } from './profitsShared';

const shape = bodyOf(profitsCostEntrySave).shape;
const CATEGORIES: CostCategory[] = ['direct', 'indirect'];
/** Files uploaded here are filed under cost entries until saved with one. */
const OWNER = { refModule: 'cost-entry' };

interface EntryFilter {
  departmentId: string | null;
  category: CostCategory | null;
  subject: string | null;
  keyword: string;
  period: IsoDateRange | null;
}
const NO_FILTER: EntryFilter = {
  departmentId: null,
  category: null,
  subject: null,
  keyword: '',
  period: null,
};

function paramsOf(filter: EntryFilter): CostEntryParams {
  return {
    ...(filter.departmentId ? { departmentId: filter.departmentId } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.subject ? { subject: filter.subject } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.period ? { dateFrom: filter.period.start, dateTo: filter.period.end } : {}),
  };
}

type EntryValues = {
  departmentId: string | null;
  category: string | null;
  subject: string | null;
  amount: string;
  occurredDate: string | null;
  contractId: string | null;
  memo: string;
};

function EntryDialog({ row, onClose }: { row: CostEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCostEntry();
  const subjects = useCostSubjects().data ?? [];
  const [files, setFiles] = useState<Attachment[]>(() => row?.attachments ?? []);
  const latest = useRef(files);
  const transport = useMemo(() => attachmentTransport(OWNER), []);
  const [defaultValues] = useState<EntryValues>(() => ({
    departmentId: row?.departmentId ?? null,
    category: row?.category ?? 'indirect',
    subject: row?.subject ?? null,
    amount: row?.amount ?? '',
    occurredDate: row?.occurredDate ?? null,
    contractId: row?.contractId ?? null,
    memo: row?.memo ?? '',
  }));
  const title = row ? t('profits.entries.editTitle') : t('profits.entries.createTitle');
  const submit = async (next: EntryValues) => {
    if (!next.departmentId || !next.subject || !next.category || !next.occurredDate) return;
    try {
      await save.mutateAsync({
        ...(row ? { id: row.id } : {}),
        departmentId: next.departmentId,
        category: next.category === 'direct' ? 'direct' : 'indirect',
        subject: next.subject,
        amount: next.amount.trim(),
        occurredDate: next.occurredDate,
        contractId: next.contractId,
        memo: next.memo.trim() || null,
        fileIds: latest.current.map((file) => file.id),
      });
      onClose();
    } catch {
      // The request layer has told why; the dialog stays.
    }
  };
  return (
    <FormDialog title={title} width="large" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<EntryValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <FormField<string | null>
            name="departmentId"
            label={t('profits.department')}
            required
            width="middle"
          >
            {(field) => (
              <DepartmentSelect
                value={field.value}
                onChange={field.onChange}
                allowAll={false}
                isRequired
                errorMessage={field.errorMessage}
              />
            )}
          </FormField>
          <FormField<string | null>
            name="category"
            label={t('profits.entries.category')}
            required
            width="middle"
          >
            {(field) => (
              <Select
                {...field}
                options={CATEGORIES.map((c) => ({
                  value: c,
                  label: t(`profits.entries.categories.${c}`),
                }))}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
          <FormField<string | null>
            name="subject"
            label={t('profits.subject')}
            required
            width="middle"
          >
            {(field) => (
              <Select
                {...field}
                options={subjects.map((s) => ({ value: s.label, label: s.label }))}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
          <ContractInput
            name="amount"
            label={t('profits.amount')}
            schema={shape.amount}
            required
            decimal
            width="middle"
          />
          <FormField<string | null>
            name="occurredDate"
            label={t('profits.entries.occurredDate')}
            required
          >
            {(field) => <DatePicker {...field} />}
          </FormField>
          <FormField<string | null> name="contractId" label={t('profits.contract')} width="long">
            {(field) => (
              <ContractPicker
                {...field}
                isClearable
                placeholder={t('profits.entries.contractPlaceholder')}
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
            name="memo"
            label={t('profits.entries.memo')}
            schema={shape.memo}
            width="long"
          />
          <AttachmentList
            aria-label={t('profits.entries.attachments')}
            attachments={files}
            onDownload={(ids) => window.open(downloadUrl(ids), '_blank', 'noopener')}
            previewUrl={previewUrl}
            onUpload={transport}
            onUploaded={(file: { id: string; fileName?: string }, raw: File) => {
              latest.current = [
                ...latest.current,
                { id: file.id, fileName: file.fileName ?? raw.name },
              ];
              setFiles(latest.current);
            }}
            onDelete={(id: string) => {
              latest.current = latest.current.filter((item) => item.id !== id);
              setFiles(latest.current);
            }}
          />
        </Form>
      )}
    </FormDialog>
  );
}

type Overlay = { kind: 'create' } | { kind: 'edit' | 'delete'; row: CostEntry };

/**
 * 成本登记 (/cost-management1/list): the departments' cost entries with their subject (费用类别
 * dictionary), category, optional contract and attachments; filters and the filtered total.
 */
export default function CostEntriesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const canEdit = useCan('finance:cost:edit');
  const [initial] = useState<EntryFilter>(() => {
    const departmentId = search.get('departmentId');
    return {
      ...NO_FILTER,
      departmentId:
        departmentId && /^[A-Za-z0-9_-]{1,64}$/.test(departmentId) ? departmentId : null,
    };
  });
  const [filter, setFilter] = useState<EntryFilter>(initial);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useCostEntryPage(paramsOf(filter), pageNo);
  const subjects = useCostSubjects().data ?? [];
  const remove = useDeleteCostEntry();
  const close = useCallback(() => setOverlay(null), []);

  const columns = useMemo<DataGridColumn<CostEntry>[]>(
    () => [
      { key: 'occurredDate', title: t('profits.entries.occurredDate'), width: 120 },
      {
        key: 'departmentName',
        title: t('profits.department'),
        width: 120,
        render: (row) => row.departmentName ?? t('profits.noDepartment'),
      },
      {
        key: 'category',
        title: t('profits.entries.category'),
        width: 100,
        render: (row) => t(`profits.entries.categories.${row.category}`),
      },
      { key: 'subject', title: t('profits.subject'), width: 110 },
      {
        key: 'amount',
        title: t('profits.amount'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.amount),
      },
      {
        key: 'contract',
        title: t('profits.contract'),
        width: 260,
        render: (row) => (row.contractCode ? `${row.contractCode} ${row.contractName ?? ''}` : ''),
      },
      { key: 'memo', title: t('profits.entries.memo'), width: 200 },
      {
        key: 'attachments',
        title: t('profits.entries.attachments'),
        width: 160,
        render: (row) => row.attachments.map((file) => file.fileName).join('、'),
      },
      {
        key: 'actions',
        title: t('profits.actions'),
        width: 130,
        pinned: 'right',
        render: rowActionsRenderer<CostEntry>([
          {
            id: 'edit',
            label: t('profits.edit'),
            isVisible: () => canEdit,
            onPress: (row) => setOverlay({ kind: 'edit', row }),
          },
          {
            id: 'delete',
            label: t('profits.delete'),
            variant: 'danger',
            isVisible: () => canEdit,
            onPress: (row) => setOverlay({ kind: 'delete', row }),
          },
        ]),
      },
    ],
    [canEdit, t],
  );

  return (
    <AdminPage
      title={t('profits.entries.heading')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
            {t('profits.entries.create')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<EntryFilter>
            label={t('profits.search')}
            empty={NO_FILTER}
            initial={filter}
            onSearch={(next) => {
              setFilter({ ...next, keyword: next.keyword.trim() });
              setPageNo(1);
            }}
          >
            {({ draft, change }) => (
              <>
                <DepartmentSelect value={draft.departmentId} onChange={change('departmentId')} />
                <Select
                  label={t('profits.entries.category')}
                  width="short"
                  isClearable
                  options={CATEGORIES.map((c) => ({
                    value: c,
                    label: t(`profits.entries.categories.${c}`),
                  }))}
                  value={draft.category}
                  onChange={(value) =>
                    change('category')(value === null ? null : (String(value) as CostCategory))
                  }
                />
                <Select
                  label={t('profits.subject')}
                  width="short"
                  isClearable
                  options={subjects.map((s) => ({ value: s.label, label: s.label }))}
                  value={draft.subject}
                  onChange={(value) => change('subject')(value === null ? null : String(value))}
                />
                <DateRangePicker
                  label={t('profits.entries.period')}
                  value={draft.period}
                  onChange={(value) => change('period')(value)}
                />
                <Input
                  label={t('profits.entries.keyword')}
                  placeholder={t('profits.entries.keywordPlaceholder')}
                  width="middle"
                  value={draft.keyword}
                  onChange={change('keyword')}
                />
              </>
            )}
          </FilterBar>
          {page.data ? (
            <TotalsLine aria-live="polite">
              {t('profits.entries.totals', {
                count: page.data.total,
                amount: formatYuan(page.data.totalAmount),
              })}
            </TotalsLine>
          ) : null}
        </PanelHeader>
        <DataGrid<CostEntry>
          aria-label={t('profits.entries.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('profits.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={PROFITS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {overlay?.kind === 'create' ? <EntryDialog row={null} onClose={close} /> : null}
      {overlay?.kind === 'edit' ? <EntryDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('profits.entries.deleteTitle')}
          name={`${overlay.row.occurredDate} ${overlay.row.subject} ${formatYuan(overlay.row.amount)}`}
          note={t('profits.entries.deleteNote')}
          run={() => remove.mutateAsync(overlay.row)}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}
