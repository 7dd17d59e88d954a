import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CmsArticle,
  CmsArticleCreate,
  CmsArticleStatus,
  CmsArticleUpdate,
  CmsCategory,
  CmsCategoryNode,
  CmsCategorySave,
} from '@ccms/api-client';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';

export const ARTICLE_PAGE_SIZE = 20;

export const cmsKeys = {
  all: ['admin', 'cms'] as const,
  tree: ['admin', 'cms', 'tree'] as const,
  articles: ['admin', 'cms', 'articles'] as const,
};

export interface ArticleFilter {
  title: string;
  status: CmsArticleStatus | null;
}
export const NO_ARTICLE_FILTER: ArticleFilter = { title: '', status: null };

export function useCategoryTree() {
  return useQuery({ queryKey: cmsKeys.tree, queryFn: () => api.cms.cmsCategoryQueryTree() });
}

/** One page of the articles of a category (with those beneath it), or of all categories. */
export function useArticlePage(categoryId: string | null, filter: ArticleFilter, pageNo: number) {
  const title = filter.title.trim();
  const params = {
    ...(categoryId ? { categoryId } : {}),
    ...(title ? { title } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
  return useQuery({
    queryKey: [...cmsKeys.articles, params, pageNo],
    queryFn: () =>
      api.cms.cmsArticleQueryList({ body: { pageNo, pageSize: ARTICLE_PAGE_SIZE, params } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCategory(onSaved: () => void) {
  return useAdminMutation<CmsCategorySave, CmsCategory>({
    run: (body) => api.cms.cmsCategorySave({ body }),
    invalidates: [cmsKeys.all],
    onSuccess: onSaved,
  });
}

export function useDeleteCategory(onDeleted: () => void) {
  return useAdminMutation<string, null>({
    run: (id) => api.cms.cmsCategoryDelete({ params: { id } }),
    invalidates: [cmsKeys.all],
    onSuccess: onDeleted,
  });
}

/** Saves a new order of one level of the tree in one request. */
export function usePlaceCategories() {
  return useAdminMutation<{ id: string; parentId: string | null; sort: number }[], null>({
    run: (body) => api.cms.cmsCategoryUpdateList({ body }),
    invalidates: [cmsKeys.tree],
  });
}

export function useSaveArticle(onSaved: () => void) {
  return useAdminMutation<CmsArticleCreate | CmsArticleUpdate, CmsArticle>({
    run: (body) =>
      'id' in body && body.id
        ? api.cms.cmsArticleUpdate({ body })
        : api.cms.cmsArticleCreate({ body }),
    invalidates: [cmsKeys.all],
    onSuccess: onSaved,
  });
}

export function useDeleteArticle() {
  return useAdminMutation<string, null>({
    run: (id) => api.cms.cmsArticleDelete({ params: { id } }),
    invalidates: [cmsKeys.all],
  });
}

/** Pins or unpins an article, keeping its order. */
export function usePinArticle() {
  return useAdminMutation<CmsArticle, null>({
    run: (article) =>
      api.cms.cmsArticleUpdateSort({
        body: [{ id: article.id, sort: article.sort, top: !article.top }],
      }),
    invalidates: [cmsKeys.articles],
  });
}

/** The categories as tree nodes, and every category by id. */
export function flattenCategories(nodes: readonly CmsCategoryNode[]): Map<string, CmsCategoryNode> {
  const byId = new Map<string, CmsCategoryNode>();
  const walk = (list: readonly CmsCategoryNode[]) => {
    for (const node of list) {
      byId.set(node.id, node);
      walk(node.children);
    }
  };
  walk(nodes);
  return byId;
}

/**
 * The placements that move a category one place up (-1) or down (+1) among its siblings: the
 * whole level renumbered from 1, or null when it is already first or last.
 */
export function siblingMove(
  tree: readonly CmsCategoryNode[],
  byId: Map<string, CmsCategoryNode>,
  id: string,
  step: -1 | 1,
) {
  const node = byId.get(id);
  if (!node) return null;
  const siblings = node.parentId ? (byId.get(node.parentId)?.children ?? []) : tree;
  const order = [...siblings];
  const at = order.findIndex((entry) => entry.id === id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= order.length) return null;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order.map((entry, index) => ({
    id: entry.id,
    parentId: entry.parentId,
    sort: index + 1,
  }));
}
