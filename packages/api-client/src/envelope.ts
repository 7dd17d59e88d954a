import { z } from 'zod';

/** Application code of a successful answer (spec 000 §8). */
export const SUCCESS_CODE = 1000;

/**
 * Application codes of failures. `httpCode` in the envelope (and the HTTP status) says how the
 * transport should treat the answer; `code` says what went wrong.
 */
export const ErrorCode = {
  validation: 1400,
  unauthenticated: 1401,
  forbidden: 1403,
  notFound: 1404,
  conflict: 1409,
  locked: 1423,
  tooManyRequests: 1429,
  internal: 1500,
  /** A business rule said no (wrong password, wrong captcha…); the message says why. */
  business: 2000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The envelope every JSON answer under /api has: `{ code, success, msg, data, httpCode? }`. */
export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
  httpCode?: number;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    success: z.boolean(),
    msg: z.string(),
    data,
    httpCode: z.number().int().optional(),
  });

export function ok<T>(data: T, msg = ''): Envelope<T> {
  return { code: SUCCESS_CODE, success: true, msg, data };
}

/** A failure envelope; data is null unless the failure carries a report (an import's row errors). */
export function fail<T = null>(
  code: number,
  msg: string,
  httpCode?: number,
  data: T = null as T,
): Envelope<T> {
  return httpCode === undefined
    ? { code, success: false, msg, data }
    : { code, success: false, msg, data, httpCode };
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'success' in value &&
    typeof (value as { code: unknown }).code === 'number'
  );
}
