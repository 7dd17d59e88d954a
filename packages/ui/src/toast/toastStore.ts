/** What a toast means; it picks the colour, the default duration and the live-region politeness. */
export type ToastKind = 'success' | 'error' | 'network' | 'notice';

export interface ToastOptions {
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. */
  duration?: number;
  /** Shows a close button. */
  dismissable?: boolean;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number;
  dismissable: boolean;
}

const defaults: Record<ToastKind, Required<ToastOptions>> = {
  success: { duration: 2000, dismissable: false },
  error: { duration: 10000, dismissable: true },
  network: { duration: 5000, dismissable: false },
  notice: { duration: 3000, dismissable: true },
};

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  remaining: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<string, Timer>();

function emit() {
  for (const listener of listeners) listener();
}

function startTimer(id: string, remaining: number) {
  if (remaining <= 0) return;
  timers.set(id, {
    handle: setTimeout(() => dismiss(id), remaining),
    startedAt: Date.now(),
    remaining,
  });
}

function stopTimer(id: string) {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const duration = options.duration ?? defaults[kind].duration;
  // The same message again (e.g. every failed request of a page) restarts the one toast.
  const existing = toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (existing) {
    stopTimer(existing.id);
    startTimer(existing.id, duration);
    return existing.id;
  }
  const toast: Toast = {
    id: `toast-${nextId++}`,
    kind,
    message,
    duration,
    dismissable: options.dismissable ?? defaults[kind].dismissable,
  };
  toasts = [...toasts, toast];
  startTimer(toast.id, duration);
  emit();
  return toast.id;
}

function dismiss(id: string): void {
  stopTimer(id);
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** The one toast API of the product. Each call returns the toast's id. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  network: (message: string, options?: ToastOptions) => show('network', message, options),
  notice: (message: string, options?: ToastOptions) => show('notice', message, options),
  dismiss,
  /** Closes every toast (e.g. on logout). */
  clear(): void {
    for (const id of timers.keys()) stopTimer(id);
    toasts = [];
    emit();
  },
  /** Holds a toast open while the pointer or focus is on it (WCAG 2.2.1). */
  pause(id: string): void {
    const timer = timers.get(id);
    if (!timer || timer.handle === undefined) return;
    clearTimeout(timer.handle);
    timers.set(id, {
      handle: undefined,
      startedAt: timer.startedAt,
      remaining: Math.max(0, timer.remaining - (Date.now() - timer.startedAt)),
    });
  },
  resume(id: string): void {
    const timer = timers.get(id);
    if (!timer || timer.handle !== undefined) return;
    startTimer(id, Math.max(timer.remaining, 1000));
  },
};

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
