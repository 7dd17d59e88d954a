import {
  analyze1Tree,
  analyze1TreeForBill,
  analyze2Tree,
  analyze3Tree,
  analyzeComplementStatus,
  analyzeGroupColumn,
  analyzeGroupData,
  analyzeProjectData,
  expandAnalyzeTree,
  indicatorFunnel,
  relativityAnalyzeBills,
  relativityAnalyzeTree,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import {
  analyze1,
  analyze1Bills,
  analyze2,
  analyze3,
  complement,
  expandTree,
  funnel,
  groupColumns,
  groupData,
  projectData,
  relativityBillList,
  relativityTree,
} from './service';

/** The analyses of spec 001 §7: read-only, cost:project:view, the caller's company only. */
export function registerAnalysisRoutes(app: FastifyInstance): void {
  registerEndpoint(app, analyze1Tree, ({ db, body }) => analyze1(db, body));
  registerEndpoint(app, analyze1TreeForBill, ({ db, body }) => analyze1Bills(db, body));
  registerEndpoint(app, analyze2Tree, ({ db, body }) => analyze2(db, body));
  registerEndpoint(app, analyze3Tree, ({ db, body }) => analyze3(db, body));
  registerEndpoint(app, analyzeProjectData, ({ db, body }) => projectData(db, body.projectId));
  registerEndpoint(app, analyzeGroupColumn, ({ db, body }) => groupColumns(db, body.projectIds));
  registerEndpoint(app, analyzeGroupData, ({ db, body }) => groupData(db, body.projectIds));
  registerEndpoint(app, relativityAnalyzeTree, ({ db, body }) =>
    relativityTree(db, body.projectId),
  );
  registerEndpoint(app, relativityAnalyzeBills, ({ db, body }) => relativityBillList(db, body));
  registerEndpoint(app, expandAnalyzeTree, ({ db, body }) => expandTree(db, body.projectId));
  registerEndpoint(app, indicatorFunnel, ({ db, body }) =>
    funnel(db, body.projectId, body.indicator),
  );
  registerEndpoint(app, analyzeComplementStatus, ({ db, params }) => complement(db, params.id));
}
