import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '@ccms/api-client';
import { api } from '../../../api/client';

/** The administrator role's code: it holds every grant, cannot be deleted nor opened to registration. */
export const ADMIN_ROLE_CODE = 'admin';

/** The 综合授权 page; its tab is the next path segment, the role a search parameter. */
export const IMPOWER_PATH = '/main-page/impower-new';

export const IMPOWER_TABS = ['function', 'data', 'department', 'account'] as const;
export type ImpowerTab = (typeof IMPOWER_TABS)[number];

export function isImpowerTab(value: string | undefined): value is ImpowerTab {
  return (IMPOWER_TABS as readonly (string | undefined)[]).includes(value);
}

/** Where a role's authorization opens. */
export function impowerHref(roleId: string, tab: ImpowerTab = 'function'): string {
  return `${IMPOWER_PATH}/${tab}?roleId=${encodeURIComponent(roleId)}`;
}

/** Query keys of the two pages; every key starts with ['admin', 'roles']. */
export const roleKeys = {
  all: ['admin', 'roles'] as const,
  list: (pageNo: number, pageSize: number, keyword: string) =>
    ['admin', 'roles', 'list', { pageNo, pageSize, keyword }] as const,
  choices: ['admin', 'roles', 'choices'] as const,
  menuTree: ['admin', 'roles', 'menuTree'] as const,
  menuIds: (roleId: string) => ['admin', 'roles', 'menuIds', roleId] as const,
  departments: (roleId: string) => ['admin', 'roles', 'departments', roleId] as const,
  dataMenus: ['admin', 'roles', 'dataMenus'] as const,
  dataAttributes: (roleId: string, dataMenuId: string) =>
    ['admin', 'roles', 'dataAttributes', roleId, dataMenuId] as const,
  members: (roleId: string) => ['admin', 'roles', 'members', roleId] as const,
  /** The person picker's top departments. */
  memberPage: (roleId: string, pageNo: number, pageSize: number, keyword: string) =>
    ['admin', 'roles', 'members', roleId, { pageNo, pageSize, keyword }] as const,
};

/** The contract's largest page: a company has a handful of roles, so one page holds them all. */
const ALL_ROLES_PAGE_SIZE = 500;

/** Every role of the company, by sort: the authorization page's chooser and copy targets. */
export function useRoleChoices() {
  return useQuery<Role[]>({
    queryKey: roleKeys.choices,
    queryFn: async () =>
      (await api.role.roleQueryList({ body: { pageNo: 1, pageSize: ALL_ROLES_PAGE_SIZE } })).data,
  });
}

/** One page of roles for the role list. */
export function useRolePage(pageNo: number, pageSize: number, keyword: string) {
  return useQuery({
    queryKey: roleKeys.list(pageNo, pageSize, keyword),
    queryFn: () =>
      api.role.roleQueryList({
        body: { pageNo, pageSize, ...(keyword ? { params: { keyword } } : {}) },
      }),
    // The grid keeps the rows it shows while the next page loads.
    placeholderData: keepPreviousData,
  });
}
