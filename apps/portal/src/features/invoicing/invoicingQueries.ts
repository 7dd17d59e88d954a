import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ApprovalStatus,
  InvoiceApply,
  InvoiceApplyParams,
  InvoiceApplySave,
  Loan,
  LoanSave,
  PriceRequest,
  PriceRequestSave,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';
import { financeKeys } from '../finance/financeQueries';

/** Spec 001 §9: 20 rows a page. */
export const INVOICING_PAGE_SIZE = 20;

/** Under `finance`: an issued invoice changes the contracts the other finance pages show. */
export const invoicingKeys = {
  invoices: [...financeKeys.all, 'invoiceApply'] as const,
  position: (contractId: string) =>
    [...financeKeys.all, 'invoiceApply', 'position', contractId] as const,
  over: [...financeKeys.all, 'overInvoicing'] as const,
  loans: [...financeKeys.all, 'loans'] as const,
  prices: [...financeKeys.all, 'prices'] as const,
  rates: [...financeKeys.all, 'priceRates'] as const,
};

export function useInvoiceApplyPage(params: InvoiceApplyParams, pageNo: number) {
  return useQuery({
    queryKey: [...invoicingKeys.invoices, 'page', params, pageNo],
    queryFn: () =>
      api.invoicing.invoiceApplyQueryList({
        body: { pageNo, pageSize: INVOICING_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useContractPosition(contractId: string | null) {
  return useQuery({
    queryKey: invoicingKeys.position(contractId ?? ''),
    queryFn: () =>
      api.invoicing.invoiceContractPosition({ params: { contractId: contractId ?? '' } }),
    enabled: contractId !== null,
  });
}

/** A change of these pages: refreshes every finance list (contracts' invoiced totals move too). */
const useInvoicingMutation = <Input, Output>(run: (input: Input) => Promise<Output>) =>
  useAdminMutation<Input, Output>({ run, invalidates: [financeKeys.all] });

export const useSaveInvoiceApply = () =>
  useInvoicingMutation((body: InvoiceApplySave) => api.invoicing.invoiceApplySave({ body }));
export const useSubmitInvoiceApply = () =>
  useInvoicingMutation((row: InvoiceApply) =>
    api.invoicing.invoiceApplySubmit({ body: { id: row.id } }),
  );
export const useDeleteInvoiceApply = () =>
  useInvoicingMutation((row: InvoiceApply) =>
    api.invoicing.invoiceApplyDelete({ params: { id: row.id } }),
  );
export const useIssueInvoiceApply = () =>
  useInvoicingMutation((body: { id: string; invoiceNo: string; issuedDate: string }) =>
    api.invoicing.invoiceApplyIssue({ body }),
  );
export const useReturnInvoiceApply = () =>
  useInvoicingMutation((body: { id: string; reason: string }) =>
    api.invoicing.invoiceApplyReturn({ body }),
  );
export const useVoidInvoiceApply = () =>
  useInvoicingMutation(
    (body: { id: string; redInvoiceNo: string; redDate: string; reason: string }) =>
      api.invoicing.invoiceApplyVoid({ body }),
  );

export interface OverFilter {
  basis: 'received' | 'contract';
  keyword: string;
}

export function useOverInvoicingPage(filter: OverFilter, pageNo: number) {
  return useQuery({
    queryKey: [...invoicingKeys.over, filter, pageNo],
    queryFn: () =>
      api.invoicing.overInvoicingQueryList({
        body: {
          pageNo,
          pageSize: INVOICING_PAGE_SIZE,
          params: { basis: filter.basis, ...(filter.keyword ? { keyword: filter.keyword } : {}) },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export interface LoanFilter {
  keyword: string;
  status: ApprovalStatus | null;
  overdue: boolean;
  outstanding: boolean;
}

export function useLoanPage(filter: LoanFilter, pageNo: number) {
  return useQuery({
    queryKey: [...invoicingKeys.loans, 'page', filter, pageNo],
    queryFn: () =>
      api.invoicing.loanQueryList({
        body: {
          pageNo,
          pageSize: INVOICING_PAGE_SIZE,
          params: {
            ...(filter.keyword ? { keyword: filter.keyword } : {}),
            ...(filter.status ? { status: filter.status } : {}),
            ...(filter.overdue ? { overdue: true } : {}),
            ...(filter.outstanding ? { outstanding: true } : {}),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLoan(id: string | null) {
  return useQuery({
    queryKey: [...invoicingKeys.loans, 'one', id],
    queryFn: () => api.invoicing.loanGet({ params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export const useSaveLoan = () =>
  useInvoicingMutation((body: LoanSave) => api.invoicing.loanSave({ body }));
export const useSubmitLoan = () =>
  useInvoicingMutation((row: Loan) => api.invoicing.loanSubmit({ body: { id: row.id } }));
export const useDeleteLoan = () =>
  useInvoicingMutation((row: Loan) => api.invoicing.loanDelete({ params: { id: row.id } }));
export const useApproveLoan = () =>
  useInvoicingMutation((body: { id: string; approved: boolean; opinion: string }) =>
    api.invoicing.loanApprove({ body }),
  );
export const useRepayLoan = () =>
  useInvoicingMutation(
    (body: { loanId: string; amount: string; repaidDate: string; memo: string }) =>
      api.invoicing.loanRepay({ body }),
  );

export interface PriceFilter {
  keyword: string;
  status: ApprovalStatus | null;
  usable: boolean;
}

export function usePricePage(filter: PriceFilter, pageNo: number) {
  return useQuery({
    queryKey: [...invoicingKeys.prices, 'page', filter, pageNo],
    queryFn: () =>
      api.invoicing.priceRequestQueryList({
        body: {
          pageNo,
          pageSize: INVOICING_PAGE_SIZE,
          params: {
            ...(filter.keyword ? { keyword: filter.keyword } : {}),
            ...(filter.status ? { status: filter.status } : {}),
            ...(filter.usable ? { usable: true } : {}),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The fee-rate tiers of every business type (for the live guidance-fee preview). */
export function usePriceRates() {
  return useQuery({
    queryKey: invoicingKeys.rates,
    queryFn: () => api.invoicing.priceRateList(),
    staleTime: 5 * 60_000,
  });
}

export const useSavePrice = () =>
  useInvoicingMutation((body: PriceRequestSave) => api.invoicing.priceRequestSave({ body }));
export const useSubmitPrice = () =>
  useInvoicingMutation((row: PriceRequest) =>
    api.invoicing.priceRequestSubmit({ body: { id: row.id } }),
  );
export const useDeletePrice = () =>
  useInvoicingMutation((row: PriceRequest) =>
    api.invoicing.priceRequestDelete({ params: { id: row.id } }),
  );
export const useApprovePrice = () =>
  useInvoicingMutation((body: { id: string; approved: boolean; opinion: string }) =>
    api.invoicing.priceRequestApprove({ body }),
  );
