import { EventEmitter } from 'node:events';
import type { WebSocket } from '@fastify/websocket';
import type { Message } from '@ccms/api-client';
import { describe, expect, it } from 'vitest';
import { createMessageHub, SESSION_ENDED_CLOSE_CODE } from './hub';

/** The part of a ws socket the hub uses, recording what it was asked to do. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  pings = 0;
  terminated = false;
  closedWith: number | undefined;
  send(frame: string) {
    this.sent.push(frame);
  }
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close', 1006);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
}

const socket = () => new FakeSocket();
const asWs = (fake: FakeSocket) => fake as unknown as WebSocket;
const message = { id: 'm1', title: '提醒', content: '内容' } as Message;

describe('the message hub', () => {
  it('pushes to every open tab of the user and to no one else', async () => {
    const hub = createMessageHub(() => Promise.resolve(true));
    const [tab1, tab2, other] = [socket(), socket(), socket()];
    hub.add('u1', 's1', asWs(tab1));
    hub.add('u1', 's2', asWs(tab2));
    hub.add('u2', 's3', asWs(other));
    expect(await hub.push('u1', message)).toBe(2);
    expect(tab1.sent).toEqual([JSON.stringify(message)]);
    expect(tab2.sent).toEqual([JSON.stringify(message)]);
    expect(other.sent).toEqual([]);
  });

  it('forgets a tab once it closes', async () => {
    const hub = createMessageHub(() => Promise.resolve(true));
    const tab = socket();
    hub.add('u1', 's1', asWs(tab));
    tab.close(1000);
    expect(hub.openCount('u1')).toBe(0);
    expect(await hub.push('u1', message)).toBe(0);
  });

  it('closes a tab whose session ended instead of sending to it', async () => {
    const hub = createMessageHub((sessionId) => Promise.resolve(sessionId !== 'revoked'));
    const [live, ended] = [socket(), socket()];
    hub.add('u1', 'live', asWs(live));
    hub.add('u1', 'revoked', asWs(ended));
    expect(await hub.push('u1', message)).toBe(1);
    expect(ended.sent).toEqual([]);
    expect(ended.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(hub.openCount('u1')).toBe(1);
  });

  it('pings on each sweep and drops a tab that did not answer the previous ping', () => {
    const hub = createMessageHub(() => Promise.resolve(true));
    const [answering, silent] = [socket(), socket()];
    hub.add('u1', 's1', asWs(answering));
    hub.add('u1', 's2', asWs(silent));
    hub.sweep();
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.emit('pong');
    hub.sweep();
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    expect(silent.terminated).toBe(true);
    expect(hub.openCount('u1')).toBe(1);
  });
});
