import type { ProgressFrame } from '@ccms/api-client';
import type { FastifyRequest } from 'fastify';
import type { MessageHub } from '../modules/message/hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a long call's progress frames go: the caller's open message sockets. */
    progressHub: Pick<MessageHub, 'pushProgress'>;
  }
}

/** At most one frame per this many ms (about 5 a second); the final 100 always goes. */
export const PROGRESS_INTERVAL_MS = 200;

export type StageParams = Record<string, string | number>;

/**
 * What an engine is handed: `step(done, total)` fits the `onProgress(done, total)` callbacks of
 * the pure engines (they never import HTTP); `stage` names what runs now.
 */
export interface ProgressReporter {
  /** Sets the stage and the share of the whole call it covers: [from, to] percent. */
  stage: (stage: string, span?: readonly [number, number] | null, params?: StageParams) => void;
  /** Progress inside the current stage's span; pass as an engine's `onProgress`. */
  step: (done: number, total: number) => void;
  /** The call's work is done: always sends 100. */
  finish: () => void;
}

const silent: ProgressReporter = { stage: () => {}, step: () => {}, finish: () => {} };

export interface ProgressTarget {
  push: (frame: ProgressFrame) => void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * A throttled reporter: frames go out when the percent (or stage) changes, at most one per
 * interval, except that the first frame of a stage and the final 100 always go. Percent only
 * grows; a stage without a span reports -1 (text only).
 */
export function createProgressReporter(
  progressId: string,
  { push, now = Date.now, intervalMs = PROGRESS_INTERVAL_MS }: ProgressTarget,
): ProgressReporter {
  let span: readonly [number, number] | null = null;
  let stage = '';
  let params: StageParams | undefined;
  let lastSentAt = -Infinity;
  let lastPercent = -2;
  let highest = 0;
  let lastStage = '';
  let finished = false;

  const send = (percent: number, force: boolean) => {
    if (finished) return;
    const rounded = percent < 0 ? -1 : Math.min(100, Math.max(0, Math.floor(percent)));
    // Never backwards: a later stage that starts lower keeps the percent already shown.
    const shown = rounded < 0 ? -1 : Math.max(rounded, highest);
    const changedStage = stage !== lastStage;
    if (!changedStage && shown === lastPercent) return;
    const at = now();
    if (!force && !changedStage && at - lastSentAt < intervalMs) return;
    lastSentAt = at;
    lastPercent = shown;
    highest = Math.max(highest, shown);
    lastStage = stage;
    push({ type: 'progress', progressId, percent: shown, stage, ...(params ? { params } : {}) });
  };

  return {
    stage(next, nextSpan = null, nextParams) {
      stage = next;
      span = nextSpan;
      params = nextParams;
      send(span ? span[0] : -1, false);
    },
    step(done, total) {
      if (!span) return;
      const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
      send(span[0] + (span[1] - span[0]) * share, false);
    },
    finish() {
      stage = 'done';
      params = undefined;
      send(100, true);
      finished = true;
    },
  };
}

/**
 * The reporter of a request: frames go to the signed-in caller's sockets (and only theirs) when
 * the body carried a progressId; otherwise a reporter that does nothing. A failed push is logged,
 * never fails the call.
 */
export function reportProgress(
  request: FastifyRequest,
  progressId: string | undefined,
): ProgressReporter {
  const userId = request.session?.userId;
  if (!progressId || !userId || !request.server.hasDecorator('progressHub')) return silent;
  const hub = request.server.progressHub;
  return createProgressReporter(progressId, {
    push: (frame) => {
      try {
        hub.pushProgress(userId, frame);
      } catch (error) {
        request.log.warn({ err: error }, 'progress push failed');
      }
    },
  });
}
