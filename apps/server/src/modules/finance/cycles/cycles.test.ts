import type { PaymentCycleList } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaymentCycles, contracts } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { fillCycles, planCycles } from './service';

const cycle = (name: string, extra: { ratio?: string; amount?: string; dueDate?: string }) => ({
  name,
  dueDate: null,
  condition: null,
  ...extra,
});

describe('payment cycles (pure)', () => {
  it('splits by ratio to the cent, the last cycle taking the rest', () => {
    const planned = planCycles('100000.01', [
      cycle('签约', { ratio: '0.3333' }),
      cycle('初稿', { ratio: '0.3333' }),
      cycle('审定', { ratio: '0.3334' }),
    ]);
    expect(planned.map((c) => c.amount)).toEqual(['33330.00', '33330.00', '33340.01']);
  });

  it('keeps a fixed amount and gives it its ratio', () => {
    const planned = planCycles('10000', [
      cycle('签约', { ratio: '0.3' }),
      cycle('审定', { amount: '7000.00' }),
    ]);
    expect(planned).toMatchObject([
      { amount: '3000.00', ratio: '0.3000' },
      { amount: '7000.00', ratio: '0.7000' },
    ]);
  });

  it('fills the cycles in order with the receipts and dates their status', () => {
    const filled = fillCycles(
      [
        { amount: '3000.00', dueDate: '2026-01-10' },
        { amount: '4000.00', dueDate: '2026-02-10' },
        { amount: '3000.00', dueDate: '2026-03-20' },
        { amount: '1.00', dueDate: '2026-09-01' },
      ],
      '5000.50',
      '2026-03-02',
    );
    expect(filled.map((c) => [c.received, c.outstanding, c.status])).toEqual([
      ['3000.00', '0.00', 'paid'],
      ['2000.50', '1999.50', 'overdue'],
      ['0.00', '3000.00', 'due'],
      ['0.00', '1.00', 'pending'],
    ]);
  });
});

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const call = (who: string, options: InjectOptions) =>
  t.call({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });
const list = (id: string, who = 'admin') =>
  call(who, { method: 'GET', url: `/api/b/paymentCycle/findAllList/${id}` });
const save = (payload: object, who = 'admin') =>
  call(who, { method: 'POST', url: '/api/b/payCostPrice/savePayPrice', payload });

describe('payment cycles through the API', () => {
  let contractId: string;
  let amount: string;
  beforeAll(async () => {
    const [contract] = await t.database.db
      .select({ id: contracts.id, amount: contracts.amount })
      .from(contracts)
      .where(eq(contracts.companyId, DEMO_COMPANY_ID))
      .limit(1);
    contractId = contract!.id;
    amount = contract!.amount;
  });

  it('lists the seeded cycles, adding up to the contract, filled by its receipts', async () => {
    const { body } = await list(contractId);
    expect(body.success, body.msg).toBe(true);
    const data = body.data as PaymentCycleList;
    expect(data.cycles.map((c) => c.name)).toEqual(['签约后', '初稿提交后', '审定后']);
    expect(data.plannedTotal).toBe(data.contractAmount);
    const received = data.cycles.reduce((acc, c) => acc + Math.round(Number(c.received) * 100), 0);
    expect(received).toBe(
      Math.min(Math.round(Number(data.receivedTotal) * 100), Math.round(Number(amount) * 100)),
    );
  });

  it('replaces the cycles, and refuses ones that do not add up, writing nothing', async () => {
    const before = await t.database.db
      .select()
      .from(contractPaymentCycles)
      .where(eq(contractPaymentCycles.contractId, contractId));
    const short = await save({
      contractId,
      cycles: [
        { name: '签约', ratio: '0.5' },
        { name: '审定', ratio: '0.4' },
      ],
    });
    expect(short.body.success).toBe(false);
    expect(short.body.msg).toContain('相差');
    const over = await save({
      contractId,
      cycles: [
        { name: '签约', ratio: '0.7' },
        { name: '审定', ratio: '0.7' },
      ],
    });
    expect(over.body.success).toBe(false);
    const backwards = await save({
      contractId,
      cycles: [
        { name: '签约', ratio: '0.5', dueDate: '2026-05-01' },
        { name: '审定', ratio: '0.5', dueDate: '2026-04-01' },
      ],
    });
    expect(backwards.body.msg).toContain('2026-04-01');
    const none = await save({ contractId, cycles: [{ name: '签约' }] });
    expect(none.body.success).toBe(false);
    const after = await t.database.db
      .select()
      .from(contractPaymentCycles)
      .where(eq(contractPaymentCycles.contractId, contractId));
    expect(after).toEqual(before);

    const saved = await save({
      contractId,
      cycles: [
        { name: '签约', ratio: '0.5', dueDate: '2026-04-01', condition: '签约后' },
        { name: '审定', ratio: '0.5', dueDate: '2026-05-01' },
      ],
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    const data = saved.body.data as PaymentCycleList;
    expect(data.cycles).toHaveLength(2);
    expect(data.plannedTotal).toBe(data.contractAmount);
  });

  it('keeps to the tenant', async () => {
    expect((await list(contractId, 'bob')).body.success).toBe(false);
    const foreign = await save({ contractId, cycles: [{ name: '签约', ratio: '1' }] }, 'bob');
    expect(foreign.body.success).toBe(false);
    expect((await list('no-such-contract')).body.success).toBe(false);
  });
});
