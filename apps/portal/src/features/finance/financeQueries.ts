import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  bankTemplateDownload,
  endpointUrl,
  type BankAccount,
  type BankAccountSave,
  type BankDetail,
  type BankDetailParams,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { withToken } from '../../api/pickerData';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

/** Spec 001 §9: 20 rows a page. */
export const FINANCE_PAGE_SIZE = 20;
/** Enough for every account of a firm in one select. */
const ACCOUNT_LIST_SIZE = 500;

/** Everything under `finance`: a change to bank rows refreshes every finance page at once. */
export const financeKeys = {
  all: ['finance'] as const,
  accounts: ['finance', 'accounts'] as const,
  details: ['finance', 'details'] as const,
  subscription: ['finance', 'subscription'] as const,
  claims: (id: string) => ['finance', 'claims', id] as const,
  dayCount: ['finance', 'dayCount'] as const,
  capital: ['finance', 'capital'] as const,
  contracts: ['finance', 'contracts'] as const,
};

/** The company's bank accounts (for the account selects), by their order. */
export function useAllBankAccounts() {
  return useQuery({
    queryKey: [...financeKeys.accounts, 'all'],
    queryFn: async () =>
      (await api.finance.bankAccountQueryList({ body: { pageNo: 1, pageSize: ACCOUNT_LIST_SIZE } }))
        .data,
  });
}

/** One page of the accounts page's list. */
export function useBankAccountPage(keyword: string, pageNo: number) {
  return useQuery({
    queryKey: [...financeKeys.accounts, 'page', keyword, pageNo],
    queryFn: () =>
      api.finance.bankAccountQueryList({
        body: {
          pageNo,
          pageSize: FINANCE_PAGE_SIZE,
          params: keyword ? { keyword } : {},
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveBankAccount() {
  return useAdminMutation<BankAccountSave, BankAccount>({
    run: (body) => api.finance.bankAccountSave({ body }),
    invalidates: [financeKeys.accounts],
  });
}

export function useDeleteBankAccount() {
  return useAdminMutation<BankAccount, null>({
    run: (account) => api.finance.bankAccountDelete({ params: { id: account.id } }),
    invalidates: [financeKeys.accounts],
  });
}

/** One page of bank rows with the totals of the whole filtered list. */
export function useBankDetailPage(params: BankDetailParams, pageNo: number) {
  return useQuery({
    queryKey: [...financeKeys.details, params, pageNo],
    queryFn: () =>
      api.finance.bankDetailQueryList({
        body: { pageNo, pageSize: FINANCE_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

export interface CorrectInput {
  id: string;
  isCorrect: boolean;
  summary: string;
  matter: string;
  memo: string;
}

export function useCorrectBankDetail() {
  return useAdminMutation<CorrectInput, BankDetail>({
    run: (body) => api.finance.bankDetailCorrect({ body }),
    invalidates: [financeKeys.details, financeKeys.subscription],
  });
}

export type SubscriptionParams = Pick<
  BankDetailParams,
  'accountId' | 'dateFrom' | 'dateTo' | 'keyword'
> & { all?: boolean };

export function useSubscriptionPage(params: SubscriptionParams, pageNo: number) {
  return useQuery({
    queryKey: [...financeKeys.subscription, params, pageNo],
    queryFn: () =>
      api.finance.bankSubscriptionQueryList({
        body: { pageNo, pageSize: FINANCE_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The claims (receipts) made from one bank row. */
export function useBankClaims(id: string) {
  return useQuery({
    queryKey: financeKeys.claims(id),
    queryFn: () => api.finance.bankClaimList({ params: { id } }),
  });
}

/** Claims change the rows, their claims and the contracts' received totals. */
const CLAIM_CHANGES = [
  financeKeys.details,
  financeKeys.subscription,
  ['finance', 'claims'] as const,
  financeKeys.contracts,
];

export interface ClaimInput {
  bankDetailId: string;
  contractId: string;
  amount: string;
  memo: string;
}

export function useClaim() {
  return useAdminMutation({
    run: (body: ClaimInput) => api.finance.bankClaim({ body }),
    invalidates: CLAIM_CHANGES,
    successMessage: false,
  });
}

export function useUnclaim() {
  return useAdminMutation({
    run: (receiptId: string) => api.finance.bankUnclaim({ body: { receiptId } }),
    invalidates: CLAIM_CHANGES,
    successMessage: false,
  });
}

export function useSetNeedClaim() {
  return useAdminMutation({
    run: (body: { id: string; isNeedClaim: boolean; isChangeAccount?: boolean }) =>
      api.finance.bankDetailSetNeedClaim({ body }),
    invalidates: CLAIM_CHANGES,
    successMessage: false,
  });
}

export interface Period {
  accountId?: string;
  dateFrom: string;
  dateTo: string;
}

export function useDayCount(period: Period) {
  return useQuery({
    queryKey: [...financeKeys.dayCount, period],
    queryFn: () => api.finance.bankDayCount({ body: period }),
    placeholderData: keepPreviousData,
  });
}

export function useCapitalPosition(period: Period) {
  return useQuery({
    queryKey: [...financeKeys.capital, period],
    queryFn: () => api.finance.capitalPosition({ body: period }),
    placeholderData: keepPreviousData,
  });
}

/** The statement template's download link (a browser download carries the token in its query). */
export function bankTemplateUrl(): string {
  return withToken(endpointUrl('/api', bankTemplateDownload));
}
