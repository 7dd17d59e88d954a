import {
  cockpitContract,
  cockpitCostBoard,
  cockpitCostManage,
  cockpitCustomer,
  cockpitDevelop,
  cockpitFinance,
  cockpitManage,
  cockpitManpower,
  cockpitOperate,
  cockpitRevenue,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { Db } from '../../db/database';
import type { Session } from '../auth/sessions';
import { departmentScope } from '../user/service';
import {
  contractSupervise,
  costBoard,
  costManage,
  customerManage,
  developManage,
  financeData,
  manageCockpit,
  manpowerManage,
  operateManage,
  revenueManage,
  type CockpitScope,
} from './service';

type Query = { currentYear: number; currentMonth: number; departmentId?: string | undefined };

/**
 * The figures a caller may see: a user without all-department data rights (department
 * authorization of his roles, plus his own department) gets only those departments' rows.
 */
async function scopeOf(db: Db, session: Session, body: Query): Promise<CockpitScope> {
  const { deptIds } = await departmentScope(db, session);
  return {
    companyId: session.companyId,
    currentYear: body.currentYear,
    currentMonth: body.currentMonth,
    departmentId: body.departmentId,
    allowedDepartmentIds: deptIds,
  };
}

/** The management cockpit (/b/cockpit/…): one endpoint per page, all read-only aggregates. */
export function registerCockpitRoutes(app: FastifyInstance): void {
  registerEndpoint(app, cockpitManage, async ({ db, body, requireSession }) =>
    manageCockpit(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitRevenue, async ({ db, body, requireSession }) =>
    revenueManage(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitCostBoard, async ({ db, body, requireSession }) =>
    costBoard(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitCostManage, async ({ db, body, requireSession }) =>
    costManage(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitContract, async ({ db, body, requireSession }) =>
    contractSupervise(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitCustomer, async ({ db, body, requireSession }) =>
    customerManage(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitManpower, async ({ db, body, requireSession }) =>
    manpowerManage(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitDevelop, async ({ db, body, requireSession }) =>
    developManage(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitFinance, async ({ db, body, requireSession }) =>
    financeData(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, cockpitOperate, async ({ db, body, requireSession }) =>
    operateManage(db, await scopeOf(db, requireSession(), body)),
  );
}
