import type { Message, ProgressFrame } from '@ccms/api-client';
import type { WebSocket } from '@fastify/websocket';

/** Close code for a socket whose session ended (sign-out, kick-out, expiry). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** How often open sockets are pinged; one that has not answered the previous ping is dropped. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

interface OpenSocket {
  socket: WebSocket;
  sessionId: string;
  answered: boolean;
}

/**
 * The open message sockets of this process, by user: one per tab. A push goes to every tab of
 * the user whose session still lives; a tab whose session ended is closed instead.
 */
export function createMessageHub(isLive: (sessionId: string) => Promise<boolean>) {
  const byUser = new Map<string, Set<OpenSocket>>();

  return {
    add(userId: string, sessionId: string, socket: WebSocket): void {
      const entry: OpenSocket = { socket, sessionId, answered: true };
      socket.on('pong', () => (entry.answered = true));
      const open = byUser.get(userId) ?? new Set<OpenSocket>();
      open.add(entry);
      byUser.set(userId, open);
      socket.on('close', () => {
        open.delete(entry);
        if (open.size === 0 && byUser.get(userId) === open) byUser.delete(userId);
      });
    },

    /** Sends the message to the user's live tabs; answers how many received it. */
    async push(userId: string, message: Message): Promise<number> {
      const frame = JSON.stringify(message);
      let delivered = 0;
      for (const { socket, sessionId } of [...(byUser.get(userId) ?? [])]) {
        if (socket.readyState !== socket.OPEN) continue;
        if (!(await isLive(sessionId))) {
          socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
          continue;
        }
        socket.send(frame);
        delivered += 1;
      }
      return delivered;
    },

    /**
     * Sends a long call's progress to the user's open tabs at once, without asking the database
     * whether each tab's session lives: the call's own session was just checked, the frame says
     * nothing but a percent, and it must not wait behind the call's open transaction.
     */
    pushProgress(userId: string, frame: ProgressFrame): number {
      const text = JSON.stringify(frame);
      let delivered = 0;
      for (const { socket } of byUser.get(userId) ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        socket.send(text);
        delivered += 1;
      }
      return delivered;
    },

    /**
     * Drops sockets that did not answer the last ping (a tab whose network vanished never sends
     * close) and pings the rest; the app calls it every HEARTBEAT_INTERVAL_MS.
     */
    sweep(): void {
      for (const open of byUser.values()) {
        for (const entry of open) {
          if (!entry.answered) {
            entry.socket.terminate();
            continue;
          }
          entry.answered = false;
          entry.socket.ping();
        }
      }
    },

    /** Tabs open for a user (for tests and the online view). */
    openCount: (userId: string) => byUser.get(userId)?.size ?? 0,
  };
}

export type MessageHub = ReturnType<typeof createMessageHub>;
