import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormDefinitionSave } from '@ccms/api-client';
import { api } from '../../api/client';

/** Spec 000 §5: 20 rows a page. */
export const FORMS_PAGE_SIZE = 20;

/** Everything under `forms`: a saved record refreshes every list of its form. */
export const formsKeys = {
  all: ['forms'] as const,
  display: (by: FormLocator, taskDefKey: string | null) =>
    ['forms', 'display', by, taskDefKey ?? ''] as const,
  records: (formCode: string) => ['forms', 'records', formCode] as const,
  record: (formCode: string, id: string) => ['forms', 'records', formCode, 'one', id] as const,
  definitions: ['forms', 'definitions'] as const,
  definition: (id: string) => ['forms', 'definitions', 'one', id] as const,
};

/** How a page names its form: by id (the routes' :formId), by code, or by the bound process. */
export interface FormLocator {
  formId?: string | null | undefined;
  formCode?: string | null | undefined;
  processKey?: string | null | undefined;
}

function locatorQuery(by: FormLocator) {
  if (by.formId) return { formId: by.formId };
  if (by.formCode) return { formCode: by.formCode };
  if (by.processKey) return { processKey: by.processKey };
  return null;
}

/** The form with the field config of one node (the start node when taskDefKey is empty). */
export function useFormDisplay(by: FormLocator, taskDefKey: string | null = null) {
  const query = locatorQuery(by);
  return useQuery({
    queryKey: formsKeys.display(query ?? {}, taskDefKey),
    queryFn: () =>
      api.forms.formDisplay({
        query: { ...query, ...(taskDefKey ? { taskDefKey } : {}) },
      }),
    enabled: query !== null,
    staleTime: 60_000,
  });
}

/** One record of a form; disabled for a new record. */
export function useFormRecord(formCode: string | undefined, id: string | null | undefined) {
  return useQuery({
    queryKey: formsKeys.record(formCode ?? '', id ?? ''),
    queryFn: () => api.forms.formRecordGet({ params: { formCode: formCode!, id: id! } }),
    enabled: Boolean(formCode && id),
  });
}

/** One page of a form's records, newest first. */
export function useFormRecordPage(formCode: string | undefined, keyword: string, pageNo: number) {
  return useQuery({
    queryKey: [...formsKeys.records(formCode ?? ''), 'page', keyword, pageNo],
    queryFn: () =>
      api.forms.formRecordList({
        params: { formCode: formCode! },
        body: { pageNo, pageSize: FORMS_PAGE_SIZE, params: keyword ? { keyword } : {} },
      }),
    enabled: Boolean(formCode),
    placeholderData: keepPreviousData,
  });
}

/** The designer's list of definitions. */
export function useFormDefinitionPage(name: string, pageNo: number) {
  return useQuery({
    queryKey: [...formsKeys.definitions, 'page', name, pageNo],
    queryFn: () =>
      api.forms.formDefinitionList({
        body: { pageNo, pageSize: FORMS_PAGE_SIZE, params: name ? { name } : {} },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFormDefinition(id: string | null) {
  return useQuery({
    queryKey: formsKeys.definition(id ?? ''),
    queryFn: () => api.forms.formDefinitionGet({ params: { formId: id! } }),
    enabled: Boolean(id),
  });
}

export type { FormDefinitionSave };

/** One version of a form's definition (wf-form/{version}, records saved with an earlier one). */
export function useFormVersion(formId: string | undefined, version: number | null | undefined) {
  return useQuery({
    queryKey: ['forms', 'definitions', 'one', formId ?? '', 'version', version ?? 0],
    queryFn: () => api.forms.formVersionGet({ params: { formId: formId!, version: version! } }),
    enabled: Boolean(formId && version),
    staleTime: Infinity,
  });
}

/** The versions of a form, newest first (designers). */
export function useFormVersions(formId: string | null | undefined) {
  return useQuery({
    queryKey: ['forms', 'definitions', 'one', formId ?? '', 'versions'],
    queryFn: () => api.forms.formVersionList({ params: { formId: formId! } }),
    enabled: Boolean(formId),
  });
}

/** The most records a tree page loads at once (the contract's page limit). */
export const TREE_PAGE_SIZE = 500;

/** Every record of a tree form (up to TREE_PAGE_SIZE), for the tree table and the parent picker. */
export function useFormRecordTree(formCode: string | undefined) {
  return useQuery({
    queryKey: [...formsKeys.records(formCode ?? ''), 'tree'],
    queryFn: () =>
      api.forms.formRecordList({
        params: { formCode: formCode! },
        body: { pageNo: 1, pageSize: TREE_PAGE_SIZE, params: {} },
      }),
    enabled: Boolean(formCode),
  });
}
