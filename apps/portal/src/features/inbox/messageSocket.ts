import {
  fillPath,
  isMessage,
  isProgressFrame,
  MESSAGE_SOCKET_PATH,
  type Message,
  type ProgressFrame,
} from '@ccms/api-client';
import { publishProgress } from '../../api/callProgress';

/** The server closes a socket with this code when its session ended (sign-out, kick-out, expiry). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Reconnect delays: 1 s, doubling up to 30 s, back to 1 s once a socket opens. */
export const RECONNECT_FIRST_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** A normal close: the one this side sends when it stops listening. */
const NORMAL_CLOSE_CODE = 1000;

/** The part of a browser WebSocket the message socket uses (a fake one in tests). */
export interface MessageWebSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number, reason?: string): void;
}
export type MessageWebSocketConstructor = new (url: string) => MessageWebSocket;

/** `ws(s)://{host}/api/websocket/{userId}?AuthToken={token}`, on the page's own host and scheme. */
export function messageSocketUrl(
  userId: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const path = fillPath(MESSAGE_SOCKET_PATH, { id: userId });
  return `${scheme}://${location.host}/api${path}?AuthToken=${encodeURIComponent(token)}`;
}

/** A frame as the Message it carries; anything else (not JSON, another shape) is undefined. */
export function parseMessageFrame(data: unknown): Message | undefined {
  const parsed = parseFrame(data);
  return isMessage(parsed) ? parsed : undefined;
}

/** A frame as the long call's progress it carries, else undefined. */
export function parseProgressFrame(data: unknown): ProgressFrame | undefined {
  const parsed = parseFrame(data);
  return isProgressFrame(parsed) ? parsed : undefined;
}

function parseFrame(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

export interface MessageSocketOptions {
  url: string;
  onMessage: (message: Message) => void;
  /** A socket opened again after a drop: messages pushed meanwhile were missed. */
  onReconnect?: () => void;
  WebSocket?: MessageWebSocketConstructor | undefined;
}

export interface MessageSocketHandle {
  /** Stops listening for good: closes the socket and cancels a pending reconnect. */
  close(): void;
}

/**
 * Listens to the signed-in user's message socket, reconnecting after a drop with backoff. A
 * close with 4401 stops it: the session ended, and the request layer's logged-out flow takes
 * over on the next call, so reconnecting would only be refused again.
 */
export function openMessageSocket({
  url,
  onMessage,
  onReconnect,
  WebSocket: SocketClass = globalThis.WebSocket,
}: MessageSocketOptions): MessageSocketHandle {
  let socket: MessageWebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let nextDelay = RECONNECT_FIRST_DELAY_MS;
  let hasOpened = false;
  let stopped = false;

  const scheduleReconnect = () => {
    retryTimer = setTimeout(connect, nextDelay);
    nextDelay = Math.min(nextDelay * 2, RECONNECT_MAX_DELAY_MS);
  };

  function connect() {
    retryTimer = undefined;
    let current: MessageWebSocket;
    try {
      current = new SocketClass(url);
    } catch {
      // The browser refused to start one (offline, blocked): try again later like after a drop.
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      nextDelay = RECONNECT_FIRST_DELAY_MS;
      if (hasOpened) onReconnect?.();
      hasOpened = true;
    };
    current.onmessage = (event) => {
      // A long call's progress goes to whoever waits on it (useCallProgress), not to the inbox.
      const progress = parseProgressFrame(event.data);
      if (progress) {
        publishProgress(progress);
        return;
      }
      const message = parseMessageFrame(event.data);
      if (message) onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped || event.code === SESSION_ENDED_CLOSE_CODE) return;
      scheduleReconnect();
    };
  }

  connect();

  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      if (current) {
        current.onopen = current.onmessage = current.onclose = null;
        current.close(NORMAL_CLOSE_CODE);
      }
    },
  };
}
