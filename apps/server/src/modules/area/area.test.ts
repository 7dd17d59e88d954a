import type { Area, AreaNode } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const names = (nodes: AreaNode[]) => nodes.map((node) => node.name);
const tree = () => asAdmin<AreaNode[]>({ method: 'POST', url: '/api/a/bd/area/queryTree' });
const saveArea = (payload: Record<string, unknown>) =>
  asAdmin<Area>({ method: 'POST', url: '/api/a/bd/area', payload });
const deleteArea = (id: string) => asAdmin<null>({ method: 'DELETE', url: `/api/a/bd/area/${id}` });

describe('area tree', () => {
  it('given the demo company, answers its regions with provinces and cities in order', async () => {
    const { body } = await tree();
    expect(body.success).toBe(true);
    expect(names(body.data)).toEqual(['华东', '华北', '华南']);
    const east = body.data[0]!;
    expect(names(east.children)).toEqual(['上海市', '江苏省', '浙江省']);
    expect(east.children[1]).toMatchObject({
      parentIds: 'area-east,',
      createdBy: 'system',
    });
    expect(names(east.children[1]!.children)).toEqual(['南京市', '苏州市']);
  });
});

describe('saving areas', () => {
  it('when created, stamps who and when and derives the ancestors whatever parentIds says', async () => {
    t.clock.advance(60_000);
    const { body } = await saveArea({
      parentId: 'area-jiangsu',
      parentIds: 'area-south,',
      name: ' 无锡市 ',
      sort: 3,
    });
    expect(body.data).toMatchObject({
      name: '无锡市',
      parentId: 'area-jiangsu',
      parentIds: 'area-east,area-jiangsu,',
      createdBy: 'user-admin',
      updatedBy: 'user-admin',
      createdAt: '2026-03-02 09:01:00',
    });
  });

  it('when moved, carries everything beneath it', async () => {
    const { body } = await saveArea({ id: 'area-jiangsu', parentId: 'area-north', name: '江苏省' });
    expect(body.data.parentIds).toBe('area-north,');
    const { body: after } = await tree();
    const north = after.data.find((area) => area.id === 'area-north')!;
    const jiangsu = north.children.find((area) => area.id === 'area-jiangsu')!;
    expect(jiangsu.children.map((city) => city.parentIds)).toEqual([
      'area-north,area-jiangsu,',
      'area-north,area-jiangsu,',
      'area-north,area-jiangsu,',
    ]);
    await saveArea({ id: 'area-jiangsu', parentId: 'area-east', name: '江苏省', sort: 2 });
  });

  it('refuses to move an area under itself or beneath itself', async () => {
    for (const parentId of ['area-east', 'area-nanjing']) {
      const { body } = await saveArea({ id: 'area-east', parentId, name: '华东' });
      expect(body).toMatchObject({
        success: false,
        msg: '不能把区域移到它自己或它的下级区域之下',
      });
    }
  });

  it('refuses a parent that does not exist', async () => {
    const { response } = await saveArea({ parentId: 'no-such-area', name: '孤岛' });
    expect(response.statusCode).toBe(400);
  });
});

describe('deleting areas', () => {
  it('refuses an area with areas beneath it', async () => {
    const { body } = await deleteArea('area-north');
    expect(body).toMatchObject({ success: false, msg: '该区域下还有下级区域，请先删除下级区域' });
  });

  it('refuses an area members live in', async () => {
    const { body } = await deleteArea('area-shanghai');
    expect(body).toMatchObject({
      success: false,
      msg: '该区域下还有 1 名会员，请先调整会员的区域',
    });
  });

  it('given a leaf granted to a role, deletes it and the grant', async () => {
    const { body } = await deleteArea('area-suzhou');
    expect(body.success).toBe(true);
    const { body: granted } = await asAdmin<string[]>({
      method: 'GET',
      url: '/api/b/role/data/attr/queryDataIdList/role-cost-engineer/data-project-by-area',
    });
    expect(granted.data).not.toContain('area-suzhou');
    expect(granted.data).toContain('area-nanjing');
  });

  it('answers 404 for an area that does not exist', async () => {
    const { response } = await deleteArea('area-suzhou');
    expect(response.statusCode).toBe(404);
  });
});

describe('subtrees', () => {
  it('match whole ids: an area whose id ends with another’s is not beneath it', async () => {
    const { areas } = await import('../../db/schema');
    const { areaSubtreeIds } = await import('./service');
    const stamp = { createdAt: t.clock.now(), updatedAt: t.clock.now() };
    const row = (id: string, parentId: string | null, parentIds: string) => ({
      id,
      companyId: 'demo',
      parentId,
      parentIds,
      name: id,
      ...stamp,
    });
    await t.database.db
      .insert(areas)
      .values([
        row('zone', null, ''),
        row('zone-a', 'zone', 'zone,'),
        row('north-zone', null, ''),
        row('north-zone-a', 'north-zone', 'north-zone,'),
        row('z_ne', null, ''),
      ]);
    expect((await areaSubtreeIds(t.database.db, 'zone')).sort()).toEqual(['zone', 'zone-a']);
    // "_" is no wildcard: z_ne is neither zone's ancestor nor its descendant.
    expect(await areaSubtreeIds(t.database.db, 'z_ne')).toEqual(['z_ne']);
  });
});
