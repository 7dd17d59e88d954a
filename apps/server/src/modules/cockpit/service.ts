import type {
  CockpitDepartmentRow,
  CockpitFigure,
  CockpitSlice,
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
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

// The management cockpit's figures: every figure is an SQL aggregate of the company's rows
// (contracts, receipts, invoices, cost entries, bank rows, users, the cost library). Each page runs
// a few grouped queries over two years at most and folds their (small) results here with decimal.js.
//
// Definitions (the tests check each against an independent query):
// - signed: contracts.amount (VAT included) by signed_date;
// - received: receipts.amount (VAT included) by received_date;
// - revenue: each receipt without VAT, round(amount / (1 + contract's vat_rate), 2), summed;
// - invoiced: invoices.amount by issued_date, void/red invoices left out;
// - cost: cost_entries.amount by occurred_date;
// - receivable: invoiced − received, everything up to the end of the chosen month;
// - overdue: per contract, invoiced up to 90 days before the month's end − received up to its end, when positive;
// - headcount: users not deleted; a department filter takes the department and those below it.

export interface CockpitScope {
  companyId: string;
  currentYear: number;
  currentMonth: number;
  departmentId?: string | undefined;
  /**
   * Department data authorization: when set, only rows of these departments count (a user without
   * all-department data rights); rows without a department are left out too.
   */
  allowedDepartmentIds?: readonly string[] | undefined;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ZERO = new Decimal(0);
export const money = (value: Decimal.Value | null | undefined) =>
  new Decimal(value ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
/** part / whole in % with two places; null when whole is zero. */
export function percent(part: Decimal.Value, whole: Decimal.Value): string | null {
  const base = new Decimal(whole);
  if (base.isZero()) return null;
  return new Decimal(part)
    .div(base)
    .times(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number) =>
  month > 12 ? `${year + 1}-01-01` : `${year}-${pad(month)}-01`;

/** Dates bounding the scope: [from, to) for the month, the year to date and last year's same months. */
export function periodOf(scope: Pick<CockpitScope, 'currentYear' | 'currentMonth'>) {
  const { currentYear: y, currentMonth: m } = scope;
  return {
    monthStart: dayOf(y, m),
    end: dayOf(y, m + 1),
    yearStart: dayOf(y, 1),
    lastYearStart: dayOf(y - 1, 1),
    lastYearEnd: dayOf(y - 1, m + 1),
    nextYearStart: dayOf(y + 1, 1),
  };
}

/**
 * The rows' department within the chosen department's subtree (nothing when none is chosen) and,
 * for a user limited to some departments, within those.
 */
export function inDepartment(
  scope: Pick<CockpitScope, 'companyId' | 'departmentId' | 'allowedDepartmentIds'>,
  column: SQL,
): SQL {
  const allowed = scope.allowedDepartmentIds;
  const limit = !allowed
    ? sql``
    : allowed.length === 0
      ? sql` and false`
      : sql` and ${column} in (${sql.join(
          allowed.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  if (!scope.departmentId) return limit;
  const id = scope.departmentId;
  return sql` and ${column} in (select d.id from departments d where d.company_id = ${scope.companyId}
    and (d.id = ${id} or (',' || d.parent_ids) like ${`%,${id},%`}))${limit}`;
}

interface MonthRow {
  y: number;
  m: number;
  v: string | null;
}
/** "year-month" → amount, from rows grouped by year and month. */
type Months = Map<string, Decimal>;
function monthsOf(rows: MonthRow[]): Months {
  const map: Months = new Map();
  for (const row of rows) map.set(`${Number(row.y)}-${Number(row.m)}`, new Decimal(row.v ?? 0));
  return map;
}
const at = (months: Months, year: number, month: number) => months.get(`${year}-${month}`) ?? ZERO;
function sumMonths(months: Months, year: number, from: number, to: number): Decimal {
  let total = ZERO;
  for (let m = from; m <= to; m++) total = total.plus(at(months, year, m));
  return total;
}
function seriesOf(months: Months, year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => money(at(months, year, i + 1)));
}
function figureOf(months: Months, scope: CockpitScope): CockpitFigure {
  const { currentYear: y, currentMonth: m } = scope;
  const year = sumMonths(months, y, 1, m);
  const lastYear = sumMonths(months, y - 1, 1, m);
  return {
    month: money(at(months, y, m)),
    year: money(year),
    lastYear: money(lastYear),
    yoy: percent(year.minus(lastYear), lastYear),
  };
}
const minus = (a: Months, b: Months): Months => {
  const out: Months = new Map(a);
  for (const [key, value] of b) out.set(key, (out.get(key) ?? ZERO).minus(value));
  return out;
};

/** Revenue (without VAT) and receipts by month over last year and this year. */
async function receiptMonths(db: Db, scope: CockpitScope) {
  const p = periodOf(scope);
  const rows = rowsOf<{ y: number; m: number; received: string; revenue: string }>(
    await db.execute(sql`
      select extract(year from r.received_date)::int as y, extract(month from r.received_date)::int as m,
        sum(r.amount)::text as received, sum(round(r.amount / (1 + c.vat_rate), 2))::text as revenue
      from receipts r join contracts c on c.id = r.contract_id
      where r.company_id = ${scope.companyId} and r.received_date >= ${p.lastYearStart}
        and r.received_date < ${p.nextYearStart}${inDepartment(scope, sql`c.department_id`)}
      group by 1, 2`),
  );
  return {
    received: monthsOf(rows.map((r) => ({ y: r.y, m: r.m, v: r.received }))),
    revenue: monthsOf(rows.map((r) => ({ y: r.y, m: r.m, v: r.revenue }))),
  };
}

async function signedMonths(db: Db, scope: CockpitScope) {
  const p = periodOf(scope);
  const rows = rowsOf<{ y: number; m: number; v: string; n: number }>(
    await db.execute(sql`
      select extract(year from c.signed_date)::int as y, extract(month from c.signed_date)::int as m,
        sum(c.amount)::text as v, count(*)::int as n
      from contracts c
      where c.company_id = ${scope.companyId} and c.signed_date >= ${p.lastYearStart}
        and c.signed_date < ${p.nextYearStart}${inDepartment(scope, sql`c.department_id`)}
      group by 1, 2`),
  );
  const counts = new Map(rows.map((r) => [`${Number(r.y)}-${Number(r.m)}`, Number(r.n)]));
  return { amount: monthsOf(rows), counts };
}

/** Invoices that count: not voided or reversed. */
export const liveInvoice = sql`coalesce(i.status, '') not in ('void', 'voided', 'red', 'cancelled')`;

async function invoiceMonths(db: Db, scope: CockpitScope): Promise<Months> {
  const p = periodOf(scope);
  return monthsOf(
    rowsOf<MonthRow>(
      await db.execute(sql`
        select extract(year from i.issued_date)::int as y, extract(month from i.issued_date)::int as m,
          sum(i.amount)::text as v
        from invoices i join contracts c on c.id = i.contract_id
        where i.company_id = ${scope.companyId} and i.issued_date >= ${p.lastYearStart}
          and i.issued_date < ${p.nextYearStart} and ${liveInvoice}${inDepartment(scope, sql`c.department_id`)}
        group by 1, 2`),
    ),
  );
}

async function costMonths(db: Db, scope: CockpitScope) {
  const p = periodOf(scope);
  const rows = rowsOf<{ y: number; m: number; direct: string; indirect: string }>(
    await db.execute(sql`
      select extract(year from e.occurred_date)::int as y, extract(month from e.occurred_date)::int as m,
        coalesce(sum(e.amount) filter (where e.category = 'direct'), 0)::text as direct,
        coalesce(sum(e.amount) filter (where e.category <> 'direct'), 0)::text as indirect
      from cost_entries e
      where e.company_id = ${scope.companyId} and e.occurred_date >= ${p.lastYearStart}
        and e.occurred_date < ${p.nextYearStart}${inDepartment(scope, sql`e.department_id`)}
      group by 1, 2`),
  );
  const direct = monthsOf(rows.map((r) => ({ y: r.y, m: r.m, v: r.direct })));
  const indirect = monthsOf(rows.map((r) => ({ y: r.y, m: r.m, v: r.indirect })));
  const total: Months = new Map(direct);
  for (const [key, value] of indirect) total.set(key, (total.get(key) ?? ZERO).plus(value));
  return { direct, indirect, total };
}

async function headcount(db: Db, scope: CockpitScope): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from users u
      where u.company_id = ${scope.companyId} and u.deleted = false${inDepartment(scope, sql`u.dept_id`)}`),
  );
  return Number(row?.n ?? 0);
}

/** Invoiced and received up to the end of the month, everything before it included. */
async function receivableAt(db: Db, scope: CockpitScope): Promise<Decimal> {
  const { end } = periodOf(scope);
  const dept = inDepartment(scope, sql`c.department_id`);
  const [row] = rowsOf<{ invoiced: string; received: string }>(
    await db.execute(sql`
      select
        (select coalesce(sum(i.amount), 0) from invoices i join contracts c on c.id = i.contract_id
          where i.company_id = ${scope.companyId} and i.issued_date < ${end} and ${liveInvoice}${dept})::text as invoiced,
        (select coalesce(sum(r.amount), 0) from receipts r join contracts c on c.id = r.contract_id
          where r.company_id = ${scope.companyId} and r.received_date < ${end}${dept})::text as received`),
  );
  return new Decimal(row?.invoiced ?? 0).minus(row?.received ?? 0);
}

export async function manageCockpit(db: Db, scope: CockpitScope): Promise<ManageCockpit> {
  const { end } = periodOf(scope);
  const [receipts, signed, invoiced, cost, staff, receivable, progress] = await Promise.all([
    receiptMonths(db, scope),
    signedMonths(db, scope),
    invoiceMonths(db, scope),
    costMonths(db, scope),
    headcount(db, scope),
    receivableAt(db, scope),
    db.execute(sql`
      select count(*)::int as n from contracts c
      where c.company_id = ${scope.companyId} and c.status in ('signed', 'executing')
        and c.signed_date < ${end}${inDepartment(scope, sql`c.department_id`)}`),
  ]);
  const revenue = figureOf(receipts.revenue, scope);
  const costFigure = figureOf(cost.total, scope);
  const profit = new Decimal(revenue.year).minus(costFigure.year);
  const profitMonths = minus(receipts.revenue, cost.total);
  const y = scope.currentYear;
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    signed: figureOf(signed.amount, scope),
    revenue,
    invoiced: figureOf(invoiced, scope),
    received: figureOf(receipts.received, scope),
    receivable: money(receivable),
    cost: costFigure,
    profit: money(profit),
    margin: percent(profit, revenue.year),
    headcount: staff,
    projectsInProgress: Number(rowsOf<{ n: number }>(progress)[0]?.n ?? 0),
    trend: {
      signed: seriesOf(signed.amount, y),
      revenue: seriesOf(receipts.revenue, y),
      cost: seriesOf(cost.total, y),
      profit: seriesOf(profitMonths, y),
    },
  };
}

interface SliceRow {
  key: string | null;
  name: string | null;
  amount: string | null;
  count: number | null;
}
const slicesOf = (rows: SliceRow[]): CockpitSlice[] =>
  rows.map((r) => ({
    key: r.key ?? '',
    name: r.name ?? r.key ?? '',
    amount: money(r.amount),
    count: Number(r.count ?? 0),
  }));

/** Revenue (without VAT) of the year to date grouped by an expression of the contract. */
async function revenueBy(
  db: Db,
  scope: CockpitScope,
  key: SQL,
  name: SQL,
  join: SQL = sql``,
  limit?: number,
): Promise<CockpitSlice[]> {
  const p = periodOf(scope);
  return slicesOf(
    rowsOf<SliceRow>(
      await db.execute(sql`
        select ${key} as key, ${name} as name, sum(round(r.amount / (1 + c.vat_rate), 2))::text as amount,
          count(distinct c.id)::int as count
        from receipts r join contracts c on c.id = r.contract_id ${join}
        where r.company_id = ${scope.companyId} and r.received_date >= ${p.yearStart}
          and r.received_date < ${p.end}${inDepartment(scope, sql`c.department_id`)}
        group by 1, 2 order by sum(round(r.amount / (1 + c.vat_rate), 2)) desc, 1
        ${limit ? sql`limit ${limit}` : sql``}`),
    ),
  );
}

export async function revenueManage(db: Db, scope: CockpitScope): Promise<RevenueManage> {
  const [receipts, byBusinessType, byDepartment, topCustomers] = await Promise.all([
    receiptMonths(db, scope),
    revenueBy(db, scope, sql`c.business_type`, sql`c.business_type`),
    revenueBy(
      db,
      scope,
      sql`c.department_id`,
      sql`d.name`,
      sql`left join departments d on d.id = c.department_id`,
    ),
    revenueBy(
      db,
      scope,
      sql`c.customer_id`,
      sql`cu.name`,
      sql`left join customers cu on cu.id = c.customer_id`,
      10,
    ),
  ]);
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    revenue: figureOf(receipts.revenue, scope),
    received: figureOf(receipts.received, scope),
    monthly: {
      current: seriesOf(receipts.revenue, scope.currentYear),
      previous: seriesOf(receipts.revenue, scope.currentYear - 1),
    },
    byBusinessType,
    byDepartment,
    topCustomers,
  };
}

/** Cost of the year to date grouped by an expression of the entry. */
async function costBy(
  db: Db,
  scope: CockpitScope,
  key: SQL,
  name: SQL,
  join: SQL = sql``,
): Promise<CockpitSlice[]> {
  const p = periodOf(scope);
  return slicesOf(
    rowsOf<SliceRow>(
      await db.execute(sql`
        select ${key} as key, ${name} as name, sum(e.amount)::text as amount, count(*)::int as count
        from cost_entries e ${join}
        where e.company_id = ${scope.companyId} and e.occurred_date >= ${p.yearStart}
          and e.occurred_date < ${p.end}${inDepartment(scope, sql`e.department_id`)}
        group by 1, 2 order by sum(e.amount) desc, 1`),
    ),
  );
}

export async function costBoard(db: Db, scope: CockpitScope): Promise<CostBoard> {
  const deptJoin = sql`left join departments d on d.id = e.department_id`;
  const [cost, receipts, byCategory, bySubject, byDepartment] = await Promise.all([
    costMonths(db, scope),
    receiptMonths(db, scope),
    costBy(db, scope, sql`e.category`, sql`e.category`),
    costBy(db, scope, sql`e.subject`, sql`e.subject`),
    costBy(db, scope, sql`e.department_id`, sql`d.name`, deptJoin),
  ]);
  const figure = figureOf(cost.total, scope);
  const revenue = sumMonths(receipts.revenue, scope.currentYear, 1, scope.currentMonth);
  const y = scope.currentYear;
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    cost: figure,
    revenue: money(revenue),
    costRatio: percent(figure.year, revenue),
    monthly: {
      direct: seriesOf(cost.direct, y),
      indirect: seriesOf(cost.indirect, y),
      revenue: seriesOf(receipts.revenue, y),
    },
    byCategory,
    bySubject,
    byDepartment,
  };
}

/** Each department's revenue, cost and staff in the year to date (departments with none left out). */
async function departmentRows(db: Db, scope: CockpitScope) {
  const p = periodOf(scope);
  const rows = rowsOf<{ id: string; name: string; revenue: string; cost: string; staff: number }>(
    await db.execute(sql`
      with rev as (
        select c.department_id as id, sum(round(r.amount / (1 + c.vat_rate), 2)) as v
        from receipts r join contracts c on c.id = r.contract_id
        where r.company_id = ${scope.companyId} and r.received_date >= ${p.yearStart} and r.received_date < ${p.end}
        group by 1),
      cst as (
        select e.department_id as id, sum(e.amount) as v from cost_entries e
        where e.company_id = ${scope.companyId} and e.occurred_date >= ${p.yearStart} and e.occurred_date < ${p.end}
        group by 1),
      stf as (
        select u.dept_id as id, count(*)::int as n from users u
        where u.company_id = ${scope.companyId} and u.deleted = false group by 1)
      select d.id, d.name, coalesce(rev.v, 0)::text as revenue, coalesce(cst.v, 0)::text as cost,
        coalesce(stf.n, 0)::int as staff
      from departments d left join rev on rev.id = d.id left join cst on cst.id = d.id
        left join stf on stf.id = d.id
      where d.company_id = ${scope.companyId}${inDepartment(scope, sql`d.id`)}
        and (rev.v is not null or cst.v is not null or stf.n is not null)
      order by coalesce(rev.v, 0) desc, d.sort, d.id`),
  );
  return rows.map((r) => ({
    key: r.id,
    name: r.name,
    revenue: new Decimal(r.revenue),
    cost: new Decimal(r.cost),
    staff: Number(r.staff),
  }));
}

export async function costManage(db: Db, scope: CockpitScope): Promise<CostManage> {
  const p = periodOf(scope);
  const [subjectRows, departments] = await Promise.all([
    db.execute(sql`
      select e.subject as key, extract(month from e.occurred_date)::int as m, sum(e.amount)::text as v
      from cost_entries e
      where e.company_id = ${scope.companyId} and e.occurred_date >= ${p.yearStart}
        and e.occurred_date < ${p.nextYearStart}${inDepartment(scope, sql`e.department_id`)}
      group by 1, 2`),
    departmentRows(db, scope),
  ]);
  const bySubject = new Map<string, Months>();
  for (const row of rowsOf<{ key: string; m: number; v: string }>(subjectRows)) {
    const months = bySubject.get(row.key) ?? new Map<string, Decimal>();
    months.set(`${scope.currentYear}-${Number(row.m)}`, new Decimal(row.v));
    bySubject.set(row.key, months);
  }
  const subjects = [...bySubject]
    .map(([subject, months]) => ({
      subject,
      months: seriesOf(months, scope.currentYear),
      totalValue: sumMonths(months, scope.currentYear, 1, scope.currentMonth),
    }))
    .sort((a, b) => b.totalValue.comparedTo(a.totalValue) || a.subject.localeCompare(b.subject))
    .map(({ totalValue, ...rest }) => ({ ...rest, total: money(totalValue) }));
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    subjects,
    departments: departments.map((d) => departmentRow(d, d.cost, d.revenue)),
  };
}

function departmentRow(
  d: { key: string; name: string; revenue: Decimal; cost: Decimal; staff: number },
  ratioPart: Decimal,
  ratioWhole: Decimal,
): CockpitDepartmentRow {
  return {
    key: d.key,
    name: d.name,
    revenue: money(d.revenue),
    cost: money(d.cost),
    profit: money(d.revenue.minus(d.cost)),
    ratio: percent(ratioPart, ratioWhole),
    staff: d.staff,
  };
}

export async function contractSupervise(db: Db, scope: CockpitScope): Promise<ContractSupervise> {
  const p = periodOf(scope);
  const dept = inDepartment(scope, sql`c.department_id`);
  const [signed, statusRows, overdueRows, largestRows] = await Promise.all([
    signedMonths(db, scope),
    db.execute(sql`
      select c.status as key, c.status as name, sum(c.amount)::text as amount, count(*)::int as count
      from contracts c
      where c.company_id = ${scope.companyId} and c.signed_date < ${p.end}${dept}
      group by 1 order by 1`),
    db.execute(sql`
      with inv as (
        select i.contract_id as id, sum(i.amount) as v from invoices i
        where i.company_id = ${scope.companyId} and ${liveInvoice}
          and i.issued_date < (${p.end}::date - 90)
        group by 1),
      rec as (
        select r.contract_id as id, sum(r.amount) as v from receipts r
        where r.company_id = ${scope.companyId} and r.received_date < ${p.end}
        group by 1)
      select c.id, coalesce(c.code, '') as code, c.name, coalesce(cu.name, '') as customer_name,
        c.amount::text as amount, c.signed_date::text as signed_date, c.status,
        (inv.v - coalesce(rec.v, 0))::text as overdue
      from inv join contracts c on c.id = inv.id left join rec on rec.id = inv.id
        left join customers cu on cu.id = c.customer_id
      where inv.v - coalesce(rec.v, 0) > 0${dept}
      order by inv.v - coalesce(rec.v, 0) desc, c.id`),
    db.execute(sql`
      select c.id, coalesce(c.code, '') as code, c.name, coalesce(cu.name, '') as customer_name,
        c.amount::text as amount, c.signed_date::text as signed_date, c.status
      from contracts c left join customers cu on cu.id = c.customer_id
      where c.company_id = ${scope.companyId} and c.signed_date >= ${p.yearStart}
        and c.signed_date < ${p.end}${dept}
      order by c.amount desc, c.id limit 10`),
  ]);
  type ContractRow = {
    id: string;
    code: string;
    name: string;
    customer_name: string;
    amount: string;
    signed_date: string | null;
    status: string;
  };
  const contractOf = (r: ContractRow) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    customerName: r.customer_name,
    amount: money(r.amount),
    signedDate: r.signed_date,
    status: r.status,
  });
  const overdue = rowsOf<ContractRow & { overdue: string }>(overdueRows);
  const y = scope.currentYear;
  let count = 0;
  for (let m = 1; m <= scope.currentMonth; m++) count += signed.counts.get(`${y}-${m}`) ?? 0;
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    signedYear: { count, amount: money(sumMonths(signed.amount, y, 1, scope.currentMonth)) },
    byStatus: slicesOf(rowsOf<SliceRow>(statusRows)),
    signedMonthly: {
      amount: seriesOf(signed.amount, y),
      count: Array.from({ length: 12 }, (_, i) => signed.counts.get(`${y}-${i + 1}`) ?? 0),
    },
    overdue: {
      total: money(overdue.reduce((sum, r) => sum.plus(r.overdue), ZERO)),
      count: overdue.length,
      contracts: overdue.slice(0, 10).map((r) => ({ ...contractOf(r), overdue: money(r.overdue) })),
    },
    largest: rowsOf<ContractRow>(largestRows).map(contractOf),
  };
}

export async function customerManage(db: Db, scope: CockpitScope): Promise<CustomerManage> {
  const p = periodOf(scope);
  const dept = inDepartment(scope, sql`c.department_id`);
  const rows = rowsOf<{
    id: string;
    name: string;
    kind: string | null;
    region: string | null;
    is_key: boolean;
    contracts: number;
    amount: string;
    first_signed: string | null;
    received: string;
  }>(
    await db.execute(sql`
      with con as (
        select c.customer_id as id, count(*)::int as n, sum(c.amount) as v, min(c.signed_date) as first_signed
        from contracts c
        where c.company_id = ${scope.companyId} and c.signed_date < ${p.end}${dept}
        group by 1),
      rec as (
        select c.customer_id as id, sum(r.amount) as v
        from receipts r join contracts c on c.id = r.contract_id
        where r.company_id = ${scope.companyId} and r.received_date < ${p.end}${dept}
        group by 1)
      select cu.id, cu.name, cu.kind, cu.region, cu.is_key, coalesce(con.n, 0)::int as contracts,
        coalesce(con.v, 0)::text as amount, con.first_signed::text as first_signed,
        coalesce(rec.v, 0)::text as received
      from customers cu left join con on con.id = cu.id left join rec on rec.id = cu.id
      where cu.company_id = ${scope.companyId}
      order by coalesce(con.v, 0) desc, cu.name, cu.id`),
  );
  const group = (keyOf: (r: (typeof rows)[number]) => string | null): CockpitSlice[] => {
    const map = new Map<string, { amount: Decimal; count: number }>();
    for (const r of rows) {
      const key = keyOf(r) ?? '';
      const slot = map.get(key) ?? { amount: ZERO, count: 0 };
      map.set(key, { amount: slot.amount.plus(r.amount), count: slot.count + 1 });
    }
    return [...map]
      .map(([key, v]) => ({ key, name: key, amount: money(v.amount), count: v.count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  };
  const isNew = (r: (typeof rows)[number], from: string) =>
    r.first_signed !== null && r.first_signed >= from && r.first_signed < p.end;
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    total: rows.length,
    newYear: rows.filter((r) => isNew(r, p.yearStart)).length,
    newMonth: rows.filter((r) => isNew(r, p.monthStart)).length,
    byKind: group((r) => r.kind),
    byRegion: group((r) => r.region),
    keyCustomers: rows
      .filter((r) => r.is_key)
      .map((r) => ({
        id: r.id,
        name: r.name,
        contracts: Number(r.contracts),
        contractAmount: money(r.amount),
        received: money(r.received),
      })),
  };
}

export async function manpowerManage(db: Db, scope: CockpitScope): Promise<ManpowerManage> {
  const [staff, receipts, departments] = await Promise.all([
    headcount(db, scope),
    receiptMonths(db, scope),
    departmentRows(db, scope),
  ]);
  const revenue = sumMonths(receipts.revenue, scope.currentYear, 1, scope.currentMonth);
  const perHead = (amount: Decimal, n: number) => money(n > 0 ? amount.div(n) : ZERO);
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    headcount: staff,
    revenue: money(revenue),
    outputPerHead: perHead(revenue, staff),
    departments: departments
      .filter((d) => d.staff > 0)
      .sort((a, b) => b.staff - a.staff || a.name.localeCompare(b.name))
      .map((d) => ({
        ...departmentRow(d, d.revenue.minus(d.cost), d.revenue),
        outputPerHead: perHead(d.revenue, d.staff),
      })),
  };
}

export async function developManage(db: Db, scope: CockpitScope): Promise<DevelopManage> {
  const p = periodOf(scope);
  const c = scope.companyId;
  const [totals, kinds, fileTypes, findings] = await Promise.all([
    db.execute(sql`
      select (select count(*)::int from cost_projects where company_id = ${c}) as projects,
        (select count(*)::int from cost_projects where company_id = ${c}
          and created_at >= ${p.yearStart}::date and created_at < ${p.end}::date) as new_projects,
        (select count(*)::int from cost_bills where company_id = ${c}) as bills`),
    db.execute(sql`
      select coalesce(kind, '') as key, coalesce(kind, '') as name, sum(amount)::text as amount, count(*)::int as count
      from cost_projects where company_id = ${c} group by 1, 2 order by count(*) desc, 1`),
    db.execute(sql`
      select file_type as key, file_type as name, sum(amount)::text as amount, count(*)::int as count
      from cost_projects where company_id = ${c} group by 1, 2 order by count(*) desc, 1`),
    db.execute(sql`
      with latest as (
        select distinct on (project_id) id from quality_records
        where company_id = ${c} and status = 'finished'
        order by project_id, started_at desc)
      select f.severity as key, f.severity as name, '0' as amount, count(*)::int as count
      from quality_findings f join latest on latest.id = f.record_id
      where f.company_id = ${c} and f.ignored = false
      group by 1, 2 order by 1`),
  ]);
  const [t] = rowsOf<{ projects: number; new_projects: number; bills: number }>(totals);
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    projects: Number(t?.projects ?? 0),
    newProjectsYear: Number(t?.new_projects ?? 0),
    billItems: Number(t?.bills ?? 0),
    byKind: slicesOf(rowsOf<SliceRow>(kinds)),
    byFileType: slicesOf(rowsOf<SliceRow>(fileTypes)),
    findings: slicesOf(rowsOf<SliceRow>(findings)),
  };
}

/** Each account's balance just before `before`: its last row's balance, else its opening balance. */
function balancesBefore(scope: CockpitScope, before: string): SQL {
  return sql`
    select a.id, a.account_name, a.bank_name, a.account_no,
      coalesce(last.balance, a.opening_balance, 0) as balance
    from bank_accounts a
    left join lateral (
      select b.balance from bank_details b
      where b.account_id = a.id and b.company_id = ${scope.companyId} and b.date_time < ${before}::date
        and b.balance is not null
      order by b.seq desc limit 1) last on true
    where a.company_id = ${scope.companyId}${inDepartment(scope, sql`a.department_id`)}`;
}

export async function financeData(db: Db, scope: CockpitScope): Promise<FinanceData> {
  const p = periodOf(scope);
  type Balance = {
    id: string;
    account_name: string | null;
    bank_name: string | null;
    account_no: string;
    balance: string;
  };
  const [closingRows, openingRows, flowRows] = await Promise.all([
    db.execute(sql`${balancesBefore(scope, p.end)} order by a.account_no`),
    db.execute(balancesBefore(scope, p.monthStart)),
    db.execute(sql`
      select extract(month from b.date_time)::int as m, coalesce(sum(b.income), 0)::text as income,
        coalesce(sum(b.pay), 0)::text as pay
      from bank_details b join bank_accounts a on a.id = b.account_id
      where b.company_id = ${scope.companyId} and b.date_time >= ${p.yearStart}::date
        and b.date_time < ${p.nextYearStart}::date${inDepartment(scope, sql`a.department_id`)}
      group by 1`),
  ]);
  const closing = rowsOf<Balance>(closingRows);
  const total = (rows: Balance[]) => rows.reduce((sum, r) => sum.plus(r.balance), ZERO);
  const flows = rowsOf<{ m: number; income: string; pay: string }>(flowRows);
  const y = scope.currentYear;
  const income = monthsOf(flows.map((f) => ({ y, m: f.m, v: f.income })));
  const pay = monthsOf(flows.map((f) => ({ y, m: f.m, v: f.pay })));
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    accounts: closing.map((r) => ({
      id: r.id,
      accountName: r.account_name ?? '',
      bankName: r.bank_name ?? '',
      accountNo: r.account_no,
      balance: money(r.balance),
    })),
    totalBalance: money(total(closing)),
    position: {
      opening: money(total(rowsOf<Balance>(openingRows))),
      income: money(at(income, y, scope.currentMonth)),
      pay: money(at(pay, y, scope.currentMonth)),
      closing: money(total(closing)),
    },
    incomeYear: money(sumMonths(income, y, 1, scope.currentMonth)),
    payYear: money(sumMonths(pay, y, 1, scope.currentMonth)),
    monthly: { income: seriesOf(income, y), pay: seriesOf(pay, y) },
  };
}

export async function operateManage(db: Db, scope: CockpitScope): Promise<OperateManage> {
  const [receipts, cost, departments] = await Promise.all([
    receiptMonths(db, scope),
    costMonths(db, scope),
    departmentRows(db, scope),
  ]);
  const y = scope.currentYear;
  const revenue = sumMonths(receipts.revenue, y, 1, scope.currentMonth);
  const costYear = sumMonths(cost.total, y, 1, scope.currentMonth);
  const profit = revenue.minus(costYear);
  return {
    currentYear: scope.currentYear,
    currentMonth: scope.currentMonth,
    revenue: money(revenue),
    cost: money(costYear),
    profit: money(profit),
    margin: percent(profit, revenue),
    departments: departments.map((d) => departmentRow(d, d.revenue.minus(d.cost), d.revenue)),
    monthly: {
      revenue: seriesOf(receipts.revenue, y),
      cost: seriesOf(cost.total, y),
      profit: seriesOf(minus(receipts.revenue, cost.total), y),
    },
  };
}
