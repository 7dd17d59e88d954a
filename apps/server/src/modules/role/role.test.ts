import type { MenuItem, Role, UserRow } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';

interface Page<T> {
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

const asAdmin = <T>(options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: admin, ...options.headers } });
const createRole = async (code: string, name: string, sort = 10) =>
  (await asAdmin<Role>({ method: 'POST', url: '/api/a/sys/role', payload: { code, name, sort } }))
    .body.data;
const menuIdsOf = async (roleId: string) =>
  (await asAdmin<string[]>({ method: 'GET', url: `/api/a/sys/role/queryRoleMenuId/${roleId}` }))
    .body.data;
const deptIdsOf = async (roleId: string) =>
  (await asAdmin<string[]>({ method: 'GET', url: `/api/a/sys/role/data/${roleId}/deptIdList` }))
    .body.data;
const membersOf = async (roleId: string) =>
  (
    await asAdmin<Page<UserRow>>({
      method: 'POST',
      url: `/api/a/sys/role/queryUserList/${roleId}`,
      payload: { pageNo: 1, pageSize: 50 },
    })
  ).body.data.data
    .map((user) => user.loginName)
    .sort();

describe('roles', () => {
  it('lists the roles by sort with their member counts', async () => {
    const { body } = await asAdmin<Page<Role>>({
      method: 'POST',
      url: '/api/a/sys/role/queryList',
      payload: { pageNo: 1, pageSize: 10 },
    });
    expect(body.data.data.map((role) => [role.code, role.userCount])).toEqual([
      ['admin', 1],
      ['cost_engineer', 1],
      ['finance', 1],
      ['general', 2],
      ['member', 0],
    ]);
  });

  it('creates, edits and re-sorts roles, stamping each change', async () => {
    const auditor = await createRole('auditor', '审计');
    expect(auditor).toMatchObject({ code: 'auditor', createdBy: 'user-admin', userCount: 0 });
    const { body: edited } = await asAdmin<Role>({
      method: 'POST',
      url: '/api/a/sys/role',
      payload: { id: auditor.id, code: 'auditor', name: '内部审计', remarks: '年度审计' },
    });
    expect(edited.data).toMatchObject({ name: '内部审计', remarks: '年度审计' });
    await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/role/updateSort',
      payload: [
        { id: auditor.id, sort: 0 },
        { id: 'role-admin', sort: 1 },
      ],
    });
    const { body } = await asAdmin<Page<Role>>({
      method: 'POST',
      url: '/api/a/sys/role/queryList',
      payload: { params: { keyword: '审计' } },
    });
    expect(body.data.data).toEqual([expect.objectContaining({ code: 'auditor', sort: 0 })]);
  });

  it('refuses a duplicate code and protects the administrator role', async () => {
    const duplicate = await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role',
      payload: { code: 'finance', name: '又一个财务' },
    });
    expect(duplicate.body).toMatchObject({ success: false, msg: '角色编码 finance 已存在' });
    const remove = await asAdmin({ method: 'DELETE', url: '/api/a/sys/role/role-admin' });
    expect(remove.body).toMatchObject({
      success: false,
      msg: '系统管理员角色不能删除，编码不能修改',
    });
    const recode = await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role',
      payload: { id: 'role-admin', code: 'root', name: '系统管理员' },
    });
    expect(recode.body.success).toBe(false);
  });

  it('deletes a role with its grants and memberships', async () => {
    const temp = await createRole('temp_role', '临时角色');
    await asAdmin({
      method: 'PUT',
      url: `/api/a/sys/role/data/${temp.id}/menuIdList`,
      payload: ['menu-home'],
    });
    await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/saveRoleUserList/${temp.id}`,
      payload: ['user-lisi'],
    });
    const { body } = await asAdmin({ method: 'DELETE', url: `/api/a/sys/role/${temp.id}` });
    expect(body.success).toBe(true);
    const { body: roles } = await asAdmin<{ code: string }[]>({
      method: 'GET',
      url: '/api/a/sys/user/queryUserRoleList/user-lisi',
    });
    expect(roles.data.map((role) => role.code)).not.toContain('temp_role');
  });
});

describe('function authorization', () => {
  it('answers and replaces the menus a role grants; holders see the union of their roles', async () => {
    const viewer = await createRole('viewer', '查看者');
    expect(await menuIdsOf(viewer.id)).toEqual([]);
    const { response } = await asAdmin({
      method: 'PUT',
      url: `/api/a/sys/role/data/${viewer.id}/menuIdList`,
      payload: ['menu-administration', 'menu-office-supplies'],
    });
    expect(response.statusCode).toBe(200);
    expect(await menuIdsOf(viewer.id)).toEqual(['menu-administration', 'menu-office-supplies']);

    await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/saveRoleUserList/${viewer.id}`,
      payload: ['user-zhangsan'],
    });
    const zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
    const { body: nav } = await t.call<MenuItem[]>({
      method: 'GET',
      url: '/api/user/nav',
      headers: { AuthToken: zhangsan },
    });
    expect(nav.data.map((menu) => menu.nameKey)).toEqual([
      'menu.home',
      'menu.workflow',
      'menu.costData',
      'menu.followAudit',
      'menu.bonus',
      'menu.businessObjectives',
      'menu.administration',
      'menu.sales',
    ]);
    const { body: tree } = await asAdmin<MenuItem[]>({
      method: 'GET',
      url: `/api/a/sys/menu/queryRoleList/${viewer.id}`,
    });
    expect(tree.data.map((menu) => menu.id)).toEqual(['menu-administration']);
    expect(tree.data[0]!.children.map((menu) => menu.id)).toEqual(['menu-office-supplies']);
  });

  it('refuses menu ids that do not exist, keeping the old grants', async () => {
    const before = await menuIdsOf('role-finance');
    const { response, body } = await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/role/data/role-finance/menuIdList',
      payload: ['menu-home', 'menu-nowhere'],
    });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe('body：所选的记录不存在');
    expect(await menuIdsOf('role-finance')).toEqual(before);
  });

  it('copies one role’s menus and departments to another', async () => {
    const copy = await createRole('finance_copy', '财务副本');
    await asAdmin({ method: 'GET', url: `/api/a/sys/role/copyRoleMenu/role-finance/${copy.id}` });
    await asAdmin({ method: 'GET', url: `/api/a/sys/role/copyRoleDept/role-finance/${copy.id}` });
    expect(await menuIdsOf(copy.id)).toEqual(await menuIdsOf('role-finance'));
    expect(await deptIdsOf(copy.id)).toEqual(await deptIdsOf('role-finance'));
    const same = await asAdmin({
      method: 'GET',
      url: '/api/a/sys/role/copyRoleMenu/role-finance/role-finance',
    });
    expect(same.body).toMatchObject({ success: false, msg: '源角色和目标角色不能相同' });
  });
});

describe('department authorization', () => {
  it('replaces the departments a role may see and answers them by both paths', async () => {
    const scoped = await createRole('scoped', '限定部门');
    await asAdmin({
      method: 'PUT',
      url: `/api/a/sys/role/data/${scoped.id}/deptIdList`,
      payload: ['dept-cost-2', 'dept-cost-1', 'dept-cost-1'],
    });
    expect(await deptIdsOf(scoped.id)).toEqual(['dept-cost-1', 'dept-cost-2']);
    const { body } = await asAdmin<string[]>({
      method: 'GET',
      url: `/api/a/sys/role/queryRoleDeptId/${scoped.id}`,
    });
    expect(body.data).toEqual(['dept-cost-1', 'dept-cost-2']);
  });
});

describe('role members', () => {
  it('adds, removes and merges members', async () => {
    const team = await createRole('team', '项目组');
    await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/saveRoleUserList/${team.id}`,
      payload: ['user-zhangsan', 'user-lisi'],
    });
    expect(await membersOf(team.id)).toEqual(['lisi', 'zhangsan']);
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role/saveRoleUser/',
      payload: { roleId: team.id, userIds: ['user-lisi'], remove: true },
    });
    expect(await membersOf(team.id)).toEqual(['zhangsan']);
    await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/mergeRoleUserList/role-finance/${team.id}`,
    });
    expect(await membersOf(team.id)).toEqual(['lisi', 'zhangsan']);
    // Merging again keeps each member once.
    await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/mergeRoleUserList/role-finance/${team.id}`,
    });
    expect(await membersOf(team.id)).toEqual(['lisi', 'zhangsan']);
  });

  it('answers the organisation tree with the role’s members ticked', async () => {
    const { body } = await asAdmin<{ tree: { kind: string }[]; checkedIds: string[] }>({
      method: 'POST',
      url: '/api/a/sys/role/queryUserListTree/role-cost-engineer',
    });
    expect(body.data.checkedIds).toEqual(['user-zhangsan']);
    expect(body.data.tree[0]).toMatchObject({ kind: 'dept', name: '示例造价咨询有限公司' });
  });

  it('refuses people who do not exist', async () => {
    const { response } = await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role/saveRoleUserList/role-finance',
      payload: ['user-nobody-at-all'],
    });
    expect(response.statusCode).toBe(400);
  });
});
