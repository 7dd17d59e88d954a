import {
  certificateSave,
  type Certificate,
  type CertificateKind,
  type CertificateParams,
  type CertificateStatus,
  type CertificateSummaryRow,
} from '@ccms/api-client';
import {
  DataGrid,
  downloadBlob,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { PersonPicker, UploadDialog, type PickedEntry } from '@ccms/pickers';
import { Button, DatePicker, Form, FormField, Input, Select, Tabs, Tag, toast } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentTransport } from '../../api/pickerData';
import { useOrganisationTree } from '../../api/useOrganisationTree';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import { bodyOf } from '../cost/library/contractBody';
import { ContractInput } from '../cost/library/ContractInput';
import {
  CERTIFICATE_PAGE_SIZE,
  fetchCertificateExport,
  useCertificatePage,
  useCertificateSummary,
  useDeleteCertificate,
  useExpiringCertificates,
  useSaveCertificate,
} from './certificateQueries';

const shape = bodyOf(certificateSave).shape;
export const CERTIFICATE_KINDS: CertificateKind[] = [
  'cost_engineer_1',
  'cost_engineer_2',
  'constructor_1',
  'constructor_2',
  'consultant_investment',
  'supervisor',
  'title_senior',
  'title_middle',
  'other',
];
const STATUSES: CertificateStatus[] = ['valid', 'expiring', 'expired'];
const STATUS_TAGS = { valid: 'success', expiring: 'warning', expired: 'danger' } as const;
/** Where the scanned copies are kept in the file module. */
const FILE_MODULE = 'staff_certificate';

type Filter = { keyword: string; kind: CertificateKind | null; status: CertificateStatus | null };
const NO_FILTER: Filter = { keyword: '', kind: null, status: null };

const paramsOf = (filter: Filter): CertificateParams => ({
  ...(filter.keyword ? { keyword: filter.keyword } : {}),
  ...(filter.kind ? { kind: filter.kind } : {}),
  ...(filter.status ? { status: filter.status } : {}),
});

export function CertificateStatusTag({ row }: { row: Pick<Certificate, 'status'> }) {
  const { t } = useTranslation();
  return <Tag status={STATUS_TAGS[row.status]}>{t(`certificates.statuses.${row.status}`)}</Tag>;
}

type Values = {
  kind: string | null;
  certNo: string;
  registeredUnit: string;
  issueDate: string | null;
  validUntil: string | null;
  educationHours: string;
  memo: string;
};

/** 新增 / 编辑人员证书: holder, kind, number, unit, dates, continuing education and the scan. */
function CertificateDialog({ row, onClose }: { row: Certificate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCertificate();
  const organisation = useOrganisationTree();
  const [holder, setHolder] = useState<readonly PickedEntry[]>(
    row ? [{ id: row.userId, name: row.userName }] : [],
  );
  const [holderError, setHolderError] = useState<string | undefined>();
  const [file, setFile] = useState<{ id: string; name: string } | null>(
    row?.fileId ? { id: row.fileId, name: row.fileName ?? row.fileId } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [defaultValues] = useState<Values>(() => ({
    kind: row?.kind ?? 'cost_engineer_1',
    certNo: row?.certNo ?? '',
    registeredUnit: row?.registeredUnit ?? '',
    issueDate: row?.issueDate ?? null,
    validUntil: row?.validUntil ?? null,
    educationHours: String(row?.educationHours ?? 0),
    memo: row?.memo ?? '',
  }));
  const title = row
    ? t('certificates.editTitle', { number: row.certNo })
    : t('certificates.createTitle');
  const submit = async (values: Values) => {
    if (holder.length !== 1) {
      setHolderError(t('certificates.pickHolder'));
      return;
    }
    if (!values.kind || !values.issueDate) return;
    try {
      await save.mutateAsync({
        ...(row ? { id: row.id } : {}),
        userId: holder[0]!.id,
        kind: values.kind as CertificateKind,
        certNo: values.certNo.trim(),
        registeredUnit: values.registeredUnit.trim() || null,
        issueDate: values.issueDate,
        validUntil: values.validUntil,
        educationHours: values.educationHours.trim() || '0',
        fileId: file?.id ?? null,
        memo: values.memo.trim() || null,
      });
      onClose();
    } catch {
      // Told by the request layer; the dialog stays.
    }
  };
  return (
    <>
      <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
        {(formId) => (
          <Form<Values>
            id={formId}
            aria-label={title}
            defaultValues={defaultValues}
            onSubmit={submit}
          >
            <PersonPicker
              label={t('certificates.holder')}
              nodes={organisation.nodes}
              loadChildren={organisation.loadChildren}
              value={holder}
              onChange={(value) => {
                setHolder(value);
                setHolderError(undefined);
              }}
              {...(holderError ? { errorMessage: holderError } : {})}
            />
            <FormField<string | null>
              name="kind"
              label={t('certificates.kind')}
              width="middle"
              required
            >
              {(field) => (
                <Select
                  {...field}
                  options={CERTIFICATE_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`certificates.kinds.${kind}`),
                  }))}
                  onChange={(value) => field.onChange(value === null ? null : String(value))}
                />
              )}
            </FormField>
            <ContractInput
              name="certNo"
              label={t('certificates.number')}
              schema={shape.certNo}
              required
              width="middle"
            />
            <ContractInput
              name="registeredUnit"
              label={t('certificates.registeredUnit')}
              schema={shape.registeredUnit}
              width="long"
            />
            <FormField<string | null> name="issueDate" label={t('certificates.issueDate')} required>
              {(field) => <DatePicker {...field} />}
            </FormField>
            <FormField<string | null> name="validUntil" label={t('certificates.validUntil')}>
              {(field) => <DatePicker {...field} />}
            </FormField>
            <ContractInput
              name="educationHours"
              label={t('certificates.educationHours')}
              schema={shape.educationHours}
              width="short"
            />
            <ContractInput
              name="memo"
              label={t('certificates.memo')}
              schema={shape.memo}
              width="long"
            />
            <PanelNote>
              {t('certificates.file')}: {file ? file.name : '—'}{' '}
              <Button size="small" onPress={() => setUploading(true)}>
                {t('certificates.upload')}
              </Button>{' '}
              {file ? (
                <Button size="small" variant="text" onPress={() => setFile(null)}>
                  {t('certificates.removeFile')}
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
          title={t('certificates.uploadTitle')}
          upload={attachmentTransport({
            refModule: FILE_MODULE,
            ...(row ? { refRecordId: row.id } : {}),
          })}
          allowedSuffixes={['pdf', 'jpg', 'jpeg', 'png']}
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

function useCertificateColumns(actions: RowAction<Certificate>[] | null) {
  const { t } = useTranslation();
  return useMemo<DataGridColumn<Certificate>[]>(() => {
    const list: DataGridColumn<Certificate>[] = [
      { key: 'userName', title: t('certificates.holder'), width: 90 },
      { key: 'departmentName', title: t('certificates.department'), width: 120 },
      {
        key: 'kind',
        title: t('certificates.kind'),
        width: 170,
        render: (row) => t(`certificates.kinds.${row.kind}`),
      },
      { key: 'certNo', title: t('certificates.number'), width: 190 },
      { key: 'registeredUnit', title: t('certificates.registeredUnit'), width: 180 },
      { key: 'issueDate', title: t('certificates.issueDate'), width: 110 },
      {
        key: 'validUntil',
        title: t('certificates.validUntil'),
        width: 110,
        render: (row) => row.validUntil ?? t('certificates.noExpiry'),
      },
      {
        key: 'status',
        title: t('certificates.status'),
        width: 100,
        exportValue: (row) => t(`certificates.statuses.${row.status}`),
        render: (row) => <CertificateStatusTag row={row} />,
      },
      {
        key: 'daysLeft',
        title: t('certificates.daysLeft'),
        width: 120,
        align: 'right',
        render: (row) =>
          row.daysLeft === null
            ? ''
            : row.daysLeft < 0
              ? t('certificates.overdueDays', { days: -row.daysLeft })
              : t('certificates.daysLeftValue', { days: row.daysLeft }),
      },
      {
        key: 'educationHours',
        title: t('certificates.educationHours'),
        width: 120,
        align: 'right',
      },
      { key: 'fileName', title: t('certificates.file'), width: 140 },
    ];
    if (actions)
      list.push({
        key: 'actions',
        title: t('certificates.actions'),
        width: 140,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    return list;
  }, [actions, t]);
}

type SummaryLine = CertificateSummaryRow & { key: string; label: string };

function SummaryTab() {
  const { t } = useTranslation();
  const summary = useCertificateSummary();
  const rows = useMemo<SummaryLine[]>(() => {
    const data = summary.data;
    if (!data) return [];
    return data.byKind.flatMap((total) => [
      ...data.rows
        .filter((row) => row.kind === total.kind)
        .map((row) => ({
          ...row,
          key: `${row.kind}/${row.departmentId ?? ''}`,
          label: t(`certificates.kinds.${row.kind}`),
        })),
      {
        ...total,
        departmentId: null,
        departmentName: null,
        key: `${total.kind}/total`,
        label: t('certificates.kindTotal', { kind: t(`certificates.kinds.${total.kind}`) }),
      },
    ]);
  }, [summary.data, t]);
  const columns = useMemo<DataGridColumn<SummaryLine>[]>(
    () => [
      { key: 'label', title: t('certificates.kind'), width: 220 },
      { key: 'departmentName', title: t('certificates.department'), width: 180 },
      { key: 'valid', title: t('certificates.valid'), width: 100, align: 'right' },
      { key: 'expiring', title: t('certificates.expiring'), width: 100, align: 'right' },
      { key: 'expired', title: t('certificates.expired'), width: 100, align: 'right' },
    ],
    [t],
  );
  return (
    <Panel>
      <PanelNote>{t('certificates.summaryNote')}</PanelNote>
      <DataGrid<SummaryLine>
        aria-label={t('certificates.summaryGrid')}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={summary.isFetching}
        emptyText={t('certificates.empty')}
      />
    </Panel>
  );
}

function ExpiringTab({ columns }: { columns: DataGridColumn<Certificate>[] }) {
  const { t } = useTranslation();
  const expiring = useExpiringCertificates();
  return (
    <Panel>
      <PanelNote>{t('certificates.expiringNote')}</PanelNote>
      <DataGrid<Certificate>
        aria-label={t('certificates.expiringGrid')}
        columns={columns}
        rows={expiring.data ?? []}
        rowKey="id"
        loading={expiring.isFetching}
        emptyText={t('certificates.empty')}
      />
    </Panel>
  );
}

type Overlay = { kind: 'create' } | { kind: 'edit' | 'delete'; row: Certificate };

/**
 * 人员证书 (/b/staff-certificate): the staff's certificates with the status the server computes
 * (有效, 即将到期 within 90 days, 已过期), the expiry warnings, the count by kind and department
 * and the Excel export.
 */
export default function StaffCertificatePage() {
  const { t } = useTranslation();
  const canEdit = useCan('certificate:edit');
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [exporting, setExporting] = useState(false);
  const params = paramsOf(filter);
  const page = useCertificatePage(params, pageNo);
  const remove = useDeleteCertificate();
  const actions = useMemo<RowAction<Certificate>[] | null>(
    () =>
      canEdit
        ? [
            {
              id: 'edit',
              label: t('certificates.edit'),
              onPress: (row) => setOverlay({ kind: 'edit', row }),
            },
            {
              id: 'delete',
              label: t('certificates.delete'),
              variant: 'danger',
              onPress: (row) => setOverlay({ kind: 'delete', row }),
            },
          ]
        : null,
    [canEdit, t],
  );
  const columns = useCertificateColumns(actions);
  const plainColumns = useCertificateColumns(null);
  const close = () => setOverlay(null);

  const exportAll = async () => {
    setExporting(true);
    try {
      downloadBlob(await fetchCertificateExport(params), `${t('certificates.exportFile')}.xlsx`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  const listPanel = (
    <Panel>
      <PanelHeader>
        <FilterBar<Filter>
          label={t('certificates.search')}
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
                label={t('certificates.keyword')}
                placeholder={t('certificates.keywordPlaceholder')}
                width="middle"
                value={draft.keyword}
                onChange={change('keyword')}
              />
              <Select
                label={t('certificates.kind')}
                width="middle"
                isClearable
                placeholder={t('certificates.all')}
                options={CERTIFICATE_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`certificates.kinds.${kind}`),
                }))}
                value={draft.kind}
                onChange={(value) =>
                  change('kind')(value === null ? null : (String(value) as CertificateKind))
                }
              />
              <Select
                label={t('certificates.status')}
                width="short"
                isClearable
                placeholder={t('certificates.all')}
                options={STATUSES.map((status) => ({
                  value: status,
                  label: t(`certificates.statuses.${status}`),
                }))}
                value={draft.status}
                onChange={(value) =>
                  change('status')(value === null ? null : (String(value) as CertificateStatus))
                }
              />
            </>
          )}
        </FilterBar>
        <PanelNote aria-live="polite">
          {t('certificates.count', { count: page.data?.total ?? 0 })}
        </PanelNote>
      </PanelHeader>
      <DataGrid<Certificate>
        aria-label={t('certificates.grid')}
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('certificates.empty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={CERTIFICATE_PAGE_SIZE}
        onPageChange={setPageNo}
      />
    </Panel>
  );

  return (
    <AdminPage
      title={t('certificates.heading')}
      actions={
        <>
          <Button isDisabled={exporting} onPress={() => void exportAll()}>
            {t('certificates.export')}
          </Button>
          {canEdit ? (
            <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
              {t('certificates.create')}
            </Button>
          ) : null}
        </>
      }
    >
      <Tabs
        aria-label={t('certificates.heading')}
        closable={false}
        items={[
          { key: 'list', title: t('certificates.tabs.list'), content: listPanel },
          {
            key: 'expiring',
            title: t('certificates.tabs.expiring'),
            content: <ExpiringTab columns={plainColumns} />,
          },
          { key: 'summary', title: t('certificates.tabs.summary'), content: <SummaryTab /> },
        ]}
      />
      {overlay?.kind === 'create' ? <CertificateDialog row={null} onClose={close} /> : null}
      {overlay?.kind === 'edit' ? <CertificateDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('certificates.deleteTitle')}
          name={`${overlay.row.userName} ${overlay.row.certNo}`}
          note={t('certificates.deleteNote')}
          run={() => remove.mutateAsync(overlay.row)}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}
