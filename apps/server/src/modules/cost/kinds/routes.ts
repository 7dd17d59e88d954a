import {
  featureQueryAttrProperty,
  featureQueryEngineer,
  featureQueryProperty,
  featureSaveBase,
  featureSaveNode,
  featureSaveProject,
  kindAttrQueryList,
  kindCostIndustry,
  kindProjectCount,
  kindSelectFunction,
  kindSelectSpecial,
  kindTree1,
  kindTree2,
  kindTree3,
  kisdeeFieldList,
  kisdeeTableList,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import type { FileStorage } from '../../file/storage';
import { registerFactorRoutes } from '../factors/routes';
import { registerFeeToolRoutes } from '../feetool/routes';
import { kisdeeFields, kisdeeTables } from './kisdee';
import {
  baseFeature,
  costIndustries,
  engineerFeatures,
  kindAttrs,
  kindCounts,
  kindSpecials,
  kindTree,
  projectFeatures,
  saveBaseFeature,
  saveNodeFeatures,
  saveProjectFeatures,
  selectFunctions,
} from './service';

/** Kinds, features, factors, the fee tool's base data and the cost-data dictionary (spec 001 §7). */
export function registerCostKindsRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  registerEndpoint(app, kindTree1, ({ db }) => kindTree(db, 1, null));
  registerEndpoint(app, kindTree2, ({ db, query }) => kindTree(db, 2, query.parentId));
  registerEndpoint(app, kindTree3, ({ db, query }) => kindTree(db, 3, query.parentId));
  registerEndpoint(app, kindAttrQueryList, ({ db, body }) =>
    kindAttrs(db, body.kindId, body.scope),
  );
  registerEndpoint(app, kindCostIndustry, ({ locale }) => costIndustries(locale));
  registerEndpoint(app, kindProjectCount, ({ db }) => kindCounts(db));
  registerEndpoint(app, kindSelectFunction, ({ db, query }) =>
    selectFunctions(db, query.projectId),
  );
  registerEndpoint(app, kindSelectSpecial, ({ db, query, locale }) =>
    kindSpecials(db, query.treeId, locale),
  );

  registerEndpoint(app, featureQueryProperty, ({ db, body }) => baseFeature(db, body.projectId));
  registerEndpoint(app, featureQueryAttrProperty, ({ db, body }) =>
    projectFeatures(db, body.projectId),
  );
  registerEndpoint(app, featureQueryEngineer, ({ db, params }) =>
    engineerFeatures(db, params.nodeId, params.functionId),
  );
  registerEndpoint(app, featureSaveBase, ({ db, body, requireSession }) =>
    saveBaseFeature(db, requireSession(), now(), body),
  );
  registerEndpoint(app, featureSaveProject, ({ db, body, requireSession, locale }) =>
    saveProjectFeatures(db, requireSession(), now(), body.projectId, body.values, locale),
  );
  registerEndpoint(app, featureSaveNode, ({ db, body, requireSession, locale }) =>
    saveNodeFeatures(db, requireSession(), now(), body, locale),
  );

  registerEndpoint(app, kisdeeTableList, ({ db, locale }) => kisdeeTables(db, locale));
  registerEndpoint(app, kisdeeFieldList, ({ query, locale }) => kisdeeFields(query.table, locale));

  registerFactorRoutes(app, now, storage);
  registerFeeToolRoutes(app, now);
}
