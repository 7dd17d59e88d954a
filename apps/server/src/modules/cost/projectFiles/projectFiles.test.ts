import type {
  CompareBills,
  CostProject,
  FileItem,
  ProjectConditionChoice,
  ProjectPricePreview,
  ProjectSheet,
  ProjectSheetPreview,
  ProjectSummary,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { buildBillWorkbook, sampleBills } from '../billExcel/fixture';
import { DEMO_COST_PROJECT_ID } from '../demoIds';

const OFFICE = 'cost-demo-office';
const BASEMENT = 'cost-demo-basement';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const as =
  (who: string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });

async function ok<T>(options: InjectOptions, who = 'admin'): Promise<T> {
  const { body } = await as(who)<T>(options);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

const post = <T>(url: string, payload: object, who = 'admin') =>
  ok<T>({ method: 'POST', url: `/api${url}`, payload }, who);
const get = <T>(url: string, who = 'admin') => ok<T>({ method: 'GET', url: `/api${url}` }, who);

const condition = (name: string, searchContent?: string, who = 'admin') =>
  post<ProjectConditionChoice[]>(
    `/b/project/index/search/${name}`,
    searchContent ? { searchContent } : {},
    who,
  );
const search = (params: object) =>
  post<{ total: number; data: CostProject[] }>('/b/project/index/search/searchProject', {
    pageNo: 1,
    pageSize: 100,
    params,
  });

async function upload(fileName: string, content: Buffer, who = 'admin'): Promise<string> {
  const boundary = `----ccms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const ids = await ok<string[]>(
    {
      method: 'POST',
      url: '/api/b/fileItem/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
    who,
  );
  return ids[0]!;
}

/** The 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('search conditions', () => {
  it('offers subjects and bill codes with counts that the search reproduces', async () => {
    const subjects = await condition('getSubjectCondition');
    expect(subjects.length).toBeGreaterThan(0);
    for (const choice of subjects.slice(0, 3)) {
      const found = await search({ subjectCodes: [choice.value] });
      expect(found.total, choice.value).toBe(choice.count);
    }
    const bills = await condition('getBillCondition');
    expect(bills.length).toBeGreaterThan(0);
    expect(bills[0]!.value).toMatch(/^\d{9}$/);
    const found = await search({ billCodes: [bills[0]!.value] });
    expect(found.total).toBe(bills[0]!.count);
    expect((await search({ billCodes: ['999999999'] })).total).toBe(0);
  });

  it('filters choices by text', async () => {
    const all = await condition('getBillCondition');
    const first = all[0]!;
    const filtered = await condition('getBillCondition', first.value);
    expect(filtered.map((choice) => choice.value)).toContain(first.value);
    expect(
      filtered.every(
        (choice) => choice.value.includes(first.value) || choice.label.includes(first.value),
      ),
    ).toBe(true);
    expect(await condition('getSubjectCondition', '不存在的科目名称')).toEqual([]);
  });

  it('offers indicators with the projects having them', async () => {
    const items = await condition('getItemsCondition');
    const total = items.find((choice) => choice.value === 'total');
    expect(total?.label).toBe('总造价');
    const found = await search({ items: ['total'] });
    expect(found.total).toBe(total!.count);
  });

  it('offers materials once a project is coded, and rules flagged by the latest check', async () => {
    await post(`/b/autoCoder/${OFFICE}`, {});
    const materials = await condition('getMaterialCondition');
    expect(materials.length).toBeGreaterThan(0);
    expect((await search({ materialCodes: [materials[0]!.value] })).total).toBe(
      materials[0]!.count,
    );

    await post('/b/quality/checkrecord/start', {
      projectId: DEMO_COST_PROJECT_ID,
      checks: ['relativityCheck', 'expandCheck'],
    });
    const relativity = await condition('getRelativityCondition');
    const expand = await condition('getExpandCondition');
    for (const choice of [...relativity, ...expand]) {
      expect(choice.count).toBeGreaterThan(0);
      expect(choice.label).not.toBe(choice.value);
    }
    if (relativity[0]) {
      const found = await search({ relativity: [relativity[0].value] });
      expect(found.data.map((project) => project.id)).toContain(DEMO_COST_PROJECT_ID);
    }
    expect((await search({ relativity: ['relativityCheck.none'] })).total).toBe(0);
  });

  it('answers another company only its own library', async () => {
    expect(await condition('getBillCondition', undefined, 'bob')).toEqual([]);
    expect(await condition('getSubjectCondition', undefined, 'bob')).toEqual([]);
  });

  it('refuses bad input', async () => {
    const { body } = await as('admin')({
      method: 'POST',
      url: '/api/b/project/index/search/getBillCondition',
      payload: { searchContent: '<script>' },
    });
    expect(body.success).toBe(false);
    const tooMany = await as('admin')({
      method: 'POST',
      url: '/api/b/project/index/search/searchProject',
      payload: { params: { billCodes: Array.from({ length: 21 }, (_, i) => String(i)) } },
    });
    expect(tooMany.body.success).toBe(false);
  });
});

describe('project files', () => {
  let workbook: string;
  it('attaches uploads to a project and lists them, images apart', async () => {
    workbook = await upload('清单.xlsx', await buildBillWorkbook({ bills: sampleBills() }));
    const image = await upload('现场.png', PNG);
    const files = await post<FileItem[]>('/b/project/file/', {
      projectId: OFFICE,
      fileIds: [workbook, image],
    });
    expect(files.map((file) => file.id).sort()).toEqual([workbook, image].sort());
    expect((await get<FileItem[]>(`/b/project/file/${OFFICE}`)).length).toBe(2);
    const images = await get<FileItem[]>(`/b/project/summary/${OFFICE}/imageList`);
    expect(images.map((file) => file.id)).toEqual([image]);
    expect(await get<FileItem[]>(`/b/project/file/${BASEMENT}`)).toEqual([]);
  });

  it('refuses a file already attached elsewhere, writing nothing', async () => {
    const fresh = await upload('新清单.xlsx', await buildBillWorkbook({ bills: sampleBills() }));
    const { body } = await as('admin')({
      method: 'POST',
      url: '/api/b/project/file/',
      payload: { projectId: BASEMENT, fileIds: [fresh, workbook] },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('清单.xlsx');
    expect(await get<FileItem[]>(`/b/project/file/${BASEMENT}`)).toEqual([]);
  });

  it('keeps another company out', async () => {
    const list = await as('bob')({ method: 'GET', url: `/api/b/project/file/${OFFICE}` });
    expect(list.response.statusCode).toBe(404);
    const read = await as('bob')({
      method: 'POST',
      url: '/api/b/project/file/readExcel/',
      payload: { fileId: workbook },
    });
    expect(read.response.statusCode).toBe(404);
    const own = await upload('bob.png', PNG, 'bob');
    const attach = await as('admin')({
      method: 'POST',
      url: '/api/b/project/file/',
      payload: { projectId: OFFICE, fileIds: [own] },
    });
    expect(attach.response.statusCode).toBe(404);
  });

  it('names the formats of each kind of upload', async () => {
    expect(await get('/b/project/file/support/archive')).toEqual({
      kind: 'archive',
      suffixes: ['zip'],
    });
    const bad = await as('admin')({ method: 'GET', url: '/api/b/project/file/support/exe' });
    expect(bad.body.success).toBe(false);
  });

  it('reads the sheets of a workbook by file id, with header rows and first rows', async () => {
    const sheets = await post<ProjectSheet[]>('/b/project/file/readExcel/', { fileId: workbook });
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets[0]!.headerRow).not.toBeNull();
    expect(sheets[0]!.headers.join('')).toContain('项目编码');
    const preview = await post<ProjectSheetPreview[]>('/b/project/file/readExcelEx/', {
      fileId: workbook,
    });
    expect(preview[0]!.rows.length).toBeGreaterThan(0);
    expect(preview[0]!.rows.length).toBeLessThanOrEqual(20);
  });

  it('previews one sheet and refuses a sheet the workbook lacks', async () => {
    const sheet = await post<ProjectSheetPreview>('/b/project/file/excel/preview', {
      fileId: workbook,
      sheet: 0,
    });
    expect(sheet.index).toBe(0);
    expect(sheet.rows.length).toBeGreaterThan(0);
    const missing = await as('admin')({
      method: 'POST',
      url: '/api/b/project/file/excel/preview',
      payload: { fileId: workbook, sheet: 50 },
    });
    expect(missing.body.success).toBe(false);
    expect(missing.body.msg).toContain('51');
  });

  it('reads a price list as material prices with each bad row named', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('材料价格');
    sheet.addRow(['2024年7月 材料市场价格']);
    sheet.addRow(['序号', '材料名称', '规格型号', '单位', '含税单价(元)']);
    sheet.addRow([1, '钢筋', 'HRB400 Φ12', 't', 4200.5]);
    sheet.addRow([2, '', '', 't', 10]);
    sheet.addRow([3, '水泥', 'P.O42.5', 't', '一百']);
    sheet.addRow([4, '商品混凝土', 'C30', 'm3', '520']);
    const file = await upload('价格.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const prices = await post<ProjectPricePreview>('/b/project/file/readPriceExcel', {
      fileId: file,
    });
    expect(prices).toMatchObject({ sheet: '材料价格', valid: 2, invalid: 2 });
    expect(prices.rows[0]).toEqual({
      rowNumber: 3,
      name: '钢筋',
      spec: 'HRB400 Φ12',
      unit: 't',
      price: '4200.50',
      error: null,
    });
    expect(prices.rows[1]!.error).toContain('第 4 行');
    expect(prices.rows[2]!.error).toContain('一百');
    expect(prices.rows[3]!.price).toBe('520.00');
    const noHeader = await as('admin')({
      method: 'POST',
      url: '/api/b/project/file/readPriceExcel',
      payload: { fileId: workbook },
    });
    expect(noHeader.body.success).toBe(false);
  });

  it('refuses path-like file names', async () => {
    for (const fileId of ['../../etc/passwd', '/etc/passwd', 'C:\\boot.ini']) {
      const { response, body } = await as('admin')({
        method: 'POST',
        url: '/api/b/project/file/readExcelEx/',
        payload: { fileId },
      });
      expect(response.statusCode, fileId).toBe(400);
      expect(body.success).toBe(false);
    }
    const dir = await as('admin')({
      method: 'GET',
      url: '/api/b/project/file/readDirectory/..%2F..%2Fetc',
    });
    expect(dir.body.success).toBe(false);
  });

  it('lists the entries of an uploaded zip and refuses anything else', async () => {
    const zip = await upload('资料.zip', await buildBillWorkbook({ bills: sampleBills() }));
    const entries = await get<{ name: string; size: number; suffix: string }[]>(
      `/b/project/file/readDirectory/${zip}`,
    );
    expect(entries.map((entry) => entry.name)).toContain('[Content_Types].xml');
    expect(entries.find((entry) => entry.name === '[Content_Types].xml')!.suffix).toBe('xml');
    const notZip = await as('admin')({
      method: 'GET',
      url: `/api/b/project/file/readDirectory/${workbook}`,
    });
    expect(notZip.body.success).toBe(false);
    expect(notZip.body.msg).toContain('zip');
  });
});

describe('importing an archive into a project', () => {
  it('adds the entries of a zip as project files, all or nothing', async () => {
    const sheet = await upload('一.xlsx', await buildBillWorkbook({ bills: sampleBills() }));
    const image = await upload('二.png', PNG);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/b/fileItem/download/${sheet},${image}`,
      headers: { AuthToken: tokens.admin! },
    });
    expect(download.statusCode).toBe(200);
    const zip = await upload('资料包.zip', download.rawPayload);
    const names = (await get<{ name: string }[]>(`/b/project/file/readDirectory/${zip}`)).map(
      (entry) => entry.name,
    );
    expect(names).toHaveLength(2);

    const missing = await as('admin')({
      method: 'POST',
      url: '/api/b/project/file/import',
      payload: { projectId: BASEMENT, fileId: zip, entries: ['../../etc/passwd'] },
    });
    expect(missing.body.success).toBe(false);
    const before = await get<FileItem[]>(`/b/project/file/${BASEMENT}`);

    // An xlsx is a zip whose entries (xml) the company does not accept: nothing is added.
    const refused = await as('admin')({
      method: 'POST',
      url: '/api/b/project/file/import',
      payload: { projectId: BASEMENT, fileId: sheet },
    });
    expect(refused.body.success).toBe(false);
    const xmlZip = await upload('表格.zip', await buildBillWorkbook({ bills: sampleBills() }));
    const xml = await as('admin')({
      method: 'POST',
      url: '/api/b/project/file/import',
      payload: { projectId: BASEMENT, fileId: xmlZip },
    });
    expect(xml.body.success).toBe(false);
    expect(xml.body.msg).toContain('xml');
    expect(await get<FileItem[]>(`/b/project/file/${BASEMENT}`)).toEqual(before);

    const files = await post<FileItem[]>('/b/project/file/import', {
      projectId: BASEMENT,
      fileId: zip,
      entries: [names[1]!],
    });
    expect(files.length).toBe(before.length + 1);
    expect(files[0]!.fileName).toBe(names[1]!.split('/').pop());

    const bob = await as('bob')({
      method: 'POST',
      url: '/api/b/project/file/import',
      payload: { projectId: BASEMENT, fileId: zip },
    });
    expect(bob.response.statusCode).toBe(404);
  });
});

describe('views, summary, compare, personal library', () => {
  it('counts views per project', async () => {
    type Views = { projectId: string; views: number }[];
    const [before] = await post<Views>('/b/project/lookCountProject', { ids: [BASEMENT] });
    expect(before!.views).toBeGreaterThan(0); // the demo seed's count
    await get(`/b/project/addlookCountProject/${BASEMENT}/3`);
    const after = await get<{ views: number }>(`/b/project/addlookCountProject/${BASEMENT}/2`);
    expect(after.views).toBe(before!.views + 5);
    const counts = await post<Views>('/b/project/lookCountProject', {
      ids: [BASEMENT, 'never-opened'],
    });
    expect(counts).toEqual([
      { projectId: BASEMENT, views: before!.views + 5 },
      { projectId: 'never-opened', views: 0 },
    ]);
    const zero = await as('admin')({
      method: 'GET',
      url: `/api/b/project/addlookCountProject/${BASEMENT}/0`,
    });
    expect(zero.body.success).toBe(false);
    const bob = await as('bob')({
      method: 'GET',
      url: `/api/b/project/addlookCountProject/${BASEMENT}/1`,
    });
    expect(bob.response.statusCode).toBe(404);
    expect(await post('/b/project/lookCountProject', { ids: [BASEMENT] }, 'bob')).toEqual([
      { projectId: BASEMENT, views: 0 },
    ]);
  });

  it('sums a project by 单项 and 单位 from its bills and fees', async () => {
    const summary = await get<ProjectSummary>(`/b/project/xml/summary/${OFFICE}`);
    const project = await get<CostProject>(`/b/project/${OFFICE}`);
    const units = summary.rows.filter((row) => row.level === 'unit');
    expect(units.length).toBeGreaterThan(0);
    const sum = (key: 'total' | 'items') =>
      units.reduce((acc, row) => acc.plus(row[key]), new Decimal(0)).toFixed(2);
    expect(summary.total.total).toBe(sum('total'));
    expect(summary.total.items).toBe(sum('items'));
    expect(units.reduce((acc, row) => acc + row.billCount, 0)).toBe(summary.total.billCount);
    expect(summary.total.billCount).toBe(project.billCount);
    for (const single of summary.rows.filter((row) => row.level === 'single')) {
      const under = units.filter((row) => row.parentId === single.nodeId);
      expect(single.total).toBe(
        under.reduce((acc, row) => acc.plus(row.total), new Decimal(0)).toFixed(2),
      );
    }
    expect(await post('/b/project/xml/summary', { projectId: OFFICE })).toEqual(summary);
    expect(await post(`/b/project/xml/summary/${OFFICE}`, {})).toEqual(summary);
    const bob = await as('bob')({ method: 'GET', url: `/api/b/project/xml/summary/${OFFICE}` });
    expect(bob.response.statusCode).toBe(404);
  });

  it('puts the same bills of projects side by side', async () => {
    const compared = await get<CompareBills>(`/b/compare/billDetailByBt/${OFFICE},${BASEMENT}`);
    expect(compared.projects.map((project) => project.id)).toEqual([OFFICE, BASEMENT]);
    const both = compared.rows.find((row) => row.cells.every((cell) => cell !== null));
    expect(both).toBeDefined();
    const cell = both!.cells[0]!;
    if (!new Decimal(cell.quantity).isZero())
      expect(new Decimal(cell.amount).div(cell.quantity).toFixed(2)).toBe(cell.unitPrice);
    const one = await as('admin')({
      method: 'GET',
      url: `/api/b/compare/billDetailByBt/${OFFICE}`,
    });
    expect(one.body.success).toBe(false);
    const seven = await as('admin')({
      method: 'GET',
      url: `/api/b/compare/billDetailByBt/${Array.from({ length: 7 }, (_, i) => `p${i}`).join(',')}`,
    });
    expect(seven.response.statusCode).toBe(400);
    const same = await as('admin')({
      method: 'GET',
      url: `/api/b/compare/billDetailByBt/${OFFICE},${OFFICE}`,
    });
    expect(same.body.success).toBe(false);
    const bob = await as('bob')({
      method: 'GET',
      url: `/api/b/compare/billDetailByBt/${OFFICE},${BASEMENT}`,
    });
    expect(bob.response.statusCode).toBe(404);
  });

  it('puts a project into the personal library once', async () => {
    const first = await post<{ id: string; added: boolean }>('/b/evaluate/project/intoPersonLib', {
      projectId: OFFICE,
      note: '参考',
    });
    expect(first.added).toBe(true);
    const again = await post<{ id: string; added: boolean }>('/b/evaluate/project/intoPersonLib', {
      projectId: OFFICE,
    });
    expect(again).toMatchObject({ id: first.id, added: false });
    const bob = await as('bob')({
      method: 'POST',
      url: '/api/b/evaluate/project/intoPersonLib',
      payload: { projectId: OFFICE },
    });
    expect(bob.response.statusCode).toBe(404);
  });
});
