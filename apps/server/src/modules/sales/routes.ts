import {
  salesAreaAnalysis,
  salesCustomerContracts,
  salesCustomerOptions,
  salesConstructionSites,
  salesFunnel,
  salesKeyCustomers,
  salesMonitoring,
  salesOpportunityDelete,
  salesOpportunityGet,
  salesOpportunityList,
  salesOpportunityMove,
  salesOpportunitySave,
  salesWorkPlanComplete,
  salesWorkPlanDelete,
  salesWorkPlanList,
  salesWorkPlanSave,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import {
  constructionSitesOf,
  keyCustomersOf,
  salesAreaOf,
  salesFunnelOf,
  salesMonitoringOf,
} from './figures';
import {
  completePlan,
  customerContracts,
  customerOptions,
  deleteOpportunity,
  deletePlan,
  getOpportunity,
  listOpportunities,
  listPlans,
  moveOpportunity,
  salesActorOf,
  saveOpportunity,
  savePlan,
} from './service';

/** 市场经营 (/b/sales/…): opportunities, work plans, the sales figures; the construction sites board. */
export function registerSalesRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, salesOpportunityList, async ({ db, body, requireSession }) =>
    listOpportunities(db, await salesActorOf(db, requireSession()), body),
  );
  registerEndpoint(app, salesOpportunityGet, async ({ db, params, requireSession }) =>
    getOpportunity(db, await salesActorOf(db, requireSession()), params.id),
  );
  registerEndpoint(app, salesOpportunitySave, async ({ db, body, requireSession }) =>
    saveOpportunity(db, await salesActorOf(db, requireSession()), now(), body),
  );
  registerEndpoint(app, salesOpportunityDelete, async ({ db, params, requireSession }) =>
    deleteOpportunity(db, await salesActorOf(db, requireSession()), params.id),
  );
  registerEndpoint(app, salesOpportunityMove, async ({ db, params, body, requireSession }) =>
    moveOpportunity(db, await salesActorOf(db, requireSession()), now(), params.id, body),
  );
  registerEndpoint(app, salesCustomerOptions, ({ db }) => customerOptions(db));
  registerEndpoint(app, salesCustomerContracts, ({ db, params }) =>
    customerContracts(db, params.id),
  );
  registerEndpoint(app, salesWorkPlanList, async ({ db, body, requireSession }) =>
    listPlans(db, await salesActorOf(db, requireSession()), body),
  );
  registerEndpoint(app, salesWorkPlanSave, async ({ db, body, requireSession }) =>
    savePlan(db, await salesActorOf(db, requireSession()), now(), body),
  );
  registerEndpoint(app, salesWorkPlanComplete, async ({ db, params, body, requireSession }) =>
    completePlan(db, await salesActorOf(db, requireSession()), now(), params.id, body),
  );
  registerEndpoint(app, salesWorkPlanDelete, async ({ db, params, requireSession }) =>
    deletePlan(db, await salesActorOf(db, requireSession()), params.id),
  );
  registerEndpoint(app, salesFunnel, ({ db, body, requireSession }) =>
    salesFunnelOf(db, requireSession().companyId, body),
  );
  registerEndpoint(app, salesMonitoring, ({ db, body, requireSession }) =>
    salesMonitoringOf(db, requireSession().companyId, body),
  );
  registerEndpoint(app, salesAreaAnalysis, ({ db, body, requireSession }) =>
    salesAreaOf(db, requireSession().companyId, body.year),
  );
  registerEndpoint(app, salesKeyCustomers, ({ db, body, requireSession }) =>
    keyCustomersOf(db, requireSession().companyId, body.keyword),
  );
  registerEndpoint(app, salesConstructionSites, ({ db, requireSession }) =>
    constructionSitesOf(db, requireSession().companyId),
  );
}
