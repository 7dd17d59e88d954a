import { paramDelete, paramList, paramQueryList, paramSave } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { authTokenOf, registerEndpoint } from '../../http/endpoint';
import { deleteParam, listBasicParams, queryParams, saveParam } from './service';

export function registerParamRoutes(
  app: FastifyInstance,
  db: Db,
  captchaEnabled: boolean,
  now: () => Date,
): void {
  // Open before sign-in; a signed-in caller also gets its company's own values.
  registerEndpoint(app, paramList, async ({ request }) => {
    const token = authTokenOf(request);
    const session = token ? await app.sessionResolver.resolve(token) : null;
    return listBasicParams(db, captchaEnabled, session?.companyId);
  });
  registerEndpoint(app, paramQueryList, ({ db: tx, body }) => queryParams(tx, body));
  registerEndpoint(app, paramSave, ({ db: tx, body, requireSession }) =>
    saveParam(tx, requireSession(), now(), body),
  );
  registerEndpoint(app, paramDelete, async ({ db: tx, params, requireSession }) => {
    await deleteParam(tx, requireSession().companyId, params.id);
    return null;
  });
}
