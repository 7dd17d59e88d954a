import {
  subjectAnalyzeByCode,
  subjectAnalyzeByIntellect,
  subjectBills,
  subjectCancelSplice,
  subjectClearAll,
  subjectClearBill,
  subjectClearForNode,
  subjectConfirmSimilarBill,
  subjectCount,
  subjectFindSimilarBill,
  subjectSplice,
  subjectTree,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { reportProgress } from '../../../http/progress';
import {
  analyzeByCode,
  analyzeByIntellect,
  cancelSplice,
  clearAll,
  clearBills,
  clearForNode,
  confirmSubject,
  findSimilar,
  spliceBills,
  subjectBills as querySubjectBills,
  subjectCounts,
  subjectTree as querySubjectTree,
} from './service';

/** 数字化建库 · 科目模型 (/b/project/subject/…, /b/subject/item/…). */
export function registerSubjectRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, subjectAnalyzeByCode, ({ db, body, requireSession, request }) =>
    analyzeByCode(db, requireSession(), now(), body, reportProgress(request, body.progressId)),
  );
  registerEndpoint(app, subjectAnalyzeByIntellect, ({ db, body, requireSession, request }) =>
    analyzeByIntellect(db, requireSession(), now(), body, reportProgress(request, body.progressId)),
  );
  registerEndpoint(app, subjectClearAll, ({ db, body }) => clearAll(db, body.projectId));
  registerEndpoint(app, subjectClearForNode, ({ db, body }) => clearForNode(db, body));
  registerEndpoint(app, subjectClearBill, ({ db, body }) => clearBills(db, body.billIds));
  registerEndpoint(app, subjectTree, ({ db, body }) => querySubjectTree(db, body));
  registerEndpoint(app, subjectBills, ({ db, body }) =>
    querySubjectBills(db, body.params, body.pageNo, body.pageSize),
  );
  registerEndpoint(app, subjectFindSimilarBill, ({ db, body }) =>
    findSimilar(db, body.billId, body.limit),
  );
  registerEndpoint(app, subjectConfirmSimilarBill, ({ db, body, requireSession }) =>
    confirmSubject(db, requireSession(), now(), body.billIds, body.subjectCode),
  );
  registerEndpoint(app, subjectCount, ({ db, body }) => subjectCounts(db, body.projectId));
  registerEndpoint(app, subjectSplice, ({ db, body, requireSession }) =>
    spliceBills(db, requireSession(), now(), body.billIds, body.name),
  );
  registerEndpoint(app, subjectCancelSplice, ({ db, body }) => cancelSplice(db, body.id));
}
