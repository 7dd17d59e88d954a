import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaasRole } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Input, Select } from '@ccms/ui';
import { api } from '../../../api/client';
import { Page, PageHeader, Panel, PanelNote, SearchBar } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { editDeleteActions, RefusedNotice } from './SaasParts';
import { SaasRoleFormDialog } from './SaasRoleFormDialog';
import { saasKeys, useGradeChoices, useSaasRolePage } from './saasQueries';

const PAGE_SIZE = 20;

type RoleDialog = { kind: 'form'; role: SaasRole | null } | { kind: 'delete'; role: SaasRole };

interface RoleFilter {
  gradeId: string | null;
  name: string;
}

const NO_FILTER: RoleFilter = { gradeId: null, name: '' };

/** 等级角色: the roles each package gives its enterprises, filtered by package. */
export default function SaasRolesPage() {
  const { t } = useTranslation();
  // The grade-role endpoints take the grade permissions.
  const canEdit = useCan('saas:grade:edit');
  const canDelete = useCan('saas:grade:delete');
  const [draft, setDraft] = useState<RoleFilter>(NO_FILTER);
  const [filter, setFilter] = useState<RoleFilter>(NO_FILTER);
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const roles = useSaasRolePage(filter.gradeId, filter.name, page.pageNo, page.pageSize);
  const grades = useGradeChoices();
  const label = (key: string) => t(`saas.role.${key}`);
  const remove = useAdminMutation({
    run: (role: SaasRole) => api.saas.saasRoleDelete({ params: { id: role.id } }),
    invalidates: [saasKeys.all],
  });

  const search = (next: RoleFilter) => {
    setFilter({ ...next, name: next.name.trim() });
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const gradeName = useMemo(
    () => new Map((grades.data ?? []).map((grade) => [grade.id, grade.name])),
    [grades.data],
  );

  const columns = useMemo<DataGridColumn<SaasRole>[]>(() => {
    const actions = editDeleteActions<SaasRole>(
      t,
      { canEdit, canDelete },
      (role) => setDialog({ kind: 'form', role }),
      (role) => setDialog({ kind: 'delete', role }),
    );
    const list: DataGridColumn<SaasRole>[] = [
      {
        key: 'gradeId',
        title: t('saas.role.grade'),
        width: 120,
        render: (role) => gradeName.get(role.gradeId) ?? '',
        exportValue: (role) => gradeName.get(role.gradeId) ?? '',
      },
      { key: 'name', title: t('saas.role.name'), width: 160 },
      { key: 'code', title: t('saas.role.code'), width: 150 },
      { key: 'sort', title: t('saas.role.sort'), width: 70, align: 'right' },
      {
        key: 'menuCount',
        title: t('saas.role.menuCount'),
        width: 100,
        align: 'right',
        render: (role) => role.menuIds.length,
        exportValue: (role) => role.menuIds.length,
      },
      { key: 'remarks', title: t('saas.role.remarks'), width: 220 },
    ];
    if (actions.length > 0)
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 140,
        render: rowActionsRenderer(actions),
      });
    return list;
  }, [t, canEdit, canDelete, gradeName]);

  const gradeOptions = (grades.data ?? []).map((grade) => ({ value: grade.id, label: grade.name }));
  const deleting = dialog?.kind === 'delete' ? dialog.role : null;

  return (
    <Page>
      <PageHeader>
        <h1>{label('heading')}</h1>
        {canEdit && !roles.isError ? (
          <Button variant="primary" onPress={() => setDialog({ kind: 'form', role: null })}>
            {t('admin.add')}
          </Button>
        ) : null}
      </PageHeader>
      {roles.isError ? (
        <RefusedNotice error={roles.error} />
      ) : (
        <Panel>
          <PanelNote>{label('intro')}</PanelNote>
          <SearchBar
            role="search"
            aria-label={label('searchLabel')}
            onSubmit={(event) => {
              event.preventDefault();
              search(draft);
            }}
          >
            <Select
              label={label('grade')}
              placeholder={label('allGrades')}
              width="short"
              isClearable
              options={gradeOptions}
              value={draft.gradeId}
              onChange={(value) => {
                // Choosing a grade filters at once: it is what this list is read by.
                const next = { ...draft, gradeId: value === null ? null : String(value) };
                setDraft(next);
                search(next);
              }}
            />
            <Input
              label={label('keyword')}
              width="middle"
              value={draft.name}
              onChange={(name) => setDraft((current) => ({ ...current, name }))}
            />
            <Button type="submit" variant="primary">
              {t('admin.search')}
            </Button>
            <Button
              onPress={() => {
                setDraft(NO_FILTER);
                search(NO_FILTER);
              }}
            >
              {t('admin.reset')}
            </Button>
          </SearchBar>
          <DataGrid<SaasRole>
            aria-label={label('listLabel')}
            columns={columns}
            rows={roles.data?.data ?? []}
            rowKey="id"
            loading={roles.isFetching}
            emptyText={label('empty')}
            pagination="server"
            total={roles.data?.total ?? 0}
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            onPageChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          />
        </Panel>
      )}
      {dialog?.kind === 'form' ? (
        <SaasRoleFormDialog
          role={dialog.role}
          grades={grades.data ?? []}
          gradeId={filter.gradeId}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={label('deleteTitle')}
          name={deleting.name}
          note={label('deleteNote')}
          run={() => remove.mutateAsync(deleting)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Page>
  );
}
