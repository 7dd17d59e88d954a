import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  certificateExport,
  endpointUrl,
  type Certificate,
  type CertificateParams,
  type CertificateSave,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { session } from '../../app/session';
import { currentLanguage } from '../../i18n';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

export const CERTIFICATE_PAGE_SIZE = 20;

export const certificateKeys = {
  all: ['certificates'] as const,
  page: (params: CertificateParams, pageNo: number) =>
    ['certificates', 'page', params, pageNo] as const,
  expiring: ['certificates', 'expiring'] as const,
  summary: ['certificates', 'summary'] as const,
};

export function useCertificatePage(params: CertificateParams, pageNo: number) {
  return useQuery({
    queryKey: certificateKeys.page(params, pageNo),
    queryFn: () =>
      api.certificates.certificateQueryList({
        body: { pageNo, pageSize: CERTIFICATE_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

export const useExpiringCertificates = () =>
  useQuery({
    queryKey: certificateKeys.expiring,
    queryFn: () => api.certificates.certificateExpiring(),
  });

export const useCertificateSummary = () =>
  useQuery({
    queryKey: certificateKeys.summary,
    queryFn: () => api.certificates.certificateSummary(),
  });

export const useSaveCertificate = () =>
  useAdminMutation({
    run: (body: CertificateSave) => api.certificates.certificateSave({ body }),
    invalidates: [certificateKeys.all],
  });

export const useDeleteCertificate = () =>
  useAdminMutation({
    run: (row: Certificate) => api.certificates.certificateDelete({ params: { id: row.id } }),
    invalidates: [certificateKeys.all],
  });

/**
 * The filtered certificates as a workbook. The export answers a file, which the typed client does
 * not read: a failure still comes as the envelope, whose message is thrown.
 */
export async function fetchCertificateExport(params: CertificateParams): Promise<Blob> {
  const token = session.getToken();
  const response = await fetch(endpointUrl('/api', certificateExport), {
    method: certificateExport.method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': currentLanguage(),
      ...(token ? { AuthToken: token } : {}),
    },
    body: JSON.stringify({ params }),
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || response.statusText || `HTTP ${response.status}`);
  }
  return response.blob();
}
