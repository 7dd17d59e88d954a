import { paramList, toBasicParams, type Param, type ParamRecord } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

describe('paramList with the captcha on (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is open before sign-in and parses into the basic parameters', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/api/share/param/paramList' });
    expect(response.statusCode).toBe(200);
    const params = toBasicParams(paramList.data.parse(body.data));
    expect(params).toMatchObject({
      'sys.name': '造价咨询管理平台',
      'sys.copyright': '© 2026 示例造价咨询有限公司',
      'cas.login': false,
      'cost.login': false,
      isPrivate: false,
      ProjectCostIndustryName: '行业,建筑工程',
      'file.suffix': 'doc,docx,xls,xlsx,csv,pdf,jpg,jpeg,png,zip,rar',
      'file.maxSize': '50',
      'captcha.enabled': true,
    });
    expect(Object.keys(params)).toEqual(
      expect.arrayContaining(['sys.logo', 'wise.costcloud.url', 'map.key']),
    );
  });
});

describe('paramList and login with CAPTCHA=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: false });
  });
  afterAll(() => t.close());

  it('says captcha.enabled is false', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/share/param/paramList' });
    expect(toBasicParams(paramList.data.parse(body.data))['captcha.enabled']).toBe(false);
  });

  it('signs in without a captcha', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Admin@123456' },
    });
    expect(body.success).toBe(true);
  });
});

describe('administering parameters', () => {
  type Page = { total: number; data: ParamRecord[] };
  let t: TestApp;
  let admin: string;
  let zhangsan: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedTestTenants(t.database.db, t.clock.now());
    admin = await t.tokenOf('admin', 'Admin@123456');
    zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
    bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  });
  afterAll(() => t.close());

  const call = <T>(token: string, options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
  const query = (token: string, params: Record<string, unknown>, paging = {}) =>
    call<Page>(token, {
      method: 'POST',
      url: '/api/a/sys/param/queryList',
      payload: { ...paging, params },
    });
  const save = (token: string, payload: Record<string, unknown>) =>
    call<ParamRecord>(token, { method: 'POST', url: '/api/a/sys/param', payload });

  it('lists each page’s parameters: basic, custom and business', async () => {
    const basic = await query(admin, { category: 'basic' });
    expect(basic.body.data.data.map((param) => param.key)).toEqual(
      expect.arrayContaining(['file.suffix', 'file.maxSize', 'sys.name']),
    );
    // Given the demo parameters, when 系统参数 → 基础 lists them, then each has a name (参数名称).
    const unnamed = basic.body.data.data.filter((param) => !param.name).map((param) => param.key);
    expect(unnamed).toEqual([]);
    expect(basic.body.data.data.find((param) => param.key === 'sys.name')?.name).toBe('系统名称');
    const custom = await query(admin, { category: 'custom' });
    expect(custom.body.data.data.map((param) => [param.key, param.name])).toEqual([
      ['home.notice.days', '首页公告显示天数'],
      ['watermark.enabled', '显示水印'],
      ['watermark.type', '水印类型（text 或 image）'],
      [
        'watermark.value',
        '水印内容（文字可用 {name} {loginName} {no} {deptName} {date}；图片填图片地址）',
      ],
    ]);
    const business = await query(admin, { category: 'business', keyword: '前缀' });
    expect(business.body.data.data).toEqual([
      expect.objectContaining({ key: 'project.code.prefix', value: 'XM', inherited: true }),
    ]);
  });

  it('lists one group of parameters: the keys that start with the group and a dot', async () => {
    const { body } = await query(admin, { group: 'watermark' });
    expect(body.data.data.map((param) => param.key)).toEqual([
      'watermark.enabled',
      'watermark.type',
      'watermark.value',
    ]);
    const sys = await query(admin, { group: 'sys', category: 'basic' });
    expect(sys.body.data.data.map((param) => param.key)).toEqual([
      'sys.copyright',
      'sys.logo',
      'sys.name',
    ]);
    // A key without a dot is a group of its own.
    const single = await query(admin, { group: 'isPrivate' });
    expect(single.body.data.data.map((param) => param.key)).toEqual(['isPrivate']);
    const bad = await query(admin, { group: 'not a group' });
    expect(bad.response.statusCode).toBe(400);
  });

  it('pages the list', async () => {
    const { body } = await query(admin, { category: 'basic' }, { pageNo: 2, pageSize: 5 });
    expect(body.data.total).toBe(13);
    expect(body.data.data).toHaveLength(5);
  });

  it('is refused to a user without the parameter permissions', async () => {
    expect((await query(zhangsan, {})).response.statusCode).toBe(403);
    expect((await save(zhangsan, { key: 'sys.name', value: 'x' })).response.statusCode).toBe(403);
  });

  it('overrides a global value for the company only, stamped, and paramList follows', async () => {
    t.clock.advance(60_000);
    const { body } = await save(admin, {
      key: 'cas.login',
      value: 'true',
      category: 'basic',
      name: '单点登录',
    });
    expect(body.data).toMatchObject({
      key: 'cas.login',
      value: 'true',
      inherited: false,
      createdBy: 'user-admin',
      createdAt: '2026-03-02 09:01:00',
    });
    const signedIn = await call<Param[]>(admin, {
      method: 'GET',
      url: '/api/share/param/paramList',
    });
    expect(toBasicParams(signedIn.body.data)['cas.login']).toBe(true);
    const anonymous = await t.call<Param[]>({ method: 'GET', url: '/api/share/param/paramList' });
    expect(toBasicParams(anonymous.body.data)['cas.login']).toBe(false);
    const other = await call<Param[]>(bob, { method: 'GET', url: '/api/share/param/paramList' });
    expect(toBasicParams(other.body.data)['cas.login']).toBe(false);
    const again = await save(admin, { key: 'cas.login', value: 'false', category: 'basic' });
    expect(again.body.data.id).toBe(body.data.id);
  });

  it('deletes the company’s own value, and then the global one applies again', async () => {
    const { body } = await save(admin, { key: 'sys.name', value: '某某造价', category: 'basic' });
    const named = await call<Param[]>(admin, { method: 'GET', url: '/api/share/param/paramList' });
    expect(toBasicParams(named.body.data)['sys.name']).toBe('某某造价');
    const removed = await call(admin, {
      method: 'DELETE',
      url: `/api/a/sys/param/${body.data.id}`,
    });
    expect(removed.body.success).toBe(true);
    const reverted = await call<Param[]>(admin, {
      method: 'GET',
      url: '/api/share/param/paramList',
    });
    expect(toBasicParams(reverted.body.data)['sys.name']).toBe('造价咨询管理平台');
  });

  it('never lets a company delete a global value or another company’s own', async () => {
    const { body } = await save(admin, {
      key: 'home.notice.days',
      value: '30',
      category: 'custom',
    });
    expect(
      (await call(bob, { method: 'DELETE', url: `/api/a/sys/param/${body.data.id}` })).response
        .statusCode,
    ).toBe(404);
    const global = await call(admin, { method: 'DELETE', url: '/api/a/sys/param/param-cas-login' });
    expect(global.response.statusCode).toBe(404);
    const bobs = await query(bob, { category: 'custom' });
    expect(bobs.body.data.data.find((param) => param.key === 'home.notice.days')?.value).toBe('7');
  });

  it('refuses markup in a value', async () => {
    const { response, body } = await save(admin, { key: 'sys.name', value: '<b>x</b>' });
    expect(response.statusCode).toBe(400);
    expect(body.msg.startsWith('value：')).toBe(true);
  });

  it('leaves the window-management defaults to 窗口管理: neither saved nor deleted here', async () => {
    const saved = await call(admin, {
      method: 'POST',
      url: '/api/b/window/work-mode',
      payload: {
        commonUse: '2',
        mainFunciton: ['1'],
        showcheckedList: false,
        checkedList: [],
        showleftNav: false,
        leftNav: [],
      },
    });
    expect(saved.body.success).toBe(true);
    const [row] = (await query(admin, { group: 'window' })).body.data.data;
    expect(row?.key).toBe('window.work-mode');
    const overwrite = await save(admin, {
      key: 'window.work-mode',
      value: '{}',
      category: 'custom',
    });
    expect(overwrite.body.success).toBe(false);
    expect(overwrite.body.msg).toContain('窗口管理');
    const removed = await call(admin, { method: 'DELETE', url: `/api/a/sys/param/${row!.id}` });
    expect(removed.body.success).toBe(false);
    const stillThere = await call<{ commonUse: string }>(admin, {
      method: 'GET',
      url: '/api/b/window/work-mode',
    });
    expect(stillThere.body.data.commonUse).toBe('2');
  });
});
