import { useQuery } from '@tanstack/react-query';
import type { FundCompareKind } from '@ccms/api-client';
import { api } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { financeKeys, type Period } from '../financeQueries';

/** Under `finance`, so a claim elsewhere refreshes the comparison and a match refreshes the rest. */
const compareKey = [...financeKeys.all, 'compare'] as const;

export interface CompareFilter extends Period {
  kind?: FundCompareKind;
}

/** 资金录入对比 of a period (and account, and kind); the server computes lines and totals. */
export function useFundCompare(filter: CompareFilter) {
  return useQuery({
    queryKey: [...compareKey, filter],
    queryFn: () => api.fundCompare.fundCompareQuery({ body: filter }),
  });
}

export function useMatchFunds(successMessage: string) {
  return useAdminMutation<{ receiptId: string; bankDetailId: string }, unknown>({
    run: (body) => api.fundCompare.fundCompareMatch({ body }),
    invalidates: [financeKeys.all],
    successMessage,
  });
}

export function useUnmatchFunds(successMessage: string) {
  return useAdminMutation<{ receiptId: string }, unknown>({
    run: (body) => api.fundCompare.fundCompareUnmatch({ body }),
    invalidates: [financeKeys.all],
    successMessage,
  });
}
