import { FakeSocket, message } from './fakeSocket';
import {
  messageSocketUrl,
  openMessageSocket,
  parseMessageFrame,
  SESSION_ENDED_CLOSE_CODE,
} from './messageSocket';

const URL = 'ws://portal.test/api/websocket/u-1?AuthToken=t';

function listen() {
  const received: string[] = [];
  const reconnects = vi.fn();
  const handle = openMessageSocket({
    url: URL,
    WebSocket: FakeSocket,
    onMessage: (pushed) => received.push(pushed.id),
    onReconnect: reconnects,
  });
  return { handle, received, reconnects };
}

beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('messageSocketUrl', () => {
  it('uses the page’s host, ws for http and wss for https, with the token as a query parameter', () => {
    expect(messageSocketUrl('u-1', 'a b+c', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/websocket/u-1?AuthToken=a%20b%2Bc',
    );
    expect(messageSocketUrl('u-1', 't', { protocol: 'https:', host: 'ccms.example.com' })).toBe(
      'wss://ccms.example.com/api/websocket/u-1?AuthToken=t',
    );
  });
});

describe('parseMessageFrame', () => {
  it('takes a Message and ignores frames of any other shape', () => {
    expect(parseMessageFrame(JSON.stringify(message('m1')))).toEqual(message('m1'));
    expect(parseMessageFrame('not json')).toBeUndefined();
    expect(parseMessageFrame(JSON.stringify({ title: 'no id' }))).toBeUndefined();
    expect(parseMessageFrame(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('openMessageSocket', () => {
  it('opens the given url and hands on each pushed message, skipping frames that are none', () => {
    const { received } = listen();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe(URL);
    socket.open();
    socket.push(message('m1'));
    socket.push('ping');
    socket.push(message('m2'));
    expect(received).toEqual(['m1', 'm2']);
  });

  it('after a drop reconnects in 1 s, doubling to 30 s while it fails, and back to 1 s once open', () => {
    const { reconnects } = listen();
    FakeSocket.latest().open();
    FakeSocket.latest().drop();

    // Each failed attempt waits twice as long as the one before, up to 30 s.
    const delays = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    delays.forEach((delay, attempt) => {
      const opened = FakeSocket.opened.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.opened).toHaveLength(opened);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.opened).toHaveLength(opened + 1);
      if (attempt < delays.length - 1) FakeSocket.latest().drop();
    });

    // Open at last: the user hears it reconnected, and the next drop waits 1 s again.
    FakeSocket.latest().open();
    expect(reconnects).toHaveBeenCalledTimes(1);
    FakeSocket.latest().drop();
    const attempts = FakeSocket.opened.length;
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.opened).toHaveLength(attempts + 1);
  });

  it('does not announce the first opening as a reconnect', () => {
    const { reconnects } = listen();
    FakeSocket.latest().open();
    expect(reconnects).not.toHaveBeenCalled();
  });

  it('stops for good when the server closes with 4401 (session ended)', () => {
    listen();
    FakeSocket.latest().open();
    FakeSocket.latest().drop(SESSION_ENDED_CLOSE_CODE);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('close() closes the socket normally and cancels a pending reconnect', () => {
    const first = listen();
    FakeSocket.latest().open();
    first.handle.close();
    expect(FakeSocket.latest().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(1);

    FakeSocket.reset();
    const second = listen();
    FakeSocket.latest().drop();
    second.handle.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
  });
});
