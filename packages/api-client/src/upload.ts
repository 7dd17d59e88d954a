import { answerOf, ApiError, endpointUrl, type ApiClientOptions } from './client';
import type { Endpoint, EndpointData } from './endpoint';

export interface UploadRequest {
  /** Sent as repeated `file` parts, in order. */
  files: readonly Blob[];
  /** Text parts beside the files (refModule, refRecordId, businessId …). */
  fields?: Readonly<Record<string, string | undefined>>;
  /** Bytes of the request body sent so far, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** The part of XMLHttpRequest an upload uses (declared here: the contract also compiles for Node). */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  timeout: number;
  withCredentials: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface UploaderOptions extends ApiClientOptions {
  /** The XMLHttpRequest to use (tests pass a stand-in); fetch cannot report upload progress. */
  XMLHttpRequest?: new () => UploadXhr;
}

export type Uploader = <E extends Endpoint>(
  endpoint: E,
  request: UploadRequest,
) => Promise<EndpointData<E>>;

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * Sends files as multipart/form-data to an upload endpoint with the session's AuthToken, reporting
 * the real progress of the request body; answers the envelope's data or rejects with an ApiError
 * (an AbortError when the signal aborts).
 */
export function createUploader(options: UploaderOptions = {}): Uploader {
  const baseUrl = options.baseUrl ?? '/api';
  const timeoutMs = options.timeoutMs ?? 300_000;

  return function upload(endpoint, { files, fields = {}, onProgress, signal }) {
    const Xhr =
      options.XMLHttpRequest ??
      (globalThis as { XMLHttpRequest?: new () => UploadXhr }).XMLHttpRequest;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      if (!Xhr) {
        reject(new ApiError('Uploads need XMLHttpRequest', 'network', 0, undefined, undefined));
        return;
      }
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined) form.append(name, value);
      }
      for (const file of files) form.append('file', file);

      const xhr = new Xhr();
      xhr.open(endpoint.method, endpointUrl(baseUrl, endpoint));
      xhr.timeout = timeoutMs;
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      const token = options.getToken?.();
      if (token) xhr.setRequestHeader('AuthToken', token);
      const language = options.getLanguage?.();
      if (language) xhr.setRequestHeader('Accept-Language', language);

      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded, event.total);
        };
      }
      const networkFailure = (message: string) => {
        done();
        reject(new ApiError(message, 'network', 0, undefined, undefined));
      };
      xhr.onerror = () => networkFailure('The upload could not reach the server');
      xhr.ontimeout = () => networkFailure('The upload timed out');
      xhr.onabort = () => {
        done();
        reject(abortError());
      };
      xhr.onload = () => {
        done();
        let payload: unknown;
        try {
          payload = JSON.parse(xhr.responseText) as unknown;
        } catch {
          payload = undefined;
        }
        const ok = xhr.status >= 200 && xhr.status < 300;
        try {
          resolve(answerOf(payload, { ok, status: xhr.status, statusText: xhr.statusText }));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      xhr.send(form);
    });
  };
}
