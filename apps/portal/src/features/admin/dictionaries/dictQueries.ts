import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DictItem,
  DictItemNode,
  DictItemSave,
  DictType,
  DictTypeSave,
  TreeDictPlacement,
} from '@ccms/api-client';
import { api } from '../../../api/client';
import { loadDictionary, loadTreeDictionary } from '../../../api/pickerData';
import { useAdminMutation } from '../shared/useAdminMutation';

/** Spec 002 §9: page size 20. */
export const DICT_ITEM_PAGE_SIZE = 20;
/** The most dictionaries one request lists (the contract's page limit); companies keep far fewer. */
const DICT_TYPE_LIMIT = 500;

/** The pages' query keys: everything under `dicts`, so one invalidation refreshes all. */
export const dictKeys = {
  all: ['admin', 'dicts'] as const,
  types: ['admin', 'dicts', 'types'] as const,
  items: ['admin', 'dicts', 'items'] as const,
  tree: ['admin', 'dicts', 'tree'] as const,
};

/** What a dictionary change makes stale: these pages' queries. */
const DICT_CHANGE_INVALIDATES = [dictKeys.all] as const;

/**
 * The selects' dictionaries are cached per code for the whole portal (api/pickerData): after a
 * change they are asked for again, so a select opened next shows the change.
 */
function forgetCachedDictionaries() {
  loadDictionary.invalidate();
  loadTreeDictionary.invalidate();
}

export type DictKind = DictType['kind'];

/** The company's dictionaries (of one kind, or all), in sort order; the list filters them. */
export function useDictTypes(kind?: DictKind) {
  const params = kind ? { kind } : {};
  return useQuery({
    queryKey: [...dictKeys.types, params],
    queryFn: async () =>
      (
        await api.dict.dictTypeQueryList({
          body: { pageNo: 1, pageSize: DICT_TYPE_LIMIT, params },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** One page of a dictionary's entries in sort order, by label or value. */
export function useDictItems(type: string | undefined, keyword: string, pageNo: number) {
  const params = { ...(type ? { type } : {}), ...(keyword ? { keyword } : {}) };
  return useQuery({
    queryKey: [...dictKeys.items, params, pageNo],
    queryFn: () =>
      api.dict.dictQueryList({
        body: { pageNo, pageSize: DICT_ITEM_PAGE_SIZE, params, orderBy: 'sort', order: 'ASC' },
      }),
    enabled: type !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every node of a tree dictionary, enabled or not, nested. */
export function useDictTree(type: string | undefined) {
  return useQuery<DictItemNode[]>({
    queryKey: [...dictKeys.tree, type],
    queryFn: () => api.dict.dictQueryTree({ body: { type: type! } }),
    enabled: type !== undefined,
  });
}

export function useSaveDictType(onSaved: (type: DictType) => void) {
  return useAdminMutation<DictTypeSave, DictType>({
    run: (body) => api.dict.dictTypeSave({ body }),
    invalidates: DICT_CHANGE_INVALIDATES,
    onSuccess: (type) => {
      forgetCachedDictionaries();
      onSaved(type);
    },
  });
}

export function useDeleteDictType(onDeleted: () => void) {
  return useAdminMutation<DictType, null>({
    run: (type) => api.dict.dictTypeDelete({ params: { id: type.id } }),
    invalidates: DICT_CHANGE_INVALIDATES,
    onSuccess: () => {
      forgetCachedDictionaries();
      onDeleted();
    },
  });
}

/** Saves an entry: a list entry through /a/bd/dict, a tree node through /a/bd/treedict. */
export function useSaveDictItem(kind: DictKind, onSaved: (item: DictItem) => void = () => {}) {
  return useAdminMutation<DictItemSave, DictItem>({
    run: (body) =>
      kind === 'tree' ? api.dict.treeDictSave({ body }) : api.dict.dictSave({ body }),
    invalidates: DICT_CHANGE_INVALIDATES,
    onSuccess: (item) => {
      forgetCachedDictionaries();
      onSaved(item);
    },
  });
}

export function useDeleteDictItem(kind: DictKind) {
  return useAdminMutation<string, null>({
    run: (id) =>
      kind === 'tree'
        ? api.dict.treeDictDelete({ params: { id } })
        : api.dict.dictDelete({ params: { id } }),
    invalidates: DICT_CHANGE_INVALIDATES,
    onSuccess: forgetCachedDictionaries,
  });
}

/** Persists a drag: the new parent and sort of every node it renumbered, in one request. */
export function usePlaceTreeNodes() {
  return useAdminMutation<TreeDictPlacement[], null>({
    run: (body) => api.dict.treeDictUpdateSortList({ body }),
    invalidates: DICT_CHANGE_INVALIDATES,
    // The tree table announces the move itself once the server has kept it.
    successMessage: false,
    onSuccess: forgetCachedDictionaries,
  });
}
