import type { ImportSheet } from './importTypes';
import { readWorkbook, UnsupportedWorkbookError } from './readWorkbook';

export interface ParseWorkerRequest {
  buffer: ArrayBuffer;
}

export type ParseWorkerResponse =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; sheets: ImportSheet[] }
  | { kind: 'error'; name: string; message: string };

export interface ParseWorkbookOptions {
  /** 0–1 while the file is read and its rows converted. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the worker and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Reads in this worker (see `ParseWorkerFactory`); without it, on the main thread. */
  createWorker?: ParseWorkerFactory;
}

/** Reading the bytes is the first tenth of the progress; converting rows the rest. */
const READ_SHARE = 0.1;

/**
 * Starts the parse worker the app's bundler built, e.g. with Vite:
 * `import ParseWorker from '@ccms/pickers/parse.worker?worker'` and `() => new ParseWorker()`.
 * The package does not start it by itself: a library build cannot know where a bundler put the
 * worker's file, and a wrong guess would fail at run time.
 */
export type ParseWorkerFactory = () => Worker;

function startWorker(createWorker: ParseWorkerFactory | undefined): Worker | undefined {
  if (!createWorker || typeof Worker === 'undefined') return undefined;
  try {
    return createWorker();
  } catch {
    // No module workers in this browser: parse on the main thread.
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('The read was aborted', 'AbortError');
}

function fileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

function inWorker(
  worker: Worker,
  buffer: ArrayBuffer,
  report: (fraction: number) => void,
  signal: AbortSignal | undefined,
): Promise<ImportSheet[]> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<ParseWorkerResponse>) => {
      const message = event.data;
      if (message.kind === 'progress') {
        report(message.fraction);
        return;
      }
      finish();
      if (message.kind === 'done') {
        resolve(message.sheets);
      } else {
        const error =
          message.name === 'UnsupportedWorkbookError'
            ? new UnsupportedWorkbookError()
            : new Error(message.message);
        reject(error);
      }
    };
    worker.onerror = (event) => {
      // The worker script did not load: read on the main thread.
      event.preventDefault();
      finish();
      readWorkbook(buffer, { onProgress: report }).then(resolve, reject);
    };
    // Copied, not transferred: the main-thread fallback above still needs the bytes.
    worker.postMessage({ buffer } satisfies ParseWorkerRequest);
  });
}

/**
 * Reads an .xlsx or .csv file into sheets of text in a module Web Worker when given one, keeping
 * the page responsive for large sheets; otherwise (tests, old browsers) on the main thread.
 */
export async function parseInWorker(
  file: Blob,
  options: ParseWorkbookOptions = {},
): Promise<ImportSheet[]> {
  const { onProgress, signal, createWorker } = options;
  if (signal?.aborted) throw abortError();
  const buffer = await fileBytes(file);
  if (signal?.aborted) throw abortError();
  onProgress?.(READ_SHARE);
  const report = (fraction: number) => onProgress?.(READ_SHARE + (1 - READ_SHARE) * fraction);
  const worker = startWorker(createWorker);
  if (!worker) return readWorkbook(buffer, { onProgress: report });
  return inWorker(worker, buffer, report, signal);
}
