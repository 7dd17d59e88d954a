import type {
  BonusCalculation,
  BonusEntrust,
  BonusRule,
  BonusTemplate,
  MyBonusRow,
  MyBonusSum,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { bonusCalculations, contractMembers, contracts, receipts } from '../../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';

let t: TestApp;
const tokens: Record<string, string> = {};
const CONTRACT = 'bonus-test-contract';

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const now = t.clock.now();
  const stamp = { createdAt: now, updatedAt: now };
  const db = t.database.db;
  // A settlement-audit contract of our own, so the figures below do not depend on the demo data.
  await db.insert(contracts).values({
    id: CONTRACT,
    companyId: DEMO_COMPANY_ID,
    code: 'BONUS-T-001',
    name: '奖金测试合同',
    businessType: 'settlement',
    signedDate: '2025-01-10',
    amount: '318000.00',
    vatRate: '0.06',
    status: 'executing',
    ...stamp,
  });
  await db.insert(contractMembers).values(
    [
      ['user-zhangsan', 'lead', '1'],
      ['user-zhangsan', 'preparer', '2'],
      ['user-lisi', 'preparer', '1'],
      ['user-admin', 'checker', '1'],
    ].map(([userId, role, weight], i) => ({
      id: `bonus-test-member-${i}`,
      companyId: DEMO_COMPANY_ID,
      contractId: CONTRACT,
      userId: userId!,
      role: role!,
      stage: null,
      weight: weight!,
    })),
  );
  await db.insert(receipts).values(
    [
      ['2025-02-15', '63600.00'],
      ['2025-05-20', '42400.00'],
      ['2025-08-01', '106000.00'],
    ].map(([receivedDate, amount], i) => ({
      id: `bonus-test-receipt-${i}`,
      companyId: DEMO_COMPANY_ID,
      contractId: CONTRACT,
      amount: amount!,
      receivedDate: receivedDate!,
      ...stamp,
    })),
  );
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

const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2);
const calculate = (payload: object) =>
  ({ method: 'POST', url: '/api/b/bonus/calculation/calculate', payload }) as const;

describe('bonus rules and templates', () => {
  it('lists the demo rules and refuses one whose role splits do not sum to 100 %', async () => {
    const page = await ok<{ total: number; data: BonusRule[] }>({
      method: 'POST',
      url: '/api/b/bonus/rule/list',
      payload: { params: { businessType: 'whole_process' } },
    });
    expect(page.data[0]).toMatchObject({
      id: 'bonus-rule-whole-process',
      rate: '0.15',
      stageSplits: { tender: '0.3', construction: '0.4', settlement: '0.3' },
    });
    const msg = await refused({
      method: 'POST',
      url: '/api/b/bonus/rule/save',
      payload: {
        name: '错误规则',
        businessType: 'budget',
        rate: '0.2',
        effectiveFrom: '2025-01-01',
        roleSplits: {
          lead: '0.2',
          preparer: '0.6',
          checker: '0.15',
          reviewer: '0.1',
          approver: '0.05',
        },
      },
    });
    expect(msg).toContain('110');
  });

  it('makes a rule of each business type of a template', async () => {
    const template = await ok<BonusTemplate>({
      method: 'POST',
      url: '/api/b/bonus/template/save',
      payload: {
        name: '结算专项',
        figures: [
          {
            businessType: 'settlement',
            rate: '0.25',
            roleSplits: {
              lead: '0.2',
              preparer: '0.5',
              checker: '0.15',
              reviewer: '0.1',
              approver: '0.05',
            },
          },
        ],
      },
    });
    const made = await ok<BonusRule[]>({
      method: 'POST',
      url: '/api/b/bonus/template/apply',
      payload: { id: template.id, effectiveFrom: '2030-01-01' },
    });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      businessType: 'settlement',
      rate: '0.25',
      holdbackRate: '0.15',
    });
  });
});

describe('contracts to calculate', () => {
  it('lists each contract with its own receipts and members', async () => {
    const page = await ok<{ data: { id: string; received: string; memberCount: number }[] }>(
      {
        method: 'POST',
        url: '/api/b/bonus/contract/list',
        payload: { params: { keyword: 'BONUS-T' } },
      },
      'admin',
    );
    expect(page.data).toEqual([
      expect.objectContaining({ id: CONTRACT, received: '212000.00', memberCount: 4 }),
    ]);
  });
});

describe('a calculation from receipts and members', () => {
  let calc: BonusCalculation;

  it('makes the pool from the receipts of the period and shares it to the cent', async () => {
    calc = await ok<BonusCalculation>(
      calculate({
        contractId: CONTRACT,
        periodFrom: '2025-01-01',
        periodTo: '2025-06-30',
        coefficient: '1.1',
      }),
    );
    // 106,000 incl. VAT → 100,000 × 22 % (demo settlement rule) × 1.1
    expect(calc).toMatchObject({
      received: '106000.00',
      receivedExVat: '100000.00',
      pool: '24200.00',
      status: 'draft',
      ruleId: 'bonus-rule-settlement',
    });
    expect(sum(calc.allocations.map((a) => a.amount))).toBe(calc.pool);
    expect(calc.trace.receipts.map((r) => r.id)).toEqual([
      'bonus-test-receipt-0',
      'bonus-test-receipt-1',
    ]);
    // lead, preparer and checker filled: 20 : 55 : 12 renormalised
    const lead = calc.allocations.find((a) => a.role === 'lead')!;
    expect(lead.trace.roleShare).toBe('0.229885');
    expect(calc.trace.vacant.map((v) => v.role)).toEqual(['reviewer', 'approver']);
  });

  it('refuses an overlapping period and a coefficient outside the rule', async () => {
    expect(
      await refused(
        calculate({ contractId: CONTRACT, periodFrom: '2025-06-01', periodTo: '2025-09-30' }),
      ),
    ).toContain('2025-01-01');
    expect(
      await refused(
        calculate({
          contractId: CONTRACT,
          periodFrom: '2025-07-01',
          periodTo: '2025-12-31',
          coefficient: '1.5',
        }),
      ),
    ).toContain('1.5');
  });

  it('adjusts between two people keeping the pool, and refuses a draft payment', async () => {
    const from = calc.allocations.find(
      (a) => a.userId === 'user-zhangsan' && a.role === 'preparer',
    )!;
    const to = calc.allocations.find((a) => a.userId === 'user-lisi')!;
    const adjusted = await ok<BonusCalculation>({
      method: 'POST',
      url: '/api/b/bonus/adjustment/save',
      payload: {
        calculationId: calc.id,
        fromAllocationId: from.id,
        toAllocationId: to.id,
        amount: '1,000.00',
        reason: '李四承担了更多编制工作',
      },
    });
    const after = (id: string) => adjusted.allocations.find((a) => a.id === id)!;
    expect(after(from.id).amount).toBe(new Decimal(from.amount).minus(1000).toFixed(2));
    expect(after(to.id).adjusted).toBe('1000.00');
    expect(sum(adjusted.allocations.map((a) => a.amount))).toBe(calc.pool);
    expect(
      await refused({
        method: 'POST',
        url: '/api/b/bonus/payment/pay',
        payload: { allocationIds: [to.id], paidDate: '2025-07-10' },
      }),
    ).toBeTruthy();
  });

  it('pays the released part once confirmed, the hold-back only when the contract is finished', async () => {
    await ok({ method: 'POST', url: `/api/b/bonus/calculation/confirm/${calc.id}` });
    const detail = await ok<BonusCalculation>({
      method: 'GET',
      url: `/api/b/bonus/calculation/${calc.id}`,
    });
    const ids = detail.allocations.map((a) => a.id);
    const first = await ok<{ count: number; amount: string }>({
      method: 'POST',
      url: '/api/b/bonus/payment/pay',
      payload: { allocationIds: ids, paidDate: '2025-07-10' },
    });
    expect(first.amount).toBe(sum(detail.allocations.map((a) => a.released)));
    await refused({
      method: 'POST',
      url: '/api/b/bonus/payment/pay',
      payload: { allocationIds: ids, paidDate: '2025-07-11' },
    });
    await t.database.db
      .update(contracts)
      .set({ status: 'finished' })
      .where(eq(contracts.id, CONTRACT));
    const rest = await ok<{ count: number; amount: string }>({
      method: 'POST',
      url: '/api/b/bonus/payment/pay',
      payload: { allocationIds: ids, paidDate: '2025-12-31' },
    });
    expect(new Decimal(first.amount).plus(rest.amount).toFixed(2)).toBe(calc.pool);
    const [row] = await t.database.db
      .select({ status: bonusCalculations.status })
      .from(bonusCalculations)
      .where(eq(bonusCalculations.id, calc.id));
    expect(row!.status).toBe('paid');
  });
});

describe('my bonus', () => {
  it('shows each person only their own parts, with their trace, and their sums', async () => {
    const mine = await ok<{ data: MyBonusRow[] }>(
      {
        method: 'POST',
        url: '/api/b/bonus/my/list',
        payload: { params: { contractId: CONTRACT } },
      },
      'zhangsan',
    );
    expect(mine.data.length).toBe(2);
    expect(mine.data.every((row) => row.userId === 'user-zhangsan')).toBe(true);
    expect(mine.data[0]!.trace.receiptIds).toHaveLength(2);
    const sums = await ok<MyBonusSum>(
      { method: 'POST', url: '/api/b/bonus/my/sum', payload: { year: 2025 } },
      'zhangsan',
    );
    const own = sums.byContract.find((c) => c.contractId === CONTRACT)!;
    expect(own.amount).toBe(sum(mine.data.map((r) => r.amount)));
    // Someone else's bonus: refused without an entrust.
    const { response } = await as('zhangsan')({
      method: 'POST',
      url: '/api/b/bonus/my/sum',
      payload: { year: 2025, forUserId: 'user-lisi' },
    });
    expect(response.statusCode).toBe(403);
  });

  it("lets an agent see the entrusting principal's bonus during the entrust", async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const entrust = await ok<BonusEntrust>({
      method: 'POST',
      url: '/api/b/bonus/entrust/save',
      payload: {
        principalUserId: 'user-lisi',
        agentUserId: 'user-zhangsan',
        startDate: '2020-01-01',
        endDate: today,
      },
    });
    expect(entrust).toMatchObject({ principalName: '李四', agentName: '张三' });
    const sums = await ok<MyBonusSum>(
      {
        method: 'POST',
        url: '/api/b/bonus/my/sum',
        payload: { year: 2025, forUserId: 'user-lisi' },
      },
      'zhangsan',
    );
    expect(sums.userId).toBe('user-lisi');
    expect(sums.principals.map((p) => p.userId)).toContain('user-lisi');
    expect(
      await refused({
        method: 'POST',
        url: '/api/b/bonus/entrust/save',
        payload: {
          principalUserId: 'user-lisi',
          agentUserId: 'user-lisi',
          startDate: '2020-01-01',
          endDate: today,
        },
      }),
    ).toBeTruthy();
  });

  it("keeps another company's calculation out of reach", async () => {
    const page = await ok<{ data: { id: string }[] }>({
      method: 'POST',
      url: '/api/b/bonus/calculation/list',
      payload: { params: { contractId: CONTRACT } },
    });
    const { response } = await as('bob')({
      method: 'GET',
      url: `/api/b/bonus/calculation/${page.data[0]!.id}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
