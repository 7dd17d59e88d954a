import { ok, type Endpoint, type EndpointData, type ParsedInput } from '@ccms/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenancy';
import { zodErrorMaps, type Locale } from '../i18n';
import type { Session } from '../modules/auth/sessions';
import { forbidden, unauthenticated, validationFailure } from './failure';

export const API_PREFIX = '/api';
export const AUTH_TOKEN = 'AuthToken';

/** How the endpoint layer learns who is calling; the auth module provides it. */
export interface SessionResolver {
  /** The live session of a token (renewing it), or null when missing, expired or revoked. */
  resolve(token: string): Promise<Session | null>;
  permits(session: Session, permission: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionResolver: SessionResolver;
    /** The application's own connection: the system context, unrestricted by tenant. */
    systemDb: Db;
  }
  interface FastifyRequest {
    locale: Locale;
    session: Session | null;
    parsedInput: { params: unknown; query: unknown; body: unknown } | null;
  }
}

export type HandlerInput<E extends Endpoint> = ParsedInput<E>;

export interface HandlerContext<E extends Endpoint> extends HandlerInput<E> {
  /** Present on every endpoint that is not public (the pre-handler guarantees it). */
  session: Session | null;
  /**
   * The request's database: with a session, a transaction that sees only the session's company
   * (row-level security); on public endpoints the system connection. Signed-in handlers use only
   * this: on PGlite a query on the system connection would wait for the open transaction forever.
   */
  db: Db;
  /** The session, or a 401 failure; for handlers of session-only endpoints. */
  requireSession: () => Session;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Runs once the request's transaction has committed, never when it fails (e.g. a socket push). */
  afterCommit: (task: () => void) => void;
}

export type EndpointHandler<E extends Endpoint> = (
  context: HandlerContext<E>,
) => Promise<EndpointData<E>> | EndpointData<E>;

/** The AuthToken of a request: the header first, else the query parameter. */
export function authTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[AUTH_TOKEN.toLowerCase()];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[AUTH_TOKEN];
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : undefined;
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: string,
  locale: Locale,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {}, { error: zodErrorMaps[locale] });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join('.') : part;
  // Contract messages may already name their field ("username: 请输入用户名"); they are put in
  // the request's language when the failure is sent (replies.ts), zod's own ones here.
  const message = issue.message.startsWith(`${field}:`)
    ? issue.message.slice(field.length + 1).trim()
    : issue.message;
  throw validationFailure(field, message);
}

/** `/user/{id}` (the spec's form) → `/api/user/:id` (Fastify's). */
export function routePath(path: string): string {
  return API_PREFIX + path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers a route from a contract endpoint. One pre-handler resolves the session, enforces the
 * endpoint's access and validates its input, so a handler runs only with a caller it may serve
 * and input that matches the contract.
 */
export interface EndpointOptions {
  /**
   * Runs after access and validation, before the request's transaction opens, on the system
   * connection; what it writes stays written even when the handler fails (a captcha used up by a
   * wrong answer stays used).
   */
  beforeTransaction?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    preHandler: async (request, reply) => {
      if (endpoint.access !== 'public') {
        const token = authTokenOf(request);
        const session = token ? await app.sessionResolver.resolve(token) : null;
        if (!session) throw unauthenticated();
        if (
          typeof endpoint.access === 'object' &&
          !(await app.sessionResolver.permits(session, endpoint.access.permission))
        )
          throw forbidden();
        request.session = session;
      }
      request.parsedInput = {
        params: parsePart(endpoint.params, request.params, 'params', request.locale),
        query: parsePart(endpoint.query, request.query, 'query', request.locale),
        body: parsePart(endpoint.body, request.body, 'body', request.locale),
      };
      await options.beforeTransaction?.(request, reply);
    },
    handler: async (request, reply) => {
      const input = request.parsedInput as HandlerInput<E>;
      const session = request.session;
      const committed: (() => void)[] = [];
      const run = (db: Db) =>
        Promise.resolve(
          handler({
            ...input,
            session,
            db,
            requireSession: () => {
              if (!session) throw unauthenticated();
              return session;
            },
            locale: request.locale,
            request,
            reply,
            afterCommit: (task) => committed.push(task),
          }),
        );
      // Every signed-in request runs in one transaction scoped to its company; a failure writes nothing.
      const data = session
        ? await inTenant(app.systemDb, session.companyId, run)
        : await run(app.systemDb);
      for (const task of committed) {
        try {
          task();
        } catch (error) {
          request.log.error({ err: error }, 'after-commit task failed');
        }
      }
      // Binary answers (images, downloads) are sent by the handler itself.
      if (endpoint.response === 'binary' || reply.sent) return reply;
      return reply.send(ok(data));
    },
  });
}
