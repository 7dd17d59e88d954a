import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../http/endpoint';
import { buildOpenApiDocument } from './document';

export const DOCS_PATH = `${API_PREFIX}/docs`;

/** The contract's OpenAPI document at /api/docs/json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument() as never },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
