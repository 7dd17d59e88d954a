import type {
  ContractSupervise,
  CostBoard,
  CostManage,
  CustomerManage,
  DevelopManage,
  FinanceData,
  ManageCockpit,
  ManpowerManage,
  OperateManage,
  RevenueManage,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { OTHER_COMPANY, ROLELESS_USER, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

// Every figure is checked against an independent, deliberately plain SQL aggregate of the seeded
// rows (run on the system connection with an explicit company filter), never against the service's
// own helpers. The other company gets a small fixture whose figures are worked out by hand.

let t: TestApp;
let admin: string;
let bob: string;
let nobody: string;

const C = DEMO_COMPANY_ID;
const Y = 2025;
const M = 6;
const FROM = '2025-01-01';
const END = '2025-07-01';
const MONTH = '2025-06-01';
const LY_FROM = '2024-01-01';
const LY_END = '2024-07-01';

/** One value of an independent check query, as a two-place string ('0.00' for null). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
async function one(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rows<{ v: string | number | null }>(query);
  return new Decimal(row?.v ?? 0).toFixed(2);
}
const count = async (query: ReturnType<typeof sql>) => Number(await one(query));

async function page<T>(
  name: string,
  body: Record<string, unknown> = { currentYear: Y, currentMonth: M },
  token = admin,
) {
  const { response, body: envelope } = await t.call<T>({
    method: 'POST',
    url: `/api/b/cockpit/${name}`,
    headers: { AuthToken: token },
    payload: body,
  });
  return { status: response.statusCode, envelope, data: envelope.data };
}

const signedIn = (from: string, to: string, company = C) =>
  one(sql`select sum(amount) as v from contracts
    where company_id = ${company} and signed_date >= ${from} and signed_date < ${to}`);
const receivedIn = (from: string, to: string, company = C) =>
  one(sql`select sum(amount) as v from receipts
    where company_id = ${company} and received_date >= ${from} and received_date < ${to}`);
const revenueIn = (from: string, to: string, company = C) =>
  one(sql`select sum(round(r.amount / (1 + c.vat_rate), 2)) as v
    from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${company}
    and r.received_date >= ${from} and r.received_date < ${to}`);
const invoicedIn = (from: string, to: string, company = C) =>
  one(sql`select sum(amount) as v from invoices where company_id = ${company}
    and status <> 'voided' and issued_date >= ${from} and issued_date < ${to}`);
const costIn = (from: string, to: string, company = C) =>
  one(sql`select sum(amount) as v from cost_entries
    where company_id = ${company} and occurred_date >= ${from} and occurred_date < ${to}`);
const sub = (a: string, b: string) => new Decimal(a).minus(b).toFixed(2);
const sumOf = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const now = t.clock.now().toISOString();
  // The other company's admin may open its cockpit (its admin role holds its menus).
  await t.database.db.execute(sql`
    insert into menus (id, company_id, parent_id, name, name_key, url, permission, type, sort, created_at, updated_at)
    values ('acme-menu-cockpit', ${OTHER_COMPANY.id}, null, '管理驾驶舱', 'menu.cockpit',
      '/management-cockpit-newTab', 'cockpit:view', 2, 2, ${now}, ${now})`);
  admin = await t.tokenOf('admin', 'Admin@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
}, 120_000);
afterAll(() => t.close());

describe('the demo data is there to measure', () => {
  it('has contracts, receipts, invoices, costs and bank rows in the period', async () => {
    expect(Number(await signedIn(FROM, END))).toBeGreaterThan(0);
    expect(Number(await receivedIn(FROM, END))).toBeGreaterThan(0);
    expect(Number(await invoicedIn(FROM, END))).toBeGreaterThan(0);
    expect(Number(await costIn(FROM, END))).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as v from bank_details where company_id = ${C}`),
    ).toBeGreaterThan(0);
  });
});

describe('manage-cockpit (overview)', () => {
  let d: ManageCockpit;
  beforeAll(async () => {
    d = (await page<ManageCockpit>('manageCockpit')).data;
  });

  it('signed, revenue, invoiced, received and cost equal their aggregates', async () => {
    expect(d.signed).toMatchObject({
      year: await signedIn(FROM, END),
      month: await signedIn(MONTH, END),
      lastYear: await signedIn(LY_FROM, LY_END),
    });
    expect(d.revenue).toMatchObject({
      year: await revenueIn(FROM, END),
      month: await revenueIn(MONTH, END),
      lastYear: await revenueIn(LY_FROM, LY_END),
    });
    expect(d.invoiced.year).toBe(await invoicedIn(FROM, END));
    expect(d.received.year).toBe(await receivedIn(FROM, END));
    expect(d.cost).toMatchObject({
      year: await costIn(FROM, END),
      month: await costIn(MONTH, END),
      lastYear: await costIn(LY_FROM, LY_END),
    });
    const ly = new Decimal(d.signed.lastYear);
    if (!ly.isZero()) {
      expect(d.signed.yoy).toBe(new Decimal(d.signed.year).minus(ly).div(ly).times(100).toFixed(2));
    }
  });

  it('receivable, profit, headcount and projects in progress equal their aggregates', async () => {
    expect(d.receivable).toBe(
      sub(await invoicedIn('1900-01-01', END), await receivedIn('1900-01-01', END)),
    );
    expect(d.profit).toBe(sub(await revenueIn(FROM, END), await costIn(FROM, END)));
    expect(d.headcount).toBe(
      await count(sql`select count(*) as v from users where company_id = ${C} and not deleted`),
    );
    expect(d.projectsInProgress).toBe(
      await count(sql`select count(*) as v from contracts where company_id = ${C}
        and status in ('signed', 'executing') and signed_date < ${END}`),
    );
  });

  it('the monthly trend adds up to the year and each month is its own aggregate', async () => {
    expect(sumOf(d.trend.revenue.slice(0, M))).toBe(d.revenue.year);
    expect(d.trend.signed[2]).toBe(await signedIn('2025-03-01', '2025-04-01'));
    expect(d.trend.cost[10]).toBe(await costIn('2025-11-01', '2025-12-01'));
    expect(d.trend.profit[4]).toBe(sub(d.trend.revenue[4]!, d.trend.cost[4]!));
  });

  it('a department takes only its own contracts, costs and people', async () => {
    const { data } = await page<ManageCockpit>('manageCockpit', {
      currentYear: Y,
      currentMonth: M,
      departmentId: 'dept-cost-1',
    });
    expect(data.revenue.year).toBe(
      await one(sql`select sum(round(r.amount / (1 + c.vat_rate), 2)) as v
        from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${C}
        and c.department_id = 'dept-cost-1' and r.received_date >= ${FROM} and r.received_date < ${END}`),
    );
    expect(data.cost.year).toBe(
      await one(sql`select sum(amount) as v from cost_entries where company_id = ${C}
        and department_id = 'dept-cost-1' and occurred_date >= ${FROM} and occurred_date < ${END}`),
    );
    expect(data.headcount).toBe(
      await count(sql`select count(*) as v from users where company_id = ${C} and not deleted
        and dept_id = 'dept-cost-1'`),
    );
    expect(Number(data.revenue.year)).toBeLessThan(Number(d.revenue.year));
    // The root department covers everything below it.
    const { data: root } = await page<ManageCockpit>('manageCockpit', {
      currentYear: Y,
      currentMonth: M,
      departmentId: 'dept-root',
    });
    expect(root.signed.year).toBe(
      await one(sql`select sum(amount) as v from contracts where company_id = ${C}
        and department_id is not null and signed_date >= ${FROM} and signed_date < ${END}`),
    );
  });
});

describe('revenue-manage', () => {
  let d: RevenueManage;
  beforeAll(async () => {
    d = (await page<RevenueManage>('revenueManage')).data;
  });

  it('breaks the revenue down by business type, department and customer', async () => {
    const byType = await rows<{ k: string; v: string }>(sql`
      select c.business_type as k, sum(round(r.amount / (1 + c.vat_rate), 2))::text as v
      from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${C}
        and r.received_date >= ${FROM} and r.received_date < ${END} group by c.business_type`);
    expect(Object.fromEntries(d.byBusinessType.map((s) => [s.key, s.amount]))).toEqual(
      Object.fromEntries(byType.map((r) => [r.k, new Decimal(r.v).toFixed(2)])),
    );
    expect(sumOf(d.byDepartment.map((s) => s.amount))).toBe(d.revenue.year);
    const top = await rows<{ name: string; v: string }>(sql`
      select cu.name, sum(round(r.amount / (1 + c.vat_rate), 2))::text as v
      from receipts r, contracts c, customers cu
      where r.contract_id = c.id and c.customer_id = cu.id and r.company_id = ${C}
        and r.received_date >= ${FROM} and r.received_date < ${END}
      group by cu.id, cu.name order by sum(round(r.amount / (1 + c.vat_rate), 2)) desc limit 1`);
    expect(d.topCustomers.length).toBeLessThanOrEqual(10);
    expect(d.topCustomers[0]).toMatchObject({
      name: top[0]!.name,
      amount: new Decimal(top[0]!.v).toFixed(2),
    });
  });

  it('compares each month with the same month last year', async () => {
    expect(d.monthly.previous[0]).toBe(await revenueIn('2024-01-01', '2024-02-01'));
    expect(d.monthly.current[5]).toBe(await revenueIn('2025-06-01', '2025-07-01'));
    expect(d.received.month).toBe(await receivedIn(MONTH, END));
  });
});

describe('cost-board and cost-manage', () => {
  it('cost by category, subject and department and the cost-to-revenue ratio', async () => {
    const { data: d } = await page<CostBoard>('costBoard');
    const subjects = await rows<{ k: string; v: string }>(sql`
      select subject as k, sum(amount)::text as v from cost_entries where company_id = ${C}
        and occurred_date >= ${FROM} and occurred_date < ${END} group by subject`);
    expect(Object.fromEntries(d.bySubject.map((s) => [s.key, s.amount]))).toEqual(
      Object.fromEntries(subjects.map((r) => [r.k, new Decimal(r.v).toFixed(2)])),
    );
    expect(d.byCategory.find((s) => s.key === 'direct')?.amount ?? '0.00').toBe(
      await one(sql`select sum(amount) as v from cost_entries where company_id = ${C}
        and category = 'direct' and occurred_date >= ${FROM} and occurred_date < ${END}`),
    );
    expect(sumOf(d.byDepartment.map((s) => s.amount))).toBe(d.cost.year);
    const revenue = await revenueIn(FROM, END);
    expect(d.revenue).toBe(revenue);
    expect(d.costRatio).toBe(
      new Decimal(d.cost.year).div(revenue).times(100).toDecimalPlaces(2).toFixed(2),
    );
    expect(sub(d.monthly.direct[3]!, '0')).toBe(
      await one(sql`select sum(amount) as v from cost_entries where company_id = ${C}
        and category = 'direct' and occurred_date >= '2025-04-01' and occurred_date < '2025-05-01'`),
    );
  });

  it("subjects month by month and each department's cost against its revenue", async () => {
    const { data: d } = await page<CostManage>('costManage');
    const wages = await rows<{ k: string; v: string }>(sql`
      select subject as k, sum(amount)::text as v from cost_entries where company_id = ${C}
        and occurred_date >= '2025-02-01' and occurred_date < '2025-03-01' group by subject`);
    for (const row of wages) {
      expect(d.subjects.find((s) => s.subject === row.k)?.months[1]).toBe(
        new Decimal(row.v).toFixed(2),
      );
    }
    const depts = await rows<{ k: string; v: string }>(sql`
      select department_id as k, sum(amount)::text as v from cost_entries where company_id = ${C}
        and occurred_date >= ${FROM} and occurred_date < ${END} and department_id is not null
      group by department_id`);
    for (const row of depts) {
      expect(d.departments.find((x) => x.key === row.k)?.cost).toBe(new Decimal(row.v).toFixed(2));
    }
  });
});

describe('contract-supervise', () => {
  let d: ContractSupervise;
  beforeAll(async () => {
    d = (await page<ContractSupervise>('contractSupervise')).data;
  });

  it('contracts by status and signed in the year', async () => {
    const statuses = await rows<{ k: string; n: number }>(sql`
      select status as k, count(*)::int as n from contracts where company_id = ${C}
        and signed_date < ${END} group by status`);
    expect(Object.fromEntries(d.byStatus.map((s) => [s.key, s.count]))).toEqual(
      Object.fromEntries(statuses.map((r) => [r.k, Number(r.n)])),
    );
    expect(d.signedYear).toEqual({
      count: await count(sql`select count(*) as v from contracts where company_id = ${C}
        and signed_date >= ${FROM} and signed_date < ${END}`),
      amount: await signedIn(FROM, END),
    });
    expect(d.signedMonthly.count.slice(0, M).reduce((a, b) => a + b, 0)).toBe(d.signedYear.count);
  });

  it('overdue receivables: invoiced over 90 days ago and not received', async () => {
    const total = await one(sql`
      select sum(x.v) as v from (
        select c.id, (select coalesce(sum(amount), 0) from invoices i where i.contract_id = c.id
            and i.status <> 'voided' and i.issued_date <= date '2025-06-30' - 90)
          - (select coalesce(sum(amount), 0) from receipts r where r.contract_id = c.id
            and r.received_date <= date '2025-06-30') as v
        from contracts c where c.company_id = ${C}) x
      where x.v > 0`);
    expect(d.overdue.total).toBe(total);
    expect(d.overdue.contracts.length).toBe(Math.min(d.overdue.count, 10));
  });

  it('the largest contracts of the year, largest first', async () => {
    const largest = await one(sql`select max(amount) as v from contracts where company_id = ${C}
      and signed_date >= ${FROM} and signed_date < ${END}`);
    expect(d.largest[0]?.amount).toBe(largest);
    const amounts = d.largest.map((c) => Number(c.amount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });
});

describe('customer-manage', () => {
  it('counts customers by kind and region, new customers and key customers’ totals', async () => {
    const { data: d } = await page<CustomerManage>('customerManage');
    expect(d.total).toBe(
      await count(sql`select count(*) as v from customers where company_id = ${C}`),
    );
    const kinds = await rows<{ k: string; n: number }>(sql`
      select kind as k, count(*)::int as n from customers where company_id = ${C} group by kind`);
    expect(Object.fromEntries(d.byKind.map((s) => [s.key, s.count]))).toEqual(
      Object.fromEntries(kinds.map((r) => [r.k, Number(r.n)])),
    );
    expect(d.newYear).toBe(
      await count(sql`select count(*) as v from (select customer_id from contracts
        where company_id = ${C} and customer_id is not null group by customer_id
        having min(signed_date) >= ${FROM} and min(signed_date) < ${END}) x`),
    );
    const keys = await rows<{ id: string; v: string }>(sql`
      select cu.id, (select coalesce(sum(r.amount), 0) from receipts r, contracts c
        where r.contract_id = c.id and c.customer_id = cu.id and r.received_date < ${END})::text as v
      from customers cu where cu.company_id = ${C} and cu.is_key`);
    expect(d.keyCustomers).toHaveLength(keys.length);
    for (const key of keys) {
      expect(d.keyCustomers.find((k) => k.id === key.id)?.received).toBe(
        new Decimal(key.v).toFixed(2),
      );
    }
  });
});

describe('manpower-manage', () => {
  it('staff by department and output per head', async () => {
    const { data: d } = await page<ManpowerManage>('manpowerManage');
    const staff = await rows<{ k: string; n: number }>(sql`
      select dept_id as k, count(*)::int as n from users where company_id = ${C} and not deleted
        and dept_id is not null group by dept_id`);
    expect(Object.fromEntries(d.departments.map((x) => [x.key, x.staff]))).toEqual(
      Object.fromEntries(staff.map((r) => [r.k, Number(r.n)])),
    );
    const revenue = await revenueIn(FROM, END);
    expect(d.revenue).toBe(revenue);
    expect(d.outputPerHead).toBe(
      new Decimal(revenue).div(d.headcount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
  });
});

describe('develop-manage', () => {
  it('counts the cost library by kind and its bill items', async () => {
    const { data: d } = await page<DevelopManage>('developManage');
    expect(d.projects).toBe(
      await count(sql`select count(*) as v from cost_projects where company_id = ${C}`),
    );
    expect(d.billItems).toBe(
      await count(sql`select count(*) as v from cost_bills where company_id = ${C}`),
    );
    expect(d.byKind.reduce((n, s) => n + s.count, 0)).toBe(d.projects);
    expect(d.byFileType.reduce((n, s) => n + s.count, 0)).toBe(d.projects);
  });
});

describe('finance-data', () => {
  let d: FinanceData;
  beforeAll(async () => {
    d = (await page<FinanceData>('financeData')).data;
  });

  it("each account's balance is its last row's balance before the month ends", async () => {
    const balances = await rows<{ id: string; v: string }>(sql`
      select a.id, coalesce((select b.balance from bank_details b where b.account_id = a.id
        and b.date_time < ${END}::date and b.balance is not null order by b.seq desc limit 1),
        a.opening_balance)::text as v
      from bank_accounts a where a.company_id = ${C}`);
    expect(d.accounts).toHaveLength(balances.length);
    for (const b of balances) {
      expect(d.accounts.find((a) => a.id === b.id)?.balance).toBe(new Decimal(b.v).toFixed(2));
    }
    expect(d.totalBalance).toBe(sumOf(balances.map((b) => b.v)));
  });

  it('the capital position of the month adds up and income/pay equal the bank rows', async () => {
    expect(d.position.income).toBe(
      await one(sql`select sum(income) as v from bank_details where company_id = ${C}
        and date_time >= ${MONTH}::date and date_time < ${END}::date`),
    );
    expect(d.payYear).toBe(
      await one(sql`select sum(pay) as v from bank_details where company_id = ${C}
        and date_time >= ${FROM}::date and date_time < ${END}::date`),
    );
    // The seed's balances run continuously: opening + in − out = closing.
    expect(
      new Decimal(d.position.opening).plus(d.position.income).minus(d.position.pay).toFixed(2),
    ).toBe(d.position.closing);
  });
});

describe('operate-manage', () => {
  it('profit and margin by department and month', async () => {
    const { data: d } = await page<OperateManage>('operateManage');
    expect(d.revenue).toBe(await revenueIn(FROM, END));
    expect(d.cost).toBe(await costIn(FROM, END));
    expect(d.profit).toBe(sub(d.revenue, d.cost));
    const attributed = await revenueIn(FROM, END);
    expect(sumOf(d.departments.map((x) => x.revenue))).toBe(
      sub(
        attributed,
        await one(sql`select sum(round(r.amount / (1 + c.vat_rate), 2)) as v
          from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${C}
          and c.department_id is null and r.received_date >= ${FROM} and r.received_date < ${END}`),
      ),
    );
    for (const x of d.departments) expect(x.profit).toBe(sub(x.revenue, x.cost));
    expect(d.monthly.profit[0]).toBe(sub(d.monthly.revenue[0]!, d.monthly.cost[0]!));
  });
});

const PAGES = [
  'manageCockpit',
  'revenueManage',
  'costBoard',
  'costManage',
  'contractSupervise',
  'customerManage',
  'manpowerManage',
  'developManage',
  'financeData',
  'operateManage',
];

describe('another company', () => {
  it('with no data answers zeros, never an error', async () => {
    for (const name of PAGES) {
      const { status, envelope } = await page(name, { currentYear: Y, currentMonth: M }, bob);
      expect(status, name).toBe(200);
      expect(envelope.success, name).toBe(true);
    }
    const { data } = await page<ManageCockpit>(
      'manageCockpit',
      { currentYear: Y, currentMonth: M },
      bob,
    );
    expect(data.signed).toEqual({ month: '0.00', year: '0.00', lastYear: '0.00', yoy: null });
    expect(data.margin).toBeNull();
    expect(data.trend.revenue).toEqual(Array(12).fill('0.00'));
    expect(data.headcount).toBe(1);
    const { data: finance } = await page<FinanceData>(
      'financeData',
      { currentYear: Y, currentMonth: M },
      bob,
    );
    expect(finance).toMatchObject({ accounts: [], totalBalance: '0.00' });
  });

  it("sees only its own rows, worked out by hand, and never changes the demo company's figures", async () => {
    const before = (await page<ManageCockpit>('manageCockpit')).data;
    const o = OTHER_COMPANY.id;
    const now = t.clock.now().toISOString();
    const db = t.database.db;
    await db.execute(sql`insert into customers (id, company_id, name, kind, is_key, created_at, updated_at)
      values ('acme-cu', ${o}, '甲方', 'developer', true, ${now}, ${now})`);
    await db.execute(sql`insert into contracts (id, company_id, code, name, customer_id, business_type,
        department_id, signed_date, amount, vat_rate, status, created_at, updated_at)
      values ('acme-c1', ${o}, 'A-1', '结算审核', 'acme-cu', 'settlement', ${OTHER_COMPANY.deptId},
        '2025-06-10', '106000.00', '0.06', 'executing', ${now}, ${now}),
      ('acme-c0', ${o}, 'A-0', '去年合同', 'acme-cu', 'budget', ${OTHER_COMPANY.deptId},
        '2024-03-01', '53000.00', '0.06', 'finished', ${now}, ${now})`);
    await db.execute(sql`insert into receipts (id, company_id, contract_id, amount, received_date, created_at, updated_at)
      values ('acme-r1', ${o}, 'acme-c1', '53000.00', '2025-06-20', ${now}, ${now}),
      ('acme-r0', ${o}, 'acme-c0', '10600.00', '2024-04-01', ${now}, ${now})`);
    await db.execute(sql`insert into invoices (id, company_id, contract_id, invoice_no, amount, issued_date, status, created_at, updated_at)
      values ('acme-i1', ${o}, 'acme-c1', 'N1', '80000.00', '2025-06-15', 'issued', ${now}, ${now}),
      ('acme-i2', ${o}, 'acme-c1', 'N2', '99999.00', '2025-06-16', 'voided', ${now}, ${now}),
      ('acme-i0', ${o}, 'acme-c0', 'N0', '30000.00', '2024-03-05', 'issued', ${now}, ${now})`);
    await db.execute(sql`insert into cost_entries (id, company_id, department_id, category, subject, amount, occurred_date, created_at, updated_at)
      values ('acme-e1', ${o}, ${OTHER_COMPANY.deptId}, 'direct', '工资', '20000.00', '2025-06-30', ${now}, ${now}),
      ('acme-e2', ${o}, ${OTHER_COMPANY.deptId}, 'indirect', '房租', '5000.00', '2025-02-01', ${now}, ${now})`);
    await db.execute(sql`insert into bank_accounts (id, company_id, account_unit, account_name, account_no, bank_name, opening_balance, created_at, updated_at)
      values ('acme-a1', ${o}, '甲公司', '基本户', '6222', '工商银行', '1000.00', ${now}, ${now})`);
    await db.execute(sql`insert into bank_details (id, company_id, account_id, seq, date_time, income, pay, balance, dedupe_key, created_at, updated_at)
      values ('acme-b1', ${o}, 'acme-a1', 1, '2025-05-31 10:00:00', '500.00', '0', '1500.00', 'k1', ${now}, ${now}),
      ('acme-b2', ${o}, 'acme-a1', 2, '2025-06-20 10:00:00', '53000.00', '0', '54500.00', 'k2', ${now}, ${now}),
      ('acme-b3', ${o}, 'acme-a1', 3, '2025-06-30 23:59:00', '0', '4500.00', '50000.00', 'k3', ${now}, ${now}),
      ('acme-b4', ${o}, 'acme-a1', 4, '2025-07-01 00:00:00', '0', '1.00', '49999.00', 'k4', ${now}, ${now})`);

    const q = { currentYear: Y, currentMonth: M };
    const d = (await page<ManageCockpit>('manageCockpit', q, bob)).data;
    expect(d.signed).toEqual({
      month: '106000.00',
      year: '106000.00',
      lastYear: '53000.00',
      yoy: '100.00',
    });
    expect(d.revenue).toEqual({
      month: '50000.00',
      year: '50000.00',
      lastYear: '10000.00',
      yoy: '400.00',
    });
    expect(d.invoiced.year).toBe('80000.00');
    // 110000 invoiced − 63600 received, all time to the end of June 2025.
    expect(d.receivable).toBe('46400.00');
    expect(d.cost).toMatchObject({ month: '20000.00', year: '25000.00' });
    expect(d.profit).toBe('25000.00');
    expect(d.margin).toBe('50.00');
    expect(d.projectsInProgress).toBe(1);
    expect(d.trend.cost[1]).toBe('5000.00');

    const contract = (await page<ContractSupervise>('contractSupervise', q, bob)).data;
    // The 2024 contract: 30000 invoiced more than 90 days ago, 10600 received.
    expect(contract.overdue).toMatchObject({ total: '19400.00', count: 1 });
    expect(contract.overdue.contracts[0]).toMatchObject({ id: 'acme-c0', overdue: '19400.00' });

    const finance = (await page<FinanceData>('financeData', q, bob)).data;
    expect(finance.accounts).toEqual([
      {
        id: 'acme-a1',
        accountName: '基本户',
        bankName: '工商银行',
        accountNo: '6222',
        balance: '50000.00',
      },
    ]);
    expect(finance.position).toEqual({
      opening: '1500.00',
      income: '53000.00',
      pay: '4500.00',
      closing: '50000.00',
    });

    const customers = (await page<CustomerManage>('customerManage', q, bob)).data;
    expect(customers).toMatchObject({ total: 1, newYear: 0 });
    expect(customers.keyCustomers).toEqual([
      {
        id: 'acme-cu',
        name: '甲方',
        contracts: 2,
        contractAmount: '159000.00',
        received: '63600.00',
      },
    ]);

    expect((await page<ManageCockpit>('manageCockpit')).data).toEqual(before);
  });
});

describe('access', () => {
  it('refuses a user without cockpit:view and a caller without a session', async () => {
    for (const name of PAGES) {
      expect((await page(name, undefined, nobody)).status, name).toBe(403);
    }
    const { response } = await t.call({
      method: 'POST',
      url: '/api/b/cockpit/manageCockpit',
      payload: { currentYear: Y, currentMonth: M },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a month out of range with a message', async () => {
    const { envelope } = await page('manageCockpit', { currentYear: Y, currentMonth: 13 });
    expect(envelope.success).toBe(false);
    expect(envelope.msg).toContain('月份');
  });
});
