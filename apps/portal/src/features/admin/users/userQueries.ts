import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserPageRequest } from '@ccms/api-client';
import type { PickedEntry } from '@ccms/pickers';
import { api } from '../../../api/client';
import { loadDepartments } from '../../../api/pickerData';
import { useCan } from '../shared/useCan';

/** Spec 002 §9: page size 20. */
export const USER_PAGE_SIZE = 20;
/** The most roles one request may return (the contract's page limit); companies hold far fewer. */
const ROLE_OPTIONS_LIMIT = 500;

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: ['admin', 'users', 'list'] as const,
  departments: ['admin', 'users', 'departments'] as const,
  roles: ['admin', 'users', 'roles'] as const,
};

/** What the search bar asks for; applied when 搜索 is pressed. */
export interface UserFilter {
  keyword: string;
  dept: readonly PickedEntry[];
  roleId: string | null;
}

export const NO_USER_FILTER: UserFilter = { keyword: '', dept: [], roleId: null };

/** The filter as the contract's params: empty parts left out. */
export function toUserParams(filter: UserFilter): NonNullable<UserPageRequest['params']> {
  const keyword = filter.keyword.trim();
  const deptId = filter.dept[0]?.id;
  return {
    ...(keyword ? { keyword } : {}),
    ...(deptId ? { deptId } : {}),
    ...(filter.roleId ? { roleId: filter.roleId } : {}),
  };
}

/** One page of the company's people (department authorization applies on the server). */
export function useUserPage(filter: UserFilter, pageNo: number) {
  const params = toUserParams(filter);
  return useQuery({
    queryKey: [...userKeys.list, params, pageNo],
    queryFn: () => api.user.userQueryList({ body: { pageNo, pageSize: USER_PAGE_SIZE, params } }),
    // The grid keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** The department tree for the search bar's and the form's department pickers. */
export function useDepartmentNodes() {
  return useQuery({ queryKey: userKeys.departments, queryFn: loadDepartments });
}

/**
 * The company's roles as select options. Listing roles needs sys:role:view: without it the
 * role filter and the form's role field are left out (an edit then keeps the person's roles).
 */
export function useRoleOptions() {
  const canViewRoles = useCan('sys:role:view');
  const query = useQuery({
    queryKey: userKeys.roles,
    queryFn: async () => {
      const page = await api.role.roleQueryList({
        body: { pageNo: 1, pageSize: ROLE_OPTIONS_LIMIT },
      });
      return page.data.map((role) => ({ value: role.id, label: role.name }));
    },
    enabled: canViewRoles,
  });
  return { canViewRoles, options: query.data ?? [] };
}
