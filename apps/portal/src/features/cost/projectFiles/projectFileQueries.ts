import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectConditionKind } from '@ccms/api-client';
import { api } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';

export const projectFileKeys = {
  conditions: ['cost', 'conditions'] as const,
  files: (projectId: string) => ['cost', 'projectFiles', projectId] as const,
  views: (projectId: string) => ['cost', 'projectViews', projectId] as const,
};

const CONDITION_CALL = {
  subject: (body: object) => api.costProjectFiles.projectSubjectCondition({ body }),
  bill: (body: object) => api.costProjectFiles.projectBillCondition({ body }),
  material: (body: object) => api.costProjectFiles.projectMaterialCondition({ body }),
  items: (body: object) => api.costProjectFiles.projectItemsCondition({ body }),
  relativity: (body: object) => api.costProjectFiles.projectRelativityCondition({ body }),
  expand: (body: object) => api.costProjectFiles.projectExpandCondition({ body }),
} satisfies Record<ProjectConditionKind, unknown>;

/** The choices the library offers for one condition kind, with project counts. */
export function useConditionChoices(kind: ProjectConditionKind) {
  return useQuery({
    queryKey: [...projectFileKeys.conditions, kind],
    queryFn: () => CONDITION_CALL[kind]({}),
    staleTime: 5 * 60_000,
  });
}

export function useProjectFiles(projectId: string) {
  return useQuery({
    queryKey: projectFileKeys.files(projectId),
    queryFn: () => api.costProjectFiles.projectFileList({ params: { id: projectId } }),
  });
}

export function useAttachFiles(projectId: string, successMessage: string) {
  const client = useQueryClient();
  return useAdminMutation({
    run: (fileIds: string[]) =>
      api.costProjectFiles.projectFileAttach({ body: { projectId, fileIds } }),
    successMessage,
    onSuccess: (files) => client.setQueryData(projectFileKeys.files(projectId), files),
  });
}

export const readWorkbookPreview = (fileId: string) =>
  api.costProjectFiles.projectReadExcelEx({ body: { fileId } });
export const readArchiveEntries = (fileId: string) =>
  api.costProjectFiles.projectReadDirectory({ params: { id: fileId } });

/** Counts this opening of the project once and answers its views. */
export function useCountedViews(projectId: string) {
  return useQuery({
    queryKey: projectFileKeys.views(projectId),
    queryFn: () => api.costProjectFiles.projectAddLookCount({ params: { projectId, count: 1 } }),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: projectId !== '',
  });
}
