import { searchQueryList, searchTypeList } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { search, searchTypes } from './service';

export function registerSearchRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, searchTypeList, ({ db, locale, requireSession }) =>
    searchTypes(db, requireSession(), locale),
  );
  registerEndpoint(app, searchQueryList, ({ db, body, locale, requireSession }) =>
    search(db, requireSession(), now(), locale, body),
  );
}
