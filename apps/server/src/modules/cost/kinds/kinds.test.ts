import type {
  ComputedFactor,
  CostKindNode,
  FeatureValues,
  FeeRow,
  FeeToolBase,
  FeeToolDetail,
  KindAttr,
  KisdeeField,
  KisdeeTable,
  ProjectBaseFeature,
  ProjectFactor,
  ProjectNodeTree,
} from '@ccms/api-client';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { DEMO_COST_PROJECT_ID } from '../demoIds';
import { DEMO_FEE_BASE } from '../feetool/service';

const PROJECT = DEMO_COST_PROJECT_ID;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const call = <T>(options: InjectOptions, who = 'admin') =>
  t.call<T>({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });

async function ok<T>(options: InjectOptions, who = 'admin'): Promise<T> {
  const { body } = await call<T>(options, who);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

const post = <T>(url: string, payload: object, who = 'admin') =>
  ok<T>({ method: 'POST', url: `/api${url}`, payload }, who);
const get = <T>(url: string, who = 'admin') => ok<T>({ method: 'GET', url: `/api${url}` }, who);

describe('kinds', () => {
  it('answers the three levels of the kind tree', async () => {
    const level1 = await get<CostKindNode[]>('/b/kind/tree1');
    expect(level1.map((kind) => kind.name)).toEqual(['房屋建筑', '市政', '园林']);
    expect(level1[0]).toMatchObject({ id: 'ck-building', level: 1, hasChildren: true });
    const level2 = await get<CostKindNode[]>('/b/kind/tree2?parentId=ck-building');
    expect(level2.map((kind) => kind.name)).toContain('居住建筑');
    expect(level2.map((kind) => kind.name)).toContain('地下室/车库');
    const level3 = await get<CostKindNode[]>('/b/kind/tree3?parentId=ck-residential');
    expect(level3.map((kind) => kind.name)).toEqual(['多层住宅', '高层住宅', '别墅']);
    expect(level3[1]).toMatchObject({ code: 'residential-high', hasChildren: false });
    // Another company has its own (here: none) kinds.
    expect(await get<CostKindNode[]>('/b/kind/tree1', 'bob')).toEqual([]);
  });

  it('lists the attributes of a kind with those it inherits, by scope', async () => {
    const attrs = await post<KindAttr[]>('/b/kind/attr/queryList', {
      kindId: 'ck-garage',
      scope: 'project',
    });
    const names = attrs.map((attr) => attr.name);
    expect(names.slice(0, 3)).toEqual(['建筑面积', '地上层数', '地下层数']);
    expect(names).toContain('车位数');
    const parking = attrs.find((attr) => attr.name === '车位数')!;
    expect(parking).toMatchObject({
      type: 'integer',
      unit: '个',
      required: true,
      kindName: '地下室/车库',
    });
    const structure = attrs.find((attr) => attr.name === '结构类型')!;
    expect(structure.options).toContain('剪力墙结构');
    const node = await post<KindAttr[]>('/b/kind/attr/queryList', {
      kindId: 'ck-res-high',
      scope: 'node',
    });
    expect(node.map((attr) => attr.name)).toEqual(['建筑面积', '层数', '结构类型', '户数']);
  });

  it('counts the projects under each kind and names the industries', async () => {
    const counts = await get<{ id: string; count: number; level: number }[]>(
      '/b/project/kind/getProjectKindAndCount',
    );
    const of = (id: string) => counts.find((row) => row.id === id)!.count;
    expect(of('ck-res-high')).toBe(1);
    expect(of('ck-residential')).toBe(1);
    expect(of('ck-building')).toBe(of('ck-residential') + of('ck-office') + of('ck-underground'));
    expect(of('ck-building')).toBeGreaterThanOrEqual(3);
    expect(of('ck-municipal')).toBe(0);
    const industries = await get<{ value: string; label: string }[]>(
      '/b/kind/getProjectCostIndustry',
    );
    expect(industries.map((row) => row.label)).toContain('安装工程');
    const specials = await get<{ value: string }[]>(
      '/b/project/kind/querySelectSpecial?treeId=ck-road',
    );
    expect(specials.map((row) => row.value)).toEqual(['installation', 'municipal']);
    const functions = await get<{ id: string; selected: boolean }[]>(
      `/b/project/kind/querySelectFunction?projectId=${PROJECT}`,
    );
    expect(functions.find((row) => row.id === 'ck-res-high')!.selected).toBe(true);
    expect(functions.some((row) => row.id === 'ck-road-main')).toBe(false);
  });
});

describe('features', () => {
  it("answers the project's base features and its features against the kind's attributes", async () => {
    const base = await post<ProjectBaseFeature>('/b/projectAttrExtract/queryProjectProperty', {
      projectId: PROJECT,
    });
    expect(base).toMatchObject({
      kindId: 'ck-res-high',
      kindPath: '房屋建筑 / 居住建筑 / 高层住宅',
    });
    const features = await post<FeatureValues>('/b/projectAttrExtract/queryProjectAttrProperty', {
      projectId: PROJECT,
    });
    const area = features.fields.find((field) => field.name === '建筑面积')!;
    // Stored as "12345.00 m²" by the generator: shown as the number.
    expect(area.value).toMatch(/^\d+\.\d{2}$/);
    expect(features.fields.find((field) => field.name === '结构类型')!.value).toBe('剪力墙结构');
    expect(features.extra.map((row) => row.name)).toContain('计价依据');
  });

  it('refuses invalid values with every error and saves nothing', async () => {
    const before = await post<FeatureValues>('/b/projectAttrExtract/queryProjectAttrProperty', {
      projectId: PROJECT,
    });
    const { body } = await call<{ errors: { name: string; message: string }[] }>({
      method: 'POST',
      url: '/api/b/projectAttrExtract/saveProjectFeature',
      payload: {
        projectId: PROJECT,
        values: { 建筑面积: '很大', 地上层数: '3.5', 结构类型: '木结构', 抗震设防烈度: '' },
      },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('3 处错误');
    expect(body.data.errors.map((error) => error.name)).toEqual([
      '建筑面积',
      '地上层数',
      '结构类型',
    ]);
    expect(body.data.errors[2]!.message).toContain('框架结构');
    const after = await post<FeatureValues>('/b/projectAttrExtract/queryProjectAttrProperty', {
      projectId: PROJECT,
    });
    expect(after).toEqual(before);
  });

  it('names a missing required feature and answers in English', async () => {
    const { body } = await call<{ errors: { name: string; message: string }[] }>({
      method: 'POST',
      url: '/api/b/projectAttrExtract/saveProjectFeature',
      headers: { 'Accept-Language': 'en' },
      payload: {
        projectId: PROJECT,
        values: { 建筑面积: '', 地上层数: '30', 结构类型: '剪力墙结构' },
      },
    });
    expect(body.success).toBe(false);
    expect(body.data.errors).toEqual([{ name: '建筑面积', message: 'Enter “建筑面积”' }]);
  });

  it('saves valid values (commas and units read) and keeps the undeclared features', async () => {
    const saved = await post<FeatureValues>('/b/projectAttrExtract/saveProjectFeature', {
      projectId: PROJECT,
      values: {
        建筑面积: '52,480.60 m²',
        地上层数: '32',
        结构类型: '剪力墙结构',
        户数: '420',
        装修标准: '精装修',
      },
    });
    expect(saved.fields.find((field) => field.name === '建筑面积')!.value).toBe('52480.60');
    expect(saved.fields.find((field) => field.name === '装修标准')!.value).toBe('精装修');
    expect(saved.extra.map((row) => row.name)).toContain('计价依据');
  });

  it('saves a node feature for a function and reads it back', async () => {
    const tree = await get<ProjectNodeTree[]>(`/b/project/node/queryProjectTree/${PROJECT}`);
    const single = tree[0]!.children[0]!;
    const url = `/b/projectAttrExtract/queryEngineerFeature/${single.id}/ck-res-high`;
    expect((await get<FeatureValues>(url)).fields.every((field) => field.value === '')).toBe(true);
    const { body } = await call({
      method: 'POST',
      url: '/api/b/projectAttrExtract/saveProjectNodeFeature',
      payload: {
        projectId: PROJECT,
        nodeId: single.id,
        functionId: 'ck-res-high',
        values: { 层数: '-1' },
      },
    });
    expect(body.success).toBe(false);
    await post('/b/projectAttrExtract/saveProjectNodeFeature', {
      projectId: PROJECT,
      nodeId: single.id,
      functionId: 'ck-res-high',
      values: { 建筑面积: '8600', 层数: '32', 户数: '128' },
    });
    const read = await get<FeatureValues>(url);
    expect(read.fields.find((field) => field.name === '户数')!.value).toBe('128');
  });

  it('files a project under another kind only at the third level', async () => {
    const { body } = await call({
      method: 'POST',
      url: '/api/b/projectAttrExtract/saveProjectBaseFeature',
      payload: { projectId: 'cost-demo-basement', kindId: 'ck-underground' },
    });
    expect(body.success).toBe(false);
    const saved = await post<ProjectBaseFeature>('/b/projectAttrExtract/saveProjectBaseFeature', {
      projectId: 'cost-demo-basement',
      kindId: 'ck-garage',
      area: '18,000.5',
      floors: 0,
      region: '南京',
    });
    expect(saved).toMatchObject({ kindId: 'ck-garage', area: '18000.50', region: '南京' });
  });
});

const factor = (code: string, name: string, value: string | null, formula: string | null) => ({
  code,
  name,
  unit: '',
  value,
  formula,
});

describe('factors', () => {
  it('lists the seeded factors and computes them from features', async () => {
    const list = await post<ProjectFactor[]>('/b/projectFactors/querySpecialList', {
      projectId: PROJECT,
    });
    expect(list.map((row) => row.code)).toEqual(['JZMJ', 'DSCS', 'BZCG', 'JZGD', 'HS', 'HJMJ']);
    const computed = await post<{ factors: ComputedFactor[] }>(
      '/b/projectFactors/getProjectFactorsList',
      { projectId: PROJECT },
    );
    const of = (code: string) => computed.factors.find((row) => row.code === code)!.result;
    expect(of('JZMJ')).toBe('52480.6000');
    expect(of('JZGD')).toBe('94.4000'); // 32 × 2.95
    expect(of('HJMJ')).toBe('124.9538'); // 52480.6 / 420
  });

  it('finds a cycle with its path and unknown symbols with their place, and saves nothing', async () => {
    const { body } = await call<{
      saved: boolean;
      issues: { code: string; kind: string; position: number | null; path: string[] | null }[];
    }>({
      method: 'POST',
      url: '/api/b/projectFactors/saveProjectFactors',
      payload: {
        projectId: PROJECT,
        factors: [
          factor('A', '甲', null, 'B+1'),
          factor('B', '乙', null, 'C*2'),
          factor('C', '丙', null, 'A-建筑面积'),
          factor('D', '丁', null, 'X+1'),
        ],
      },
    });
    expect(body.success).toBe(true);
    expect(body.data.saved).toBe(false);
    const cycle = body.data.issues.find((issue) => issue.code === 'A')!;
    expect(cycle).toMatchObject({
      kind: 'circularReference',
      path: ['A', 'B', 'C', 'A'],
      position: 0,
    });
    expect(body.data.issues.filter((issue) => issue.kind === 'circularReference')).toHaveLength(3);
    expect(body.data.issues.find((issue) => issue.code === 'D')).toMatchObject({
      kind: 'unknownSymbol',
      position: 0,
    });
    const list = await post<ProjectFactor[]>('/b/projectFactors/querySpecialList', {
      projectId: PROJECT,
    });
    expect(list).toHaveLength(6);
  });

  it('saves a valid list, refuses deleting a factor in use, deletes one not in use', async () => {
    const saved = await post<{ saved: boolean }>('/b/projectFactors/saveProjectFactors', {
      projectId: PROJECT,
      factors: [
        factor('K1', '系数一', '1.25', null),
        factor('K2', '系数二', null, 'K1*建筑面积/1000'),
      ],
    });
    expect(saved.saved).toBe(true);
    const list = await post<ProjectFactor[]>('/b/projectFactors/querySpecialList', {
      projectId: PROJECT,
    });
    const { body } = await call({ method: 'DELETE', url: `/api/b/projectFactors/${list[0]!.id}` });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('K1');
    await ok({ method: 'DELETE', url: `/api/b/projectFactors/${list[1]!.id}` });
    await ok({ method: 'DELETE', url: `/api/b/projectFactors/${list[0]!.id}` });
  });

  it('sets the defaults of the kind and deletes all', async () => {
    const defaults = await post<ProjectFactor[]>('/b/projectFactors/setDefaultFactors', {
      projectId: PROJECT,
    });
    expect(defaults.map((row) => row.code)).toContain('HJMJ');
    const garage = await post<ProjectFactor[]>('/b/projectFactors/setDefaultFactors', {
      projectId: 'cost-demo-basement',
    });
    expect(garage.map((row) => row.code)).toEqual(['JZMJ', 'CWS', 'DCMJ']);
    await post('/b/projectFactors/deleteAllProjectfactors', { projectId: 'cost-demo-basement' });
    expect(
      await post<ProjectFactor[]>('/b/projectFactors/querySpecialList', {
        projectId: 'cost-demo-basement',
      }),
    ).toEqual([]);
  });
});

async function upload(fileName: string, content: Buffer): Promise<string> {
  const boundary = `----ccms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const ids = await ok<string[]>({
    method: 'POST',
    url: '/api/b/fileItem/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return ids[0]!;
}

async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('因子');
  worksheet.addRow(['某项目特殊因子表']);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('factor import', () => {
  it('imports nothing when a row is wrong, with every row error', async () => {
    const before = await post<ProjectFactor[]>('/b/projectFactors/querySpecialList', {
      projectId: PROJECT,
    });
    const file = await upload(
      'factors.xlsx',
      await sheet([
        ['代号', '名称', '单位', '数值', '公式'],
        ['P1', '坡度系数', '', '1.1', null],
        ['P2', '', '', 'abc', null],
        ['P3', '循环', '', null, 'P4'],
        ['P4', '循环', '', null, 'P3'],
      ]),
    );
    const { body } = await call<{
      imported: number;
      errors: { row: number; column: string; message: string }[];
    }>({
      method: 'POST',
      url: '/api/b/project/projectFactorsExcel/importProjectFactors',
      payload: { projectId: PROJECT, fileItems: [file] },
    });
    expect(body.success).toBe(false);
    expect(body.data.errors.map((error) => [error.row, error.column])).toEqual([
      [4, '名称'],
      [4, '数值'],
    ]);
    expect(
      await post<ProjectFactor[]>('/b/projectFactors/querySpecialList', { projectId: PROJECT }),
    ).toEqual(before);
  });

  it('reports list errors (a cycle) by row, and imports a clean sheet whole', async () => {
    const cyclic = await upload(
      'cyclic.xlsx',
      await sheet([
        ['因子代号', '因子名称', '数值', '计算公式'],
        ['P3', '循环', null, 'P4'],
        ['P4', '循环', null, 'P3'],
      ]),
    );
    const { body } = await call<{ errors: { row: number; message: string }[] }>({
      method: 'POST',
      url: '/api/b/project/projectFactorsExcel/importProjectFactors',
      payload: { projectId: PROJECT, fileItems: [cyclic] },
    });
    expect(body.success).toBe(false);
    expect(body.data.errors.map((error) => error.row)).toEqual([3, 4]);
    expect(body.data.errors[0]!.message).toContain('P3 → P4 → P3');
    const clean = await upload(
      'clean.xlsx',
      await sheet([
        ['代号', '名称', '单位', '数值', '公式', '备注'],
        ['P1', '坡度系数', '', '1,100.5', null, '按图'],
        ['P2', '折算面积', 'm²', null, 'P1*2', null],
      ]),
    );
    const imported = await post<{ imported: number }>(
      '/b/project/projectFactorsExcel/importProjectFactors',
      { projectId: PROJECT, fileItems: [clean] },
    );
    expect(imported.imported).toBe(2);
    const computed = await post<{ factors: ComputedFactor[] }>(
      '/b/projectFactors/getProjectFactorsList',
      { projectId: PROJECT },
    );
    expect(computed.factors.map((row) => [row.code, row.result])).toEqual([
      ['P1', '1100.5000'],
      ['P2', '2201.0000'],
    ]);
  });
});

describe('fee tool', () => {
  it('lists, saves and deletes base tables; answers their areas', async () => {
    const page = await post<{ total: number; data: FeeToolBase[] }>(
      '/b/feetool/tbfeebase/queryList',
      {
        pageNo: 1,
        pageSize: 20,
        params: { area: '江苏省' },
      },
    );
    expect(page.total).toBe(2);
    expect(page.data[0]!.rows).toBe(9);
    const base = await post<FeeToolBase>('/b/feetool/tbfeebase', {
      area: '浙江省',
      year: 2024,
      name: '2024 浙江省费用定额',
    });
    expect(await get<string[]>('/b/feetool/tbfeebase/getAreas')).toEqual(['江苏省', '浙江省']);
    const { body } = await call({
      method: 'POST',
      url: '/api/b/feetool/tbfeebase',
      payload: { area: '浙江省', year: 2024, name: '2024 浙江省费用定额' },
    });
    expect(body.success).toBe(false);
    await ok({ method: 'DELETE', url: `/api/b/feetool/tbfeebase/${base.id}` });
    expect(await get<string[]>('/b/feetool/tbfeebase/getAreas')).toEqual(['江苏省']);
  });

  it('saves rows, refusing a base that closes a cycle, and deletes a row not in use', async () => {
    const rows = await post<FeeToolDetail[]>('/b/feetool/tbfeedetail/queryList', {
      baseId: DEMO_FEE_BASE.id,
    });
    expect(rows.map((row) => row.code)).toEqual(['A', 'B', 'B1', 'C', 'D', 'D1', 'D2', 'E', 'F']);
    expect(rows.every((row) => row.issues.length === 0)).toBe(true);
    const added = await post<FeeToolDetail>('/b/feetool/tbfeedetail', {
      baseId: DEMO_FEE_BASE.id,
      parentCode: 'D',
      code: 'D3',
      name: '工程排污费',
      category: 'custom',
      base: 'FBFXHJ',
      rate: '0.1',
    });
    expect(added).toMatchObject({ code: 'D3', rate: '0.10', parentCode: 'D' });
    await ok({ method: 'DELETE', url: `/api/b/feetool/tbfeedetail/${added.id}` });
    // 社会保险费 on 税金: D1 → E → D → D1.
    const d1 = rows.find((row) => row.code === 'D1')!;
    const { body } = await call({
      method: 'POST',
      url: '/api/b/feetool/tbfeedetail',
      payload: { ...d1, base: 'E' },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('循环引用');
    expect(body.msg).toContain('D1→E→D');
    const used = await call({ method: 'DELETE', url: `/api/b/feetool/tbfeedetail/${d1.id}` });
    expect(used.body.success).toBe(false);
  });

  it('reads and saves the summary rates', async () => {
    const simple = await post<{ taxRate: string }>('/b/feetool/tbfeesimple/getTbFeeSimple', {
      baseId: DEMO_FEE_BASE.id,
    });
    expect(simple.taxRate).toBe('9.00');
    const saved = await post<{ profitRate: string }>('/b/feetool/tbfeesimple', {
      baseId: DEMO_FEE_BASE.id,
      overheadRate: '25',
      profitRate: '12.5',
      lawfeeRate: '21',
      safetyRate: '3.1',
      taxRate: '9',
    });
    expect(saved.profitRate).toBe('12.50');
    const { body } = await call({
      method: 'POST',
      url: '/api/b/feetool/tbfeesimple',
      payload: { ...saved, baseId: DEMO_FEE_BASE.id, taxRate: '120' },
    });
    expect(body.success).toBe(false);
  });

  it('initialises a unit from the base table exactly as init from the template does', async () => {
    const tree = await get<ProjectNodeTree[]>(`/b/project/node/queryProjectTree/${PROJECT}`);
    const unit = tree[0]!.children[0]!.children.find((node) => node.level === 'unit')!;
    const rowsOf = async () =>
      (await get<FeeRow[]>(`/b/project/fee/feeList/${unit.id}`)).map(
        ({ code, name, base, rate, amount, category, nonCompetitive, isTotal }) => ({
          code,
          name,
          base,
          rate,
          amount,
          category,
          nonCompetitive,
          isTotal,
        }),
      );
    await post('/b/project/fee/init', { projectId: PROJECT, nodeId: unit.id });
    const fromTemplate = await rowsOf();
    const answer = await post<{ rows: number; total: string }>(
      '/b/feetool/tbfeeinfo/importFromBasedata',
      { projectId: PROJECT, nodeId: unit.id, baseId: DEMO_FEE_BASE.id },
    );
    expect(answer.rows).toBe(9);
    const fromBase = await rowsOf();
    expect(fromBase).toEqual(fromTemplate);
    expect(answer.total).toBe(fromTemplate.find((row) => row.isTotal)!.amount);
  });
});

describe('kisdee', () => {
  it('lists the cost-data tables with row counts and a table’s fields', async () => {
    const tables = await get<KisdeeTable[]>('/b/kisdee/tableList');
    const projects = tables.find((table) => table.table === 'cost_projects')!;
    expect(projects).toMatchObject({ name: '项目', rows: 3 });
    expect(tables.find((table) => table.table === 'cost_bills')!.rows).toBeGreaterThan(1000);
    const fields = await get<KisdeeField[]>('/b/kisdee/fieldList?table=cost_bills');
    expect(fields.find((field) => field.field === 'unit_price')).toMatchObject({
      name: '综合单价',
      type: 'numeric(20, 2)',
      unit: '元',
    });
    const { body } = await call({ method: 'GET', url: '/api/b/kisdee/fieldList?table=users' });
    expect(body.success).toBe(false);
    const other = await get<KisdeeTable[]>('/b/kisdee/tableList', 'bob');
    expect(other.find((table) => table.table === 'cost_projects')!.rows).toBe(0);
  });
});
