import type {
  FeatureValues,
  NodeDetail,
  NodeEngineer,
  NodeFunctionSpec,
  NodeProjectFormat,
  NodeScaleSummary,
  ProjectAuthorize,
  ProjectInfoStatus,
  ProjectNodeTree,
  ProjectTreeFolder,
  ProjectTreeFolderTree,
} from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { DEMO_COST_PROJECT_ID } from '../demoIds';
import { computeAreas, featureLines } from './engineer';
import { industriesNamed } from './kinds';

const PROJECT = DEMO_COST_PROJECT_ID;

let t: TestApp;
const tokens: Record<string, string> = {};
let tree: ProjectNodeTree[];
let root: ProjectNodeTree;
let single: ProjectNodeTree;
let unit: ProjectNodeTree;

const call = <T>(options: InjectOptions, who = 'admin') =>
  t.call<T>({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });

async function ok<T>(options: InjectOptions, who = 'admin'): Promise<T> {
  const { body } = await call<T>(options, who);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}
async function fails(options: InjectOptions, who = 'admin') {
  const { body } = await call(options, who);
  expect(body.success).toBe(false);
  return body;
}

const get = <T>(url: string, who = 'admin') => ok<T>({ method: 'GET', url: `/api${url}` }, who);
const post = <T>(url: string, payload: object, who = 'admin') =>
  ok<T>({ method: 'POST', url: `/api${url}`, payload }, who);
const put = <T>(url: string, payload: object, who = 'admin') =>
  ok<T>({ method: 'PUT', url: `/api${url}`, payload }, who);
const getFails = (url: string, who = 'admin') => fails({ method: 'GET', url: `/api${url}` }, who);
const postFails = (url: string, payload: object, who = 'admin') =>
  fails({ method: 'POST', url: `/api${url}`, payload }, who);

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  tree = await get<ProjectNodeTree[]>(`/b/project/node/queryProjectTree/${PROJECT}`);
  root = tree[0]!;
  single = root.children[0]!;
  unit = single.children.find((child) => child.level === 'unit')!;
}, 120_000);
afterAll(() => t.close());

describe('pure parts', () => {
  it('sums areas from the units up, falling back to a node’s own area', () => {
    const areas = computeAreas([
      { id: 'p', parentId: null, level: 'project', area: '1' },
      { id: 's1', parentId: 'p', level: 'single', area: '999' },
      { id: 'u1', parentId: 's1', level: 'unit', area: '100.5' },
      { id: 'u2', parentId: 's1', level: 'unit', area: null },
      { id: 's2', parentId: 'p', level: 'single', area: '50' },
    ]);
    expect(areas.get('s1')!.toFixed(2)).toBe('100.50');
    expect(areas.get('s2')!.toFixed(2)).toBe('50.00');
    expect(areas.get('p')!.toFixed(2)).toBe('150.50');
    expect(areas.get('u2')).toBeNull();
  });

  it('reads 项目特征 lines and names industries in subject model names', () => {
    expect(featureLines('1.混凝土强度等级:C30\n2、部位：基础\n(3)无值\n4.厚度: 200mm')).toEqual([
      ['混凝土强度等级', 'C30'],
      ['部位', '基础'],
      ['厚度', '200mm'],
    ]);
    expect([...industriesNamed('安装工程指标')]).toEqual(['installation']);
    expect(industriesNamed('通用模型').size).toBe(0);
  });
});

describe('kinds per function and speciality', () => {
  it("answers a project's functions with specialities, its format and a format's functions", async () => {
    const specs = await get<NodeFunctionSpec[]>(
      `/b/project/kind/queryProFunAndSpec?projectId=${PROJECT}`,
    );
    const own = specs.find((spec) => spec.id === 'ck-res-high')!;
    expect(own).toMatchObject({ selected: true, path: '房屋建筑 / 居住建筑 / 高层住宅' });
    expect(own.specialities.map((option) => option.value)).toEqual([
      'building',
      'decoration',
      'installation',
    ]);
    const format = await get<NodeProjectFormat>(`/b/project/kind/queryProjectFormat/${PROJECT}`);
    expect(format).toMatchObject({
      formatId: 'ck-building',
      formatName: '房屋建筑',
      kindId: 'ck-res-high',
      costIndustry: 'building',
    });
    const byFormat = await get<NodeFunctionSpec[]>(
      '/b/project/kind/queryProFunAndSpecByFormateId?formatId=ck-residential',
    );
    expect(byFormat.map((spec) => spec.name)).toEqual(['多层住宅', '高层住宅', '别墅']);
    const road = await get<NodeFunctionSpec[]>(
      '/b/project/kind/queryProFunAndSpecByFormateId?formatId=ck-municipal',
    );
    expect(road.length).toBeGreaterThan(0);
    expect(road[0]!.specialities.map((option) => option.value)).toContain('municipal');
    await getFails('/b/project/kind/queryProFunAndSpecByFormateId?formatId=no-such-kind');
    await getFails('/b/project/kind/queryProFunAndSpecByFormateId?formatId=a%20b');
  });

  it('answers the functions and specialities for subject models and a node’s kind', async () => {
    const functions = await get<{ id: string; own: boolean; nodeCount: number }[]>(
      `/b/project/kind/querySubjectFunction/${PROJECT}`,
    );
    expect(functions[0]).toMatchObject({ id: 'ck-res-high', own: true });
    const specials = await get<{ value: string }[]>(
      `/b/project/kind/querySubjectSpecial/${PROJECT}/ck-res-high`,
    );
    expect(specials.map((row) => row.value)).toContain('decoration');
    const forSubject = await get<NodeFunctionSpec[]>(
      `/b/project/kind/queryProFunAndSpecForSubject/${PROJECT}/${single.id}/${encodeURIComponent('装饰工程模型')}`,
    );
    expect(forSubject.map((spec) => spec.id)).toEqual(['ck-res-high']);
    expect(forSubject[0]!.specialities.map((row) => row.value)).toEqual(['decoration']);
    await getFails(
      `/b/project/kind/queryProFunAndSpecForSubject/cost-demo-basement/${single.id}/x`,
    );
    const kind = await get<{ kindId: string; level: string }>(
      `/b/project/node/getProjectKind/${unit.id}`,
    );
    expect(kind).toMatchObject({ kindId: 'ck-res-high', level: 'unit' });
  });

  it('keeps other companies out', async () => {
    await getFails(`/b/project/kind/queryProFunAndSpec?projectId=${PROJECT}`, 'bob');
    await getFails(`/b/project/kind/queryProjectFormat/${PROJECT}`, 'bob');
    await getFails(`/b/project/node/getProjectKind/${unit.id}`, 'bob');
    await getFails(`/b/project/kind/querySubjectSpecial/${PROJECT}/ck-res-high`, 'bob');
  });
});

describe('engineering info', () => {
  it('answers a node with its path, counts and properties', async () => {
    const detail = await get<NodeDetail>(`/b/project/node/projectNode/${unit.id}`);
    expect(detail).toMatchObject({ id: unit.id, level: 'unit', billCount: unit.billCount });
    expect(detail.path).toBe(`${root.name} / ${single.name} / ${unit.name}`);
    const top = await get<NodeDetail>(`/b/project/node/projectNode/${root.id}`);
    expect(top.unitCount).toBeGreaterThanOrEqual(1);
    expect(top.childCount).toBe(root.children.length);
    const properties = await get<{ key: string; value: string }[]>(
      `/b/queryProjectNodeProperty/${unit.id}`,
    );
    expect(properties.find((row) => row.key === 'level')!.value).toBe('unit');
    expect(properties.map((row) => row.key)).toContain('labourDayRate');
    await getFails('/b/project/node/projectNode/no-such-node');
    await getFails(`/b/project/node/projectNode/${unit.id}`, 'bob');
  });

  it('saves a node’s info and features together, all or nothing', async () => {
    const bad = await postFails('/b/saveProjectEngineerInfo', {
      projectId: PROJECT,
      nodeId: single.id,
      name: '改名不应保存',
      area: '1000',
      functionId: 'ck-res-high',
      values: { 层数: '-3' },
    });
    expect(bad.msg).toContain('2 处错误');
    const unchanged = await get<NodeDetail>(`/b/project/node/projectNode/${single.id}`);
    expect(unchanged.name).toBe(single.name);
    const saved = await post<NodeEngineer>('/b/saveProjectEngineerInfo', {
      projectId: PROJECT,
      nodeId: single.id,
      name: single.name,
      code: 'S1',
      area: '12,000.5',
      functionId: 'ck-res-high',
      values: { 建筑面积: '12000.5', 层数: '30', 结构类型: '剪力墙结构' },
    });
    expect(saved.node).toMatchObject({ code: 'S1', area: '12000.50' });
    const fn = saved.functions.find((row) => row.id === 'ck-res-high')!;
    expect(fn).toMatchObject({ selected: true, filled: 3, total: 4, missingRequired: [] });
    const engineer = await get<NodeEngineer>(`/b/queryProjectEngineer/${PROJECT}/${single.id}`);
    expect(engineer.functions.find((row) => row.id === 'ck-res-high')!.filled).toBe(3);
    const features = await get<FeatureValues>(`/b/queryEngineerFeature/${single.id}/ck-res-high`);
    expect(features.fields.find((field) => field.name === '层数')!.value).toBe('30');
    // Empty name, a division, a node of another project, another company.
    await postFails('/b/saveProjectEngineerInfo', {
      projectId: PROJECT,
      nodeId: single.id,
      name: '',
    });
    await postFails('/b/saveProjectEngineerInfo', {
      projectId: 'cost-demo-basement',
      nodeId: single.id,
      name: 'x',
    });
    await postFails(
      '/b/saveProjectEngineerInfo',
      { projectId: PROJECT, nodeId: single.id, name: 'x' },
      'bob',
    );
    await getFails(`/b/queryProjectEngineer/cost-demo-basement/${single.id}`);
  });

  it('answers feature choices, search values and bill feature descriptors', async () => {
    const choices = await get<{ name: string; options: string[] }[]>(
      '/b/queryEngineerFeatureChoose/ck-res-high',
    );
    expect(choices.map((row) => row.name)).toEqual(['结构类型']);
    expect(choices[0]!.options).toContain('剪力墙结构');
    await getFails('/b/queryEngineerFeatureChoose/no-such-kind');
    const search = await post<{ name: string; values: { value: string; count: number }[] }[]>(
      '/b/queryEngineerFeatureForSearch',
      { functionId: 'ck-res-high' },
    );
    expect(search.find((row) => row.name === '层数')!.values).toContainEqual({
      value: '30',
      count: 1,
    });
    // Another company has no such kind.
    await postFails('/b/queryEngineerFeatureForSearch', { functionId: 'ck-res-high' }, 'bob');
    await postFails('/b/queryEngineerFeatureForSearch', { functionId: '' });
    const items = await get<{ name: string; values: { count: number }[] }[]>(
      `/b/queryItemFeatureChoose/${unit.id}`,
    );
    if (unit.billCount > 0) {
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]!.values[0]!.count).toBeGreaterThan(0);
    }
    await getFails(`/b/queryItemFeatureChoose/${unit.id}`, 'bob');
  });

  it('lists the nodes a group may hold and summarises, then resets, the scale', async () => {
    const custom = await get<{ id: string; level: string; path: string }[]>(
      `/b/customProjectNode/${PROJECT}`,
    );
    expect(custom[0]!.id).toBe(single.id);
    expect(custom.every((row) => row.level === 'single' || row.level === 'unit')).toBe(true);
    const units = single.children.filter((child) => child.level === 'unit');
    for (const [index, each] of units.entries())
      await post('/b/saveProjectEngineerInfo', {
        projectId: PROJECT,
        nodeId: each.id,
        name: each.name,
        area: String(1000 + index),
      });
    const expected = units.reduce((sum, _, index) => sum + 1000 + index, 0);
    const summary = await get<NodeScaleSummary>(`/b/calScaleSummary/${PROJECT}`);
    const row = summary.rows.find((each) => each.nodeId === single.id)!;
    expect(row.computedArea).toBe(`${expected}.00`);
    expect(row.differs).toBe(true);
    expect(summary.differing).toBeGreaterThan(0);
    const reset = await get<NodeScaleSummary>(`/b/resetScale/${PROJECT}`);
    expect(reset.differing).toBe(0);
    expect(reset.rows.find((each) => each.nodeId === single.id)!.area).toBe(`${expected}.00`);
    const project = await get<{ area: string }>(`/b/project/${PROJECT}`);
    expect(project.area).toBe(reset.totalArea);
    await getFails(`/b/calScaleSummary/${PROJECT}`, 'bob');
    await getFails(`/b/resetScale/${PROJECT}`, 'bob');
  });

  it('synchronises the root node from the project', async () => {
    const { updated } = await post<{ updated: number }>('/b/sysProjectNodeBaseInfo', {
      projectId: PROJECT,
    });
    expect(updated).toBeGreaterThanOrEqual(0);
    const top = await get<NodeDetail>(`/b/project/node/projectNode/${root.id}`);
    const project = await get<{ name: string; area: string }>(`/b/project/${PROJECT}`);
    expect(top).toMatchObject({ name: project.name, area: project.area });
    await postFails('/b/sysProjectNodeBaseInfo', { projectId: PROJECT }, 'bob');
    await postFails('/b/sysProjectNodeBaseInfo', {});
  });
});

describe('grouping tree', () => {
  it('creates, renames, drags, finds and deletes folders', async () => {
    const units = single.children.filter((child) => child.level === 'unit');
    const a = await post<ProjectTreeFolder>('/b/project/tree', {
      projectId: PROJECT,
      name: '主体',
      nodeIds: [single.id],
    });
    expect(a.nodes.map((node) => node.id)).toEqual([single.id]);
    const b = await post<ProjectTreeFolder>('/b/project/tree', {
      projectId: PROJECT,
      name: '安装',
      nodeIds: [],
    });
    const child = await post<ProjectTreeFolder>('/b/project/tree', {
      projectId: PROJECT,
      parentId: a.id,
      name: '子组',
    });
    // Same name at the same level, a division or unknown node, markup.
    await postFails('/b/project/tree', { projectId: PROJECT, name: '主体' });
    await postFails('/b/project/tree', { projectId: PROJECT, name: 'x', nodeIds: ['no-such'] });
    await postFails('/b/project/tree', { projectId: PROJECT, name: '<b>' });
    await postFails('/b/project/tree', { projectId: PROJECT, name: 'x' }, 'bob');

    const renamed = await put<ProjectTreeFolder>('/b/project/tree', {
      id: b.id,
      name: '安装工程',
      nodeIds: [units[0]!.id],
    });
    expect(renamed).toMatchObject({ name: '安装工程' });
    // A node dragged from one folder into another, at the front.
    let folders = await post<ProjectTreeFolderTree[]>('/b/project/tree/dragData', {
      projectId: PROJECT,
      type: 'node',
      id: units[0]!.id,
      fromId: b.id,
      targetId: a.id,
      index: 0,
    });
    const byName = (rows: ProjectTreeFolderTree[], name: string) =>
      rows.find((row) => row.name === name)!;
    expect(byName(folders, '主体').nodes.map((node) => node.id)).toEqual([units[0]!.id, single.id]);
    expect(byName(folders, '安装工程').nodes).toEqual([]);
    // A folder cannot go into its own sub-folder; it may go to the top, first.
    await postFails('/b/project/tree/dragData', {
      projectId: PROJECT,
      type: 'folder',
      id: a.id,
      targetId: child.id,
    });
    folders = await post<ProjectTreeFolderTree[]>('/b/project/tree/dragData', {
      projectId: PROJECT,
      type: 'folder',
      id: child.id,
      targetId: null,
      index: 0,
    });
    expect(folders.map((row) => row.name)).toEqual(['子组', '主体', '安装工程']);
    const found = await post<{ name: string; path: string }[]>('/b/project/tree/findProjectTrees', {
      projectId: PROJECT,
      keyword: units[0]!.name,
    });
    expect(found.map((row) => row.name)).toContain('主体');
    const custom = await get<{ id: string; folderIds: string[] }[]>(
      `/b/customProjectNode/${PROJECT}`,
    );
    expect(custom.find((row) => row.id === single.id)!.folderIds).toEqual([a.id]);
    expect(await get(`/b/project/tree/projectTree/${PROJECT}`, 'admin')).toHaveLength(3);
    await getFails(`/b/project/tree/projectTree/${PROJECT}`, 'bob');
    await fails({ method: 'DELETE', url: `/api/b/project/tree/${a.id}` }, 'bob');
    await ok({ method: 'DELETE', url: `/api/b/project/tree/${a.id}` });
    const left = await get<ProjectTreeFolderTree[]>(`/b/project/tree/projectTree/${PROJECT}`);
    expect(left.map((row) => row.name)).toEqual(['子组', '安装工程']);
  });
});

describe('fees, status and features under project/', () => {
  it("answers a unit's fee kinds and refuses other levels", async () => {
    const kinds = await get<{ kinds: { category: string; rows: number; amount: string }[] }>(
      `/b/project/fee/getKind/${unit.id}`,
    );
    if (kinds.kinds.length > 0) expect(kinds.kinds[0]!.amount).toMatch(/^-?\d+\.\d{2}$/);
    const bad = await getFails(`/b/project/fee/getKind/${single.id}`);
    expect(bad.msg).toContain('单位工程');
    await getFails(`/b/project/fee/getKind/${unit.id}`, 'bob');
  });

  it('answers the info status per part and the nodes’ kind status', async () => {
    const all = await get<ProjectInfoStatus[]>(
      `/b/project/auditing/getProjectInfoStatus/all/${PROJECT}`,
    );
    expect(all.map((row) => row.key)).toEqual(['base', 'feature', 'structure', 'fee', 'quality']);
    expect(all.find((row) => row.key === 'base')!.done).toBe(true);
    const structure = await get<ProjectInfoStatus[]>(
      `/b/project/auditing/getProjectInfoStatus/structure/${PROJECT}`,
    );
    expect(structure).toHaveLength(1);
    expect(structure[0]!.total).toBe(root.children.filter((c) => c.level === 'single').length);
    await getFails(`/b/project/auditing/getProjectInfoStatus/nonsense/${PROJECT}`);
    await getFails(`/b/project/auditing/getProjectInfoStatus/all/${PROJECT}`, 'bob');
    const status = await get<{ nodeId: string; status: string; functions: string[] }[]>(
      `/b/projectNodeKindStatus/${PROJECT}`,
    );
    expect(status.find((row) => row.nodeId === single.id)).toMatchObject({
      status: 'complete',
      functions: ['高层住宅'],
    });
    expect(status.find((row) => row.nodeId === unit.id)!.status).toBe('none');
    await getFails(`/b/projectNodeKindStatus/${PROJECT}`, 'bob');
  });

  it('reads and saves features under the project/ paths', async () => {
    const base = await post<{ kindId: string }>('/b/project/queryProjectProperty', {
      projectId: PROJECT,
    });
    expect(base.kindId).toBe('ck-res-high');
    const attrs = await post<FeatureValues>('/b/project/queryProjectAttrProperty', {
      projectId: PROJECT,
    });
    expect(attrs.kindId).toBe('ck-res-high');
    await postFails('/b/project/saveProjectFeature', {
      projectId: PROJECT,
      values: { 地上层数: 'x' },
    });
    const values = Object.fromEntries(attrs.fields.map((field) => [field.name, field.value]));
    const saved = await post<FeatureValues>('/b/project/saveProjectFeature', {
      projectId: PROJECT,
      values: { ...values, 户数: '256' },
    });
    expect(saved.fields.find((field) => field.name === '户数')!.value).toBe('256');
    await postFails('/b/project/queryProjectProperty', { projectId: PROJECT }, 'bob');
  });
});

describe('project authorisation', () => {
  it('lists who may audit and enforces it on starting a quality check', async () => {
    const open = await get<ProjectAuthorize>(`/b/projectAuthorize/findAuthorize/${PROJECT}`);
    expect(open).toMatchObject({ restricted: false, canAudit: true, members: [] });
    await postFails('/b/projectAuthorize/saveAuthorize', {
      projectId: PROJECT,
      members: [{ userId: 'user-zhangsan' }, { userId: 'user-zhangsan' }],
    });
    await postFails('/b/projectAuthorize/saveAuthorize', {
      projectId: PROJECT,
      members: [{ userId: OTHER_COMPANY.adminId }],
    });
    const only = await post<ProjectAuthorize>('/b/projectAuthorize/saveAuthorize', {
      projectId: PROJECT,
      members: [
        { userId: 'user-zhangsan', canAudit: true, remark: '主审' },
        { userId: 'user-admin', canAudit: false },
      ],
    });
    expect(only).toMatchObject({ restricted: true, canAudit: false });
    expect(only.members.map((member) => member.loginName).sort()).toEqual(['admin', 'zhangsan']);
    const refused = await postFails('/b/quality/checkrecord/start', {
      projectId: PROJECT,
      checks: ['projectAmountCheck'],
    });
    expect(refused.msg).toContain('授权');
    await post('/b/projectAuthorize/saveAuthorize', {
      projectId: PROJECT,
      members: [{ userId: 'user-admin', canAudit: true }],
    });
    expect(
      (await get<ProjectAuthorize>(`/b/projectAuthorize/findAuthorize/${PROJECT}`)).canAudit,
    ).toBe(true);
    await post('/b/quality/checkrecord/start', {
      projectId: PROJECT,
      checks: ['projectAmountCheck'],
    });
    await getFails(`/b/projectAuthorize/findAuthorize/${PROJECT}`, 'bob');
    await postFails(
      '/b/projectAuthorize/saveAuthorize',
      { projectId: PROJECT, members: [] },
      'bob',
    );
    const cleared = await post<ProjectAuthorize>('/b/projectAuthorize/saveAuthorize', {
      projectId: PROJECT,
      members: [],
    });
    expect(cleared.restricted).toBe(false);
  });
});
