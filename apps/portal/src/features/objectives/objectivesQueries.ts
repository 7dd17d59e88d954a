import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ObjectivePlan,
  ObjectivePlanAdjust,
  ObjectivePlanSave,
  ObjectiveProductionQuery,
  ObjectiveProgressSave,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

/** Everything under `objectives`: a saved plan or declaration refreshes both pages. */
export const objectivesKeys = { all: ['objectives'] as const };

export function useObjectivePlan(year: number) {
  return useQuery({
    queryKey: [...objectivesKeys.all, 'plan', year],
    queryFn: () => api.objectives.objectivesPlanGet({ body: { year } }),
    placeholderData: keepPreviousData,
  });
}

export function useSavePlan() {
  return useAdminMutation<ObjectivePlanSave, ObjectivePlan>({
    run: (body) => api.objectives.objectivesPlanSave({ body }),
    invalidates: [objectivesKeys.all],
  });
}

export function useIssuePlan() {
  return useAdminMutation<number, ObjectivePlan>({
    run: (year) => api.objectives.objectivesPlanIssue({ body: { year } }),
    invalidates: [objectivesKeys.all],
  });
}

export function useAdjustPlan() {
  return useAdminMutation<ObjectivePlanAdjust, ObjectivePlan>({
    run: (body) => api.objectives.objectivesPlanAdjust({ body }),
    invalidates: [objectivesKeys.all],
  });
}

export function useObjectiveProduction(query: ObjectiveProductionQuery) {
  return useQuery({
    queryKey: [...objectivesKeys.all, 'production', query],
    queryFn: () => api.objectives.objectivesProduction({ body: query }),
    placeholderData: keepPreviousData,
  });
}

export function useProgressList(month: string, departmentId: string | null) {
  return useQuery({
    queryKey: [...objectivesKeys.all, 'progress', month, departmentId],
    queryFn: () =>
      api.objectives.objectivesProgressList({
        body: { month, ...(departmentId ? { departmentId } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveProgress() {
  return useAdminMutation<ObjectiveProgressSave, { saved: number }>({
    run: (body) => api.objectives.objectivesProgressSave({ body }),
    invalidates: [objectivesKeys.all],
  });
}
