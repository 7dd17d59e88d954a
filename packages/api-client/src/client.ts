import type { Endpoint, EndpointArgs, EndpointData, EndpointInput } from './endpoint';
import { fillPath, scalarText } from './endpoint';
import { ErrorCode, isEnvelope, type Envelope } from './envelope';
import { contract, type Contract } from './contract';

/** A failed call: the server's envelope, or a transport failure (`kind: 'network'`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: 'business' | 'http' | 'network',
    readonly code: number,
    readonly httpCode: number | undefined,
    readonly envelope: Envelope | undefined,
  ) {
    super(message);
  }
  /** The session ended: the portal runs its logged-out flow. */
  get isSessionEnd(): boolean {
    return this.httpCode === 401;
  }
}

export interface ApiClientOptions {
  /** Base URL of the API, default `/api`. */
  baseUrl?: string;
  /** The current AuthToken, sent as the `AuthToken` header. */
  getToken?: () => string | null | undefined;
  /** Language of server messages (`Accept-Language`). */
  getLanguage?: () => string | undefined;
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned (spec 000 §9: 300000). */
  timeoutMs?: number;
}

export type Request = <E extends Endpoint>(
  endpoint: E,
  ...args: EndpointArgs<E>
) => Promise<EndpointData<E>>;

function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, scalarText(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of an endpoint, for the ones a browser loads directly (captcha image, downloads). */
export function endpointUrl<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  input?: EndpointInput<E>,
): string {
  const parts = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return `${baseUrl}${fillPath(endpoint.path, parts.params)}${buildQuery(parts.query)}`;
}

export function createRequest(options: ApiClientOptions = {}): Request {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 300_000;

  return async function request(endpoint, ...[input]) {
    const parts = (input ?? {}) as { body?: unknown };
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.AuthToken = token;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (parts.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(endpointUrl(baseUrl, endpoint, input), {
        method: endpoint.method,
        headers,
        body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
        credentials: 'include',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new ApiError(
        cause instanceof Error ? cause.message : String(cause),
        'network',
        0,
        undefined,
        undefined,
      );
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    return answerOf<EndpointData<typeof endpoint>>(payload, response);
  };
}

/** The data of a successful envelope, or the ApiError a failed answer stands for. */
export function answerOf<T>(
  payload: unknown,
  response: { ok: boolean; status: number; statusText: string },
): T {
  if (isEnvelope(payload)) {
    if (payload.success) return payload.data as T;
    const httpCode = payload.httpCode ?? (response.ok ? undefined : response.status);
    throw new ApiError(
      payload.msg,
      response.ok ? 'business' : 'http',
      payload.code,
      httpCode,
      payload,
    );
  }
  throw new ApiError(
    response.statusText || `HTTP ${response.status}`,
    'http',
    response.ok ? ErrorCode.internal : response.status,
    response.ok ? undefined : response.status,
    undefined,
  );
}

type Bound<C> = {
  [Area in keyof C]: {
    [Name in keyof C[Area]]: C[Area][Name] extends Endpoint
      ? (...args: EndpointArgs<C[Area][Name]>) => Promise<EndpointData<C[Area][Name]>>
      : never;
  };
};
export type ApiClient = Bound<Contract>;

/** A typed function per endpoint: `api.auth.login({ body })`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient & { request: Request } {
  const request = createRequest(options);
  const bound: Record<string, Record<string, unknown>> = {};
  for (const [area, endpoints] of Object.entries(contract)) {
    const functions: Record<string, unknown> = {};
    for (const [name, definition] of Object.entries(endpoints as Record<string, Endpoint>)) {
      functions[name] = (...args: EndpointArgs<Endpoint>) => request(definition, ...args);
    }
    bound[area] = functions;
  }
  return Object.assign(bound as unknown as ApiClient, { request });
}
