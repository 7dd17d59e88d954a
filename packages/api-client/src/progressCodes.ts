/**
 * Progress of a long synchronous call (a statement import, a bill import, a quality check run),
 * pushed over the signed-in user's message socket while the call runs. The caller makes a random
 * `progressId` and sends it in the call's body; every frame for that call carries it.
 *
 * Kept without zod (like messageCodes.ts) so the shell's socket reads frames without the schemas.
 */
export interface ProgressFrame {
  type: 'progress';
  progressId: string;
  /** 0–100, or -1 when only the stage text is known. */
  percent: number;
  /** A stage key the portal translates (`read`, `check`, `save`…). */
  stage: string;
  params?: Record<string, string | number>;
}

/** What a progress id looks like: a uuid or any short token (letters, digits, `-`, `_`). */
export const PROGRESS_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Whether a socket frame is a progress frame (messages have no `type: 'progress'`). */
export function isProgressFrame(value: unknown): value is ProgressFrame {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as Record<string, unknown>;
  return (
    frame.type === 'progress' &&
    typeof frame.progressId === 'string' &&
    typeof frame.percent === 'number' &&
    frame.percent >= -1 &&
    frame.percent <= 100 &&
    typeof frame.stage === 'string' &&
    (frame.params === undefined || (typeof frame.params === 'object' && frame.params !== null))
  );
}
