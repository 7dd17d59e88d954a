import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartmentNode, UserRow } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Button, Input } from '@ccms/ui';
import { useDepartmentPeople } from './organizationQueries';
import { PanelNote, SearchBar } from '../shared/AdminLayout.styles';

/** Spec 002 §9: lists start at page 1 with 20 rows. */
const PAGE_SIZE = 20;

function usePeopleColumns(): DataGridColumn<UserRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'name', title: t('org.columnName'), width: 120 },
      { key: 'loginName', title: t('org.columnLoginName'), width: 140 },
      { key: 'no', title: t('org.columnNo'), width: 120 },
      { key: 'deptName', title: t('org.columnDept'), width: 160 },
      { key: 'job', title: t('org.columnJob'), width: 140 },
      { key: 'phone', title: t('org.columnPhone'), width: 140 },
      { key: 'email', title: t('org.columnEmail'), width: 180 },
      {
        key: 'roleNames',
        title: t('org.columnRoles'),
        width: 180,
        render: (row) => row.roleNames.join(t('org.listSeparator')),
        exportValue: (row) => row.roleNames.join(t('org.listSeparator')),
      },
    ],
    [t],
  );
}

/**
 * The people of a department and its sub-departments, one server page at a time, with a keyword
 * search. Read-only: people are managed on the user page. Mount it per department (`key`), so a
 * new department starts from its first page with no keyword.
 */
export function DepartmentPeople({ department }: { department: DepartmentNode }) {
  const { t } = useTranslation();
  const columns = usePeopleColumns();
  const [draftKeyword, setDraftKeyword] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const people = useDepartmentPeople({
    ...page,
    params: { deptId: department.id, ...(keyword ? { keyword } : {}) },
  });

  const search = (next: string) => {
    setDraftKeyword(next);
    setKeyword(next.trim());
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  return (
    <>
      <SearchBar
        role="search"
        aria-label={t('org.peopleSearch')}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          search(draftKeyword);
        }}
      >
        <Input
          label={t('org.peopleSearch')}
          placeholder={t('org.peopleSearchPlaceholder')}
          value={draftKeyword}
          onChange={setDraftKeyword}
          width="middle"
          type="search"
        />
        <Button type="submit" variant="primary">
          {t('admin.search')}
        </Button>
        <Button onPress={() => search('')}>{t('admin.reset')}</Button>
      </SearchBar>
      <PanelNote>{t('org.peopleScope')}</PanelNote>
      <DataGrid<UserRow>
        aria-label={t('org.peopleGrid', { name: department.name })}
        columns={columns}
        rows={people.data?.data ?? []}
        rowKey="id"
        loading={people.isFetching}
        emptyText={t('org.peopleEmpty')}
        pagination="server"
        total={people.data?.total ?? 0}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        onPageChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      />
    </>
  );
}
