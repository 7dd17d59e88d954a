import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ccms/ui';
import { api } from '../../../api/client';
import { menuLabel } from '../../../shell/menu';
import { useAdminMutation } from '../shared/useAdminMutation';
import { AuthorizationTree, LockedNotice } from './AuthorizationTree';
import { toTreeNodes } from './authorizationTree';
import { PanelNote } from '../shared/AdminLayout.styles';
import { roleKeys } from './roleQueries';
import type { AuthorizationTabProps } from './tabProps';

/** 功能权限: the company's menus and buttons, ticked where the role grants them. */
export function FunctionTab({ role, lock, onDirtyChange }: AuthorizationTabProps) {
  const { t } = useTranslation();
  const menus = useQuery({
    queryKey: roleKeys.menuTree,
    queryFn: () => api.menu.menuQueryTree(),
  });
  const granted = useQuery({
    queryKey: roleKeys.menuIds(role.id),
    queryFn: () => api.role.roleQueryRoleMenuId({ params: { roleId: role.id } }),
  });
  const nodes = useMemo(
    () => (menus.data ? toTreeNodes(menus.data, (menu) => menuLabel(menu, t)) : []),
    [menus.data, t],
  );
  const save = useAdminMutation({
    run: (ids: string[]) =>
      api.role.roleSaveRoleMenuIds({ params: { roleId: role.id }, body: ids }),
    // The signed-in user's own menu may come from this role.
    invalidates: [roleKeys.menuIds(role.id), ['userInfo']],
  });

  return (
    <>
      <PanelNote>{t('roles.functionHint')}</PanelNote>
      <LockedNotice reason={lock} />
      {menus.data && granted.data ? (
        <AuthorizationTree
          key={role.id}
          label={t('roles.menuTree')}
          nodes={nodes}
          grantedIds={granted.data}
          rule="withAncestors"
          canChange={lock === null}
          onSave={save.mutateAsync}
          isSaving={save.isPending}
          onDirtyChange={onDirtyChange}
        />
      ) : (
        <Spinner size={24} />
      )}
    </>
  );
}
