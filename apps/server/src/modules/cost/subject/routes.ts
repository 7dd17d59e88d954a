import {
  subjectAddBill,
  subjectAddNorm,
  subjectAddSpliceBill,
  subjectAnalyzeAll,
  subjectAnalyzeByCode,
  subjectAnalyzeByIntellect,
  subjectBills,
  subjectCancelSplice,
  subjectClearAll,
  subjectClearBill,
  subjectClearForNode,
  subjectConfirmSimilarBill,
  subjectCount,
  subjectDelBill,
  subjectDelNorm,
  subjectDelSpliceBill,
  subjectFindSimilarBill,
  subjectReAddBill,
  subjectSelectBill,
  subjectSetNormQuantity,
  subjectSplice,
  subjectTree,
  subjectTreeForChoose,
  subjectUpdateBillQuantity,
  subjectUpdateTree,
  subjectValidSplice,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { reportProgress } from '../../../http/progress';
import {
  addNorm,
  addSpliceBills,
  addSubjectBills,
  analyzeAll,
  delNorm,
  delSpliceBills,
  delSubjectBills,
  moveSubject,
  reAddBills,
  selectSubjectBills,
  setNormQuantity,
  treeForChoose,
  updateBillQuantity,
  validSplice,
} from './editing';
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
  registerEndpoint(app, subjectSelectBill, ({ db, body }) =>
    selectSubjectBills(db, body.params, body.pageNo, body.pageSize),
  );
  registerEndpoint(app, subjectAddBill, ({ db, body, requireSession }) =>
    addSubjectBills(db, requireSession(), now(), body.subjectCode, body.billIds),
  );
  registerEndpoint(app, subjectDelBill, ({ db, body, requireSession }) =>
    delSubjectBills(db, requireSession(), now(), body.billIds),
  );
  registerEndpoint(app, subjectReAddBill, ({ db, body, requireSession }) =>
    reAddBills(db, requireSession(), now(), body.projectId, body.billIds),
  );
  registerEndpoint(app, subjectValidSplice, ({ db, body }) =>
    validSplice(db, body.billIds, body.id),
  );
  registerEndpoint(app, subjectAddSpliceBill, ({ db, body, requireSession }) =>
    addSpliceBills(db, requireSession(), now(), body.id, body.billIds),
  );
  registerEndpoint(app, subjectDelSpliceBill, ({ db, body, requireSession }) =>
    delSpliceBills(db, requireSession(), now(), body.id, body.billIds),
  );
  registerEndpoint(app, subjectUpdateBillQuantity, ({ db, body, requireSession }) =>
    updateBillQuantity(db, requireSession(), now(), body.billId, body.quantity),
  );
  registerEndpoint(app, subjectAddNorm, ({ db, body, requireSession }) =>
    addNorm(db, requireSession(), now(), body.billId, body.norm),
  );
  registerEndpoint(app, subjectDelNorm, ({ db, body, requireSession }) =>
    delNorm(db, requireSession(), now(), body.billId, body.index),
  );
  registerEndpoint(app, subjectSetNormQuantity, ({ db, body, requireSession }) =>
    setNormQuantity(db, requireSession(), now(), body.billId, body.index, body.quantity),
  );
  registerEndpoint(app, subjectAnalyzeAll, ({ db, body, requireSession, request }) =>
    analyzeAll(db, requireSession(), now(), body, reportProgress(request, body.progressId)),
  );
  registerEndpoint(app, subjectUpdateTree, ({ db, body, requireSession }) =>
    moveSubject(db, requireSession(), now(), body.projectId, body.fromCode, body.toCode),
  );
  registerEndpoint(app, subjectTreeForChoose, () => treeForChoose());
}
