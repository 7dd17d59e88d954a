import type { RegisterOptions, Role, UserInfo } from '@ccms/api-client';
import { and, desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, parameters, roles, smsCodes, smsOutbox, userRoles, users } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, TEST_CAPTCHA_TEXT, type TestApp } from '../../test/createTestApp';
import { PHONE_CHECK_LIMIT, PHONE_CHECK_WINDOW_MS } from './phoneRoutes';
import { SMS_CODE_LIFETIME_MS, SMS_HOURLY_LIMIT, SMS_RESEND_INTERVAL_MS } from './sms';

const ZHANGSAN_PHONE = '13800000002';
const UNKNOWN_PHONE = '13700000099';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Created after the demo company, which therefore stays the default registration company.
  await seedTestTenants(t.database.db, new Date(t.clock.now().getTime() + 60_000));
});
afterAll(() => t.close());
let testStart: Date;
// Each test starts past every rate-limit window, lock and code lifetime the previous one left.
beforeEach(() => {
  t.clock.advance(2 * 60 * 60_000);
  testStart = t.clock.now();
});

async function send(phone: string, type?: string, captcha: string | null = TEST_CAPTCHA_TEXT) {
  const cookie = captcha === null ? undefined : await t.captchaCookie();
  return t.call<null>({
    method: 'POST',
    url: '/api/login/sms/send',
    headers: cookie ? { cookie } : {},
    payload: { captcha: captcha ?? '', phone, ...(type ? { type } : {}) },
  });
}

async function outbox(phone: string) {
  return t.database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), gte(smsOutbox.createdAt, testStart)))
    .orderBy(desc(smsOutbox.createdAt));
}

/** The code of the latest message to a phone, read where the development provider puts it. */
async function latestCode(phone: string): Promise<string> {
  const [message] = await outbox(phone);
  const code = message?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const smsLogin = (phone: string, captcha: string) =>
  t.call<UserInfo>({
    method: 'POST',
    url: '/api/login/sms',
    payload: { phone, captcha, loginType: 1 },
  });

const findPassword = (phone: string, captcha: string, newPassword = 'Recovered#2026') =>
  t.call<null>({
    method: 'POST',
    url: '/api/findPassword',
    payload: { phone, captcha, newPassword, userType: 1 },
  });

describe('sending SMS codes', () => {
  it('checks and uses up the image captcha before anything is sent', async () => {
    const missing = await send(ZHANGSAN_PHONE, 'login', null);
    expect(missing.body).toMatchObject({ success: false, msg: '验证码错误或已过期，请刷新后重试' });
    const cookie = await t.captchaCookie();
    const request = {
      method: 'POST' as const,
      url: '/api/login/sms/send',
      headers: { cookie },
      payload: { captcha: 'wrong', phone: ZHANGSAN_PHONE },
    };
    expect((await t.call(request)).body.success).toBe(false);
    // The same captcha, now answered right, is already used up.
    const again = await t.call({
      ...request,
      payload: { ...request.payload, captcha: TEST_CAPTCHA_TEXT },
    });
    expect(again.body.success).toBe(false);
    expect(await outbox(ZHANGSAN_PHONE)).toEqual([]);
  });

  it('sends a six-digit code to an account’s phone, never in the answer', async () => {
    const { response, body } = await send(ZHANGSAN_PHONE);
    expect(body).toMatchObject({ success: true, data: null });
    expect(response.body).not.toMatch(/\d{6}/);
    const [message] = await outbox(ZHANGSAN_PHONE);
    expect(message!.text).toMatch(/^您的验证码为 \d{6}，5 分钟内有效/);
    const [stored] = await t.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, ZHANGSAN_PHONE))
      .orderBy(desc(smsCodes.createdAt));
    // Kept hashed, with its expiry.
    expect(stored!.codeHash).not.toContain(await latestCode(ZHANGSAN_PHONE));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(SMS_CODE_LIFETIME_MS);
  });

  it('answers an unknown phone exactly as a known one, and sends it nothing', async () => {
    const known = await send('13800000003');
    const unknown = await send(UNKNOWN_PHONE);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(UNKNOWN_PHONE)).toEqual([]);
  });

  it('sends one code per phone per minute and a few per hour, known phone or not', async () => {
    for (const phone of [ZHANGSAN_PHONE, UNKNOWN_PHONE]) {
      expect((await send(phone)).body.success).toBe(true);
      const soon = await send(phone);
      expect(soon.response.statusCode).toBe(429);
      expect(soon.body.msg).toBe('验证码发送过于频繁，请 60 秒后再试');
    }
    for (let sent = 1; sent < SMS_HOURLY_LIMIT; sent++) {
      t.clock.advance(SMS_RESEND_INTERVAL_MS);
      expect((await send(ZHANGSAN_PHONE)).body.success).toBe(true);
    }
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    const capped = await send(ZHANGSAN_PHONE);
    expect(capped.response.statusCode).toBe(429);
    expect(capped.body.msg).toBe('该手机号本小时获取验证码次数已达上限，请稍后再试');
    expect(await outbox(ZHANGSAN_PHONE)).toHaveLength(SMS_HOURLY_LIMIT);
  });

  it('treats +86 and 0086 spellings as the same phone', async () => {
    expect((await send(`+86${ZHANGSAN_PHONE}`)).body.success).toBe(true);
    expect((await send(`0086${ZHANGSAN_PHONE}`)).response.statusCode).toBe(429);
    const code = await latestCode(ZHANGSAN_PHONE);
    expect((await smsLogin(`0086${ZHANGSAN_PHONE}`, code)).body.success).toBe(true);
  });

  it('refuses a malformed phone and an unknown purpose', async () => {
    const phone = await send('12345');
    expect(phone.response.statusCode).toBe(400);
    expect(phone.body.msg).toBe('phone：手机号码格式不正确');
    expect((await send(ZHANGSAN_PHONE, 'anything')).response.statusCode).toBe(400);
  });
});

describe('signing in with an SMS code', () => {
  it('signs in like /login, and the code works once', async () => {
    await send(ZHANGSAN_PHONE);
    const code = await latestCode(ZHANGSAN_PHONE);
    const { body } = await smsLogin(ZHANGSAN_PHONE, code);
    expect(body.data).toMatchObject({ loginName: 'zhangsan', phone: ZHANGSAN_PHONE });
    const info = await t.call<UserInfo>({
      method: 'GET',
      url: '/api/user/info',
      headers: { AuthToken: body.data.authToken },
    });
    expect(info.body.data.userId).toBe('user-zhangsan');
    const reused = await smsLogin(ZHANGSAN_PHONE, code);
    expect(reused.body).toMatchObject({
      success: false,
      msg: '短信验证码错误或已失效，请重新获取',
    });
  });

  it('lets four wrong codes pass but the fifth uses the code up', async () => {
    await send(ZHANGSAN_PHONE);
    const code = await latestCode(ZHANGSAN_PHONE);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await smsLogin(ZHANGSAN_PHONE, wrong(code))).body.success).toBe(false);
    expect((await smsLogin(ZHANGSAN_PHONE, code)).body.success).toBe(true);

    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    await send(ZHANGSAN_PHONE);
    const next = await latestCode(ZHANGSAN_PHONE);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await smsLogin(ZHANGSAN_PHONE, wrong(next))).body.success).toBe(false);
    expect((await smsLogin(ZHANGSAN_PHONE, next)).body.success).toBe(false);
  });

  it('refuses a code after five minutes', async () => {
    await send(ZHANGSAN_PHONE);
    const code = await latestCode(ZHANGSAN_PHONE);
    t.clock.advance(SMS_CODE_LIFETIME_MS);
    expect((await smsLogin(ZHANGSAN_PHONE, code)).body.success).toBe(false);
  });

  it('takes only the latest code, and only for what it was sent for', async () => {
    await send(ZHANGSAN_PHONE);
    const first = await latestCode(ZHANGSAN_PHONE);
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    await send(ZHANGSAN_PHONE, 'findPassword');
    const recovery = await latestCode(ZHANGSAN_PHONE);
    expect((await smsLogin(ZHANGSAN_PHONE, recovery)).body.success).toBe(false);
    // The recovery code does not replace the sign-in code: each purpose keeps its latest.
    expect((await smsLogin(ZHANGSAN_PHONE, first)).body.success).toBe(true);
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    await send(ZHANGSAN_PHONE);
    const older = await latestCode(ZHANGSAN_PHONE);
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    await send(ZHANGSAN_PHONE);
    expect((await smsLogin(ZHANGSAN_PHONE, older)).body.success).toBe(false);
  });

  it('answers an unknown phone like a wrong code', async () => {
    const unknown = await smsLogin(UNKNOWN_PHONE, '123456');
    await send(ZHANGSAN_PHONE);
    const wrongCode = await smsLogin(ZHANGSAN_PHONE, wrong(await latestCode(ZHANGSAN_PHONE)));
    expect(unknown.body).toEqual(wrongCode.body);
  });

  it('keeps a password lock: the right code does not open a locked account', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await t.login('zhangsan', 'Wrong@123456');
    await send(ZHANGSAN_PHONE);
    const { body } = await smsLogin(ZHANGSAN_PHONE, await latestCode(ZHANGSAN_PHONE));
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(/账号已锁定/);
  });

  it('refuses a code that is not six digits with HTTP 400', async () => {
    const { response, body } = await smsLogin(ZHANGSAN_PHONE, '12345');
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe('captcha：请输入6位数字验证码');
  });
});

describe('recovering a password by phone', () => {
  it('sets the new password, ends every session and uses the code once', async () => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    await send('13800000003', 'findPassword');
    const code = await latestCode('13800000003');
    expect((await findPassword('13800000003', code)).body).toMatchObject({ success: true });
    const old = await t.call({
      method: 'GET',
      url: '/api/user/info',
      headers: { AuthToken: token },
    });
    expect(old.response.statusCode).toBe(401);
    expect((await t.login('lisi', 'Staff@123456')).success).toBe(false);
    expect((await t.login('lisi', 'Recovered#2026')).success).toBe(true);
    expect((await findPassword('13800000003', code, 'Another#2026')).body.success).toBe(false);
  });

  it('refuses a sign-in code, a wrong code and a weak password, changing nothing', async () => {
    await send(ZHANGSAN_PHONE);
    const signInCode = await latestCode(ZHANGSAN_PHONE);
    const refused = await findPassword(ZHANGSAN_PHONE, signInCode);
    expect(refused.body.msg).toBe('短信验证码错误或已失效，请重新获取');
    const weak = await findPassword(ZHANGSAN_PHONE, signInCode, 'abcdefgh');
    expect(weak.response.statusCode).toBe(400);
    expect(weak.body.msg).toBe('newPassword：至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    expect((await t.login('zhangsan', 'Staff@123456')).success).toBe(true);
  });
});

describe('registering', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    loginName: 'wangwu',
    phone: '13700000001',
    password: 'Member#2026',
    name: '王五',
    deptId: 'dept-general',
    roleId: 'role-member',
    ...overrides,
  });
  const register = (body: Record<string, unknown>, path = '/api/member/register') =>
    t.call<null>({ method: 'POST', url: path, payload: body });

  it('creates an account that signs in, with the self-registration role and a member record', async () => {
    await send('13700000001', 'register');
    const captcha = await latestCode('13700000001');
    expect((await register(form({ captcha }))).body).toMatchObject({ success: true });
    const info = await t.login('wangwu', 'Member#2026');
    expect(info.data).toMatchObject({
      name: '王五',
      phone: '13700000001',
      deptId: 'dept-general',
      roleName: '注册会员',
      companyId: 'demo',
      isAdmin: false,
    });
    const [member] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.phone, '13700000001'));
    expect(member).toMatchObject({ name: '王五', companyId: 'demo' });
    const [stored] = await t.database.db.select().from(users).where(eq(users.loginName, 'wangwu'));
    expect(stored!.passwordHash).not.toContain('Member#2026');
  });

  it('sends registration codes only to phones no account has', async () => {
    await send(ZHANGSAN_PHONE, 'register');
    expect(await outbox(ZHANGSAN_PHONE)).toEqual([]);
  });

  it('refuses taken names and phones, the admin role and unknown departments, keeping the code', async () => {
    await send('13700000002', 'register');
    const captcha = await latestCode('13700000002');
    const cases: [Record<string, unknown>, string][] = [
      [{ loginName: 'zhangsan' }, '登录名 zhangsan 已被使用'],
      [{ roleId: 'role-admin' }, '所选角色不开放注册'],
      [{ roleId: OTHER_COMPANY.roleId }, '所选角色不开放注册'],
      [{ deptId: OTHER_COMPANY.deptId }, '所选部门不存在'],
    ];
    for (const [overrides, message] of cases) {
      const { body } = await register(form({ phone: '13700000002', captcha, ...overrides }));
      expect(body).toMatchObject({ success: false, msg: message });
    }
    const taken = await register(form({ loginName: 'other', phone: ZHANGSAN_PHONE, captcha }));
    expect(taken.body.msg).toBe(`手机号 ${ZHANGSAN_PHONE} 已注册，请直接登录或找回密码`);
    const ok = await register(form({ loginName: 'zhaoliu', phone: '13700000002', captcha }));
    expect(ok.body.success).toBe(true);
    expect(
      await t.database.db
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(users.loginName, 'zhaoliu')),
    ).toEqual([{ roleId: 'role-member' }]);
  });

  it('refuses a wrong or missing code and invalid fields', async () => {
    const { body } = await register(
      form({ loginName: 'nocode', phone: '13700000003', captcha: '000000' }),
    );
    expect(body.msg).toBe('短信验证码错误或已失效，请重新获取');
    const nameless = await register(form({ name: '', captcha: '000000' }));
    expect(nameless.body.msg).toBe('name：会员姓名不能为空！');
    const weak = await register(form({ password: 'abcdefgh', captcha: '000000' }));
    expect(weak.response.statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.loginName, 'nocode'))).toEqual(
      [],
    );
  });

  it('takes roles an administrator opens to registration, never the administrator role', async () => {
    const admin = await t.tokenOf('admin', 'Admin@123456');
    const saveRole = (payload: Record<string, unknown>) =>
      t.call<Role>({
        method: 'POST',
        url: '/api/a/sys/role',
        headers: { AuthToken: admin },
        payload,
      });
    const opened = await saveRole({ code: 'trainee', name: '见习', selfRegister: true });
    expect(opened.body.data.selfRegister).toBe(true);
    // An edit that leaves the flag out keeps it.
    const renamed = await saveRole({ id: opened.body.data.id, code: 'trainee', name: '见习生' });
    expect(renamed.body.data.selfRegister).toBe(true);
    const adminOpened = await saveRole({
      id: 'role-admin',
      code: 'admin',
      name: '系统管理员',
      selfRegister: true,
    });
    expect(adminOpened.body.msg).toBe('系统管理员角色不能开放注册');
    // Set by hand in the database, the flag still does not open the administrator role.
    await t.database.db.update(roles).set({ selfRegister: true }).where(eq(roles.id, 'role-admin'));
    try {
      await send('13700000006', 'register');
      const captcha = await latestCode('13700000006');
      const asAdminRole = await register(
        form({ loginName: 'sneaky', phone: '13700000006', captcha, roleId: 'role-admin' }),
      );
      expect(asAdminRole.body.msg).toBe('所选角色不开放注册');
      const trainee = await register(
        form({ loginName: 'trainee1', phone: '13700000006', captcha, roleId: opened.body.data.id }),
      );
      expect(trainee.body.success).toBe(true);
    } finally {
      await t.database.db
        .update(roles)
        .set({ selfRegister: false })
        .where(eq(roles.id, 'role-admin'));
    }
  });

  it('offers the company’s departments and self-registration roles', async () => {
    const { body } = await t.call<RegisterOptions>({
      method: 'GET',
      url: '/api/member/register/options',
    });
    expect(body.data.roles).toContainEqual({ id: 'role-member', name: '注册会员' });
    expect(body.data.roles.map((role) => role.id)).not.toContain('role-admin');
    expect(body.data.roles.map((role) => role.id)).not.toContain('role-finance');
    expect(body.data.depts[0]).toEqual({
      id: 'dept-root',
      parentId: null,
      name: '示例造价咨询有限公司',
    });
    expect(body.data.depts.map((dept) => dept.id)).toContain('dept-general');
    expect(body.data.depts.map((dept) => dept.id)).not.toContain(OTHER_COMPANY.deptId);
    const acme = await t.call<RegisterOptions>({
      method: 'GET',
      url: '/api/member/register/options?customerId=acme',
    });
    expect(acme.body.data.depts.map((dept) => dept.id)).toEqual([OTHER_COMPANY.deptId]);
    const unknown = await t.call({
      method: 'GET',
      url: '/api/member/register/options?customerId=nowhere',
    });
    expect(unknown.body.msg).toBe('注册的企业不存在');
  });

  it('registers a customer member in the company customerId names', async () => {
    await t.database.db.insert(roles).values({
      id: 'acme-role-member',
      companyId: OTHER_COMPANY.id,
      code: 'member',
      name: '会员',
      selfRegister: true,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    await send('13700000004', 'register');
    const captcha = await latestCode('13700000004');
    const customer = (overrides: Record<string, unknown>) =>
      register(
        form({
          loginName: 'acmer',
          phone: '13700000004',
          captcha,
          deptId: OTHER_COMPANY.deptId,
          ...overrides,
        }),
        '/api/member/customer/register',
      );
    expect((await customer({ customerId: 'nowhere', roleId: 'acme-role-member' })).body.msg).toBe(
      '注册的企业不存在',
    );
    expect((await customer({ customerId: 'acme', roleId: OTHER_COMPANY.roleId })).body.msg).toBe(
      '所选角色不开放注册',
    );
    expect((await customer({ customerId: 'acme', roleId: 'acme-role-member' })).body.success).toBe(
      true,
    );
    expect((await t.login('acmer', 'Member#2026')).data.companyId).toBe(OTHER_COMPANY.id);
  });

  it('registers into the company the member.register.company parameter names', async () => {
    await t.database.db.insert(parameters).values({
      id: 'param-register-company',
      companyId: null,
      key: 'member.register.company',
      value: OTHER_COMPANY.id,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    try {
      await send('13700000005', 'register');
      const captcha = await latestCode('13700000005');
      // The demo company's role is not the configured company's.
      const demoRole = await register(form({ loginName: 'p1', phone: '13700000005', captcha }));
      expect(demoRole.body.msg).toBe('所选角色不开放注册');
      const { body } = await register(
        form({
          loginName: 'p1',
          phone: '13700000005',
          captcha,
          roleId: 'acme-role-member',
          deptId: OTHER_COMPANY.deptId,
        }),
      );
      expect(body.success).toBe(true);
      expect((await t.login('p1', 'Member#2026')).data.companyId).toBe(OTHER_COMPANY.id);
    } finally {
      await t.database.db
        .delete(parameters)
        .where(and(eq(parameters.key, 'member.register.company')));
    }
  });
});

describe('phone lookups', () => {
  it('tell whether an account has the phone, by path or body', async () => {
    const get = (path: string) => t.call<boolean>({ method: 'GET', url: `/api${path}` });
    expect((await get(`/member/register/checkPhoneExist/${ZHANGSAN_PHONE}`)).body.data).toBe(true);
    expect((await get(`/member/register/checkPhoneExist/${UNKNOWN_PHONE}`)).body.data).toBe(false);
    expect((await get(`/member/login/checkPhone/%2B86${ZHANGSAN_PHONE}`)).body.data).toBe(true);
    const posted = await t.call<boolean>({
      method: 'POST',
      url: '/api/member/register/checkPhone',
      payload: { phone: UNKNOWN_PHONE },
    });
    expect(posted.body.data).toBe(false);
    expect((await get('/member/login/checkPhone/12345')).response.statusCode).toBe(400);
  });

  it('are rate limited per client address', async () => {
    const get = () =>
      t.call<boolean>({ method: 'GET', url: `/api/member/login/checkPhone/${UNKNOWN_PHONE}` });
    for (let call = 0; call < PHONE_CHECK_LIMIT; call++)
      expect((await get()).body.success).toBe(true);
    const refused = await get();
    expect(refused.response.statusCode).toBe(429);
    expect(refused.body.msg).toBe('查询过于频繁，请稍后再试');
    t.clock.advance(PHONE_CHECK_WINDOW_MS);
    expect((await get()).body.success).toBe(true);
  });

  it('getUUID answers a fresh UUID each time', async () => {
    const first = await t.call<string>({ method: 'GET', url: '/api/share/getUUID' });
    const second = await t.call<string>({ method: 'GET', url: '/api/share/getUUID' });
    expect(first.body.data).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.body.data).not.toBe(first.body.data);
  });
});

describe('the SMS provider', () => {
  it('is pluggable, and a failed send leaves no usable code', async () => {
    const sent: [string, string][] = [];
    let failing = false;
    const other = await createTestApp({
      smsProvider: {
        send: (phone, text) => {
          if (failing) return Promise.reject(new Error('gateway down'));
          sent.push([phone, text]);
          return Promise.resolve();
        },
      },
    });
    try {
      const sendVia = async (phone: string) =>
        other.call({
          method: 'POST',
          url: '/api/login/sms/send',
          headers: { cookie: await other.captchaCookie() },
          payload: { captcha: TEST_CAPTCHA_TEXT, phone },
        });
      expect((await sendVia(ZHANGSAN_PHONE)).body.success).toBe(true);
      expect(sent).toEqual([[ZHANGSAN_PHONE, expect.stringMatching(/\d{6}/)]]);
      failing = true;
      other.clock.advance(SMS_RESEND_INTERVAL_MS);
      expect((await sendVia('13800000003')).response.statusCode).toBe(500);
      const [code] = await other.database.db
        .select()
        .from(smsCodes)
        .where(eq(smsCodes.phone, '13800000003'));
      expect(code!.usedAt).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});
