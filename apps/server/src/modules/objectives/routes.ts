import {
  objectivesPlanAdjust,
  objectivesPlanGet,
  objectivesPlanIssue,
  objectivesPlanSave,
  objectivesProduction,
  objectivesProgressList,
  objectivesProgressSave,
  objectivesSplitPreview,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/endpoint';
import type { Session } from '../auth/sessions';
import { departmentScope } from '../user/service';
import { listProgress, saveProgress } from './progress';
import { adjustPlan, issuePlan, loadPlan, previewSplit, production, savePlan } from './service';

/** The departments a caller may see (department authorization, as profits); undefined = all. */
async function limitOf(db: Db, session: Session) {
  return (await departmentScope(db, session)).deptIds;
}

/** 经营目标: 目标制定 and 目标完成 (/b/business-objectives/…). */
export function registerObjectivesRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, objectivesPlanGet, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return loadPlan(db, session.companyId, body.year, await limitOf(db, session));
  });
  registerEndpoint(app, objectivesSplitPreview, async ({ db, body, requireSession }) =>
    previewSplit(db, requireSession().companyId, body),
  );
  registerEndpoint(app, objectivesPlanSave, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return savePlan(db, session, now(), body, await limitOf(db, session));
  });
  registerEndpoint(app, objectivesPlanIssue, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return issuePlan(db, session, now(), body.year, await limitOf(db, session));
  });
  registerEndpoint(app, objectivesPlanAdjust, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return adjustPlan(db, session, now(), body, await limitOf(db, session));
  });
  registerEndpoint(app, objectivesProduction, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return production(
      db,
      {
        companyId: session.companyId,
        year: body.year,
        departmentId: body.departmentId,
        allowedDepartmentIds: await limitOf(db, session),
      },
      now(),
    );
  });
  registerEndpoint(app, objectivesProgressList, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return listProgress(db, session.companyId, body, await limitOf(db, session));
  });
  registerEndpoint(app, objectivesProgressSave, async ({ db, body, requireSession }) => {
    const session = requireSession();
    return saveProgress(db, session, now(), body, await limitOf(db, session));
  });
}
