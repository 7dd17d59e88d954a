import { useSyncExternalStore } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import {
  NotificationBody,
  NotificationCard,
  NotificationCloseButton,
  NotificationIcon,
  NotificationList,
  NotificationMessage,
  NotificationRoot,
  NotificationTitle,
} from './NotificationHost.styles';
import {
  getNotifications,
  notify,
  subscribeToNotifications,
  type Notification,
} from './notificationStore';

const icons: Record<Notification['kind'], string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

function NotificationItem({ notification }: { notification: Notification }) {
  const t = useUiTranslation();
  return (
    <NotificationCard
      data-kind={notification.kind}
      onMouseEnter={() => notify.pause(notification.id)}
      onMouseLeave={() => notify.resume(notification.id)}
      onFocus={() => notify.pause(notification.id)}
      onBlur={() => notify.resume(notification.id)}
    >
      <NotificationIcon
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d={icons[notification.kind]} />
      </NotificationIcon>
      <NotificationBody>
        <NotificationTitle>{notification.title}</NotificationTitle>
        {notification.message ? (
          <NotificationMessage>{notification.message}</NotificationMessage>
        ) : null}
      </NotificationBody>
      <NotificationCloseButton
        type="button"
        aria-label={t('close')}
        onClick={() => notify.dismiss(notification.id)}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M1 1l10 10M11 1 1 11" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </NotificationCloseButton>
    </NotificationCard>
  );
}

/**
 * Renders `notify(…)` calls stacked at the bottom right. Mount it once near the root: its live
 * regions must exist before a notification arrives for screen readers to announce it.
 */
export function NotificationHost() {
  const t = useUiTranslation();
  const notifications = useSyncExternalStore(
    subscribeToNotifications,
    getNotifications,
    getNotifications,
  );
  const errors = notifications.filter((notification) => notification.kind === 'error');
  const others = notifications.filter((notification) => notification.kind !== 'error');
  return (
    <NotificationRoot data-placement="bottom-right">
      {/* Named apart from the toasts' regions: both hosts live on one page. */}
      <NotificationList role="alert" aria-label={t('popupErrorNotifications')}>
        {errors.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </NotificationList>
      <NotificationList role="status" aria-label={t('popupNotifications')}>
        {others.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </NotificationList>
    </NotificationRoot>
  );
}
