import type { WfFlowSettings, WfFlowSettingView } from '@ccms/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** A company has a handful of flows: one page of the contract's largest size holds them. */
const ALL_FLOWS_PAGE_SIZE = 500;

export const settingKeys = {
  flows: ['workflow', 'settings', 'flows'] as const,
  view: (key: string) => ['workflow', 'settings', 'view', key] as const,
  leaders: ['workflow', 'settings', 'deptLeaders'] as const,
  data: (key: string, pageNo: number) => ['workflow', 'settings', 'data', key, pageNo] as const,
};

/** The deployed flows (latest version of each key) for the flow picker. */
export function useDeployedFlows() {
  return useQuery({
    queryKey: settingKeys.flows,
    queryFn: async () =>
      (await api.workflow.wfProcdefList({ body: { pageNo: 1, pageSize: ALL_FLOWS_PAGE_SIZE } }))
        .data,
  });
}

export function useFlowSetting(key: string) {
  return useQuery({
    queryKey: settingKeys.view(key),
    queryFn: () => api.workflow.wfFlowSettingGet({ params: { key } }),
    enabled: key !== '',
    retry: false,
  });
}

/** Saves the whole settings document (each tab edits its part of it). */
export function useSaveFlowSetting(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WfFlowSettings) =>
      api.workflow.wfFlowSettingSave({ params: { key }, body: settings }),
    onSuccess: (saved: WfFlowSettingView) => queryClient.setQueryData(settingKeys.view(key), saved),
  });
}

export function useDeptLeaders() {
  return useQuery({
    queryKey: settingKeys.leaders,
    queryFn: () => api.workflow.wfDeptLeaderList(),
  });
}

export function useSaveDeptLeaders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { deptId: string; userIds: string[] }) =>
      api.workflow.wfDeptLeaderSave({ body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.leaders }),
  });
}

export function useFlowInstances(key: string, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: settingKeys.data(key, pageNo),
    queryFn: () =>
      api.workflow.wfAdminProcessList({
        body: { pageNo, pageSize, params: { definitionKey: key } },
      }),
  });
}
