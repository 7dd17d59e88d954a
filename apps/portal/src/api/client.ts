import {
  ApiError,
  createRequest,
  type ApiClient,
  type ApiClientOptions,
  type Endpoint,
} from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { session } from '../app/session';
import { currentLanguage, i18n } from '../i18n';
import { endpointTable } from './endpointTable';
import { handleSessionEnd } from './sessionEnd';

/** Spec 000 §8: answers with httpCode 303 pass through without a message. */
const PASS_THROUGH_HTTP_CODE = 303;
/** Spec 000 §9: HTTP and network errors stay 5 s (business errors use the error toast's 10 s). */
const HTTP_ERROR_TOAST_MS = 5_000;

/** What the user is told about a failed call (spec 000 §8); the call still rejects. */
export function reportApiError(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.isSessionEnd) {
    handleSessionEnd();
    return;
  }
  if (error.httpCode === PASS_THROUGH_HTTP_CODE) return;
  switch (error.kind) {
    case 'business':
      toast.error(error.message || i18n.t('request.unavailable'));
      return;
    case 'network':
      toast.network(i18n.t('request.timeout'));
      return;
    case 'http':
      toast.error(httpErrorMessage(error), { duration: HTTP_ERROR_TOAST_MS });
      return;
  }
}

/** The server's msg, else the status text, else the maintenance message. */
function httpErrorMessage(error: ApiError): string {
  if (error.envelope?.msg) return error.envelope.msg;
  // Without an envelope the client puts the status text in the message, or `HTTP <status>` when there is none.
  const statusText = error.message === `HTTP ${error.httpCode}` ? '' : error.message;
  return statusText || i18n.t('request.unavailable');
}

/** Every function of the client, with failures reported before they reject. */
function withErrorReporting(client: ApiClient): ApiClient {
  const reporting: Record<string, Record<string, unknown>> = {};
  for (const [area, functions] of Object.entries(
    client as unknown as Record<string, Record<string, unknown>>,
  )) {
    if (typeof functions !== 'object') continue;
    reporting[area] = Object.fromEntries(
      Object.entries(functions).map(([name, call]) => [
        name,
        async (input?: unknown) => {
          try {
            return await (call as (input?: unknown) => Promise<unknown>)(input);
          } catch (error) {
            reportApiError(error);
            throw error;
          }
        },
      ]),
    );
  }
  return reporting as unknown as ApiClient;
}

/** A function per endpoint, like the contract's client, bound from the endpoint table. */
function createPortalClient(options: ApiClientOptions): ApiClient {
  const request = createRequest(options);
  const bound: Record<string, Record<string, unknown>> = {};
  for (const [area, endpoints] of Object.entries(endpointTable)) {
    bound[area] = Object.fromEntries(
      Object.entries(endpoints).map(([name, route]) => [
        name,
        (input?: unknown) => request(route as Endpoint, input as never),
      ]),
    );
  }
  return bound as unknown as ApiClient;
}

/**
 * The same calls without telling the user about failures: for background bookkeeping such as
 * recording a footprint, whose failure the user can do nothing about (spec 000 §8 silent failures).
 */
export const quietApi: ApiClient = createPortalClient({
  getToken: () => session.getToken(),
  getLanguage: () => currentLanguage(),
  // Looked up per call, not bound once, so a fetch installed later (polyfill, test stub) is used.
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** The portal's one request layer: AuthToken and language on every call, errors reported per spec. */
export const api: ApiClient = withErrorReporting(quietApi);
