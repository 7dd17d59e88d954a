import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../file/storage';
import { registerAnalysisRoutes } from './analysis/routes';
import { registerFeeRoutes } from './fee/routes';
import { registerCostKindsRoutes } from './kinds/routes';
import { registerCostNodeRoutes } from './nodes/routes';
import { registerMaterialRoutes } from './materials/routes';
import { registerSubjectRoutes } from './subject/routes';
import { registerBillModelRoutes } from './billModel/routes';
import { registerBillModelBillRoutes } from './billModel/bills';
import { registerProjectRoutes } from './project/routes';
import { registerProjectFileRoutes } from './projectFiles/routes';
import { registerQualityRoutes } from './quality/routes';
import { registerRulesRoutes } from './quality/rulesRoutes';

/** The cost-data area (spec 001 §7): project library, tree, bills, import/export, fees, quality. */
export function registerCostRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  registerProjectRoutes(app, now, storage);
  registerProjectFileRoutes(app, now, storage);
  registerFeeRoutes(app, now);
  registerQualityRoutes(app, now);
  registerRulesRoutes(app, now);
  registerCostKindsRoutes(app, now, storage);
  registerCostNodeRoutes(app, now);
  registerAnalysisRoutes(app);
  registerMaterialRoutes(app, now);
  registerSubjectRoutes(app, now);
  registerBillModelRoutes(app, now);
  registerBillModelBillRoutes(app);
}
