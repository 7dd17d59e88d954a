import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { session } from '../app/session';
import { LOGIN_PATH } from '../app/decideRoute';

/** Logout (spec 000 §4): revoke on the server, clear stored data even if that fails, go to login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.auth.logout();
    } catch {
      // Reported by the request layer; the front-end logout happens regardless.
    } finally {
      session.clear();
      queryClient.clear();
      await navigate(LOGIN_PATH, { replace: true });
    }
  };
}
