import { health } from '@ccms/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/endpoint';

export function registerSystemRoutes(app: FastifyInstance, database: Database): void {
  registerEndpoint(app, health, async () => {
    // Ready means the database answers; a failure here becomes the generic 500 envelope.
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.kind, version: packageJson.version };
  });
}
