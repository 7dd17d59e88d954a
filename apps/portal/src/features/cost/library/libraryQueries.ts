import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CostProject, ProjectSave, ProjectSearchParams, SavedSearch } from '@ccms/api-client';
import { api } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';

/** Spec 001: the library shows 20 projects a page. */
export const LIBRARY_PAGE_SIZE = 20;
/** The page whose saved searches the library lists (projectSearchList id). */
export const SAVED_SEARCH_PAGE = 'consult';

/** Everything under `cost`, `projects`: one invalidation refreshes the library and the details. */
export const libraryKeys = {
  all: ['cost', 'projects'] as const,
  list: ['cost', 'projects', 'list'] as const,
  saved: ['cost', 'savedSearches', SAVED_SEARCH_PAGE] as const,
};

/** One page of the library for a search condition, newest first. */
export function useProjectPage(condition: ProjectSearchParams, pageNo: number) {
  return useQuery({
    queryKey: [...libraryKeys.list, condition, pageNo],
    queryFn: () =>
      api.cost.projectSearch({
        body: { pageNo, pageSize: LIBRARY_PAGE_SIZE, params: condition },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The user's saved searches of the library, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: libraryKeys.saved,
    queryFn: () => api.cost.projectSearchList({ params: { id: SAVED_SEARCH_PAGE } }),
  });
}

/** Reads one saved search (its condition as the server keeps it). */
export function loadSavedSearch(id: string): Promise<SavedSearch> {
  return api.cost.projectSearchGet({ params: { id } });
}

export function useSaveSearch() {
  return useAdminMutation<{ name: string; condition: ProjectSearchParams }, SavedSearch>({
    run: (body) => api.cost.projectSearchSave({ body }),
    invalidates: [libraryKeys.saved],
  });
}

export function useSaveProject() {
  return useAdminMutation<ProjectSave, CostProject>({
    run: (body) => api.cost.projectSave({ body }),
    invalidates: [libraryKeys.all],
  });
}

/** Deletes a project: its root node, with everything beneath it. */
export function useDeleteProject() {
  return useAdminMutation<CostProject, null>({
    run: (project) => api.cost.projectNodeDelete({ params: { id: project.rootNodeId } }),
    invalidates: [libraryKeys.all],
  });
}
