import { useEffect, useRef, useState } from 'react';
import { progressPercent, SIMULATED_PROGRESS_STEPS } from './uploadRules';

/** What the server answers for a stored file; `id` is what records keep. */
export interface UploadedFile {
  id: string;
  fileName?: string;
}

export interface UploadRequestOptions {
  /** Report bytes sent; a transport that never calls it gets the spec's stepped progress. */
  onProgress: (loaded: number, total: number) => void;
  /** Aborted when the user cancels the row, removes it or closes the dialog. */
  signal: AbortSignal;
}

/** Sends one file (e.g. POST /b/fileItem/upload with refModule, refRecordId, businessId). */
export type UploadTransport = (file: File, options: UploadRequestOptions) => Promise<UploadedFile>;

/** A row of the upload dialog: 等待上传 → 上传中 → 已上传, or 上传失败 to retry. */
export type UploadStatus = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  /** 0–100; 100 only once the server has answered. */
  percent: number;
  status: UploadStatus;
  uploaded?: UploadedFile | undefined;
  /** The transport's error message of the last failed attempt. */
  error?: string | undefined;
}

interface RunningUpload {
  controller: AbortController;
  timers: ReturnType<typeof setTimeout>[];
}

export interface UploadQueueOptions {
  upload: UploadTransport;
  onUploaded?: ((uploaded: UploadedFile, file: File) => void) | undefined;
}

export interface UploadQueue {
  items: readonly UploadItem[];
  add: (files: readonly File[]) => void;
  /** Starts one row (waiting or failed); a row already running is left alone. */
  start: (key: string) => void;
  /** Starts every waiting or failed row; returns how many started (0: nothing to upload). */
  startAll: () => number;
  /** Aborts a running row and puts it back to waiting. */
  cancel: (key: string) => void;
  /** Aborts the row if running and drops it. */
  remove: (key: string) => void;
  /** Aborts everything and empties the list. */
  reset: () => void;
}

const canStart = (item: UploadItem) => item.status === 'waiting' || item.status === 'failed';

/** The files of one upload dialog and their requests; every request is aborted on unmount. */
export function useUploadQueue({ upload, onUploaded }: UploadQueueOptions): UploadQueue {
  const [items, setItems] = useState<UploadItem[]>([]);
  const running = useRef(new Map<string, RunningUpload>());
  const nextKey = useRef(1);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const stop = (key: string) => {
    const job = running.current.get(key);
    if (!job) return;
    for (const timer of job.timers) clearTimeout(timer);
    running.current.delete(key);
    job.controller.abort();
  };

  useEffect(() => {
    const jobs = running.current;
    return () => {
      for (const job of jobs.values()) {
        for (const timer of job.timers) clearTimeout(timer);
        job.controller.abort();
      }
      jobs.clear();
    };
  }, []);

  const run = (item: UploadItem) => {
    if (running.current.has(item.key)) return;
    const controller = new AbortController();
    const job: RunningUpload = { controller, timers: [] };
    running.current.set(item.key, job);
    const { signal } = controller;
    const stopSimulation = () => {
      for (const timer of job.timers) clearTimeout(timer);
      job.timers = [];
    };
    let reported = false;
    const [first, ...later] = SIMULATED_PROGRESS_STEPS;
    patch(item.key, { status: 'uploading', percent: first?.percent ?? 0, error: undefined });
    job.timers = later.map((step) =>
      setTimeout(() => {
        if (!reported && !signal.aborted) patch(item.key, { percent: step.percent });
      }, step.afterMs),
    );
    const onProgress = (loaded: number, total: number) => {
      const percent = progressPercent(loaded, total);
      if (signal.aborted || percent === undefined) return;
      // The first real report ends the stand-in steps for good.
      reported = true;
      stopSimulation();
      patch(item.key, { percent });
    };
    let request: Promise<UploadedFile>;
    try {
      request = upload(item.file, { onProgress, signal });
    } catch (error) {
      request = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    request.then(
      (uploaded) => {
        if (signal.aborted) return;
        stopSimulation();
        running.current.delete(item.key);
        patch(item.key, { status: 'uploaded', percent: 100, uploaded });
        onUploaded?.(uploaded, item.file);
      },
      (error: unknown) => {
        // A cancelled request has already put its row back; its rejection says nothing new.
        if (signal.aborted) return;
        stopSimulation();
        running.current.delete(item.key);
        patch(item.key, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
  };

  return {
    items,
    add(files) {
      if (files.length === 0) return;
      const added = files.map((file): UploadItem => ({
        key: `upload-${nextKey.current++}`,
        file,
        percent: 0,
        status: 'waiting',
      }));
      setItems((current) => [...current, ...added]);
    },
    start(key) {
      const item = items.find((candidate) => candidate.key === key);
      if (item && canStart(item)) run(item);
    },
    startAll() {
      const pending = items.filter((item) => canStart(item) && !running.current.has(item.key));
      for (const item of pending) run(item);
      return pending.length;
    },
    cancel(key) {
      if (!running.current.has(key)) return;
      stop(key);
      patch(key, { status: 'waiting', percent: 0 });
    },
    remove(key) {
      stop(key);
      setItems((current) => current.filter((item) => item.key !== key));
    },
    reset() {
      for (const key of [...running.current.keys()]) stop(key);
      setItems([]);
    },
  };
}
