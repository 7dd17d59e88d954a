import type { FormDefinition, FormRecord } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, ConfirmDialog, Empty, Input, toast } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FilterBar } from '../admin/shared/FilterBar';
import { useCan } from '../admin/shared/useCan';
import { adminFormCodeOf } from './adminForms';
import { fieldLabel, formName, type FormLanguage } from './fieldModel';
import { displayText } from './FieldWidget';
import {
  FORMS_PAGE_SIZE,
  formsKeys,
  useFormDisplay,
  useFormRecordPage,
  type FormLocator,
} from './formsQueries';
import { Note } from './formStyles';

type Status = FormRecord['instanceStatus'];

/** A flow that runs or has finished locks the record (the server refuses edits and deletes). */
export function lockedBy(status: Status): 'running' | 'finished' | null {
  return status === 'running' || status === 'finished' ? status : null;
}

/** Whether the record may go (again) to approval: never submitted, or withdrawn / terminated. */
function canSubmit(status: Status): boolean {
  return status === null || status === 'withdrawn' || status === 'terminated';
}

/** The cell text of a listed field. */
function cellOf(form: FormDefinition, key: string, record: FormRecord): string {
  const field = form.fields.find((item) => item.key === key);
  const value = record.values[key];
  if (!field) return '';
  if (field.type === 'subTable' || field.type === 'attachments')
    return Array.isArray(value) ? String(value.length) : '0';
  return displayText(field, value, record.labels[key]);
}

/** Where a record opens: the generic form page of the form, with the way back. */
export function formPageHref(
  form: Pick<FormDefinition, 'id'>,
  mode: 'create' | 'edit' | 'view',
  back: string,
  id?: string,
): string {
  const query = new URLSearchParams({ mode, ...(id ? { id } : {}), back });
  return `/sys-manager/${encodeURIComponent(form.id)}/wf-form?${query.toString()}`;
}

type Overlay = { kind: 'delete'; row: FormRecord } | { kind: 'submit'; row: FormRecord };

export interface FormListViewProps {
  locator: FormLocator;
  /** The tree page's note when the form has no parent field. */
  note?: string | undefined;
}

/**
 * The generic record list of a form (spec 000 §2.3 {formId}/wf-list and the administration pages):
 * its listed fields with 申请人, 提交时间 and 流程状态, keyword search, 新增 / 编辑 / 查看 / 删除 and,
 * for a form bound to a process, 提交审批. Buttons follow `<prefix>:edit`; the server checks anyway.
 */
export function FormListView({ locator, note }: FormListViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as FormLanguage;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const display = useFormDisplay(locator);
  const form = display.data?.form;
  const canEdit = useCan(form ? `${form.permission}:edit` : '\u0000');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useFormRecordPage(form?.code, keyword, pageNo);
  const back = `${location.pathname}${location.search}`;
  const name = form ? formName(form, language) : '';

  const columns = useMemo<DataGridColumn<FormRecord>[]>(() => {
    if (!form) return [];
    const refuse = (row: FormRecord) => {
      const lock = lockedBy(row.instanceStatus);
      if (!lock) return false;
      toast.notice(
        t(lock === 'running' ? 'forms.list.refusedRunning' : 'forms.list.refusedFinished'),
      );
      return true;
    };
    const actions: RowAction<FormRecord>[] = [
      {
        id: 'view',
        label: t('forms.list.view'),
        onPress: (row) => void navigate(formPageHref(form, 'view', back, row.id)),
      },
    ];
    if (canEdit) {
      actions.push(
        {
          id: 'edit',
          label: t('forms.list.edit'),
          onPress: (row) => {
            if (!refuse(row)) void navigate(formPageHref(form, 'edit', back, row.id));
          },
        },
        {
          id: 'delete',
          label: t('forms.list.remove'),
          variant: 'danger',
          onPress: (row) => {
            if (!refuse(row)) setOverlay({ kind: 'delete', row });
          },
        },
      );
      if (form.processKey) {
        actions.push({
          id: 'submit',
          label: t('forms.list.submit'),
          variant: 'primary',
          isVisible: (row) => canSubmit(row.instanceStatus),
          onPress: (row) => setOverlay({ kind: 'submit', row }),
        });
      }
    }
    const listed: DataGridColumn<FormRecord>[] = form.fields
      .filter((field) => field.listed)
      .map((field) => ({
        key: `values.${field.key}`,
        title: fieldLabel(field, language),
        width: field.type === 'money' || field.type === 'number' ? 130 : 160,
        align: field.type === 'money' || field.type === 'number' ? 'right' : 'left',
        render: (row: FormRecord) => cellOf(form, field.key, row),
        exportValue: (row: FormRecord) => cellOf(form, field.key, row),
      }));
    return [
      ...listed,
      { key: 'createdByName', title: t('forms.list.applicant'), width: 110 },
      {
        key: 'lastSubmitDate',
        title: t('forms.list.submitDate'),
        width: 170,
        render: (row) => row.lastSubmitDate ?? '',
      },
      {
        key: 'instanceStatus',
        title: t('forms.list.status'),
        width: 110,
        render: (row) => t(`forms.status.${row.instanceStatus ?? 'none'}`),
      },
      {
        key: 'actions',
        title: t('forms.list.actions'),
        width: canEdit ? 300 : 90,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [back, canEdit, form, language, navigate, t]);

  if (display.isError) return <Empty description={t('forms.host.loadFailed')} />;

  const close = () => setOverlay(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: formsKeys.records(form?.code ?? '') });

  return (
    <AdminPage
      title={name || t('forms.route.list')}
      actionsLabel={t('forms.list.actionsLabel', { name })}
      actions={
        form && canEdit ? (
          <Button
            variant="primary"
            onPress={() => void navigate(formPageHref(form, 'create', back))}
          >
            {t('forms.list.create')}
          </Button>
        ) : undefined
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<{ keyword: string }>
            label={t('forms.list.filter')}
            empty={{ keyword: '' }}
            initial={{ keyword }}
            onSearch={(next) => {
              setKeyword(next.keyword.trim());
              setPageNo(1);
            }}
          >
            {({ draft, change }) => (
              <Input
                label={t('forms.list.keyword')}
                placeholder={t('forms.list.keywordPlaceholder')}
                width="middle"
                value={draft.keyword}
                onChange={change('keyword')}
              />
            )}
          </FilterBar>
        </PanelHeader>
        {note ? <Note>{note}</Note> : null}
        <DataGrid<FormRecord>
          aria-label={t('forms.list.grid', { name })}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={display.isFetching || page.isFetching}
          emptyText={t('forms.list.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={FORMS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {form && overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('forms.list.deleteTitle')}
          name={t('forms.list.deleteName', { name })}
          note={t('forms.list.deleteNote')}
          run={async () => {
            await api.forms.formRecordDelete({
              params: { formCode: form.code, id: overlay.row.id },
            });
            toast.success(t('forms.list.deleted'));
            await refresh();
          }}
          onClose={close}
        />
      ) : null}
      {form && overlay?.kind === 'submit' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          title={t('forms.list.submitTitle')}
          okText={t('forms.list.submit')}
          cancelText={t('admin.cancel')}
          message={t('forms.list.submitMessage', { name })}
          onConfirm={() =>
            api.forms
              .formRecordSubmit({
                params: { formCode: form.code, id: overlay.row.id },
                body: { title: name },
              })
              .then(
                async ({ instance }) => {
                  toast.success(
                    instance.current.length > 0
                      ? t('forms.list.submitted', {
                          title: instance.title,
                          current: instance.current.join('、'),
                        })
                      : t('forms.list.submittedDone', { title: instance.title }),
                  );
                  await refresh();
                },
                () => undefined,
              )
          }
        />
      ) : null}
    </AdminPage>
  );
}

/**
 * /sys-manager/:formId/wf-list, /main-page/:formId/wf-list and the administration pages (whose
 * path names the form's code).
 */
export default function FormListPage() {
  const { t } = useTranslation();
  const { formId } = useParams();
  const { pathname } = useLocation();
  const formCode = adminFormCodeOf(pathname);
  if (!formId && !formCode) return <Empty description={t('forms.page.missing')} />;
  return <FormListView locator={formCode ? { formCode } : { formId }} />;
}
