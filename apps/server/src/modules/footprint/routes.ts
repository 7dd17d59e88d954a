import { footprintAnalyzeList, footprintQueryList, footprintSave } from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { analyzeFootprints, queryFootprints, recordFootprint } from './service';

/** 我的足迹: every call reads and writes only the session user's own footprints. */
export function registerFootprintRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, footprintSave, ({ db, body, locale, requireSession }) =>
    recordFootprint(db, requireSession(), now(), locale, body),
  );
  registerEndpoint(app, footprintQueryList, ({ db, body, locale, requireSession }) =>
    queryFootprints(db, requireSession(), locale, body),
  );
  registerEndpoint(app, footprintAnalyzeList, ({ db, body, locale, requireSession }) =>
    analyzeFootprints(db, requireSession(), locale, body),
  );
}
