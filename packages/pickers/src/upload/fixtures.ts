import type { UploadedFile, UploadRequestOptions, UploadTransport } from './useUploadQueue';

/** The `file.suffix` parameter as a typical company sets it. */
export const sampleSuffixes = 'jpg,png,pdf,docx,xlsx';

/** A file of `bytes` zero bytes with the given name. */
export function sampleFile(name: string, bytes = 2048, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export interface FakeUploadOptions {
  /** Milliseconds the fake request takes. */
  durationMs?: number;
  /** Report progress like XMLHttpRequest's upload events; false to get the stepped progress. */
  reportsProgress?: boolean;
  /** Files whose name contains this fail (e.g. "失败"). */
  failWhenNameIncludes?: string;
}

let nextId = 1;

/** A transport for stories: answers after a while, optionally reporting progress, honouring abort. */
export function createFakeUpload({
  durationMs = 4000,
  reportsProgress = true,
  failWhenNameIncludes,
}: FakeUploadOptions = {}): UploadTransport {
  return (file: File, { onProgress, signal }: UploadRequestOptions) =>
    new Promise<UploadedFile>((resolve, reject) => {
      const ticks = 10;
      let tick = 0;
      const interval = setInterval(() => {
        tick++;
        if (reportsProgress) onProgress(Math.round((file.size * tick) / ticks), file.size);
        if (tick < ticks) return;
        clearInterval(interval);
        if (failWhenNameIncludes && file.name.includes(failWhenNameIncludes)) {
          reject(new Error('存储服务不可用'));
        } else {
          resolve({ id: `file-${nextId++}`, fileName: file.name });
        }
      }, durationMs / ticks);
      signal.addEventListener('abort', () => {
        clearInterval(interval);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}
