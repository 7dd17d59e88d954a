import type { Role } from '@ccms/api-client';

/** Why a tab shows the role's grants without letting them change. */
export type LockReason = 'admin' | 'noPermission';

/** What every tab of 综合授权 receives. */
export interface AuthorizationTabProps {
  role: Role;
  /** Set when the grants are shown locked; null when they can change. */
  lock: LockReason | null;
  /** Whether the tab holds changes not yet saved (false when it goes away). */
  onDirtyChange: (isDirty: boolean) => void;
}
