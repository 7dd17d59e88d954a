import { useQuery } from '@tanstack/react-query';
import type { Area, AreaSave } from '@ccms/api-client';
import { useMemo } from 'react';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { areaRows } from './areaTree';

/** Everything under `areas`: one invalidation refreshes the tree and the pickers that read it. */
export const areaKeys = {
  all: ['admin', 'areas'] as const,
  tree: ['admin', 'areas', 'tree'] as const,
};

/** The company's area tree as nodes (for pickers) and rows (for the tree table). */
export function useAreaTree(enabled = true) {
  const query = useQuery({
    queryKey: areaKeys.tree,
    queryFn: () => api.area.areaQueryTree(),
    enabled,
  });
  const nodes = query.data;
  const rows = useMemo(() => areaRows(nodes ?? []), [nodes]);
  return { rows, isLoading: query.isLoading, isError: query.isError };
}

export function useSaveArea(onSaved?: (area: Area) => void) {
  return useAdminMutation<AreaSave, Area>({
    run: (body) => api.area.areaSave({ body }),
    invalidates: [areaKeys.all],
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
}

export function useDeleteArea() {
  return useAdminMutation<string, null>({
    run: (id) => api.area.areaDelete({ params: { id } }),
    invalidates: [areaKeys.all],
  });
}

/**
 * Persists a move: the save endpoint takes one area at a time, so each renumbered area is saved
 * in turn; the tree is read again afterwards, also when one of them was refused.
 */
export function useMoveAreas() {
  return useAdminMutation<AreaSave[], void>({
    run: async (bodies) => {
      for (const body of bodies) await api.area.areaSave({ body });
    },
    invalidates: [areaKeys.all],
    // The tree table announces the move itself once the server has kept it.
    successMessage: false,
  });
}
