import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MenuItem, SaasGrade, SaasMenuSave } from '@ccms/api-client';
import type { TreeNode } from '@ccms/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queries';
import { menuLabel } from '../../../shell/menu';
import type { MenuFormSave } from '../menus/MenuFormDialog';
import { toMenuSave, type MenuFormValues } from '../menus/menuForm';
import { toTreeNodes } from '../roles/authorizationTree';
import { useAdminMutation } from '../shared/useAdminMutation';

/** Query keys of the multi-tenant pages; every key starts with ['admin', 'saas']. */
export const saasKeys = {
  all: ['admin', 'saas'] as const,
  enterprises: (filter: EnterpriseFilter, pageNo: number, pageSize: number) =>
    ['admin', 'saas', 'enterprises', { ...filter, pageNo, pageSize }] as const,
  grades: (name: string, pageNo: number, pageSize: number) =>
    ['admin', 'saas', 'grades', { name, pageNo, pageSize }] as const,
  gradeChoices: ['admin', 'saas', 'gradeChoices'] as const,
  roles: (gradeId: string | null, name: string, pageNo: number, pageSize: number) =>
    ['admin', 'saas', 'roles', { gradeId, name, pageNo, pageSize }] as const,
  catalogue: ['admin', 'saas', 'catalogue'] as const,
  companyInfo: ['admin', 'saas', 'companyInfo'] as const,
};

/**
 * What saving the company's own information makes stale: the page, the signed-in user (the
 * header's system name and the side menu) and the basic parameters (the header's name and logo).
 */
export const COMPANY_INFO_INVALIDATES = [
  saasKeys.companyInfo,
  ['userInfo'],
  queryKeys.basicParams,
] as const;

export interface EnterpriseFilter {
  keyword: string;
  gradeId: string | null;
  /** 'all', or the state as text (a select's key). */
  status: 'all' | 'enabled' | 'disabled';
}

export const NO_ENTERPRISE_FILTER: EnterpriseFilter = { keyword: '', gradeId: null, status: 'all' };

/** The contract's largest page: a platform has a handful of grades, one page holds them all. */
const ALL_GRADES_PAGE_SIZE = 500;

/** Every grade, by sort: the choices of the enterprise and role forms and filters. */
export function useGradeChoices() {
  return useQuery<SaasGrade[]>({
    queryKey: saasKeys.gradeChoices,
    queryFn: async () =>
      (await api.saas.saasGradeQueryList({ body: { pageNo: 1, pageSize: ALL_GRADES_PAGE_SIZE } }))
        .data,
  });
}

export function useEnterprisePage(filter: EnterpriseFilter, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: saasKeys.enterprises(filter, pageNo, pageSize),
    queryFn: () =>
      api.saas.enterpriseQueryList({
        body: {
          pageNo,
          pageSize,
          params: {
            ...(filter.keyword ? { keyword: filter.keyword } : {}),
            ...(filter.gradeId ? { gradeId: filter.gradeId } : {}),
            ...(filter.status === 'all' ? {} : { enabled: filter.status === 'enabled' }),
          },
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useGradePage(name: string, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: saasKeys.grades(name, pageNo, pageSize),
    queryFn: () =>
      api.saas.saasGradeQueryList({
        body: { pageNo, pageSize, ...(name ? { params: { name } } : {}) },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSaasRolePage(
  gradeId: string | null,
  name: string,
  pageNo: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: saasKeys.roles(gradeId, name, pageNo, pageSize),
    queryFn: () =>
      api.saas.saasRoleQueryList({
        body: {
          pageNo,
          pageSize,
          params: { ...(gradeId ? { gradeId } : {}), ...(name ? { name } : {}) },
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The enterprise-menu catalogue as the server answers it (a tree). */
export function useCatalogue() {
  return useQuery<MenuItem[]>({
    queryKey: saasKeys.catalogue,
    queryFn: () => api.saas.saasMenuQueryTree(),
    retry: false,
  });
}

export function catalogueNodes(items: readonly MenuItem[], t: TFunction): TreeNode[] {
  return toTreeNodes(items, (item) => menuLabel(item, t));
}

/** The catalogue as checkbox-tree nodes, in the reader's language. */
export function useCatalogueNodes() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const nodes = useMemo(() => catalogueNodes(catalogue.data ?? [], t), [catalogue.data, t]);
  return { nodes, isLoading: catalogue.isLoading };
}

/** The nodes whose key is kept, with the ancestors of kept nodes (a package's part of a tree). */
export function keepNodes(nodes: readonly TreeNode[], kept: ReadonlySet<string>): TreeNode[] {
  return nodes.flatMap((node) => {
    const children = keepNodes(node.children ?? [], kept);
    if (!kept.has(node.key) && children.length === 0) return [];
    return [{ ...node, children }];
  });
}

/** The catalogue's save body: the menu body without its login flag (catalogue entries have none). */
export function toSaasMenuSave(values: MenuFormValues, id?: string): SaasMenuSave {
  const { noLogin: _noLogin, ...body } = toMenuSave(values, id);
  return body;
}

/** The catalogue entry save, as MenuFormDialog takes it; the enterprises' copies follow. */
export function useSaasMenuFormSave(): MenuFormSave {
  const save = useAdminMutation<SaasMenuSave, MenuItem>({
    run: (body) => api.saas.saasMenuSave({ body }),
    invalidates: [saasKeys.all],
  });
  return {
    run: (values, id) => save.mutateAsync(toSaasMenuSave(values, id)),
    isPending: save.isPending,
  };
}
