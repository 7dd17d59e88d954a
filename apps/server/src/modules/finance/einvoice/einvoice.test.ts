import { checkEinvoiceNumber, einvoiceTotalMatches, type Einvoice } from '@ccms/api-client';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { moneyCell } from './import';

let t: TestApp;
const tokens: Record<string, string> = {};
const TAX_NO = '91350100M000100Y43';

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  tokens.wangmin = await t.tokenOf('wangmin', 'Staff@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const as =
  (who: string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });

async function ok<T>(options: InjectOptions, who = 'lisi'): Promise<T> {
  const { body } = await as(who)<T>(options);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}
const post = (url: string, payload: object) =>
  ({ method: 'POST', url: `/api/b/finance/eInvoice${url}`, payload }) as const;
type Page = {
  total: number;
  data: Einvoice[];
  totals: { amount: string; taxAmount: string; total: string };
};
const list = (params: object = {}, who = 'lisi') =>
  ok<Page>(post('/queryList', { pageSize: 100, params }), who);

const invoice = (extra: object = {}) => ({
  direction: 'in',
  invoiceNumber: '25332000000077770001',
  issueDate: '2026-02-20',
  sellerName: '杭州某某酒店有限公司',
  sellerTaxNo: TAX_NO,
  buyerName: '示例造价咨询有限公司',
  amount: '1000.00',
  taxAmount: '60.00',
  total: '1060.00',
  reimbursementNo: 'BX202602001',
  ...extra,
});

describe('e-invoice numbers and totals', () => {
  it('accepts a 20-digit 数电票 number, or a 12-digit code with an 8-digit number', () => {
    expect(checkEinvoiceNumber(null, '25332000000077770001')).toMatchObject({
      ok: true,
      numberKind: 'digital',
      key: '25332000000077770001',
    });
    expect(checkEinvoiceNumber('033002300111', '00012345')).toMatchObject({
      ok: true,
      numberKind: 'legacy',
      key: '03300230011100012345',
    });
    expect(checkEinvoiceNumber(null, '00012345')).toMatchObject({ ok: false });
    expect(checkEinvoiceNumber(null, '2533200000007777000')).toMatchObject({ ok: false });
    expect(checkEinvoiceNumber('03300230011', '00012345')).toMatchObject({ ok: false });
    expect(checkEinvoiceNumber('033002300111', '25332000000077770001')).toMatchObject({
      ok: false,
    });
  });

  it('checks total = amount + tax exactly, and reads money cells exactly', () => {
    expect(einvoiceTotalMatches('1000.00', '60.00', '1060.00')).toBe(true);
    expect(einvoiceTotalMatches('0.10', '0.20', '0.30')).toBe(true);
    expect(einvoiceTotalMatches('1000.00', '60.00', '1060.01')).toBe(false);
    expect(einvoiceTotalMatches('-100.00', '-6.00', '-106.00')).toBe(true);
    expect(moneyCell('1,234.5')).toBe('1234.50');
    expect(moneyCell(0.3)).toBe('0.30');
    expect(moneyCell('¥12')).toBe('12.00');
    expect(moneyCell('12.345')).toBeNull();
  });
});

describe('the e-invoice register', () => {
  it('lists the demo invoices with those issued through 开票申请 (read-only)', async () => {
    const all = await list();
    expect(all.data.filter((item) => item.source !== 'invoicing')).toHaveLength(20);
    const issued = await list({ source: 'invoicing' });
    expect(issued.total).toBeGreaterThanOrEqual(2);
    expect(issued.data.some((item) => item.applicationCode !== null)).toBe(true);
    for (const item of issued.data) {
      expect(item.direction).toBe('out');
      // Net and tax split from the amount including tax, adding up exactly.
      expect(einvoiceTotalMatches(item.amount, item.taxAmount, item.total)).toBe(true);
    }
    const red = issued.data.find((item) => item.total.startsWith('-'));
    expect(red).toBeDefined();
    const { body } = await as('lisi')({
      method: 'DELETE',
      url: `/api/b/finance/eInvoice/${issued.data[0]!.id}`,
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('开票申请');
    const received = await list({ direction: 'in' });
    expect(received.total).toBe(16);
    const sum = received.data.reduce(
      (cents, item) => cents + Math.round(Number(item.total) * 100),
      0,
    );
    expect(received.totals.total).toBe((sum / 100).toFixed(2));
  });

  it('registers an invoice and refuses the same number again, naming the earlier entry', async () => {
    const saved = await ok<Einvoice>(post('', invoice()));
    expect(saved).toMatchObject({ source: 'manual', verifyStatus: 'unverified', total: '1060.00' });
    const { body } = await as('lisi')(post('', invoice({ reimbursementNo: 'BX202602009' })));
    expect(body.success).toBe(false);
    expect(body.msg).toContain('25332000000077770001');
    expect(body.msg).toContain('李四');
    expect(body.msg).toContain('BX202602001');
    // A number issued through 开票申请 is refused too.
    const now = t.clock.now();
    await t.database.db.insert(invoices).values({
      id: 'einvoice-test-issued',
      companyId: DEMO_COMPANY_ID,
      contractId: 'contract-001',
      invoiceNo: '25332000000066660001',
      kind: 'electronic',
      amount: '530.00',
      taxRate: '0.06',
      issuedDate: '2026-02-10',
      createdAt: now,
      updatedAt: now,
    });
    const issued = await as('lisi')(post('', invoice({ invoiceNumber: '25332000000066660001' })));
    expect(issued.body.success).toBe(false);
    expect(issued.body.msg).toContain('开票申请');
    expect(issued.body.msg).toContain('2026-02-10');
    // Changing it keeps its own number; verification is recorded.
    const verified = await ok<Einvoice>(
      post('/verify', { id: saved.id, verifyStatus: 'verified', verifiedDate: '2026-02-21' }),
    );
    expect(verified).toMatchObject({ verifyStatus: 'verified', verifiedDate: '2026-02-21' });
    const changed = await ok<Einvoice>(post('', invoice({ id: saved.id, memo: '住宿费' })));
    expect(changed.memo).toBe('住宿费');
  });

  it('refuses a wrong number, a total that does not add up and a bad tax id', async () => {
    const wrongNumber = await as('lisi')(post('', invoice({ invoiceNumber: '12345678' })));
    expect(wrongNumber.body.success).toBe(false);
    expect(wrongNumber.body.msg).toContain('12位发票代码');
    const wrongTotal = await as('lisi')(
      post('', invoice({ invoiceNumber: '25332000000077779999', total: '1060.01' })),
    );
    expect(wrongTotal.body.success).toBe(false);
    expect(wrongTotal.body.msg).toContain('价税合计须等于金额加税额');
    const wrongTaxNo = await as('lisi')(
      post(
        '',
        invoice({ invoiceNumber: '25332000000077779999', sellerTaxNo: '91350100M000100Y44' }),
      ),
    );
    expect(wrongTaxNo.body.success).toBe(false);
  });

  it('keeps each company to its own register and checks the permissions', async () => {
    expect((await list({}, 'bob')).data.filter((item) => item.source !== 'invoicing')).toHaveLength(
      0,
    );
    const own = (await list({ source: 'manual' })).data[0]!;
    const deleted = await as('bob')({ method: 'DELETE', url: `/api/b/finance/eInvoice/${own.id}` });
    expect(deleted.body.success).toBe(false);
    // Another company may register the same number (it is their own books).
    await ok(post('', invoice()), 'bob');
    for (const who of ['zhangsan', 'wangmin']) {
      const refused = await as(who)(post('/queryList', {}));
      expect(refused.response.statusCode).toBe(403);
    }
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
  const worksheet = workbook.addWorksheet('发票');
  worksheet.addRow(['全量发票查询导出结果']);
  worksheet.addRow(['导出时间：2026-03-01']);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = [
  '序号',
  '发票代码',
  '发票号码',
  '数电票号码',
  '销方识别号',
  '销方名称',
  '购方识别号',
  '购买方名称',
  '开票日期',
  '金额',
  '税额',
  '价税合计',
  '发票票种',
];

describe('import from the tax platform export', () => {
  it('imports nothing when any row is wrong, naming every row and duplicate', async () => {
    const before = (await list()).total;
    const file = await upload(
      'export.xlsx',
      await sheet([
        HEADER,
        [
          1,
          '',
          '',
          '25332000000088880001',
          TAX_NO,
          '甲公司',
          '',
          '示例造价咨询有限公司',
          '2026-02-01',
          '100.00',
          '6.00',
          '106.00',
          '数电票（增值税专用发票）',
        ],
        [
          2,
          '033002300111',
          '88880002',
          '',
          TAX_NO,
          '乙公司',
          '',
          '示例造价咨询有限公司',
          '2026/02/02',
          '200',
          '12',
          '213',
          '数电票（普通发票）',
        ],
        [
          3,
          '',
          '',
          '25332000000088880001',
          TAX_NO,
          '丙公司',
          '',
          '示例造价咨询有限公司',
          '2026-02-03',
          '50',
          '3',
          '53',
          '',
        ],
        [
          4,
          '',
          '',
          '25332000000077770001',
          TAX_NO,
          '丁公司',
          '',
          '示例造价咨询有限公司',
          '2026-02-04',
          '50',
          '3',
          '53',
          '',
        ],
        [
          5,
          '',
          '1234',
          '',
          TAX_NO,
          '',
          '',
          '示例造价咨询有限公司',
          '不是日期',
          '50',
          '3',
          '53',
          '',
        ],
      ]),
    );
    const { body } = await as('lisi')<{
      imported: number;
      errors: { row: number; column: string | null; message: string }[];
    }>(post('/import', { direction: 'in', fileItems: [file] }));
    expect(body.success).toBe(false);
    const rows = body.data.errors.map((error) => [error.row, error.column]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [5, '价税合计'],
        [6, '数电票号码'],
        [7, '数电票号码'],
        [8, '发票号码'],
        [8, '销方名称'],
        [8, '开票日期'],
      ]),
    );
    expect(body.data.errors.find((error) => error.row === 6)!.message).toContain('第 4 行');
    expect(body.data.errors.find((error) => error.row === 7)!.message).toContain('李四');
    expect((await list()).total).toBe(before);
  });

  it('imports a clean sheet whole, once', async () => {
    const file = await upload(
      'clean.xlsx',
      await sheet([
        HEADER,
        [
          1,
          '',
          '',
          '25332000000088880011',
          TAX_NO,
          '甲公司',
          '',
          '示例造价咨询有限公司',
          '2026-02-01',
          '100.00',
          '6.00',
          '106.00',
          '数电票（增值税专用发票）',
        ],
        [
          2,
          '033002300111',
          88880012,
          '',
          TAX_NO,
          '乙公司',
          '',
          '示例造价咨询有限公司',
          '2026/02/02',
          200,
          12,
          212,
          '电子发票（普通发票）',
        ],
      ]),
    );
    const imported = await ok<{ imported: number }>(
      post('/import', { direction: 'in', fileItems: [file] }),
    );
    expect(imported.imported).toBe(2);
    const found = await list({ keyword: '8888001', source: 'import' });
    expect(
      found.data
        .map((item) => [item.invoiceCode, item.invoiceNumber, item.invoiceType, item.total])
        .sort(),
    ).toEqual(
      [
        ['033002300111', '88880012', 'normal', '212.00'],
        [null, '25332000000088880011', 'special', '106.00'],
      ].sort(),
    );
    const twice = await as('lisi')(post('/import', { direction: 'in', fileItems: [file] }));
    expect(twice.body.success).toBe(false);
    expect((await list({ keyword: '8888001', source: 'import' })).total).toBe(2);
  });
});
