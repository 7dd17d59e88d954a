import type { DataAttrNode, DataMenu } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { areas } from '../../db/schema';
import { dataScopeFilter, loadDataScope } from './service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin', 'Admin@123456');
});
afterAll(() => t.close());

const asAdmin = <T>(options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: admin, ...options.headers } });

const BY_AREA = 'data-project-by-area';
const BY_KIND = 'data-project-by-kind';
const ATTR = '/api/b/role/data/attr';

const dataIds = async (roleId: string, dataMenuId: string) =>
  (
    await asAdmin<string[]>({
      method: 'GET',
      url: `${ATTR}/queryDataIdList/${roleId}/${dataMenuId}`,
    })
  ).body.data;
const saveRefs = (roleId: string, dataMenuId: string, ids: string[]) =>
  asAdmin<null>({
    method: 'POST',
    url: `${ATTR}/saveDataRef/${roleId}/${dataMenuId}`,
    payload: ids,
  });

async function newRole(code: string) {
  const { body } = await asAdmin<{ id: string }>({
    method: 'POST',
    url: '/api/a/sys/role',
    payload: { code, name: code },
  });
  return body.data.id;
}

describe('data menus and attribute trees', () => {
  it('lists the data menus in the request’s language', async () => {
    const { body } = await asAdmin<DataMenu[]>({
      method: 'GET',
      url: '/api/a/sys/data/menu/listAllDataMenu',
    });
    expect(body.data.map((menu) => [menu.id, menu.name, menu.attribute])).toEqual([
      [BY_KIND, '项目案例库（按项目类型）', 'projectKind'],
      [BY_AREA, '项目案例库（按地区）', 'area'],
    ]);
    const { body: english } = await asAdmin<DataMenu[]>({
      method: 'GET',
      url: '/api/a/sys/data/menu/listAllDataMenu',
      headers: { 'accept-language': 'en' },
    });
    expect(english.data[1]!.name).toBe('Project library by region');
  });

  it('answers each data menu’s tree from the company’s areas and project kinds', async () => {
    const { body: areas } = await asAdmin<DataAttrNode[]>({
      method: 'GET',
      url: `${ATTR}/queryAttrTree/${BY_AREA}`,
    });
    expect(areas.data.map((node) => node.name)).toEqual(['华东', '华北', '华南']);
    expect(areas.data[0]!.children.map((node) => node.id)).toContain('area-jiangsu');
    const { body: kinds } = await asAdmin<DataAttrNode[]>({
      method: 'GET',
      url: `${ATTR}/queryAttrTree/${BY_KIND}`,
    });
    expect(kinds.data.map((node) => node.name)).toEqual(['房屋建筑工程', '市政工程', '水利工程']);
    const { response } = await asAdmin({
      method: 'GET',
      url: `${ATTR}/queryAttrTree/no-such-menu`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers a role’s tree with its granted ids checked', async () => {
    const { body } = await asAdmin<{ tree: DataAttrNode[]; checkedIds: string[] }>({
      method: 'GET',
      url: `${ATTR}/queryRoleAttrTree/role-cost-engineer/${BY_KIND}`,
    });
    expect(body.data.tree).toHaveLength(3);
    expect(body.data.checkedIds).toEqual(['kind-building', 'kind-public', 'kind-residential']);
  });
});

describe('saving a role’s data grants', () => {
  it('replaces the ids on one data menu and leaves the other alone', async () => {
    const before = await dataIds('role-finance', BY_KIND);
    const { body } = await saveRefs('role-finance', BY_AREA, ['area-south', 'area-guangdong']);
    expect(body.success).toBe(true);
    expect(await dataIds('role-finance', BY_AREA)).toEqual(['area-guangdong', 'area-south']);
    expect(await dataIds('role-finance', BY_KIND)).toEqual(before);
  });

  it('refuses ids that are not values of the data menu’s attribute', async () => {
    for (const [menu, ids] of [
      [BY_AREA, ['kind-road']],
      [BY_KIND, ['area-east']],
      [BY_AREA, ['no-such-area']],
    ] as const) {
      const { response } = await saveRefs('role-finance', menu, [...ids]);
      expect(response.statusCode).toBe(400);
    }
    expect(await dataIds('role-finance', BY_AREA)).toEqual(['area-guangdong', 'area-south']);
  });
});

describe('copying data grants', () => {
  it('with cover false, adds the source’s grants to the target’s own', async () => {
    const target = await newRole('data_merge');
    await saveRefs(target, BY_AREA, ['area-north']);
    const { body } = await asAdmin({
      method: 'POST',
      url: `${ATTR}/copyRoleData/role-finance/${target}/false`,
    });
    expect(body.success).toBe(true);
    expect(await dataIds(target, BY_AREA)).toEqual(['area-guangdong', 'area-north', 'area-south']);
    expect(await dataIds(target, BY_KIND)).toEqual(await dataIds('role-finance', BY_KIND));
  });

  it('with cover true, replaces the target’s grants with the source’s', async () => {
    const target = await newRole('data_cover');
    await saveRefs(target, BY_AREA, ['area-north']);
    await asAdmin({
      method: 'POST',
      url: `${ATTR}/copyRoleData/role-cost-engineer/${target}/true`,
    });
    expect(await dataIds(target, BY_AREA)).toEqual(await dataIds('role-cost-engineer', BY_AREA));
    expect(await dataIds(target, BY_AREA)).not.toContain('area-north');
  });

  it('refuses the same role as source and target, and a cover that is not a flag', async () => {
    const { body } = await asAdmin({
      method: 'POST',
      url: `${ATTR}/copyRoleData/role-finance/role-finance/true`,
    });
    expect(body).toMatchObject({ success: false, msg: '源角色和目标角色不能相同' });
    const { response } = await asAdmin({
      method: 'POST',
      url: `${ATTR}/copyRoleData/role-finance/role-cost-engineer/maybe`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a user’s data scope', () => {
  it('is the union of the user’s roles’ grants, and everything for an administrator', async () => {
    const db = t.database.db;
    expect(await loadDataScope(db, 'user-admin')).toEqual({ all: true });
    const scope = await loadDataScope(db, 'user-zhangsan');
    expect(scope).toMatchObject({
      all: false,
      byMenu: { [BY_KIND]: ['kind-building', 'kind-public', 'kind-residential'] },
    });
    expect(scope.all ? [] : scope.byMenu[BY_AREA]).toContain('area-hangzhou');
    expect(scope.all ? [] : scope.byMenu[BY_AREA]).not.toContain('area-beijing');
  });

  it('filters a list query to the granted ids, to nothing without a grant, not at all for admins', async () => {
    const db = t.database.db;
    const visible = async (userId: string, dataMenuId: string) =>
      (
        await db
          .select({ id: areas.id })
          .from(areas)
          .where(dataScopeFilter(await loadDataScope(db, userId), dataMenuId, areas.id))
      ).length;
    const total = (await db.select({ id: areas.id }).from(areas)).length;
    expect(await visible('user-admin', BY_AREA)).toBe(total);
    // 华东 with its provinces and cities: the cost engineer's seeded grant.
    expect(await visible('user-zhangsan', BY_AREA)).toBe(7);
    expect(await visible('user-nobody-here', BY_AREA)).toBe(0);
  });
});
