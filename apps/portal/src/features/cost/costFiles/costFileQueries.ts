import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CostFile, CostFileParams, CostFileSave } from '@ccms/api-client';
import { api } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';

export const COST_FILE_PAGE_SIZE = 20;

export const costFileKeys = {
  all: ['costFiles'] as const,
  page: (params: CostFileParams, pageNo: number) => ['costFiles', 'page', params, pageNo] as const,
  versions: (documentId: string) => ['costFiles', 'versions', documentId] as const,
  projects: ['costFiles', 'projects'] as const,
};

export function useCostFilePage(params: CostFileParams, pageNo: number) {
  return useQuery({
    queryKey: costFileKeys.page(params, pageNo),
    queryFn: () =>
      api.costFiles.costFileQueryList({
        body: { pageNo, pageSize: COST_FILE_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

export const useCostFileVersions = (documentId: string) =>
  useQuery({
    queryKey: costFileKeys.versions(documentId),
    queryFn: () => api.costFiles.costFileVersions({ params: { documentId } }),
  });

export const useCostFileProjects = () =>
  useQuery({
    queryKey: costFileKeys.projects,
    queryFn: () => api.costFiles.costFileProjects(),
    staleTime: 60_000,
  });

export const useSaveCostFile = () =>
  useAdminMutation({
    run: (body: CostFileSave) => api.costFiles.costFileSave({ body }),
    invalidates: [costFileKeys.all],
  });

export const useDeleteCostFile = () =>
  useAdminMutation({
    run: (row: CostFile) =>
      api.costFiles.costFileDelete({ params: { documentId: row.documentId } }),
    invalidates: [costFileKeys.all],
  });
