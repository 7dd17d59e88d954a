import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@ccms/ui';

/**
 * Asks before any navigation while there are unsaved changes: another role, another tab, another
 * data menu (all kept in the URL) or another page. Staying cancels the navigation.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  // Set by 离开, so the dialog's closing afterwards does not reset the navigation it let through.
  const leaving = useRef(false);
  const isBlocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      isOpen={isBlocked}
      title={t('roles.unsavedTitle')}
      message={t('roles.unsavedMessage')}
      okText={t('roles.leave')}
      cancelText={t('roles.stay')}
      tone="danger"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onOpenChange={(isOpen) => {
        // Closing by 留下, the close button or Escape keeps the page as it is.
        if (!isOpen && !leaving.current) blocker.reset?.();
        leaving.current = false;
      }}
    />
  );
}
