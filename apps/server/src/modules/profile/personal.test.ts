import type { InvoiceInfo, UserInfo } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceInfos, members, users } from '../../db/schema';
import { inTenant } from '../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { MEMBER_ACCOUNT, seedMemberAccount } from '../member/testAccount';

let t: TestApp;
const tokens = { zhangsan: '', lisi: '', wangfang: '', bob: '' };
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  await seedMemberAccount(t.database.db, t.clock.now());
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.wangfang = await t.tokenOf(MEMBER_ACCOUNT.loginName, MEMBER_ACCOUNT.password);
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

const as = <T>(who: keyof typeof tokens, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: tokens[who], ...options.headers } });

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('own information of a non-member (updateLoginUser)', () => {
  const update = (who: keyof typeof tokens, payload: Record<string, unknown>) =>
    as<UserInfo>(who, { method: 'PUT', url: '/api/a/sys/user/updateLoginUser', payload });

  it('saves job number, job and e-mail, stamped, and answers the refreshed user info', async () => {
    t.clock.advance(60_000);
    const { body } = await update('zhangsan', {
      loginName: 'zhangsan',
      no: ' E0101 ',
      job: '高级造价工程师',
      email: 'zhangsan@example.cn',
    });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      userId: 'user-zhangsan',
      loginName: 'zhangsan',
      no: 'E0101',
      job: '高级造价工程师',
      email: 'zhangsan@example.cn',
    });
    expect(await userRow('user-zhangsan')).toMatchObject({
      updatedBy: 'user-zhangsan',
      updatedAt: t.clock.now(),
    });
  });

  it('clears fields sent empty', async () => {
    const { body } = await update('zhangsan', { no: '', job: null, email: '' });
    expect(body.data).toMatchObject({ no: null, job: null, email: null });
  });

  it('refuses another login name and changes nothing', async () => {
    const { body } = await update('zhangsan', { loginName: 'lisi', job: '篡改' });
    expect(body).toMatchObject({
      success: false,
      msg: '登录名不能在个人中心修改，请联系管理员',
    });
    expect((await userRow('user-zhangsan')).job).toBeNull();
    expect((await userRow('user-lisi')).job).toBe('会计');
  });

  it('refuses a malformed e-mail or markup with a 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ email: 'not-an-email' }, 'email'],
      [{ job: '<img src=x>' }, 'job'],
    ] as const) {
      const { response, body } = await update('zhangsan', payload);
      expect(response.statusCode).toBe(400);
      expect(body.msg.startsWith(`${field}：`), body.msg).toBe(true);
    }
  });

  it('needs a session', async () => {
    const { response } = await t.call({
      method: 'PUT',
      url: '/api/a/sys/user/updateLoginUser',
      payload: { job: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a member renaming themselves (modName)', () => {
  const rename = (who: keyof typeof tokens, userId: string, name: string) =>
    as<UserInfo>(who, {
      method: 'PUT',
      url: `/api/b/member/modName/${userId}/${encodeURIComponent(name)}`,
    });

  it('renames the account and the member record together', async () => {
    const { body } = await rename('wangfang', MEMBER_ACCOUNT.id, ' 王芳芳 ');
    expect(body.success).toBe(true);
    expect(body.data.name).toBe('王芳芳');
    expect((await userRow(MEMBER_ACCOUNT.id)).name).toBe('王芳芳');
    const [member] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.id, MEMBER_ACCOUNT.memberId));
    expect(member).toMatchObject({ name: '王芳芳', updatedBy: MEMBER_ACCOUNT.id });
  });

  it('refuses an empty name or markup', async () => {
    for (const name of [' ', '<b>王</b>']) {
      const { response, body } = await rename('wangfang', MEMBER_ACCOUNT.id, name);
      expect(response.statusCode).toBe(400);
      expect(body.msg.startsWith('name：')).toBe(true);
    }
    expect((await rename('wangfang', MEMBER_ACCOUNT.id, ' ')).body.msg).toBe(
      'name：会员姓名不能为空！',
    );
  });

  it('refuses renaming someone else, even by a member', async () => {
    const { response, body } = await rename('wangfang', 'user-zhangsan', '冒名');
    expect(response.statusCode).toBe(403);
    expect(body.msg).toBe('只能修改自己的信息');
    expect((await userRow('user-zhangsan')).name).toBe('张三');
  });

  it('answers 404 for a user id of another company', async () => {
    const { response } = await rename('wangfang', OTHER_COMPANY.adminId, '冒名');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a user who is not a member', async () => {
    const { body } = await rename('zhangsan', 'user-zhangsan', '张三丰');
    expect(body).toMatchObject({ success: false, msg: '只有会员可以在个人中心修改姓名' });
    expect((await userRow('user-zhangsan')).name).toBe('张三');
  });
});

describe('own invoice information', () => {
  const getMy = (who: keyof typeof tokens) =>
    as<InvoiceInfo | null>(who, { method: 'GET', url: '/api/b/invoices/getmy' });
  const saveMy = (who: keyof typeof tokens, payload: Record<string, unknown>) =>
    as<InvoiceInfo>(who, { method: 'POST', url: '/api/b/invoices/savemy', payload });

  const PERSONAL = {
    invoicesType: 1,
    personName: '王芳',
    companyName: '上海示例建设有限公司',
    honestyCode: '91310000 mA1fl2xx3q',
    email: 'wangfang@example.cn',
  };
  const COMPANY = {
    invoicesType: '2',
    companyName: '上海示例建设有限公司',
    honestyCode: '91310000MA1FL2XX3Q',
    registeredAddress: '上海市浦东新区世纪大道100号',
    phone: '021-68880000',
    bank: '中国工商银行上海浦东支行',
    bankAccount: '1001 2345 6789 0123 456',
    receiver: '王芳',
    receiveAddress: '上海市浦东新区世纪大道100号 18楼',
  };

  it('answers null before anything is saved', async () => {
    const { body } = await getMy('wangfang');
    expect(body).toMatchObject({ success: true, data: null });
  });

  it('saves an electronic personal invoice, normalising the credit code, stamped', async () => {
    t.clock.advance(60_000);
    const { body } = await saveMy('wangfang', PERSONAL);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      invoicesType: 1,
      personName: '王芳',
      honestyCode: '91310000MA1FL2XX3Q',
      email: 'wangfang@example.cn',
      registeredAddress: null,
      createdBy: MEMBER_ACCOUNT.id,
    });
    expect((await getMy('wangfang')).body.data).toEqual(body.data);
  });

  it('requires the fields of the chosen kind with their please-enter messages', async () => {
    const missing = await saveMy('wangfang', { ...PERSONAL, email: '' });
    expect(missing.response.statusCode).toBe(400);
    expect(missing.body.msg).toBe('email：请输入邮箱');
    const company = await saveMy('wangfang', { invoicesType: 2, companyName: '某公司' });
    expect(company.body.msg).toBe('honestyCode：请输入信用代码');
    const noBank = await saveMy('wangfang', { ...COMPANY, bank: ' ' });
    expect(noBank.body.msg).toBe('bank：请输入开户银行');
  });

  it('refuses an unknown kind and malformed codes, numbers and accounts', async () => {
    for (const [payload, message] of [
      [{ ...PERSONAL, invoicesType: 3 }, 'invoicesType：请选择发票类型'],
      [{ ...PERSONAL, honestyCode: '123' }, 'honestyCode：信用代码格式不正确'],
      [{ ...COMPANY, phone: 'call me' }, 'phone：电话格式不正确'],
      [{ ...COMPANY, bankAccount: '6222-abc' }, 'bankAccount：银行账号格式不正确'],
      [{ ...COMPANY, receiver: '<script>' }, 'receiver：不能包含 < 或 >'],
    ] as const) {
      const { response, body } = await saveMy('wangfang', payload);
      expect(response.statusCode).toBe(400);
      expect(body.msg).toBe(message);
    }
    expect((await getMy('wangfang')).body.data?.invoicesType).toBe(1);
  });

  it('switches to a VAT special invoice and keeps the personal details for later', async () => {
    const { body } = await saveMy('wangfang', COMPANY);
    expect(body.data).toMatchObject({
      invoicesType: 2,
      bankAccount: '1001234567890123456',
      receiver: '王芳',
      personName: '王芳',
      email: 'wangfang@example.cn',
      updatedBy: MEMBER_ACCOUNT.id,
    });
  });

  it('keeps each person’s information to themselves, and each company’s rows apart', async () => {
    expect((await getMy('lisi')).body.data).toBeNull();
    expect((await getMy('bob')).body.data).toBeNull();
    const saved = await saveMy('bob', { ...PERSONAL, personName: '鲍勃' });
    expect(saved.body.data.personName).toBe('鲍勃');
    const rows = await t.database.db.select().from(invoiceInfos);
    expect(rows.map((row) => [row.userId, row.companyId]).sort()).toEqual([
      [OTHER_COMPANY.adminId, OTHER_COMPANY.id],
      [MEMBER_ACCOUNT.id, 'demo'],
    ]);
    expect((await getMy('wangfang')).body.data?.personName).toBe('王芳');
    // Row-level security, whatever a query asks: a tenant transaction sees its company's rows only.
    const seen = await inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
      tx.select({ userId: invoiceInfos.userId }).from(invoiceInfos),
    );
    expect(seen).toEqual([{ userId: OTHER_COMPANY.adminId }]);
  });
});
