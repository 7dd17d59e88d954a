import { useSyncExternalStore } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { getConfirms, settleConfirm, subscribeToConfirms } from './confirmStore';

/** Shows the requests of `confirm()`, one at a time. Mount it once, near the root, like `<Toaster/>`. */
export function ConfirmHost() {
  const requests = useSyncExternalStore(subscribeToConfirms, getConfirms, getConfirms);
  const current = requests[0];
  if (!current) return null;
  return (
    <ConfirmDialog
      key={current.id}
      {...current.options}
      isOpen
      onConfirm={() => settleConfirm(current.id, true)}
      onOpenChange={(isOpen) => {
        if (!isOpen) settleConfirm(current.id, false);
      }}
    />
  );
}
