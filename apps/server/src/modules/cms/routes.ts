import {
  cmsArticleCreate,
  cmsArticleDelete,
  cmsArticleQueryList,
  cmsArticleUpdate,
  cmsArticleUpdateSort,
  cmsCategoryDelete,
  cmsCategoryQueryTree,
  cmsCategorySave,
  cmsCategoryUpdateList,
  cmsWebArticle,
  cmsWebArticleQueryList,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import {
  categoryTree,
  createArticle,
  deleteArticle,
  deleteCategory,
  placeCategories,
  queryArticles,
  queryPublicArticles,
  readPublicArticle,
  saveCategory,
  sortArticles,
  updateArticle,
} from './service';

export function registerCmsRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, cmsCategoryQueryTree, ({ db }) => categoryTree(db));
  registerEndpoint(app, cmsCategorySave, ({ db, body, requireSession }) =>
    saveCategory(db, requireSession(), now(), body),
  );
  registerEndpoint(app, cmsCategoryDelete, async ({ db, params }) => {
    await deleteCategory(db, params.id);
    return null;
  });
  registerEndpoint(app, cmsCategoryUpdateList, async ({ db, body, requireSession }) => {
    await placeCategories(db, requireSession(), now(), body);
    return null;
  });
  registerEndpoint(app, cmsArticleCreate, ({ db, body, requireSession }) =>
    createArticle(db, requireSession(), now(), body),
  );
  registerEndpoint(app, cmsArticleUpdate, ({ db, body, requireSession }) =>
    updateArticle(db, requireSession(), now(), body),
  );
  registerEndpoint(app, cmsArticleQueryList, ({ db, body, requireSession }) =>
    queryArticles(db, requireSession(), body),
  );
  registerEndpoint(app, cmsArticleDelete, async ({ db, params }) => {
    await deleteArticle(db, params.id);
    return null;
  });
  registerEndpoint(app, cmsArticleUpdateSort, async ({ db, body, requireSession }) => {
    await sortArticles(db, requireSession(), now(), body);
    return null;
  });
  // Public: no session, so db is the system connection and each query names the company.
  registerEndpoint(app, cmsWebArticle, ({ db, params, query }) =>
    readPublicArticle(db, now(), params.id, query.companyId),
  );
  registerEndpoint(app, cmsWebArticleQueryList, ({ db, body }) =>
    queryPublicArticles(db, now(), body),
  );
}
