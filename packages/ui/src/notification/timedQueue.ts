// A list of messages that close themselves after their duration, with pause/resume while hovered or
// focused (WCAG 2.2.1). Written generically so the toast store can adopt it without API changes.

export interface TimedItem {
  id: string;
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. */
  duration: number;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  remaining: number;
}

export interface TimedQueue<Item extends TimedItem> {
  add(item: Item): void;
  /** Restarts an item's timer (e.g. the same message arriving again). */
  restart(id: string, duration: number): void;
  dismiss(id: string): void;
  clear(): void;
  pause(id: string): void;
  resume(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Item[];
}

/** Items resume with at least this long left, so a message never vanishes the moment focus leaves. */
const MIN_RESUME_MS = 1000;

export function createTimedQueue<Item extends TimedItem>(): TimedQueue<Item> {
  let items: readonly Item[] = [];
  const listeners = new Set<() => void>();
  const timers = new Map<string, Timer>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const startTimer = (id: string, remaining: number) => {
    if (remaining <= 0) return;
    timers.set(id, {
      handle: setTimeout(() => queue.dismiss(id), remaining),
      startedAt: Date.now(),
      remaining,
    });
  };

  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    timers.delete(id);
  };

  const queue: TimedQueue<Item> = {
    add(item) {
      items = [...items, item];
      startTimer(item.id, item.duration);
      emit();
    },
    restart(id, duration) {
      stopTimer(id);
      startTimer(id, duration);
    },
    dismiss(id) {
      stopTimer(id);
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },
    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      items = [];
      emit();
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle === undefined) return;
      clearTimeout(timer.handle);
      timers.set(id, {
        handle: undefined,
        startedAt: timer.startedAt,
        remaining: Math.max(0, timer.remaining - (Date.now() - timer.startedAt)),
      });
    },
    resume(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle !== undefined) return;
      startTimer(id, Math.max(timer.remaining, MIN_RESUME_MS));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
  return queue;
}
