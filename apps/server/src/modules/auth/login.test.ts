import { userInfoSchema } from '@ccms/api-client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, TEST_CAPTCHA_TEXT, type TestApp } from '../../test/createTestApp';
import { hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
const userRow = async (loginName: string) =>
  (await t.database.db.select().from(users).where(eq(users.loginName, loginName)))[0]!;

describe('sign-in', () => {
  it('answers the user info with a fresh token, menu and permissions', async () => {
    const body = await t.login('admin', 'Admin@123456');
    expect(body).toMatchObject({ code: 1000, success: true });
    const info = userInfoSchema.parse(body.data);
    expect(info).toMatchObject({
      loginName: 'admin',
      name: '系统管理员',
      isAdmin: true,
      roleName: '系统管理员',
      companyId: 'demo',
      deptName: '示例造价咨询有限公司',
      createTime: '2026-03-02 09:00:00',
      mySetting: { projectNameRule: 'projectName' },
    });
    expect(info.authToken).toMatch(/^[\w-]{43}$/);
    expect(info.permissions).toContain('sys:user:add');
    expect(info.menuList.map((menu) => menu.nameKey)).toContain('menu.system');
  });

  it('keeps only the sha256 of the token', async () => {
    const token = await t.tokenOf('zhangsan', 'Staff@123456');
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('stores passwords as salted scrypt hashes', async () => {
    const zhangsan = await userRow('zhangsan');
    const lisi = await userRow('lisi');
    expect(zhangsan.passwordHash).toMatch(/^scrypt\$/);
    expect(zhangsan.passwordHash).not.toContain('Staff@123456');
    // Same password, different salt: the hashes differ.
    expect(zhangsan.passwordHash).not.toBe(lisi.passwordHash);
  });

  it('answers one message for a wrong password and for an unknown user', async () => {
    const wrongPassword = await t.login('zhangsan', 'Wrong@123456');
    expect(wrongPassword).toMatchObject({
      success: false,
      code: 2000,
      msg: '用户名或密码错误，还可尝试 4 次',
    });
    const unknownUser = await t.login('nobody', 'Wrong@123456');
    expect(unknownUser).toMatchObject({
      success: false,
      code: 2000,
      msg: '用户名或密码错误，还可尝试 4 次',
    });
  });

  it('resets the failure count after a correct sign-in', async () => {
    await t.login('lisi', 'Wrong@123456');
    expect((await userRow('lisi')).failedLoginCount).toBe(1);
    expect((await t.login('lisi', 'Staff@123456')).success).toBe(true);
    expect((await userRow('lisi')).failedLoginCount).toBe(0);
    expect((await t.login('lisi', 'Wrong@123456')).msg).toBe('用户名或密码错误，还可尝试 4 次');
  });

  it('answers in English when asked', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: await t.captchaCookie(), 'accept-language': 'en' },
      payload: { username: 'nobody-en', password: 'x', captcha: TEST_CAPTCHA_TEXT },
    });
    expect(body.msg).toBe('Wrong user name or password; 4 attempts left');
  });
});

describe('input that breaks the contract', () => {
  it('answers 400 naming the field and writes nothing', async () => {
    const before = await sessionCount();
    const adminBefore = await userRow('admin');
    const { response, body } = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: await t.captchaCookie() },
      payload: { username: 'admin', password: '', captcha: TEST_CAPTCHA_TEXT },
    });
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ code: 1400, success: false, httpCode: 400, data: null });
    expect(body.msg).toMatch(/^password/);
    expect(await sessionCount()).toBe(before);
    const adminAfter = await userRow('admin');
    expect(adminAfter.failedLoginCount).toBe(adminBefore.failedLoginCount);
    expect(adminAfter.firstFailedAt).toEqual(adminBefore.firstFailedAt);
  });

  it('names a missing field in the request language', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'es' },
      payload: { password: 'x' },
    });
    expect(body.msg).toMatch(/^username: .*se esperaba/);
  });

  it('rejects a loginType out of range', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'x', captcha: 'abcde', loginType: 42 },
    });
    expect(body).toMatchObject({ code: 1400 });
    expect(body.msg).toMatch(/^loginType/);
  });
});
