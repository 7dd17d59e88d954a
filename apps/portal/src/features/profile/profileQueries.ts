import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@ccms/api-client';
import { queryKeys } from '../../api/queries';
import { session } from '../../app/session';

/** Query keys of the 个人中心 feature; all start with `profile`. */
export const profileKeys = {
  all: ['profile'] as const,
  invoice: ['profile', 'invoice'] as const,
  fileSetting: ['profile', 'fileSetting'] as const,
  footprints: ['profile', 'footprints'] as const,
  footprintAnalysis: ['profile', 'footprintAnalysis'] as const,
};

/**
 * Takes the user info a save answered as the session's: the stored copy (what the shell renders
 * from at once) and the userInfo query, so the header and every page show the change without a
 * second call.
 */
export function useAdoptUserInfo(): (fresh: UserInfo) => void {
  const queryClient = useQueryClient();
  return (fresh) => {
    session.updateUserInfo(fresh);
    queryClient.setQueryData(queryKeys.userInfo(session.getToken()), fresh);
  };
}
