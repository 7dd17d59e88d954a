import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getConfirms, subscribeToConfirms } from '@ccms/ui';

// The confirm dialog (and the overlay machinery under it) loads with the first confirm(), not
// with every page: the login page asks for none.
const ConfirmHost = lazy(() => import('./confirmHost'));

const hasRequest = () => getConfirms().length > 0;

/** `<ConfirmHost/>`, mounted from the first `confirm()` on and kept mounted after it. */
export function DeferredConfirmHost() {
  const requested = useSyncExternalStore(subscribeToConfirms, hasRequest, hasRequest);
  const [mounted, setMounted] = useState(false);
  if (requested && !mounted) setMounted(true);
  if (!requested && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  );
}
