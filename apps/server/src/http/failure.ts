import { ErrorCode } from '@ccms/api-client';
import type { MessageKey, MessageParams } from '../i18n';

/**
 * A failure a handler or hook throws on purpose; the error handler turns it into the envelope
 * in the request's language. Without httpCode it is a business answer (HTTP 200, success false).
 */
export class Failure extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly httpCode?: number,
    /** What the answer's data carries: a report the caller acts on (an import's row errors). */
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'Failure';
  }
}

export const validationFailure = (field: string, message: string) =>
  new Failure(ErrorCode.validation, 'error.validation', { field, message }, 400);
export const badRequest = () => new Failure(ErrorCode.validation, 'error.badRequest', {}, 400);
export const unauthenticated = () =>
  new Failure(ErrorCode.unauthenticated, 'error.unauthenticated', {}, 401);
export const forbidden = () => new Failure(ErrorCode.forbidden, 'error.forbidden', {}, 403);
export const notFound = (path: string) =>
  new Failure(ErrorCode.notFound, 'error.notFound', { path }, 404);
export const businessFailure = (key: MessageKey, params?: MessageParams) =>
  new Failure(ErrorCode.business, key, params);

/** A record that does not exist for the caller (deleted, or another company's: both look the same). */
export const recordNotFound = () => new Failure(ErrorCode.notFound, 'record.notFound', {}, 404);
/** An id in the input that names no record the caller can see. */
export const unknownReference = (field: string) =>
  new Failure(ErrorCode.validation, 'record.unknownReference', { field }, 400);
