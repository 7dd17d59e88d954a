import type { Message } from '@ccms/api-client';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { withoutDemoFlows } from '../../test/demoFlows';

type Page = { pageNo: number; pageSize: number; total: number; data: Message[] };

let t: TestApp;
let admin: string;
let zhangsan: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  // The curated demo messages only, not the notices of the seeded flows.
  await withoutDemoFlows(t.database.db);
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

const list = (token: string, payload: object = {}) =>
  as<Page>(token, { method: 'POST', url: '/api/b/notice/msg/queryList', payload });

const unread = async (token: string, type?: string) =>
  (
    await as<number>(token, {
      method: 'GET',
      url: `/api/b/notice/msg/toReadNumber${type ? `/${type}` : ''}`,
    })
  ).body.data;

const readAtOf = async (id: string) =>
  (
    await t.database.db
      .select({ readAt: messages.readAt, updatedBy: messages.updatedBy })
      .from(messages)
      .where(eq(messages.id, id))
  )[0];

describe('listing messages', () => {
  it('answers only the caller’s messages, newest first, with five categories', async () => {
    const { body } = await list(admin);
    expect(body.data.total).toBe(5);
    expect(body.data.data.map((message) => message.id)).toEqual([
      'msg-admin-1',
      'msg-admin-2',
      'msg-admin-3',
      'msg-admin-4',
      'msg-admin-5',
    ]);
    expect(new Set(body.data.data.map((message) => message.type))).toEqual(
      new Set(['business', 'contract', 'hr', 'admin', 'finance']),
    );
    expect(body.data.data[0]).toMatchObject({
      title: '待办提醒：滨江新城安置房结算审核',
      read: false,
      readAt: null,
    });
    const theirs = await list(zhangsan);
    expect(theirs.body.data.data.every((message) => message.id.startsWith('msg-zhangsan'))).toBe(
      true,
    );
  });

  it('pages and filters by category, read state and words', async () => {
    const second = await list(admin, { pageNo: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ pageNo: 2, pageSize: 2, total: 5 });
    expect(second.body.data.data.map((message) => message.id)).toEqual([
      'msg-admin-3',
      'msg-admin-4',
    ]);
    const contracts = await list(admin, { params: { type: 'contract' } });
    expect(contracts.body.data.data.map((message) => message.id)).toEqual(['msg-admin-2']);
    const read = await list(admin, { params: { read: true } });
    expect(read.body.data.data.map((message) => message.id)).toEqual([
      'msg-admin-3',
      'msg-admin-5',
    ]);
    const worded = await list(admin, { params: { keyword: '消防' } });
    expect(worded.body.data.data.map((message) => message.id)).toEqual(['msg-admin-4']);
    // A wildcard in the words is taken literally.
    const literal = await list(admin, { params: { keyword: '%' } });
    expect(literal.body.data.total).toBe(0);
  });

  it('refuses an unknown category', async () => {
    const { response, body } = await list(admin, { params: { type: 'okr' } });
    expect(response.statusCode).toBe(400);
    expect(body.msg.startsWith('params.type：')).toBe(true);
  });
});

describe('unread counts', () => {
  it('counts the caller’s unread messages, in all and by category', async () => {
    expect(await unread(zhangsan)).toBe(3);
    expect(await unread(zhangsan, 'business')).toBe(1);
    expect(await unread(zhangsan, 'finance')).toBe(0);
    // okr is a code the portal asks for; nothing is filed under it.
    expect(await unread(zhangsan, 'okr')).toBe(0);
    const { body } = await as<Record<string, number>>(zhangsan, {
      method: 'GET',
      url: '/api/b/notice/msg/toReadCounts',
    });
    expect(body.data).toEqual({ business: 1, contract: 1, hr: 0, admin: 1, finance: 0 });
  });

  it('refuses a category code with other characters', async () => {
    const { response } = await as(zhangsan, {
      method: 'GET',
      url: '/api/b/notice/msg/toReadNumber/a%20b',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('marking messages read', () => {
  it('marks one of the caller’s own, stamped; again changes nothing', async () => {
    t.clock.advance(60_000);
    const { body } = await as(zhangsan, {
      method: 'PUT',
      url: '/api/b/notice/msg/msg-zhangsan-1/setRead',
    });
    expect(body.success).toBe(true);
    expect(await readAtOf('msg-zhangsan-1')).toEqual({
      readAt: t.clock.now(),
      updatedBy: 'user-zhangsan',
    });
    const markedAt = t.clock.now();
    t.clock.advance(60_000);
    await as(zhangsan, { method: 'PUT', url: '/api/b/msg/setRead/msg-zhangsan-1' });
    expect((await readAtOf('msg-zhangsan-1'))!.readAt).toEqual(markedAt);
    expect(await unread(zhangsan, 'business')).toBe(0);
  });

  it.each([
    ['a colleague’s', '/api/b/notice/msg/msg-admin-2/setRead'],
    ['a colleague’s (older path)', '/api/b/msg/setRead/msg-admin-2'],
    ['an unknown', '/api/b/notice/msg/no-such-message/setRead'],
  ])('answers 404 for %s message and marks nothing', async (_what, url) => {
    const { response } = await as(zhangsan, { method: 'PUT', url });
    expect(response.statusCode).toBe(404);
    expect((await readAtOf('msg-admin-2'))!.readAt).toBeNull();
  });

  it('marks several at once and answers how many changed', async () => {
    const { body } = await as<number>(zhangsan, {
      method: 'PUT',
      url: '/api/b/notice/msg/setRead',
      payload: ['msg-zhangsan-2', 'msg-zhangsan-3', 'msg-zhangsan-2'],
    });
    // msg-zhangsan-3 was read already.
    expect(body.data).toBe(1);
    expect((await readAtOf('msg-zhangsan-2'))!.readAt).not.toBeNull();
  });

  it('refuses the whole list when one id is not the caller’s', async () => {
    const { response, body } = await as(zhangsan, {
      method: 'PUT',
      url: '/api/b/notice/msg/setRead',
      payload: ['msg-zhangsan-4', 'msg-admin-1'],
    });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe('ids：所选的记录不存在');
    expect((await readAtOf('msg-zhangsan-4'))!.readAt).toBeNull();
    expect((await readAtOf('msg-admin-1'))!.readAt).toBeNull();
  });

  it('marks all of one category read for the caller only', async () => {
    const { body } = await as<number>(admin, {
      method: 'PUT',
      url: '/api/b/notice/msg/setAllRead/admin',
    });
    expect(body.data).toBe(1);
    expect((await readAtOf('msg-admin-4'))!.readAt).not.toBeNull();
    // zhangsan's 行政 message stays unread.
    expect((await readAtOf('msg-zhangsan-4'))!.readAt).toBeNull();
    expect(await unread(admin)).toBe(2);
  });
});

describe('another company', () => {
  it('neither lists, counts nor marks the demo company’s messages', async () => {
    expect((await list(bob)).body.data.total).toBe(0);
    expect(await unread(bob)).toBe(0);
    expect(await unread(bob, 'business')).toBe(0);
    const one = await as(bob, { method: 'PUT', url: '/api/b/notice/msg/msg-admin-1/setRead' });
    expect(one.response.statusCode).toBe(404);
    const many = await as(bob, {
      method: 'PUT',
      url: '/api/b/notice/msg/setRead',
      payload: ['msg-admin-1'],
    });
    expect(many.response.statusCode).toBe(400);
    const all = await as<number>(bob, {
      method: 'PUT',
      url: '/api/b/notice/msg/setAllRead/business',
    });
    expect(all.body.data).toBe(0);
    const stillUnread = await t.database.db
      .select({ readAt: messages.readAt })
      .from(messages)
      .where(inArray(messages.id, ['msg-admin-1', 'msg-admin-2']));
    expect(stillUnread).toEqual([{ readAt: null }, { readAt: null }]);
  });
});

describe('sending a message', () => {
  const send = (token: string, payload: object) =>
    as<number>(token, { method: 'POST', url: '/api/b/notice/msg/send', payload });
  const countOf = async (userId: string) =>
    (
      await t.database.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.userId, userId))
    ).length;

  it('stores one message per recipient, from the sender, and counts it unread', async () => {
    const before = await unread(zhangsan, 'admin');
    const { response, body } = await send(admin, {
      userIds: ['user-zhangsan', 'user-zhangsan'],
      title: '请于周五前提交报销单',
      content: '财务部通知',
    });
    expect(response.statusCode).toBe(200);
    expect(body.data).toBe(1);
    expect(await unread(zhangsan, 'admin')).toBe(before + 1);
    const newest = (await list(zhangsan, { type: 'admin', read: false })).body.data.data[0];
    expect(newest).toMatchObject({ title: '请于周五前提交报销单', content: '财务部通知' });
    expect(newest?.createdBy).toBe('user-admin');
  });

  it('refuses without the permission and writes nothing', async () => {
    const before = await countOf('user-admin');
    const { response } = await send(zhangsan, { userIds: ['user-admin'], title: '你好' });
    expect(response.statusCode).toBe(403);
    expect(await countOf('user-admin')).toBe(before);
  });

  it('refuses another company’s user and sends to nobody, not even the valid recipients', async () => {
    const zhangsanBefore = await countOf('user-zhangsan');
    const bobBefore = await countOf(OTHER_COMPANY.adminId);
    const { response, body } = await send(admin, {
      userIds: ['user-zhangsan', OTHER_COMPANY.adminId],
      title: '越权消息',
    });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toMatch(/userId/);
    expect(await countOf('user-zhangsan')).toBe(zhangsanBefore);
    expect(await countOf(OTHER_COMPANY.adminId)).toBe(bobBefore);
  });

  it('names what is missing', async () => {
    const { response, body } = await send(admin, { userIds: [], title: '' });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toMatch(/请选择接收人|请输入消息标题/);
  });
});
