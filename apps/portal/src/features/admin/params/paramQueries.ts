import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ParamCategory, ParamRecord, ParamSave } from '@ccms/api-client';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queries';
import { useAdminMutation } from '../shared/useAdminMutation';

/** Spec 002 §9: page size 20. */
export const PARAM_PAGE_SIZE = 20;

export const paramKeys = {
  all: ['admin', 'params'] as const,
  list: ['admin', 'params', 'list'] as const,
};

/**
 * What a parameter change makes stale: this page, and the basic parameters the whole portal
 * caches (api/queries useBasicParams: the system name in the header, the logo, login options).
 */
const PARAM_CHANGE_INVALIDATES = [paramKeys.all, queryKeys.basicParams] as const;

/** Which parameters a page lists: a category (basic, custom, business) or a group of keys. */
export type ParamScope = { category: ParamCategory } | { group: string };

/** One page of the parameters of a scope, by key or name. */
export function useParamPage(scope: ParamScope, keyword: string, pageNo: number) {
  const params = { ...scope, ...(keyword ? { keyword } : {}) };
  return useQuery({
    queryKey: [...paramKeys.list, params, pageNo],
    queryFn: () =>
      api.param.paramQueryList({ body: { pageNo, pageSize: PARAM_PAGE_SIZE, params } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveParam(onSaved: () => void, successMessage: string) {
  return useAdminMutation<ParamSave, ParamRecord>({
    run: (body) => api.param.paramSave({ body }),
    invalidates: PARAM_CHANGE_INVALIDATES,
    successMessage,
    onSuccess: onSaved,
  });
}

/** Deletes the company's own value (a global parameter of the key then applies again). */
export function useDeleteParam() {
  return useAdminMutation<string, null>({
    run: (id) => api.param.paramDelete({ params: { id } }),
    invalidates: PARAM_CHANGE_INVALIDATES,
  });
}
