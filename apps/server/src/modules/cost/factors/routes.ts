import {
  factorDelete,
  factorDeleteAll,
  factorImport,
  factorList,
  factorQuerySpecialList,
  factorSave,
  factorSetDefault,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { loadUploadContent } from '../../excel/importFlow';
import type { FileStorage } from '../../file/storage';
import {
  deleteAllFactors,
  deleteFactor,
  factorValues,
  importFactors,
  saveFactors,
  setDefaultFactors,
  specialList,
} from './service';

export function registerFactorRoutes(
  app: FastifyInstance,
  now: () => Date,
  storage: FileStorage,
): void {
  registerEndpoint(app, factorQuerySpecialList, ({ db, body }) => specialList(db, body.projectId));
  registerEndpoint(app, factorSave, ({ db, body, requireSession, locale }) =>
    saveFactors(db, requireSession(), now(), body, locale),
  );
  registerEndpoint(app, factorDeleteAll, async ({ db, body }) => {
    await deleteAllFactors(db, body.projectId);
    return null;
  });
  registerEndpoint(app, factorDelete, async ({ db, params }) => {
    await deleteFactor(db, params.id);
    return null;
  });
  registerEndpoint(app, factorSetDefault, ({ db, body, requireSession }) =>
    setDefaultFactors(db, requireSession(), now(), body.projectId),
  );
  registerEndpoint(app, factorList, ({ db, body, locale }) =>
    factorValues(db, body.projectId, locale),
  );
  registerEndpoint(app, factorImport, async ({ db, body, requireSession, locale }) => {
    const upload = await loadUploadContent(db, storage, body.fileItems[0]!);
    return importFactors(db, requireSession(), now(), body.projectId, upload, locale);
  });
}
