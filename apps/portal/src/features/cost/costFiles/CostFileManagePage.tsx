import {
  COST_FILE_STAGES,
  costFileSave,
  type CostFile,
  type CostFileParams,
  type CostFileStage,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { previewKindOf, UploadDialog } from '@ccms/pickers';
import { Button, Dialog, Form, FormField, formatFileSize, Input, Link, Select } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentTransport, downloadUrl, previewUrl } from '../../../api/pickerData';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { FilterBar } from '../../admin/shared/FilterBar';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useCan } from '../../admin/shared/useCan';
import { bodyOf } from '../library/contractBody';
import { ContractInput } from '../library/ContractInput';
import {
  COST_FILE_PAGE_SIZE,
  useCostFilePage,
  useCostFileProjects,
  useCostFileVersions,
  useDeleteCostFile,
  useSaveCostFile,
} from './costFileQueries';

const shape = bodyOf(costFileSave).shape;
/** Where the cost files are kept in the file module. */
const FILE_MODULE = 'cost_file';
/** What a cost file may be: documents, workbooks, drawings, scans and the pricing software's own. */
const ALLOWED_SUFFIXES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'zip',
  'rar',
  'jpg',
  'jpeg',
  'png',
  'dwg',
  'xml',
  'gbq',
  'gbq6',
  'gbq7',
];

type Filter = { keyword: string; projectId: string | null; stage: CostFileStage | null };
const NO_FILTER: Filter = { keyword: '', projectId: null, stage: null };

const paramsOf = (filter: Filter): CostFileParams => ({
  ...(filter.keyword ? { keyword: filter.keyword } : {}),
  ...(filter.projectId ? { projectId: filter.projectId } : {}),
  ...(filter.stage ? { stage: filter.stage } : {}),
});

function useProjectOptions() {
  const projects = useCostFileProjects();
  return useMemo(
    () =>
      (projects.data ?? []).map((project) => ({
        value: project.id,
        label: project.code ? `${project.name}（${project.code}）` : project.name,
      })),
    [projects.data],
  );
}

function useStageOptions() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      COST_FILE_STAGES.map((stage) => ({ value: stage, label: t(`costFiles.stages.${stage}`) })),
    [t],
  );
}

/** 预览 (images and PDFs, inline in a new tab) and 下载 of one version's file. */
function FileLinks({ row }: { row: CostFile }) {
  const { t } = useTranslation();
  const file = { id: row.fileId };
  return (
    <>
      {previewKindOf(row.fileName) ? (
        <Link
          href={previewUrl(file)}
          isExternal
          aria-label={`${t('costFiles.preview')} ${row.fileName}`}
        >
          {t('costFiles.preview')}
        </Link>
      ) : null}{' '}
      <Link
        href={downloadUrl([row.fileId])}
        aria-label={`${t('costFiles.download')} ${row.fileName}`}
      >
        {t('costFiles.download')}
      </Link>
    </>
  );
}

type Values = { projectId: string | null; stage: string | null; name: string; remark: string };

/** 上传文件 / 上传新版本: project, stage, name, remarks and the uploaded file. */
function CostFileDialog({ of, onClose }: { of: CostFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCostFile();
  const projectOptions = useProjectOptions();
  const stageOptions = useStageOptions();
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [defaultValues] = useState<Values>(() => ({
    projectId: of?.projectId ?? null,
    stage: of?.stage ?? null,
    name: of?.name ?? '',
    remark: '',
  }));
  const title = of ? t('costFiles.newVersionTitle', { name: of.name }) : t('costFiles.createTitle');
  const submit = async (values: Values) => {
    if (!file) {
      setFileError(t('costFiles.pickFile'));
      return;
    }
    if (!values.projectId || !values.stage) return;
    try {
      await save.mutateAsync({
        ...(of ? { documentId: of.documentId } : {}),
        projectId: values.projectId,
        stage: values.stage as CostFileStage,
        name: values.name.trim(),
        fileId: file.id,
        remark: values.remark.trim() || null,
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
            <FormField<string | null>
              name="projectId"
              label={t('costFiles.project')}
              width="long"
              required
            >
              {(field) => (
                <Select
                  {...field}
                  options={projectOptions}
                  onChange={(value) => field.onChange(value === null ? null : String(value))}
                />
              )}
            </FormField>
            <FormField<string | null>
              name="stage"
              label={t('costFiles.stage')}
              width="middle"
              required
            >
              {(field) => (
                <Select
                  {...field}
                  options={stageOptions}
                  onChange={(value) => field.onChange(value === null ? null : String(value))}
                />
              )}
            </FormField>
            <ContractInput
              name="name"
              label={t('costFiles.name')}
              schema={shape.name}
              required
              width="long"
            />
            <ContractInput
              name="remark"
              label={t('costFiles.remark')}
              schema={shape.remark}
              width="long"
            />
            <PanelNote role={fileError ? 'alert' : undefined}>
              {file
                ? t('costFiles.chosenFile', { name: file.name })
                : (fileError ?? t('costFiles.noFile'))}{' '}
              <Button size="small" onPress={() => setUploading(true)}>
                {t('costFiles.chooseFile')}
              </Button>
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
          title={t('costFiles.uploadTitle')}
          upload={attachmentTransport({ refModule: FILE_MODULE })}
          allowedSuffixes={ALLOWED_SUFFIXES}
          allowsMultiple={false}
          onUploaded={(uploaded, chosen) => {
            const name = uploaded.fileName ?? chosen.name;
            setFile({ id: uploaded.id, name });
            setFileError(null);
            setUploading(false);
          }}
        />
      ) : null}
    </>
  );
}

/** 历史版本: every version of a document, newest first, each with its file. */
function VersionsDialog({ of, onClose }: { of: CostFile; onClose: () => void }) {
  const { t } = useTranslation();
  const versions = useCostFileVersions(of.documentId);
  const columns = useMemo<DataGridColumn<CostFile>[]>(
    () => [
      {
        key: 'version',
        title: t('costFiles.version'),
        width: 70,
        render: (row) => t('costFiles.versionValue', { version: row.version }),
      },
      { key: 'fileName', title: t('costFiles.file'), width: 220 },
      {
        key: 'fileSize',
        title: t('costFiles.size'),
        width: 90,
        align: 'right',
        render: (row) => formatFileSize(row.fileSize),
      },
      { key: 'remark', title: t('costFiles.remark'), width: 140 },
      { key: 'createdAt', title: t('costFiles.uploadedAt'), width: 150 },
      {
        key: 'actions',
        title: t('costFiles.actions'),
        width: 120,
        render: (row) => <FileLinks row={row} />,
      },
    ],
    [t],
  );
  return (
    <Dialog
      isOpen
      width="large"
      title={t('costFiles.versionsTitle', { name: of.name })}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => <Button onPress={close}>{t('costFiles.close')}</Button>}
    >
      <DataGrid<CostFile>
        aria-label={t('costFiles.versionsTitle', { name: of.name })}
        columns={columns}
        rows={versions.data ?? []}
        rowKey="id"
        loading={versions.isFetching}
        emptyText={t('costFiles.empty')}
      />
    </Dialog>
  );
}

type Overlay = { kind: 'create' } | { kind: 'version' | 'versions' | 'delete'; row: CostFile };

/**
 * 造价文件管理 (/main-page/cost-file-manage): the company's cost files by project and stage, the
 * latest version of each with its versions, searched by words, project and stage; preview and
 * download of each version; upload of a file or a new version for those who may edit.
 */
export default function CostFileManagePage() {
  const { t } = useTranslation();
  const canEdit = useCan('cost:file:edit');
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useCostFilePage(paramsOf(filter), pageNo);
  const remove = useDeleteCostFile();
  const projectOptions = useProjectOptions();
  const stageOptions = useStageOptions();
  const close = () => setOverlay(null);

  const actions = useMemo<RowAction<CostFile>[]>(
    () => [
      {
        id: 'versions',
        label: t('costFiles.versions'),
        onPress: (row) => setOverlay({ kind: 'versions', row }),
      },
      ...(canEdit
        ? [
            {
              id: 'version',
              label: t('costFiles.newVersion'),
              onPress: (row: CostFile) => setOverlay({ kind: 'version', row }),
            },
            {
              id: 'delete',
              label: t('costFiles.delete'),
              variant: 'danger' as const,
              onPress: (row: CostFile) => setOverlay({ kind: 'delete', row }),
            },
          ]
        : []),
    ],
    [canEdit, t],
  );
  const columns = useMemo<DataGridColumn<CostFile>[]>(
    () => [
      { key: 'name', title: t('costFiles.name'), width: 200 },
      {
        key: 'projectName',
        title: t('costFiles.project'),
        width: 200,
        render: (row) =>
          row.projectCode ? `${row.projectName}（${row.projectCode}）` : row.projectName,
      },
      {
        key: 'stage',
        title: t('costFiles.stage'),
        width: 120,
        render: (row) => t(`costFiles.stages.${row.stage}`),
      },
      {
        key: 'version',
        title: t('costFiles.version'),
        width: 80,
        render: (row) => (
          <span title={t('costFiles.versionCount', { count: row.versionCount })}>
            {t('costFiles.versionValue', { version: row.version })}
          </span>
        ),
      },
      {
        key: 'fileName',
        title: t('costFiles.file'),
        width: 220,
        render: (row) => (
          <>
            {row.fileName} <FileLinks row={row} />
          </>
        ),
      },
      {
        key: 'fileSize',
        title: t('costFiles.size'),
        width: 90,
        align: 'right',
        render: (row) => formatFileSize(row.fileSize),
      },
      { key: 'createdAt', title: t('costFiles.uploadedAt'), width: 150 },
      { key: 'remark', title: t('costFiles.remark'), width: 160 },
      {
        key: 'actions',
        title: t('costFiles.actions'),
        width: 220,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      },
    ],
    [actions, t],
  );

  return (
    <AdminPage
      title={t('costFiles.heading')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
            {t('costFiles.create')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<Filter>
            label={t('costFiles.search')}
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
                  label={t('costFiles.keyword')}
                  placeholder={t('costFiles.keywordPlaceholder')}
                  width="middle"
                  value={draft.keyword}
                  onChange={change('keyword')}
                />
                <Select
                  label={t('costFiles.project')}
                  width="middle"
                  isClearable
                  placeholder={t('costFiles.all')}
                  options={projectOptions}
                  value={draft.projectId}
                  onChange={(value) => change('projectId')(value === null ? null : String(value))}
                />
                <Select
                  label={t('costFiles.stage')}
                  width="middle"
                  isClearable
                  placeholder={t('costFiles.all')}
                  options={stageOptions}
                  value={draft.stage}
                  onChange={(value) =>
                    change('stage')(value === null ? null : (String(value) as CostFileStage))
                  }
                />
              </>
            )}
          </FilterBar>
          <PanelNote aria-live="polite">
            {t('costFiles.count', { count: page.data?.total ?? 0 })}
          </PanelNote>
        </PanelHeader>
        <DataGrid<CostFile>
          aria-label={t('costFiles.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('costFiles.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={COST_FILE_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {overlay?.kind === 'create' ? <CostFileDialog of={null} onClose={close} /> : null}
      {overlay?.kind === 'version' ? <CostFileDialog of={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'versions' ? <VersionsDialog of={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('costFiles.deleteTitle')}
          name={overlay.row.name}
          note={t('costFiles.deleteNote')}
          run={() => remove.mutateAsync(overlay.row)}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}
