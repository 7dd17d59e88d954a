import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Material, SubjectBill } from '@ccms/api-client';
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

/** One page of the materials and the project's totals, in one call (queryListFront). */
export function useMaterialPage(projectId: string, filter: MaterialFilter, pageNo: number) {
  return useQuery({
    queryKey: [...materialKeys.all(projectId), 'list', filter, pageNo],
    queryFn: () =>
      api.costRules.rulesMaterialQueryListFront({
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

/** The resource rows (人材机 of each unit) a summarised material comes from. */
export function useMaterialUnitRows(projectId: string, code: string) {
  return useQuery({
    queryKey: [...materialKeys.all(projectId), 'unitRows', code],
    queryFn: () =>
      api.costRules.rulesMaterialSource({ params: { id: projectId }, query: { code } }),
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

// ─── Subject bills: adding, taking out, quantities, norms, splices ──────────────────────────

/** Candidates shown a page in the 添加清单 dialog. */
export const SUBJECT_CANDIDATE_PAGE_SIZE = 20;

export function useSubjectCandidates(
  projectId: string,
  subjectCode: string,
  keyword: string,
  pageNo: number,
) {
  return useQuery({
    queryKey: [...subjectKeys.all(projectId), 'candidates', subjectCode, keyword, pageNo],
    queryFn: () =>
      api.costSubjects.subjectSelectBill({
        body: {
          pageNo,
          pageSize: SUBJECT_CANDIDATE_PAGE_SIZE,
          params: {
            projectId,
            subjectCode,
            ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddSubjectBills(projectId: string, onDone?: () => void) {
  return useAdminMutation<{ subjectCode: string; billIds: string[] }>({
    run: (body) => api.costSubjects.subjectAddBill({ body }),
    invalidates: [subjectKeys.all(projectId)],
    onSuccess: () => onDone?.(),
  });
}

export function useDelSubjectBills(projectId: string) {
  return useAdminMutation<string[]>({
    run: (billIds) => api.costSubjects.subjectDelBill({ body: { billIds } }),
    invalidates: [subjectKeys.all(projectId)],
  });
}

export function useReAddSubjectBills(projectId: string) {
  return useAdminMutation<void>({
    run: () => api.costSubjects.subjectReAddBill({ body: { projectId } }),
    invalidates: [subjectKeys.all(projectId)],
  });
}

/** Whether the chosen bills can be spliced (into `id`, an existing splice), every problem named. */
export function useSpliceValidity(projectId: string, billIds: readonly string[], id?: string) {
  return useQuery({
    queryKey: [...subjectKeys.all(projectId), 'valid-splice', billIds, id ?? null],
    queryFn: () =>
      api.costSubjects.subjectValidSplice({
        body: { billIds: [...billIds], ...(id ? { id } : {}) },
      }),
    enabled: billIds.length > 0,
  });
}

export function useAddSpliceBills(projectId: string, onDone?: () => void) {
  return useAdminMutation<{ id: string; billIds: string[] }>({
    run: (body) => api.costSubjects.subjectAddSpliceBill({ body }),
    invalidates: [subjectKeys.all(projectId)],
    onSuccess: () => onDone?.(),
  });
}

export function useDelSpliceBills(projectId: string) {
  return useAdminMutation<{ id: string; billIds: string[] }>({
    run: (body) => api.costSubjects.subjectDelSpliceBill({ body }),
    invalidates: [subjectKeys.all(projectId)],
  });
}

/** The quantity of a subject bill (null: the bill's own again). */
export function useSubjectBillQuantity(projectId: string) {
  return useAdminMutation<{ billId: string; quantity: string | null }>({
    run: (body) => api.costSubjects.subjectUpdateBillQuantity({ body }),
    invalidates: [subjectKeys.all(projectId)],
  });
}

export interface SubjectNormInput {
  code: string;
  name: string;
  unit: string;
  quantity: string;
  price: string;
}

export type NormEdit =
  | { action: 'add'; billId: string; norm: SubjectNormInput }
  | { action: 'delete'; billId: string; index: number }
  | { action: 'quantity'; billId: string; index: number; quantity: string };

/** Adds, removes or re-quantifies a norm of a subject bill; answers the bill as it now is. */
export function useSubjectNormEdit(projectId: string, onDone?: (bill: SubjectBill) => void) {
  return useAdminMutation<NormEdit, SubjectBill>({
    run: (edit) =>
      edit.action === 'add'
        ? api.costSubjects.subjectAddNorm({ body: { billId: edit.billId, norm: edit.norm } })
        : edit.action === 'delete'
          ? api.costSubjects.subjectDelNorm({ body: { billId: edit.billId, index: edit.index } })
          : api.costSubjects.subjectSetNormQuantity({
              body: { billId: edit.billId, index: edit.index, quantity: edit.quantity },
            }),
    invalidates: [subjectKeys.all(projectId)],
    onSuccess: (bill) => onDone?.(bill),
  });
}

export function useCodingCounts(projectId: string) {
  return useQuery({
    queryKey: [...materialKeys.all(projectId), 'coding-counts'],
    queryFn: () => api.costMaterials.materialCountCoding({ body: { projectId } }),
  });
}

/** 按库编码: codes as the company's other projects confirmed the same name, spec and unit. */
export function useLibraryCoding(
  projectId: string,
  onDone: (result: { coded: number; uncoded: number; kept: number }) => void,
) {
  return useAdminMutation<void, { coded: number; uncoded: number; kept: number }>({
    run: () => api.costMaterials.materialItCoderByItem({ body: { projectId } }),
    invalidates: [materialKeys.all(projectId)],
    successMessage: false,
    onSuccess: onDone,
  });
}
