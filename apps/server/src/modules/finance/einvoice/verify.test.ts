import type { Einvoice, EinvoiceVerification } from '@ccms/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoiceVerifications, invoiceApplications, invoices } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { invoiceChecks, matchingVatRate, type CheckedInvoice } from './verify';

const TAX_NO = '91350100M000100Y43';

const good: CheckedInvoice = {
  direction: 'in',
  invoiceCode: null,
  invoiceNumber: '25332000000088880001',
  invoiceType: 'normal',
  issueDate: '2026-02-20',
  sellerTaxNo: TAX_NO,
  buyerTaxNo: null,
  amount: '1000.00',
  taxAmount: '60.00',
  total: '1060.00',
};
const failing = (invoice: CheckedInvoice, today = '2026-03-01') =>
  invoiceChecks(invoice, today)
    .filter((check) => !check.ok)
    .map((check) => check.check);

describe('查验 checks on the invoice itself', () => {
  it('passes a correct invoice and names the rate it found', () => {
    expect(failing(good)).toEqual([]);
    expect(invoiceChecks(good, '2026-03-01').find((c) => c.check === 'taxRate')?.detail).toBe('6%');
    expect(matchingVatRate('1000.00', '130.00')).toBe('13%');
    // Rounding over many lines: within 1.27 still matches; beyond it does not.
    expect(matchingVatRate('1000.00', '61.27')).toBe('6%');
    expect(matchingVatRate('1000.00', '75.00')).toBeNull();
    // Red-letter (negative) invoices are checked by their size.
    expect(matchingVatRate('-1000.00', '-90.00')).toBe('9%');
  });

  it('finds each fault on its own', () => {
    expect(failing({ ...good, taxAmount: '75.00', total: '1075.00' })).toEqual(['taxRate']);
    expect(failing({ ...good, total: '1060.01' })).toEqual(['amounts']);
    expect(failing({ ...good, sellerTaxNo: null })).toEqual(['sellerTaxNo']);
    expect(failing({ ...good, sellerTaxNo: '91350100M000100Y44' })).toEqual(['sellerTaxNo']);
    expect(failing({ ...good, invoiceType: 'special' })).toEqual(['buyerTaxNo']);
    expect(failing({ ...good, invoiceType: 'special', buyerTaxNo: TAX_NO })).toEqual([]);
    expect(failing({ ...good, issueDate: '2026-03-02' })).toEqual(['issueDate']);
    expect(failing({ ...good, invoiceNumber: '12345678' })).toEqual(['number']);
  });
});

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const call = (who: string, options: InjectOptions) =>
  t.call({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });
async function ok<T>(options: InjectOptions, who = 'lisi'): Promise<T> {
  const { body } = await call(who, options);
  expect(body.success, body.msg).toBe(true);
  return body.data as T;
}
const post = (url: string, payload: object) =>
  ({ method: 'POST', url: `/api/b/finance/eInvoice${url}`, payload }) as const;
const history = (id: string, who = 'lisi') =>
  ok<EinvoiceVerification[]>(
    { method: 'GET', url: `/api/b/finance/eInvoice/${id}/verifications` },
    who,
  );

const register = (number: string, extra: object = {}) =>
  ok<Einvoice>(
    post('', {
      direction: 'in',
      invoiceNumber: number,
      issueDate: '2026-02-20',
      sellerName: '杭州某某酒店有限公司',
      sellerTaxNo: TAX_NO,
      buyerName: '示例造价咨询有限公司',
      amount: '1000.00',
      taxAmount: '60.00',
      total: '1060.00',
      ...extra,
    }),
  );

describe('查验 through the API', () => {
  it('records who, when and the checks; a failing check makes it 查验异常 whatever the clerk says', async () => {
    const odd = await register('25332000000088880002', { taxAmount: '75.00', total: '1075.00' });
    const result = await ok<Einvoice>(
      post('/verify', { id: odd.id, verifyStatus: 'verified', note: '平台查验一致' }),
    );
    expect(result).toMatchObject({
      verifyStatus: 'failed',
      failedChecks: ['taxRate'],
      verifiedByName: '李四',
      verifyNote: '平台查验一致',
      verifiedDate: '2026-03-02',
    });
    expect(result.verifiedAt).toMatch(/^2026-03-02 /);
    const [entry] = await history(odd.id);
    expect(entry!.verifyStatus).toBe('failed');
    expect(entry!.checks.find((check) => check.check === 'platform')).toMatchObject({ ok: true });
    expect(entry!.checks.find((check) => check.check === 'duplicate')).toMatchObject({ ok: true });

    // The listed register carries the same and filters by status.
    const page = await ok<{ data: Einvoice[] }>(
      post('/queryList', { pageSize: 100, params: { verifyStatus: 'failed' } }),
    );
    expect(page.data.map((row) => row.id)).toContain(odd.id);
    expect(page.data.every((row) => row.verifyStatus === 'failed')).toBe(true);
  });

  it('needs a note for a platform mismatch, and resets to 未查验', async () => {
    const saved = await register('25332000000088880003');
    const { body } = await call('lisi', post('/verify', { id: saved.id, verifyStatus: 'failed' }));
    expect(body.success).toBe(false);
    expect(await history(saved.id)).toHaveLength(0);
    const failed = await ok<Einvoice>(
      post('/verify', { id: saved.id, verifyStatus: 'failed', note: '平台显示已作废' }),
    );
    expect(failed).toMatchObject({ verifyStatus: 'failed', failedChecks: ['platform'] });
    const reset = await ok<Einvoice>(post('/verify', { id: saved.id, verifyStatus: 'unverified' }));
    expect(reset).toMatchObject({ verifyStatus: 'unverified', verifiedByName: null });
    // The history keeps the earlier 查验.
    expect(await history(saved.id)).toHaveLength(1);
  });

  it('verifies a batch, skipping invoices issued through 开票申请, and matches 销项 to 开票申请', async () => {
    const first = await register('25332000000088880004');
    const [application] = await t.database.db
      .select()
      .from(invoiceApplications)
      .where(
        and(
          eq(invoiceApplications.companyId, DEMO_COMPANY_ID),
          inArray(invoiceApplications.status, ['submitted', 'issued']),
        ),
      )
      .limit(1);
    const out = await register('25332000000088880005', {
      direction: 'out',
      sellerName: '示例造价咨询有限公司',
      buyerName: application!.buyerName,
      buyerTaxNo: application!.buyerTaxNo,
      amount: application!.netAmount,
      taxAmount: application!.taxAmount,
      total: application!.amount,
    });
    const stray = await register('25332000000088880006', {
      direction: 'out',
      sellerName: '示例造价咨询有限公司',
      buyerName: '没有开票申请的单位',
    });
    const [issued] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.companyId, DEMO_COMPANY_ID))
      .limit(1);
    const batch = await ok<{
      verified: number;
      failed: number;
      skipped: number;
      results: { id: string; verifyStatus: string; failedChecks: string[] }[];
    }>(post('/verifyBatch', { ids: [first.id, out.id, stray.id, issued!.id], note: '月末查验' }));
    expect(batch).toMatchObject({ verified: 2, failed: 1, skipped: 1 });
    expect(batch.results.find((row) => row.id === stray.id)?.failedChecks).toEqual(['application']);
    const [matched] = await history(out.id);
    expect(matched!.checks.find((check) => check.check === 'application')).toMatchObject({
      ok: true,
      detail: application!.code,
    });
    expect(matched!.note).toBe('月末查验');

    // Changing the amounts undoes the 查验; changing the memo does not.
    const memo = await ok<Einvoice>(
      post('', {
        ...first,
        id: first.id,
        memo: '会议费',
      }),
    );
    expect(memo.verifyStatus).toBe('verified');
    const changed = await ok<Einvoice>(
      post('', {
        ...first,
        id: first.id,
        amount: '2000.00',
        taxAmount: '120.00',
        total: '2120.00',
      }),
    );
    expect(changed.verifyStatus).toBe('unverified');
  });

  it('refuses an unknown id and writes nothing; keeps to the tenant and the permission', async () => {
    const before = await t.database.db.select().from(eInvoiceVerifications);
    const first = await register('25332000000088880007');
    const { body } = await call('lisi', post('/verifyBatch', { ids: [first.id, 'no-such-id'] }));
    expect(body.success).toBe(false);
    expect(await t.database.db.select().from(eInvoiceVerifications)).toHaveLength(before.length);
    expect((await call('lisi', post('/verifyBatch', { ids: [] }))).body.success).toBe(false);

    const foreign = await call('bob', post('/verifyBatch', { ids: ['einvoice-demo-1'] }));
    expect(foreign.body.success).toBe(false);
    const peek = await call('bob', {
      method: 'GET',
      url: '/api/b/finance/eInvoice/einvoice-demo-1/verifications',
    });
    expect(peek.body.success).toBe(false);
    const denied = await call('zhangsan', post('/verifyBatch', { ids: [first.id] }));
    expect(denied.response.statusCode).toBe(403);
  });

  it('shows who verified the seeded invoices', async () => {
    const page = await ok<{ data: Einvoice[] }>(
      post('/queryList', { pageSize: 100, params: { verifyStatus: 'verified', source: 'manual' } }),
    );
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.verifiedByName && row.verifiedAt)).toBe(true);
  });
});
