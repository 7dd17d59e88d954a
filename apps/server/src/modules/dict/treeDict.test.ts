import type { DictItem, DictItemNode, DictType } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

// Tree dictionaries as the 树形字典 page keeps them: save, delete and drag sort of nodes of
// engineering-type (房屋建筑工程 › 住宅 …, 市政工程 › 道路工程 …, 交通工程 …, 水利工程, 园林绿化工程).

type Page<T> = { pageNo: number; pageSize: number; total: number; data: T[] };

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

const as =
  (token: () => string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token(), ...options.headers } });
const asAdmin = as(() => admin);
const asZhangsan = as(() => zhangsan);
const asBob = as(() => bob);

const id = (value: string) => `dict-engineering-type-${value}`;
const saveNode = (payload: Record<string, unknown>, call = asAdmin) =>
  call<DictItem>({ method: 'POST', url: '/api/a/bd/treedict', payload });
const place = (payload: Record<string, unknown>[], call = asAdmin) =>
  call<null>({ method: 'POST', url: '/api/a/bd/treedict/updateSortList', payload });
const removeNode = (nodeId: string, call = asAdmin) =>
  call<null>({ method: 'DELETE', url: `/api/a/bd/treedict/${nodeId}` });

async function tree(): Promise<DictItemNode[]> {
  const { body } = await asAdmin<DictItemNode[]>({
    method: 'POST',
    url: '/api/a/bd/treedict/queryTree',
    payload: { type: 'engineering-type' },
  });
  return body.data;
}
const values = (nodes: DictItemNode[]) => nodes.map((node) => node.value);
const find = (nodes: DictItemNode[], value: string): DictItemNode | undefined => {
  for (const node of nodes) {
    if (node.value === value) return node;
    const below = find(node.children, value);
    if (below) return below;
  }
  return undefined;
};

describe('permissions', () => {
  it('refuses saving, deleting and sorting to a user without the dictionary permissions', async () => {
    const save = await saveNode(
      { type: 'engineering-type', label: '新类别', value: 'x' },
      asZhangsan,
    );
    const removal = await removeNode(id('water'), asZhangsan);
    const sort = await place([{ id: id('water'), parentId: null, sort: 1 }], asZhangsan);
    for (const { response, body } of [save, removal, sort]) {
      expect(response.statusCode).toBe(403);
      expect(body.success).toBe(false);
    }
    expect(find(await tree(), 'water')).toBeDefined();
    expect(find(await tree(), 'x')).toBeUndefined();
  });
});

describe('saving nodes', () => {
  it('adds a child at the second and third level with its path, stamped', async () => {
    const second = await saveNode({
      type: 'engineering-type',
      parentId: id('water'),
      label: '水库工程',
      value: 'reservoir',
      sort: 1,
    });
    expect(second.body).toMatchObject({ success: true });
    expect(second.body.data).toMatchObject({
      parentId: id('water'),
      parentIds: `${id('water')},`,
    });
    expect(second.body.data.createdBy).toBeTruthy();
    const third = await saveNode({
      type: 'engineering-type',
      parentId: second.body.data.id,
      label: '大型水库',
      value: 'reservoir-large',
    });
    expect(third.body.data.parentIds).toBe(`${id('water')},${second.body.data.id},`);
    const reservoir = find(await tree(), 'reservoir')!;
    expect(values(reservoir.children)).toEqual(['reservoir-large']);
  });

  it('refuses a fourth level, and writes nothing', async () => {
    const { body } = await saveNode({
      type: 'engineering-type',
      parentId: find(await tree(), 'reservoir-large')!.id,
      label: '特大水库',
      value: 'reservoir-huge',
    });
    expect(body).toMatchObject({
      success: false,
      msg: '树形字典最多 3 级，“特大水库”放在这里会超过 3 级',
    });
    expect(find(await tree(), 'reservoir-huge')).toBeUndefined();
  });

  it('refuses to move a node with children where its children would be a fourth level', async () => {
    // 水利工程 › 水库工程 › 大型水库 under 园林绿化工程 would put 大型水库 at level 4.
    const { body } = await saveNode({
      id: id('water'),
      type: 'engineering-type',
      parentId: id('landscape'),
      label: '水利工程',
      value: 'water',
    });
    expect(body.success).toBe(false);
    expect(body.msg).toBe('树形字典最多 3 级，“水利工程”放在这里会超过 3 级');
    expect(find(await tree(), 'water')!.parentId).toBeNull();
  });

  it('refuses a value another node under the same parent has', async () => {
    const { body } = await saveNode({
      type: 'engineering-type',
      parentId: id('building'),
      label: '住宅（重复）',
      value: 'residential',
    });
    expect(body).toMatchObject({ success: false, msg: '字典中已有键值为 residential 的条目' });
    const building = find(await tree(), 'building')!;
    expect(building.children.filter((node) => node.value === 'residential')).toHaveLength(1);
  });

  it('edits a node’s label and status in place', async () => {
    const { body } = await saveNode({
      id: id('school'),
      type: 'engineering-type',
      parentId: id('building'),
      label: '学校建筑',
      value: 'school',
      sort: 4,
      enabled: false,
      remarks: '含幼儿园',
    });
    expect(body.data).toMatchObject({ label: '学校建筑', enabled: false, remarks: '含幼儿园' });
    expect(find(await tree(), 'school')).toMatchObject({ label: '学校建筑', enabled: false });
  });

  it('refuses bad input with the field named, and a list dictionary', async () => {
    const bad = await saveNode({ type: 'engineering-type', label: '', value: 'has space' });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.success).toBe(false);
    const list = await saveNode({ type: 'projectPost', label: '副负责人', value: 'deputy' });
    expect(list.body).toMatchObject({ success: false, msg: '字典 projectPost 不是树形字典' });
    const unknownParent = await saveNode({
      type: 'engineering-type',
      parentId: 'no-such-node',
      label: '孤儿',
      value: 'orphan',
    });
    expect(unknownParent.response.statusCode).toBe(400);
  });
});

describe('deleting nodes', () => {
  it('refuses a node with children, saying so, and deletes a leaf', async () => {
    const refused = await removeNode(id('municipal'));
    expect(refused.body).toMatchObject({
      success: false,
      msg: '该条目下还有下级条目，请先删除下级条目',
    });
    expect(find(await tree(), 'municipal')).toBeDefined();
    const leaf = await removeNode(id('gas'));
    expect(leaf.body.success).toBe(true);
    expect(find(await tree(), 'gas')).toBeUndefined();
  });

  it('refuses an entry of a list dictionary', async () => {
    const { body } = await removeNode('dict-projectPost-manager');
    expect(body).toMatchObject({ success: false, msg: '字典 projectPost 不是树形字典' });
  });
});

describe('drag sort', () => {
  it('renumbers a level: the order the tree answers follows', async () => {
    const { body } = await place([
      { id: id('bridge'), parentId: id('municipal'), sort: 1 },
      { id: id('road'), parentId: id('municipal'), sort: 2 },
      { id: id('drainage'), parentId: id('municipal'), sort: 3 },
    ]);
    expect(body.success).toBe(true);
    expect(values(find(await tree(), 'municipal')!.children)).toEqual([
      'bridge',
      'road',
      'drainage',
    ]);
  });

  it('moves a branch under another parent and rewrites the paths beneath it', async () => {
    // 交通工程 › 公路工程, 城市轨道交通 becomes the last child of 市政工程.
    const { body } = await place([{ id: id('traffic'), parentId: id('municipal'), sort: 9 }]);
    expect(body.success).toBe(true);
    const nodes = await tree();
    expect(values(nodes)).not.toContain('traffic');
    const traffic = find(nodes, 'traffic')!;
    expect(traffic).toMatchObject({ parentId: id('municipal'), parentIds: `${id('municipal')},` });
    expect(find(nodes, 'highway')!.parentIds).toBe(`${id('municipal')},${id('traffic')},`);
    expect(values(find(nodes, 'municipal')!.children).at(-1)).toBe('traffic');
  });

  it('refuses a move beyond three levels or beneath itself, writing nothing', async () => {
    // 交通工程 (level 2, with children) into 道路工程 (level 2) would put 公路工程 at level 4.
    const deep = await place([
      { id: id('traffic'), parentId: id('road'), sort: 1 },
      { id: id('bridge'), parentId: id('municipal'), sort: 1 },
    ]);
    expect(deep.body).toMatchObject({
      success: false,
      msg: '树形字典最多 3 级，“公路工程”放在这里会超过 3 级',
    });
    const cycle = await place([{ id: id('municipal'), parentId: id('traffic'), sort: 1 }]);
    expect(cycle.body).toMatchObject({
      success: false,
      msg: '不能把条目移到它自己或它的下级条目之下',
    });
    const nodes = await tree();
    expect(find(nodes, 'traffic')!.parentId).toBe(id('municipal'));
    expect(find(nodes, 'bridge')!.sort).toBe(1);
    expect(find(nodes, 'municipal')!.parentId).toBeNull();
  });

  it('refuses nodes of two dictionaries at once, a list dictionary and unknown ids', async () => {
    const mixed = await place([
      { id: id('water'), parentId: null, sort: 1 },
      { id: 'dict-projectPost-manager', parentId: null, sort: 2 },
    ]);
    expect(mixed.body).toMatchObject({ success: false, msg: '条目不能移到另一个字典' });
    const list = await place([{ id: 'dict-projectPost-manager', parentId: null, sort: 2 }]);
    expect(list.body).toMatchObject({ success: false, msg: '字典 projectPost 不是树形字典' });
    const unknown = await place([{ id: 'no-such-node', parentId: null, sort: 1 }]);
    expect(unknown.response.statusCode).toBe(400);
    const empty = await place([]);
    expect(empty.response.statusCode).toBe(400);
  });
});

describe('another company', () => {
  it('cannot save, delete or sort the demo company’s nodes', async () => {
    const edit = await saveNode(
      { id: id('water'), type: 'engineering-type', label: '篡改', value: 'water' },
      asBob,
    );
    expect(edit.body.success).toBe(false);
    const child = await saveNode(
      { type: 'engineering-type', parentId: id('water'), label: '篡改', value: 'hack' },
      asBob,
    );
    expect(child.body.success).toBe(false);
    const removal = await removeNode(id('landscape'), asBob);
    expect(removal.response.statusCode).toBe(404);
    const sort = await place([{ id: id('landscape'), parentId: null, sort: 0 }], asBob);
    expect(sort.response.statusCode).toBe(400);
    const nodes = await tree();
    expect(find(nodes, 'water')!.label).toBe('水利工程');
    expect(find(nodes, 'landscape')).toBeDefined();
    expect(find(nodes, 'hack')).toBeUndefined();
  });
});

describe('listing dictionaries by kind', () => {
  it('answers only tree dictionaries when asked for kind tree', async () => {
    const { body } = await asAdmin<Page<DictType>>({
      method: 'POST',
      url: '/api/a/bd/dict/type/queryList',
      payload: { pageSize: 100, params: { kind: 'tree' } },
    });
    expect(body.data.data.map((type) => type.code)).toEqual(['engineering-type']);
  });
});
