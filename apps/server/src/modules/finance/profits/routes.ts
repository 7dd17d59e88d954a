import {
  profitsBusinessProfit,
  profitsContractIncome,
  profitsCostEntryDelete,
  profitsCostEntryList,
  profitsCostEntrySave,
  profitsDepartmentFunds,
  profitsDepartmentFundsView,
  type ProfitsPeriod,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { registerEndpoint } from '../../../http/endpoint';
import type { Session } from '../../auth/sessions';
import { departmentScope } from '../../user/service';
import { deleteCostEntry, listCostEntries, saveCostEntry } from './entries';
import { contractIncome } from './income';
import { businessProfit, departmentFunds, type ProfitsScope } from './service';

/** The departments a caller may see (department authorization); undefined = all of them. */
async function limitOf(db: Db, session: Session) {
  return (await departmentScope(db, session)).deptIds;
}

async function scopeOf(db: Db, session: Session, body: ProfitsPeriod): Promise<ProfitsScope> {
  return {
    companyId: session.companyId,
    startMonth: body.startMonth,
    endMonth: body.endMonth,
    departmentId: body.departmentId,
    allowedDepartmentIds: await limitOf(db, session),
  };
}

/** Business profits, departmental funds and costs, cost registration (/b/profits/…). */
export function registerProfitsRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, profitsBusinessProfit, async ({ db, body, requireSession }) =>
    businessProfit(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, profitsDepartmentFunds, async ({ db, body, requireSession }) =>
    departmentFunds(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, profitsDepartmentFundsView, async ({ db, body, requireSession }) =>
    departmentFunds(db, await scopeOf(db, requireSession(), body)),
  );
  registerEndpoint(app, profitsContractIncome, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return contractIncome(db, session.companyId, body, await limitOf(db, session));
  });
  registerEndpoint(app, profitsCostEntryList, async ({ db, body, requireSession }) =>
    listCostEntries(db, body, await limitOf(db, requireSession())),
  );
  registerEndpoint(app, profitsCostEntrySave, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return saveCostEntry(db, session, now(), body, await limitOf(db, session));
  });
  registerEndpoint(app, profitsCostEntryDelete, async ({ db, params, requireSession }) => {
    await deleteCostEntry(db, params.id, await limitOf(db, requireSession()));
    return null;
  });
}
