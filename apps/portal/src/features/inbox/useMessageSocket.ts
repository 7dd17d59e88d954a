import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserInfo } from '@ccms/api-client';
import { notify } from '@ccms/ui';
import { useSession } from '../../app/session';
import { inboxKeys } from './inboxQueries';
import { firstLine } from './messageText';
import {
  messageSocketUrl,
  openMessageSocket,
  type MessageWebSocketConstructor,
} from './messageSocket';

export interface UseMessageSocketOptions {
  /** The socket class; the browser's WebSocket unless a test gives a fake one. */
  WebSocket?: MessageWebSocketConstructor | undefined;
}

/**
 * Listens to the signed-in user's message socket (spec 000 §4, §7.2) while mounted: each pushed
 * message refreshes the unread counts and lists and pops up a 20 s notification (spec 000 §9).
 * It stops when the user signs out or the component unmounts.
 */
export function useMessageSocket(
  user: Pick<UserInfo, 'userId'> | null | undefined,
  { WebSocket }: UseMessageSocketOptions = {},
): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.userId;

  useEffect(() => {
    if (!userId || !token) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    const socket = openMessageSocket({
      url: messageSocketUrl(userId, token, window.location),
      WebSocket,
      onMessage: (message) => {
        refresh();
        notify({ title: message.title, message: firstLine(message.content) });
      },
      // Messages pushed while the socket was down were stored, not heard: count again.
      onReconnect: refresh,
    });
    return () => socket.close();
  }, [userId, token, queryClient, WebSocket]);
}
