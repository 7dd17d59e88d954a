import { MenuType, type MenuItem, userNav } from '@ccms/api-client';
import { endpoint } from '@ccms/api-client';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEndpoint } from '../../http/endpoint';
import { createTestApp, type TestApp } from '../../test/createTestApp';

/** A test-only endpoint guarded by a button permission only administrators hold. */
const addUserProbe = endpoint({
  method: 'POST',
  path: '/test/sys/user',
  summary: 'test only',
  access: { permission: 'sys:user:add' },
  body: z.object({ name: z.string().min(1) }),
  data: z.object({ createdBy: z.string(), name: z.string() }),
});

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) =>
      registerEndpoint(app, addUserProbe, ({ body, requireSession }) => ({
        createdBy: requireSession().userId,
        name: body.name,
      })),
  });
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
});
afterAll(() => t.close());

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

async function navOf(user: string) {
  const { body } = await t.call({
    method: 'GET',
    url: '/api/user/nav',
    headers: { AuthToken: tokens[user]! },
  });
  expect(body.success).toBe(true);
  return userNav.data.parse(body.data);
}

async function permissionsOf(user: string): Promise<string[]> {
  const { body } = await t.call<{ permissions: string[] }>({
    method: 'GET',
    url: '/api/user/info',
    headers: { AuthToken: tokens[user]! },
  });
  return body.data.permissions;
}

describe('menus by role', () => {
  it('gives the administrator every menu, sorted, without buttons', async () => {
    const nav = await navOf('admin');
    expect(nav.map((menu) => menu.nameKey)).toEqual([
      'menu.home',
      'menu.workflow',
      'menu.costData',
      'menu.finance',
      'menu.followAudit',
      'menu.bonus',
      'menu.businessObjectives',
      'menu.administration',
      'menu.human',
      'menu.sales',
      'menu.cockpit',
      'menu.constructionSiteData',
      'menu.system',
    ]);
    const all = flatten(nav);
    expect(all.some((menu) => menu.type === MenuType.button)).toBe(false);
    const system = nav.find((menu) => menu.nameKey === 'menu.system')!;
    expect(system).toMatchObject({ permission: 'system', url: '/sys-manager' });
    expect(system.children.map((menu) => menu.nameKey)).toEqual([
      'menu.organization',
      'menu.modelFormManager',
      'menu.actModels',
      'menu.actProcdef',
      'menu.settingFlow',
      'menu.modelRoleManager',
      'menu.processInstance',
      'menu.processTask',
      'menu.user',
      'menu.online',
      'menu.role',
      'menu.menu',
      'menu.area',
      'menu.treeDict',
      'menu.dict',
      'menu.excelTemplate',
      'menu.params',
      'menu.contentManagement',
      'menu.footprintManagement',
      'menu.windowManagement',
      'menu.club',
      'menu.companyInfo',
      'menu.saas',
    ]);
    expect(all.find((menu) => menu.nameKey === 'menu.cockpit')).toMatchObject({ openType: 3 });
    expect(all.find((menu) => menu.nameKey === 'menu.startFlow')).toMatchObject({
      type: 3,
      permission: 'home:start:flow',
    });
  });

  it('includes button permissions in the permission list', async () => {
    expect(await permissionsOf('admin')).toEqual(
      expect.arrayContaining([
        'system',
        'sys:user:view',
        'sys:user:add',
        'sys:user:edit',
        'sys:user:delete',
      ]),
    );
  });

  it('gives the cost engineer home, workflow, cost data, his own bonus and sales, no system menu', async () => {
    const nav = await navOf('zhangsan');
    expect(nav.map((menu) => menu.nameKey)).toEqual([
      'menu.home',
      'menu.workflow',
      'menu.costData',
      'menu.followAudit',
      'menu.bonus',
      'menu.businessObjectives',
      'menu.sales',
    ]);
    // Of 奖金管理 only his own bonus pages, not the rules, calculation or payment.
    expect(
      nav.find((menu) => menu.nameKey === 'menu.bonus')!.children.map((menu) => menu.nameKey),
    ).toEqual(['menu.myBonus', 'menu.myBonusTheSum']);
    expect(flatten(nav).map((menu) => menu.nameKey)).toEqual(
      expect.arrayContaining(['menu.projectLibrary', 'menu.costFileManage', 'menu.todo']),
    );
    const permissions = await permissionsOf('zhangsan');
    expect(permissions).toContain('cost:project:view');
    expect(permissions).not.toContain('system');
    expect(permissions).not.toContain('sys:user:add');
    expect(permissions).not.toContain('finance:view');
  });

  it('gives finance home, workflow, finance and bonus', async () => {
    const nav = await navOf('lisi');
    expect(nav.map((menu) => menu.nameKey)).toEqual([
      'menu.home',
      'menu.workflow',
      'menu.finance',
      'menu.followAudit',
      'menu.bonus',
      'menu.businessObjectives',
    ]);
    expect(flatten(nav).map((menu) => menu.nameKey)).toEqual(
      expect.arrayContaining([
        'menu.departmentalFunds',
        'menu.electronicInvoice',
        'menu.departmentalCost',
      ]),
    );
    expect(await permissionsOf('lisi')).not.toContain('cost:view');
  });
});

describe('permission enforcement', () => {
  it('lets a holder of the permission through', async () => {
    const { response, body } = await t.call({
      method: 'POST',
      url: '/api/test/sys/user',
      headers: { AuthToken: tokens.admin! },
      payload: { name: '王五' },
    });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, data: { createdBy: 'user-admin', name: '王五' } });
  });

  it('answers 403 to a signed-in user without it, before looking at the input', async () => {
    const { response, body } = await t.call({
      method: 'POST',
      url: '/api/test/sys/user',
      headers: { AuthToken: tokens.zhangsan! },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(body).toMatchObject({
      code: 1403,
      success: false,
      httpCode: 403,
      msg: '没有权限执行此操作',
    });
  });

  it('answers 401 without a session', async () => {
    const { response } = await t.call({
      method: 'POST',
      url: '/api/test/sys/user',
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('validates the input of a permitted caller', async () => {
    const { response, body } = await t.call({
      method: 'POST',
      url: '/api/test/sys/user',
      headers: { AuthToken: tokens.admin! },
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toMatch(/^name：/);
  });
});
