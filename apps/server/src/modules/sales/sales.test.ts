import type { SalesOpportunity, SalesWorkPlan } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { OTHER_COMPANY, ROLELESS_USER, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

// Every figure is checked against an independent, plain SQL aggregate of the seeded rows (run on
// the system connection with an explicit company filter); the rules of stage moves, who may change
// what, and that another company sees nothing of the demo company's.

let t: TestApp;
let admin: string;
let zhangsan: string;
let bob: string;
let nobody: string;
const C = DEMO_COMPANY_ID;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const fixed = (value: Decimal.Value | null | undefined) => new Decimal(value ?? 0).toFixed(2);

async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  const { response, body } = await t.call<T>({
    method,
    url: `/api${url}`,
    headers: { AuthToken: token },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body, data: body.data };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const now = t.clock.now().toISOString();
  // The other company's admin may open its sales pages (its admin role holds its menus).
  await t.database.db.execute(sql`
    insert into menus (id, company_id, parent_id, name, name_key, url, permission, type, sort, created_at, updated_at)
    values ('acme-menu-sales', ${OTHER_COMPANY.id}, null, '销售漏斗', 'menu.salesFunnel',
      '/sales-funnel', 'sales:view', 2, 2, ${now}, ${now})`);
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
}, 120_000);
afterAll(() => t.close());

describe('the demo data', () => {
  it('has won, lost and open opportunities with histories, plans, targets and sites', async () => {
    const [row] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from sales_opportunities where company_id = ${C} and stage = 'won') as won,
      (select count(*)::int from sales_opportunities where company_id = ${C} and stage = 'lost') as lost,
      (select count(*)::int from sales_opportunities where company_id = ${C} and stage not in ('won', 'lost')) as open,
      (select count(*)::int from sales_opportunities o where company_id = ${C} and not exists
        (select 1 from sales_opportunity_stages s where s.opportunity_id = o.id)) as bare,
      (select count(*)::int from sales_opportunities o join contracts c on c.id = o.contract_id
        where o.company_id = ${C} and c.customer_id <> o.customer_id) as wrong_customer,
      (select count(*)::int from sales_work_plans where company_id = ${C}) as plans,
      (select count(*)::int from sales_targets where company_id = ${C}) as targets,
      (select count(*)::int from contracts where company_id = ${C} and cost_project_id is not null) as sites`);
    expect(row!.won).toBeGreaterThan(10);
    expect(row!.lost).toBeGreaterThan(5);
    expect(row!.open).toBeGreaterThan(10);
    expect(row!.bare).toBe(0);
    expect(row!.wrong_customer).toBe(0);
    expect(row!.plans).toBeGreaterThan(100);
    expect(row!.targets).toBeGreaterThan(0);
    expect(row!.sites).toBe(3);
  });
});

describe('sales funnel', () => {
  const ORDER = ['lead', 'intent', 'proposal', 'quote', 'negotiation', 'won'];
  it('counts and amounts per stage, reached and conversions equal their aggregates', async () => {
    const { data } = await call<{
      stages: {
        stage: string;
        count: number;
        amount: string;
        reached: number;
        conversion: string | null;
      }[];
      total: number;
      totalAmount: string;
      winRate: string | null;
    }>('POST', '/b/sales/funnel', admin, {});
    const byStage = await rows<{ stage: string; n: number; v: string }>(sql`
      select stage, count(*)::int as n, sum(expected_amount) as v from sales_opportunities
      where company_id = ${C} group by stage`);
    for (const stage of [...ORDER, 'lost']) {
      const expected = byStage.find((row) => row.stage === stage);
      const got = data.stages.find((row) => row.stage === stage)!;
      expect(got.count, stage).toBe(expected?.n ?? 0);
      expect(got.amount, stage).toBe(fixed(expected?.v));
    }
    // Reached a stage: its history holds that stage or a later one (lost does not count).
    const reached: number[] = [];
    for (const [index] of ORDER.entries()) {
      const later = ORDER.slice(index);
      const [row] = await rows<{ n: number }>(sql`
        select count(*)::int as n from sales_opportunities o where o.company_id = ${C} and (
          o.stage in ${later} or exists (select 1 from sales_opportunity_stages s
            where s.opportunity_id = o.id and s.to_stage in ${later}))`);
      reached.push(row!.n);
      expect(data.stages[index]!.reached, ORDER[index]).toBe(row!.n);
    }
    expect(data.stages[0]!.reached).toBe(data.total);
    for (let i = 1; i < ORDER.length; i++)
      expect(data.stages[i]!.conversion).toBe(
        new Decimal(reached[i]!)
          .div(reached[i - 1]!)
          .times(100)
          .toDecimalPlaces(2)
          .toFixed(2),
      );
    const won = byStage.find((row) => row.stage === 'won')!.n;
    const lost = byStage.find((row) => row.stage === 'lost')!.n;
    expect(data.winRate).toBe(
      new Decimal(won)
        .div(won + lost)
        .times(100)
        .toDecimalPlaces(2)
        .toFixed(2),
    );
    const [all] = await rows<{ n: number; v: string }>(sql`
      select count(*)::int as n, sum(expected_amount) as v from sales_opportunities where company_id = ${C}`);
    expect(data.total).toBe(all!.n);
    expect(data.totalAmount).toBe(fixed(all!.v));
  });

  it('keeps to the year opened and to a department', async () => {
    const { data } = await call<{ total: number }>('POST', '/b/sales/funnel', admin, {
      year: 2025,
      departmentId: 'dept-cost-2',
    });
    const [row] = await rows<{ n: number }>(sql`
      select count(*)::int as n from sales_opportunities where company_id = ${C}
        and department_id = 'dept-cost-2' and opened_date between '2025-01-01' and '2025-12-31'`);
    expect(row!.n).toBeGreaterThan(0);
    expect(data.total).toBe(row!.n);
  });
});

describe('area sale analysis', () => {
  it('signed, received and open opportunities per region equal their aggregates', async () => {
    const { data } = await call<{
      rows: {
        region: string;
        contracts: number;
        signed: string;
        received: string;
        openAmount: string;
      }[];
      total: { signed: string; received: string };
    }>('POST', '/b/sales/areaAnalysis', admin, { year: 2025 });
    const signed = await rows<{ region: string; n: number; v: string }>(sql`
      select coalesce(region, '') as region, count(*)::int as n, sum(amount) as v from contracts
      where company_id = ${C} and signed_date between '2025-01-01' and '2025-12-31' group by 1`);
    const received = await rows<{ region: string; v: string }>(sql`
      select coalesce(c.region, '') as region, sum(r.amount) as v from receipts r, contracts c
      where r.contract_id = c.id and r.company_id = ${C}
        and r.received_date between '2025-01-01' and '2025-12-31' group by 1`);
    const open = await rows<{ region: string; v: string }>(sql`
      select coalesce(region, '') as region, sum(expected_amount) as v from sales_opportunities
      where company_id = ${C} and stage not in ('won', 'lost') group by 1`);
    expect(signed.length).toBeGreaterThan(3);
    for (const row of signed) {
      const got = data.rows.find((r) => r.region === row.region)!;
      expect(got.contracts).toBe(row.n);
      expect(got.signed).toBe(fixed(row.v));
    }
    for (const row of received)
      expect(data.rows.find((r) => r.region === row.region)!.received).toBe(fixed(row.v));
    for (const row of open)
      expect(data.rows.find((r) => r.region === row.region)!.openAmount).toBe(fixed(row.v));
    expect(data.total.signed).toBe(
      fixed(signed.reduce((sum, row) => sum.plus(row.v), new Decimal(0))),
    );
    // Largest signed first.
    const amounts = data.rows.map((row) => Number(row.signed));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });
});

describe('key customers', () => {
  it('lists exactly the key customers with their contracts, receipts, visits and opportunities', async () => {
    const { data } = await call<{
      rows: {
        customerId: string;
        contracts: number;
        amount: string;
        received: string;
        outstanding: string;
        lastVisit: string | null;
        openOpportunities: number;
      }[];
      total: { customers: number; amount: string };
    }>('POST', '/b/sales/keyCustomers', admin, {});
    const keys = await rows<{ id: string }>(sql`
      select id from customers where company_id = ${C} and is_key order by id`);
    expect(data.rows.map((row) => row.customerId).sort()).toEqual(keys.map((k) => k.id));
    for (const row of data.rows) {
      const [expected] = await rows<{
        n: number;
        amount: string;
        received: string;
        visit: string | null;
        open: number;
      }>(sql`select
        (select count(*)::int from contracts where customer_id = ${row.customerId}) as n,
        (select sum(amount) from contracts where customer_id = ${row.customerId}) as amount,
        (select sum(r.amount) from receipts r, contracts c where r.contract_id = c.id
          and c.customer_id = ${row.customerId}) as received,
        (select max(done_date)::text from sales_work_plans where customer_id = ${row.customerId}
          and kind = 'visit' and status = 'done') as visit,
        (select count(*)::int from sales_opportunities where customer_id = ${row.customerId}
          and stage not in ('won', 'lost')) as open`);
      expect(row.contracts).toBe(expected!.n);
      expect(row.amount).toBe(fixed(expected!.amount));
      expect(row.received).toBe(fixed(expected!.received));
      expect(row.outstanding).toBe(
        new Decimal(expected!.amount ?? 0).minus(expected!.received ?? 0).toFixed(2),
      );
      expect(row.lastVisit).toBe(expected!.visit);
      expect(row.openOpportunities).toBe(expected!.open);
    }
    expect(data.rows.some((row) => row.lastVisit)).toBe(true);
    expect(data.total.customers).toBe(keys.length);
  });
});

describe('marketing monitoring', () => {
  it('new opportunities, visits, quotes and signings per department and month equal their aggregates', async () => {
    const { data } = await call<{
      periods: { key: string }[];
      departments: {
        departmentId: string;
        metrics: Record<
          string,
          { actual: number[]; target: (number | null)[]; totalTarget: number | null }
        >;
      }[];
    }>('POST', '/b/sales/monitoring', admin, { year: 2025 });
    expect(data.periods).toHaveLength(12);
    const actual = await rows<{ metric: string; dept: string; m: number; n: number }>(sql`
      select 'opportunities' as metric, department_id as dept, extract(month from opened_date)::int as m, count(*)::int as n
        from sales_opportunities where company_id = ${C} and extract(year from opened_date) = 2025 group by 2, 3
      union all
      select 'visits', department_id, extract(month from done_date)::int, count(*)::int
        from sales_work_plans where company_id = ${C} and kind = 'visit' and status = 'done'
        and extract(year from done_date) = 2025 group by 2, 3
      union all
      select case s.to_stage when 'quote' then 'quotes' else 'signings' end, o.department_id,
        extract(month from s.moved_on)::int, count(*)::int
        from sales_opportunity_stages s, sales_opportunities o where o.id = s.opportunity_id
        and s.company_id = ${C} and s.to_stage in ('quote', 'won') and extract(year from s.moved_on) = 2025
        group by 1, 2, 3`);
    expect(actual.length).toBeGreaterThan(10);
    for (const row of actual) {
      const dept = data.departments.find((d) => d.departmentId === row.dept)!;
      expect(
        dept.metrics[row.metric]!.actual[row.m - 1],
        `${row.metric} ${row.dept} ${row.m}`,
      ).toBe(row.n);
    }
    const sum = (metric: string) =>
      data.departments.reduce(
        (n, d) => n + d.metrics[metric]!.actual.reduce((a, b) => a + b, 0),
        0,
      );
    for (const metric of ['opportunities', 'visits', 'quotes', 'signings'])
      expect(sum(metric)).toBe(
        actual.filter((row) => row.metric === metric).reduce((n, row) => n + row.n, 0),
      );
    const [target] = await rows<{ n: number }>(sql`select sum(visits)::int as n from sales_targets
      where company_id = ${C} and department_id = 'dept-cost-1' and year = 2025`);
    expect(
      data.departments.find((d) => d.departmentId === 'dept-cost-1')!.metrics.visits!.totalTarget,
    ).toBe(target!.n);
  });

  it('splits a month into its weeks', async () => {
    const { data } = await call<{ periods: { from: string; to: string }[] }>(
      'POST',
      '/b/sales/monitoring',
      admin,
      { year: 2025, granularity: 'week', month: 6 },
    );
    expect(data.periods[0]).toEqual({ key: '2025-06-01', from: '2025-06-01', to: '2025-06-01' });
    expect(data.periods[1]).toMatchObject({ from: '2025-06-02', to: '2025-06-08' });
    expect(data.periods.at(-1)).toMatchObject({ from: '2025-06-30', to: '2025-06-30' });
  });
});

describe('construction site data', () => {
  it('each site and the totals equal their aggregates', async () => {
    const { data } = await call<{
      sites: {
        contractId: string;
        amount: string;
        invoiced: string;
        received: string;
        completion: string;
        openFindings: number;
        staff: { userId: string }[];
      }[];
      totals: { sites: number; amount: string; staff: number };
    }>('POST', '/b/site/constructionSiteData', admin, {});
    const sites = await rows<{
      id: string;
      amount: string;
      invoiced: string;
      received: string;
    }>(sql`
      select c.id, c.amount,
        (select sum(amount) from invoices where contract_id = c.id and status <> 'voided') as invoiced,
        (select sum(amount) from receipts where contract_id = c.id) as received
      from contracts c where c.company_id = ${C} and c.cost_project_id is not null
        and c.status in ('signed', 'executing')`);
    expect(sites.length).toBe(3);
    expect(data.sites.map((s) => s.contractId).sort()).toEqual(sites.map((s) => s.id).sort());
    for (const site of sites) {
      const got = data.sites.find((s) => s.contractId === site.id)!;
      expect(got.amount).toBe(fixed(site.amount));
      expect(got.invoiced).toBe(fixed(site.invoiced));
      expect(got.received).toBe(fixed(site.received));
      expect(got.completion).toBe(
        Decimal.min(100, new Decimal(site.invoiced ?? 0).div(site.amount).times(100))
          .toDecimalPlaces(2)
          .toFixed(2),
      );
      const staff = await rows<{ user_id: string }>(sql`
        select distinct user_id from contract_members where contract_id = ${site.id} order by 1`);
      expect(got.staff.map((p) => p.userId).sort()).toEqual(staff.map((p) => p.user_id));
    }
    expect(data.totals.amount).toBe(
      fixed(sites.reduce((sum, s) => sum.plus(s.amount), new Decimal(0))),
    );
  });

  it('counts the open findings of the latest finished quality check', async () => {
    const { data: before } = await call<{ sites: { projectId: string; openFindings: number }[] }>(
      'POST',
      '/b/site/constructionSiteData',
      admin,
      {},
    );
    const projectId = before.sites[0]!.projectId;
    const now = t.clock.now().toISOString();
    await t.database.db.execute(sql`
      insert into quality_records (id, company_id, project_id, checks, status, started_at)
      values ('qr-old', ${C}, ${projectId}, '{taxCheck}', 'finished', '2020-01-01T00:00:00Z'),
        ('qr-new', ${C}, ${projectId}, '{taxCheck}', 'finished', ${now})`);
    await t.database.db.execute(sql`
      insert into quality_findings (id, company_id, record_id, "check", rule, severity, ignored)
      values ('qf-1', ${C}, 'qr-old', 'taxCheck', 'r', 'ERROR', false),
        ('qf-2', ${C}, 'qr-new', 'taxCheck', 'r', 'ERROR', false),
        ('qf-3', ${C}, 'qr-new', 'taxCheck', 'r', 'WARN', false),
        ('qf-4', ${C}, 'qr-new', 'taxCheck', 'r', 'WARN', true)`);
    const { data } = await call<{ sites: { projectId: string; openFindings: number }[] }>(
      'POST',
      '/b/site/constructionSiteData',
      admin,
      {},
    );
    const [expected] = await rows<{ n: number }>(sql`
      select count(*)::int as n from quality_findings f where not f.ignored and f.record_id = (
        select id from quality_records where project_id = ${projectId} and status = 'finished'
        order by started_at desc limit 1)`);
    expect(expected!.n).toBe(2);
    expect(data.sites.find((s) => s.projectId === projectId)!.openFindings).toBe(2);
    await t.database.db.execute(sql`delete from quality_records where id in ('qr-old', 'qr-new')`);
  });
});

describe('opportunities and stage moves', () => {
  let id: string;
  const historyCount = async () => {
    const [row] = await rows<{ n: number }>(sql`
      select count(*)::int as n from sales_opportunity_stages where opportunity_id = ${id}`);
    return row!.n;
  };
  const move = (body: Record<string, unknown>, token = admin) =>
    call<SalesOpportunity>('POST', `/b/sales/opportunity/${id}/stage`, token, body);

  it('creates at 线索 with the customer region and the owner department', async () => {
    const { data, body } = await call<SalesOpportunity>(
      'POST',
      '/b/sales/opportunity/save',
      admin,
      {
        customerId: 'customer-02',
        name: '测试商机',
        businessType: 'settlement',
        expectedAmount: '1,234,567.8',
      },
    );
    expect(body.success).toBe(true);
    id = data.id;
    const [customer] = await rows<{ region: string }>(
      sql`select region from customers where id = 'customer-02'`,
    );
    expect(data).toMatchObject({
      stage: 'lead',
      probability: 10,
      expectedAmount: '1234567.80',
      weightedAmount: '123456.78',
      region: customer!.region,
      departmentId: 'dept-root',
      ownerUserId: 'user-admin',
      editable: true,
    });
    expect(await historyCount()).toBe(1);
  });

  it('moves forward freely but back only with a reason, writing nothing when refused', async () => {
    expect((await move({ stage: 'quote' })).data.stage).toBe('quote');
    const refused = await move({ stage: 'intent' });
    expect(refused.body.success).toBe(false);
    expect(refused.body.msg).toContain('原因');
    expect(await historyCount()).toBe(2);
    const same = await move({ stage: 'quote' });
    expect(same.body.success).toBe(false);
    const back = await move({ stage: 'intent', reason: '客户调整需求' });
    expect(back.data.stage).toBe('intent');
    const { data } = await call<{
      history: { fromStage: string | null; toStage: string; reason: string | null }[];
    }>('GET', `/b/sales/opportunity/${id}`, admin);
    expect(data.history.map((h) => [h.fromStage, h.toStage, h.reason])).toEqual([
      [null, 'lead', null],
      ['lead', 'quote', null],
      ['quote', 'intent', '客户调整需求'],
    ]);
  });

  it('wins only with a contract of the same customer that no other opportunity holds', async () => {
    expect((await move({ stage: 'won' })).body.success).toBe(false);
    const other = await move({ stage: 'won', contractId: 'contract-001' });
    // contract-001 is customer-01's.
    expect(other.body.success).toBe(false);
    expect(other.body.msg).toContain('客户');
    const [taken] = await rows<{ contract_id: string }>(sql`
      select o.contract_id from sales_opportunities o join contracts c on c.id = o.contract_id
      where c.customer_id = 'customer-02' limit 1`);
    if (taken) {
      const refused = await move({ stage: 'won', contractId: taken.contract_id });
      expect(refused.body.success).toBe(false);
    }
    const [free] = await rows<{ id: string }>(sql`
      select c.id from contracts c where c.customer_id = 'customer-02'
        and not exists (select 1 from sales_opportunities o where o.contract_id = c.id) limit 1`);
    const won = await move({ stage: 'won', contractId: free!.id });
    expect(won.data).toMatchObject({ stage: 'won', contractId: free!.id, probability: 100 });
    expect(won.data.closedDate).toBe(t.clock.now().toISOString().slice(0, 10));
    const after = await move({ stage: 'lost', reason: '改主意' });
    expect(after.body.success).toBe(false);
    const removed = await call('DELETE', `/b/sales/opportunity/${id}`, admin);
    expect(removed.body.success).toBe(false);
  });

  it('loses only with a reason', async () => {
    const { data } = await call<SalesOpportunity>('POST', '/b/sales/opportunity/save', admin, {
      customerId: 'customer-03',
      name: '待输单商机',
      businessType: 'budget',
      expectedAmount: 5000,
    });
    id = data.id;
    expect((await move({ stage: 'lost' })).body.success).toBe(false);
    const lost = await move({ stage: 'lost', reason: '价格偏高' });
    expect(lost.data).toMatchObject({ stage: 'lost', lostReason: '价格偏高' });
  });
});

describe('who may change what', () => {
  let adminsId: string;
  beforeAll(async () => {
    const [row] = await rows<{ id: string }>(sql`
      select id from sales_opportunities where company_id = ${C} and owner_user_id = 'user-admin'
        and stage not in ('won', 'lost') limit 1`);
    adminsId = row!.id;
  });

  it('a salesperson changes only his own opportunities', async () => {
    const list = await call<{ data: SalesOpportunity[] }>(
      'POST',
      '/b/sales/opportunity/list',
      zhangsan,
      {
        pageNo: 1,
        pageSize: 100,
      },
    );
    expect(list.status).toBe(200);
    expect(list.data.data.every((o) => o.editable === (o.ownerUserId === 'user-zhangsan'))).toBe(
      true,
    );
    expect(
      (
        await call('POST', `/b/sales/opportunity/${adminsId}/stage`, zhangsan, {
          stage: 'negotiation',
        })
      ).status,
    ).toBe(403);
    expect((await call('DELETE', `/b/sales/opportunity/${adminsId}`, zhangsan)).status).toBe(403);
    const forOther = await call('POST', '/b/sales/opportunity/save', zhangsan, {
      customerId: 'customer-04',
      name: '替别人建',
      businessType: 'budget',
      expectedAmount: '100',
      ownerUserId: 'user-admin',
    });
    expect(forOther.status).toBe(403);
    const own = await call<SalesOpportunity>('POST', '/b/sales/opportunity/save', zhangsan, {
      customerId: 'customer-04',
      name: '自己的商机',
      businessType: 'budget',
      expectedAmount: '100',
    });
    expect(own.data).toMatchObject({ ownerUserId: 'user-zhangsan', departmentId: 'dept-cost-1' });
    expect((await call('DELETE', `/b/sales/opportunity/${own.data.id}`, zhangsan)).status).toBe(
      200,
    );
  });

  it('an administrator (all departments) changes anyone’s', async () => {
    const [row] = await rows<{ id: string }>(sql`
      select id from sales_opportunities where owner_user_id = 'user-zhangsan'
        and stage = 'lead' limit 1`);
    if (row) {
      const moved = await call<SalesOpportunity>(
        'POST',
        `/b/sales/opportunity/${row.id}/stage`,
        admin,
        {
          stage: 'intent',
        },
      );
      expect(moved.data.stage).toBe('intent');
    }
  });

  it('work plans: mine, the team of one’s department, and only one’s own to change', async () => {
    const mine = await call<{ rows: SalesWorkPlan[] }>('POST', '/b/sales/workPlan/list', zhangsan, {
      scope: 'mine',
    });
    expect(mine.data.rows.length).toBeGreaterThan(0);
    expect(mine.data.rows.every((p) => p.userId === 'user-zhangsan')).toBe(true);
    const team = await call<{ rows: SalesWorkPlan[] }>('POST', '/b/sales/workPlan/list', zhangsan, {
      scope: 'team',
    });
    expect(team.data.rows.every((p) => p.userId === 'user-zhangsan')).toBe(true);
    const all = await call<{ rows: SalesWorkPlan[]; total: number; done: number }>(
      'POST',
      '/b/sales/workPlan/list',
      admin,
      { scope: 'team' },
    );
    expect(new Set(all.data.rows.map((p) => p.userId))).toEqual(
      new Set(['user-zhangsan', 'user-admin']),
    );
    const [counts] = await rows<{ n: number; done: number }>(sql`
      select count(*)::int as n, count(*) filter (where status = 'done')::int as done
      from sales_work_plans where company_id = ${C}`);
    expect(all.data.total).toBe(counts!.n);
    expect(all.data.done).toBe(counts!.done);
    const adminsPlan = all.data.rows.find(
      (p) => p.userId === 'user-admin' && p.status === 'planned',
    )!;
    expect(
      (
        await call('POST', `/b/sales/workPlan/${adminsPlan.id}/complete`, zhangsan, {
          status: 'done',
          result: 'x',
        })
      ).status,
    ).toBe(403);
  });

  it('creates a plan in its week, completes it with a result only, then it is closed', async () => {
    const created = await call<SalesWorkPlan>('POST', '/b/sales/workPlan/save', zhangsan, {
      periodKind: 'week',
      kind: 'visit',
      title: '拜访客户',
      customerId: 'customer-08',
      plannedDate: '2026-03-05',
    });
    expect(created.data).toMatchObject({
      periodStart: '2026-03-02',
      status: 'planned',
      userId: 'user-zhangsan',
    });
    const planId = created.data.id;
    const noResult = await call('POST', `/b/sales/workPlan/${planId}/complete`, zhangsan, {
      status: 'done',
    });
    expect((noResult.body as { success: boolean }).success).toBe(false);
    const done = await call<SalesWorkPlan>(
      'POST',
      `/b/sales/workPlan/${planId}/complete`,
      zhangsan,
      {
        status: 'done',
        result: '已面谈',
        doneDate: '2026-03-05',
      },
    );
    expect(done.data).toMatchObject({ status: 'done', doneDate: '2026-03-05' });
    const again = await call('POST', `/b/sales/workPlan/${planId}/complete`, zhangsan, {
      status: 'cancelled',
    });
    expect((again.body as { success: boolean }).success).toBe(false);
    const month = await call<SalesWorkPlan>('POST', '/b/sales/workPlan/save', zhangsan, {
      periodKind: 'month',
      kind: 'meeting',
      title: '月度例会',
      plannedDate: '2026-03-25',
    });
    expect(month.data.periodStart).toBe('2026-03-01');
  });

  it('without sales:view nothing is served', async () => {
    expect((await call('POST', '/b/sales/funnel', nobody, {})).status).toBe(403);
    expect(
      (
        await call('POST', '/b/sales/opportunity/save', nobody, {
          customerId: 'customer-01',
          name: 'x',
          businessType: 'budget',
          expectedAmount: '1',
        })
      ).status,
    ).toBe(403);
  });
});

describe('tenancy', () => {
  it("another company sees none of the demo company's opportunities, plans or figures", async () => {
    // Bob is his company's administrator: every permission, his company's rows only.
    const list = await call<{ total: number }>('POST', '/b/sales/opportunity/list', bob, {});
    expect(list.status).toBe(200);
    expect(list.data.total).toBe(0);
    const funnel = await call<{ total: number }>('POST', '/b/sales/funnel', bob, {});
    expect(funnel.data.total).toBe(0);
    const plans = await call<{ total: number }>('POST', '/b/sales/workPlan/list', bob, {
      scope: 'team',
    });
    expect(plans.data.total).toBe(0);
    const keys = await call<{ rows: unknown[] }>('POST', '/b/sales/keyCustomers', bob, {});
    expect(keys.data.rows).toEqual([]);
    expect((await call('GET', '/b/sales/opportunity/sales-opp-001', bob)).status).toBe(404);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sales_opportunities where company_id = ${OTHER_COMPANY.id}`,
    );
    expect(row!.n).toBe(0);
  });
});
