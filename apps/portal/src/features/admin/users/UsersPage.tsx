import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { UserRow } from '@ccms/api-client';
import { DataGrid } from '@ccms/data-grid';
import { Button, ConfirmDialog } from '@ccms/ui';
import { api } from '../../../api/client';
import { useUserInfo } from '../../../api/queries';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';
import { AdminPage, ButtonLink } from '../shared/AdminPage';
import { Panel } from '../shared/AdminLayout.styles';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserFormDialog } from './UserFormDialog';
import {
  NO_USER_FILTER,
  USER_PAGE_SIZE,
  useDepartmentNodes,
  useRoleOptions,
  useUserPage,
  userKeys,
  type UserFilter,
} from './userQueries';
import { UserSearchBar } from './UserSearchBar';
import { isDeletable, useUserColumns } from './useUserColumns';

const ONLINE_USERS_PATH = '/sys-manager/user/online-list';

/** The filter a link asks for: a department by id (and its name, for the picker to show). */
function filterFromLink(params: URLSearchParams): UserFilter {
  const deptId = params.get('deptId');
  if (!deptId) return NO_USER_FILTER;
  return { ...NO_USER_FILTER, dept: [{ id: deptId, name: params.get('deptName') ?? '' }] };
}

/** What the page has open over the list: the form, the password reset or a delete question. */
type Overlay =
  | { kind: 'form'; user: UserRow | null }
  | { kind: 'reset'; user: UserRow }
  | { kind: 'delete'; users: readonly UserRow[] };

/**
 * 用户管理 (/sys-manager/user, /main-page/user): the company's people, searched and paged on the
 * server; add, edit, reset a password and delete, each shown only with its permission.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: self } = useUserInfo();
  // Creating needs sys:user:add on top of the save endpoint's sys:user:edit (server rule).
  const canEdit = useCan('sys:user:edit');
  const canAdd = useCan('sys:user:add') && canEdit;
  const canDelete = useCan('sys:user:delete');

  // The organisation page links here with ?deptId= and ?deptName=: the list opens filtered.
  const [searchParams] = useSearchParams();
  const [initialFilter] = useState<UserFilter>(() => filterFromLink(searchParams));
  const [filter, setFilter] = useState<UserFilter>(initialFilter);
  const [pageNo, setPageNo] = useState(1);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useUserPage(filter, pageNo);
  const departments = useDepartmentNodes();
  const roles = useRoleOptions();
  const rows = page.data?.data ?? [];

  // Stable handlers keep the grid's memoised rows from re-rendering on every page render.
  const closeOverlay = useCallback(() => setOverlay(null), []);
  const openEdit = useCallback((user: UserRow) => setOverlay({ kind: 'form', user }), []);
  const openReset = useCallback((user: UserRow) => setOverlay({ kind: 'reset', user }), []);
  const openDelete = useCallback(
    (user: UserRow) => setOverlay({ kind: 'delete', users: [user] }),
    [],
  );
  const columns = useUserColumns({
    pageNo,
    selfId: self?.userId,
    canEdit,
    canDelete,
    onEdit: openEdit,
    onResetPassword: openReset,
    onDelete: openDelete,
  });

  const remove = useAdminMutation({
    // One call per person: the contract deletes one at a time. The first refusal stops the rest.
    run: async (users: readonly UserRow[]) => {
      for (const user of users) await api.user.userDelete({ params: { id: user.id } });
    },
    invalidates: [userKeys.list],
    successMessage: t('users.deleted'),
    onSuccess: (_answer, users) => {
      setSelectedKeys([]);
      // Emptying the last page steps back to the one before it.
      if (pageNo > 1 && users.length >= rows.length) setPageNo(pageNo - 1);
    },
  });
  const confirmDelete = (users: readonly UserRow[]) =>
    remove.mutateAsync(users).catch(() =>
      // Told by the request layer; people deleted before the refusal are gone, so refresh anyway.
      queryClient.invalidateQueries({ queryKey: userKeys.list }),
    );

  const search = (next: UserFilter) => {
    setFilter(next);
    setPageNo(1);
    setSelectedKeys([]);
  };
  const selectedUsers = rows.filter(
    (user) => selectedKeys.includes(user.id) && isDeletable(user, self?.userId),
  );

  return (
    <AdminPage
      title={t('users.heading')}
      actionsLabel={t('users.toolbar')}
      actions={
        <>
          {canAdd ? (
            <Button variant="primary" onPress={() => setOverlay({ kind: 'form', user: null })}>
              {t('admin.add')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="danger"
              isDisabled={selectedUsers.length === 0}
              onPress={() => setOverlay({ kind: 'delete', users: selectedUsers })}
            >
              {t('users.deleteSelected')}
            </Button>
          ) : null}
          <ButtonLink to={ONLINE_USERS_PATH}>{t('users.onlineLink')}</ButtonLink>
        </>
      }
    >
      <Panel>
        <UserSearchBar
          initialFilter={initialFilter}
          departments={departments.data ?? []}
          roleOptions={roles.options}
          showRoleFilter={roles.canViewRoles}
          onSearch={search}
        />
        <DataGrid<UserRow>
          aria-label={t('users.grid')}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('users.empty')}
          selectionMode={canDelete ? 'multiple' : 'none'}
          selectedKeys={selectedKeys}
          onSelectionChange={setSelectedKeys}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={USER_PAGE_SIZE}
          onPageChange={(next) => {
            setPageNo(next);
            setSelectedKeys([]);
          }}
          persistKey="admin-users"
          columnChooser
        />
      </Panel>

      {overlay?.kind === 'form' ? (
        <UserFormDialog
          user={overlay.user}
          departments={departments.data ?? []}
          roleOptions={roles.options}
          withRoles={roles.canViewRoles}
          onClose={closeOverlay}
        />
      ) : null}
      {overlay?.kind === 'reset' ? (
        <ResetPasswordDialog user={overlay.user} onClose={closeOverlay} />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) closeOverlay();
          }}
          tone="danger"
          okText={t('admin.delete')}
          message={
            overlay.users.length === 1
              ? t('admin.confirmDelete', { name: overlay.users[0]!.name })
              : t('users.confirmDeleteMany', { count: overlay.users.length })
          }
          onConfirm={() => confirmDelete(overlay.users)}
        />
      ) : null}
    </AdminPage>
  );
}
