import type { UserRow } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/createTestApp';

interface Page<T> {
  pageNo: number;
  pageSize: number;
  total: number;
  data: T[];
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin', 'Admin@123456');
});
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const asAdmin = <T>(options: InjectOptions) => as<T>(admin, options);

const queryUsers = (payload: Record<string, unknown>, token = admin) =>
  as<Page<UserRow>>(token, { method: 'POST', url: '/api/a/sys/user/queryList', payload });
const saveUser = (payload: Record<string, unknown>) =>
  asAdmin<UserRow>({ method: 'POST', url: '/api/a/sys/user', payload });

describe('user list', () => {
  it('pages the company’s people with their department and roles', async () => {
    const { body } = await queryUsers({ pageNo: 1, pageSize: 2 });
    expect(body.data).toMatchObject({ pageNo: 1, pageSize: 2, total: 5 });
    expect(body.data.data).toHaveLength(2);
    const rest = await queryUsers({ pageNo: 1, pageSize: 10 });
    const all = rest.body.data.data;
    expect(all.map((user) => user.loginName).sort()).toEqual([
      'admin',
      'lisi',
      'wangmin',
      'zhangsan',
      'zhaoqiang',
    ]);
    expect(all.find((user) => user.loginName === 'zhangsan')).toMatchObject({
      deptName: '造价一部',
      roleNames: ['造价工程师'],
      roleIds: ['role-cost-engineer'],
    });
  });

  it('filters by keyword, by department with its sub-departments, and by role', async () => {
    expect(
      (await queryUsers({ params: { keyword: '张' } })).body.data.data.map((u) => u.loginName),
    ).toEqual(['zhangsan']);
    expect((await queryUsers({ params: { deptId: 'dept-root' } })).body.data.total).toBe(5);
    expect(
      (await queryUsers({ params: { deptId: 'dept-finance' } })).body.data.data.map(
        (u) => u.loginName,
      ),
    ).toEqual(['lisi']);
    expect(
      (await queryUsers({ params: { roleId: 'role-admin' } })).body.data.data.map(
        (u) => u.loginName,
      ),
    ).toEqual(['admin']);
    expect((await queryUsers({ params: { keyword: '%' } })).body.data.total).toBe(0);
  });

  it('given a role with department authorization, lists only those departments’ people', async () => {
    // The cost engineer's role may see the cost departments; lisi (finance) is outside them.
    const { body: granted } = await asAdmin<string[]>({
      method: 'GET',
      url: '/api/a/sys/role/queryRoleMenuId/role-cost-engineer',
    });
    await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/role/data/role-cost-engineer/menuIdList',
      payload: [...granted.data, 'menu-system', 'menu-user'],
    });
    const zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
    const { body } = await queryUsers({}, zhangsan);
    expect(body.data.data.map((user) => user.loginName)).toEqual(['zhangsan']);
    await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/role/data/role-cost-engineer/deptIdList',
      payload: ['dept-cost-1', 'dept-finance'],
    });
    const widened = await queryUsers({}, zhangsan);
    expect(widened.body.data.data.map((user) => user.loginName).sort()).toEqual([
      'lisi',
      'zhangsan',
    ]);
  });
});

describe('saving people', () => {
  it('creates a person with a hashed password, roles and stamps; they can sign in', async () => {
    t.clock.advance(120_000);
    const { body } = await saveUser({
      loginName: 'wangwu',
      name: '王五',
      password: 'Wangwu@2026',
      deptId: 'dept-cost-2',
      phone: '13812345678',
      email: 'wangwu@example.com',
      roleIds: ['role-cost-engineer'],
    });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      loginName: 'wangwu',
      deptName: '造价二部',
      roleNames: ['造价工程师'],
      createdBy: 'user-admin',
      createdAt: '2026-03-02 09:02:00',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.companyId).toBe('demo');
    expect((await t.login('wangwu', 'Wangwu@2026')).success).toBe(true);
  });

  it('edits a person and replaces their roles only when roleIds is given', async () => {
    const { body: created } = await saveUser({
      loginName: 'zhaoliu',
      name: '赵六',
      password: 'Zhaoliu@2026',
      roleIds: ['role-finance'],
    });
    const { body } = await saveUser({
      id: created.data.id,
      loginName: 'zhaoliu',
      name: '赵六六',
      job: '出纳',
    });
    expect(body.data).toMatchObject({ name: '赵六六', job: '出纳', roleNames: ['财务'] });
    const { body: cleared } = await saveUser({
      id: created.data.id,
      loginName: 'zhaoliu',
      name: '赵六六',
      roleIds: [],
    });
    expect(cleared.data.roleNames).toEqual([]);
  });

  it('refuses a taken login name, a weak password, a missing password and a bad phone', async () => {
    expect(
      (await saveUser({ loginName: 'lisi', name: '重名', password: 'Strong@2026' })).body,
    ).toMatchObject({
      success: false,
      msg: '登录名 lisi 已被使用',
    });
    const weak = await saveUser({ loginName: 'weak', name: '弱密码', password: 'abcdefgh' });
    expect(weak.response.statusCode).toBe(400);
    expect(weak.body.msg).toBe('password：至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    const missing = await saveUser({ loginName: 'nopass', name: '无密码' });
    expect(missing.response.statusCode).toBe(400);
    expect(missing.body.msg).toMatch(/^password：/);
    const phone = await saveUser({
      loginName: 'badphone',
      name: '坏号码',
      password: 'Strong@2026',
      phone: '12345',
    });
    expect(phone.body.msg).toBe('phone：手机号码格式不正确');
  });

  it('refuses roles or departments that do not exist, writing nothing', async () => {
    const { response, body } = await saveUser({
      loginName: 'ghost',
      name: '幽灵',
      password: 'Strong@2026',
      roleIds: ['role-missing'],
    });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe('roleIds：所选的记录不存在');
    const rows = await t.database.db.select().from(users).where(eq(users.loginName, 'ghost'));
    expect(rows).toEqual([]);
  });

  it('answers 403 to creating without sys:user:add even with sys:user:edit', async () => {
    const { body: editorRole } = await asAdmin<{ id: string }>({
      method: 'POST',
      url: '/api/a/sys/role',
      payload: { code: 'user_editor', name: '用户编辑' },
    });
    await asAdmin({
      method: 'PUT',
      url: `/api/a/sys/role/data/${editorRole.data.id}/menuIdList`,
      payload: ['menu-user', 'menu-user-edit'],
    });
    await saveUser({
      loginName: 'editor',
      name: '编辑者',
      password: 'Editor@2026',
      roleIds: [editorRole.data.id],
    });
    const editor = await t.tokenOf('editor', 'Editor@2026');
    const { response } = await as(editor, {
      method: 'POST',
      url: '/api/a/sys/user',
      payload: { loginName: 'sneaky', name: '偷偷', password: 'Sneaky@2026' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('deleting people and resetting passwords', () => {
  it('refuses to delete yourself or the built-in administrator', async () => {
    expect(
      (await asAdmin({ method: 'DELETE', url: '/api/a/sys/user/user-admin' })).body,
    ).toMatchObject({
      success: false,
      msg: '不能删除当前登录的用户',
    });
    const { body: other } = await saveUser({
      loginName: 'admin2',
      name: '第二管理员',
      password: 'Admin2@2026',
      roleIds: ['role-admin'],
    });
    const second = await t.tokenOf('admin2', 'Admin2@2026');
    const { body } = await as(second, { method: 'DELETE', url: '/api/a/sys/user/user-admin' });
    expect(body).toMatchObject({ success: false, msg: '不能删除内置管理员' });
    expect(other.success).toBe(true);
  });

  it('keeps the built-in administrator an administrator under its own login name', async () => {
    const base = { id: 'user-admin', loginName: 'admin', name: '系统管理员' };
    const demoted = await saveUser({ ...base, roleIds: ['role-finance'] });
    expect(demoted.body).toMatchObject({
      success: false,
      msg: '内置管理员必须保留系统管理员角色，登录名不能修改',
    });
    expect((await saveUser({ ...base, loginName: 'root' })).body.success).toBe(false);
    const kept = await saveUser({ ...base, roleIds: ['role-admin', 'role-finance'] });
    expect(kept.body.data.roleNames).toEqual(['系统管理员', '财务']);
  });

  it('deletes a person: they leave the list and their sessions end at once', async () => {
    const { body: created } = await saveUser({
      loginName: 'temp',
      name: '临时工',
      password: 'Temp@20260',
      roleIds: ['role-finance'],
    });
    const token = await t.tokenOf('temp', 'Temp@20260');
    const { body } = await asAdmin({ method: 'DELETE', url: `/api/a/sys/user/${created.data.id}` });
    expect(body.success).toBe(true);
    expect((await as(token, { method: 'GET', url: '/api/user/info' })).response.statusCode).toBe(
      401,
    );
    expect((await queryUsers({ params: { keyword: 'temp' } })).body.data.total).toBe(0);
    expect(
      (await asAdmin({ method: 'DELETE', url: `/api/a/sys/user/${created.data.id}` })).response
        .statusCode,
    ).toBe(404);
  });

  it('resets a password under the policy and signs the person out everywhere', async () => {
    const before = await t.tokenOf('lisi', 'Staff@123456');
    const weak = await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/user/resetPassword/user-lisi',
      payload: { password: '12345678' },
    });
    expect(weak.response.statusCode).toBe(400);
    const { body } = await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/user/resetPassword/user-lisi',
      payload: { password: 'Fresh@2026' },
    });
    expect(body.success).toBe(true);
    expect((await as(before, { method: 'GET', url: '/api/user/info' })).response.statusCode).toBe(
      401,
    );
    expect((await t.login('lisi', 'Fresh@2026')).success).toBe(true);
    // Put the demo password back for the tests below.
    await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/user/resetPassword/user-lisi',
      payload: { password: 'Staff@123456' },
    });
  });
});

describe('pickers', () => {
  it('answers departments with their people as one tree', async () => {
    const { body } = await asAdmin<
      {
        name: string;
        kind: string;
        children: { name: string; kind: string; children: unknown[] }[];
      }[]
    >({
      method: 'POST',
      url: '/api/a/sys/user/queryListTree/',
    });
    const root = body.data[0]!;
    expect(root.kind).toBe('dept');
    const costOne = root.children.find((node) => node.name === '造价一部')!;
    expect(costOne.children).toEqual([expect.objectContaining({ name: '张三', kind: 'user' })]);
  });

  it('answers every role with the person’s own checked', async () => {
    const { body } = await asAdmin<{ code: string; checked: boolean }[]>({
      method: 'GET',
      url: '/api/a/sys/user/queryUserRoleList/user-zhangsan',
    });
    expect(body.data.filter((role) => role.checked).map((role) => role.code)).toEqual([
      'cost_engineer',
    ]);
  });

  it('lets any signed-in person search the company for pickers', async () => {
    const token = await t.tokenOf('zhangsan', 'Staff@123456');
    const { body } = await as<Page<UserRow>>(token, {
      method: 'POST',
      url: '/api/share/user/queryList',
      payload: { params: { keyword: '李' } },
    });
    expect(body.data.data.map((user) => user.loginName)).toEqual(['lisi']);
  });
});
