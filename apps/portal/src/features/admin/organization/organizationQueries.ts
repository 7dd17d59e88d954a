import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Department, DepartmentSave, UserPageRequest } from '@ccms/api-client';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';

/** The page's query keys: everything under `organization`, so one invalidation refreshes all. */
export const organizationKeys = {
  all: ['admin', 'organization'] as const,
  tree: ['admin', 'organization', 'tree'] as const,
  people: (request: UserPageRequest) => ['admin', 'organization', 'people', request] as const,
};

/** The company's department tree (each level sorted by the server). */
export function useDepartmentTree() {
  return useQuery({
    queryKey: organizationKeys.tree,
    queryFn: () => api.dept.deptQueryTree(),
  });
}

/** One page of the people of a department and its sub-departments. */
export function useDepartmentPeople(request: UserPageRequest) {
  return useQuery({
    queryKey: organizationKeys.people(request),
    queryFn: () => api.user.userQueryList({ body: request }),
    // The grid keeps the rows it has while the next page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useSaveDepartment(onSaved: (department: Department) => void) {
  const { t } = useTranslation();
  return useAdminMutation<DepartmentSave, Department>({
    run: (body) => api.dept.deptSave({ body }),
    invalidates: [organizationKeys.all],
    successMessage: t('org.saved'),
    onSuccess: onSaved,
  });
}

export function useDeleteDepartment(onDeleted: (id: string) => void) {
  const { t } = useTranslation();
  return useAdminMutation<string, null>({
    run: (id) => api.dept.deptDelete({ params: { id } }),
    invalidates: [organizationKeys.all],
    successMessage: t('org.deleted'),
    onSuccess: (_output, id) => onDeleted(id),
  });
}
