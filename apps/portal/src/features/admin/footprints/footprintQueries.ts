import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FootprintAdminDelete, FootprintAdminFilters } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';

export const FOOTPRINT_PAGE_SIZE = 20;

export const footprintKeys = {
  list: ['admin', 'footprints', 'list'] as const,
};

/** What the search bar asks for; applied when 搜索 is pressed. */
export interface FootprintFilter {
  user: string;
  type: number | null;
  menuName: string;
  dates: { start: string; end: string } | null;
}

export const NO_FOOTPRINT_FILTER: FootprintFilter = {
  user: '',
  type: null,
  menuName: '',
  dates: null,
};

/** The filter as the contract's params: empty parts left out. */
export function toFootprintParams(filter: FootprintFilter): FootprintAdminFilters {
  const user = filter.user.trim();
  const menuName = filter.menuName.trim();
  return {
    ...(user ? { user } : {}),
    ...(filter.type !== null ? { type: filter.type } : {}),
    ...(menuName ? { menuName } : {}),
    ...(filter.dates ? { beginDate: filter.dates.start, endDate: filter.dates.end } : {}),
  };
}

/** One page of the company's footprints, with the most active users within the same filter. */
export function useFootprintPage(filter: FootprintFilter, pageNo: number) {
  const params = toFootprintParams(filter);
  return useQuery({
    queryKey: [...footprintKeys.list, params, pageNo],
    queryFn: () =>
      api.footprint.footprintAdminQueryList({
        body: { pageNo, pageSize: FOOTPRINT_PAGE_SIZE, params },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteFootprints(
  successMessage: (deleted: number) => string,
  onDone: () => void,
) {
  return useAdminMutation<FootprintAdminDelete, { deleted: number }>({
    run: (body) => api.footprint.footprintAdminDelete({ body }),
    invalidates: [footprintKeys.list],
    successMessage: false,
    onSuccess: (answer) => {
      onDone();
      // The count tells the administrator what the server really removed.
      toast.success(successMessage(answer.deleted));
    },
  });
}
