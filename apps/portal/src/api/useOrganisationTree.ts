import type { OrgNode } from '@ccms/pickers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createOrganisationLoader } from './pickerData';

/** The cache key of the organisation's top level (departments), shared by every person picker. */
export const ORGANISATION_ROOTS_KEY = ['organisation', 'roots'] as const;

/**
 * What a person or department picker needs: the top-level departments (asked once per page and
 * shared) and the loader of a department's sub-departments and people when it opens.
 */
export function useOrganisationTree(): {
  nodes: OrgNode[];
  loadChildren: (deptId: string) => Promise<OrgNode[]>;
} {
  // One loader per picker: it asks for the department tree once and reuses it.
  const [loader] = useState(createOrganisationLoader);
  const [loadChildren] = useState(() => (deptId: string) => loader.children(deptId));
  const roots = useQuery({ queryKey: ORGANISATION_ROOTS_KEY, queryFn: () => loader.roots() });
  return { nodes: roots.data ?? [], loadChildren };
}
