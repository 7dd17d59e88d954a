import { financePayPriceSave, financePaymentCycleList } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { listCycles, saveCycles } from './service';

/** A contract's payment cycles (付款节点, spec 001 §7 paymentCycle and payCostPrice). */
export function registerPaymentCycleRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, financePaymentCycleList, ({ db, params }) =>
    listCycles(db, params.id, now()),
  );
  registerEndpoint(app, financePayPriceSave, ({ db, body, requireSession }) =>
    saveCycles(db, requireSession(), now(), body),
  );
}
