import type { ProgressFrame } from '@ccms/api-client';

/**
 * Progress frames of long calls, as the message socket hears them (features/inbox/messageSocket),
 * handed to whoever waits on that call's progressId (useCallProgress). Frames for an id no one
 * waits on are dropped.
 */
type Listener = (frame: ProgressFrame) => void;

const listeners = new Map<string, Set<Listener>>();

/** Hands a frame to the listeners of its progressId. */
export function publishProgress(frame: ProgressFrame): void {
  for (const listener of [...(listeners.get(frame.progressId) ?? [])]) listener(frame);
}

/** Listens to one call's frames; answers the function that stops listening. */
export function subscribeProgress(progressId: string, listener: Listener): () => void {
  const set = listeners.get(progressId) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(progressId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(progressId) === set) listeners.delete(progressId);
  };
}

/** A fresh id for one long call. */
export function newProgressId(): string {
  return globalThis.crypto.randomUUID();
}
