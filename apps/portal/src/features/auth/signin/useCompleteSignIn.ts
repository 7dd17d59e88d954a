import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UserInfo } from '@ccms/api-client';
import { queryKeys } from '../../../api/queries';
import { safeRedirectTarget } from '../../../app/redirectTarget';
import { session } from '../../../app/session';

/**
 * After any successful sign-in (password, SMS, QR, SaaS, single sign-on): the session is
 * stored and the user goes to the `redirect` query's path, else the root.
 */
export function useCompleteSignIn(): (user: UserInfo) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  return async (user) => {
    session.signIn(user);
    queryClient.setQueryData(queryKeys.userInfo(user.authToken), user);
    await navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
  };
}
