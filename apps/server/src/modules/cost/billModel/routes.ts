import {
  billBookSelect,
  billBookVersion,
  billModelSaveAndSet,
  billModelSaveAndSetAttr,
  billModelSet,
  billModelSetAttr,
  hkBillAnalyze,
  hkBillBook,
  hkBillClearAll,
  hkBillCount,
  hkBillCountByNode,
  hkBillSaveFixValue,
  hkBillTree,
  normBookSelect,
  normBookVersion,
  subjectBookList,
  subjectModelAnalyzeFlag,
  subjectModelItAnalyze,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { reportProgress } from '../../../http/progress';
import { findProjectRow } from '../store';
import { analyzeAll } from '../subject/editing';
import { analyzeByCode, analyzeByIntellect } from '../subject/service';
import { BILL_BOOKS, NORM_BOOKS } from './books';
import {
  analyzeHkBillModel,
  billBookVersion as queryBillVersion,
  clearHkBillModel,
  hkBillBook as queryBook,
  hkBillCount as queryCount,
  hkBillCountByNode as queryCountByNode,
  hkBillTree as queryTree,
  normBookVersion as queryNormVersion,
  saveAndSetBillModel,
  saveFixValue,
  setBillModel,
  setBillModelAttr,
  subjectBooks,
} from './service';

const newestFirst = <T extends { year: number }>(books: readonly T[]) =>
  [...books].sort((a, b) => b.year - a.year);

/** 数字化建库 · 清单模型 (/b/subject/bill/hand/…, /b/subject/hkBill/…) and the books. */
export function registerBillModelRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, billModelSet, ({ db, body, requireSession }) =>
    setBillModel(db, requireSession(), now(), body.billIds, body.modelId),
  );
  registerEndpoint(app, billModelSaveAndSet, ({ db, body, requireSession }) =>
    saveAndSetBillModel(db, requireSession(), now(), body),
  );
  registerEndpoint(app, billModelSetAttr, ({ db, body, requireSession }) =>
    setBillModelAttr(db, requireSession(), now(), body.billId, body.attributes, false),
  );
  registerEndpoint(app, billModelSaveAndSetAttr, ({ db, body, requireSession }) =>
    setBillModelAttr(db, requireSession(), now(), body.billId, body.attributes, true),
  );
  registerEndpoint(app, hkBillTree, ({ db, body }) => queryTree(db, body.projectId));
  registerEndpoint(app, hkBillClearAll, ({ db, body }) => clearHkBillModel(db, body.projectId));
  registerEndpoint(app, hkBillSaveFixValue, ({ db, body, requireSession }) =>
    saveFixValue(db, requireSession(), now(), body.modelId, body.attributes),
  );
  registerEndpoint(app, hkBillBook, ({ db, query }) => queryBook(db, query));
  registerEndpoint(app, hkBillCount, ({ db, query }) => queryCount(db, query.projectId));
  registerEndpoint(app, hkBillCountByNode, ({ db, query }) =>
    queryCountByNode(db, query.projectId),
  );
  registerEndpoint(app, hkBillAnalyze, ({ db, params, body, requireSession, request }) =>
    analyzeHkBillModel(
      db,
      requireSession(),
      now(),
      params.id,
      reportProgress(request, body.progressId),
    ),
  );
  registerEndpoint(
    app,
    subjectModelAnalyzeFlag,
    async ({ db, params, body, requireSession, request }) => {
      await findProjectRow(db, params.id);
      const scope = { projectId: params.id, nodeId: body.nodeId };
      const progress = reportProgress(request, body.progressId);
      return params.flag === 'code'
        ? analyzeByCode(db, requireSession(), now(), scope, progress)
        : analyzeByIntellect(db, requireSession(), now(), scope, progress);
    },
  );
  registerEndpoint(
    app,
    subjectModelItAnalyze,
    async ({ db, params, body, requireSession, request }) => {
      await findProjectRow(db, params.id);
      return analyzeAll(
        db,
        requireSession(),
        now(),
        { projectId: params.id, nodeId: body.nodeId },
        reportProgress(request, body.progressId),
      );
    },
  );
  registerEndpoint(app, subjectBookList, ({ db, body }) => subjectBooks(db, body));
  registerEndpoint(app, billBookSelect, () => newestFirst(BILL_BOOKS));
  registerEndpoint(app, normBookSelect, () => newestFirst(NORM_BOOKS));
  registerEndpoint(app, billBookVersion, ({ db, body }) => queryBillVersion(db, body.projectId));
  registerEndpoint(app, normBookVersion, ({ db, body }) => queryNormVersion(db, body.projectId));
}
