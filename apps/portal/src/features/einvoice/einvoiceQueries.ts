import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Einvoice,
  EinvoiceDirection,
  EinvoiceParams,
  EinvoiceSave,
  EinvoiceVerify,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';
import { financeKeys } from '../finance/financeQueries';

export const EINVOICE_PAGE_SIZE = 20;

/** Under `finance`: an invoice issued in 开票申请 shows here, so their changes refresh this too. */
export const einvoiceKeys = {
  all: [...financeKeys.all, 'einvoice'] as const,
};

export function useEinvoicePage(params: EinvoiceParams, pageNo: number) {
  return useQuery({
    queryKey: [...einvoiceKeys.all, 'page', params, pageNo],
    queryFn: () =>
      api.einvoice.einvoiceQueryList({ body: { pageNo, pageSize: EINVOICE_PAGE_SIZE, params } }),
    placeholderData: keepPreviousData,
  });
}

export const useSaveEinvoice = () =>
  useAdminMutation({
    run: (body: EinvoiceSave) => api.einvoice.einvoiceSave({ body }),
    invalidates: [einvoiceKeys.all],
  });

export const useDeleteEinvoice = () =>
  useAdminMutation({
    run: (row: Einvoice) => api.einvoice.einvoiceDelete({ params: { id: row.id } }),
    invalidates: [einvoiceKeys.all],
  });

export const useVerifyEinvoice = () =>
  useAdminMutation({
    run: (body: {
      id: string;
      verifyStatus: EinvoiceVerify;
      verifiedDate?: string;
      note?: string;
    }) => api.einvoice.einvoiceVerify({ body }),
    invalidates: [einvoiceKeys.all],
  });

/** 批量查验: the outcome is shown in the dialog, no toast. */
export const useVerifyEinvoiceBatch = () =>
  useAdminMutation({
    run: (body: { ids: string[]; note?: string }) => api.einvoice.einvoiceVerifyBatch({ body }),
    invalidates: [einvoiceKeys.all],
    successMessage: false,
  });

export function useEinvoiceVerifications(id: string) {
  return useQuery({
    queryKey: [...einvoiceKeys.all, 'verifications', id],
    queryFn: () => api.einvoice.einvoiceVerifications({ params: { id } }),
  });
}

/** The import answers the per-row report as data on failure: this mutation shows it, no toast. */
export const useImportEinvoices = () =>
  useAdminMutation({
    run: (body: { direction: EinvoiceDirection; fileItems: string[] }) =>
      api.einvoice.einvoiceImport({ body }),
    invalidates: [einvoiceKeys.all],
    successMessage: false,
  });
