import {
  costFileDelete,
  costFileProjects,
  costFileQueryList,
  costFileSave,
  costFileVersions,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import * as service from './service';

/** 造价文件管理 (/b/cost/file): cost files by project and stage, in versions. */
export function registerCostFileRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, costFileQueryList, ({ db, body }) => service.listCostFiles(db, body));
  registerEndpoint(app, costFileSave, ({ db, body, requireSession }) =>
    service.saveCostFile(db, requireSession(), now(), body),
  );
  registerEndpoint(app, costFileVersions, ({ db, params }) =>
    service.costFileVersions(db, params.documentId),
  );
  registerEndpoint(app, costFileDelete, ({ db, params }) =>
    service.deleteCostFile(db, params.documentId),
  );
  registerEndpoint(app, costFileProjects, ({ db }) => service.costFileProjects(db));
}
