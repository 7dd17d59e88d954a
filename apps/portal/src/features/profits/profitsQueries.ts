import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  COST_SUBJECT_DICT,
  type CostEntry,
  type CostEntryParams,
  type CostEntrySave,
  type ProfitsPeriod,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

/** Spec 001 §9: 20 rows a page. */
export const PROFITS_PAGE_SIZE = 20;

/** Everything under `profits`: a change to cost entries refreshes every report at once. */
export const profitsKeys = {
  all: ['profits'] as const,
  entries: ['profits', 'entries'] as const,
};

export function useBusinessProfit(period: ProfitsPeriod) {
  return useQuery({
    queryKey: [...profitsKeys.all, 'businessProfit', period],
    queryFn: () => api.profits.profitsBusinessProfit({ body: period }),
    placeholderData: keepPreviousData,
  });
}

/** Departmental figures; `funds` asks under the 部门资金 permission, otherwise under 成本. */
export function useDepartmentFunds(period: ProfitsPeriod, funds: boolean) {
  return useQuery({
    queryKey: [...profitsKeys.all, 'departmentFunds', funds, period],
    queryFn: () =>
      funds
        ? api.profits.profitsDepartmentFundsView({ body: period })
        : api.profits.profitsDepartmentFunds({ body: period }),
    placeholderData: keepPreviousData,
  });
}

export function useCostEntryPage(params: CostEntryParams, pageNo: number) {
  return useQuery({
    queryKey: [...profitsKeys.entries, params, pageNo],
    queryFn: () =>
      api.profits.profitsCostEntryList({
        body: { pageNo, pageSize: PROFITS_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCostEntry() {
  return useAdminMutation<CostEntrySave, CostEntry>({
    run: (body) => api.profits.profitsCostEntrySave({ body }),
    invalidates: [profitsKeys.all],
  });
}

export function useDeleteCostEntry() {
  return useAdminMutation<CostEntry, null>({
    run: (entry) => api.profits.profitsCostEntryDelete({ params: { id: entry.id } }),
    invalidates: [profitsKeys.all],
  });
}

/** The 费用类别 dictionary's enabled subjects. */
export function useCostSubjects() {
  return useQuery({
    queryKey: ['dict', COST_SUBJECT_DICT],
    queryFn: async () =>
      (await api.dict.dictList({ params: { code: COST_SUBJECT_DICT } })).filter(
        (option) => option.enabled,
      ),
    staleTime: 5 * 60_000,
  });
}
