import type { BusinessProfit, CostEntry, DepartmentFunds, ManageCockpit } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { fileItems, roleMenus, roles, userRoles, users } from '../../../db/schema';
import { OTHER_COMPANY, ROLELESS_USER, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { hashPassword } from '../../auth/password';

// Every figure is checked against an independent, plain SQL aggregate of the seeded rows (run on
// the system connection with an explicit company filter), never against the service's helpers.

let t: TestApp;
let admin: string;
let bob: string;
let nobody: string;
let limited: string;

const C = DEMO_COMPANY_ID;
const PERIOD = { startMonth: '2025-01', endMonth: '2025-06' };
const FROM = '2025-01-01';
const TO = '2025-07-01';
const LIMITED_DEPT = 'dept-cost-1';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
async function one(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rows<{ v: string | number | null }>(query);
  return new Decimal(row?.v ?? 0).toFixed(2);
}
const fixed = (value: Decimal.Value) => new Decimal(value).toFixed(2);

async function call<T>(url: string, payload: unknown, token = admin, method = 'POST') {
  const { response, body } = await t.call<T>({
    method: method as 'POST',
    url: `/api${url}`,
    headers: { AuthToken: token },
    ...(method === 'DELETE' ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, envelope: body, data: body.data };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const now = t.clock.now();
  const stamp = { createdAt: now, createdBy: 'test', updatedAt: now, updatedBy: 'test' };
  // A department manager of 造价一部: no all-department rights, only his own department.
  await t.database.db.insert(users).values({
    id: 'user-limited',
    companyId: C,
    loginName: 'limited',
    passwordHash: await hashPassword('Limited@123456'),
    name: '部门经理',
    deptId: LIMITED_DEPT,
    ...stamp,
  });
  await t.database.db.insert(roles).values({
    id: 'role-limited',
    companyId: C,
    code: 'dept-manager',
    name: '部门经理',
    sort: 9,
    ...stamp,
  });
  await t.database.db.insert(userRoles).values({
    companyId: C,
    userId: 'user-limited',
    roleId: 'role-limited',
    createdAt: now,
    createdBy: 'test',
  });
  await t.database.db.insert(roleMenus).values(
    [
      'menu-finance',
      'menu-business-profits',
      'menu-departmental-cost',
      'menu-cost-management1',
      'menu-cost-entry-edit',
      'menu-cockpit',
    ].map((menuId) => ({
      companyId: C,
      roleId: 'role-limited',
      menuId,
      createdAt: now,
      createdBy: 'test',
    })),
  );
  await t.database.db.insert(fileItems).values({
    id: 'file-cost-receipt',
    companyId: C,
    fileName: '发票.pdf',
    suffix: 'pdf',
    contentType: 'application/pdf',
    size: 10,
    storageKey: 'x/receipt',
    createdAt: now,
    updatedAt: now,
  });
  admin = await t.tokenOf('admin', 'Admin@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
  limited = await t.tokenOf('limited', 'Limited@123456');
}, 180_000);
afterAll(() => t.close());

describe('business profits (直接费用, 间接费用, 利润)', () => {
  let d: BusinessProfit;
  beforeAll(async () => {
    const answer = await call<BusinessProfit>('/b/profits/businessProfit', PERIOD);
    expect(answer.envelope.success).toBe(true);
    d = answer.data;
  });

  it('direct fee: costs charged to contracts, per contract and in total, equal their aggregates', async () => {
    expect(Number(d.direct.total)).toBeGreaterThan(0);
    expect(d.direct.total).toBe(
      await one(sql`select sum(amount) as v from cost_entries where company_id = ${C}
        and contract_id is not null and occurred_date >= ${FROM} and occurred_date < ${TO}`),
    );
    const perContract = await rows<{ id: string; v: string; n: number }>(sql`
      select contract_id as id, sum(amount) as v, count(*) as n from cost_entries
      where company_id = ${C} and contract_id is not null
        and occurred_date >= ${FROM} and occurred_date < ${TO} group by contract_id`);
    expect(d.direct.byContract).toHaveLength(perContract.length);
    for (const row of perContract) {
      const shown = d.direct.byContract.find((c) => c.contractId === row.id)!;
      expect(shown.amount).toBe(fixed(row.v));
      expect(shown.count).toBe(Number(row.n));
    }
    const subjects = d.direct.bySubject.reduce((s, x) => s.plus(x.amount), new Decimal(0));
    expect(fixed(subjects)).toBe(d.direct.total);
  });

  it('indirect fee: every cost without a contract is allocated, by the rule shown', async () => {
    const total = await one(sql`select sum(amount) as v from cost_entries where company_id = ${C}
      and contract_id is null and occurred_date >= ${FROM} and occurred_date < ${TO}`);
    expect(d.indirect.total).toBe(total);
    expect(d.indirect.allocated).toBe(total);
    expect(d.indirect.unallocated).toBe('0.00');
    // Independently: own + pool × the department's share of the company's revenue.
    const revenue = await rows<{ d: string; v: string }>(sql`
      select coalesce(c.department_id, '') as d, sum(round(r.amount / (1 + c.vat_rate), 2)) as v
      from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${C}
        and r.received_date >= ${FROM} and r.received_date < ${TO} group by 1`);
    const own = await rows<{ d: string; v: string }>(sql`
      select coalesce(department_id, '') as d, sum(amount) as v from cost_entries
      where company_id = ${C} and contract_id is null
        and occurred_date >= ${FROM} and occurred_date < ${TO} group by 1`);
    const revenueOf = new Map(revenue.map((r) => [r.d, new Decimal(r.v)]));
    const companyRevenue = revenue.reduce((s, r) => s.plus(r.v), new Decimal(0));
    const pool = own
      .filter((o) => !(revenueOf.get(o.d) ?? new Decimal(0)).gt(0))
      .reduce((s, o) => s.plus(o.v), new Decimal(0));
    expect(d.indirect.pool).toBe(fixed(pool));
    expect(pool.gt(0)).toBe(true);
    for (const o of own) {
      const row = d.indirect.byDepartment.find((x) => x.departmentId === o.d)!;
      expect(row.own).toBe(fixed(o.v));
      const r = revenueOf.get(o.d) ?? new Decimal(0);
      const expected = r.gt(0)
        ? new Decimal(o.v).plus(pool.times(r).div(companyRevenue))
        : new Decimal(0);
      expect(new Decimal(row.allocated).minus(expected).abs().lte('0.01')).toBe(true);
    }
  });

  it('profits: revenue without VAT − direct − allocated indirect, per contract and department', async () => {
    const revenue = await rows<{ id: string; v: string }>(sql`
      select c.id, sum(round(r.amount / (1 + c.vat_rate), 2)) as v
      from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${C}
        and r.received_date >= ${FROM} and r.received_date < ${TO} group by c.id`);
    for (const row of revenue) {
      const shown = d.profits.byContract.find((c) => c.contractId === row.id)!;
      expect(shown.revenue).toBe(fixed(row.v));
    }
    const total = revenue.reduce((s, r) => s.plus(r.v), new Decimal(0));
    expect(d.profits.total.revenue).toBe(fixed(total));
    for (const c of d.profits.byContract) {
      expect(c.profit).toBe(fixed(new Decimal(c.revenue).minus(c.direct).minus(c.indirect)));
      if (Number(c.revenue) > 0)
        expect(c.margin).toBe(new Decimal(c.profit).div(c.revenue).times(100).toFixed(2));
    }
    // A department's contracts carry exactly what was allocated to it; the parts sum to the whole.
    for (const dep of d.profits.byDepartment) {
      const mine = d.profits.byContract.filter((c) => c.departmentId === dep.departmentId);
      const sum = (key: 'revenue' | 'direct' | 'indirect' | 'profit') =>
        fixed(mine.reduce((s, c) => s.plus(c[key]), new Decimal(0)));
      expect([sum('revenue'), sum('direct'), sum('indirect'), sum('profit')]).toEqual([
        dep.revenue,
        dep.direct,
        dep.indirect,
        dep.profit,
      ]);
    }
    expect(d.profits.total.profit).toBe(
      fixed(new Decimal(d.profits.total.revenue).minus(d.direct.total).minus(d.indirect.total)),
    );
  });

  it('a department filter keeps that department and the allocation made company-wide', async () => {
    const { data } = await call<BusinessProfit>('/b/profits/businessProfit', {
      ...PERIOD,
      departmentId: LIMITED_DEPT,
    });
    expect(data.profits.total.revenue).toBe(
      await one(sql`select sum(round(r.amount / (1 + c.vat_rate), 2)) as v
        from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${C}
        and c.department_id = ${LIMITED_DEPT} and r.received_date >= ${FROM} and r.received_date < ${TO}`),
    );
    expect(data.profits.byDepartment.map((x) => x.departmentId)).toEqual([LIMITED_DEPT]);
    const whole = d.profits.byDepartment.find((x) => x.departmentId === LIMITED_DEPT)!;
    expect(data.profits.byDepartment[0]).toEqual(whole);
  });

  it('refuses a range that ends before it starts', async () => {
    const { status, envelope } = await call('/b/profits/businessProfit', {
      startMonth: '2025-06',
      endMonth: '2025-01',
    });
    expect(status).toBe(400);
    expect(envelope.msg).toContain('开始月份不能晚于结束月份');
  });
});

describe('departmental funds and costs', () => {
  let d: DepartmentFunds;
  beforeAll(async () => {
    d = (await call<DepartmentFunds>('/b/profits/departmentFunds', PERIOD)).data;
  });

  it('received, invoiced and cost in total equal their aggregates; balance = received − cost', async () => {
    expect(d.months).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(d.total.received).toBe(
      await one(sql`select sum(amount) as v from receipts where company_id = ${C}
        and received_date >= ${FROM} and received_date < ${TO}`),
    );
    expect(d.total.invoiced).toBe(
      await one(sql`select sum(amount) as v from invoices where company_id = ${C}
        and status <> 'voided' and issued_date >= ${FROM} and issued_date < ${TO}`),
    );
    expect(d.total.cost).toBe(
      await one(sql`select sum(amount) as v from cost_entries where company_id = ${C}
        and occurred_date >= ${FROM} and occurred_date < ${TO}`),
    );
    expect(d.total.balance).toBe(fixed(new Decimal(d.total.received).minus(d.total.cost)));
  });

  it('each department × month × subject cost equals its aggregate', async () => {
    const cells = await rows<{ d: string; m: string; s: string; v: string }>(sql`
      select coalesce(department_id, '') as d, to_char(occurred_date, 'YYYY-MM') as m, subject as s,
        sum(amount) as v from cost_entries where company_id = ${C}
        and occurred_date >= ${FROM} and occurred_date < ${TO} group by 1, 2, 3`);
    expect(cells.length).toBeGreaterThan(20);
    for (const cell of cells) {
      const dep = d.departments.find((x) => x.departmentId === cell.d)!;
      const month = dep.months[d.months.indexOf(cell.m)]!;
      expect(month.bySubject[d.subjects.indexOf(cell.s)]).toBe(fixed(cell.v));
    }
    // The 费用类别 dictionary gives the column order.
    expect(d.subjects.slice(0, 3)).toEqual(['工资', '社保', '外包']);
    const bySubject = await rows<{ s: string; v: string }>(sql`
      select subject as s, sum(amount) as v from cost_entries where company_id = ${C}
        and occurred_date >= ${FROM} and occurred_date < ${TO} group by 1`);
    for (const row of bySubject)
      expect(d.total.bySubject[d.subjects.indexOf(row.s)]).toBe(fixed(row.v));
  });

  it('the funds view answers the same figures under its own permission', async () => {
    const funds = await call<DepartmentFunds>('/b/profits/departmentFunds/funds', PERIOD);
    expect(funds.data).toEqual(d);
  });
});

describe('cost entries (成本登记)', () => {
  const body = {
    departmentId: 'dept-office',
    category: 'indirect',
    subject: '培训',
    amount: '1,234.50',
    occurredDate: '2025-03-15',
    memo: '造价员继续教育',
    fileIds: ['file-cost-receipt'],
  };

  it('creates, lists with its attachment, changes and deletes an entry', async () => {
    const created = await call<CostEntry>('/b/profits/costEntry', body);
    expect(created.envelope.success).toBe(true);
    expect(created.data).toMatchObject({
      departmentName: '总经办',
      subject: '培训',
      amount: '1234.50',
      attachments: [{ id: 'file-cost-receipt', fileName: '发票.pdf' }],
    });
    const id = created.data.id;
    const list = await call<{ total: number; totalAmount: string; data: CostEntry[] }>(
      '/b/profits/costEntry/queryList',
      { pageNo: 1, pageSize: 20, params: { subject: '培训' } },
    );
    expect(list.data.total).toBe(1);
    expect(list.data.totalAmount).toBe('1234.50');
    expect(list.data.data[0]!.id).toBe(id);

    const changed = await call<CostEntry>('/b/profits/costEntry', {
      ...body,
      id,
      amount: '2000',
      fileIds: [],
      contractId: null,
    });
    expect(changed.data).toMatchObject({ amount: '2000.00', attachments: [] });
    expect(
      await one(
        sql`select count(*) as v from file_items where id = 'file-cost-receipt' and ref_record_id is not null`,
      ),
    ).toBe('0.00');

    const removed = await call(`/b/profits/costEntry/${id}`, null, admin, 'DELETE');
    expect(removed.envelope.success).toBe(true);
    expect(await one(sql`select count(*) as v from cost_entries where id = ${id}`)).toBe('0.00');
  });

  it('refuses a subject outside the 费用类别 dictionary and writes nothing', async () => {
    const before = await one(sql`select count(*) as v from cost_entries where company_id = ${C}`);
    const { envelope } = await call('/b/profits/costEntry', { ...body, subject: '杂项' });
    expect(envelope.success).toBe(false);
    expect(envelope.msg).toContain('费用类别「杂项」');
    expect(await one(sql`select count(*) as v from cost_entries where company_id = ${C}`)).toBe(
      before,
    );
  });

  it('refuses a zero amount and a contract of another company', async () => {
    const zero = await call('/b/profits/costEntry', { ...body, amount: '0' });
    expect(zero.status).toBe(400);
    const foreign = await call('/b/profits/costEntry', { ...body, contractId: 'acme-c-none' });
    expect(foreign.envelope.success).toBe(false);
  });

  it('needs the permissions: a user without them is refused', async () => {
    expect((await call('/b/profits/costEntry/queryList', { pageNo: 1 }, nobody)).status).toBe(403);
    expect((await call('/b/profits/businessProfit', PERIOD, nobody)).status).toBe(403);
  });

  it('another company sees none of the demo entries (tenancy)', async () => {
    const { envelope } = await call('/b/profits/costEntry/queryList', { pageNo: 1 }, bob);
    // bob's company holds no cost menus: refused, or empty if it did.
    if (envelope.success) expect((envelope.data as { total: number }).total).toBe(0);
    else expect(envelope.success).toBe(false);
  });
});

describe('department data authorization', () => {
  it('a user without all-department rights sees only his department in business profits', async () => {
    const { data } = await call<BusinessProfit>('/b/profits/businessProfit', PERIOD, limited);
    expect(data.profits.byDepartment.map((x) => x.departmentId)).toEqual([LIMITED_DEPT]);
    expect(new Set(data.profits.byContract.map((c) => c.departmentId))).toEqual(
      new Set([LIMITED_DEPT]),
    );
    expect(data.profits.total.revenue).toBe(
      await one(sql`select sum(round(r.amount / (1 + c.vat_rate), 2)) as v
        from receipts r, contracts c where r.contract_id = c.id and r.company_id = ${C}
        and c.department_id = ${LIMITED_DEPT} and r.received_date >= ${FROM} and r.received_date < ${TO}`),
    );
  });

  it('his cost list and entries are limited to his department', async () => {
    const list = await call<{ total: number }>(
      '/b/profits/costEntry/queryList',
      { pageNo: 1 },
      limited,
    );
    expect(String(list.data.total)).toBe(
      String(
        Number(
          await one(
            sql`select count(*) as v from cost_entries where company_id = ${C} and department_id = ${LIMITED_DEPT}`,
          ),
        ),
      ),
    );
    const other = await call(
      '/b/profits/costEntry',
      {
        ...{ category: 'indirect', subject: '办公', amount: '10', occurredDate: '2025-03-01' },
        departmentId: 'dept-office',
      },
      limited,
    );
    expect(other.envelope.success).toBe(false);
    expect(other.envelope.msg).toContain('没有该部门的数据权限');
  });

  it('the cockpit answers only his departments’ figures (enforced on the server)', async () => {
    const { data } = await call<ManageCockpit>(
      '/b/cockpit/manageCockpit',
      { currentYear: 2025, currentMonth: 6 },
      limited,
    );
    expect(data.signed.year).toBe(
      await one(sql`select sum(amount) as v from contracts where company_id = ${C}
        and department_id = ${LIMITED_DEPT} and signed_date >= ${FROM} and signed_date < ${TO}`),
    );
    expect(data.cost.year).toBe(
      await one(sql`select sum(amount) as v from cost_entries where company_id = ${C}
        and department_id = ${LIMITED_DEPT} and occurred_date >= ${FROM} and occurred_date < ${TO}`),
    );
    const whole = (
      await call<ManageCockpit>('/b/cockpit/manageCockpit', { currentYear: 2025, currentMonth: 6 })
    ).data;
    expect(Number(whole.signed.year)).toBeGreaterThan(Number(data.signed.year));
    // Asking for another department gives nothing of it.
    const otherDept = await call<ManageCockpit>(
      '/b/cockpit/manageCockpit',
      { currentYear: 2025, currentMonth: 6, departmentId: 'dept-cost-2' },
      limited,
    );
    expect(otherDept.data.signed.year).toBe('0.00');
  });
});

describe('business and contract income (业务收入, 合同收入)', () => {
  type Income = {
    total: number;
    data: {
      contractId: string;
      signed: string;
      invoiced: string;
      received: string;
      outstanding: string;
    }[];
    totals: { count: number; signed: string; invoiced: string; received: string };
    byBusinessType: { businessType: string; count: number; signed: string; received: string }[];
  };

  it('per contract and in total equal the aggregates of contracts, invoices and receipts', async () => {
    const { data } = await call<Income>('/b/profits/contractIncome/queryList', {
      pageNo: 1,
      pageSize: 500,
      params: { year: 2025 },
    });
    const inYear = sql`company_id = ${C} and signed_date >= '2025-01-01' and signed_date < '2026-01-01'`;
    expect(data.total).toBe(
      Number(await one(sql`select count(*) as v from contracts where ${inYear}`)),
    );
    expect(data.totals.signed).toBe(
      await one(sql`select sum(amount) as v from contracts where ${inYear}`),
    );
    expect(data.totals.received).toBe(
      await one(
        sql`select sum(amount) as v from receipts where contract_id in (select id from contracts where ${inYear})`,
      ),
    );
    expect(data.totals.invoiced).toBe(
      await one(sql`select sum(amount) as v from invoices where status <> 'voided'
        and contract_id in (select id from contracts where ${inYear})`),
    );
    const sample = data.data.find((row) => Number(row.received) > 0)!;
    expect(sample.received).toBe(
      await one(
        sql`select sum(amount) as v from receipts where contract_id = ${sample.contractId}`,
      ),
    );
    expect(sample.outstanding).toBe(fixed(new Decimal(sample.signed).minus(sample.received)));
    const types = await rows<{ t: string; n: number; v: string }>(sql`
      select business_type as t, count(*) as n, sum(amount) as v from contracts where ${inYear} group by 1`);
    for (const type of types) {
      const shown = data.byBusinessType.find((g) => g.businessType === type.t)!;
      expect([shown.count, shown.signed]).toEqual([Number(type.n), fixed(type.v)]);
    }
  });

  it('a user without the income permission is refused', async () => {
    expect((await call('/b/profits/contractIncome/queryList', { pageNo: 1 }, nobody)).status).toBe(
      403,
    );
  });
});
