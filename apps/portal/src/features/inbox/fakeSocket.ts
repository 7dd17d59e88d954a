import type { Message } from '@ccms/api-client';
import type { MessageWebSocket } from './messageSocket';

/**
 * Test support: a WebSocket stand-in that records every socket opened, which the test then
 * drives (open, frames, close codes) as the server would.
 */
export class FakeSocket implements MessageWebSocket {
  static opened: FakeSocket[] = [];
  static latest(): FakeSocket {
    const socket = FakeSocket.opened.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  static reset(): void {
    FakeSocket.opened = [];
  }

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  /** The server accepts the connection. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame: a Message as JSON, or any other text. */
  push(frame: Message | string): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection ends from the server's side or the network's. */
  drop(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

export function message(id: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    type: 'business',
    title: `消息 ${id}`,
    content: `第一行 ${id}\n第二行`,
    read: false,
    readAt: null,
    createdBy: 'system',
    createdAt: '2026-03-01 09:00:00',
    updatedBy: 'system',
    updatedAt: '2026-03-01 09:00:00',
    ...extra,
  };
}
