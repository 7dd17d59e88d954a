import type { FinanceContract, FundCompareLine, PriceRequest } from '@ccms/api-client';
import { count, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import {
  bankAccounts,
  bankDetails,
  contracts,
  customers,
  priceRequests,
  receipts,
} from '../../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { HAND_RECEIPT_IDS } from './seed';

let t: TestApp;
const tokens: Record<string, string> = {};
const ACCOUNT = 'cmp-acct';
const CONTRACT = 'cmp-contract';

interface Compared {
  lines: FundCompareLine[];
  byKind: Record<string, { count: number; bankAmount: string; entryAmount: string }>;
  totals: { bankAmount: string; entryAmount: string; difference: string };
}

/** A hand-built month (2020-03) on an account of its own: one line of every kind, and noise. */
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const db = t.database.db;
  const now = t.clock.now();
  const stamp = { createdAt: now, updatedAt: now };
  await db.insert(bankAccounts).values({
    id: ACCOUNT,
    companyId: DEMO_COMPANY_ID,
    accountUnit: '对比测试单位',
    accountName: '对比测试户',
    accountNo: '6222000011112222',
    ...stamp,
  });
  await db.insert(contracts).values({
    id: CONTRACT,
    companyId: DEMO_COMPANY_ID,
    code: 'CMP-T-001',
    name: '对比测试合同',
    businessType: 'settlement',
    signedDate: '2020-01-10',
    amount: '100000.00',
    ...stamp,
  });
  const row = (
    seq: number,
    dateTime: string,
    income: string,
    claimed: string,
    extra: Partial<typeof bankDetails.$inferInsert> = {},
  ) => ({
    id: `cmp-r${seq}`,
    companyId: DEMO_COMPANY_ID,
    accountId: ACCOUNT,
    seq,
    dateTime,
    income,
    pay: '0',
    dedupeKey: `cmp:${seq}`,
    isNeedClaim: true,
    claimTotal: claimed,
    needClaimTotal: (Number(income) - Number(claimed)).toFixed(2),
    ...stamp,
    ...extra,
  });
  await db
    .insert(bankDetails)
    .values([
      row(1, '2020-03-02 10:00:00', '1000.00', '1000.00'),
      row(2, '2020-03-05 09:30:00', '2500.50', '2500.25'),
      row(3, '2020-03-10 15:00:00', '300.00', '300.00'),
      row(4, '2020-03-15 11:00:00', '4444.44', '0'),
      row(5, '2020-03-20 08:00:00', '0', '0', { pay: '50.00', isNeedClaim: false }),
      row(6, '2020-03-21 08:00:00', '99.99', '0', { isNeedClaim: false, needClaimTotal: '0' }),
      row(7, '2020-04-01 08:00:00', '10.00', '0'),
      row(8, '2020-03-31 23:59:59', '0.10', '0'),
    ]);
  const receipt = (id: string, bankDetailId: string | null, amount: string, day: string) => ({
    id,
    companyId: DEMO_COMPANY_ID,
    contractId: CONTRACT,
    bankDetailId,
    amount,
    receivedDate: day,
    ...stamp,
  });
  await db
    .insert(receipts)
    .values([
      receipt('cmp-e1', 'cmp-r1', '1000.00', '2020-03-02'),
      receipt('cmp-e2a', 'cmp-r2', '1000.25', '2020-03-05'),
      receipt('cmp-e2b', 'cmp-r2', '1500.00', '2020-03-05'),
      receipt('cmp-e3', 'cmp-r3', '300.00', '2020-03-12'),
      receipt('cmp-h1', null, '777.77', '2020-03-18'),
      receipt('cmp-h2', null, '0.20', '2020-03-31'),
      receipt('cmp-h3', null, '5000.00', '2020-04-02'),
    ]);
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
const MARCH = { dateFrom: '2020-03-01', dateTo: '2020-03-31' };
const compare = (extra: object = {}, who = 'lisi') =>
  ok<Compared>(post('comparisonFund/entryFunds', { ...MARCH, ...extra }), who);
const lineOf = (data: Compared, key: string) => data.lines.find((line) => line.key === key);

describe('资金录入对比', () => {
  it('sorts each line into its kind, as built by hand', async () => {
    const data = await compare({ accountId: ACCOUNT });
    expect(data.lines.map((line) => [line.key, line.kind])).toEqual([
      ['cmp-r1', 'matched'],
      ['cmp-r2', 'amountDiff'],
      ['cmp-r3', 'dateDiff'],
      ['cmp-r4', 'bankOnly'],
      ['cmp-h1', 'entryOnly'],
      ['cmp-r8', 'bankOnly'],
      ['cmp-h2', 'entryOnly'],
    ]);
    expect(lineOf(data, 'cmp-r2')).toMatchObject({
      bankAmount: '2500.50',
      entryAmount: '2500.25',
      entryCount: 2,
      receiptIds: ['cmp-e2a', 'cmp-e2b'],
      difference: '0.25',
      contractCodes: 'CMP-T-001',
      accountNo: '6222000011112222',
      bankDate: '2020-03-05',
    });
    expect(lineOf(data, 'cmp-r3')).toMatchObject({
      dateDiffDays: 2,
      entryDateFrom: '2020-03-12',
      difference: '0.00',
    });
    expect(lineOf(data, 'cmp-r4')).toMatchObject({
      entryAmount: null,
      entryCount: 0,
      difference: '4444.44',
    });
    expect(lineOf(data, 'cmp-h1')).toMatchObject({
      bankDetailId: null,
      bankAmount: null,
      entryAmount: '777.77',
      difference: '-777.77',
    });
  });

  it('totals each kind and both sides exactly (0.10 − 0.20 is −0.10, not a float)', async () => {
    const data = await compare({ accountId: ACCOUNT });
    expect(data.byKind).toEqual({
      matched: { count: 1, bankAmount: '1000.00', entryAmount: '1000.00' },
      amountDiff: { count: 1, bankAmount: '2500.50', entryAmount: '2500.25' },
      dateDiff: { count: 1, bankAmount: '300.00', entryAmount: '300.00' },
      entryOnly: { count: 2, bankAmount: '0.00', entryAmount: '777.97' },
      bankOnly: { count: 2, bankAmount: '4444.54', entryAmount: '0.00' },
    });
    // 1000 + 2500.50 + 300 + 4444.44 + 0.10 ; 1000 + 2500.25 + 300 + 777.77 + 0.20
    expect(data.totals).toEqual({
      bankAmount: '8245.04',
      entryAmount: '4578.22',
      difference: '3666.82',
    });
  });

  it('filters one kind but keeps the totals of all', async () => {
    const data = await compare({ accountId: ACCOUNT, kind: 'entryOnly' });
    expect(data.lines.map((line) => line.key)).toEqual(['cmp-h1', 'cmp-h2']);
    expect(data.totals.bankAmount).toBe('8245.04');
  });

  it('refuses a period that ends before it starts', async () => {
    expect(
      await refused(
        post('comparisonFund/entryFunds', { dateFrom: '2020-03-31', dateTo: '2020-03-01' }),
      ),
    ).toContain('结束日期不能早于开始日期');
  });

  it('matches a hand entry to a bank row and unmatches it again', async () => {
    const matched = await ok<{ needClaimTotal: string }>(
      post('comparisonFund/match', { receiptId: 'cmp-h1', bankDetailId: 'cmp-r4' }),
    );
    expect(matched.needClaimTotal).toBe('3666.67');
    let data = await compare({ accountId: ACCOUNT });
    expect(lineOf(data, 'cmp-h1')).toBeUndefined();
    expect(lineOf(data, 'cmp-r4')).toMatchObject({
      kind: 'amountDiff',
      entryAmount: '777.77',
      difference: '3666.67',
      dateDiffDays: 3,
    });
    // The totals do not change: the same money on both sides, now paired.
    expect(data.totals.difference).toBe('3666.82');

    expect(
      await refused(post('comparisonFund/match', { receiptId: 'cmp-h1', bankDetailId: 'cmp-r4' })),
    ).toContain('已对应银行流水');

    const unmatched = await ok<{ needClaimTotal: string }>(
      post('comparisonFund/unmatch', { receiptId: 'cmp-h1' }),
    );
    expect(unmatched.needClaimTotal).toBe('4444.44');
    data = await compare({ accountId: ACCOUNT });
    expect(lineOf(data, 'cmp-h1')?.kind).toBe('entryOnly');
    expect(lineOf(data, 'cmp-r4')?.kind).toBe('bankOnly');
    expect(await refused(post('comparisonFund/unmatch', { receiptId: 'cmp-h1' }))).toContain(
      '没有对应的银行流水',
    );
  });

  it('refuses a match larger than what is left on the row and writes nothing', async () => {
    expect(
      await refused(post('comparisonFund/match', { receiptId: 'cmp-h3', bankDetailId: 'cmp-r4' })),
    ).toContain('4444.44');
    const [receipt] = await t.database.db
      .select({ bankDetailId: receipts.bankDetailId })
      .from(receipts)
      .where(eq(receipts.id, 'cmp-h3'));
    expect(receipt!.bankDetailId).toBeNull();
    const [row] = await t.database.db
      .select({ need: bankDetails.needClaimTotal })
      .from(bankDetails)
      .where(eq(bankDetails.id, 'cmp-r4'));
    expect(row!.need).toBe('4444.44');
    // A row that needs no claim takes no match either.
    expect(
      await refused(post('comparisonFund/match', { receiptId: 'cmp-h3', bankDetailId: 'cmp-r6' })),
    ).toContain('无需认领');
  });

  it('keeps to the tenant and the permissions', async () => {
    const theirs = await compare({}, 'bob');
    expect(theirs.lines.filter((line) => line.key.startsWith('cmp-'))).toEqual([]);
    expect(theirs.totals.bankAmount).toBe('0.00');
    await refused(
      post('comparisonFund/match', { receiptId: 'cmp-h1', bankDetailId: 'cmp-r4' }),
      'bob',
    );
    await refused(post('comparisonFund/entryFunds', MARCH), 'zhangsan');
    await refused(
      post('comparisonFund/match', { receiptId: 'cmp-h1', bankDetailId: 'cmp-r4' }),
      'zhangsan',
    );
  });

  it('shows the seeded hand entries on the demo data', async () => {
    const seeded = await t.database.db
      .select({ id: receipts.id, bankDetailId: receipts.bankDetailId, date: receipts.receivedDate })
      .from(receipts)
      .where(inArray(receipts.id, [...HAND_RECEIPT_IDS]));
    expect(seeded).toHaveLength(3);
    const days = seeded.map((row) => row.date).sort();
    const data = await compare({ dateFrom: '2000-01-01', dateTo: '2099-12-31' });
    const kinds = new Map(
      data.lines.flatMap((line) => line.receiptIds.map((id) => [id, line.kind] as const)),
    );
    expect(kinds.get(HAND_RECEIPT_IDS[0])).toBe('entryOnly');
    expect(kinds.get(HAND_RECEIPT_IDS[1])).toBe('dateDiff');
    expect(kinds.get(HAND_RECEIPT_IDS[2])).toBe('amountDiff');
    expect(days[0]! <= days[2]!).toBe(true);
  });
});

describe('请价 → 合同', () => {
  const request = (id: string, status: string) => ({
    id,
    companyId: DEMO_COMPANY_ID,
    code: `QJ-CMP-${id}`,
    customerName: '比价测试委托单位',
    projectName: `${id} 项目结算审核`,
    businessType: 'settlement',
    basisKind: 'submitted',
    basisAmount: '10000000.00',
    guidanceFee: '55000.00',
    proposedFee: '50000.50',
    discountRate: '0.090900',
    status,
    departmentId: null,
    createdAt: t.clock.now(),
    updatedAt: t.clock.now(),
  });
  beforeAll(async () => {
    await t.database.db
      .insert(priceRequests)
      .values([
        request('pr-ok', 'approved'),
        request('pr-sub', 'submitted'),
        request('pr-ok2', 'approved'),
      ]);
  });
  type Made = FinanceContract & { priceRequestId: string; priceRequestCode: string };

  it('signs a contract at the agreed fee and links both ways; the request is used once', async () => {
    const made = await ok<Made>(
      post('contract/fromPriceRequest', { priceRequestId: 'pr-ok', signedDate: '2020-05-06' }),
    );
    expect(made).toMatchObject({
      name: 'pr-ok 项目结算审核',
      customerName: '比价测试委托单位',
      businessType: 'settlement',
      amount: '50000.50',
      signedDate: '2020-05-06',
      status: 'signed',
      priceRequestId: 'pr-ok',
      priceRequestCode: 'QJ-CMP-pr-ok',
    });
    expect(made.code).toMatch(/^HT\d{6}\d{4}$/);
    const used = await ok<PriceRequest>({ method: 'GET', url: '/api/b/finance/pleasePrice/pr-ok' });
    expect(used).toMatchObject({ contractId: made.id, contractCode: made.code });
    expect(used.customerId).toBe(made.customerId);
    // …and the contract's detail names the 请价 it was made from.
    const detail = await ok<{ priceRequest: Record<string, unknown> | null }>({
      method: 'GET',
      url: `/api/b/finance/contract/${made.id}`,
    });
    expect(detail.priceRequest).toMatchObject({
      id: 'pr-ok',
      code: 'QJ-CMP-pr-ok',
      guidanceFee: '55000.00',
      proposedFee: '50000.50',
      discountRate: '0.090900',
    });

    const before = await t.database.db.select({ n: count() }).from(contracts);
    expect(
      await refused(
        post('contract/fromPriceRequest', { priceRequestId: 'pr-ok', signedDate: '2020-05-07' }),
      ),
    ).toContain('只能使用一次');
    expect(await t.database.db.select({ n: count() }).from(contracts)).toEqual(before);

    // The second request of the same customer reuses the customer made for the first.
    const second = await ok<Made>(
      post('contract/fromPriceRequest', {
        priceRequestId: 'pr-ok2',
        signedDate: '2020-05-08',
        code: 'CMP-HT-2',
        name: '自定名称',
      }),
    );
    expect(second).toMatchObject({
      code: 'CMP-HT-2',
      name: '自定名称',
      customerId: made.customerId,
    });
    const named = await t.database.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.name, '比价测试委托单位'));
    expect(named[0]!.n).toBe(1);
  });

  it('refuses a request that is not approved, a taken number, and other roles', async () => {
    expect(
      await refused(
        post('contract/fromPriceRequest', { priceRequestId: 'pr-sub', signedDate: '2020-05-06' }),
      ),
    ).toContain('尚未审批通过');
    await t.database.db
      .update(priceRequests)
      .set({ status: 'approved' })
      .where(eq(priceRequests.id, 'pr-sub'));
    expect(
      await refused(
        post('contract/fromPriceRequest', {
          priceRequestId: 'pr-sub',
          signedDate: '2020-05-06',
          code: 'CMP-T-001',
        }),
      ),
    ).toContain('CMP-T-001');
    const [still] = await t.database.db
      .select({ contractId: priceRequests.contractId })
      .from(priceRequests)
      .where(eq(priceRequests.id, 'pr-sub'));
    expect(still!.contractId).toBeNull();
    await refused(
      post('contract/fromPriceRequest', { priceRequestId: 'pr-sub', signedDate: '2020-05-06' }),
      'zhangsan',
    );
    await refused(
      post('contract/fromPriceRequest', { priceRequestId: 'pr-sub', signedDate: '2020-05-06' }),
      'bob',
    );
  });
});

describe('contract picker search (type-ahead)', () => {
  it('finds by code, name or customer, a page at a time', async () => {
    type Page = { total: number; data: FinanceContract[] };
    const search = (keyword: string, pageNo: number) =>
      ok<Page>(post('contract/queryList', { pageNo, pageSize: 1, params: { keyword } }));
    const first = await search('比价测试委托', 1);
    const second = await search('比价测试委托', 2);
    expect(first.total).toBe(2);
    expect(first.data).toHaveLength(1);
    expect(second.data).toHaveLength(1);
    expect(new Set([first.data[0]!.code, second.data[0]!.code]).size).toBe(2);
    expect((await search('CMP-T-001', 1)).data.map((row) => row.id)).toEqual([CONTRACT]);
    expect((await search('对比测试合同', 1)).total).toBe(1);
  });
});
