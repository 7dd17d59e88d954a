import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectConditionKind, ProjectFileKind } from '@ccms/api-client';
import { api } from '../../../api/client';
import { toast } from '@ccms/ui';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { libraryKeys } from '../library/libraryQueries';

export const projectFileKeys = {
  conditions: ['cost', 'conditions'] as const,
  files: (projectId: string) => ['cost', 'projectFiles', projectId] as const,
  views: (projectId: string) => ['cost', 'projectViews', projectId] as const,
  images: (projectId: string) => ['cost', 'projectImages', projectId] as const,
  support: (kind: ProjectFileKind) => ['cost', 'projectFileSupport', kind] as const,
  /** Under the project's detail key: a bill or fee change there refreshes the 汇总 too. */
  summary: (projectId: string) => [...libraryKeys.all, 'detail', projectId, 'summary'] as const,
  compare: (ids: readonly string[]) => ['cost', 'compareBills', ids.join(',')] as const,
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

/** The image files of the project (thumbnails in the files tab). */
export function useProjectImages(projectId: string) {
  return useQuery({
    queryKey: projectFileKeys.images(projectId),
    queryFn: () => api.costProjectFiles.projectImageList({ params: { id: projectId } }),
  });
}

/** The kinds of project upload, in the order their suffixes are offered. */
export const PROJECT_FILE_KINDS: readonly ProjectFileKind[] = [
  'bill',
  'price',
  'drawing',
  'image',
  'archive',
];

/** Stable (module level), so the combined answer is only rebuilt when an answer changes. */
function supportOfAll(
  results: readonly { data?: { kind: ProjectFileKind; suffixes: string[] } | undefined }[],
): Record<ProjectFileKind, readonly string[]> | null {
  const support = {} as Record<ProjectFileKind, readonly string[]>;
  for (const result of results) {
    if (!result.data) return null;
    support[result.data.kind] = result.data.suffixes;
  }
  return support;
}

/** The suffixes the server accepts per kind of project upload; null until all have answered. */
export function useFileSupport(): Record<ProjectFileKind, readonly string[]> | null {
  return useQueries({
    queries: PROJECT_FILE_KINDS.map((kind) => ({
      queryKey: projectFileKeys.support(kind),
      queryFn: () => api.costProjectFiles.projectFileSupport({ params: { kind } }),
      staleTime: Infinity,
    })),
    combine: supportOfAll,
  });
}

/** Stores the entries of an uploaded zip (all, or the named ones) as files of the project. */
export function useImportArchive(projectId: string, successMessage: (count: number) => string) {
  const client = useQueryClient();
  return useAdminMutation({
    run: (input: { fileId: string; entries?: string[] }) =>
      api.costProjectFiles.projectFileImport({ body: { projectId, ...input } }),
    successMessage: false,
    onSuccess: (files) => {
      const before = client.getQueryData<unknown[]>(projectFileKeys.files(projectId))?.length;
      client.setQueryData(projectFileKeys.files(projectId), files);
      void client.invalidateQueries({ queryKey: projectFileKeys.images(projectId) });
      toast.success(successMessage(before === undefined ? files.length : files.length - before));
    },
  });
}

/** The sheets of a workbook (names and header rows), read by the file's id. */
export const readWorkbookSheets = (fileId: string) =>
  api.costProjectFiles.projectReadExcel({ body: { fileId } });
/** One sheet of a price list read as material prices. */
export const readPriceList = (fileId: string, sheet: number) =>
  api.costProjectFiles.projectReadPriceExcel({ body: { fileId, sheet } });

/** The project's 汇总: each 单项 and 单位 with its figures, and the total. */
export function useProjectSummary(projectId: string) {
  return useQuery({
    queryKey: projectFileKeys.summary(projectId),
    queryFn: () => api.costProjectFiles.projectXmlSummary({ params: { id: projectId } }),
    enabled: projectId !== '',
  });
}

/** The bills of 2–6 projects side by side; not asked for another number of projects. */
export function useCompareBills(ids: readonly string[]) {
  return useQuery({
    queryKey: projectFileKeys.compare(ids),
    queryFn: () => api.costProjectFiles.compareBillDetailByBt({ params: { ids: ids.join(',') } }),
    enabled: ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX,
    retry: false,
  });
}

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;
