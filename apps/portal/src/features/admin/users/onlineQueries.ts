import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Spec 000 §9: the online count is asked again every 10 s. */
export const ONLINE_POLL_MS = 10_000;

export const onlineKeys = {
  all: ['admin', 'users', 'online'] as const,
  tree: ['admin', 'users', 'online', 'tree'] as const,
  count: ['admin', 'users', 'online', 'count'] as const,
};

/** People of the company signed in now and in all, polled every 10 s (header and online page). */
export function useOnlineCount() {
  return useQuery({
    queryKey: onlineKeys.count,
    queryFn: () => api.session.onlineCount(),
    refetchInterval: ONLINE_POLL_MS,
  });
}
