import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../file/storage';
import { registerFeeRoutes } from './fee/routes';
import { registerProjectRoutes } from './project/routes';
import { registerQualityRoutes } from './quality/routes';

/** The cost-data area (spec 001 §7): project library, tree, bills, import/export, fees, quality. */
export function registerCostRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  registerProjectRoutes(app, now, storage);
  registerFeeRoutes(app, now);
  registerQualityRoutes(app, now);
}
