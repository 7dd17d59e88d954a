import { areaDelete, areaQueryTree, areaSave } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { areaTree, deleteArea, saveArea } from './service';

export function registerAreaRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, areaQueryTree, ({ db }) => areaTree(db));
  registerEndpoint(app, areaSave, ({ db, body, requireSession }) =>
    saveArea(db, requireSession(), now(), body),
  );
  registerEndpoint(app, areaDelete, async ({ db, params }) => {
    await deleteArea(db, params.id);
    return null;
  });
}
