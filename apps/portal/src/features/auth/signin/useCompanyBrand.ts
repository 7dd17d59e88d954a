import { useQuery } from '@tanstack/react-query';
import { quietApi } from '../../../api/client';

/**
 * A company's name and logos for its own login page (GET /saas/company/{companyId}, by id or
 * code). Asked quietly: an unknown company is the page's own message, not an error toast.
 */
export function useCompanyBrand(companyId: string | undefined) {
  return useQuery({
    queryKey: ['signin', 'companyBrand', companyId ?? null],
    queryFn: () => quietApi.saas.saasCompany({ params: { companyId: companyId ?? '' } }),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
