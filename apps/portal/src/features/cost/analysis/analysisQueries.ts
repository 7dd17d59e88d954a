import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalysisIndicatorKey, AnalysisRelativityModel } from '@ccms/api-client';
import { api } from '../../../api/client';
import { libraryKeys } from '../library/libraryQueries';

/** Under the library's key: a change to a project refreshes its analyses too. */
const keyOf = (projectId: string, ...rest: readonly unknown[]) =>
  [...libraryKeys.all, 'analysis', projectId, ...rest] as const;

export function useComposition(projectId: string) {
  return useQuery({
    queryKey: keyOf(projectId, 'analyze1'),
    queryFn: () => api.costAnalysis.analyze1Tree({ body: { projectId } }),
    enabled: projectId !== '',
  });
}

/** Lines of a unit's bill tree per page. */
export const UNIT_BILLS_PAGE_SIZE = 100;

/** One page of a unit's bill tree (a unit may hold 100,000 bills); the last page shows meanwhile. */
export function useUnitBills(projectId: string, nodeId: string | null, pageNo: number) {
  return useQuery({
    queryKey: keyOf(projectId, 'analyze1Bills', nodeId, pageNo),
    queryFn: () =>
      api.costAnalysis.analyze1TreeForBill({
        body: { projectId, nodeId: nodeId!, pageNo, pageSize: UNIT_BILLS_PAGE_SIZE },
      }),
    enabled: projectId !== '' && nodeId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSpecialties(projectId: string) {
  return useQuery({
    queryKey: keyOf(projectId, 'analyze2'),
    queryFn: () => api.costAnalysis.analyze2Tree({ body: { projectId } }),
    enabled: projectId !== '',
  });
}

export function useResources(projectId: string) {
  return useQuery({
    queryKey: keyOf(projectId, 'analyze3'),
    queryFn: () => api.costAnalysis.analyze3Tree({ body: { projectId } }),
    enabled: projectId !== '',
  });
}

export function useProjectIndicators(projectId: string) {
  return useQuery({
    queryKey: keyOf(projectId, 'indicators'),
    queryFn: () => api.costAnalysis.analyzeProjectData({ body: { projectId } }),
    enabled: projectId !== '',
  });
}

export function useComplement(projectId: string) {
  return useQuery({
    queryKey: keyOf(projectId, 'complement'),
    queryFn: () => api.costAnalysis.analyzeComplementStatus({ params: { id: projectId } }),
    enabled: projectId !== '',
  });
}

export function useFunnel(projectId: string, indicator: AnalysisIndicatorKey) {
  return useQuery({
    queryKey: keyOf(projectId, 'funnel', indicator),
    queryFn: () => api.costAnalysis.indicatorFunnel({ body: { projectId, indicator } }),
    enabled: projectId !== '',
  });
}

/** Columns and rows of a group comparison; runs once 2–10 projects are chosen. */
export function useGroupComparison(projectIds: readonly string[]) {
  const body = { projectIds: [...projectIds] };
  const enabled = projectIds.length >= 2 && projectIds.length <= 10;
  const columns = useQuery({
    queryKey: [...libraryKeys.all, 'analysis', 'group', 'columns', body.projectIds],
    queryFn: () => api.costAnalysis.analyzeGroupColumn({ body }),
    enabled,
  });
  const rows = useQuery({
    queryKey: [...libraryKeys.all, 'analysis', 'group', 'rows', body.projectIds],
    queryFn: () => api.costAnalysis.analyzeGroupData({ body }),
    enabled,
  });
  return { columns, rows };
}

export function useRelativity(projectId: string) {
  return useQuery({
    queryKey: keyOf(projectId, 'relativity'),
    queryFn: () => api.costAnalysis.relativityAnalyzeTree({ body: { projectId } }),
    enabled: projectId !== '',
  });
}

export interface BillsBehind {
  unitId: string;
  modelId: AnalysisRelativityModel;
  side: 'a' | 'b';
}

export function useRelativityBills(projectId: string, chosen: BillsBehind | null) {
  return useQuery({
    queryKey: keyOf(projectId, 'relativityBills', chosen?.unitId, chosen?.modelId, chosen?.side),
    queryFn: () =>
      api.costAnalysis.relativityAnalyzeBills({
        body: { projectId, unitId: chosen!.unitId, modelId: chosen!.modelId, side: chosen!.side },
      }),
    enabled: projectId !== '' && chosen !== null,
  });
}

export function useExpand(projectId: string) {
  return useQuery({
    queryKey: keyOf(projectId, 'expand'),
    queryFn: () => api.costAnalysis.expandAnalyzeTree({ body: { projectId } }),
    enabled: projectId !== '',
  });
}

/** Library projects to choose from for a comparison (the first 50, newest first). */
export function useComparableProjects() {
  return useQuery({
    queryKey: [...libraryKeys.list, 'analysis-choice'],
    queryFn: () => api.cost.projectSearch({ body: { pageNo: 1, pageSize: 50 } }),
  });
}
