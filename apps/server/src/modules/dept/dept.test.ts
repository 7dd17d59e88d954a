import type { Department, DepartmentNode } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin', 'Admin@123456');
});
afterAll(() => t.close());

const asAdmin = <T>(options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: admin, ...options.headers } });

const names = (nodes: DepartmentNode[]) => nodes.map((node) => node.name);

async function saveDept(payload: Record<string, unknown>) {
  return asAdmin<Department>({ method: 'POST', url: '/api/a/sys/dept', payload });
}

describe('department tree', () => {
  it('given the demo firm, answers its departments in order with head counts', async () => {
    const { body } = await asAdmin<DepartmentNode[]>({
      method: 'POST',
      url: '/api/a/sys/dept/queryTree',
    });
    expect(body.success).toBe(true);
    expect(names(body.data)).toEqual(['示例造价咨询有限公司']);
    const root = body.data[0]!;
    expect(names(root.children)).toEqual([
      '总经办',
      '造价一部',
      '造价二部',
      '造价三部',
      '技术质量部',
      '财务部',
      '综合部',
    ]);
    expect(root.children.find((dept) => dept.name === '造价一部')).toMatchObject({
      userCount: 1,
      parentIds: 'dept-root,',
      createdBy: 'system',
    });
  });

  it('answers the same tree to any signed-in user for pickers', async () => {
    const token = await t.tokenOf('zhangsan', 'Staff@123456');
    const { body } = await t.call<DepartmentNode[]>({
      method: 'GET',
      url: '/api/share/dept/deptTree',
      headers: { AuthToken: token },
    });
    expect(names(body.data[0]!.children)).toContain('造价二部');
  });
});

describe('saving departments', () => {
  it('when created, stamps who and when and answers it under its parent', async () => {
    t.clock.advance(60_000);
    const { body } = await saveDept({ parentId: 'dept-cost-1', name: '  土建组  ', sort: 3 });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      name: '土建组',
      parentId: 'dept-cost-1',
      parentIds: 'dept-root,dept-cost-1,',
      createdBy: 'user-admin',
      updatedBy: 'user-admin',
      createdAt: '2026-03-02 09:01:00',
    });
    const { body: fetched } = await asAdmin<Department>({
      method: 'GET',
      url: `/api/share/dept/${body.data.id}`,
    });
    expect(fetched.data.name).toBe('土建组');
  });

  it('when moved, rewrites the ancestors of its whole subtree', async () => {
    const { body: group } = await saveDept({ parentId: 'dept-cost-2', name: '安装组' });
    const { body: team } = await saveDept({ parentId: group.data.id, name: '电气小队' });
    const moved = await saveDept({ id: group.data.id, parentId: 'dept-cost-3', name: '安装组' });
    expect(moved.body.data.parentIds).toBe('dept-root,dept-cost-3,');
    const [row] = await t.database.db
      .select()
      .from(departments)
      .where(eq(departments.id, team.data.id));
    expect(row!.parentIds).toBe(`dept-root,dept-cost-3,${group.data.id},`);
  });

  it('refuses to move a department under itself or beneath it', async () => {
    const { body: group } = await saveDept({ parentId: 'dept-quality', name: '审核组' });
    const { body: child } = await saveDept({ parentId: group.data.id, name: '复核小组' });
    for (const parentId of [group.data.id, child.data.id]) {
      const { body } = await saveDept({ id: group.data.id, parentId, name: '审核组' });
      expect(body).toMatchObject({ success: false, msg: '不能把部门移到它自己或它的下级部门之下' });
    }
  });

  it('refuses a parent that does not exist, naming the field', async () => {
    const { response, body } = await saveDept({ parentId: 'dept-missing', name: '无主部门' });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe('parentId：所选的记录不存在');
  });

  it('answers 404 when editing a department that does not exist', async () => {
    const { response } = await saveDept({ id: 'dept-missing', name: 'x' });
    expect(response.statusCode).toBe(404);
  });
});

describe('deleting departments', () => {
  it('refuses while it has sub-departments', async () => {
    const { body } = await asAdmin({ method: 'DELETE', url: '/api/a/sys/dept/dept-root' });
    expect(body).toMatchObject({ success: false, msg: '该部门下还有子部门，请先删除或移走子部门' });
  });

  it('refuses while people belong to it', async () => {
    const { body } = await asAdmin({ method: 'DELETE', url: '/api/a/sys/dept/dept-finance' });
    expect(body).toMatchObject({ success: false, msg: '该部门下还有 1 名人员，请先调走人员' });
  });

  it('deletes an empty department', async () => {
    const { body: created } = await saveDept({ parentId: 'dept-root', name: '临时部门' });
    const { body } = await asAdmin({ method: 'DELETE', url: `/api/a/sys/dept/${created.data.id}` });
    expect(body.success).toBe(true);
    const rows = await t.database.db
      .select()
      .from(departments)
      .where(eq(departments.id, created.data.id));
    expect(rows).toEqual([]);
  });

  it('counts only live people: a deleted person does not keep a department alive', async () => {
    const { body: created } = await saveDept({ parentId: 'dept-root', name: '撤销部门' });
    const { body: person } = await asAdmin<{ id: string }>({
      method: 'POST',
      url: '/api/a/sys/user',
      payload: {
        loginName: 'leaver',
        name: '离职者',
        password: 'Leaver@2026',
        deptId: created.data.id,
      },
    });
    await asAdmin({ method: 'DELETE', url: `/api/a/sys/user/${person.data.id}` });
    const { body } = await asAdmin({ method: 'DELETE', url: `/api/a/sys/dept/${created.data.id}` });
    expect(body.success).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.data.id));
    expect(row!.deptId).toBeNull();
  });
});

describe('department authorization of a role', () => {
  it('answers the tree with the role’s departments checked', async () => {
    const { body } = await asAdmin<{ tree: DepartmentNode[]; checkedIds: string[] }>({
      method: 'GET',
      url: '/api/a/sys/dept/queryRoleList/role-cost-engineer',
    });
    expect(body.data.checkedIds).toEqual([
      'dept-cost-1',
      'dept-cost-2',
      'dept-cost-3',
      'dept-quality',
    ]);
    expect(names(body.data.tree)).toEqual(['示例造价咨询有限公司']);
  });
});
