import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExcelConfirm, ExcelRead, ExcelTemplate } from '@ccms/api-client';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictItems, menus, roleMenus, roles, userRoles, users } from '../../db/schema';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { OTHER_COMPANY, ROLELESS_USER, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { importerOf, registerImporter, type ImportRow } from './importers';

type ImportAnswer = {
  imported: number;
  total: number;
  errors: { rowNumber: number; field: string; title: string; message: string }[];
};

let t: TestApp;
let filesDir: string;
const tokens = { admin: '', bob: '', nobody: '' };

/** An importer only this file registers: every cell type, written to memory. */
const probeWritten: ImportRow[] = [];
function registerProbeImporter() {
  if (importerOf('probeEvent')) return;
  registerImporter({
    target: 'probeEvent',
    name: '探针事件',
    permission: 'sys:dict:edit',
    exportPermission: 'sys:dict:view',
    uniqueKey: ['code'],
    fields: [
      { field: 'code', title: '编号', type: 'string', required: true, maxLength: 8 },
      { field: 'amount', title: '金额', type: 'number' },
      { field: 'quantity', title: '数量', type: 'integer' },
      { field: 'day', title: '日期', type: 'date' },
      { field: 'active', title: '有效', type: 'boolean' },
      { field: 'post', title: '岗位', type: 'string' },
    ],
    plan(_db, rows) {
      const taken = rows.filter((row) => row.values.code === 'EXIST');
      return Promise.resolve({
        issues: taken.map((row) => ({
          rowNumber: row.rowNumber,
          field: 'code',
          key: 'excel.row.exists' as const,
          params: { value: 'EXIST' },
        })),
        existing: new Set(taken.map((row) => row.rowNumber)),
        write: () => {
          probeWritten.push(...rows);
          return Promise.resolve(rows.length);
        },
      });
    },
    exportRows: () => Promise.resolve([]),
  });
}

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'ccms-excel-test-'));
  t = await createTestApp({ filesDir });
  await seedTestTenants(t.database.db, t.clock.now());
  registerProbeImporter();
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  tokens.nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const as =
  (who: keyof typeof tokens) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: tokens[who], ...options.headers } });
const asAdmin = as('admin');

// ── Workbooks and uploads ─────────────────────────────────────────────────────

async function workbook(
  rows: unknown[][],
  { sheetName = '用户', extraSheet }: { sheetName?: string; extraSheet?: string } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  if (extraSheet) book.addWorksheet(extraSheet).addRow(['说明：请在下一张表中填写']);
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function openWorkbook(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  return book;
}

async function upload(
  who: keyof typeof tokens,
  fileName: string,
  content: Buffer,
): Promise<string> {
  const boundary = `----ccms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { body } = await as(who)<string[]>({
    method: 'POST',
    url: '/api/b/fileItem/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(body.success, body.msg).toBe(true);
  return body.data[0]!;
}

const readExcel = (
  code: string,
  file: string,
  payload: object = {},
  who: keyof typeof tokens = 'admin',
) =>
  as(who)<ExcelRead>({
    method: 'POST',
    url: `/api/b/excel/template/readExcel/${code}/${file}`,
    payload,
  });
const confirmExcel = (code: string, file: string, payload: object = {}) =>
  asAdmin<ExcelConfirm>({
    method: 'POST',
    url: `/api/b/excel/template/confirmExcel/${code}/${file}`,
    payload,
  });
const doImport = (payload: object, who: keyof typeof tokens = 'admin') =>
  as(who)<ImportAnswer>({ method: 'POST', url: '/api/b/excel/doImport', payload });
const saveTemplate = (payload: object, who: keyof typeof tokens = 'admin') =>
  as(who)<ExcelTemplate>({ method: 'POST', url: '/api/b/excel/template', payload });

async function userCount() {
  const [row] = await t.database.db.select({ total: count() }).from(users);
  return row!.total;
}

const USER_TITLE = ['用户导入模板'];
const USER_HEADER = ['账号', '姓名', '所属部门', '手机', '角色', '初始密码', '备注'];

// ── Templates ─────────────────────────────────────────────────────────────────

describe('templates', () => {
  it('lists the seeded templates, filtered by keyword and target', async () => {
    const { body } = await asAdmin<{ total: number; data: ExcelTemplate[] }>({
      method: 'POST',
      url: '/api/b/excel/template/queryList',
      payload: { pageNo: 1, pageSize: 10 },
    });
    expect(body.data.data.map((template) => template.code)).toEqual([
      'dept-import',
      'dict-item-import',
      'member-import',
      'user-import',
    ]);
    const user = body.data.data.find((template) => template.code === 'user-import')!;
    expect(user).toMatchObject({
      target: 'user',
      targetName: '用户',
      headerRow: 2,
      createdBy: 'system',
    });
    expect(user.columns[0]).toMatchObject({ field: 'loginName', title: '登录名', required: true });

    const filtered = await asAdmin<{ total: number; data: ExcelTemplate[] }>({
      method: 'POST',
      url: '/api/b/excel/template/queryList',
      payload: { params: { keyword: '会员', target: 'member' } },
    });
    expect(filtered.body.data.data.map((template) => template.code)).toEqual(['member-import']);
  });

  it('lists the importers with their fields, unique keys and permissions', async () => {
    const { body } = await asAdmin<{ target: string; permission: string; uniqueKey: string[] }[]>({
      method: 'GET',
      url: '/api/b/excel/template/targets',
    });
    expect(body.data.find((target) => target.target === 'user')).toMatchObject({
      permission: 'sys:user:add',
      uniqueKey: ['loginName'],
    });
    expect(body.data.map((target) => target.target)).toEqual(
      expect.arrayContaining(['user', 'department', 'dictItem', 'member']),
    );
  });

  it('creates, reads, edits and deletes a template, stamping who and when', async () => {
    t.clock.advance(60_000);
    const created = await saveTemplate({
      code: 'staff-brief',
      name: ' 人员简表 ',
      target: 'user',
      columns: [
        { field: 'loginName', title: '账号' },
        { field: 'name', title: '姓名', aliases: ['名字'] },
        { field: 'job', title: '岗位', type: 'dict', dictCode: 'projectPost' },
      ],
    });
    expect(created.body.data).toMatchObject({
      code: 'staff-brief',
      name: '人员简表',
      headerRow: 2,
      createdBy: 'user-admin',
      createdAt: '2026-03-02 09:01:00',
    });
    expect(
      created.body.data.columns.map((column) => [column.field, column.required, column.sort]),
    ).toEqual([
      ['loginName', true, 1],
      ['name', true, 2],
      ['job', false, 3],
    ]);
    const id = created.body.data.id;

    const edited = await saveTemplate({
      id,
      code: 'staff-brief',
      name: '人员简表',
      target: 'user',
      headerRow: 1,
      columns: [
        { field: 'name', title: '姓名' },
        { field: 'loginName', title: '登录名' },
      ],
    });
    expect(edited.body.data.columns.map((column) => column.field)).toEqual(['name', 'loginName']);
    expect(edited.body.data).toMatchObject({ headerRow: 1, updatedBy: 'user-admin' });

    const read = await asAdmin<ExcelTemplate>({
      method: 'GET',
      url: `/api/b/excel/template/${id}`,
    });
    expect(read.body.data.columns).toHaveLength(2);

    const removed = await asAdmin({ method: 'DELETE', url: `/api/b/excel/template/${id}` });
    expect(removed.body.success).toBe(true);
    const gone = await asAdmin({ method: 'GET', url: `/api/b/excel/template/${id}` });
    expect(gone.response.statusCode).toBe(404);
  });

  it.each([
    [
      'a code in use',
      {
        code: 'user-import',
        columns: [
          { field: 'loginName', title: '账号' },
          { field: 'name', title: '姓名' },
        ],
      },
      200,
      '模板编码 user-import 已存在',
    ],
    [
      'a field its target lacks',
      { columns: [{ field: 'salary', title: '工资' }] },
      400,
      'columns.0.field：导入目标没有字段 salary',
    ],
    [
      'the same field twice',
      {
        columns: [
          { field: 'loginName', title: '账号' },
          { field: 'loginName', title: '登录名' },
        ],
      },
      400,
      'columns.1.field：字段 loginName 在模板中出现了多次',
    ],
    [
      'a required field left out',
      { columns: [{ field: 'loginName', title: '账号' }] },
      400,
      '缺少必填列：姓名',
    ],
    [
      'a dictionary that does not exist',
      {
        columns: [
          { field: 'loginName', title: '账号' },
          { field: 'name', title: '姓名' },
          { field: 'job', title: '岗位', type: 'dict', dictCode: 'no-such-dict' },
        ],
      },
      400,
      'columns.2.dictCode：所选的记录不存在',
    ],
    [
      'a number read as a date',
      {
        target: 'department',
        columns: [
          { field: 'name', title: '名称' },
          { field: 'sort', title: '排序', type: 'date' },
        ],
      },
      400,
      'columns.1.type：字段 sort 只能按 integer 读取',
    ],
    [
      'an unknown target',
      { target: 'salary', columns: [{ field: 'name', title: '名称' }] },
      400,
      'target：没有名为 salary 的导入目标',
    ],
  ] as const)('refuses %s and writes nothing', async (_what, change, status, msg) => {
    const { response, body } = await saveTemplate({
      code: 'refused',
      name: '被拒绝的模板',
      target: 'user',
      ...change,
    });
    expect(response.statusCode).toBe(status);
    expect(body).toMatchObject({ success: false, msg });
    const list = await asAdmin<{ total: number }>({
      method: 'POST',
      url: '/api/b/excel/template/queryList',
      payload: { params: { keyword: 'refused' } },
    });
    expect(list.body.data.total).toBe(0);
  });

  it('copies template definitions to another company by code: created, then skipped or overwritten', async () => {
    const { body: source } = await asAdmin<ExcelTemplate>({
      method: 'GET',
      url: '/api/b/excel/template/excel-tpl-member',
    });
    const definition = {
      code: source.data.code,
      name: source.data.name,
      target: source.data.target,
      sheetName: source.data.sheetName,
      headerRow: source.data.headerRow,
      remarks: source.data.remarks,
      columns: source.data.columns,
    };
    const importData = (overwrite: boolean, name = definition.name) =>
      as('bob')<{ created: number; updated: number; skipped: string[] }>({
        method: 'POST',
        url: '/api/b/excel/template/importData',
        payload: { templates: [{ ...definition, name }], overwrite },
      });
    expect((await importData(false)).body.data).toEqual({ created: 1, updated: 0, skipped: [] });
    expect((await importData(false)).body.data).toEqual({
      created: 0,
      updated: 0,
      skipped: ['member-import'],
    });
    expect((await importData(true, '会员导入模板（新）')).body.data).toEqual({
      created: 0,
      updated: 1,
      skipped: [],
    });
    const { body: bobs } = await as('bob')<{ data: ExcelTemplate[] }>({
      method: 'POST',
      url: '/api/b/excel/template/queryList',
      payload: {},
    });
    expect(
      bobs.data.data.map((template) => [template.code, template.name, template.columns.length]),
    ).toEqual([['member-import', '会员导入模板（新）', 6]]);
  });
});

// ── Downloading a template ────────────────────────────────────────────────────

describe('downloading a template', () => {
  it('answers an .xlsx with the title row, the header row with required columns marked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/b/excel/user-import/downloadTemplate',
      headers: { AuthToken: tokens.admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`,
    );
    const book = await openWorkbook(response.rawPayload);
    const sheet = book.getWorksheet('用户')!;
    expect(sheet.getCell('A1').value).toBe('用户导入模板');
    expect(sheet.getCell('I1').isMerged).toBe(true);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '*登录名',
      '*姓名',
      '部门',
      '手机号码',
      '邮箱',
      '工号',
      '职务',
      '角色',
      '初始密码',
    ]);
    expect(sheet.getCell('A2').font.color?.argb).toBe('FFC00000');
  });

  it('offers drop-downs for 是/否 and dictionary columns, the entries on a hidden sheet', async () => {
    const saved = await saveTemplate({
      code: 'probe-event',
      name: '探针事件',
      target: 'probeEvent',
      headerRow: 1,
      columns: [
        { field: 'code', title: '编号', unique: true },
        { field: 'amount', title: '金额' },
        { field: 'quantity', title: '数量' },
        { field: 'day', title: '日期' },
        { field: 'active', title: '有效' },
        { field: 'post', title: '岗位', type: 'dict', dictCode: 'projectPost', required: true },
      ],
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/b/excel/probe-event/downloadTemplate',
      headers: { AuthToken: tokens.admin },
    });
    const book = await openWorkbook(response.rawPayload);
    const sheet = book.getWorksheet('探针事件')!;
    expect(sheet.getCell('A1').value).toBe('*编号');
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
    ).dataValidations.model;
    expect(validations.E2!.formulae).toEqual(['"是,否"']);
    expect(validations.F2!.formulae).toEqual(["'字典'!$F$1:$F$6"]);
    const lists = book.getWorksheet('字典')!;
    expect(lists.state).toBe('veryHidden');
    expect(lists.getCell('F1').value).toBe('项目负责人');
  });

  it('answers 404 for a code the company has no template for', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/b/excel/no-such-template/downloadTemplate',
      headers: { AuthToken: tokens.admin },
    });
    expect(response.statusCode).toBe(404);
  });
});

// ── Reading and checking a sheet ──────────────────────────────────────────────

describe('reading a sheet', () => {
  it('finds the header row, proposes the mapping by name and alias, and previews rows', async () => {
    const file = await upload(
      'admin',
      '新员工.xlsx',
      await workbook(
        [
          USER_TITLE,
          USER_HEADER,
          ['wangwu', '王五', '造价一部', '13800000011', '造价工程师', 'Wang@2026x', '新入职'],
        ],
        { extraSheet: '填写说明' },
      ),
    );
    const { body } = await readExcel('user-import', file);
    expect(body.success, body.msg).toBe(true);
    expect(body.data).toMatchObject({
      fileName: '新员工.xlsx',
      sheet: 1,
      headerRow: 2,
      colIndexMaps: {
        '0': 'loginName',
        '1': 'name',
        '2': 'deptPath',
        '3': 'phone',
        '4': 'roles',
        '5': 'password',
      },
      missing: [],
      rowCount: 1,
    });
    expect(body.data.sheets.map((sheet) => sheet.name)).toEqual(['填写说明', '用户']);
    expect(body.data.headers.at(-1)).toEqual({ col: 6, name: '备注' });
    expect(body.data.fields.find((field) => field.key === 'email')).toEqual({
      name: '邮箱',
      key: 'email',
      col: null,
    });
    expect(body.data.datas).toEqual([
      ['wangwu', '王五', '造价一部', '13800000011', '造价工程师', 'Wang@2026x', '新入职'],
    ]);
  });

  it('finds a header below notes, and names required columns the sheet lacks', async () => {
    const file = await upload(
      'admin',
      '带说明.xlsx',
      await workbook([
        ['部门导入'],
        ['请勿修改表头'],
        [],
        ['上级部门', '排序'],
        ['示例造价咨询有限公司', 1],
      ]),
    );
    const { body } = await readExcel('dept-import', file);
    expect(body.data).toMatchObject({
      headerRow: 4,
      colIndexMaps: { '0': 'parentPath', '1': 'sort' },
    });
    expect(body.data.missing).toEqual(['部门名称']);
    const confirmed = await confirmExcel('dept-import', file);
    expect(confirmed.body).toMatchObject({ success: false, msg: '缺少必填列：部门名称' });
  });

  it('checks every rule per row and field, with the mapping given, and writes nothing', async () => {
    const file = await upload(
      'admin',
      '事件.xlsx',
      await workbook(
        [
          ['编号', '金额', '数量', '日期', '有效', '岗位', '忽略'],
          ['E1', '1,234.5', 3, new Date(Date.UTC(2024, 4, 1)), '是', '项目负责人', 'x'],
          ['E2', 'abc', 2.5, '2024-02-30', '也许', '厨师'],
          [null, 1, 1, '2024/05/01', '否', '审核人'],
          ['E1', 2, 2, '2024.05.01', 'Y', '审核人'],
          ['TOOLONG99', 3, 3, '2024年5月1日', 'N', '审核人'],
          ['EXIST', 4, 4, 45413, '否', '审核人'],
          [
            { formula: '"E"&"9"', result: 'E9' },
            { formula: '1+1', result: 2 },
            1,
            45413.5,
            1,
            'specialist',
          ],
          ['<b>E</b>', 1, 1, '2024-05-01', '是', '审核人'],
          ['E10', 1, 1, '2024-05-01', '是', { formula: '1/0', result: { error: '#DIV/0!' } }],
        ],
        { sheetName: '事件' },
      ),
    );
    // The sheet's columns are in the template's order; "忽略" is left unmapped on purpose.
    const { body } = await confirmExcel('probe-event', file, {
      colIndexMaps: {
        '0': 'code',
        '1': 'amount',
        '2': 'quantity',
        '3': 'day',
        '4': 'active',
        '5': 'post',
      },
    });
    expect(body.success, body.msg).toBe(true);
    expect(body.data).toMatchObject({ total: 9, valid: 2, invalid: 7 });
    const byRow = Object.fromEntries(
      body.data.rows.map((row) => [
        row.rowNumber,
        row.errors.map((error) => `${error.title}:${error.message}`),
      ]),
    );
    expect(byRow).toEqual({
      2: [],
      3: [
        '金额:“abc”不是有效的数字',
        '数量:“2.5”不是整数',
        '日期:“2024-02-30”不是有效的日期（如 2024-05-01）',
        '有效:请填写“是”或“否”',
        '岗位:“厨师”不是字典“项目岗位”中的选项',
      ],
      4: ['编号:不能为空'],
      5: ['编号:与第 2 行重复'],
      6: ['编号:长度不能超过 8 个字符'],
      7: ['编号:“EXIST”已存在'],
      8: [],
      9: ['编号:不能包含 < 或 >'],
      10: ['岗位:单元格是错误值 #DIV/0!'],
    });
    expect(body.data.rows[0]!.values).toEqual({
      code: 'E1',
      amount: 1234.5,
      quantity: 3,
      day: '2024-05-01',
      active: true,
      post: 'manager',
    });
    // Formulas are read as their cached results; a serial with a time is that day.
    expect(body.data.rows.find((row) => row.rowNumber === 8)!.values).toMatchObject({
      code: 'E9',
      amount: 2,
      day: '2024-05-01',
      post: 'specialist',
    });
    expect(body.data.rows.find((row) => row.rowNumber === 7)!.exists).toBe(true);
    expect(probeWritten).toEqual([]);
  });

  it('hands a registered importer only fully checked rows, and only when all are right', async () => {
    const header = ['编号', '金额', '数量', '日期', '有效', '岗位'];
    const good = ['G1', '12', 1, '2024/5/1', '是', '审核人'];
    const bad = await upload(
      'admin',
      '事件-有误.xlsx',
      await workbook([header, good, ['G2', '十二', 1, '2024/5/1', '是', '审核人']]),
    );
    const refused = await doImport({ code: 'probe-event', encodedFileItem: bad });
    expect(refused.body.success).toBe(false);
    expect(refused.body.msg).toBe('有 1 行数据有误，未导入任何数据；请按错误报告修改后重新导入');
    expect(refused.body.data).toMatchObject({ imported: 0, total: 2 });
    expect(refused.body.data.errors).toEqual([
      { rowNumber: 3, field: 'amount', title: '金额', message: '“十二”不是有效的数字' },
    ]);
    expect(probeWritten).toEqual([]);

    const fine = await upload(
      'admin',
      '事件.xlsx',
      await workbook([header, good, ['G2', '1,200', 2, '2024年5月2日', '否', 'reviewer']]),
    );
    const { body } = await doImport({ code: 'probe-event', encodedFileItem: fine, groupId: 'g-1' });
    expect(body.data).toEqual({ imported: 2, total: 2, errors: [] });
    expect(probeWritten.map((row) => row.values)).toEqual([
      { code: 'G1', amount: 12, quantity: 1, day: '2024-05-01', active: true, post: 'reviewer' },
      { code: 'G2', amount: 1200, quantity: 2, day: '2024-05-02', active: false, post: 'reviewer' },
    ]);
  });

  it('refuses a mapping to a field the template lacks, or one field twice', async () => {
    const file = await upload(
      'admin',
      '映射.xlsx',
      await workbook([
        ['编号', '岗位'],
        ['E1', '审核人'],
      ]),
    );
    const unknown = await confirmExcel('probe-event', file, { colIndexMaps: { '0': 'salary' } });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.msg).toBe('colIndexMaps：模板中没有字段 salary');
    const twice = await confirmExcel('probe-event', file, {
      colIndexMaps: { '0': 'code', '1': 'code' },
    });
    expect(twice.body.msg).toBe('colIndexMaps：字段 code 被映射到了多列');
  });
});

// ── Importing ─────────────────────────────────────────────────────────────────

describe('importing people', () => {
  const rows = (third: unknown[]) => [
    USER_TITLE,
    USER_HEADER,
    ['wangwu', '王五', '造价一部', '13800000011', '造价工程师', 'Wang@2026x'],
    ['zhaoliu', '赵六', '示例造价咨询有限公司/财务部', 13800000012, '财务、cost_engineer', null],
    third,
  ];
  let goodFile = '';

  it('writes nothing when one row is wrong, and the report names row and field', async () => {
    const before = await userCount();
    const file = await upload(
      'admin',
      '人员-有误.xlsx',
      await workbook(rows(['sunqi', '孙七', '不存在的部门', '138000000', '无此角色', null])),
    );
    const { body } = await doImport({ code: 'user-import', encodedFileItem: file });
    expect(body.success).toBe(false);
    expect(body.data).toMatchObject({ imported: 0, total: 3 });
    expect(body.data.errors).toEqual([
      { rowNumber: 5, field: 'phone', title: '手机号码', message: '手机号码格式不正确' },
    ]);
    expect(await userCount()).toBe(before);

    // Once the cells are right, the references are checked: still all or nothing.
    const second = await upload(
      'admin',
      '人员-引用有误.xlsx',
      await workbook(rows(['sunqi', '孙七', '不存在的部门', '13800000013', '无此角色', null])),
    );
    const { body: again } = await doImport({ code: 'user-import', encodedFileItem: second });
    expect(again.data.errors).toEqual([
      { rowNumber: 5, field: 'deptPath', title: '部门', message: '找不到“不存在的部门”' },
      { rowNumber: 5, field: 'roles', title: '角色', message: '找不到“无此角色”' },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('imports every row once all are right, stamped, with departments, roles and passwords', async () => {
    const before = await userCount();
    t.clock.advance(60_000);
    goodFile = await upload(
      'admin',
      '人员.xlsx',
      await workbook(rows(['sunqi', '孙七', '技术质量部', '13800000013', null, null])),
    );
    // The file item may come encoded with its mapping, as the import dialog sends it.
    const encoded = Buffer.from(JSON.stringify({ id: goodFile, savePath: '/etc/passwd' })).toString(
      'base64',
    );
    const { body } = await doImport({
      code: 'user-import',
      encodedFileItem: encoded,
      projectId: 'p-1',
    });
    expect(body.data).toEqual({ imported: 3, total: 3, errors: [] });
    expect(await userCount()).toBe(before + 3);

    const [wangwu] = await t.database.db.select().from(users).where(eq(users.loginName, 'wangwu'));
    expect(wangwu).toMatchObject({
      companyId: DEMO_COMPANY_ID,
      name: '王五',
      deptId: 'dept-cost-1',
      phone: '13800000011',
      createdBy: 'user-admin',
      updatedBy: 'user-admin',
      createdAt: t.clock.now(),
    });
    const [zhaoliu] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.loginName, 'zhaoliu'));
    expect(zhaoliu!.deptId).toBe('dept-finance');
    const held = await t.database.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, zhaoliu!.id));
    expect(held.map((row) => row.roleId).sort()).toEqual(['role-cost-engineer', 'role-finance']);
    // The password in the sheet signs in; without one nobody can until it is reset.
    expect((await t.login('wangwu', 'Wang@2026x')).success).toBe(true);
    expect((await t.login('zhaoliu', 'Wang@2026x')).success).toBe(false);
  });

  it('refuses the same file a second time: its login names exist, nothing is added', async () => {
    const before = await userCount();
    const { body } = await doImport({ code: 'user-import', encodedFileItem: goodFile });
    expect(body.data.imported).toBe(0);
    expect(body.data.errors.map((error) => [error.rowNumber, error.field, error.message])).toEqual([
      [3, 'loginName', '“wangwu”已存在'],
      [4, 'loginName', '“zhaoliu”已存在'],
      [5, 'loginName', '“sunqi”已存在'],
    ]);
    expect(await userCount()).toBe(before);
    const { body: confirmed } = await confirmExcel('user-import', goodFile);
    expect(confirmed.data.rows.every((row) => row.exists)).toBe(true);
  });

  it('refuses a sheet repeating a login name, and one naming a department ambiguously', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/a/sys/dept',
      headers: { AuthToken: tokens.admin },
      payload: { parentId: 'dept-cost-1', name: '综合部' },
    });
    const file = await upload(
      'admin',
      '重复.xlsx',
      await workbook([
        USER_TITLE,
        USER_HEADER,
        ['chenba', '陈八', '综合部'],
        ['chenba', '陈八', '造价一部/综合部'],
      ]),
    );
    const { body } = await doImport({ code: 'user-import', encodedFileItem: file });
    expect(body.data.errors.map((error) => [error.rowNumber, error.field, error.message])).toEqual([
      [3, 'deptPath', '“综合部”不唯一，请填写完整路径（如 上级/名称）'],
      [4, 'loginName', '与第 3 行重复'],
    ]);
  });
});

describe('importing departments and members', () => {
  it('creates departments under ones created a few rows above', async () => {
    const file = await upload(
      'admin',
      '部门.xlsx',
      await workbook([
        ['部门导入模板'],
        ['部门名称', '上级部门', '排序'],
        ['造价四部', '示例造价咨询有限公司', 5],
        ['土建组', '造价四部', 1],
        ['安装组', '示例造价咨询有限公司/造价四部', 2],
      ]),
    );
    const { body } = await doImport({ code: 'dept-import', encodedFileItem: file });
    expect(body.data).toMatchObject({ imported: 3, errors: [] });
    const { body: tree } = await asAdmin<
      {
        name: string;
        children: {
          name: string;
          parentIds: string;
          children: { name: string; parentIds: string }[];
        }[];
      }[]
    >({
      method: 'POST',
      url: '/api/a/sys/dept/queryTree',
    });
    const fourth = tree.data[0]!.children.find((dept) => dept.name === '造价四部')!;
    expect(fourth.children.map((dept) => dept.name)).toEqual(['土建组', '安装组']);
    expect(fourth.children[0]!.parentIds).toMatch(/^dept-root,[0-9a-f-]{36},$/);
  });

  it('imports members by level name and area path, refusing phones that exist', async () => {
    const file = await upload(
      'admin',
      '会员.xlsx',
      await workbook([
        ['会员导入模板'],
        ['姓名', '手机号', '等级', '区域'],
        ['周九', '13900000021', '金卡会员', '江苏省/苏州市'],
        ['王芳', '13900000001', '普通会员', '上海市'],
      ]),
    );
    const { body } = await doImport({ code: 'member-import', encodedFileItem: file });
    expect(body.data.errors).toEqual([
      { rowNumber: 4, field: 'phone', title: '手机号码', message: '“13900000001”已存在' },
    ]);
  });
});

// ── Exporting ─────────────────────────────────────────────────────────────────

describe('exporting', () => {
  it('round-trips: an exported dictionary, moved to another dictionary, imports back the same', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: '/api/a/bd/dict/type',
      payload: { code: 'probe-post', name: '探针岗位' },
    });
    expect(created.body.success, created.body.msg).toBe(true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/b/excel/template/exportData',
      headers: { AuthToken: tokens.admin },
      payload: { code: 'dict-item-import', params: { type: 'projectPost' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent('字典条目导入模板_'),
    );
    const book = await openWorkbook(response.rawPayload);
    const sheet = book.getWorksheet('字典条目')!;
    expect(sheet.getCell('A1').value).toBe('字典条目导入模板');
    expect(sheet.getCell('A2').value).toBe('*字典编码');
    expect(sheet.getCell('A3').value).toBe('projectPost');
    expect(sheet.getCell('F3').value).toBe('是');
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber > 2) row.getCell(1).value = 'probe-post';
    });
    const file = await upload('admin', '岗位.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const { body } = await doImport({ code: 'dict-item-import', encodedFileItem: file });
    expect(body.data).toMatchObject({ imported: 6, errors: [] });

    const options = async (code: string) =>
      (
        await asAdmin<{ value: string; label: string }[]>({
          method: 'GET',
          url: `/api/share/bd/dict/${code}`,
        })
      ).body.data.map((option) => [option.value, option.label]);
    expect(await options('probe-post')).toEqual(await options('projectPost'));
    const [stamped] = await t.database.db
      .select()
      .from(dictItems)
      .where(eq(dictItems.value, 'archivist'))
      .orderBy(dictItems.createdAt);
    expect(stamped).toBeDefined();
  });

  it('filters as the target’s list does', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/b/excel/template/exportData',
      headers: { AuthToken: tokens.admin },
      payload: { code: 'user-import', params: { deptId: 'dept-cost-1' } },
    });
    const sheet = (await openWorkbook(response.rawPayload)).getWorksheet('用户')!;
    const logins: unknown[] = [];
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber > 2) logins.push(row.getCell(1).value);
    });
    expect(logins).toEqual(['zhangsan', 'wangwu']);
    expect(sheet.getCell('C3').value).toBe('示例造价咨询有限公司/造价一部');
  });
});

// ── Permissions and tenancy ───────────────────────────────────────────────────

describe('permissions', () => {
  /** The role-less user gets a role granting exactly these permissions. */
  async function grantNobody(permissions: string[]) {
    const db = t.database.db;
    const now = t.clock.now();
    await db.delete(userRoles).where(eq(userRoles.userId, ROLELESS_USER.id));
    await db.delete(roleMenus).where(eq(roleMenus.roleId, 'role-excel-probe'));
    await db.delete(roles).where(eq(roles.id, 'role-excel-probe'));
    await db.insert(roles).values({
      id: 'role-excel-probe',
      companyId: DEMO_COMPANY_ID,
      code: 'excel-probe',
      name: '导入探针',
      createdAt: now,
      updatedAt: now,
    });
    for (const permission of permissions) {
      const [menu] = await db.select().from(menus).where(eq(menus.permission, permission)).limit(1);
      await db.insert(roleMenus).values({
        companyId: DEMO_COMPANY_ID,
        roleId: 'role-excel-probe',
        menuId: menu!.id,
        createdAt: now,
      });
    }
    await db.insert(userRoles).values({
      companyId: DEMO_COMPANY_ID,
      userId: ROLELESS_USER.id,
      roleId: 'role-excel-probe',
      createdAt: now,
    });
  }

  it('needs the target’s own permission besides excel:import', async () => {
    const file = await upload(
      'admin',
      '权限.xlsx',
      await workbook([USER_TITLE, USER_HEADER, ['qianshi', '钱十']]),
    );
    const before = await userCount();
    await grantNobody(['excel:import']);
    expect((await readExcel('user-import', file, {}, 'nobody')).response.statusCode).toBe(403);
    const refused = await doImport({ code: 'user-import', encodedFileItem: file }, 'nobody');
    expect(refused.response.statusCode).toBe(403);
    expect(await userCount()).toBe(before);

    await grantNobody(['excel:import', 'sys:user:add']);
    expect((await readExcel('user-import', file, {}, 'nobody')).body.success).toBe(true);
    const { body } = await doImport({ code: 'user-import', encodedFileItem: file }, 'nobody');
    expect(body.data.imported).toBe(1);
  });

  it('exports only with the target’s list permission', async () => {
    await grantNobody(['excel:export']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/b/excel/template/exportData',
      headers: { AuthToken: tokens.nobody },
      payload: { code: 'user-import' },
    });
    expect(refused.statusCode).toBe(403);
    await grantNobody(['excel:export', 'sys:user:view']);
    const served = await t.app.inject({
      method: 'POST',
      url: '/api/b/excel/template/exportData',
      headers: { AuthToken: tokens.nobody },
      payload: { code: 'user-import' },
    });
    expect(served.statusCode).toBe(200);
  });

  it('answers 404 for another company’s file, however it is named', async () => {
    const demoFile = await upload(
      'admin',
      '甲公司.xlsx',
      await workbook([['会员导入模板'], ['姓名', '手机号'], ['某人', '13900000031']]),
    );
    const own = await saveTemplate(
      {
        code: 'bob-members',
        name: '会员',
        target: 'member',
        columns: [
          { field: 'name', title: '姓名' },
          { field: 'phone', title: '手机号码', aliases: ['手机号'] },
        ],
      },
      'bob',
    );
    expect(own.body.success, own.body.msg).toBe(true);
    expect((await readExcel('bob-members', demoFile, {}, 'bob')).response.statusCode).toBe(404);
    for (const encodedFileItem of [
      demoFile,
      Buffer.from(JSON.stringify({ id: demoFile })).toString('base64'),
    ]) {
      const { response } = await doImport({ code: 'bob-members', encodedFileItem }, 'bob');
      expect(response.statusCode).toBe(404);
    }
    // And A's templates do not exist for B either.
    expect((await readExcel('user-import', demoFile, {}, 'bob')).response.statusCode).toBe(404);
  });
});

// ── Size and kinds of file ────────────────────────────────────────────────────

describe('files that cannot be imported', () => {
  it('refuses more than 20,000 rows with a clear message', async () => {
    const rows: unknown[][] = [['会员导入模板'], ['姓名', '手机号码']];
    for (let index = 0; index < 20_001; index++)
      rows.push([`会员${index}`, `139${String(index).padStart(8, '0')}`]);
    const file = await upload('admin', '太多.xlsx', await workbook(rows, { sheetName: '会员' }));
    const { body } = await readExcel('member-import', file);
    expect(body).toMatchObject({
      success: false,
      msg: '一次最多导入 20000 行数据，请拆分文件后分批导入',
    });
  });

  it('refuses Excel 97-2003 files with advice, and attachments that are not sheets', async () => {
    const legacy = await upload(
      'admin',
      '旧格式.xls',
      Buffer.from('d0cf11e0a1b11ae10000000000000000', 'hex'),
    );
    expect((await readExcel('member-import', legacy)).body.msg).toBe(
      '暂不支持 Excel 97-2003（.xls）格式，请在 Excel 中另存为 .xlsx 后再导入',
    );
    const pdf = await upload('admin', '说明.pdf', Buffer.from('%PDF-1.4'));
    expect((await readExcel('member-import', pdf)).body.msg).toBe(
      '只能导入 .xlsx、.xls 或 .csv 文件，不能导入 pdf 文件',
    );
  });

  it('refuses a sheet with no data rows', async () => {
    const file = await upload(
      'admin',
      '空表.xlsx',
      await workbook([['会员导入模板'], ['姓名', '手机号码']]),
    );
    const { body } = await doImport({ code: 'member-import', encodedFileItem: file });
    expect(body).toMatchObject({ success: false, msg: '文件中没有可导入的数据行' });
  });
});
