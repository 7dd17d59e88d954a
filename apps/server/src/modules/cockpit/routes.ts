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
import type { Session } from '../auth/sessions';
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

const scopeOf = (session: Session, body: Query): CockpitScope => ({
  companyId: session.companyId,
  currentYear: body.currentYear,
  currentMonth: body.currentMonth,
  departmentId: body.departmentId,
});

/** The management cockpit (/b/cockpit/…): one endpoint per page, all read-only aggregates. */
export function registerCockpitRoutes(app: FastifyInstance): void {
  registerEndpoint(app, cockpitManage, ({ db, body, requireSession }) =>
    manageCockpit(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitRevenue, ({ db, body, requireSession }) =>
    revenueManage(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitCostBoard, ({ db, body, requireSession }) =>
    costBoard(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitCostManage, ({ db, body, requireSession }) =>
    costManage(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitContract, ({ db, body, requireSession }) =>
    contractSupervise(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitCustomer, ({ db, body, requireSession }) =>
    customerManage(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitManpower, ({ db, body, requireSession }) =>
    manpowerManage(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitDevelop, ({ db, body, requireSession }) =>
    developManage(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitFinance, ({ db, body, requireSession }) =>
    financeData(db, scopeOf(requireSession(), body)),
  );
  registerEndpoint(app, cockpitOperate, ({ db, body, requireSession }) =>
    operateManage(db, scopeOf(requireSession(), body)),
  );
}
