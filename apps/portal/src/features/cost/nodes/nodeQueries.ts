import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { libraryKeys } from '../library/libraryQueries';
import { projectKeys } from '../project/projectQueries';

/** A project's 规模 summary and authorised staff, under the project's key. */
export const nodeKeys = {
  scale: (projectId: string) => [...projectKeys.project(projectId), 'scale'] as const,
  authorize: (projectId: string) => [...projectKeys.project(projectId), 'authorize'] as const,
  groups: (projectId: string) => [...projectKeys.project(projectId), 'groups'] as const,
  groupNodes: (projectId: string) =>
    [...projectKeys.project(projectId), 'groups', 'nodes'] as const,
};

export function useScaleSummary(projectId: string) {
  return useQuery({
    queryKey: nodeKeys.scale(projectId),
    queryFn: () => api.costNodes.nodeCalScaleSummary({ params: { id: projectId } }),
  });
}

/** Stores the summed areas; the tree, the project and the summary refresh. */
export function useResetScale(projectId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useAdminMutation({
    run: () => api.costNodes.nodeResetScale({ params: { id: projectId } }),
    successMessage: t('costNodes.scale.resetDone'),
    onSuccess: (summary) => queryClient.setQueryData(nodeKeys.scale(projectId), summary),
    invalidates: [projectKeys.project(projectId), libraryKeys.list],
  });
}

export function useProjectAuthorize(projectId: string) {
  return useQuery({
    queryKey: nodeKeys.authorize(projectId),
    queryFn: () => api.costNodes.projectAuthorizeFind({ params: { id: projectId } }),
  });
}

/** Replaces the project's authorised staff; the list refreshes with the server's answer. */
export function useSaveAuthorize(projectId: string) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    run: (members: { userId: string; canAudit: boolean; remark: string | null }[]) =>
      api.costNodes.projectAuthorizeSave({ body: { projectId, members } }),
    onSuccess: (saved) => queryClient.setQueryData(nodeKeys.authorize(projectId), saved),
  });
}
