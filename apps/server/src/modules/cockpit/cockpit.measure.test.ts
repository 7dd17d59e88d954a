import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { inTenant } from '../../db/tenancy';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import * as cockpit from './service';

// bench/cockpit.bench.mjs runs this with COCKPIT_MEASURE=1 (npm test skips it): each cockpit page
// on the seeded demo data, through the HTTP endpoint and the service, against a naive peer that
// loads the page's rows and aggregates them in JavaScript. Medians of RUNS runs after a warm-up.

const RUNS = Number(process.env.COCKPIT_RUNS ?? 15);
const GOAL_MS = 300;
const SCOPE = { companyId: DEMO_COMPANY_ID, currentYear: 2025, currentMonth: 12 };

let t: TestApp;
let token: string;
beforeAll(async () => {
  if (!process.env.COCKPIT_MEASURE) return;
  t = await createTestApp();
  token = await t.tokenOf('admin', 'Admin@123456');
}, 300_000);
afterAll(() => t?.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const all = async <T>(db: Db, table: string) =>
  rowsOf<T>(
    await db.execute(sql.raw(`select * from ${table} where company_id = '${SCOPE.companyId}'`)),
  );

// ── The naive peer: every row of the page's tables, aggregated in JS with decimal.js ──────────
type Row = Record<string, unknown>;
const d = (value: unknown) =>
  new Decimal(typeof value === 'string' || typeof value === 'number' ? value : 0);
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
const p = cockpit.periodOf(SCOPE);
const inYear = (date: string) => date >= p.yearStart && date < p.end;
const sumBy = (rows: Row[], key: (r: Row) => string, value: (r: Row) => Decimal) => {
  const map = new Map<string, Decimal>();
  for (const r of rows) map.set(key(r), (map.get(key(r)) ?? new Decimal(0)).plus(value(r)));
  return map;
};

async function naiveRevenue(db: Db) {
  const [receipts, contracts] = await Promise.all([
    all<Row>(db, 'receipts'),
    all<Row>(db, 'contracts'),
  ]);
  const byId = new Map(contracts.map((c) => [c.id as string, c]));
  const net = (r: Row) =>
    d(r.amount)
      .div(d(byId.get(r.contract_id as string)?.vat_rate).plus(1))
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const year = receipts.filter((r) => inYear(day(r.received_date)));
  return {
    receipts,
    contracts,
    byId,
    total: year.reduce((s, r) => s.plus(net(r)), new Decimal(0)),
    byMonth: sumBy(receipts, (r) => day(r.received_date).slice(0, 7), net),
    byType: sumBy(year, (r) => String(byId.get(r.contract_id as string)?.business_type), net),
    byDept: sumBy(year, (r) => String(byId.get(r.contract_id as string)?.department_id), net),
    byCustomer: sumBy(year, (r) => String(byId.get(r.contract_id as string)?.customer_id), net),
  };
}
async function naiveCost(db: Db) {
  const entries = await all<Row>(db, 'cost_entries');
  const year = entries.filter((e) => inYear(day(e.occurred_date)));
  return {
    total: year.reduce((s, e) => s.plus(d(e.amount)), new Decimal(0)),
    byMonth: sumBy(
      entries,
      (e) => `${day(e.occurred_date).slice(0, 7)}|${String(e.category)}`,
      (e) => d(e.amount),
    ),
    bySubject: sumBy(
      year,
      (e) => String(e.subject),
      (e) => d(e.amount),
    ),
    byDept: sumBy(
      year,
      (e) => String(e.department_id),
      (e) => d(e.amount),
    ),
  };
}
async function naiveStaff(db: Db) {
  const users = (await all<Row>(db, 'users')).filter((u) => u.deleted !== true);
  return {
    headcount: users.length,
    byDept: sumBy(
      users,
      (u) => String(u.dept_id),
      () => new Decimal(1),
    ),
  };
}
async function naiveContracts(db: Db) {
  const [contracts, invoices, receipts] = await Promise.all([
    all<Row>(db, 'contracts'),
    all<Row>(db, 'invoices'),
    all<Row>(db, 'receipts'),
  ]);
  const cutoff = new Date(Date.parse(p.end) - 90 * 86_400_000).toISOString().slice(0, 10);
  const invoiced = sumBy(
    invoices.filter((i) => i.status !== 'voided' && day(i.issued_date) < cutoff),
    (i) => String(i.contract_id),
    (i) => d(i.amount),
  );
  const received = sumBy(
    receipts.filter((r) => day(r.received_date) < p.end),
    (r) => String(r.contract_id),
    (r) => d(r.amount),
  );
  let overdue = new Decimal(0);
  for (const [id, v] of invoiced) {
    const gap = v.minus(received.get(id) ?? 0);
    if (gap.gt(0)) overdue = overdue.plus(gap);
  }
  const year = contracts.filter((c) => inYear(day(c.signed_date)));
  return {
    overdue,
    signed: year.reduce((s, c) => s.plus(d(c.amount)), new Decimal(0)),
    byStatus: sumBy(
      contracts,
      (c) => String(c.status),
      () => new Decimal(1),
    ),
    largest: [...year].sort((a, b) => d(b.amount).comparedTo(d(a.amount))).slice(0, 10),
  };
}

const NAIVE: Record<string, (db: Db) => Promise<unknown>> = {
  manageCockpit: async (db) => {
    const [revenue, cost, staff, contracts, invoices] = await Promise.all([
      naiveRevenue(db),
      naiveCost(db),
      naiveStaff(db),
      naiveContracts(db),
      all<Row>(db, 'invoices'),
    ]);
    return {
      revenue: revenue.total,
      cost: cost.total,
      staff,
      contracts,
      invoices: invoices.length,
    };
  },
  revenueManage: naiveRevenue,
  costBoard: async (db) => Promise.all([naiveCost(db), naiveRevenue(db)]),
  costManage: async (db) =>
    Promise.all([naiveCost(db), naiveRevenue(db), naiveStaff(db), all<Row>(db, 'departments')]),
  contractSupervise: naiveContracts,
  customerManage: async (db) => {
    const [customers, revenue] = await Promise.all([all<Row>(db, 'customers'), naiveRevenue(db)]);
    const amount = sumBy(
      revenue.contracts,
      (c) => String(c.customer_id),
      (c) => d(c.amount),
    );
    const received = sumBy(
      revenue.receipts,
      (r) => String(revenue.byId.get(r.contract_id as string)?.customer_id),
      (r) => d(r.amount),
    );
    return customers.map((c) => [
      c.kind,
      c.region,
      amount.get(c.id as string),
      received.get(c.id as string),
    ]);
  },
  manpowerManage: async (db) => Promise.all([naiveStaff(db), naiveRevenue(db), naiveCost(db)]),
  developManage: async (db) => {
    const [projects, bills] = await Promise.all([
      all<Row>(db, 'cost_projects'),
      all<Row>(db, 'cost_bills'),
    ]);
    return [
      sumBy(
        projects,
        (r) => String(r.kind),
        (r) => d(r.amount),
      ),
      bills.length,
    ];
  },
  financeData: async (db) => {
    const [accounts, rows] = await Promise.all([
      all<Row>(db, 'bank_accounts'),
      all<Row>(db, 'bank_details'),
    ]);
    const last = new Map<string, Row>();
    for (const r of rows) {
      if (day(r.date_time) >= p.end) continue;
      const prev = last.get(r.account_id as string);
      if (!prev || Number(prev.seq) < Number(r.seq)) last.set(r.account_id as string, r);
    }
    const year = rows.filter((r) => inYear(day(r.date_time)));
    return [
      accounts.map((a) => d(last.get(a.id as string)?.balance ?? a.opening_balance)),
      sumBy(
        year,
        (r) => day(r.date_time).slice(0, 7),
        (r) => d(r.income).minus(d(r.pay)),
      ),
    ];
  },
  operateManage: async (db) =>
    Promise.all([naiveRevenue(db), naiveCost(db), all<Row>(db, 'departments')]),
};

const SERVICE: Record<string, (db: Db) => Promise<unknown>> = {
  manageCockpit: (db) => cockpit.manageCockpit(db, SCOPE),
  revenueManage: (db) => cockpit.revenueManage(db, SCOPE),
  costBoard: (db) => cockpit.costBoard(db, SCOPE),
  costManage: (db) => cockpit.costManage(db, SCOPE),
  contractSupervise: (db) => cockpit.contractSupervise(db, SCOPE),
  customerManage: (db) => cockpit.customerManage(db, SCOPE),
  manpowerManage: (db) => cockpit.manpowerManage(db, SCOPE),
  developManage: (db) => cockpit.developManage(db, SCOPE),
  financeData: (db) => cockpit.financeData(db, SCOPE),
  operateManage: (db) => cockpit.operateManage(db, SCOPE),
};

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

it.runIf(process.env.COCKPIT_MEASURE)(
  'each cockpit page under 300 ms on the demo data, against the naive peer',
  async () => {
    const db = t.database.db;
    const counts = rowsOf<{ t: string; n: number }>(
      await db.execute(sql`
        select 'contracts' as t, count(*)::int as n from contracts union all
        select 'receipts', count(*)::int from receipts union all
        select 'invoices', count(*)::int from invoices union all
        select 'cost_entries', count(*)::int from cost_entries union all
        select 'bank_details', count(*)::int from bank_details union all
        select 'customers', count(*)::int from customers`),
    );
    console.log(
      `demo data: ${counts.map((c) => `${c.t} ${c.n}`).join(', ')}; ${RUNS} runs, median`,
    );
    console.log('page                 endpoint ms  service ms  naive ms  naive/service');
    const slow: string[] = [];
    for (const name of Object.keys(SERVICE)) {
      const endpoint = await medianMs(async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/b/cockpit/${name}`,
          headers: { AuthToken: token },
          payload: { currentYear: SCOPE.currentYear, currentMonth: SCOPE.currentMonth },
        });
        if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
      });
      const service = await medianMs(() => inTenant(db, DEMO_COMPANY_ID, SERVICE[name]!));
      const naive = await medianMs(() => inTenant(db, DEMO_COMPANY_ID, NAIVE[name]!));
      console.log(
        `${name.padEnd(20)} ${endpoint.toFixed(1).padStart(11)} ${service.toFixed(1).padStart(11)} ${naive
          .toFixed(1)
          .padStart(9)} ${(naive / service).toFixed(1).padStart(13)}×`,
      );
      if (endpoint > GOAL_MS) slow.push(name);
    }
    // The naive overview's revenue is the same figure the service answers.
    const [served, naive] = await inTenant(db, DEMO_COMPANY_ID, (tx) =>
      Promise.all([cockpit.manageCockpit(tx, SCOPE), NAIVE.manageCockpit!(tx)]),
    );
    expect(served.revenue.year).toBe((naive as { revenue: Decimal }).revenue.toFixed(2));
    expect(served.cost.year).toBe((naive as { cost: Decimal }).cost.toFixed(2));
    expect(slow).toEqual([]);
  },
  600_000,
);
