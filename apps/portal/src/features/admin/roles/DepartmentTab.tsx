import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ccms/ui';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { AuthorizationTree, LockedNotice } from './AuthorizationTree';
import { toTreeNodes } from './authorizationTree';
import { PanelNote } from '../shared/AdminLayout.styles';
import { roleKeys } from './roleQueries';
import type { AuthorizationTabProps } from './tabProps';

/** 部门权限: the department tree, ticked where the role may see the department's people. */
export function DepartmentTab({ role, lock, onDirtyChange }: AuthorizationTabProps) {
  const { t } = useTranslation();
  const departments = useQuery({
    queryKey: roleKeys.departments(role.id),
    queryFn: () => api.dept.deptQueryRoleList({ params: { roleId: role.id } }),
  });
  const nodes = useMemo(
    () => toTreeNodes(departments.data?.tree ?? [], (department) => department.name),
    [departments.data],
  );
  const save = useAdminMutation({
    run: (ids: string[]) => api.role.roleSaveDeptIdList({ params: { roleId: role.id }, body: ids }),
    invalidates: [roleKeys.departments(role.id)],
  });

  return (
    <>
      <PanelNote>{t('roles.departmentHint')}</PanelNote>
      <LockedNotice reason={lock} />
      {departments.data ? (
        <AuthorizationTree
          key={role.id}
          label={t('roles.deptTree')}
          nodes={nodes}
          grantedIds={departments.data.checkedIds}
          rule="exact"
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
