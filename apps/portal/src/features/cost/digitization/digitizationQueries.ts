import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Material } from '@ccms/api-client';
import { api } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { libraryKeys } from '../library/libraryQueries';

/** Materials shown a page in the 材料汇总 grid. */
export const MATERIAL_PAGE_SIZE = 50;

/** Under the library's project key: every list of the project's materials refreshes together. */
export const materialKeys = {
  all: (projectId: string) => [...libraryKeys.all, 'detail', projectId, 'materials'] as const,
  catalogue: ['material-catalogue'] as const,
};

export interface MaterialFilter {
  keyword: string;
  kind: Material['kind'] | null;
  coding: 'coded' | 'uncoded' | 'confirmed' | null;
}

export const NO_MATERIAL_FILTER: MaterialFilter = { keyword: '', kind: null, coding: null };

export function useMaterialPage(projectId: string, filter: MaterialFilter, pageNo: number) {
  return useQuery({
    queryKey: [...materialKeys.all(projectId), 'list', filter, pageNo],
    queryFn: () =>
      api.costMaterials.materialQueryList({
        body: {
          pageNo,
          pageSize: MATERIAL_PAGE_SIZE,
          params: {
            projectId,
            ...(filter.keyword.trim() ? { keyword: filter.keyword.trim() } : {}),
            ...(filter.kind ? { kind: filter.kind } : {}),
            ...(filter.coding ? { coding: filter.coding } : {}),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMaterialSummary(projectId: string) {
  return useQuery({
    queryKey: [...materialKeys.all(projectId), 'summary'],
    queryFn: () => api.costMaterials.materialQueryListSummary({ body: { projectId } }),
  });
}

export function useTransformedTotals(projectId: string) {
  return useQuery({
    queryKey: [...materialKeys.all(projectId), 'transformed'],
    queryFn: () => api.costMaterials.materialSumTransformedQuantity({ body: { projectId } }),
  });
}

export function useMaterialSources(projectId: string, code: string | null) {
  return useQuery({
    queryKey: [...materialKeys.all(projectId), 'source', code],
    queryFn: () =>
      api.costMaterials.materialGetSourceBill({ body: { projectId, code: code ?? '' } }),
    enabled: code !== null,
  });
}

export function useMaterialCatalogue() {
  return useQuery({
    queryKey: materialKeys.catalogue,
    queryFn: () => api.costMaterials.materialCatalogueTree(),
    staleTime: Infinity,
  });
}

export function useSetCoding(projectId: string, onDone?: () => void) {
  return useAdminMutation<{ code: string; catalogueCode: string }, Material>({
    run: (input) => api.costMaterials.materialUpdateByItem({ body: { projectId, ...input } }),
    invalidates: [materialKeys.all(projectId)],
    onSuccess: () => onDone?.(),
  });
}

export function useCleanCoding(projectId: string) {
  return useAdminMutation<string[]>({
    run: (codes) => api.costMaterials.materialCleanByItem({ body: { projectId, codes } }),
    invalidates: [materialKeys.all(projectId)],
  });
}

export function useSetTransform(projectId: string, onDone?: () => void) {
  return useAdminMutation<{ code: string; transformUnit: string; factor: string | null }, Material>(
    {
      run: (input) =>
        api.costMaterials.materialUpdateTransformedQuantity({ body: { projectId, ...input } }),
      invalidates: [materialKeys.all(projectId)],
      onSuccess: () => onDone?.(),
    },
  );
}

// ─── Subject models ─────────────────────────────────────────────────────────────────────────

/** Bills shown a page under the chosen subject. */
export const SUBJECT_BILL_PAGE_SIZE = 50;

export const subjectKeys = {
  all: (projectId: string) => [...libraryKeys.all, 'detail', projectId, 'subjects'] as const,
};

/** The subject chosen in the tree, or the bills no subject holds. */
export type SubjectChoice = { subjectCode: string } | { unassigned: true };

export function useSubjectTree(projectId: string) {
  return useQuery({
    queryKey: [...subjectKeys.all(projectId), 'tree'],
    queryFn: () => api.costSubjects.subjectTree({ body: { projectId } }),
  });
}

export function useSubjectCounts(projectId: string) {
  return useQuery({
    queryKey: [...subjectKeys.all(projectId), 'count'],
    queryFn: () => api.costSubjects.subjectCount({ body: { projectId } }),
  });
}

export function useSubjectBills(projectId: string, choice: SubjectChoice, pageNo: number) {
  return useQuery({
    queryKey: [...subjectKeys.all(projectId), 'bills', choice, pageNo],
    queryFn: () =>
      api.costSubjects.subjectBills({
        body: { pageNo, pageSize: SUBJECT_BILL_PAGE_SIZE, params: { projectId, ...choice } },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSimilarBills(billId: string) {
  return useQuery({
    queryKey: ['similar-bills', billId],
    queryFn: () => api.costSubjects.subjectFindSimilarBill({ body: { billId, limit: 10 } }),
  });
}

export function useConfirmSubject(projectId: string, onDone?: () => void) {
  return useAdminMutation<{ billIds: string[]; subjectCode: string }>({
    run: (body) => api.costSubjects.subjectConfirmSimilarBill({ body }),
    invalidates: [subjectKeys.all(projectId)],
    onSuccess: () => onDone?.(),
  });
}

export function useClearBillSubject(projectId: string) {
  return useAdminMutation<string[]>({
    run: (billIds) => api.costSubjects.subjectClearBill({ body: { billIds } }),
    invalidates: [subjectKeys.all(projectId)],
  });
}

export function useClearAllSubjects(projectId: string) {
  return useAdminMutation<void>({
    run: () => api.costSubjects.subjectClearAll({ body: { projectId } }),
    invalidates: [subjectKeys.all(projectId)],
  });
}

export function useSpliceBills(projectId: string, onDone?: () => void) {
  return useAdminMutation<{ billIds: string[]; name?: string }>({
    run: (body) => api.costSubjects.subjectSplice({ body }),
    invalidates: [subjectKeys.all(projectId)],
    onSuccess: () => onDone?.(),
  });
}

export function useCancelSplice(projectId: string) {
  return useAdminMutation<string>({
    run: (id) => api.costSubjects.subjectCancelSplice({ body: { id } }),
    invalidates: [subjectKeys.all(projectId)],
  });
}
