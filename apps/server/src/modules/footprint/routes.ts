import {
  footprintAdminDelete,
  footprintAdminQueryList,
  footprintAnalyzeList,
  footprintQueryList,
  footprintSave,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { deleteCompanyFootprints, queryCompanyFootprints } from './admin';
import { analyzeFootprints, queryFootprints, recordFootprint } from './service';

/**
 * 我的足迹: those calls read and write only the session user's own footprints. 足迹管理: the
 * administrators' calls read and delete every user's footprints of the session's company.
 */
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
  registerEndpoint(app, footprintAdminQueryList, ({ db, body, locale, requireSession }) =>
    queryCompanyFootprints(db, requireSession(), locale, body),
  );
  registerEndpoint(app, footprintAdminDelete, ({ db, body, requireSession }) =>
    deleteCompanyFootprints(db, requireSession(), body),
  );
}
