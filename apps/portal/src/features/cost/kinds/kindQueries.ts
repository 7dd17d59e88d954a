import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@ccms/api-client';
import { api } from '../../../api/client';

/** Everything under `cost`, `kinds`: kinds, a project's features and factors, the fee tool. */
export const kindKeys = {
  kinds: ['cost', 'kinds', 'tree'] as const,
  attrs: (kindId: string) => ['cost', 'kinds', 'attrs', kindId] as const,
  base: (projectId: string) => ['cost', 'kinds', 'base', projectId] as const,
  features: (projectId: string) => ['cost', 'kinds', 'features', projectId] as const,
  factors: (projectId: string) => ['cost', 'kinds', 'factors', projectId] as const,
  feeBases: ['cost', 'kinds', 'feeBases'] as const,
  feeAreas: ['cost', 'kinds', 'feeAreas'] as const,
  feeRows: (baseId: string) => ['cost', 'kinds', 'feeRows', baseId] as const,
  feeSimple: (baseId: string) => ['cost', 'kinds', 'feeSimple', baseId] as const,
  kisdee: ['cost', 'kinds', 'kisdee'] as const,
  kisdeeFields: (table: string) => ['cost', 'kinds', 'kisdee', table] as const,
};

/** Every kind, flat in tree order (with the company's project counts). */
export function useKinds() {
  return useQuery({ queryKey: kindKeys.kinds, queryFn: () => api.costKinds.kindProjectCount() });
}

export function useKindAttrs(kindId: string | null) {
  return useQuery({
    queryKey: kindKeys.attrs(kindId ?? ''),
    queryFn: () => api.costKinds.kindAttrQueryList({ body: { kindId: kindId!, scope: 'project' } }),
    enabled: kindId !== null,
  });
}

export function useBaseFeature(projectId: string) {
  return useQuery({
    queryKey: kindKeys.base(projectId),
    queryFn: () => api.costKinds.featureQueryProperty({ body: { projectId } }),
  });
}

export function useProjectFeatures(projectId: string) {
  return useQuery({
    queryKey: kindKeys.features(projectId),
    queryFn: () => api.costKinds.featureQueryAttrProperty({ body: { projectId } }),
  });
}

export function useFactors(projectId: string) {
  return useQuery({
    queryKey: kindKeys.factors(projectId),
    queryFn: () => api.costKinds.factorList({ body: { projectId } }),
  });
}

/** The report a refused save or import carries as its data (`errors`). */
export function errorsOf<T>(error: unknown): T[] | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.data as { errors?: T[] } | null | undefined;
  return Array.isArray(data?.errors) && data.errors.length > 0 ? data.errors : null;
}
