import { createTimedQueue } from './timedQueue';

/** What a notification is about; it picks the icon colour and the live-region politeness. */
export type NotificationKind = 'info' | 'success' | 'warning' | 'error';

/** The spec's notification popup stays 20 s (spec 000 §9). */
export const NOTIFICATION_DURATION_MS = 20000;

export interface NotifyOptions {
  title: string;
  message?: string;
  kind?: NotificationKind;
  /** Milliseconds before it closes itself; 0 keeps it until closed. Defaults to 20 s. */
  duration?: number;
}

export interface Notification {
  id: string;
  title: string;
  message: string;
  kind: NotificationKind;
  duration: number;
}

const queue = createTimedQueue<Notification>();
let nextId = 1;

/**
 * Shows a notification at the bottom right (rendered by the app's one `<NotificationHost/>`).
 * Returns its id.
 */
export function notify({ title, message = '', kind = 'info', duration }: NotifyOptions): string {
  const notification: Notification = {
    id: `notification-${nextId++}`,
    title,
    message,
    kind,
    duration: duration ?? NOTIFICATION_DURATION_MS,
  };
  queue.add(notification);
  return notification.id;
}

notify.dismiss = (id: string): void => queue.dismiss(id);
/** Closes every notification (e.g. on logout). */
notify.clear = (): void => queue.clear();
notify.pause = (id: string): void => queue.pause(id);
notify.resume = (id: string): void => queue.resume(id);

export function subscribeToNotifications(listener: () => void): () => void {
  return queue.subscribe(listener);
}

export function getNotifications(): readonly Notification[] {
  return queue.getSnapshot();
}
