import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserRow } from '@ccms/api-client';
import { rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Tag } from '@ccms/ui';
import { USER_PAGE_SIZE } from './userQueries';

const RoleTags = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow: hidden;
`;

/** The sign-in the seed creates for the company's administrator: the server never deletes it. */
const BUILT_IN_ADMIN = 'admin';

export interface UserColumnOptions {
  pageNo: number;
  /** The signed-in user (nobody deletes themselves). */
  selfId: string | undefined;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (user: UserRow) => void;
  onResetPassword: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}

/** Whether the row offers 删除: the server refuses oneself and the built-in administrator. */
export function isDeletable(user: UserRow, selfId: string | undefined): boolean {
  return user.id !== selfId && user.loginName !== BUILT_IN_ADMIN;
}

/** The user list's columns: serial, who, where, how to reach them, roles, and row actions. */
export function useUserColumns({
  pageNo,
  selfId,
  canEdit,
  canDelete,
  onEdit,
  onResetPassword,
  onDelete,
}: UserColumnOptions): DataGridColumn<UserRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const actions: RowAction<UserRow>[] = [
      ...(canEdit
        ? [
            { id: 'edit', label: t('admin.edit'), onPress: onEdit },
            { id: 'reset', label: t('users.resetPassword'), onPress: onResetPassword },
          ]
        : []),
      ...(canDelete
        ? [
            {
              id: 'delete',
              label: t('admin.delete'),
              onPress: onDelete,
              isVisible: (user: UserRow) => isDeletable(user, selfId),
            },
          ]
        : []),
    ];
    const columns: DataGridColumn<UserRow>[] = [
      {
        key: 'serial',
        title: t('users.columns.serial'),
        width: 64,
        align: 'center',
        pinned: 'left',
        render: (_row, index) => (pageNo - 1) * USER_PAGE_SIZE + index + 1,
      },
      { key: 'name', title: t('users.columns.name'), pinned: 'left' },
      { key: 'loginName', title: t('users.columns.loginName') },
      { key: 'no', title: t('users.columns.no'), width: 120 },
      { key: 'deptName', title: t('users.columns.dept') },
      { key: 'job', title: t('users.columns.job') },
      { key: 'phone', title: t('users.columns.phone'), width: 140 },
      { key: 'email', title: t('users.columns.email'), width: 200 },
      {
        key: 'roleNames',
        title: t('users.columns.roles'),
        width: 220,
        exportValue: (user) => user.roleNames.join('、'),
        render: (user) => (
          <RoleTags title={user.roleNames.join('、')}>
            {user.roleNames.map((role) => (
              <Tag key={role} status="info">
                {role}
              </Tag>
            ))}
          </RoleTags>
        ),
      },
      { key: 'createdAt', title: t('users.columns.createdAt'), width: 170 },
    ];
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: canDelete && canEdit ? 200 : 140,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [t, pageNo, selfId, canEdit, canDelete, onEdit, onResetPassword, onDelete]);
}
