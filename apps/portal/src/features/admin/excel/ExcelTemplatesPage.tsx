import type { ExcelTemplate } from '@ccms/api-client';
import {
  DataGrid,
  downloadBlob,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { Button, Input, Select, toast } from '@ccms/ui';
import { FilterBar } from '../shared/FilterBar';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { Panel } from '../shared/AdminLayout.styles';
import { AdminPage } from '../shared/AdminPage';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import {
  allTemplateDefinitions,
  EXCEL_PAGE_SIZE,
  excelKeys,
  exportTemplateData,
  NO_EXCEL_FILTER,
  templateDownloadUrl,
  useTargets,
  useTemplate,
  useTemplatePage,
  type ExcelFilter,
} from './excelQueries';
import { ImportDefinitionsDialog } from './ImportDefinitionsDialog';
import { TemplateFormDialog } from './TemplateFormDialog';
import type { ExcelTarget } from './templateForm';

type Overlay =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'delete'; template: ExcelTemplate }
  | { kind: 'import' };

function TemplateSearchBar({
  targets,
  onSearch,
}: {
  targets: readonly ExcelTarget[];
  onSearch: (filter: ExcelFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar<ExcelFilter>
      label={t('excelTemplates.search.label')}
      empty={NO_EXCEL_FILTER}
      onSearch={onSearch}
    >
      {({ draft, setDraft }) => (
        <>
          <Input
            label={t('excelTemplates.search.keyword')}
            placeholder={t('excelTemplates.search.keywordPlaceholder')}
            width="middle"
            value={draft.keyword}
            onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
          />
          <Select
            label={t('excelTemplates.search.target')}
            placeholder={t('excelTemplates.search.allTargets')}
            width="middle"
            isClearable
            options={targets.map((entry) => ({ value: entry.target, label: entry.name }))}
            value={draft.target}
            onChange={(value) =>
              setDraft((current) => ({ ...current, target: value === null ? null : String(value) }))
            }
          />
        </>
      )}
    </FilterBar>
  );
}

/** The edit dialog, once GET has answered the template with its columns. */
function EditTemplate({
  id,
  targets,
  onClose,
}: {
  id: string;
  targets: readonly ExcelTarget[];
  onClose: () => void;
}) {
  const template = useTemplate(id);
  if (!template.data) return null;
  return <TemplateFormDialog template={template.data} targets={targets} onClose={onClose} />;
}

interface ColumnOptions {
  pageNo: number;
  canDownload: boolean;
  actions: RowAction<ExcelTemplate>[];
}

function useTemplateColumns({ pageNo, canDownload, actions }: ColumnOptions) {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: DataGridColumn<ExcelTemplate>[] = [
      {
        key: 'serial',
        title: t('excelTemplates.columns.serial'),
        width: 64,
        align: 'center',
        render: (_row, index) => (pageNo - 1) * EXCEL_PAGE_SIZE + index + 1,
      },
      { key: 'code', title: t('excelTemplates.columns.code'), width: 160 },
      { key: 'name', title: t('excelTemplates.columns.name') },
      { key: 'targetName', title: t('excelTemplates.columns.target'), width: 140 },
      { key: 'sheetName', title: t('excelTemplates.columns.sheetName'), width: 120 },
      {
        key: 'columnCount',
        title: t('excelTemplates.columns.columnCount'),
        width: 80,
        align: 'right',
        exportValue: (row) => row.columns.length,
        render: (row) => row.columns.length,
      },
      { key: 'updatedAt', title: t('excelTemplates.columns.updatedAt'), width: 170 },
    ];
    if (canDownload) {
      columns.push({
        key: 'file',
        title: t('excelTemplates.columns.file'),
        width: 110,
        exportValue: () => '',
        render: (row) => (
          <a
            href={templateDownloadUrl(row.code)}
            download
            aria-label={t('excelTemplates.downloadLabel', { name: row.name })}
          >
            {t('excelTemplates.download')}
          </a>
        ),
      });
    }
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 60 + actions.length * 60,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [t, pageNo, canDownload, actions]);
}

/**
 * 导入模板 (/sys-manager/excel-template, /base-data/excel-template): the company's Excel import
 * templates; add, edit and delete them, download each one's workbook, export a target's rows,
 * and carry the whole set to another company as a definition file.
 */
export default function ExcelTemplatesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('excel:template:edit');
  const canDelete = useCan('excel:template:delete');
  const canDownload = useCan('excel:import');
  const canExport = useCan('excel:export');
  const [filter, setFilter] = useState<ExcelFilter>(NO_EXCEL_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useTemplatePage(filter, pageNo);
  const targets = useTargets().data ?? [];
  const rows = page.data?.data ?? [];
  const closeOverlay = useCallback(() => setOverlay(null), []);

  const remove = useAdminMutation({
    run: (id: string) => api.excel.excelTemplateDelete({ params: { id } }),
    invalidates: [excelKeys.all],
  });
  const exportData = useCallback(
    (template: ExcelTemplate) =>
      exportTemplateData(template.code).then(
        (blob) => downloadBlob(blob, `${template.name}.xlsx`),
        (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
      ),
    [],
  );
  const exportDefinitions = async () => {
    const definitions = await allTemplateDefinitions();
    const blob = new Blob([JSON.stringify({ templates: definitions }, null, 2)], {
      type: 'application/json',
    });
    downloadBlob(blob, 'excel-templates.json');
  };

  const actions = useMemo(() => {
    const list: RowAction<ExcelTemplate>[] = [];
    if (canEdit)
      list.push({
        id: 'edit',
        label: t('admin.edit'),
        onPress: (row) => setOverlay({ kind: 'edit', id: row.id }),
      });
    if (canExport)
      list.push({
        id: 'export',
        label: t('excelTemplates.exportData'),
        onPress: (row) => void exportData(row),
      });
    if (canDelete)
      list.push({
        id: 'delete',
        label: t('admin.delete'),
        onPress: (template) => setOverlay({ kind: 'delete', template }),
      });
    return list;
  }, [canEdit, canExport, canDelete, exportData, t]);
  const columns = useTemplateColumns({ pageNo, canDownload, actions });

  return (
    <AdminPage
      title={t('excelTemplates.heading')}
      actionsLabel={t('excelTemplates.toolbar')}
      actions={
        <>
          {canEdit ? (
            <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
              {t('admin.add')}
            </Button>
          ) : null}
          <Button onPress={() => void exportDefinitions().catch(() => undefined)}>
            {t('excelTemplates.exportSet')}
          </Button>
          {canEdit ? (
            <Button onPress={() => setOverlay({ kind: 'import' })}>
              {t('excelTemplates.importSet')}
            </Button>
          ) : null}
        </>
      }
    >
      <Panel>
        <TemplateSearchBar
          targets={targets}
          onSearch={(next) => {
            setFilter(next);
            setPageNo(1);
          }}
        />
        <DataGrid<ExcelTemplate>
          aria-label={t('excelTemplates.grid')}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('excelTemplates.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={EXCEL_PAGE_SIZE}
          onPageChange={setPageNo}
          persistKey="admin-excel-templates"
        />
      </Panel>

      {overlay?.kind === 'create' ? (
        <TemplateFormDialog template={null} targets={targets} onClose={closeOverlay} />
      ) : null}
      {overlay?.kind === 'edit' ? (
        <EditTemplate id={overlay.id} targets={targets} onClose={closeOverlay} />
      ) : null}
      {overlay?.kind === 'import' ? <ImportDefinitionsDialog onClose={closeOverlay} /> : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('excelTemplates.deleteTitle')}
          name={overlay.template.name}
          note={t('excelTemplates.deleteNote')}
          run={() => remove.mutateAsync(overlay.template.id)}
          onClose={closeOverlay}
        />
      ) : null}
    </AdminPage>
  );
}
