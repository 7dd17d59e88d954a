import { ErrorCode, fail, translateContractMessage } from '@ccms/api-client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromHeader, translate, type Locale, type MessageParams } from '../i18n';
import { API_PREFIX } from './endpoint';
import { badRequest, Failure, notFound } from './failure';

/**
 * A validation failure's message is often the contract's own (Chinese, as the spec writes it):
 * translated here, where every failure is put in the request's language, so schema checks and
 * handlers that throw validationFailure themselves are answered alike.
 */
function paramsIn(locale: Locale, failure: Failure): MessageParams {
  const { message } = failure.params;
  if (failure.key !== 'error.validation' || typeof message !== 'string') return failure.params;
  return { ...failure.params, message: translateContractMessage(message, locale) };
}

export function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  const locale = reply.request.locale;
  const msg = translate(locale, failure.key, paramsIn(locale, failure));
  return reply
    .status(failure.httpCode ?? 200)
    .send(fail(failure.code, msg, failure.httpCode, failure.data));
}

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

export interface ReplyOptions {
  /** Answer unknown non-API GETs with the portal's index.html (needs @fastify/static registered). */
  spaFallback: boolean;
}

/**
 * Every answer under /api is an envelope: failures thrown on purpose keep their code, framework
 * errors of the request (bad JSON, too large) become 400, anything else a generic 500 that is logged.
 */
export function installEnvelopeReplies(app: FastifyInstance, options: ReplyOptions): void {
  app.decorateRequest('locale', 'zh');
  app.decorateRequest('session', null);
  app.decorateRequest('parsedInput', null);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    done();
  });

  app.setErrorHandler((error: FastifyError | Failure, request, reply) => {
    if (error instanceof Failure) return sendFailure(reply, error);
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request rejected');
      return sendFailure(reply, badRequest());
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(fail(ErrorCode.internal, translate(request.locale, 'error.internal'), 500));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && request.method === 'GET' && !isApiPath(request.url)) {
      return reply.sendFile('index.html');
    }
    return sendFailure(reply, notFound(request.url.split('?')[0] ?? request.url));
  });
}
