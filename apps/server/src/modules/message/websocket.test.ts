import { endpoint, type Message } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';
import { businessFailure } from '../../http/failure';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { SESSION_ENDED_CLOSE_CODE } from './hub';

/** A module's endpoint that reminds a colleague within its own work, then succeeds or fails. */
const remindColleague = endpoint({
  method: 'POST',
  path: '/test/remind',
  summary: 'test only',
  access: 'session',
  body: z.object({ userId: z.string(), title: z.string(), fail: z.boolean() }),
  data: z.null(),
});

let t: TestApp;
let admin: string;
let zhangsan: string;
beforeAll(async () => {
  t = await createTestApp({
    captchaEnabled: false,
    routes: (app) =>
      registerEndpoint(app, remindColleague, async ({ db, body, afterCommit, requireSession }) => {
        await app.messageNotifier.notify(
          body.userId,
          { type: 'business', title: body.title, from: requireSession().userId },
          { db, afterCommit },
        );
        if (body.fail) throw businessFailure('record.notFound');
        return null;
      }),
  });
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
});
afterAll(() => t.close());

/** An open socket and the frames it receives, in order. */
async function openSocket(userId: string, token?: string, via: 'query' | 'header' = 'query') {
  const query = token && via === 'query' ? `?AuthToken=${encodeURIComponent(token)}` : '';
  const ws = await t.app.injectWS(
    `/api/websocket/${userId}${query}`,
    token && via === 'header' ? { headers: { authtoken: token } } : {},
  );
  const frames: Message[] = [];
  const waiting: ((message: Message) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else frames.push(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  return {
    ws,
    closed,
    next: () =>
      frames.length > 0
        ? Promise.resolve(frames.shift()!)
        : new Promise<Message>((resolve) => waiting.push(resolve)),
  };
}

const refusal = (userId: string, token?: string) =>
  openSocket(userId, token).then(
    () => 'opened',
    (error: Error) => error.message,
  );

describe('who may open /api/websocket/{id}', () => {
  it('refuses a socket without a token, or with an unknown one, with 401', async () => {
    expect(await refusal('user-admin')).toBe('Unexpected server response: 401');
    expect(await refusal('user-admin', 'not-a-token')).toBe('Unexpected server response: 401');
  });

  it('refuses a socket for another user’s id with 403', async () => {
    expect(await refusal('user-admin', zhangsan)).toBe('Unexpected server response: 403');
    const bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
    expect(await refusal('user-zhangsan', bob)).toBe('Unexpected server response: 403');
  });

  it('opens with the token as a query parameter or a header', async () => {
    const byQuery = await openSocket('user-zhangsan', zhangsan);
    const byHeader = await openSocket('user-zhangsan', zhangsan, 'header');
    expect(byQuery.ws.readyState).toBe(byQuery.ws.OPEN);
    expect(byHeader.ws.readyState).toBe(byHeader.ws.OPEN);
    byQuery.ws.close();
    byHeader.ws.close();
  });
});

describe('notify(userId, message)', () => {
  it('stores the message and pushes it to every open tab of that user only', async () => {
    const tab1 = await openSocket('user-zhangsan', zhangsan);
    const tab2 = await openSocket('user-zhangsan', zhangsan);
    const adminTab = await openSocket('user-admin', admin);

    const sent = await t.app.messageNotifier.notify('user-zhangsan', {
      type: 'contract',
      title: '合同审批通过',
      content: '高新区综合管廊跟踪审计合同已审批通过。',
    });
    const first = await tab1.next();
    expect(first).toMatchObject({
      id: sent.id,
      type: 'contract',
      title: '合同审批通过',
      content: '高新区综合管廊跟踪审计合同已审批通过。',
      read: false,
      createdBy: 'system',
    });
    expect(await tab2.next()).toEqual(first);

    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row).toMatchObject({ userId: 'user-zhangsan', companyId: 'demo', readAt: null });

    // The admin's tab got nothing of zhangsan's: its first frame is the admin's own message.
    const own = await t.app.messageNotifier.notify('user-admin', { type: 'hr', title: '给管理员' });
    expect((await adminTab.next()).id).toBe(own.id);
    for (const tab of [tab1, tab2, adminTab]) tab.ws.close();
  });

  it('pushes a message sent within a request only once the request’s work is stored', async () => {
    const tab = await openSocket('user-zhangsan', zhangsan);
    const failed = await t.call({
      method: 'POST',
      url: '/api/test/remind',
      headers: { AuthToken: admin },
      payload: { userId: 'user-zhangsan', title: '回滚的提醒', fail: true },
    });
    expect(failed.body.success).toBe(false);
    const rolledBack = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.title, '回滚的提醒'));
    expect(rolledBack).toEqual([]);

    const done = await t.call({
      method: 'POST',
      url: '/api/test/remind',
      headers: { AuthToken: admin },
      payload: { userId: 'user-zhangsan', title: '提交的提醒', fail: false },
    });
    expect(done.body.success).toBe(true);
    // The first frame is the committed one: the rolled-back message was never pushed.
    expect(await tab.next()).toMatchObject({ title: '提交的提醒', createdBy: 'user-admin' });
    tab.ws.close();
  });

  it('cannot send to a user of another company from within a request', async () => {
    const { response } = await t.call({
      method: 'POST',
      url: '/api/test/remind',
      headers: { AuthToken: admin },
      payload: { userId: OTHER_COMPANY.adminId, title: '越界', fail: false },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(messages).where(eq(messages.title, '越界'))).toEqual(
      [],
    );
  });

  it('closes a tab whose session has ended instead of pushing to it', async () => {
    const token = await t.tokenOf('zhangsan', 'Staff@123456');
    const tab = await openSocket('user-zhangsan', token);
    await t.call({ method: 'POST', url: '/api/logout', headers: { AuthToken: token } });

    const sent = await t.app.messageNotifier.notify('user-zhangsan', {
      type: 'finance',
      title: '退出后的提醒',
    });
    expect(await tab.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    // Stored all the same: it is listed at the next sign-in.
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row?.title).toBe('退出后的提醒');
  });
});
