import { useQuery } from '@tanstack/react-query';
import type { BillModel, HkBillAnalysis } from '@ccms/api-client';
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
