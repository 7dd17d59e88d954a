import { constants, publicEncrypt } from 'node:crypto';
import { ErrorCode, loginPublicKeySchema, userInfoSchema, type UserInfo } from '@ccms/api-client';
import { and, desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, departments, loginKeyPairs, members, smsOutbox, users } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, TEST_CAPTCHA_TEXT, type TestApp } from '../../test/createTestApp';
import { hashPassword } from './password';
import { LOCK_DURATION_MS, MAX_FAILED_LOGINS } from './service';

/** A third company, addressed by its code, with an account that shares 张三's phone. */
const HANGZHOU = {
  id: 'co-hangzhou',
  code: 'hzzx',
  userId: 'hz-user-wangwu',
  loginName: 'wangwu',
  password: 'Hangzhou@2026',
};
const SHARED_PHONE = '13800000002';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  await seedTestTenants(t.database.db, now);
  const stamp = { createdAt: now, updatedAt: now, createdBy: 'test', updatedBy: 'test' };
  await t.database.db
    .insert(companies)
    .values({ id: HANGZHOU.id, code: HANGZHOU.code, name: '杭州恒信造价咨询有限公司', ...stamp });
  await t.database.db.insert(departments).values({
    id: 'hz-dept',
    companyId: HANGZHOU.id,
    name: '杭州恒信造价咨询有限公司',
    ...stamp,
  });
  await t.database.db.insert(users).values({
    id: HANGZHOU.userId,
    companyId: HANGZHOU.id,
    loginName: HANGZHOU.loginName,
    passwordHash: await hashPassword(HANGZHOU.password),
    name: '王五',
    phone: SHARED_PHONE,
    deptId: 'hz-dept',
    ...stamp,
  });
});
afterAll(() => t.close());
let testStart: Date;
// Each test starts past the locks and SMS limits the previous one left.
beforeEach(() => {
  t.clock.advance(2 * 60 * 60_000);
  testStart = t.clock.now();
});

async function saasLogin(payload: Record<string, unknown>, cookie?: string) {
  return t.call<UserInfo>({
    method: 'POST',
    url: '/api/saas/login',
    headers: { cookie: cookie ?? (await t.captchaCookie()) },
    payload: { captcha: TEST_CAPTCHA_TEXT, loginType: 1, ...payload },
  });
}

describe('SaaS sign-in by login name or phone', () => {
  it('signs an administrator in to the named company and says so (isAdmin)', async () => {
    const { body } = await saasLogin({
      username: 'admin',
      companyId: 'demo',
      password: 'Admin@123456',
    });
    expect(body.success).toBe(true);
    const info = userInfoSchema.parse(body.data);
    expect(info).toMatchObject({ loginName: 'admin', companyId: 'demo', isAdmin: true });
    // The token works like /login's.
    const me = await t.call<UserInfo>({
      method: 'GET',
      url: '/api/user/info',
      headers: { AuthToken: info.authToken },
    });
    expect(me.body.data.userId).toBe('user-admin');
  });

  it('answers isAdmin false for a staff member', async () => {
    const { body } = await saasLogin({
      username: 'zhangsan',
      companyId: 'demo',
      password: 'Staff@123456',
    });
    expect(body.data).toMatchObject({ loginName: 'zhangsan', isAdmin: false });
  });

  it('takes the company by its code as well as its id', async () => {
    const { body } = await saasLogin({
      username: HANGZHOU.loginName,
      companyId: HANGZHOU.code,
      password: HANGZHOU.password,
    });
    expect(body.data).toMatchObject({ userId: HANGZHOU.userId, companyId: HANGZHOU.id });
  });

  it('refuses an account of another company like a wrong password', async () => {
    const wrongCompany = await saasLogin({
      username: OTHER_COMPANY.adminLogin,
      companyId: 'demo',
      password: OTHER_COMPANY.password,
    });
    expect(wrongCompany.body).toMatchObject({
      success: false,
      msg: '用户名或密码错误，还可尝试 4 次',
    });
    const unknownCompany = await saasLogin({
      username: 'admin',
      companyId: 'no-such-company',
      password: 'Admin@123456',
    });
    expect(unknownCompany.body).toMatchObject({ success: false, code: 2000 });
    const rightCompany = await saasLogin({
      username: OTHER_COMPANY.adminLogin,
      companyId: OTHER_COMPANY.id,
      password: OTHER_COMPANY.password,
    });
    expect(rightCompany.body.data).toMatchObject({ companyId: OTHER_COMPANY.id, isAdmin: true });
  });

  it('signs a phone registered in two companies in to the one named', async () => {
    const demo = await saasLogin({
      phone: SHARED_PHONE,
      companyId: 'demo',
      password: 'Staff@123456',
    });
    expect(demo.body.data).toMatchObject({ userId: 'user-zhangsan', companyId: 'demo' });
    const hangzhou = await saasLogin({
      phone: `+86${SHARED_PHONE}`,
      companyId: HANGZHOU.code,
      password: HANGZHOU.password,
    });
    expect(hangzhou.body.data).toMatchObject({ userId: HANGZHOU.userId, companyId: HANGZHOU.id });
    // Each company's password opens only its own account.
    const crossed = await saasLogin({
      phone: SHARED_PHONE,
      companyId: HANGZHOU.code,
      password: 'Staff@123456',
    });
    expect(crossed.body.success).toBe(false);
  });

  it('checks and uses up the captcha first', async () => {
    const cookie = await t.captchaCookie();
    const wrong = await saasLogin(
      { username: 'admin', companyId: 'demo', password: 'Admin@123456', captcha: 'wrong' },
      cookie,
    );
    expect(wrong.body).toMatchObject({ success: false, msg: '验证码错误或已过期，请刷新后重试' });
    const again = await saasLogin(
      { username: 'admin', companyId: 'demo', password: 'Admin@123456' },
      cookie,
    );
    expect(again.body.success).toBe(false);
  });

  it('needs a login name or a phone, and a company', async () => {
    const neither = await saasLogin({ companyId: 'demo', password: 'Admin@123456' });
    expect(neither.response.statusCode).toBe(400);
    expect(neither.body.msg).toBe('username：请输入用户名或手机号');
    const noCompany = await saasLogin({ username: 'admin', password: 'Admin@123456' });
    expect(noCompany.response.statusCode).toBe(400);
    expect(noCompany.body.msg).toMatch(/^companyId：/);
  });
});

describe('SaaS sign-in throttling', () => {
  it('locks the account after five wrong passwords, as /login does', async () => {
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt++) {
      const { body } = await saasLogin({
        username: 'lisi',
        companyId: 'demo',
        password: 'Wrong@123456',
      });
      expect(body.msg).toBe(`用户名或密码错误，还可尝试 ${MAX_FAILED_LOGINS - attempt} 次`);
    }
    const fifth = await saasLogin({ username: 'lisi', companyId: 'demo', password: 'Wrong@1' });
    expect(fifth.body).toMatchObject({ success: false, code: ErrorCode.locked });
    expect(fifth.body.msg).toMatch(/账号已锁定/);
    // Locked for SaaS, for /login and for the right password alike.
    const right = await saasLogin({
      username: 'lisi',
      companyId: 'demo',
      password: 'Staff@123456',
    });
    expect(right.body.msg).toMatch(/账号已锁定/);
    expect((await t.login('lisi', 'Staff@123456')).msg).toMatch(/账号已锁定/);
    t.clock.advance(LOCK_DURATION_MS);
    const later = await saasLogin({
      username: 'lisi',
      companyId: 'demo',
      password: 'Staff@123456',
    });
    expect(later.body.success).toBe(true);
  });

  it('counts the failures of a phone against its account in that company only', async () => {
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++)
      await saasLogin({ phone: SHARED_PHONE, companyId: HANGZHOU.code, password: 'Wrong@123456' });
    const locked = await saasLogin({
      phone: SHARED_PHONE,
      companyId: HANGZHOU.code,
      password: HANGZHOU.password,
    });
    expect(locked.body.msg).toMatch(/账号已锁定/);
    const other = await saasLogin({
      phone: SHARED_PHONE,
      companyId: 'demo',
      password: 'Staff@123456',
    });
    expect(other.body.success).toBe(true);
  });

  it('locks names no account has in the company the same way', async () => {
    let last = '';
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++)
      last = (await saasLogin({ username: 'ghost', companyId: 'demo', password: 'Wrong@123456' }))
        .body.msg;
    expect(last).toMatch(/账号已锁定/);
  });
});

describe('SaaS sign-in with an SMS code', () => {
  async function sendCode(phone: string) {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login/sms/send',
      headers: { cookie: await t.captchaCookie() },
      payload: { captcha: TEST_CAPTCHA_TEXT, phone },
    });
    expect(body.success).toBe(true);
    const [message] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, phone), gte(smsOutbox.createdAt, testStart)))
      .orderBy(desc(smsOutbox.createdAt));
    const code = message?.text.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }
  const smsLogin = (payload: Record<string, unknown>) =>
    t.call<UserInfo>({ method: 'POST', url: '/api/saas/login/sms', payload });

  it('sends a phone in two companies a code and signs in to the company named', async () => {
    const code = await sendCode(SHARED_PHONE);
    const { body } = await smsLogin({
      captcha: code,
      phone: SHARED_PHONE,
      companyId: HANGZHOU.code,
    });
    expect(body.data).toMatchObject({ userId: HANGZHOU.userId, companyId: HANGZHOU.id });
    // The code works once.
    const again = await smsLogin({ captcha: code, phone: SHARED_PHONE, companyId: HANGZHOU.code });
    expect(again.body).toMatchObject({ success: false, msg: '短信验证码错误或已失效，请重新获取' });
  });

  it('does not guess the company on /login/sms when the phone has two accounts', async () => {
    const code = await sendCode(SHARED_PHONE);
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login/sms',
      payload: { captcha: code, phone: SHARED_PHONE },
    });
    expect(body).toMatchObject({ success: false, msg: '短信验证码错误或已失效，请重新获取' });
  });

  it('refuses a company where the phone has no account like a wrong code', async () => {
    const code = await sendCode('13800000003');
    const wrongCompany = await smsLogin({
      captcha: code,
      phone: '13800000003',
      companyId: HANGZHOU.code,
    });
    expect(wrongCompany.body).toMatchObject({
      success: false,
      msg: '短信验证码错误或已失效，请重新获取',
    });
  });
});

describe('encrypted passwords (GET /login/getPKeys)', () => {
  async function publicKey() {
    const { body } = await t.call({ method: 'GET', url: '/api/login/getPKeys' });
    return loginPublicKeySchema.parse(body.data).publicKey;
  }
  const encrypt = (key: string, password: string) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');

  it('answers one stored public key, never the private one', async () => {
    const first = await publicKey();
    expect(first).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(await publicKey()).toBe(first);
    const rows = await t.database.db.select().from(loginKeyPairs);
    expect(rows).toHaveLength(1);
    expect(first).not.toContain('PRIVATE');
  });

  it('signs in with a password encrypted with it, on /login and /saas/login', async () => {
    const key = await publicKey();
    const { body } = await t.call<UserInfo>({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: await t.captchaCookie() },
      payload: {
        username: 'zhangsan',
        password: encrypt(key, 'Staff@123456'),
        passwordEncrypted: true,
        captcha: TEST_CAPTCHA_TEXT,
      },
    });
    expect(body.data).toMatchObject({ loginName: 'zhangsan' });
    const saas = await saasLogin({
      username: 'admin',
      companyId: 'demo',
      password: encrypt(key, 'Admin@123456'),
      passwordEncrypted: true,
    });
    expect(saas.body.data).toMatchObject({ loginName: 'admin' });
  });

  it('counts a wrong or undecryptable encrypted password as a wrong password', async () => {
    const key = await publicKey();
    const wrong = await saasLogin({
      username: 'zhangsan',
      companyId: 'demo',
      password: encrypt(key, 'Wrong@123456'),
      passwordEncrypted: true,
    });
    expect(wrong.body.msg).toBe('用户名或密码错误，还可尝试 4 次');
    const garbage = await saasLogin({
      username: 'zhangsan',
      companyId: 'demo',
      password: 'bm90IGVuY3J5cHRlZA==',
      passwordEncrypted: true,
    });
    expect(garbage.body.msg).toBe('用户名或密码错误，还可尝试 3 次');
    // Sent as plain text, the ciphertext is just too long a password.
    const plain = await saasLogin({
      username: 'zhangsan',
      companyId: 'demo',
      password: encrypt(key, 'Staff@123456'),
    });
    expect(plain.response.statusCode).toBe(400);
    expect(plain.body.msg).toMatch(/^password：/);
  });
});

describe('GET /member/login/getCurrentUserInfo', () => {
  it('answers the member fields when the company lists the user as a member', async () => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    const get = () =>
      t.call<UserInfo>({
        method: 'GET',
        url: '/api/member/login/getCurrentUserInfo',
        headers: { AuthToken: token },
      });
    expect((await get()).body.data).toMatchObject({
      loginName: 'lisi',
      isMember: false,
      levelName: null,
    });
    const now = t.clock.now();
    await t.database.db.insert(members).values({
      id: 'member-lisi',
      companyId: 'demo',
      name: '李四',
      phone: '+8613800000003',
      levelId: 'level-gold',
      createdAt: now,
      updatedAt: now,
    });
    expect((await get()).body.data).toMatchObject({
      userId: 'user-lisi',
      isMember: true,
      levelName: '金卡会员',
    });
    // Another company's member list says nothing about this user.
    const bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
    const other = await t.call<UserInfo>({
      method: 'GET',
      url: '/api/member/login/getCurrentUserInfo',
      headers: { AuthToken: bob },
    });
    expect(other.body.data).toMatchObject({ isMember: false });
  });

  it('needs a session', async () => {
    const { response, body } = await t.call({
      method: 'GET',
      url: '/api/member/login/getCurrentUserInfo',
    });
    expect(response.statusCode).toBe(401);
    expect(body.success).toBe(false);
  });
});
