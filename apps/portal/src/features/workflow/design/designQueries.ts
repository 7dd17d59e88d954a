import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Spec 000 §9: 20 rows a page. */
export const DESIGN_PAGE_SIZE = 20;

export const designKeys = {
  all: ['workflow', 'design'] as const,
  models: ['workflow', 'design', 'models'] as const,
  procdefs: ['workflow', 'design', 'procdefs'] as const,
  categories: ['workflow', 'design', 'categories'] as const,
};

export interface ModelFilter {
  name: string;
  categoryId: string;
}

export function useCategories() {
  return useQuery({
    queryKey: designKeys.categories,
    queryFn: () => api.workflow.wfCategoryList(),
    staleTime: 60_000,
  });
}

export function useModelPage(filter: ModelFilter, pageNo: number) {
  return useQuery({
    queryKey: [...designKeys.models, filter, pageNo],
    queryFn: () =>
      api.workflow.wfModelList({
        body: {
          pageNo,
          pageSize: DESIGN_PAGE_SIZE,
          params: {
            name: filter.name || undefined,
            categoryId: filter.categoryId || undefined,
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProcdefPage(filter: ModelFilter, pageNo: number) {
  return useQuery({
    queryKey: [...designKeys.procdefs, filter, pageNo],
    queryFn: () =>
      api.workflow.wfProcdefList({
        body: {
          pageNo,
          pageSize: DESIGN_PAGE_SIZE,
          params: {
            name: filter.name || undefined,
            categoryId: filter.categoryId || undefined,
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}
