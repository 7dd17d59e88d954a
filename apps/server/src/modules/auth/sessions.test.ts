import { userInfoSchema } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { createSessionStore, hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 30 });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const userInfo = (headers: Record<string, string> = {}, query = '') =>
  t.call({ method: 'GET', url: `/api/user/info${query}`, headers });

function expectSessionEnded({ response, body }: Awaited<ReturnType<typeof userInfo>>) {
  expect(response.statusCode).toBe(401);
  expect(body).toMatchObject({
    code: 1401,
    success: false,
    httpCode: 401,
    data: null,
    msg: '登录已失效，请重新登录',
  });
}

describe('the AuthToken', () => {
  it('is accepted in the header and in the query', async () => {
    const token = await t.tokenOf('zhangsan', 'Staff@123456');
    const byHeader = await userInfo({ AuthToken: token });
    expect(byHeader.body.success).toBe(true);
    expect(userInfoSchema.parse(byHeader.body.data)).toMatchObject({
      loginName: 'zhangsan',
      authToken: token,
    });
    const byQuery = await userInfo({}, `?AuthToken=${encodeURIComponent(token)}`);
    expect(byQuery.body).toMatchObject({ success: true, data: { loginName: 'zhangsan' } });
  });

  it('is required: missing or unknown tokens end the session', async () => {
    expectSessionEnded(await userInfo());
    expectSessionEnded(await userInfo({ AuthToken: 'not-a-token' }));
    expectSessionEnded(await userInfo({ AuthToken: '' }));
  });
});

describe('session lifetime', () => {
  it('ends after the idle time, and use renews it', async () => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    t.clock.advance(25 * MINUTE);
    expect((await userInfo({ AuthToken: token })).body.success).toBe(true);
    t.clock.advance(25 * MINUTE);
    expect((await userInfo({ AuthToken: token })).body.success).toBe(true);
    t.clock.advance(31 * MINUTE);
    expectSessionEnded(await userInfo({ AuthToken: token }));
  });

  it('writes last_seen_at at most once a minute', async () => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    const lastSeen = async () =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.lastSeenAt;
    const opened = await lastSeen();
    t.clock.advance(30_000);
    await userInfo({ AuthToken: token });
    expect(await lastSeen()).toEqual(opened);
    t.clock.advance(31_000);
    await userInfo({ AuthToken: token });
    expect((await lastSeen()).getTime()).toBe(opened.getTime() + 61_000);
  });

  it('ends seven days after sign-in however active it is', async () => {
    // A store with a three-day idle time, so a few touches keep the session alive for a week.
    const store = createSessionStore({
      db: t.database.db,
      now: t.clock.now,
      idleMinutes: 3 * 24 * 60,
    });
    const session = await store.open({ id: 'user-lisi', companyId: 'demo' }, {});
    const DAY = 24 * 60 * MINUTE;
    for (const _day of [1, 2, 3, 4, 5, 6]) {
      t.clock.advance(DAY);
      expect(await store.resolve(session.token)).not.toBeNull();
    }
    t.clock.advance(DAY - MINUTE);
    expect(await store.resolve(session.token)).not.toBeNull();
    t.clock.advance(MINUTE);
    expect(await store.resolve(session.token)).toBeNull();
    expectSessionEnded(await userInfo({ AuthToken: session.token }));
  });
});

describe('logout', () => {
  it('revokes the session at once', async () => {
    const token = await t.tokenOf('admin', 'Admin@123456');
    const { body } = await t.call({
      method: 'POST',
      url: '/api/logout',
      headers: { AuthToken: token },
    });
    expect(body).toMatchObject({ code: 1000, success: true, data: null });
    expectSessionEnded(await userInfo({ AuthToken: token }));
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toEqual(t.clock.now());
  });

  it('needs a session', async () => {
    const { response } = await t.call({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('initAuthToken', () => {
  it('answers the user info of a live token', async () => {
    const token = await t.tokenOf('zhangsan', 'Staff@123456');
    const { body } = await t.call({
      method: 'GET',
      url: `/api/login/initAuthToken?AuthToken=${token}`,
    });
    expect(body).toMatchObject({
      success: true,
      data: { loginName: 'zhangsan', authToken: token },
    });
  });

  it('answers 401 for a revoked token and 400 without one', async () => {
    const token = await t.tokenOf('zhangsan', 'Staff@123456');
    await t.call({ method: 'POST', url: '/api/logout', headers: { AuthToken: token } });
    const revoked = await t.call({
      method: 'GET',
      url: `/api/login/initAuthToken?AuthToken=${token}`,
    });
    expect(revoked.response.statusCode).toBe(401);
    const missing = await t.call({ method: 'GET', url: '/api/login/initAuthToken' });
    expect(missing.body).toMatchObject({ code: 1400, httpCode: 400 });
    expect(missing.body.msg).toMatch(/^AuthToken/);
  });
});
