import type { MenuItem } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus } from '../../db/schema';
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

async function tree(): Promise<MenuItem[]> {
  return (await asAdmin<MenuItem[]>({ method: 'POST', url: '/api/a/sys/menu/queryTree' })).body
    .data;
}
function find(items: MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = find(item.children, id);
    if (inner) return inner;
  }
  return undefined;
}
const childIds = async (id: string) => find(await tree(), id)!.children.map((menu) => menu.id);
const saveMenu = (payload: Record<string, unknown>) =>
  asAdmin<MenuItem>({ method: 'POST', url: '/api/a/sys/menu', payload });

describe('menu tree', () => {
  it('answers the whole tree with buttons, each level in order', async () => {
    const items = await tree();
    expect(items.map((menu) => menu.id)).toEqual([
      'menu-home',
      'menu-workflow',
      'menu-cost-data',
      'menu-finance',
      'menu-follow-audit',
      'menu-bonus',
      'menu-business-objectives',
      'menu-administration',
      'menu-human',
      'menu-sales',
      'menu-cockpit',
      'menu-construction-site-data',
      'menu-system',
    ]);
    expect(await childIds('menu-user')).toEqual([
      'menu-user-add',
      'menu-user-edit',
      'menu-user-delete',
    ]);
  });
});

describe('saving and deleting menus', () => {
  it('creates a page and a button under it, then edits the page', async () => {
    const { body: page } = await saveMenu({
      parentId: 'menu-human',
      name: '考勤',
      type: 2,
      url: '/human/attendance',
      permission: 'hr:attendance:view',
      sort: 2,
    });
    expect(page.data).toMatchObject({ parentId: 'menu-human', permission: 'hr:attendance:view' });
    await saveMenu({
      parentId: page.data.id,
      name: '导出',
      type: 4,
      permission: 'hr:attendance:export',
    });
    const { body: edited } = await saveMenu({ ...page.data, id: page.data.id, name: '考勤管理' });
    expect(edited.data.name).toBe('考勤管理');
    expect(await childIds('menu-human')).toEqual(['menu-staff-notice', page.data.id]);
  });

  it('refuses to move a menu beneath itself', async () => {
    const { body } = await saveMenu({
      id: 'menu-system',
      parentId: 'menu-user',
      name: '系统管理',
      type: 1,
    });
    expect(body).toMatchObject({ success: false, msg: '不能把菜单移到它自己或它的下级之下' });
  });

  it('refuses to delete a menu with children, and deletes a leaf with its grants', async () => {
    const blocked = await asAdmin({ method: 'DELETE', url: '/api/a/sys/menu/menu-user' });
    expect(blocked.body).toMatchObject({
      success: false,
      msg: '该菜单下还有子菜单或按钮，请先删除它们',
    });
    const { body } = await asAdmin({ method: 'DELETE', url: '/api/a/sys/menu/menu-user-delete' });
    expect(body.success).toBe(true);
    const db = t.database.db;
    expect(await db.select().from(menus).where(eq(menus.id, 'menu-user-delete'))).toEqual([]);
    expect(
      await db.select().from(roleMenus).where(eq(roleMenus.menuId, 'menu-user-delete')),
    ).toEqual([]);
  });
});

describe('drag sort', () => {
  it('drops a menu before, after and inside another, renumbering the level', async () => {
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/menu/updateSort/menu-cockpit/menu-home/true',
    });
    expect((await tree()).slice(0, 2).map((menu) => menu.id)).toEqual([
      'menu-cockpit',
      'menu-home',
    ]);
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/menu/updateSort/menu-cockpit/menu-home/false',
    });
    expect((await tree()).slice(0, 3).map((menu) => menu.id)).toEqual([
      'menu-home',
      'menu-cockpit',
      'menu-workflow',
    ]);
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/menu/updateSort/menu-cockpit/menu-finance/inner',
    });
    expect(await childIds('menu-finance')).toEqual([
      'menu-bank-funds',
      'menu-bank-subscription',
      'menu-bank-day-count',
      'menu-capital-position',
      'menu-comparison-fund',
      'menu-bank-accounts',
      'menu-single-invoice',
      'menu-over-invoicing',
      'menu-loan-application',
      'menu-please-price',
      'menu-departmental-funds',
      'menu-electronic-invoice',
      'menu-departmental-cost',
      'menu-business-profits',
      'menu-cost-management1',
      'menu-cost-management2',
      'menu-business-income',
      'menu-contract-income',
      'menu-staff-certificate',
      'menu-cockpit',
    ]);
    expect(find(await tree(), 'menu-cockpit')!.sort).toBe(20);
  });

  it('refuses to drop a menu inside its own subtree', async () => {
    const { body } = await asAdmin({
      method: 'POST',
      url: '/api/a/sys/menu/updateSort/menu-system/menu-user/inner',
    });
    expect(body.success).toBe(false);
  });

  it('sets the sort of several menus at once, with or without a new parent', async () => {
    await asAdmin({
      method: 'PUT',
      url: '/api/a/sys/menu/updateSort',
      payload: [
        { id: 'menu-done', sort: 1 },
        { id: 'menu-todo', sort: 2 },
      ],
    });
    expect((await childIds('menu-workflow')).slice(0, 3)).toEqual([
      'menu-done',
      'menu-start-flow',
      'menu-todo',
    ]);
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/menu/updateSortList',
      payload: [{ id: 'menu-cockpit', parentId: null, sort: 99 }],
    });
    expect((await tree()).at(-1)!.id).toBe('menu-cockpit');
    const cycle = await asAdmin({
      method: 'POST',
      url: '/api/a/sys/menu/updateSortList',
      payload: [{ id: 'menu-system', parentId: 'menu-role', sort: 1 }],
    });
    expect(cycle.body.success).toBe(false);
  });
});

describe('no-login menu tree', () => {
  it('answers, without a session, only the menus marked as open before sign-in', async () => {
    const empty = await t.call<MenuItem[]>({
      method: 'GET',
      url: '/api/share/menu/getNoLoginMenuTree',
    });
    expect(empty.body.data).toEqual([]);
    await saveMenu({ parentId: null, name: '帮助中心', type: 2, url: '/help', noLogin: true });
    const { body } = await t.call<MenuItem[]>({
      method: 'GET',
      url: '/api/share/menu/getNoLoginMenuTree',
    });
    expect(body.data.map((menu) => menu.name)).toEqual(['帮助中心']);
  });
});
