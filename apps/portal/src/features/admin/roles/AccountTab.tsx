import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { PersonPicker, type PickedEntry } from '@ccms/pickers';
import { Button, ConfirmDialog, Input } from '@ccms/ui';
import { api } from '../../../api/client';
import { useOrganisationTree } from '../../../api/useOrganisationTree';
import { useAdminMutation } from '../shared/useAdminMutation';
import { LockedNotice } from './AuthorizationTree';
import { Toolbar } from '../shared/AdminLayout.styles';
import { roleKeys } from './roleQueries';
import type { AuthorizationTabProps } from './tabProps';

const PAGE_SIZE = 20;
const NOBODY: readonly PickedEntry[] = [];

/** 账号: the people holding the role; add people with the person picker, take selected ones out. */
export function AccountTab({ role, lock, onDirtyChange }: AuthorizationTabProps) {
  const { t } = useTranslation();
  const canChange = lock === null;
  const [keywordDraft, setKeywordDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [picked, setPicked] = useState<readonly PickedEntry[]>(NOBODY);
  const [isRemoveOpen, setRemoveOpen] = useState(false);

  const members = useQuery({
    queryKey: roleKeys.memberPage(role.id, page.pageNo, page.pageSize, keyword),
    queryFn: () =>
      api.role.roleQueryUserList({
        params: { roleId: role.id },
        body: { ...page, ...(keyword ? { params: { keyword } } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

  // People picked but not yet added are the tab's unsaved change.
  const isDirty = picked.length > 0;
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const changeMembers = useAdminMutation({
    run: ({ userIds, remove }: { userIds: string[]; remove: boolean }) =>
      api.role.roleSaveRoleUser({ body: { roleId: role.id, userIds, remove } }),
    // Member counts show in the role list and chooser too.
    invalidates: [roleKeys.all],
    onSuccess: (_, { remove }) => {
      if (remove) setSelectedKeys([]);
      else setPicked(NOBODY);
    },
  });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeyword(keywordDraft.trim());
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const columns = useMemo<DataGridColumn<UserRow>[]>(
    () => [
      { key: 'name', title: t('roles.memberName'), width: 120 },
      { key: 'loginName', title: t('roles.loginName'), width: 140 },
      { key: 'deptName', title: t('roles.deptName'), width: 160 },
      { key: 'job', title: t('roles.job'), width: 140 },
      { key: 'phone', title: t('roles.phone'), width: 140 },
    ],
    [t],
  );

  return (
    <>
      <LockedNotice reason={lock} />
      {canChange ? (
        <Toolbar>
          <MemberPicker value={picked} onChange={setPicked} />
          <Button
            variant="primary"
            isDisabled={picked.length === 0}
            isPending={changeMembers.isPending}
            onPress={() =>
              changeMembers.mutate({ userIds: picked.map((entry) => entry.id), remove: false })
            }
          >
            {t('roles.addToRole')}
          </Button>
        </Toolbar>
      ) : null}
      <form role="search" aria-label={t('roles.membersLabel')} onSubmit={search}>
        <Toolbar>
          <Input
            label={t('roles.keyword')}
            placeholder={t('roles.memberSearchPlaceholder')}
            value={keywordDraft}
            onChange={setKeywordDraft}
            width="middle"
          />
          <Button type="submit">{t('admin.search')}</Button>
          {canChange ? (
            <Button
              variant="danger"
              isDisabled={selectedKeys.length === 0}
              onPress={() => setRemoveOpen(true)}
            >
              {t('roles.removeFromRole')}
            </Button>
          ) : null}
        </Toolbar>
      </form>
      <DataGrid<UserRow>
        aria-label={t('roles.membersLabel')}
        columns={columns}
        rows={members.data?.data ?? []}
        rowKey="id"
        loading={members.isFetching}
        selectionMode={canChange ? 'multiple' : 'none'}
        selectedKeys={selectedKeys}
        onSelectionChange={setSelectedKeys}
        pagination="server"
        total={members.data?.total ?? 0}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        onPageChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        height={400}
      />
      <ConfirmDialog
        isOpen={isRemoveOpen}
        onOpenChange={setRemoveOpen}
        tone="danger"
        okText={t('roles.removeFromRole')}
        message={t('roles.confirmRemove', { count: selectedKeys.length, role: role.name })}
        onConfirm={async () => {
          await changeMembers.mutateAsync({ userIds: selectedKeys.map(String), remove: true });
        }}
      />
    </>
  );
}

interface MemberPickerProps {
  value: readonly PickedEntry[];
  onChange: (value: readonly PickedEntry[]) => void;
}

/** The person picker over the company's departments, opened lazily department by department. */
function MemberPicker({ value, onChange }: MemberPickerProps) {
  const { t } = useTranslation();
  const organisation = useOrganisationTree();
  return (
    <PersonPicker
      label={t('roles.addPeople')}
      nodes={organisation.nodes}
      loadChildren={organisation.loadChildren}
      multiple
      value={value}
      onChange={onChange}
    />
  );
}
