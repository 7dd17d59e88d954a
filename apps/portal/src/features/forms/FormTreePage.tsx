import type { FormDefinition, FormRecord } from '@ccms/api-client';
import {
  TreeTable,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { Button, Empty, LoadingOverlay, toast } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { Panel } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { useCan } from '../admin/shared/useCan';
import { adminFormCodeOf } from './adminForms';
import { fieldLabel, formName, type FormLanguage } from './fieldModel';
import { displayText } from './FieldWidget';
import { FormListView, formPageHref } from './FormListPage';
import {
  formsKeys,
  TREE_PAGE_SIZE,
  useFormDisplay,
  useFormRecordTree,
  type FormLocator,
} from './formsQueries';
import { Note } from './formStyles';
import { treeRowsOf, type FormTreeRow } from './treeModel';

/** Where 新增下级 opens: a new record of the form with its parent filled in. */
export function childHref(form: Pick<FormDefinition, 'id'>, parentId: string, back: string) {
  const href = formPageHref(form, 'create', back);
  return `${href}&parent=${encodeURIComponent(parentId)}`;
}

/**
 * wf-treegrid (spec 002): the records of a form whose `treeParent` names the parent field, as a
 * tree table with 新增下级 / 编辑 / 查看 / 删除. A form without a parent field shows its list.
 */
export function FormTreeView({ locator }: { locator: FormLocator }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as FormLanguage;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const display = useFormDisplay(locator);
  const form = display.data?.form;
  const tree = useFormRecordTree(form?.treeParent ? form.code : undefined);
  const canEdit = useCan(form ? `${form.permission}:edit` : '\u0000');
  const [deleting, setDeleting] = useState<FormRecord | null>(null);
  const back = `${location.pathname}${location.search}`;
  const name = form ? formName(form, language) : '';
  const rows = useMemo(
    () => (form ? treeRowsOf(form, tree.data?.data ?? []) : []),
    [form, tree.data],
  );

  const columns = useMemo<DataGridColumn<FormTreeRow>[]>(() => {
    if (!form) return [];
    const actions: RowAction<FormTreeRow>[] = [
      {
        id: 'view',
        label: t('forms.list.view'),
        onPress: (row) => void navigate(formPageHref(form, 'view', back, row.id)),
      },
    ];
    if (canEdit)
      actions.push(
        {
          id: 'addChild',
          label: t('forms.tree.addChild'),
          variant: 'primary',
          onPress: (row) => void navigate(childHref(form, row.id, back)),
        },
        {
          id: 'edit',
          label: t('forms.list.edit'),
          onPress: (row) => void navigate(formPageHref(form, 'edit', back, row.id)),
        },
        {
          id: 'delete',
          label: t('forms.list.remove'),
          variant: 'danger',
          onPress: (row) => setDeleting(row.record),
        },
      );
    const listed = form.fields.filter((field) => field.listed && field.key !== form.treeParent);
    return [
      ...listed.map((field): DataGridColumn<FormTreeRow> => ({
        key: `record.values.${field.key}`,
        title: fieldLabel(field, language),
        width: field.type === 'money' || field.type === 'number' ? 130 : 200,
        align: field.type === 'money' || field.type === 'number' ? 'right' : 'left',
        render: (row) =>
          displayText(field, row.record.values[field.key], row.record.labels[field.key]),
      })),
      { key: 'record.createdByName', title: t('forms.list.applicant'), width: 110 },
      {
        key: 'actions',
        title: t('forms.list.actions'),
        width: canEdit ? 300 : 90,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [back, canEdit, form, language, navigate, t]);

  if (display.isError || tree.isError) return <Empty description={t('forms.host.loadFailed')} />;
  if (form && !form.treeParent)
    return <FormListView locator={locator} note={t('forms.list.treeNote')} />;

  const total = tree.data?.total ?? 0;
  return (
    <AdminPage
      title={name || t('forms.route.tree')}
      actionsLabel={t('forms.list.actionsLabel', { name })}
      actions={
        form && canEdit ? (
          <Button
            variant="primary"
            onPress={() => void navigate(formPageHref(form, 'create', back))}
          >
            {t('forms.tree.addRoot')}
          </Button>
        ) : undefined
      }
    >
      <Panel>
        {total > TREE_PAGE_SIZE ? (
          <Note role="status">{t('forms.tree.truncated', { shown: TREE_PAGE_SIZE, total })}</Note>
        ) : null}
        {tree.data ? (
          <TreeTable<FormTreeRow>
            aria-label={t('forms.tree.grid', { name })}
            rows={rows}
            columns={columns}
            // The top level opens at first; the rest as the reader chooses.
            defaultExpandedIds={rows.filter((row) => row.parentId === null).map((row) => row.id)}
            toolbar
            loading={tree.isFetching}
            emptyText={t('forms.list.empty')}
            height={520}
          />
        ) : (
          <div style={{ position: 'relative', minHeight: 120 }}>
            <LoadingOverlay text={t('forms.host.loading')} />
          </div>
        )}
      </Panel>
      {form && deleting ? (
        <DeleteConfirm
          title={t('forms.list.deleteTitle')}
          name={t('forms.list.deleteName', { name })}
          note={t('forms.tree.deleteNote')}
          run={async () => {
            await api.forms.formRecordDelete({ params: { formCode: form.code, id: deleting.id } });
            toast.success(t('forms.list.deleted'));
            await queryClient.invalidateQueries({ queryKey: formsKeys.records(form.code) });
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}

/**
 * /sys-manager/:formId/wf-treegrid and the administration pages of tree forms (whose path names
 * the form's code, e.g. 资产分类).
 */
export default function FormTreePage() {
  const { t } = useTranslation();
  const { formId } = useParams();
  const { pathname } = useLocation();
  const formCode = adminFormCodeOf(pathname);
  if (!formId && !formCode) return <Empty description={t('forms.page.missing')} />;
  return <FormTreeView locator={formCode ? { formCode } : { formId }} />;
}
