import type { Message, UserInfo } from '@ccms/api-client';
import { envelope, paramListAnswer, stubServer, type ServerStub } from '../../app/testing';
import { MESSAGE_TYPES, type UnreadCounts } from './inboxQueries';

/** A call the fake inbox answered: what it was and the JSON body sent with it. */
export interface InboxCall {
  key: string;
  body: unknown;
}

type QueryBody = {
  pageNo: number;
  pageSize: number;
  params?: { type?: string; read?: boolean; keyword?: string };
};

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

/**
 * Test support: the message endpoints over an in-memory inbox, behaving as the server does
 * (filters, paging, unread counts, marking read), recording each call.
 */
export function serveInbox(user: UserInfo, initial: readonly Message[], extra: ServerStub = {}) {
  const messages = initial.map((message) => ({ ...message }));
  const calls: InboxCall[] = [];
  /** When set, the counts the server answers regardless of the messages (e.g. 9999+). */
  let countsOverride: UnreadCounts | null = null;

  const record = (key: string, init: RequestInit | undefined) => {
    const body = bodyOf(init);
    calls.push({ key, body });
    return body;
  };
  const markRead = (message: Message) => {
    if (message.read) return 0;
    message.read = true;
    message.readAt = '2026-03-02 10:00:00';
    return 1;
  };

  const stub: ServerStub = {
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'GET /api/b/notice/msg/toReadCounts': (init) => {
      record('counts', init);
      const counts = Object.fromEntries(
        MESSAGE_TYPES.map((type) => [
          type,
          messages.filter((message) => message.type === type && !message.read).length,
        ]),
      );
      return { body: envelope(countsOverride ?? counts) };
    },
    'POST /api/b/notice/msg/queryList': (init) => {
      const { pageNo, pageSize, params = {} } = record('queryList', init) as QueryBody;
      const matching = messages.filter(
        (message) =>
          (params.type === undefined || message.type === params.type) &&
          (params.read === undefined || message.read === params.read) &&
          (params.keyword === undefined ||
            message.title.includes(params.keyword) ||
            message.content.includes(params.keyword)),
      );
      const data = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return { body: envelope({ pageNo, pageSize, total: matching.length, data }) };
    },
    'PUT /api/b/notice/msg/setRead': (init) => {
      const ids = record('setReadList', init) as string[];
      const changed = messages
        .filter((message) => ids.includes(message.id))
        .reduce((sum, message) => sum + markRead(message), 0);
      return { body: envelope(changed) };
    },
  };
  for (const message of messages) {
    stub[`PUT /api/b/notice/msg/${message.id}/setRead`] = (init) => {
      record(`setRead ${message.id}`, init);
      markRead(message);
      return { body: envelope(null) };
    };
  }
  for (const type of MESSAGE_TYPES) {
    stub[`PUT /api/b/notice/msg/setAllRead/${type}`] = (init) => {
      record(`setAllRead ${type}`, init);
      const changed = messages
        .filter((message) => message.type === type)
        .reduce((sum, message) => sum + markRead(message), 0);
      return { body: envelope(changed) };
    };
  }
  const fetchStub = stubServer({ ...stub, ...extra });

  return {
    fetchStub,
    calls,
    callsTo: (key: string) => calls.filter((call) => call.key === key),
    /** The server stores a new message (as before pushing it). */
    store: (message: Message) => messages.unshift({ ...message }),
    answerCounts: (counts: UnreadCounts | null) => {
      countsOverride = counts;
    },
  };
}
