import { onlineCount, onlineKickOut, onlineQueryList } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { kickOut, onlineCount as countOnline, onlineTree } from './service';

export function registerOnlineRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, onlineCount, ({ db }) => countOnline(db, now()));
  registerEndpoint(app, onlineQueryList, ({ db }) => onlineTree(db, now()));
  registerEndpoint(app, onlineKickOut, ({ db, params, requireSession }) =>
    kickOut(db, requireSession(), now(), params.userId),
  );
}
