import type {
  CompanyBrand,
  CompanyInfo,
  Enterprise,
  MenuItem,
  SaasGrade,
  UserInfo,
  WaterMark,
  WorkMode,
} from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENTERPRISE } from '../../db/seedSaas';
import { companies, menus } from '../../db/schema';
import { inTenant } from '../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { filePart, multipart } from '../../test/multipart';

let t: TestApp;
let admin: string;
let huaxin: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  huaxin = await t.tokenOf(DEMO_ENTERPRISE.adminLoginName, DEMO_ENTERPRISE.adminPassword);
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

/** Every menu id of a tree. */
const idsOf = (tree: readonly MenuItem[]): string[] =>
  tree.flatMap((item) => [item.id, ...idsOf(item.children)]);
const namesOf = (tree: readonly MenuItem[]): string[] =>
  tree.flatMap((item) => [item.name, ...namesOf(item.children)]);

const userInfo = async (token: string) =>
  (await as<UserInfo>(token, { method: 'GET', url: '/api/b/user/setting/getTokenUser' })).body.data;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(token: string, name: string, content: Buffer): Promise<string> {
  const { payload, headers } = multipart([filePart(name, content)]);
  const { body } = await as<string[]>(token, {
    method: 'POST',
    url: '/api/b/fileItem/upload',
    payload,
    headers,
  });
  expect(body.success, body.msg).toBe(true);
  return body.data[0]!;
}

describe('company branding', () => {
  it('shows a company’s name to its login page by id or code, and nothing of unknown ones', async () => {
    const { body } = await t.call<CompanyBrand>({ method: 'GET', url: '/api/saas/company/huaxin' });
    expect(body.data).toEqual({
      id: 'huaxin',
      code: 'huaxin',
      name: DEMO_ENTERPRISE.name,
      logo: null,
      logo2: null,
      logo3: null,
    });
    const missing = await t.call({ method: 'GET', url: '/api/saas/company/nobody' });
    expect(missing.response.statusCode).toBe(404);
  });

  it('lets an administrator set image logos that login pages can load without signing in', async () => {
    const fileId = await upload(admin, '标志.png', PNG);
    const saved = await as<CompanyInfo>(admin, {
      method: 'PUT',
      url: '/api/b/saas/company/info',
      payload: { name: '示例造价咨询有限公司', logoFileId: fileId, logo3FileId: fileId },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(saved.body.data).toMatchObject({
      logoFileId: fileId,
      logo2FileId: null,
      logo: '/api/saas/company/demo/logo/1',
    });

    const brand = await t.call<CompanyBrand>({ method: 'GET', url: '/api/saas/company/demo' });
    expect(brand.body.data).toMatchObject({ logo: '/api/saas/company/demo/logo/1', logo2: null });
    const image = await t.app.inject({ method: 'GET', url: brand.body.data.logo! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/saas/company/demo/logo/2' })).statusCode,
    ).toBe(404);

    const current = await as<CompanyBrand>(admin, {
      method: 'GET',
      url: '/api/b/desktop/getCurCompanyLogo',
    });
    expect(current.body.data?.logo3).toBe('/api/saas/company/demo/logo/3');
  });

  it('refuses a logo that is not an image, or another company’s file, and changes nothing', async () => {
    const pdf = await upload(admin, '说明.pdf', Buffer.from('%PDF-1.4\n'));
    const notImage = await as(admin, {
      method: 'PUT',
      url: '/api/b/saas/company/info',
      payload: { name: '改名', logo2FileId: pdf },
    });
    expect(notImage.response.statusCode).toBe(400);
    expect(notImage.body.msg).toMatch(/^logo2FileId：/);
    const theirs = await upload(bob, 'bob.png', PNG);
    const foreign = await as(admin, {
      method: 'PUT',
      url: '/api/b/saas/company/info',
      payload: { name: '改名', logoFileId: theirs },
    });
    expect(foreign.response.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, 'demo'));
    expect(row!.name).toBe('示例造价咨询有限公司');
  });

  it('answers the watermark with the user’s name, login name and date', async () => {
    const { body } = await as<WaterMark>(admin, {
      method: 'GET',
      url: '/api/b/desktop/getWaterMark',
    });
    expect(body.data).toEqual({
      enabled: true,
      waterType: 'text',
      waterValue: '系统管理员 admin 2026-03-02',
    });
  });

  it('keeps a request to its own company row in the database', async () => {
    const seen = await inTenant(t.database.db, 'huaxin', (tx) => tx.select().from(companies));
    expect(seen.map((row) => row.id)).toEqual(['huaxin']);
  });
});

describe('packages bound what a company can do', () => {
  it('shows an enterprise only its package’s menus and permissions, its administrator included', async () => {
    const info = await userInfo(huaxin);
    expect(info.isAdmin).toBe(true);
    expect(namesOf(info.menuList)).toEqual(
      expect.arrayContaining(['首页', '流程中心', '系统管理', '组织机构']),
    );
    expect(namesOf(info.menuList)).not.toContain('造价数据');
    expect(namesOf(info.menuList)).not.toContain('多租户管理');
    expect(info.permissions).toContain('sys:dept:view');
    expect(info.permissions).not.toContain('cost:project:view');
  });

  it('refuses the platform’s endpoints to every company but the operator', async () => {
    for (const token of [huaxin, bob]) {
      const { response } = await as(token, { method: 'POST', url: '/api/b/saas/menu/queryTree' });
      expect(response.statusCode).toBe(403);
    }
    const { body } = await as<MenuItem[]>(admin, {
      method: 'POST',
      url: '/api/b/saas/menu/queryTree',
    });
    expect(idsOf(body.data)).toContain('menu-organization');
    expect(idsOf(body.data)).not.toContain('menu-saas');
  });

  it('keeps a menu an enterprise makes itself inside its package', async () => {
    const made = await as(huaxin, {
      method: 'POST',
      url: '/api/a/sys/menu',
      payload: {
        name: '偷偷的造价',
        type: 2,
        url: '/main-page/cost-data',
        permission: 'cost:project:view',
      },
    });
    expect(made.body.success, made.body.msg).toBe(true);
    expect((await userInfo(huaxin)).permissions).not.toContain('cost:project:view');
  });

  it('brings a package change to the companies that hold it, at once', async () => {
    const grades = await as<{ data: SaasGrade[] }>(admin, {
      method: 'POST',
      url: '/api/b/saas/grade/queryList',
      payload: { pageNo: 1, pageSize: 10 },
    });
    const basic = grades.body.data.data.find((grade) => grade.id === 'grade-basic')!;
    expect(basic.companyCount).toBe(1);
    expect(grades.body.data.data.map((grade) => grade.name)).toEqual([
      '基础版',
      '专业版',
      '旗舰版',
    ]);

    const withoutOrganization = basic.menuIds.filter(
      (id) => !['menu-organization', 'menu-dept-edit', 'menu-dept-delete'].includes(id),
    );
    const saved = await as(admin, {
      method: 'POST',
      url: '/api/b/saas/grade',
      payload: { id: basic.id, name: basic.name, sort: basic.sort, menuIds: withoutOrganization },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(namesOf((await userInfo(huaxin)).menuList)).not.toContain('组织机构');
    const tree = await as(huaxin, { method: 'GET', url: '/api/share/dept/deptTree' });
    expect(tree.response.statusCode).toBe(200);
    const edit = await as(huaxin, {
      method: 'POST',
      url: '/api/a/sys/dept',
      payload: { name: '新部门' },
    });
    expect(edit.response.statusCode).toBe(403);

    await as(admin, {
      method: 'POST',
      url: '/api/b/saas/grade',
      payload: { id: basic.id, name: basic.name, sort: basic.sort, menuIds: basic.menuIds },
    });
    expect(namesOf((await userInfo(huaxin)).menuList)).toContain('组织机构');
    const again = await as(huaxin, {
      method: 'POST',
      url: '/api/a/sys/dept',
      payload: { name: '新部门' },
    });
    expect(again.response.statusCode).toBe(200);
  });

  it('renames the copies when the catalogue entry is renamed', async () => {
    const saved = await as(admin, {
      method: 'POST',
      url: '/api/b/saas/menu',
      payload: {
        id: 'menu-staff-notice',
        parentId: 'menu-human',
        name: '员工公告',
        type: 2,
        url: '/human/staff-notice',
        permission: 'hr:notice:view',
      },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(namesOf((await userInfo(huaxin)).menuList)).toContain('员工公告');
    // The operator's own menus are its own: not copies.
    expect(namesOf((await userInfo(admin)).menuList)).toContain('员工通知');
  });

  it('refuses to delete a package a company holds, and a catalogue entry with entries beneath it', async () => {
    const inUse = await as(admin, { method: 'DELETE', url: '/api/b/saas/grade/grade-basic' });
    expect(inUse.body.success).toBe(false);
    expect(inUse.body.msg).toContain('1 家企业');
    const parent = await as(admin, { method: 'DELETE', url: '/api/b/saas/menu/menu-human' });
    expect(parent.body.success).toBe(false);
    // The page holds its edit button: that goes first, then the page is a leaf.
    const page = await as(admin, { method: 'DELETE', url: '/api/b/saas/menu/menu-staff-notice' });
    expect(page.body.success).toBe(false);
    const button = await as(admin, {
      method: 'DELETE',
      url: '/api/b/saas/menu/menu-staff-notice-edit',
    });
    expect(button.body.success, button.body.msg).toBe(true);
    const leaf = await as(admin, { method: 'DELETE', url: '/api/b/saas/menu/menu-staff-notice' });
    expect(leaf.body.success, leaf.body.msg).toBe(true);
    const copies = await t.database.db
      .select()
      .from(menus)
      .where(eq(menus.saasMenuId, 'menu-staff-notice'));
    expect(copies).toEqual([]);
  });
});

describe('enterprises', () => {
  const open = (payload: object) =>
    as<Enterprise>(admin, { method: 'POST', url: '/api/b/saas/company', payload });

  it('opens an enterprise whose administrator signs in to its package’s menus', async () => {
    const { body } = await open({
      code: 'zhongjian',
      name: '中建造价咨询',
      gradeId: 'grade-pro',
      contactPhone: '13900000031',
      adminLoginName: 'zj_admin',
      adminName: '中建管理员',
      adminPassword: 'Zhong@2026',
    });
    expect(body.success, body.msg).toBe(true);
    expect(body.data).toMatchObject({
      code: 'zhongjian',
      gradeName: '专业版',
      userCount: 1,
      enabled: true,
      adminLoginName: 'zj_admin',
    });
    const token = await t.tokenOf('zj_admin', 'Zhong@2026');
    const info = await userInfo(token);
    expect(info.companyId).toBe(body.data.id);
    expect(namesOf(info.menuList)).toEqual(expect.arrayContaining(['造价数据', '财务管理']));
    expect(namesOf(info.menuList)).not.toContain('管理驾驶舱');

    const list = await as<{ total: number; data: Enterprise[] }>(admin, {
      method: 'POST',
      url: '/api/b/saas/company/queryList',
      payload: { pageNo: 1, pageSize: 10, params: { keyword: '中建' } },
    });
    expect(list.body.data.data.map((row) => [row.code, row.adminLoginName])).toEqual([
      ['zhongjian', 'zj_admin'],
    ]);
  });

  it('refuses a taken code, a taken login name and a new enterprise without an administrator', async () => {
    const base = { name: '重复', gradeId: 'grade-basic', adminPassword: 'Dup@20260' };
    const code = await open({ ...base, code: 'huaxin', adminLoginName: 'dup1' });
    expect(code.body.msg).toContain('huaxin');
    const login = await open({ ...base, code: 'dup2', adminLoginName: 'admin' });
    expect(login.body.success).toBe(false);
    const none = await open({ code: 'dup3', name: '无管理员', gradeId: 'grade-basic' });
    expect(none.body.success).toBe(false);
    const list = await as<{ total: number }>(admin, {
      method: 'POST',
      url: '/api/b/saas/company/queryList',
      payload: { params: { keyword: 'dup' } },
    });
    expect(list.body.data.total).toBe(0);
  });

  it('moves an enterprise to another package, and a disabled one is signed out and cannot sign in', async () => {
    const flagship = await open({
      id: 'huaxin',
      code: 'huaxin',
      name: DEMO_ENTERPRISE.name,
      gradeId: 'grade-flagship',
    });
    expect(flagship.body.success, flagship.body.msg).toBe(true);
    expect(namesOf((await userInfo(huaxin)).menuList)).toContain('管理驾驶舱');

    await open({
      id: 'huaxin',
      code: 'huaxin',
      name: DEMO_ENTERPRISE.name,
      gradeId: 'grade-basic',
      enabled: false,
    });
    const after = await as(huaxin, { method: 'GET', url: '/api/b/user/setting/getTokenUser' });
    expect(after.response.statusCode).toBe(401);
    const again = await t.login(DEMO_ENTERPRISE.adminLoginName, DEMO_ENTERPRISE.adminPassword);
    expect(again.success).toBe(false);
    expect(again.msg).toContain('停用');
    await open({
      id: 'huaxin',
      code: 'huaxin',
      name: DEMO_ENTERPRISE.name,
      gradeId: 'grade-basic',
      enabled: true,
    });
    huaxin = await t.tokenOf(DEMO_ENTERPRISE.adminLoginName, DEMO_ENTERPRISE.adminPassword);
  });

  it('never disables the operator or gives it a package', async () => {
    const { body } = await open({ id: 'demo', code: 'demo', name: '示例', gradeId: 'grade-basic' });
    expect(body.success).toBe(false);
  });
});

describe('work mode', () => {
  it('answers the spec’s defaults until the user saves a layout, then the saved one', async () => {
    const first = await as<{ workMode: WorkMode; modules: MenuItem[] }>(admin, {
      method: 'GET',
      url: '/api/a/bd/workMode/getWorkMode',
    });
    expect(first.body.data.workMode).toEqual({
      commonUse: '1',
      mainFunciton: ['1', '2', '3'],
      showcheckedList: false,
      checkedList: [],
      showleftNav: false,
      leftNav: [],
    });
    expect(idsOf(first.body.data.modules)).toContain('menu-finance');
    await as(admin, {
      method: 'POST',
      url: '/api/b/member/config/updateUserConfig',
      payload: {
        key: 'ecms_workMode_layout',
        value: JSON.stringify({
          commonUse: '3',
          showleftNav: true,
          leftNav: ['menu-todo'],
          mainFunciton: 'bad',
        }),
      },
    });
    const saved = await as<{ workMode: WorkMode }>(admin, {
      method: 'GET',
      url: '/api/a/bd/workMode/getWorkMode',
    });
    expect(saved.body.data.workMode).toMatchObject({
      commonUse: '3',
      showleftNav: true,
      leftNav: ['menu-todo'],
      mainFunciton: ['1', '2', '3'],
    });
  });

  it('keeps the menu to the named ids with their directories, dropping ids not granted', async () => {
    const zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
    const { body } = await as<MenuItem[]>(zhangsan, {
      method: 'POST',
      url: '/api/a/bd/workMode/workMenu',
      payload: ['menu-todo', 'menu-user', 'menu-home'],
    });
    expect(body.data.map((item) => item.id)).toEqual(['menu-home', 'menu-workflow']);
    expect(idsOf(body.data)).toEqual(['menu-home', 'menu-workflow', 'menu-todo']);
  });
});

describe('buttons for a form page', () => {
  it('creates the missing standard buttons under the page, keeping the ones it has', async () => {
    const { body } = await as<MenuItem[]>(admin, {
      method: 'POST',
      url: '/api/b/wf/form/auth/menu/createButtons',
      payload: { menuId: 'menu-user', buttons: ['add', 'edit', 'view', 'export'] },
    });
    expect(body.success, body.msg).toBe(true);
    const permissions = body.data.map((item) => item.permission);
    expect(permissions).toEqual(
      expect.arrayContaining([
        'sys:user:add',
        'sys:user:edit',
        'sys:user:delete',
        'sys:user:view',
        'sys:user:export',
      ]),
    );
    expect(permissions.filter((permission) => permission === 'sys:user:add')).toHaveLength(1);
    const twice = await as<MenuItem[]>(admin, {
      method: 'POST',
      url: '/api/b/wf/form/auth/menu/createButtons',
      payload: { menuId: 'menu-user', buttons: ['view'] },
    });
    expect(twice.body.data).toHaveLength(body.data.length);
  });

  it('refuses a directory, and another company’s page', async () => {
    const directory = await as(admin, {
      method: 'POST',
      url: '/api/b/wf/form/auth/menu/createButtons',
      payload: { menuId: 'menu-system' },
    });
    expect(directory.body.success).toBe(false);
    const foreign = await as(bob, {
      method: 'POST',
      url: '/api/b/wf/form/auth/menu/createButtons',
      payload: { menuId: 'menu-user' },
    });
    expect(foreign.response.statusCode).toBe(404);
  });
});

describe('user roles of a package', () => {
  it('gives the holders the package’s roles with grants inside the package, and keeps them in step', async () => {
    const roles = await as<{ data: { id: string; code: string; menuIds: string[] }[] }>(admin, {
      method: 'POST',
      url: '/api/b/saas/role/queryList',
      payload: { pageNo: 1, pageSize: 20, params: { gradeId: 'grade-basic' } },
    });
    expect(roles.body.data.data.map((role) => role.code)).toEqual(['staff']);
    const staff = roles.body.data.data[0]!;
    // The enterprise holds the role; one of its people given it sees the home page and workflow.
    const roleList = await as<{ data: { id: string; code: string }[] }>(huaxin, {
      method: 'POST',
      url: '/api/a/sys/role/queryList',
      payload: { pageNo: 1, pageSize: 20 },
    });
    const companyStaff = roleList.body.data.data.find((role) => role.code === 'staff')!;
    expect(companyStaff).toBeDefined();
    const granted = await as<MenuItem[]>(huaxin, {
      method: 'GET',
      url: `/api/a/sys/menu/queryRoleList/${companyStaff.id}`,
    });
    expect(namesOf(granted.body.data)).toEqual(expect.arrayContaining(['首页', '待办事项']));
    expect(namesOf(granted.body.data)).not.toContain('组织机构');

    // The platform adds the cost data to the role: outside the basic package, it has no effect;
    // adds the meeting rooms: inside, it reaches the company's role.
    const saved = await as(admin, {
      method: 'POST',
      url: '/api/b/saas/role',
      payload: {
        id: staff.id,
        gradeId: 'grade-basic',
        code: 'staff',
        name: '员工',
        menuIds: [...staff.menuIds, 'menu-project-library', 'menu-meeting-rooms'],
      },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    const after = await as<MenuItem[]>(huaxin, {
      method: 'GET',
      url: `/api/a/sys/menu/queryRoleList/${companyStaff.id}`,
    });
    expect(namesOf(after.body.data)).not.toContain('项目案例库');
    expect(namesOf(after.body.data)).toContain('会议室管理');
    const renamed = await as<{ data: { id: string; name: string }[] }>(huaxin, {
      method: 'POST',
      url: '/api/a/sys/role/queryList',
      payload: { pageNo: 1, pageSize: 20 },
    });
    expect(renamed.body.data.data.find((role) => role.id === companyStaff.id)?.name).toBe('员工');

    const admins = await as(admin, {
      method: 'POST',
      url: '/api/b/saas/role',
      payload: { gradeId: 'grade-basic', code: 'admin', name: '管理员' },
    });
    expect(admins.response.statusCode).toBe(400);
  });
});
