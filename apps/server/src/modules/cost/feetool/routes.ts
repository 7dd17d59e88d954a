import {
  feeToolBaseAreas,
  feeToolBaseDelete,
  feeToolBaseQueryList,
  feeToolBaseSave,
  feeToolDetailDelete,
  feeToolDetailQueryList,
  feeToolDetailSave,
  feeToolImportFromBase,
  feeToolSimpleGet,
  feeToolSimpleSave,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import {
  baseAreas,
  deleteBase,
  deleteDetail,
  getSimple,
  importFromBase,
  listBases,
  listDetails,
  saveBase,
  saveDetail,
  saveSimple,
} from './service';

export function registerFeeToolRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, feeToolBaseQueryList, ({ db, body }) => listBases(db, body));
  registerEndpoint(app, feeToolBaseSave, ({ db, body, requireSession }) =>
    saveBase(db, requireSession(), now(), body),
  );
  registerEndpoint(app, feeToolBaseDelete, async ({ db, params }) => {
    await deleteBase(db, params.id);
    return null;
  });
  registerEndpoint(app, feeToolBaseAreas, ({ db }) => baseAreas(db));
  registerEndpoint(app, feeToolDetailQueryList, ({ db, body, locale }) =>
    listDetails(db, body.baseId, locale),
  );
  registerEndpoint(app, feeToolDetailSave, ({ db, body, locale }) => saveDetail(db, body, locale));
  registerEndpoint(app, feeToolDetailDelete, async ({ db, params }) => {
    await deleteDetail(db, params.id);
    return null;
  });
  registerEndpoint(app, feeToolSimpleGet, ({ db, body }) => getSimple(db, body.baseId));
  registerEndpoint(app, feeToolSimpleSave, ({ db, body, requireSession }) =>
    saveSimple(db, requireSession(), now(), body),
  );
  registerEndpoint(app, feeToolImportFromBase, ({ db, body, locale }) =>
    importFromBase(db, body, locale),
  );
}
