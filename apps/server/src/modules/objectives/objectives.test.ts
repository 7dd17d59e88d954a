import type {
  BusinessProfit,
  ObjectivePlan,
  ObjectiveProduction,
  ObjectiveTargetInput,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { OTHER_COMPANY, ROLELESS_USER, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

// Every actual is checked against a plain SQL aggregate of the seeded rows (run on the system
// connection with an explicit company filter), never against the service's helpers.

let t: TestApp;
let admin: string;
let finance: string;
let engineer: string;
let bob: string;
let nobody: string;

const C = DEMO_COMPANY_ID;
/** The test clock is 2026-03-02: 2026 is "this year", counted to date up to March. */
const YEAR = 2026;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const fixed = (value: Decimal.Value) => new Decimal(value).toFixed(2);

async function call<T>(url: string, payload: unknown, token = admin) {
  const { response, body } = await t.call<T>({
    method: 'POST',
    url: `/api${url}`,
    headers: { AuthToken: token },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, envelope: body, data: body.data };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  finance = await t.tokenOf('lisi', 'Staff@123456');
  engineer = await t.tokenOf('zhangsan', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
}, 180_000);
afterAll(() => t.close());

/** Per department and month (1–12) an SQL aggregate. */
async function byDepartmentMonth(query: ReturnType<typeof sql>) {
  const out = new Map<string, string[]>();
  for (const row of await rows<{ d: string | null; m: number; v: string }>(query)) {
    const months = out.get(row.d ?? '') ?? Array.from({ length: 12 }, () => '0.00');
    months[Number(row.m) - 1] = fixed(row.v);
    out.set(row.d ?? '', months);
  }
  return out;
}
const contractSql = (year: number) => sql`
  select department_id as d, extract(month from signed_date)::int as m, sum(amount) as v
  from contracts where company_id = ${C} and signed_date >= ${`${year}-01-01`}
    and signed_date < ${`${year + 1}-01-01`} group by 1, 2`;
const receiptSql = (year: number) => sql`
  select c.department_id as d, extract(month from r.received_date)::int as m, sum(r.amount) as v
  from receipts r join contracts c on c.id = r.contract_id
  where r.company_id = ${C} and r.received_date >= ${`${year}-01-01`}
    and r.received_date < ${`${year + 1}-01-01`} group by 1, 2`;
/** 产值: each declaration's value against the contract's declaration just before it. */
const productionSql = (year: number) => sql`
  select c.department_id as d, substr(p.month, 6)::int as m,
    sum(round(c.amount * p.progress / 100, 2) - round(c.amount * coalesce((
      select q.progress from objective_progress q where q.contract_id = p.contract_id
        and q.month < p.month order by q.month desc limit 1), 0) / 100, 2)) as v
  from objective_progress p join contracts c on c.id = p.contract_id
  where p.company_id = ${C} and p.month like ${`${year}-%`} group by 1, 2`;

/** The monthly sums of a department and every department below it (the report's rows). */
function subtreeSum(report: ObjectiveProduction, id: string, byDept: Map<string, string[]>) {
  const parents = new Map(report.departments.map((row) => [row.departmentId, row.parentId]));
  const inside = (candidate: string) => {
    for (let at: string | null | undefined = candidate; at; at = parents.get(at))
      if (at === id) return true;
    return false;
  };
  const out = Array.from({ length: 12 }, () => new Decimal(0));
  for (const [department, months] of byDept)
    if (department === id || (department !== '' && inside(department)))
      months.forEach((value, index) => (out[index] = out[index]!.plus(value)));
  return out.map(fixed);
}

describe('目标制定 (plan)', () => {
  it('answers the seeded, issued plan: company totals = sum of the departments, months = year', async () => {
    const { data, envelope } = await call<ObjectivePlan>('/b/business-objectives/plan', {
      year: YEAR,
    });
    expect(envelope.success).toBe(true);
    expect(data.status).toBe('issued');
    expect(data.canEditAll).toBe(true);
    expect(data.targets.length).toBeGreaterThanOrEqual(8);
    expect(data.departmentSums).toEqual(data.totals);
    for (const target of data.targets) {
      expect(target.months).toHaveLength(12);
      expect(fixed(target.months.reduce((a, b) => a.plus(b), new Decimal(0)))).toBe(target.annual);
    }
    // The seeded "by last year" split follows last year's receipts of the department.
    const receipt = data.targets.find((x) => x.measure === 'receipt' && x.method === 'last_year')!;
    const lastYear = (await byDepartmentMonth(receiptSql(YEAR - 1))).get(receipt.departmentId)!;
    const biggest = lastYear.indexOf(
      lastYear.reduce((a, b) => (new Decimal(b).gt(a) ? b : a), '0.00'),
    );
    const share = new Decimal(receipt.annual)
      .times(lastYear[biggest]!)
      .div(lastYear.reduce((a, b) => a.plus(b), new Decimal(0)));
    expect(new Decimal(receipt.months[biggest]!).minus(share).abs().lte('0.01')).toBe(true);
  });

  it('refuses a change to an issued plan and keeps it as it was', async () => {
    const before = (await call<ObjectivePlan>('/b/business-objectives/plan', { year: YEAR })).data;
    const { envelope } = await call('/b/business-objectives/plan/save', {
      year: YEAR,
      totals: before.totals,
      targets: before.targets,
    });
    expect(envelope.success).toBe(false);
    expect(envelope.msg).toContain('已下达');
    const after = (await call<ObjectivePlan>('/b/business-objectives/plan', { year: YEAR })).data;
    expect(after.targets).toEqual(before.targets);
  });

  it('adjusts an issued plan with a reason and keeps the history', async () => {
    const before = (await call<ObjectivePlan>('/b/business-objectives/plan', { year: YEAR })).data;
    const target = before.targets.find((x) => x.measure === 'contract')!;
    const targets: ObjectiveTargetInput[] = before.targets.map((x) =>
      x === target ? { ...x, annual: fixed(new Decimal(x.annual).plus('1000.01')) } : x,
    );
    // Without the company total following, it does not add up.
    const mismatch = await call('/b/business-objectives/plan/adjust', {
      year: YEAR,
      reason: '新签大额合同',
      totals: before.totals,
      targets,
    });
    expect(mismatch.envelope.success).toBe(false);
    expect(mismatch.envelope.msg).toContain('相差 -1000.01');
    const totals = {
      ...before.totals,
      contract: fixed(new Decimal(before.totals.contract).plus('1000.01')),
    };
    const noReason = await call('/b/business-objectives/plan/adjust', {
      year: YEAR,
      reason: ' ',
      totals,
      targets,
    });
    expect(noReason.status).toBe(400);
    const { data, envelope } = await call<ObjectivePlan>('/b/business-objectives/plan/adjust', {
      year: YEAR,
      reason: '新签大额合同',
      totals,
      targets,
    });
    expect(envelope.success).toBe(true);
    expect(data.status).toBe('issued');
    expect(data.totals.contract).toBe(totals.contract);
    expect(data.adjustments[0]!.reason).toBe('新签大额合同');
    expect(data.adjustments[0]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          departmentId: '',
          measure: 'contract',
          before: before.totals.contract,
        }),
        expect.objectContaining({
          departmentId: target.departmentId,
          measure: 'contract',
          before: target.annual,
          after: fixed(new Decimal(target.annual).plus('1000.01')),
        }),
      ]),
    );
    const again = await call('/b/business-objectives/plan/adjust', {
      year: YEAR,
      reason: '再次调整',
      totals,
      targets,
    });
    expect(again.envelope.success).toBe(false);
    expect(again.envelope.msg).toContain('没有改变');
  });

  it('saves a draft only when the departments add up to the company, then issues and locks it', async () => {
    const year = 2030;
    const targets: ObjectiveTargetInput[] = [
      { departmentId: 'dept-cost-1', measure: 'contract', annual: '1000000.07', method: 'even' },
      { departmentId: 'dept-cost-2', measure: 'contract', annual: '2000000', method: 'last_year' },
      {
        departmentId: 'dept-cost-3',
        measure: 'receipt',
        annual: '12.00',
        method: 'manual',
        months: ['1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1'],
      },
    ];
    const totals = { contract: '3000000.07', production: '0', receipt: '12', profit: '0' };
    const wrong = await call('/b/business-objectives/plan/save', {
      year,
      totals: { ...totals, contract: '3000000.00' },
      targets,
    });
    expect(wrong.envelope.success).toBe(false);
    expect(wrong.envelope.msg).toContain('合同额');
    const [none] = await rows<{ n: number }>(
      sql`select count(*)::int as n from objective_plans where company_id = ${C} and year = ${year}`,
    );
    expect(Number(none!.n)).toBe(0);
    const manualWrong = await call('/b/business-objectives/plan/save', {
      year,
      totals: { ...totals, receipt: '13' },
      targets: targets.map((x) => (x.method === 'manual' ? { ...x, annual: '13' } : x)),
    });
    expect(manualWrong.envelope.msg).toContain('手工分解');

    const saved = await call<ObjectivePlan>('/b/business-objectives/plan/save', {
      year,
      totals,
      targets,
    });
    expect(saved.envelope.success).toBe(true);
    expect(saved.data.status).toBe('draft');
    expect(saved.data.departmentSums).toEqual({
      contract: '3000000.07',
      production: '0.00',
      receipt: '12.00',
      profit: '0.00',
    });
    const even = saved.data.targets.find((x) => x.departmentId === 'dept-cost-1')!;
    // 100,000,007 cents / 12 = 8,333,333 r 11: eleven months carry the extra cent.
    expect(even.months).toEqual([...Array.from({ length: 11 }, () => '83333.34'), '83333.33']);
    // No actuals in 2029: "by last year" falls back to even.
    expect(saved.data.targets.find((x) => x.departmentId === 'dept-cost-2')!.months[0]).toBe(
      '166666.67',
    );

    const issued = await call<ObjectivePlan>('/b/business-objectives/plan/issue', { year });
    expect(issued.data.status).toBe('issued');
    expect(issued.data.issuedBy).toBeTruthy();
    const locked = await call('/b/business-objectives/plan/save', { year, totals, targets });
    expect(locked.envelope.success).toBe(false);
    const twice = await call('/b/business-objectives/plan/issue', { year });
    expect(twice.envelope.success).toBe(false);
  });

  it('previews a split without saving', async () => {
    const { data } = await call<{ months: string[] }>('/b/business-objectives/plan/split', {
      year: 2031,
      departmentId: 'dept-cost-1',
      measure: 'profit',
      annual: '0.05',
      method: 'even',
    });
    expect(data.months.filter((m) => m === '0.01')).toHaveLength(5);
    expect(data.months.filter((m) => m === '0.00')).toHaveLength(7);
  });
});

describe('目标完成 (production)', () => {
  let report: ObjectiveProduction;
  beforeAll(async () => {
    report = (await call<ObjectiveProduction>('/b/business-objectives/production', { year: 2025 }))
      .data;
  }, 120_000);

  it('counts a past year whole and answers every department with data', () => {
    expect(report.currentMonth).toBe(12);
    expect(report.status).toBe('issued');
    expect(report.departments.length).toBeGreaterThanOrEqual(3);
  });

  it('has contract, receipt and production actuals equal to SQL aggregates of the seeded rows', async () => {
    const expected = {
      contract: await byDepartmentMonth(contractSql(2025)),
      receipt: await byDepartmentMonth(receiptSql(2025)),
      production: await byDepartmentMonth(productionSql(2025)),
    };
    for (const [measure, byDept] of Object.entries(expected)) {
      expect(byDept.size).toBeGreaterThan(0);
      for (const row of report.departments) {
        const figures = row.measures.find((m) => m.measure === measure)!;
        // A department's actual holds those of the departments below it.
        expect(figures.actual, `${measure} ${row.departmentId}`).toEqual(
          subtreeSum(report, row.departmentId, byDept),
        );
      }
      const companyTotal = [...byDept.values()].flat().reduce((a, b) => a.plus(b), new Decimal(0));
      expect(report.company.measures.find((m) => m.measure === measure)!.actualTotal).toBe(
        fixed(companyTotal),
      );
    }
  });

  it('has the profit of each month equal to the business profit of that month', async () => {
    const profit = (
      await call<BusinessProfit>('/b/profits/businessProfit', {
        startMonth: '2025-05',
        endMonth: '2025-05',
      })
    ).data;
    expect(profit.profits.byDepartment.length).toBeGreaterThan(0);
    const may = new Map(
      profit.profits.byDepartment.map((d) => {
        const months = Array.from({ length: 12 }, () => '0.00');
        months[4] = d.profit;
        return [d.departmentId, months] as const;
      }),
    );
    for (const department of profit.profits.byDepartment) {
      const row = report.departments.find((r) => r.departmentId === department.departmentId)!;
      expect(row.measures.find((m) => m.measure === 'profit')!.actual[4]).toBe(
        subtreeSum(report, row.departmentId, may)[4],
      );
    }
  });

  it('compares with the plan: completion, 同比 and the light', async () => {
    const [target] = await rows<{ d: string; months: string[] }>(sql`
      select t.department_id as d, t.months from objective_targets t
        join objective_plans p on p.id = t.plan_id
      where p.company_id = ${C} and p.year = 2025 and t.measure = 'receipt' order by t.department_id limit 1`);
    const row = report.departments.find((r) => r.departmentId === target!.d)!;
    const figures = row.measures.find((m) => m.measure === 'receipt')!;
    expect(figures.target).toEqual(target!.months.map(fixed));
    const actual = new Decimal(figures.actualToDate);
    const planned = new Decimal(figures.targetToDate);
    expect(figures.completion).toBe(actual.div(planned).times(100).toFixed(2));
    expect(figures.light).toBe(
      actual.gte(planned) ? 'green' : actual.gte(planned.times(0.8)) ? 'yellow' : 'red',
    );
    const lastYear = (await byDepartmentMonth(receiptSql(2024))).get(target!.d);
    const last = (lastYear ?? []).reduce((a, b) => a.plus(b), new Decimal(0));
    expect(figures.lastYearToDate).toBe(fixed(last));
    expect(figures.yoy).toBe(
      last.isZero() ? null : actual.minus(last).div(last).times(100).toFixed(2),
    );
  });

  it('counts this year to date (to March on 2 March)', async () => {
    const { data } = await call<ObjectiveProduction>('/b/business-objectives/production', {
      year: YEAR,
    });
    expect(data.currentMonth).toBe(3);
    const figures = data.company.measures.find((m) => m.measure === 'contract')!;
    expect(figures.targetToDate).toBe(
      fixed(figures.target.slice(0, 3).reduce((a, b) => a.plus(b), new Decimal(0))),
    );
  });
});

describe('产值申报 (progress)', () => {
  it('lists a month and saves progress that moves the production value', async () => {
    const month = '2026-03';
    const list = await call<{
      rows: { contractId: string; previous: string; progress: string | null; amount: string }[];
    }>('/b/business-objectives/progress/queryList', { month });
    const open = list.data.rows.find(
      (row) => row.progress === null && new Decimal(row.previous).lt(90),
    )!;
    expect(open).toBeDefined();
    const below = await call('/b/business-objectives/progress/save', {
      month,
      items: [
        { contractId: open.contractId, progress: fixed(new Decimal(open.previous).minus(1).abs()) },
      ],
    });
    if (new Decimal(open.previous).gt(1)) {
      expect(below.envelope.success).toBe(false);
      expect(below.envelope.msg).toContain('不能倒退');
    }
    const progress = fixed(new Decimal(open.previous).plus(10));
    const saved = await call<{ saved: number }>('/b/business-objectives/progress/save', {
      month,
      items: [{ contractId: open.contractId, progress }],
    });
    expect(saved.data.saved).toBe(1);
    const after = await call<{ rows: { contractId: string; value: string }[] }>(
      '/b/business-objectives/progress/queryList',
      { month },
    );
    const amount = new Decimal(open.amount);
    const value = amount
      .times(progress)
      .div(100)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .minus(amount.times(open.previous).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
    expect(after.data.rows.find((r) => r.contractId === open.contractId)!.value).toBe(fixed(value));
    const bad = await call('/b/business-objectives/progress/save', {
      month,
      items: [{ contractId: open.contractId, progress: '100.5' }],
    });
    expect(bad.status).toBe(400);
  });
});

describe('department scope, tenancy and permissions', () => {
  it('shows a cost engineer only his departments, read only', async () => {
    const { data, envelope } = await call<ObjectiveProduction>(
      '/b/business-objectives/production',
      { year: 2025 },
      engineer,
    );
    expect(envelope.success).toBe(true);
    const allowed = ['dept-cost-1', 'dept-cost-2', 'dept-cost-3', 'dept-quality'];
    expect(data.departments.every((row) => allowed.includes(row.departmentId))).toBe(true);
    const expected = await byDepartmentMonth(contractSql(2025));
    const total = allowed
      .flatMap((id) => expected.get(id) ?? [])
      .reduce((a, b) => a.plus(b), new Decimal(0));
    expect(data.company.measures.find((m) => m.measure === 'contract')!.actualTotal).toBe(
      fixed(total),
    );
    const plan = await call<ObjectivePlan>('/b/business-objectives/plan', { year: YEAR }, engineer);
    expect(plan.data.canEditAll).toBe(false);
    expect(plan.data.targets.every((x) => allowed.includes(x.departmentId))).toBe(true);
    const save = await call(
      '/b/business-objectives/plan/save',
      {
        year: 2032,
        totals: { contract: '0', production: '0', receipt: '0', profit: '0' },
        targets: [],
      },
      engineer,
    );
    expect(save.status).toBe(403);
  });

  it('lets finance (every department granted) edit', async () => {
    const plan = await call<ObjectivePlan>('/b/business-objectives/plan', { year: YEAR }, finance);
    expect(plan.data.canEditAll).toBe(true);
  });

  it('keeps other companies apart', async () => {
    const plan = await call<ObjectivePlan>('/b/business-objectives/plan', { year: YEAR }, bob);
    expect(plan.data.status).toBe('none');
    expect(plan.data.departments.map((d) => d.departmentId)).toEqual([OTHER_COMPANY.deptId]);
    const report = await call<ObjectiveProduction>(
      '/b/business-objectives/production',
      { year: 2025 },
      bob,
    );
    expect(report.data.departments).toEqual([]);
    const stranger = await call(
      '/b/business-objectives/plan/save',
      {
        year: 2033,
        totals: { contract: '1', production: '0', receipt: '0', profit: '0' },
        targets: [
          { departmentId: 'dept-cost-1', measure: 'contract', annual: '1', method: 'even' },
        ],
      },
      bob,
    );
    expect(stranger.envelope.success).toBe(false);
  });

  it('refuses a user without the permission', async () => {
    const { status } = await call('/b/business-objectives/plan', { year: YEAR }, nobody);
    expect(status).toBe(403);
  });
});

describe('departments roll up (3 levels: 公司 → 造价一部 → 一组 → 一组甲)', () => {
  const year = 2031;
  beforeAll(async () => {
    const now = t.clock.now();
    await t.database.db.execute(sql`insert into departments
      (id, company_id, parent_id, parent_ids, name, sort, created_at, updated_at) values
      ('dept-obj-a', ${C}, 'dept-cost-1', 'dept-root,dept-cost-1,', '造价一部一组', 1, ${now}, ${now}),
      ('dept-obj-a1', ${C}, 'dept-obj-a', 'dept-root,dept-cost-1,dept-obj-a,', '一组甲', 1, ${now}, ${now})`);
    await t.database.db.execute(sql`insert into contracts
      (id, company_id, code, name, business_type, department_id, signed_date, amount, created_at, updated_at) values
      ('obj-roll-1', ${C}, 'ROLL-1', '汇总测试一', 'budget', 'dept-obj-a1', '2031-02-10', 100.10, ${now}, ${now}),
      ('obj-roll-2', ${C}, 'ROLL-2', '汇总测试二', 'budget', 'dept-obj-a', '2031-05-10', 50.05, ${now}, ${now})`);
  });
  const zero = { production: '0', receipt: '0', profit: '0' };

  it("refuses a parent's own target its children do not add up to, naming it; writes nothing", async () => {
    const refused = await call('/b/business-objectives/plan/save', {
      year,
      totals: { ...zero, contract: '400' },
      targets: [
        { departmentId: 'dept-obj-a', measure: 'contract', annual: '400', method: 'even' },
        { departmentId: 'dept-obj-a1', measure: 'contract', annual: '300', method: 'even' },
      ],
    });
    expect(refused.envelope.success).toBe(false);
    expect(refused.envelope.msg).toContain('造价一部一组');
    expect(refused.envelope.msg).toContain('300.00');
    expect(refused.envelope.msg).toContain('100.00');
    const [none] = await rows<{ n: number }>(
      sql`select count(*)::int as n from objective_plans where company_id = ${C} and year = ${year}`,
    );
    expect(Number(none!.n)).toBe(0);
  });

  it('counts a parent with its own target once: the company is the top level', async () => {
    const targets: ObjectiveTargetInput[] = [
      { departmentId: 'dept-obj-a', measure: 'contract', annual: '400', method: 'even' },
      { departmentId: 'dept-obj-a1', measure: 'contract', annual: '400', method: 'even' },
      { departmentId: 'dept-cost-2', measure: 'contract', annual: '500', method: 'even' },
    ];
    // The flat sum (1,300) would count 一组 and 一组甲 twice.
    const flat = await call('/b/business-objectives/plan/save', {
      year,
      totals: { ...zero, contract: '1300' },
      targets,
    });
    expect(flat.envelope.success).toBe(false);
    const saved = await call<ObjectivePlan>('/b/business-objectives/plan/save', {
      year,
      totals: { ...zero, contract: '900' },
      targets,
    });
    expect(saved.envelope.success, saved.envelope.msg).toBe(true);
    expect(saved.data.departmentSums.contract).toBe('900.00');
    const effective = (id: string) =>
      saved.data.effective.find((x) => x.departmentId === id && x.measure === 'contract');
    expect(effective('dept-obj-a')).toMatchObject({ annual: '400.00', source: 'own' });
    expect(effective('dept-cost-1')).toMatchObject({ annual: '400.00', source: 'children' });
    expect(effective('dept-root')).toMatchObject({ annual: '900.00', source: 'children' });
    // The months roll up too: 400 / 12 → 33.34, 500 / 12 → 41.67 in January.
    expect(effective('dept-root')!.months[0]).toBe('75.01');
    expect(fixed(effective('dept-root')!.months.reduce((a, b) => a.plus(b), new Decimal(0)))).toBe(
      '900.00',
    );
  });

  it('rolls the actuals and targets up to every level of the report', async () => {
    const { data } = await call<ObjectiveProduction>('/b/business-objectives/production', {
      year,
    });
    const contract = (id: string) =>
      data.departments
        .find((row) => row.departmentId === id)
        ?.measures.find((m) => m.measure === 'contract');
    expect(contract('dept-obj-a1')).toMatchObject({ actualTotal: '100.10', targetSource: 'own' });
    expect(contract('dept-obj-a')).toMatchObject({
      actualTotal: '150.15',
      targetTotal: '400.00',
      targetSource: 'own',
    });
    expect(contract('dept-cost-1')).toMatchObject({
      actualTotal: '150.15',
      targetTotal: '400.00',
      targetSource: 'children',
    });
    expect(contract('dept-root')).toMatchObject({ actualTotal: '150.15', targetTotal: '900.00' });
    const company = data.company.measures.find((m) => m.measure === 'contract')!;
    expect(company).toMatchObject({ actualTotal: '150.15', targetTotal: '900.00' });
    expect(data.departments.find((row) => row.departmentId === 'dept-obj-a')).toMatchObject({
      parentId: 'dept-cost-1',
      hasChildren: true,
      depth: 2,
    });
  });
});
