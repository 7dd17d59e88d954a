import { useSyncExternalStore } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import {
  ToastCloseButton,
  ToasterRoot,
  ToastItem,
  ToastList,
  ToastMessage,
} from './Toaster.styles';
import { getToasts, subscribeToToasts, toast as toastApi, type Toast } from './toastStore';

const icons: Record<Toast['kind'], string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  network: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  notice: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
};

function ToastCard({ toast }: { toast: Toast }) {
  const t = useUiTranslation();
  return (
    <ToastItem
      data-kind={toast.kind}
      onMouseEnter={() => toastApi.pause(toast.id)}
      onMouseLeave={() => toastApi.resume(toast.id)}
      onFocus={() => toastApi.pause(toast.id)}
      onBlur={() => toastApi.resume(toast.id)}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={icons[toast.kind]} />
      </svg>
      <ToastMessage>{toast.message}</ToastMessage>
      {toast.dismissable ? (
        <ToastCloseButton
          type="button"
          aria-label={t('close')}
          onClick={() => toastApi.dismiss(toast.id)}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M1 1l10 10M11 1 1 11" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </ToastCloseButton>
      ) : null}
    </ToastItem>
  );
}

/**
 * Renders the toasts of `toast.*` at the top centre. Mount it once, near the root: its live
 * regions must exist before a message arrives for screen readers to announce it.
 */
export function Toaster() {
  const t = useUiTranslation();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return (
    // Stays announced while a modal is open: react-aria hides everything outside the overlay
    // except elements marked as the top layer.
    <ToasterRoot data-react-aria-top-layer="true">
      <ToastList role="alert" aria-label={t('errorNotifications')}>
        {errors.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ToastList>
      <ToastList role="status" aria-label={t('notifications')}>
        {others.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ToastList>
    </ToasterRoot>
  );
}
