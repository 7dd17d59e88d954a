import {
  isValidUscc,
  type InvoiceApply,
  type InvoiceContractPosition,
  type Loan,
  type LoanRepayment,
  type OverInvoicingRow,
  type PriceRequest,
} from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { contracts, eInvoices, invoices, loanRepayments, receipts } from '../../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { exceededSince } from './overInvoicing';
import { demoUscc } from './seed';

let t: TestApp;
const tokens: Record<string, string> = {};
const CONTRACT = 'invoicing-test-contract';
const TAX_NO = '91350100M000100Y43';

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const now = t.clock.now();
  const stamp = { createdAt: now, updatedAt: now };
  await t.database.db.insert(contracts).values({
    id: CONTRACT,
    companyId: DEMO_COMPANY_ID,
    code: 'KP-T-001',
    name: '开票测试合同',
    customerId: null,
    businessType: 'settlement',
    signedDate: '2025-01-10',
    amount: '106000.00',
    vatRate: '0.06',
    status: 'executing',
    ...stamp,
  });
  await t.database.db.insert(receipts).values({
    id: 'invoicing-test-receipt',
    companyId: DEMO_COMPANY_ID,
    contractId: CONTRACT,
    amount: '10000.00',
    receivedDate: '2025-03-01',
    ...stamp,
  });
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
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
async function refused(options: InjectOptions, who = 'lisi'): Promise<string> {
  const { body } = await as(who)(options);
  expect(body.success).toBe(false);
  return body.msg;
}
const post = (url: string, payload: object) =>
  ({ method: 'POST', url: `/api/b/finance/${url}`, payload }) as const;

const application = (extra: object = {}) =>
  post('invoiceApply', {
    contractId: CONTRACT,
    kind: 'special',
    buyerName: '某市住房和城乡建设局',
    buyerTaxNo: TAX_NO,
    buyerAddressPhone: '杭州市解放路18号 0571-87000000',
    buyerBankAccount: '工商银行杭州分行 1202000000000000001',
    amount: '53,000.00',
    ...extra,
  });

describe('开票申请', () => {
  it('splits the tax exactly and defaults the content and rate', async () => {
    const draft = await ok<InvoiceApply>(application({ amount: '100.00' }));
    expect(draft).toMatchObject({
      status: 'draft',
      amount: '100.00',
      taxRate: '0.06',
      netAmount: '94.34',
      taxAmount: '5.66',
      content: '咨询服务费',
      applicantName: '李四',
    });
    expect(draft.code).toMatch(/^KP\d{6}\d{4}$/);
    const changed = await ok<InvoiceApply>(
      application({ id: draft.id, amount: '12345.67', taxRate: '0.09' }),
    );
    expect([changed.netAmount, changed.taxAmount]).toEqual(['11326.30', '1019.37']);
    await ok({ method: 'DELETE', url: `/api/b/finance/invoiceApply/${draft.id}` });
  });

  it('refuses a wrong USCC check digit and a special invoice without billing data', async () => {
    const wrong = await refused(application({ buyerTaxNo: '91350100M000100Y44' }));
    expect(wrong).toContain('校验位');
    const bare = await refused(
      application({ buyerTaxNo: null, buyerAddressPhone: null, buyerBankAccount: null }),
    );
    expect(bare).toContain('纳税人识别号');
    const english = await as('lisi')({
      ...application({ buyerTaxNo: '91350100M000100Y44' }),
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.body.msg).toContain('check its last character');
  });

  it('refuses invoicing past the contract amount unless flagged, issues, and voids by a red-letter invoice', async () => {
    const first = await ok<InvoiceApply>(application());
    await ok(post('invoiceApply/submit', { id: first.id }));
    const position = await ok<InvoiceContractPosition>({
      method: 'GET',
      url: `/api/b/finance/invoiceApply/position/${CONTRACT}`,
    });
    expect(position).toMatchObject({
      contractAmount: '106000.00',
      pendingTotal: '53000.00',
      available: '53000.00',
      receivedTotal: '10000.00',
    });

    const second = await ok<InvoiceApply>(application({ amount: '53000.01' }));
    const msg = await refused(post('invoiceApply/submit', { id: second.id }));
    expect(msg).toContain('53000.00');
    expect(
      (await ok<InvoiceApply>({ method: 'GET', url: `/api/b/finance/invoiceApply/${second.id}` }))
        .status,
    ).toBe('draft');
    await ok(
      application({
        id: second.id,
        amount: '53000.01',
        overInvoicing: true,
        overReason: '补充协议签订中',
      }),
    );
    const flagged = await ok<InvoiceApply>(post('invoiceApply/submit', { id: second.id }));
    expect(flagged).toMatchObject({ status: 'submitted', overInvoicing: true });

    // Issue the first: an invoice row appears on the contract.
    const before = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.contractId, CONTRACT));
    expect(before).toHaveLength(0);
    const issued = await ok<InvoiceApply>(
      post('invoiceApply/issue', {
        id: first.id,
        invoiceNo: '33009900000001',
        issuedDate: '2099-01-05',
      }),
    );
    expect(issued).toMatchObject({ status: 'issued', invoiceNo: '33009900000001' });
    // The same number twice is refused.
    const dup = await refused(
      post('invoiceApply/issue', {
        id: second.id,
        invoiceNo: '33009900000001',
        issuedDate: '2099-01-06',
      }),
    );
    expect(dup).toContain('33009900000001');
    // A number kept in the 电子发票 register is taken too (one register of numbers).
    const registered = '24332000000000000077';
    const stamp = { createdAt: t.clock.now(), updatedAt: t.clock.now() };
    await t.database.db.insert(eInvoices).values({
      id: 'invoicing-test-registered',
      companyId: DEMO_COMPANY_ID,
      direction: 'in',
      numberKind: 'digital',
      invoiceNumber: registered,
      invoiceKey: registered,
      issueDate: '2099-01-02',
      sellerName: '某供应商',
      buyerName: '示例造价咨询有限公司',
      amount: '100.00',
      taxAmount: '6.00',
      total: '106.00',
      ...stamp,
    });
    const inRegister = await refused(
      post('invoiceApply/issue', {
        id: second.id,
        invoiceNo: registered,
        issuedDate: '2099-01-06',
      }),
    );
    expect(inRegister).toContain(registered);
    // Not issuable twice.
    await refused(
      post('invoiceApply/issue', {
        id: first.id,
        invoiceNo: '33009900000009',
        issuedDate: '2099-01-05',
      }),
    );

    // 红冲: a negative invoice of the same amount; the contract's invoiced total nets to zero.
    const early = await refused(
      post('invoiceApply/void', {
        id: first.id,
        redInvoiceNo: '33009900000002',
        redDate: '2099-01-01',
        reason: '抬头有误',
      }),
    );
    expect(early).toContain('2099-01-05');
    const voided = await ok<InvoiceApply>(
      post('invoiceApply/void', {
        id: first.id,
        redInvoiceNo: '33009900000002',
        redDate: '2099-01-10',
        reason: '抬头有误',
      }),
    );
    expect(voided).toMatchObject({ status: 'voided', redInvoiceNo: '33009900000002' });
    const rows = await t.database.db
      .select({ amount: invoices.amount, invoiceNo: invoices.invoiceNo })
      .from(invoices)
      .where(eq(invoices.contractId, CONTRACT));
    expect(rows.map((row) => row.amount).sort()).toEqual(['-53000.00', '53000.00']);
    const after = await ok<InvoiceContractPosition>({
      method: 'GET',
      url: `/api/b/finance/invoiceApply/position/${CONTRACT}`,
    });
    expect(after.invoicedTotal).toBe('0.00');
  });

  it('returns a submitted application with a reason and lists with totals', async () => {
    const draft = await ok<InvoiceApply>(application({ amount: '1000.00', kind: 'normal' }));
    await ok(post('invoiceApply/submit', { id: draft.id }));
    const back = await ok<InvoiceApply>(
      post('invoiceApply/return', { id: draft.id, reason: '开户行有误' }),
    );
    expect(back).toMatchObject({ status: 'returned', returnReason: '开户行有误' });
    const page = await ok<{ total: number; data: InvoiceApply[]; totals: Record<string, string> }>(
      post('invoiceApply/queryList', { params: { contractId: CONTRACT, status: 'returned' } }),
    );
    expect(page.total).toBe(1);
    expect(page.totals).toEqual({ amount: '1000.00', taxAmount: '56.60', netAmount: '943.40' });
    const demo = await ok<{ total: number; data: InvoiceApply[] }>(
      post('invoiceApply/queryList', {}),
    );
    expect(demo.total).toBeGreaterThan(10);
    const flagged = await ok<{ data: InvoiceApply[] }>(
      post('invoiceApply/queryList', { params: { overInvoicing: true } }),
    );
    expect(flagged.data.every((row) => row.overInvoicing)).toBe(true);
  });
});

describe('超额开票', () => {
  it('walks invoices to the day the total went past the threshold', () => {
    const rows = [
      { issuedDate: '2025-01-01', amount: '100.00' },
      { issuedDate: '2025-02-01', amount: '100.00' },
      { issuedDate: '2025-03-01', amount: '-150.00' },
      { issuedDate: '2025-04-01', amount: '200.00' },
    ];
    expect(exceededSince(rows.slice(0, 2), '150.00')).toBe('2025-02-01');
    expect(exceededSince(rows.slice(0, 3), '150.00')).toBeNull();
    expect(exceededSince(rows, '150.00')).toBe('2025-04-01');
  });

  it('lists the contracts invoiced beyond receipts, largest excess first, with totals', async () => {
    const page = await ok<{
      total: number;
      data: OverInvoicingRow[];
      totals: Record<string, string>;
    }>(post('overInvoicing/queryList', { pageSize: 500 }));
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.data) {
      expect(Number(row.invoicedTotal)).toBeGreaterThan(Number(row.receivedTotal));
      expect(Number(row.exceeded)).toBeCloseTo(
        Number(row.invoicedTotal) - Number(row.receivedTotal),
        2,
      );
    }
    const exceeded = page.data.map((row) => Number(row.exceeded));
    expect(exceeded).toEqual([...exceeded].sort((a, b) => b - a));
    const sum = page.data.reduce((total, row) => total + Math.round(Number(row.exceeded) * 100), 0);
    expect(Math.round(Number(page.totals.exceeded) * 100)).toBe(sum);
  });
});

describe('借款申请', () => {
  const loan = (extra: object = {}) =>
    post('loan', {
      borrowerId: 'user-zhangsan',
      amount: '1000.00',
      purpose: '差旅备用金',
      loanDate: '2025-01-01',
      expectedRepayDate: '2025-02-01',
      ...extra,
    });

  it('goes draft → submitted → approved by another person, with the borrower’s department', async () => {
    const draft = await ok<Loan>(loan());
    expect(draft).toMatchObject({
      status: 'draft',
      departmentId: 'dept-cost-1',
      outstanding: '0.00',
    });
    await ok(post('loan/submit', { id: draft.id }));
    const own = await refused(post('loan/approve', { id: draft.id, approved: true }));
    expect(own).toContain('不能审批自己');
    const noOpinion = await refused(
      post('loan/approve', { id: draft.id, approved: false }),
      'admin',
    );
    expect(noOpinion).toContain('驳回须填写意见');
    const approved = await ok<Loan>(
      post('loan/approve', { id: draft.id, approved: true, opinion: '同意' }),
      'admin',
    );
    expect(approved).toMatchObject({ status: 'approved', outstanding: '1000.00', overdue: true });
    expect(approved.overdueDays).toBeGreaterThan(0);
  });

  it('refuses a repayment beyond what is outstanding; of two racing for the last yuan one wins', async () => {
    const draft = await ok<Loan>(loan({ amount: '300.00' }));
    await ok(post('loan/submit', { id: draft.id }));
    await ok(post('loan/approve', { id: draft.id, approved: true }), 'admin');
    const part = await ok<Loan & { repayments: LoanRepayment[] }>(
      post('loan/repay', { loanId: draft.id, amount: '100.00', repaidDate: '2025-01-10' }),
    );
    expect(part).toMatchObject({ repaidTotal: '100.00', outstanding: '200.00' });
    expect(part.repayments).toHaveLength(1);
    const over = await refused(
      post('loan/repay', { loanId: draft.id, amount: '200.01', repaidDate: '2025-01-11' }),
    );
    expect(over).toContain('200.00');
    const racing = await Promise.all(
      [0, 1].map(() =>
        as('lisi')<Loan>(
          post('loan/repay', { loanId: draft.id, amount: '200.00', repaidDate: '2025-01-12' }),
        ),
      ),
    );
    expect(racing.filter((answer) => answer.body.success)).toHaveLength(1);
    const stored = await t.database.db
      .select()
      .from(loanRepayments)
      .where(eq(loanRepayments.loanId, draft.id));
    expect(stored.map((row) => row.amount).sort()).toEqual(['100.00', '200.00']);
    const settled = await ok<Loan>({ method: 'GET', url: `/api/b/finance/loan/${draft.id}` });
    expect(settled).toMatchObject({ outstanding: '0.00', overdue: false });
  });

  it('lists the demo loans with overdue and outstanding filters and totals', async () => {
    const overdue = await ok<{ data: Loan[]; totals: Record<string, string> }>(
      post('loan/queryList', { params: { overdue: true } }),
    );
    expect(overdue.data.length).toBeGreaterThan(0);
    expect(overdue.data.every((row) => row.overdue)).toBe(true);
    const all = await ok<{ data: Loan[]; totals: Record<string, string> }>(
      post('loan/queryList', { pageSize: 500 }),
    );
    const cents = (key: 'amount' | 'outstanding') =>
      all.data.reduce((sum, row) => sum + Math.round(Number(row[key]) * 100), 0);
    expect(Math.round(Number(all.totals.amount) * 100)).toBe(cents('amount'));
    expect(Math.round(Number(all.totals.outstanding) * 100)).toBe(cents('outstanding'));
  });
});

describe('请价', () => {
  it('computes the guidance fee from the tier table (hand-computed examples)', async () => {
    const budget = await ok<{ fee: string; parts: { fee: string }[] }>(
      post('priceRate/compute', { businessType: 'budget', basisAmount: '12000000' }),
    );
    // 100万×5.5‰ + 400万×4.5‰ + 500万×4‰ + 200万×3.5‰
    expect(budget.fee).toBe('50500.00');
    expect(budget.parts.map((part) => part.fee)).toEqual([
      '5500.00',
      '18000.00',
      '20000.00',
      '7000.00',
    ]);
    const whole = await ok<{ fee: string }>(
      post('priceRate/compute', { businessType: 'whole_process', basisAmount: '123456789.01' }),
    );
    expect(whole.fee).toBe('850283.95');
    const settlement = await ok<{ fee: string }>(
      post('priceRate/compute', { businessType: 'settlement', basisAmount: '800000' }),
    );
    expect(settlement.fee).toBe('4800.00');
  });

  it('saves with the computed 下浮率, needs a reason below guidance, approves by another person', async () => {
    const draft = await ok<PriceRequest>(
      post('pleasePrice', {
        customerName: '某区教育局',
        projectName: '某中学新建工程预算编制',
        businessType: 'budget',
        basisKind: 'construction',
        basisAmount: '12000000',
        proposedFee: '42925',
      }),
    );
    expect(draft).toMatchObject({
      guidanceFee: '50500.00',
      proposedFee: '42925.00',
      discountRate: '0.150000',
    });
    const noReason = await refused(post('pleasePrice/submit', { id: draft.id }));
    expect(noReason).toContain('50500.00');
    await ok(
      post('pleasePrice', {
        id: draft.id,
        customerName: '某区教育局',
        projectName: '某中学新建工程预算编制',
        businessType: 'budget',
        basisKind: 'construction',
        basisAmount: '12000000',
        proposedFee: '42925',
        reason: '长期合作客户',
      }),
    );
    await ok(post('pleasePrice/submit', { id: draft.id }));
    await refused(post('pleasePrice/approve', { id: draft.id, approved: true }));
    const approved = await ok<PriceRequest>(
      post('pleasePrice/approve', { id: draft.id, approved: true }),
      'admin',
    );
    expect(approved).toMatchObject({ status: 'approved', approvedByName: '系统管理员' });
    const usable = await ok<{ data: PriceRequest[] }>(
      post('pleasePrice/queryList', { params: { usable: true } }),
    );
    expect(usable.data.map((row) => row.id)).toContain(draft.id);
    expect(usable.data.every((row) => row.status === 'approved' && !row.contractId)).toBe(true);
  });
});

describe('tenancy and permissions', () => {
  it('keeps another company from the demo company’s records', async () => {
    const page = await ok<{ total: number }>(post('invoiceApply/queryList', {}), 'bob');
    expect(page.total).toBe(0);
    const loans = await ok<{ total: number }>(post('loan/queryList', {}), 'bob');
    expect(loans.total).toBe(0);
    await refused({ method: 'GET', url: '/api/b/finance/loan/loan-001' }, 'bob');
    await refused(
      { method: 'GET', url: `/api/b/finance/invoiceApply/position/${CONTRACT}` },
      'bob',
    );
    // Bob's company has no rate table: no guidance fee.
    const noRates = await refused(
      post('priceRate/compute', { businessType: 'budget', basisAmount: '100' }),
      'bob',
    );
    expect(noRates).toContain('费率表');
  });

  it('refuses a cost engineer without the finance permissions', async () => {
    for (const options of [
      post('invoiceApply/queryList', {}),
      post('loan/queryList', {}),
      post('pleasePrice/queryList', {}),
      post('overInvoicing/queryList', {}),
    ]) {
      const { response } = await as('zhangsan')(options);
      expect(response.statusCode).toBe(403);
    }
  });

  it('seeds valid tax numbers for the demo buyers', () => {
    for (let index = 1; index < 60; index++) {
      expect(isValidUscc(demoUscc(index, true))).toBe(true);
      expect(isValidUscc(demoUscc(index, false))).toBe(true);
    }
    expect(demoUscc(1, true)).toMatch(/^11330100/);
  });
});
