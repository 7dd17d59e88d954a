import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  endpointUrl,
  projectExport,
  type BillItem,
  type ProjectNode,
  type ProjectNodeTree,
} from '@ccms/api-client';
import { api } from '../../../api/client';
import { withToken } from '../../../api/pickerData';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { libraryKeys } from '../library/libraryQueries';

/** Bills shown a page in the 分部分项 list. */
export const BILL_PAGE_SIZE = 50;

/**
 * Under the library's key: a change to a project (amounts, counts) refreshes the library too.
 * Bills sit under the project's key, so a bill edit refreshes the tree's amounts with them.
 */
export const projectKeys = {
  project: (id: string) => [...libraryKeys.all, 'detail', id] as const,
  tree: (id: string) => [...libraryKeys.all, 'detail', id, 'tree'] as const,
  bills: (id: string) => [...libraryKeys.all, 'detail', id, 'bills'] as const,
  bill: (id: string, billId: string) => [...libraryKeys.all, 'detail', id, 'bill', billId] as const,
};

export function useProject(projectId: string) {
  return useQuery({
    queryKey: projectKeys.project(projectId),
    queryFn: () => api.cost.projectGet({ params: { id: projectId } }),
    enabled: projectId !== '',
  });
}

export function useProjectTree(projectId: string) {
  return useQuery({
    queryKey: projectKeys.tree(projectId),
    queryFn: () => api.cost.projectNodeTree({ params: { id: projectId } }),
    enabled: projectId !== '',
  });
}

export interface BillFilter {
  keyword: string;
  kind: BillItem['kind'] | null;
}

export const NO_BILL_FILTER: BillFilter = { keyword: '', kind: null };

/**
 * One page of a node's bills. With `billId` the server answers the page that holds that bill
 * (its pageNo), for a finding's link.
 */
export function useBillPage(
  projectId: string,
  nodeId: string,
  filter: BillFilter,
  pageNo: number,
  billId: string | null,
  /** Only these bills, or null for all. */
  billIds: readonly string[] | null = null,
  /** Only the bills the unusual-data checks marked (只看异常). */
  onlyUnusual = false,
) {
  const keyword = filter.keyword.trim();
  const params = {
    nodeId,
    ...(keyword ? { keyword } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(billId ? { billId } : {}),
    ...(billIds ? { billIds: [...billIds] } : {}),
    ...(onlyUnusual ? { unusual: true } : {}),
  };
  return useQuery({
    queryKey: [...projectKeys.bills(projectId), params, billId ? 0 : pageNo],
    queryFn: () =>
      api.cost.billQueryList({
        body: { pageNo: billId ? 1 : pageNo, pageSize: BILL_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBill(projectId: string, billId: string) {
  return useQuery({
    queryKey: projectKeys.bill(projectId, billId),
    queryFn: () => api.cost.billGet({ params: { id: billId } }),
  });
}

/** What a change inside a project makes stale: the project, its tree, its bills, the library. */
function projectChange(projectId: string) {
  return [projectKeys.project(projectId), libraryKeys.list] as const;
}

export interface NodeSaveInput {
  id?: string;
  parentId: string;
  level: 'single' | 'unit' | 'division';
  code: string;
  name: string;
  area: string | null;
}

export function useSaveNode(projectId: string) {
  return useAdminMutation<NodeSaveInput, ProjectNode>({
    run: (body) => api.cost.projectNodeSave({ body: { ...body, projectId } }),
    invalidates: projectChange(projectId),
  });
}

export function useDeleteNode(projectId: string) {
  return useAdminMutation<string, null>({
    run: (id) => api.cost.projectNodeDelete({ params: { id } }),
    invalidates: projectChange(projectId),
  });
}

export function usePlaceNodes(projectId: string) {
  return useAdminMutation<{ id: string; parentId: string; sort: number }[], null>({
    run: (body) => api.cost.projectNodeUpdateList({ body }),
    invalidates: [projectKeys.tree(projectId)],
    // The tree table announces the move itself once the server has kept it.
    successMessage: false,
  });
}

export interface BillSaveInput {
  id: string;
  name: string;
  features: string;
  unit: string;
  quantity: string;
  unitPrice: string;
}

export function useSaveBill(projectId: string) {
  return useAdminMutation<BillSaveInput, BillItem>({
    run: (body) => api.cost.billSave({ body }),
    invalidates: projectChange(projectId),
  });
}

export function useRecompute(projectId: string) {
  return useAdminMutation<void, { amount: string; units: number }>({
    run: () => api.cost.feeSysUpdate({ body: { projectId } }),
    invalidates: projectChange(projectId),
  });
}

/** The project (or one of its nodes) as a 表-08 workbook: a link the browser downloads. */
export function projectExportUrl(projectId: string, nodeId: string | null): string {
  return withToken(
    endpointUrl('/api', projectExport, { params: { a: projectId, b: nodeId ?? 'all' } }),
  );
}

export type { ProjectNodeTree };
