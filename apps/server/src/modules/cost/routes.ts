import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../file/storage';
import { registerAnalysisRoutes } from './analysis/routes';
import { registerFeeRoutes } from './fee/routes';
import { registerCostKindsRoutes } from './kinds/routes';
import { registerMaterialRoutes } from './materials/routes';
import { registerSubjectRoutes } from './subject/routes';
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
  registerCostKindsRoutes(app, now, storage);
  registerAnalysisRoutes(app);
  registerMaterialRoutes(app, now);
  registerSubjectRoutes(app, now);
}
