import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaasGrade } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Input } from '@ccms/ui';
import { api } from '../../../api/client';
import { Page, PageHeader, Panel, SearchBar } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import { GradeFormDialog } from './GradeFormDialog';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { editDeleteActions, RefusedNotice } from './SaasParts';
import { saasKeys, useGradePage } from './saasQueries';

const PAGE_SIZE = 20;

type GradeDialog = { kind: 'form'; grade: SaasGrade | null } | { kind: 'delete'; grade: SaasGrade };

/** 用户等级: the packages enterprises are opened with, each a choice of catalogue entries. */
export default function GradesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('saas:grade:edit');
  const canDelete = useCan('saas:grade:delete');
  const [nameDraft, setNameDraft] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const [dialog, setDialog] = useState<GradeDialog | null>(null);
  const grades = useGradePage(name, page.pageNo, page.pageSize);
  const rows = grades.data?.data ?? [];
  const label = (key: string) => t(`saas.grade.${key}`);
  const remove = useAdminMutation({
    run: (grade: SaasGrade) => api.saas.saasGradeDelete({ params: { id: grade.id } }),
    invalidates: [saasKeys.all],
  });

  const search = (next: string) => {
    setName(next.trim());
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const columns = useMemo<DataGridColumn<SaasGrade>[]>(() => {
    const actions = editDeleteActions<SaasGrade>(
      t,
      { canEdit, canDelete },
      (grade) => setDialog({ kind: 'form', grade }),
      (grade) => setDialog({ kind: 'delete', grade }),
    );
    const list: DataGridColumn<SaasGrade>[] = [
      { key: 'name', title: t('saas.grade.name'), width: 160 },
      { key: 'sort', title: t('saas.grade.sort'), width: 70, align: 'right' },
      {
        key: 'menuCount',
        title: t('saas.grade.menuCount'),
        width: 90,
        align: 'right',
        render: (grade) => grade.menuIds.length,
        exportValue: (grade) => grade.menuIds.length,
      },
      { key: 'companyCount', title: t('saas.grade.companyCount'), width: 110, align: 'right' },
      { key: 'remarks', title: t('saas.grade.remarks'), width: 240 },
      { key: 'updatedAt', title: t('saas.grade.updatedAt'), width: 160 },
    ];
    if (actions.length > 0)
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 140,
        render: rowActionsRenderer(actions),
      });
    return list;
  }, [t, canEdit, canDelete]);

  const nextSort = rows.reduce((most, grade) => Math.max(most, grade.sort), 0) + 1;
  const deleting = dialog?.kind === 'delete' ? dialog.grade : null;

  return (
    <Page>
      <PageHeader>
        <h1>{label('heading')}</h1>
        {canEdit && !grades.isError ? (
          <Button variant="primary" onPress={() => setDialog({ kind: 'form', grade: null })}>
            {t('admin.add')}
          </Button>
        ) : null}
      </PageHeader>
      {grades.isError ? (
        <RefusedNotice error={grades.error} />
      ) : (
        <Panel>
          <SearchBar
            role="search"
            aria-label={label('searchLabel')}
            onSubmit={(event) => {
              event.preventDefault();
              search(nameDraft);
            }}
          >
            <Input label={label('name')} width="middle" value={nameDraft} onChange={setNameDraft} />
            <Button type="submit" variant="primary">
              {t('admin.search')}
            </Button>
            <Button
              onPress={() => {
                setNameDraft('');
                search('');
              }}
            >
              {t('admin.reset')}
            </Button>
          </SearchBar>
          <DataGrid<SaasGrade>
            aria-label={label('listLabel')}
            columns={columns}
            rows={rows}
            rowKey="id"
            loading={grades.isFetching}
            emptyText={label('empty')}
            pagination="server"
            total={grades.data?.total ?? 0}
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            onPageChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          />
        </Panel>
      )}
      {dialog?.kind === 'form' ? (
        <GradeFormDialog grade={dialog.grade} nextSort={nextSort} onClose={() => setDialog(null)} />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={label('deleteTitle')}
          name={deleting.name}
          note={
            deleting.companyCount > 0
              ? t('saas.grade.deleteInUse', { count: deleting.companyCount })
              : label('deleteNote')
          }
          run={() => remove.mutateAsync(deleting)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Page>
  );
}
