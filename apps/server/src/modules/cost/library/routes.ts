import {
  costBillMaterialInfo,
  costBillSplicWordResult,
  costLogicalBillList,
  costLogicalCheck,
  costLogicalCheckList,
  costLogicalRecordList,
  costLogicalSaveCheckRecord,
  costUnusualAnalyze,
  costUnusualMarkBills,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import {
  billList,
  checkList,
  recordList,
  runLogicalCheck,
  saveCheckRecord,
} from '../logical/service';
import { unusualMarkBills } from './marks';
import { billMaterialInfo, billSplicWordResult, unusualAnalyze } from './service';

/** unusualAnalyze against the project library, logical checks and a bill's drill-downs. */
export function registerUnusualRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, costUnusualAnalyze, ({ db, params, body, locale }) =>
    unusualAnalyze(db, locale, params.unusualCheck, body),
  );
  registerEndpoint(app, costUnusualMarkBills, ({ db, body, locale, requireSession }) =>
    unusualMarkBills(db, locale, now(), requireSession().companyId, body.projectId),
  );
  registerEndpoint(app, costLogicalCheckList, ({ db, params, locale }) =>
    checkList(db, locale, params.id),
  );
  registerEndpoint(app, costLogicalCheck, ({ db, body, locale, requireSession }) =>
    runLogicalCheck(db, requireSession(), now(), locale, body.projectId),
  );
  registerEndpoint(app, costLogicalRecordList, ({ db, body, locale }) =>
    recordList(db, locale, body.projectId),
  );
  registerEndpoint(app, costLogicalBillList, ({ db, body }) => billList(db, body));
  registerEndpoint(app, costLogicalSaveCheckRecord, ({ db, body, locale, requireSession }) =>
    saveCheckRecord(db, requireSession(), now(), locale, body),
  );
  registerEndpoint(app, costBillMaterialInfo, ({ db, params }) => billMaterialInfo(db, params.id));
  registerEndpoint(app, costBillSplicWordResult, ({ db, params }) =>
    billSplicWordResult(db, params.id),
  );
}
