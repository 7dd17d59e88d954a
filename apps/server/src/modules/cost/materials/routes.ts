import {
  materialAllItemSummary,
  materialAutoCoder,
  materialAutoCoderByItem,
  materialCatalogueTree,
  materialCleanByItem,
  materialCountCoding,
  materialGetSourceBill,
  materialGetSourceBillByIds,
  materialItCoderByItem,
  materialQueryList,
  materialQueryListSummary,
  materialReSummary,
  materialSumTransformedQuantity,
  materialUpdateByItem,
  materialUpdateTransformedQuantity,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { reportProgress } from '../../../http/progress';
import { codeByLibrary, codingCounts } from './libraryCoding';
import {
  autoCode,
  catalogueTree,
  clearCodings,
  materialSummary,
  queryMaterials,
  reSummarise,
  setCoding,
  setTransform,
  sourceBills,
  transformedTotals,
  unitSummaries,
} from './service';

/** 数字化建库 · 材料汇总 (/b/project/material/…, /b/autoCoder, /b/getMaterialTree). */
export function registerMaterialRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, materialQueryList, ({ db, body }) =>
    queryMaterials(db, body.params, body.pageNo, body.pageSize),
  );
  registerEndpoint(app, materialQueryListSummary, ({ db, body }) => materialSummary(db, body));
  registerEndpoint(app, materialGetSourceBill, ({ db, body }) =>
    sourceBills(db, body, [body.code]),
  );
  registerEndpoint(app, materialGetSourceBillByIds, ({ db, body }) =>
    sourceBills(db, body, body.codes),
  );
  registerEndpoint(app, materialAutoCoderByItem, ({ db, body, requireSession }) =>
    autoCode(db, requireSession(), now(), body.projectId, body.codes),
  );
  registerEndpoint(app, materialAutoCoder, ({ db, params, body, requireSession, request }) =>
    autoCode(
      db,
      requireSession(),
      now(),
      params.id,
      null,
      reportProgress(request, body.progressId),
    ),
  );
  registerEndpoint(app, materialUpdateByItem, ({ db, body, requireSession }) =>
    setCoding(db, requireSession(), now(), body),
  );
  registerEndpoint(app, materialCleanByItem, ({ db, body, requireSession }) =>
    clearCodings(db, requireSession(), now(), body.projectId, body.codes),
  );
  registerEndpoint(app, materialUpdateTransformedQuantity, ({ db, body, requireSession }) =>
    setTransform(db, requireSession(), now(), body),
  );
  registerEndpoint(app, materialSumTransformedQuantity, ({ db, body }) =>
    transformedTotals(db, body),
  );
  registerEndpoint(app, materialAllItemSummary, ({ db, body }) =>
    unitSummaries(db, body.projectId),
  );
  registerEndpoint(app, materialReSummary, ({ db, params }) => reSummarise(db, params.id));
  registerEndpoint(app, materialCatalogueTree, ({ db }) => catalogueTree(db));
  registerEndpoint(app, materialItCoderByItem, ({ db, body, requireSession }) =>
    codeByLibrary(db, requireSession(), now(), body.projectId, body.codes),
  );
  registerEndpoint(app, materialCountCoding, ({ db, body }) => codingCounts(db, body));
}
