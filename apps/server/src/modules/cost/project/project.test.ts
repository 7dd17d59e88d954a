import type {
  BillItem,
  CostProject,
  FeeRow,
  FeeRowTree,
  ProjectNode,
  ProjectNodeTree,
  SavedSearch,
} from '@ccms/api-client';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { buildBillWorkbook, sampleBills } from '../billExcel/fixture';
import { corpus } from '../corpus/files.test-support';
import { loadProject } from '../store';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 60_000);
afterAll(() => t.close());

const as =
  (who: string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });
const asAdmin = as('admin');

async function ok<T>(options: InjectOptions, who = 'admin'): Promise<T> {
  const { body } = await as(who)<T>(options);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

const saveProject = (payload: object) =>
  ok<CostProject>({ method: 'POST', url: '/api/b/project/saveProject', payload });
const saveNode = (payload: object) =>
  asAdmin<ProjectNode>({ method: 'POST', url: '/api/b/project/node', payload });
const tree = (projectId: string) =>
  ok<ProjectNodeTree[]>({
    method: 'GET',
    url: `/api/b/project/node/queryProjectTree/${projectId}`,
  });
const search = (params: object) =>
  ok<{ total: number; data: CostProject[] }>({
    method: 'POST',
    url: '/api/b/project/index/search/searchProject',
    payload: { pageNo: 1, pageSize: 50, params },
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

interface ImportAnswer {
  unitId: string | null;
  bills: number;
  divisions: number;
  errors: { sheet: string; row: number; column: string | null; message: string }[];
}
const importBills = (payload: object) =>
  asAdmin<ImportAnswer>({ method: 'POST', url: '/api/b/project/file/importExcel', payload });

/** A project with one 单项 ("1#楼"). */
async function projectWithSingle(name: string, extra: object = {}) {
  const project = await saveProject({ name, priceDate: '2024-06-30', ...extra });
  const { body } = await saveNode({
    projectId: project.id,
    parentId: project.rootNodeId,
    level: 'single',
    code: '01',
    name: '1#楼',
  });
  expect(body.success, body.msg).toBe(true);
  return { project, single: body.data };
}

describe('the project library', () => {
  it('creates a project with its root node, edits it, and finds it by the search filters', async () => {
    const created = await saveProject({
      name: '滨江花园一期',
      code: 'BJ-01',
      kind: 'residential-high',
      fileType: 'control',
      region: '杭州市',
      priceDate: '2024-03-31',
      area: '12,345.50',
      floors: 18,
      features: { 结构类型: '剪力墙' },
    });
    expect(created).toMatchObject({
      name: '滨江花园一期',
      area: '12345.50',
      floors: 18,
      amount: '0.00',
      unitCount: 0,
      billCount: 0,
      lastCheck: null,
      createdBy: 'user-admin',
    });
    const roots = await tree(created.id);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({
      id: created.rootNodeId,
      level: 'project',
      name: '滨江花园一期',
    });

    await saveProject({
      name: '科创大厦',
      kind: 'office-high',
      fileType: 'bid',
      region: '南京市',
      priceDate: '2023-01-15',
    });
    const edited = await saveProject({
      id: created.id,
      name: '滨江花园一期（修编）',
      priceDate: '2024-03-31',
      region: '杭州市',
    });
    expect(edited.name).toBe('滨江花园一期（修编）');
    expect((await tree(created.id))[0]!.name).toBe('滨江花园一期（修编）');

    const names = async (params: object) => (await search(params)).data.map((p) => p.name);
    expect(await names({ searchContent: '修编' })).toEqual(['滨江花园一期（修编）']);
    expect(await names({ fileType: 'bid' })).toEqual(['科创大厦']);
    expect(await names({ region: '南京' })).toEqual(['科创大厦']);
    expect(await names({ priceDateFrom: '2024-01-01', searchContent: '一期' })).toHaveLength(1);
    expect(await names({ priceDateTo: '2023-12-31', searchContent: '一期' })).toEqual([]);
  });

  it('refuses a project without a name, in the request’s language, and writes nothing', async () => {
    const before = (await search({})).total;
    const { body } = await asAdmin({
      method: 'POST',
      url: '/api/b/project/saveProject',
      payload: { name: ' ', priceDate: '2024-01-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toBe('name: Enter the project name');
    expect((await search({})).total).toBe(before);
  });

  it('keeps saved searches to the user who saved them', async () => {
    const saved = await ok<SavedSearch>({
      method: 'POST',
      url: '/api/b/project/index/search',
      payload: { name: '杭州控制价', condition: { region: '杭州', fileType: 'control' } },
    });
    const list = await ok<SavedSearch[]>({
      method: 'GET',
      url: '/api/b/project/index/search/defaultInfo/consult',
    });
    expect(list.map((s) => s.name)).toContain('杭州控制价');
    expect(
      (await ok<SavedSearch>({ method: 'GET', url: `/api/b/project/index/search/${saved.id}` }))
        .condition,
    ).toEqual({ region: '杭州', fileType: 'control' });
    const { body } = await as('bob')({
      method: 'GET',
      url: `/api/b/project/index/search/${saved.id}`,
    });
    expect(body.success).toBe(false);
  });
});

describe('the structure tree', () => {
  it('holds 单项 under the project, 单位 under a 单项, 分部 under a 单位 or 分部, and refuses the rest', async () => {
    const { project, single } = await projectWithSingle('层级测试');
    const unit = await saveNode({
      projectId: project.id,
      parentId: single.id,
      level: 'unit',
      code: '0101',
      name: '建筑与装饰',
    });
    expect(unit.body.success, unit.body.msg).toBe(true);
    const division = await saveNode({
      projectId: project.id,
      parentId: unit.body.data.id,
      level: 'division',
      name: '土石方工程',
    });
    const nested = await saveNode({
      projectId: project.id,
      parentId: division.body.data.id,
      level: 'division',
      name: '土方工程',
    });
    expect(nested.body.success, nested.body.msg).toBe(true);

    const unitUnderRoot = await saveNode({
      projectId: project.id,
      parentId: project.rootNodeId,
      level: 'unit',
      name: '错位单位',
    });
    expect(unitUnderRoot.body).toMatchObject({
      success: false,
      msg: '单位工程只能建在单项工程之下',
    });
    const divisionUnderSingle = await saveNode({
      projectId: project.id,
      parentId: single.id,
      level: 'division',
      name: '错位分部',
    });
    expect(divisionUnderSingle.body.msg).toBe('分部只能建在单位工程或其他分部之下');
    const singleUnderSingle = await saveNode({
      projectId: project.id,
      parentId: single.id,
      level: 'single',
      name: '错位单项',
    });
    expect(singleUnderSingle.body.success).toBe(false);

    const levels = (nodes: ProjectNodeTree[]): string[] =>
      nodes.flatMap((node) => [`${node.level}:${node.name}`, ...levels(node.children)]);
    expect(levels(await tree(project.id))).toEqual([
      'project:层级测试',
      'single:1#楼',
      'unit:建筑与装饰',
      'division:土石方工程',
      'division:土方工程',
    ]);
  });

  it('moves nodes by drag and drop, all or nothing, and refuses an invalid level or a cycle', async () => {
    const { project, single } = await projectWithSingle('拖拽测试');
    const second = (
      await saveNode({
        projectId: project.id,
        parentId: project.rootNodeId,
        level: 'single',
        code: '02',
        name: '2#楼',
      })
    ).body.data;
    const unit = (
      await saveNode({
        projectId: project.id,
        parentId: single.id,
        level: 'unit',
        code: '0101',
        name: '建筑',
      })
    ).body.data;
    const divA = (
      await saveNode({ projectId: project.id, parentId: unit.id, level: 'division', name: 'A' })
    ).body.data;
    const divB = (
      await saveNode({ projectId: project.id, parentId: divA.id, level: 'division', name: 'B' })
    ).body.data;
    const updateList = (payload: object) =>
      asAdmin<null>({ method: 'PUT', url: '/api/b/project/node/updateList', payload });

    // A valid move together with an invalid one: nothing moves.
    const mixed = await updateList([
      { id: unit.id, parentId: second.id, sort: 1 },
      { id: divA.id, parentId: second.id, sort: 2 },
    ]);
    expect(mixed.body).toMatchObject({ success: false, msg: '分部只能建在单位工程或其他分部之下' });
    const cycle = await updateList([{ id: divA.id, parentId: divB.id, sort: 1 }]);
    expect(cycle.body).toMatchObject({
      success: false,
      msg: '不能把节点移到它自己或它的下级节点之下',
    });
    let nodes = await tree(project.id);
    expect(nodes[0]!.children.find((n) => n.id === single.id)!.children.map((n) => n.id)).toEqual([
      unit.id,
    ]);

    const moved = await updateList([{ id: unit.id, parentId: second.id, sort: 5 }]);
    expect(moved.body.success, moved.body.msg).toBe(true);
    nodes = await tree(project.id);
    const secondNode = nodes[0]!.children.find((n) => n.id === second.id)!;
    expect(secondNode.children.map((n) => [n.id, n.sort])).toEqual([[unit.id, 5]]);
    expect(secondNode.children[0]!.children[0]!.children[0]!.id).toBe(divB.id);
  });
});

describe('bills: import, list, correct, export', () => {
  let projectId: string;
  let singleId: string;
  let unitId: string;

  it('imports a 表-08 workbook as a new unit with divisions, bills and a computed fee table', async () => {
    const { project, single } = await projectWithSingle('导入测试', { kind: 'residential-high' });
    projectId = project.id;
    singleId = single.id;
    const file = await upload('清单.xlsx', await buildBillWorkbook({ bills: sampleBills() }));
    const { body } = await importBills({
      projectId,
      projectNodeId: singleId,
      fileItems: [file],
      name: '建筑与装饰工程',
      code: '0101',
    });
    expect(body.success, body.msg).toBe(true);
    expect(body.data).toMatchObject({ bills: 5, errors: [] });
    expect(body.data.divisions).toBeGreaterThanOrEqual(3);
    unitId = body.data.unitId!;

    const fees = await ok<{ rows: FeeRowTree[]; total: string }>({
      method: 'POST',
      url: '/api/b/project/fee/queryTree',
      payload: { params: { projectId, nodeId: unitId } },
    });
    expect(fees.rows.map((row) => row.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(fees.rows[0]!.amount).toBe('62158.80');
    expect(Number(fees.total)).toBeGreaterThan(71_158.8);

    const projectAfter = await ok<CostProject>({
      method: 'GET',
      url: `/api/b/project/${projectId}`,
    });
    expect(projectAfter).toMatchObject({ unitCount: 1, billCount: 5, amount: fees.total });
    const nodes = await tree(projectId);
    const unitNode = nodes[0]!.children[0]!.children[0]!;
    expect(unitNode).toMatchObject({ id: unitId, level: 'unit', billCount: 5, amount: fees.total });
    expect(nodes[0]!.amount).toBe(fees.total);
  });

  it('refuses a workbook with row errors, answers the per-row report and writes nothing', async () => {
    const bills = sampleBills();
    bills[2] = { ...(bills[2] as object), quantity: '十二' };
    bills[3] = { ...(bills[3] as object), unit: '' };
    const file = await upload('坏清单.xlsx', await buildBillWorkbook({ bills }));
    const before = await tree(projectId);
    const { body } = await importBills({
      projectId,
      projectNodeId: singleId,
      fileItems: [file],
      name: '坏单位',
    });
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(/2 处错误/);
    expect(body.data.unitId).toBeNull();
    expect(body.data.errors).toHaveLength(2);
    expect(body.data.errors[0]).toMatchObject({ column: '工程量' });
    expect(body.data.errors.every((error) => error.row > 0 && error.sheet !== '')).toBe(true);
    expect(await tree(projectId)).toEqual(before);
  });

  it('refuses to import under anything but a 单项', async () => {
    const file = await upload('清单.xlsx', await buildBillWorkbook({ bills: sampleBills() }));
    const { body } = await importBills({
      projectId,
      projectNodeId: unitId,
      fileItems: [file],
      name: 'x',
    });
    expect(body).toMatchObject({
      success: false,
      msg: '导入清单时请选择单项工程：单位工程将建在它之下',
    });
  });

  it('lists bills in file order, opens the page holding a bill, searches, and corrects a bill with the totals following (a 分部 keeps its file subtotal)', async () => {
    const list = (params: object, pageSize = 2) =>
      ok<{ pageNo: number; total: number; data: BillItem[] }>({
        method: 'POST',
        url: '/api/b/item/getItemsData',
        payload: { pageNo: 1, pageSize, params },
      });
    const all = await list({ nodeId: unitId }, 50);
    expect(all.total).toBe(5);
    expect(all.data.map((bill) => bill.code)).toEqual([
      '010101001001',
      '010101002001',
      '010515001001',
      '01B001',
      '011701001001',
    ]);
    expect(all.data[0]!.nodePath).toContain('土石方工程');
    const target = all.data[3]!;
    const paged = await list({ nodeId: unitId, billId: target.id });
    expect(paged.pageNo).toBe(2);
    expect(paged.data.map((bill) => bill.id)).toContain(target.id);
    expect((await list({ nodeId: unitId, keyword: '钢筋' }, 50)).data.map((b) => b.name)).toEqual([
      '现浇构件钢筋',
    ]);
    expect((await list({ nodeId: unitId, kind: 'measure' }, 50)).data.map((b) => b.code)).toEqual([
      '011701001001',
    ]);
    // 只看异常: only the listed bills, in file order; an empty list lists none.
    const only = await list({ nodeId: unitId, billIds: [target.id, all.data[1]!.id] }, 50);
    expect(only.total).toBe(2);
    expect(only.data.map((bill) => bill.code)).toEqual(['010101002001', '01B001']);
    expect((await list({ nodeId: unitId, billIds: [] }, 50)).total).toBe(0);

    const projectBefore = await ok<CostProject>({
      method: 'GET',
      url: `/api/b/project/${projectId}`,
    });
    const saved = await ok<BillItem>({
      method: 'PUT',
      url: '/api/item/bill'.replace('/api/', '/api/b/'),
      payload: {
        id: all.data[0]!.id,
        name: '平整场地',
        features: '三类土',
        unit: 'm2',
        quantity: '1,300',
        unitPrice: '2.345',
      },
    });
    expect(saved).toMatchObject({ quantity: '1300.0000', unitPrice: '2.35', amount: '3055.00' });
    const projectAfter = await ok<CostProject>({
      method: 'GET',
      url: `/api/b/project/${projectId}`,
    });
    expect(Number(projectAfter.amount)).toBeGreaterThan(Number(projectBefore.amount));
    const division = (await tree(projectId))[0]!.children[0]!.children[0]!.children.flatMap((d) => [
      d,
      ...d.children,
    ]).find((d) => d.name === '土石方工程')!;
    // The 分部 keeps the subtotal its file stated; the unit and project totals follow the bill.
    expect(division.amount).toBe('10135.50');
  });

  it('exports a unit as a workbook that imports back to the same bills', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/b/project/exportProjectFullAttr/${projectId}/${unitId}`,
      headers: { AuthToken: tokens.admin! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.length).toBeGreaterThan(0);

    const file = await upload('导出.xlsx', response.rawPayload);
    const { body } = await importBills({
      projectId,
      projectNodeId: singleId,
      fileItems: [file],
      name: '回导单位',
    });
    expect(body.success, body.msg).toBe(true);
    expect(body.data.bills).toBe(5);
    const bills = async (nodeId: string) =>
      (
        await ok<{ data: BillItem[] }>({
          method: 'POST',
          url: '/api/b/item/getItemsData',
          payload: { pageNo: 1, pageSize: 50, params: { nodeId } },
        })
      ).data.map((bill) => [
        bill.code,
        bill.name,
        bill.unit,
        bill.quantity,
        bill.unitPrice,
        bill.amount,
      ]);
    expect(await bills(body.data.unitId!)).toEqual(await bills(unitId));
  });
});

describe('the fee table', () => {
  let projectId: string;
  let unitId: string;
  beforeAll(async () => {
    const { project, single } = await projectWithSingle('费用测试');
    projectId = project.id;
    const file = await upload('清单.xlsx', await buildBillWorkbook({ bills: sampleBills() }));
    const { body } = await importBills({
      projectId,
      projectNodeId: single.id,
      fileItems: [file],
      name: '建筑',
    });
    unitId = body.data.unitId!;
  });
  const rows = async () =>
    (
      await ok<{ rows: FeeRowTree[] }>({
        method: 'POST',
        url: '/api/b/project/fee/queryTree',
        payload: { params: { projectId, nodeId: unitId } },
      })
    ).rows;
  const flat = (tree: FeeRowTree[]): FeeRow[] =>
    tree.flatMap((row) => [row, ...flat(row.children)]);

  it('adds a row, recomputing the table, and refuses a base that closes a cycle, naming it', async () => {
    const added = await ok<FeeRow>({
      method: 'POST',
      url: '/api/b/project/fee/add',
      payload: {
        projectId,
        nodeId: unitId,
        code: 'G',
        name: '优质工程增加费',
        base: 'A',
        rate: '1.5',
      },
    });
    const a = flat(await rows()).find((row) => row.code === 'A')!;
    expect(added.amount).toBe((Math.round(Number(a.amount) * 1.5) / 100).toFixed(2));

    await ok<FeeRow>({
      method: 'POST',
      url: '/api/b/project/fee/add',
      payload: {
        projectId,
        nodeId: unitId,
        afterId: added.id,
        code: 'H',
        name: '赶工措施费',
        base: 'G',
        rate: '100',
      },
    });
    const before = flat(await rows());
    const { body } = await asAdmin<null>({
      method: 'PUT',
      url: '/api/b/project/fee',
      payload: { id: added.id, code: 'G', name: '优质工程增加费', base: 'A+H', rate: '1.5' },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(/循环引用.*(G→H→G|H→G→H)/);
    expect(flat(await rows())).toEqual(before);
  });

  it('refuses to delete a row another row’s base uses', async () => {
    const a = flat(await rows()).find((row) => row.code === 'A')!;
    const { body } = await asAdmin<null>({ method: 'DELETE', url: `/api/b/project/fee/${a.id}` });
    expect(body).toMatchObject({ success: false });
    expect(body.msg).toContain('A');
    expect(flat(await rows()).some((row) => row.id === a.id)).toBe(true);
  });

  it('verifies a formula without saving and evaluates symbols', async () => {
    const verify = await ok<{ valid: boolean; issues: { kind: string }[] }>({
      method: 'POST',
      url: '/api/b/projectFactors/verifyFormulaValid',
      payload: { projectId, nodeId: unitId, formula: 'A+NOPE', code: 'H' },
    });
    expect(verify.valid).toBe(false);
    expect(verify.issues.map((issue) => issue.kind)).toContain('unknownSymbol');
    const symbol = await ok<{ value: string }>({
      method: 'POST',
      url: '/api/b/project/fee/getFeeBySymbol',
      payload: { projectId, nodeId: unitId, symbol: 'fbfxhj' },
    });
    expect(symbol.value).toBe('62158.8');
  });
});

describe('isolation and permissions', () => {
  it('hides another company’s project and refuses a user without the permission', async () => {
    const { project } = await projectWithSingle('保密项目');
    for (const url of [
      `/api/b/project/${project.id}`,
      `/api/b/project/node/queryProjectTree/${project.id}`,
    ]) {
      const { response, body } = await as('bob')({ method: 'GET', url });
      expect(body.success).toBe(false);
      expect(response.statusCode).toBe(404);
    }
    expect(
      (
        await as('bob')<{ total: number }>({
          method: 'POST',
          url: '/api/b/project/index/search/searchProject',
          payload: { pageNo: 1, pageSize: 20 },
        })
      ).body.data.total,
    ).toBe(0);
    const { response } = await as('lisi')({
      method: 'POST',
      url: '/api/b/project/saveProject',
      payload: { name: '越权', priceDate: '2024-01-01' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('importing pricing-software exports (the corpus)', () => {
  interface Imported {
    unitId: string;
    tables: string[];
    fees: number;
    totals: { total: string | null; lawfee: string | null; tax: string | null };
  }
  const importCorpus = async (name: string, content: Buffer, extra: object = {}) => {
    const { project, single } = await projectWithSingle(name, extra);
    const file = await upload(`${name}.xlsx`, content);
    const { body } = await asAdmin<ImportAnswer & { units: Imported[]; features: object }>({
      method: 'POST',
      url: '/api/b/project/file/importExcel',
      payload: { projectId: project.id, projectNodeId: single.id, fileItems: [file], name },
    });
    expect(body.success, `${body.msg} ${JSON.stringify(body.data?.errors?.slice(0, 3))}`).toBe(
      true,
    );
    return { project, single, answer: body.data };
  };
  const feeRows = async (projectId: string, nodeId: string) =>
    (
      await ok<{ rows: FeeRowTree[]; total: string }>({
        method: 'POST',
        url: '/api/b/project/fee/queryTree',
        payload: { params: { projectId, nodeId } },
      })
    ).rows;
  const flat = (rows: FeeRowTree[]): [string, string, string][] =>
    rows.flatMap((row) => [
      [row.code, row.name, row.amount] as [string, string, string],
      ...flat((row as FeeRowTree & { children?: FeeRowTree[] }).children ?? []),
    ]);

  it('given a clean 招标控制价 workbook, when imported, then 规费, 税金, the total and each 分部 subtotal are the file’s, its sources are saved and its information fills the project', async () => {
    const [workbook] = await corpus();
    const figures = workbook!.units[0]!;
    const { project, answer } = await importCorpus('语料一', workbook!.clean);
    const unit = answer.units[0]!;
    expect(unit.tables).toEqual(
      expect.arrayContaining(['bills', 'analysis', 'fees', 'summary', 'projectInfo']),
    );
    expect(unit.totals).toEqual({
      total: figures.total.toFixed(2),
      lawfee: figures.lawfee.toFixed(2),
      tax: figures.tax.toFixed(2),
    });
    const rows = flat(await feeRows(project.id, unit.unitId));
    const amountOf = (code: string) => rows.find((row) => row[0] === code)?.[2];
    expect(amountOf('D')).toBe(figures.lawfee.toFixed(2));
    expect(amountOf('E')).toBe(figures.tax.toFixed(2));
    expect(amountOf('F')).toBe(figures.total.toFixed(2));

    const nodes = await tree(project.id);
    const unitNode = nodes[0]!.children[0]!.children[0]!;
    expect(unitNode.amount).toBe(figures.total.toFixed(2));
    const divisions: Record<string, string | null> = {};
    const walk = (list: ProjectNodeTree[]) => {
      for (const n of list) {
        if (n.level === 'division') divisions[n.code] = n.amount;
        walk(n.children ?? []);
      }
    };
    walk(unitNode.children ?? []);
    expect(divisions).toEqual(
      Object.fromEntries(Object.entries(figures.divisions).map(([c, a]) => [c, a.toFixed(2)])),
    );

    const loaded = await loadProject(t.database.db, project.id);
    expect(loaded.units[unit.unitId]!.sources?.tables).toEqual(unit.tables);
    const tax = loaded.units[unit.unitId]!.fees.find((fee) => fee.category === 'tax')!;
    expect(tax).toMatchObject({ rate: 9, amount: figures.tax });
    expect(tax.statedBase).toBeCloseTo(figures.total - figures.tax, 2);
    // Replaced by the template, the fee table is the product's: computed, and no longer the file's.
    await ok({
      method: 'POST',
      url: '/api/b/project/fee/init',
      payload: { projectId: project.id, nodeId: unit.unitId },
    });
    const reloaded = await loadProject(t.database.db, project.id);
    expect(reloaded.units[unit.unitId]!.sources?.tables).not.toContain('fees');
    expect(reloaded.units[unit.unitId]!.sources?.tables).toContain('bills');
    const computed = reloaded.units[unit.unitId]!.fees.find((fee) => fee.category === 'fbfx')!;
    expect(computed.amount).toBe(figures.fbfx);
    const after = await ok<CostProject>({ method: 'GET', url: `/api/b/project/${project.id}` });
    expect(after.features).toMatchObject({ 屋面面积: workbook!.info['屋面面积'] });
    expect(Number(after.area)).toBe(Number(workbook!.info['建筑面积']));
  });

  it('given a flawed twin with a duplicate bill code and a resource at two prices, when imported, then it imports with both rows and its 分部 keeps the wrong subtotal', async () => {
    const list = await corpus();
    const workbook = list.find((w) => w.flaws.some((f) => f.kind === 'duplicateBillCode'))!;
    const { answer } = await importCorpus('语料瑕疵', workbook.flawed);
    expect(answer.bills).toBe(workbook.units[0]!.bills);
    const twoPrices = list.find((w) => w.flaws.some((f) => f.kind === 'twoPrices'))!;
    await importCorpus('语料两价', twoPrices.flawed);
  });

  it('given a workbook of two units, when imported, then both go under the 单项 with their own figures', async () => {
    const workbook = (await corpus()).find((w) => w.units.length === 2)!;
    const { answer } = await importCorpus('语料两单位', workbook.clean);
    expect(answer.units.map((u) => u.totals.total)).toEqual(
      workbook.units.map((u) => u.total.toFixed(2)),
    );
  });

  it('given an imported corpus unit, when exported and imported again, then bills, 分部 subtotals and the fee table are equal', async () => {
    const workbook = (await corpus())[1]!;
    const { project, single, answer } = await importCorpus('语料回导', workbook.clean);
    const unitId = answer.units[0]!.unitId;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/b/project/exportProjectFullAttr/${project.id}/${unitId}`,
      headers: { AuthToken: tokens.admin! },
    });
    const file = await upload('回导.xlsx', response.rawPayload);
    const { body } = await asAdmin<ImportAnswer & { units: Imported[] }>({
      method: 'POST',
      url: '/api/b/project/file/importExcel',
      payload: { projectId: project.id, projectNodeId: single.id, fileItems: [file], name: '回导' },
    });
    expect(body.success, body.msg).toBe(true);
    const again = body.data.units[0]!;
    expect(flat(await feeRows(project.id, again.unitId))).toEqual(
      flat(await feeRows(project.id, unitId)),
    );
    const nodes = (await tree(project.id))[0]!.children[0]!.children;
    const amounts = (id: string) => {
      const out: (string | null)[] = [];
      const walk = (list: ProjectNodeTree[]) => {
        for (const n of list) {
          out.push(n.amount);
          walk(n.children ?? []);
        }
      };
      walk(nodes.find((n) => n.id === id)!.children ?? []);
      return out;
    };
    expect(amounts(again.unitId)).toEqual(amounts(unitId));
    const first = nodes.find((n) => n.id === unitId)!;
    expect(nodes.find((n) => n.id === again.unitId)!.amount).toBe(first.amount);
  });
});
