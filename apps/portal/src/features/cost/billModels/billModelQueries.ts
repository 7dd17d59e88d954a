import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BillModel,
  BillModelBill,
  BillModelBillStatus,
  HkBillAnalysis,
} from '@ccms/api-client';
import { api } from '../../../api/client';
import { useCallProgress } from '../../../api/useCallProgress';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { libraryKeys } from '../library/libraryQueries';

/** Under the library's project key: everything about a project's bill models refreshes together. */
export const billModelKeys = {
  all: (projectId: string) => [...libraryKeys.all, 'detail', projectId, 'billModels'] as const,
};

export function useHkBillTree(projectId: string) {
  return useQuery({
    queryKey: [...billModelKeys.all(projectId), 'tree'],
    queryFn: () => api.costBillModels.hkBillTree({ body: { projectId } }),
  });
}

export function useHkBillCount(projectId: string) {
  return useQuery({
    queryKey: [...billModelKeys.all(projectId), 'count'],
    queryFn: () => api.costBillModels.hkBillCount({ query: { projectId } }),
  });
}

export function useHkBillBook(projectId: string, subjectCode: string | null) {
  return useQuery({
    queryKey: [...billModelKeys.all(projectId), 'book', subjectCode],
    queryFn: () =>
      api.costBillModels.hkBillBook({
        query: { projectId, subjectCode: subjectCode ?? undefined },
      }),
    enabled: subjectCode !== null,
  });
}

export function useProjectBooks(projectId: string) {
  return useQuery({
    queryKey: [...billModelKeys.all(projectId), 'versions'],
    queryFn: async () => {
      const [bill, norm] = await Promise.all([
        api.costBillModels.billBookVersion({ body: { projectId } }),
        api.costBillModels.normBookVersion({ body: { projectId } }),
      ]);
      return { bill, norm };
    },
  });
}

/** 分析清单模型 with the server's progress. */
export function useAnalyzeHkBill(projectId: string, onDone: (result: HkBillAnalysis) => void) {
  const { progress, begin, end } = useCallProgress();
  const mutation = useAdminMutation<void, HkBillAnalysis>({
    run: async () => {
      try {
        return await api.costBillModels.hkBillAnalyze({
          params: { id: projectId },
          body: { progressId: begin() },
        });
      } finally {
        end();
      }
    },
    invalidates: [billModelKeys.all(projectId)],
    successMessage: false,
    onSuccess: onDone,
  });
  return { ...mutation, progress };
}

export function useClearHkBill(projectId: string) {
  return useAdminMutation<void, { cleared: number }>({
    run: () => api.costBillModels.hkBillClearAll({ body: { projectId } }),
    invalidates: [billModelKeys.all(projectId)],
  });
}

export function useSaveFixValue(projectId: string, onDone: () => void) {
  return useAdminMutation<
    { modelId: string; attributes: { name: string; fixValue: string | null }[] },
    BillModel
  >({
    run: (body) => api.costBillModels.hkBillSaveFixValue({ body }),
    invalidates: [billModelKeys.all(projectId)],
    onSuccess: () => onDone(),
  });
}

/** The project's bills with their models, one page; `status` and `keyword` filter. */
export function useBillModelBills(
  projectId: string,
  filter: { status: BillModelBillStatus; keyword: string; pageNo: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...billModelKeys.all(projectId), 'bills', filter],
    queryFn: () =>
      api.costBillModelBills.billModelBillList({
        body: {
          projectId,
          pageNo: filter.pageNo,
          pageSize: filter.pageSize,
          params: { status: filter.status, keyword: filter.keyword.trim() || undefined },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export interface BillEdit {
  name: string;
  features: string;
  unit: string;
}

/** 指定模型: by hand; with `bill` the bill's edited fields are saved first (保存并指定). */
export function useSetBillModel(projectId: string, onDone: () => void) {
  return useAdminMutation<{ billId: string; modelId: string; bill?: BillEdit }, unknown>({
    run: ({ billId, modelId, bill }) =>
      bill
        ? api.costBillModels.billModelSaveAndSet({ body: { billId, modelId, bill } })
        : api.costBillModels.billModelSet({ body: { billIds: [billId], modelId } }),
    invalidates: [billModelKeys.all(projectId)],
    onSuccess: () => onDone(),
  });
}

/** 设置特征: the values of a placed bill; `writeBack` also writes them into its features. */
export function useSetBillAttributes(projectId: string, onDone: () => void) {
  return useAdminMutation<
    { billId: string; attributes: { name: string; value: string }[]; writeBack: boolean },
    BillModelBill
  >({
    run: ({ billId, attributes, writeBack }) =>
      writeBack
        ? api.costBillModels.billModelSaveAndSetAttr({ body: { billId, attributes } })
        : api.costBillModels.billModelSetAttr({ body: { billId, attributes } }),
    invalidates: [billModelKeys.all(projectId)],
    onSuccess: () => onDone(),
  });
}

export type SubjectAnalysisMode = 'code' | 'similar' | 'both';

/** 科目模型分析 (by code, by similarity, or both) with the server's progress. */
export function useSubjectModelAnalysis(
  projectId: string,
  onDone: (result: { assigned: number; unmatched: number; kept: number }) => void,
) {
  const { progress, begin, end } = useCallProgress();
  const mutation = useAdminMutation<
    SubjectAnalysisMode,
    { assigned: number; unmatched: number; kept: number }
  >({
    run: async (mode) => {
      try {
        const progressId = begin();
        if (mode !== 'both')
          return await api.costBillModels.subjectModelAnalyzeFlag({
            params: { id: projectId, flag: mode },
            body: { progressId },
          });
        const { byCode, bySimilarity } = await api.costBillModels.subjectModelItAnalyze({
          params: { id: projectId },
          body: { progressId },
        });
        return {
          assigned: byCode.assigned + bySimilarity.assigned,
          unmatched: bySimilarity.unmatched,
          kept: byCode.kept,
        };
      } finally {
        end();
      }
    },
    invalidates: [[...libraryKeys.all, 'detail', projectId]],
    successMessage: false,
    onSuccess: onDone,
  });
  return { ...mutation, progress };
}
