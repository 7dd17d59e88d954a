import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getConfirms, settleConfirm, subscribeToConfirms } from './confirmStore';

// The dialog (and the overlay machinery behind it) loads with the first request, so pages that
// never ask for a confirmation — the sign-in page among them — do not carry it.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Shows the requests of `confirm()`, one at a time. Mount it once, near the root, like `<Toaster/>`. */
export function ConfirmHost() {
  const requests = useSyncExternalStore(subscribeToConfirms, getConfirms, getConfirms);
  const current = requests[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={current.id}
        {...current.options}
        isOpen
        onConfirm={() => settleConfirm(current.id, true)}
        onOpenChange={(isOpen) => {
          if (!isOpen) settleConfirm(current.id, false);
        }}
      />
    </Suspense>
  );
}
