import {
  feeAdd,
  feeDelete,
  feeGetBySymbol,
  feeInit,
  feeList,
  feeQueryTree,
  feeSysUpdate,
  feeUpdate,
  feeValueByFormula,
  feeVerifyFormula,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { findProjectRow, recomputeTotals } from '../store';
import {
  addFee,
  deleteFee,
  feeBySymbol,
  feeList as listFees,
  feeTree,
  initFees,
  updateFee,
  valueByFormula,
  verifyFormulaIn,
} from './service';

export function registerFeeRoutes(app: FastifyInstance, _now: () => Date): void {
  registerEndpoint(app, feeQueryTree, ({ db, body, locale }) =>
    feeTree(db, body.params.projectId, body.params.nodeId, locale),
  );
  registerEndpoint(app, feeList, ({ db, params, locale }) => listFees(db, params.id, locale));
  registerEndpoint(app, feeInit, async ({ db, body }) => {
    await initFees(db, body.projectId, body.nodeId);
    return null;
  });
  registerEndpoint(app, feeAdd, ({ db, body, locale }) => addFee(db, body, locale));
  registerEndpoint(app, feeUpdate, ({ db, body, locale }) => updateFee(db, body, locale));
  registerEndpoint(app, feeDelete, async ({ db, params }) => {
    await deleteFee(db, params.id);
    return null;
  });
  registerEndpoint(app, feeGetBySymbol, ({ db, body }) =>
    feeBySymbol(db, body.projectId, body.nodeId, body.symbol),
  );
  registerEndpoint(app, feeValueByFormula, ({ db, body, locale }) =>
    valueByFormula(db, body.projectId, body.nodeId, body.formula, locale),
  );
  registerEndpoint(app, feeVerifyFormula, ({ db, body, locale }) =>
    verifyFormulaIn(db, body, locale),
  );
  registerEndpoint(app, feeSysUpdate, async ({ db, body }) => {
    await findProjectRow(db, body.projectId);
    return recomputeTotals(db, body.projectId);
  });
}
