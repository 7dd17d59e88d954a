import type { ReactNode } from 'react';

/** What a confirmation asks; strings already translated by the caller. */
export interface ConfirmOptions {
  /** Defaults to 提示 / Confirm / Confirmar. */
  title?: string;
  message: ReactNode;
  okText?: string;
  cancelText?: string;
  /** `danger` paints OK red, for deletions and other losses. */
  tone?: 'default' | 'danger';
}

export interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
}

let requests: readonly ConfirmRequest[] = [];
let nextId = 1;
const resolvers = new Map<number, (confirmed: boolean) => void>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Asks the user through the app's `<ConfirmHost/>`; resolves true on OK, false on cancel,
 * close or Escape. Requests queue: one dialog at a time, in order.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request: ConfirmRequest = { id: nextId++, options };
    resolvers.set(request.id, resolve);
    requests = [...requests, request];
    emit();
  });
}

/** Answers a request; later answers to the same request are ignored. */
export function settleConfirm(id: number, confirmed: boolean): void {
  const resolve = resolvers.get(id);
  if (!resolve) return;
  resolvers.delete(id);
  requests = requests.filter((request) => request.id !== id);
  emit();
  resolve(confirmed);
}

export function subscribeToConfirms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConfirms(): readonly ConfirmRequest[] {
  return requests;
}
