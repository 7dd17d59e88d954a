import {
  SALES_OPEN_STAGES,
  SALES_STAGE_PROBABILITY,
  SALES_STAGES,
  type ConstructionSite,
  type SalesAreaRow,
  type SalesKeyCustomer,
  type SalesMetric,
  type SalesStage,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

// The figures of the sales pages and the construction sites board: each an SQL aggregate of the
// company's rows (row-level security keeps to the session's company; the explicit company filter
// keeps the queries right on the system connection too), folded here with decimal.js.
//
// Definitions (the tests check each against an independent query):
// - funnel: opportunities now at each stage with their expected amount; "reached" a stage: the
//   opportunity's furthest stage (its history's, lost left out) is that stage or a later one;
// - monitoring: new = opened_date; visits = work plans of kind visit done (done_date); quotes and
//   signings = stage moves to quote / won (moved_on); department = the opportunity's or the plan's;
// - area: contracts signed in the year by the contract's region, receipts of the year by their
//   contract's region, open opportunities (any year) by the opportunity's region;
// - key customers: customers flagged key; contracts and receipts of all time;
// - construction sites: contracts signed or executing linked to a cost project; invoiced = issued
//   invoices not voided; open findings = the latest finished quality check's findings not ignored.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ZERO = new Decimal(0);
const money = (value: Decimal.Value | null | undefined) =>
  new Decimal(value ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
function percent(part: Decimal.Value, whole: Decimal.Value): string | null {
  const base = new Decimal(whole);
  if (base.isZero()) return null;
  return new Decimal(part)
    .div(base)
    .times(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The rows' department within the chosen department's subtree (nothing when none is chosen). */
function inDepartment(companyId: string, departmentId: string | undefined, column: SQL): SQL {
  if (!departmentId) return sql``;
  return sql` and ${column} in (select d.id from departments d where d.company_id = ${companyId}
    and (d.id = ${departmentId} or (',' || d.parent_ids) like ${`%,${departmentId},%`}))`;
}

/** The furthest open stage (or won) of each opportunity, by position; lost moves do not count. */
const stagePosition = (column: SQL) => sql`case ${column} when 'lead' then 0 when 'intent' then 1
  when 'proposal' then 2 when 'quote' then 3 when 'negotiation' then 4 when 'won' then 5 end`;

export async function salesFunnelOf(
  db: Db,
  companyId: string,
  filter: { year?: number | undefined; departmentId?: string | undefined },
) {
  const year = filter.year
    ? sql` and o.opened_date >= ${`${filter.year}-01-01`} and o.opened_date < ${`${filter.year + 1}-01-01`}`
    : sql``;
  const rows = rowsOf<{
    stage: string;
    amount: string;
    reached: number | null;
    reason: string | null;
  }>(
    await db.execute(sql`
      select o.stage, o.expected_amount::text as amount, o.lost_reason as reason,
        greatest(${stagePosition(sql`o.stage`)}, (select max(${stagePosition(sql`s.to_stage`)})
          from sales_opportunity_stages s where s.opportunity_id = o.id)) as reached
      from sales_opportunities o
      where o.company_id = ${companyId}${year}${inDepartment(companyId, filter.departmentId, sql`o.department_id`)}`),
  );
  const counts = new Map<string, { count: number; amount: Decimal }>();
  const reachedAt = Array.from({ length: SALES_OPEN_STAGES.length + 1 }, () => 0);
  const reasons = new Map<string, number>();
  let total = 0;
  let totalAmount = ZERO;
  let weighted = ZERO;
  for (const row of rows) {
    const entry = counts.get(row.stage) ?? { count: 0, amount: ZERO };
    entry.count += 1;
    entry.amount = entry.amount.plus(row.amount);
    counts.set(row.stage, entry);
    total += 1;
    totalAmount = totalAmount.plus(row.amount);
    const stage = row.stage as SalesStage;
    if (stage !== 'won' && stage !== 'lost')
      weighted = weighted.plus(
        new Decimal(row.amount).times(SALES_STAGE_PROBABILITY[stage]).div(100),
      );
    const reached = row.reached === null ? 0 : Number(row.reached);
    for (let k = 0; k <= reached && k < reachedAt.length; k++) reachedAt[k]! += 1;
    if (stage === 'lost') {
      const reason = row.reason?.trim() || '';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  const won = counts.get('won')?.count ?? 0;
  const lost = counts.get('lost')?.count ?? 0;
  return {
    stages: SALES_STAGES.map((stage, index) => {
      const entry = counts.get(stage) ?? { count: 0, amount: ZERO };
      const reached = stage === 'lost' ? lost : reachedAt[index]!;
      return {
        stage,
        count: entry.count,
        amount: money(entry.amount),
        reached,
        conversion:
          stage === 'lost' || index === 0 ? null : percent(reached, reachedAt[index - 1]!),
      };
    }),
    total,
    totalAmount: money(totalAmount),
    weightedOpenAmount: money(weighted),
    winRate: percent(won, won + lost),
    overallConversion: percent(won, total),
    lostReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

// ── Marketing monitoring ─────────────────────────────────────────────────────────────────────

interface Period {
  key: string;
  from: string;
  to: string;
}

/** The months of a year, or the weeks (Monday first, clipped to the month) of a month. */
export function monitoringPeriods(
  year: number,
  granularity: 'month' | 'week',
  month = 1,
): Period[] {
  if (granularity === 'month')
    return Array.from({ length: 12 }, (_, i) => {
      const last = new Date(Date.UTC(year, i + 1, 0)).getUTCDate();
      return {
        key: `${year}-${pad(i + 1)}`,
        from: `${year}-${pad(i + 1)}-01`,
        to: `${year}-${pad(i + 1)}-${pad(last)}`,
      };
    });
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const periods: Period[] = [];
  const cursor = new Date(first);
  while (cursor <= last) {
    const from = new Date(cursor);
    const sunday = new Date(cursor);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    const to = sunday > last ? last : sunday;
    periods.push({ key: `${isoDay(from)}`, from: isoDay(from), to: isoDay(to) });
    cursor.setTime(to.getTime());
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return periods;
}

const METRICS: readonly SalesMetric[] = ['opportunities', 'visits', 'quotes', 'signings'];

export async function salesMonitoringOf(
  db: Db,
  companyId: string,
  body: { year: number; granularity: 'month' | 'week'; month?: number | undefined },
) {
  const periods = monitoringPeriods(body.year, body.granularity, body.month ?? 1);
  const from = periods[0]!.from;
  const to = periods[periods.length - 1]!.to;
  const activity = rowsOf<{ metric: SalesMetric; dept: string | null; day: string; n: number }>(
    await db.execute(sql`
      select 'opportunities' as metric, o.department_id as dept, o.opened_date::text as day, count(*)::int as n
      from sales_opportunities o
      where o.company_id = ${companyId} and o.opened_date between ${from} and ${to} group by 2, 3
      union all
      select 'visits', p.department_id, p.done_date::text, count(*)::int
      from sales_work_plans p
      where p.company_id = ${companyId} and p.kind = 'visit' and p.status = 'done'
        and p.done_date between ${from} and ${to} group by 2, 3
      union all
      select case s.to_stage when 'quote' then 'quotes' else 'signings' end, o.department_id,
        s.moved_on::text, count(*)::int
      from sales_opportunity_stages s join sales_opportunities o on o.id = s.opportunity_id
      where s.company_id = ${companyId} and s.to_stage in ('quote', 'won')
        and s.moved_on between ${from} and ${to} group by 1, 2, 3`),
  );
  const targets = rowsOf<{
    dept: string;
    month: number;
    opportunities: number;
    visits: number;
    quotes: number;
    signings: number;
  }>(
    await db.execute(sql`
      select t.department_id as dept, t.month, t.opportunities, t.visits, t.quotes, t.signings
      from sales_targets t where t.company_id = ${companyId} and t.year = ${body.year}`),
  );
  const deptIds = new Set<string>();
  for (const row of activity) if (row.dept) deptIds.add(row.dept);
  for (const row of targets) deptIds.add(row.dept);
  const names = new Map(
    rowsOf<{ id: string; name: string; sort: number }>(
      await db.execute(sql`select id, name, sort from departments where company_id = ${companyId}`),
    ).map((row) => [row.id, row]),
  );
  const periodIndex = (day: string) => periods.findIndex((p) => p.from <= day && day <= p.to);
  const departments = [...deptIds]
    .filter((id) => names.has(id))
    .sort((a, b) => names.get(a)!.sort - names.get(b)!.sort || a.localeCompare(b))
    .map((departmentId) => {
      const metrics = Object.fromEntries(
        METRICS.map((metric) => {
          const actual = periods.map(() => 0);
          for (const row of activity) {
            if (row.metric !== metric || row.dept !== departmentId) continue;
            const index = periodIndex(row.day);
            if (index >= 0) actual[index]! += Number(row.n);
          }
          const target =
            body.granularity === 'month'
              ? periods.map((_, i) => {
                  const found = targets.find(
                    (t) => t.dept === departmentId && Number(t.month) === i + 1,
                  );
                  return found ? Number(found[metric]) : null;
                })
              : periods.map(() => null);
          const totalActual = actual.reduce((a, b) => a + b, 0);
          const totalTarget =
            body.granularity === 'month'
              ? target.reduce<number>((a, b) => a + (b ?? 0), 0)
              : body.month
                ? Number(
                    targets.find(
                      (t) => t.dept === departmentId && Number(t.month) === body.month,
                    )?.[metric] ?? 0,
                  )
                : null;
          return [
            metric,
            {
              actual,
              target,
              totalActual,
              totalTarget,
              completion: totalTarget === null ? null : percent(totalActual, totalTarget),
            },
          ];
        }),
      ) as Record<
        SalesMetric,
        {
          actual: number[];
          target: (number | null)[];
          totalActual: number;
          totalTarget: number | null;
          completion: string | null;
        }
      >;
      return { departmentId, departmentName: names.get(departmentId)!.name, metrics };
    });
  return { periods, departments };
}

// ── Area ─────────────────────────────────────────────────────────────────────────────────────

export async function salesAreaOf(db: Db, companyId: string, year: number) {
  const from = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  const rows = rowsOf<{ region: string; kind: string; n: number; v: string }>(
    await db.execute(sql`
      select coalesce(c.region, '') as region, 'signed' as kind, count(*)::int as n, sum(c.amount)::text as v
      from contracts c where c.company_id = ${companyId} and c.signed_date >= ${from} and c.signed_date < ${end}
      group by 1
      union all
      select coalesce(c.region, ''), 'received', count(*)::int, sum(r.amount)::text
      from receipts r join contracts c on c.id = r.contract_id
      where r.company_id = ${companyId} and r.received_date >= ${from} and r.received_date < ${end}
      group by 1
      union all
      select coalesce(o.region, ''), 'open', count(*)::int, sum(o.expected_amount)::text
      from sales_opportunities o where o.company_id = ${companyId} and o.stage not in ('won', 'lost')
      group by 1`),
  );
  const byRegion = new Map<
    string,
    { contracts: number; signed: Decimal; received: Decimal; open: number; openAmount: Decimal }
  >();
  for (const row of rows) {
    const entry = byRegion.get(row.region) ?? {
      contracts: 0,
      signed: ZERO,
      received: ZERO,
      open: 0,
      openAmount: ZERO,
    };
    if (row.kind === 'signed') {
      entry.contracts += Number(row.n);
      entry.signed = entry.signed.plus(row.v);
    } else if (row.kind === 'received') entry.received = entry.received.plus(row.v);
    else {
      entry.open += Number(row.n);
      entry.openAmount = entry.openAmount.plus(row.v);
    }
    byRegion.set(row.region, entry);
  }
  const rowOf = (
    region: string,
    e: NonNullable<ReturnType<typeof byRegion.get>>,
  ): SalesAreaRow => ({
    region,
    contracts: e.contracts,
    signed: money(e.signed),
    received: money(e.received),
    receivedRate: percent(e.received, e.signed),
    openOpportunities: e.open,
    openAmount: money(e.openAmount),
  });
  const list = [...byRegion]
    .sort(([a, x], [b, y]) => y.signed.comparedTo(x.signed) || a.localeCompare(b))
    .map(([region, entry]) => rowOf(region, entry));
  const sum = { contracts: 0, signed: ZERO, received: ZERO, open: 0, openAmount: ZERO };
  for (const entry of byRegion.values()) {
    sum.contracts += entry.contracts;
    sum.signed = sum.signed.plus(entry.signed);
    sum.received = sum.received.plus(entry.received);
    sum.open += entry.open;
    sum.openAmount = sum.openAmount.plus(entry.openAmount);
  }
  return { year, rows: list, total: rowOf('', sum) };
}

// ── Key customers ────────────────────────────────────────────────────────────────────────────

export async function keyCustomersOf(db: Db, companyId: string, keyword?: string) {
  const filter = keyword
    ? sql` and k.name ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  const rows = rowsOf<{
    id: string;
    name: string;
    kind: string;
    region: string | null;
    contact: string | null;
    contracts: number;
    amount: string;
    received: string;
    last_visit: string | null;
    open_n: number;
    open_amount: string;
  }>(
    await db.execute(sql`
      select k.id, k.name, k.kind, k.region, k.contact,
        (select count(*)::int from contracts c where c.customer_id = k.id) as contracts,
        (select coalesce(sum(c.amount), 0)::text from contracts c where c.customer_id = k.id) as amount,
        (select coalesce(sum(r.amount), 0)::text from receipts r join contracts c on c.id = r.contract_id
          where c.customer_id = k.id) as received,
        (select max(p.done_date)::text from sales_work_plans p where p.customer_id = k.id
          and p.kind = 'visit' and p.status = 'done') as last_visit,
        (select count(*)::int from sales_opportunities o where o.customer_id = k.id
          and o.stage not in ('won', 'lost')) as open_n,
        (select coalesce(sum(o.expected_amount), 0)::text from sales_opportunities o
          where o.customer_id = k.id and o.stage not in ('won', 'lost')) as open_amount
      from customers k where k.company_id = ${companyId} and k.is_key${filter}`),
  );
  const list: SalesKeyCustomer[] = rows
    .map((row) => ({
      customerId: row.id,
      name: row.name,
      kind: row.kind as SalesKeyCustomer['kind'],
      region: row.region,
      contact: row.contact,
      contracts: Number(row.contracts),
      amount: money(row.amount),
      received: money(row.received),
      outstanding: money(new Decimal(row.amount).minus(row.received)),
      lastVisit: row.last_visit,
      openOpportunities: Number(row.open_n),
      openAmount: money(row.open_amount),
    }))
    .sort(
      (a, b) => new Decimal(b.amount).comparedTo(a.amount) || a.name.localeCompare(b.name, 'zh'),
    );
  const sum = (pick: (row: SalesKeyCustomer) => string) =>
    money(list.reduce((total, row) => total.plus(pick(row)), ZERO));
  return {
    rows: list,
    total: {
      customers: list.length,
      contracts: list.reduce((n, row) => n + row.contracts, 0),
      amount: sum((row) => row.amount),
      received: sum((row) => row.received),
      outstanding: sum((row) => row.outstanding),
      openOpportunities: list.reduce((n, row) => n + row.openOpportunities, 0),
      openAmount: sum((row) => row.openAmount),
    },
  };
}

// ── Construction sites ───────────────────────────────────────────────────────────────────────

const ROLE_ORDER = ['lead', 'preparer', 'checker', 'reviewer', 'approver'];

export async function constructionSitesOf(db: Db, companyId: string) {
  const sites = rowsOf<{
    id: string;
    code: string;
    name: string;
    customer: string | null;
    project_id: string;
    project_name: string;
    region: string | null;
    status: string;
    amount: string;
    invoiced: string;
    received: string;
    findings: number;
  }>(
    await db.execute(sql`
      select c.id, c.code, c.name, k.name as customer, p.id as project_id, p.name as project_name,
        c.region, c.status, c.amount::text as amount,
        (select coalesce(sum(i.amount), 0)::text from invoices i where i.contract_id = c.id
          and i.status <> 'voided') as invoiced,
        (select coalesce(sum(r.amount), 0)::text from receipts r where r.contract_id = c.id) as received,
        (select count(*)::int from quality_findings f where not f.ignored and f.record_id = (
          select q.id from quality_records q where q.project_id = p.id and q.status = 'finished'
          order by q.started_at desc, q.id desc limit 1)) as findings
      from contracts c join cost_projects p on p.id = c.cost_project_id
        left join customers k on k.id = c.customer_id
      where c.company_id = ${companyId} and c.status in ('signed', 'executing')
      order by c.signed_date desc, c.id`),
  );
  const members = rowsOf<{ contract_id: string; user_id: string; name: string; role: string }>(
    await db.execute(sql`
      select distinct m.contract_id, m.user_id, u.name, m.role
      from contract_members m join users u on u.id = m.user_id
        join contracts c on c.id = m.contract_id
      where m.company_id = ${companyId} and c.cost_project_id is not null
        and c.status in ('signed', 'executing')`),
  );
  const staffOf = (contractId: string) => {
    const byUser = new Map<string, { userId: string; name: string; role: string }>();
    for (const member of members) {
      if (member.contract_id !== contractId) continue;
      const current = byUser.get(member.user_id);
      if (!current || ROLE_ORDER.indexOf(member.role) < ROLE_ORDER.indexOf(current.role))
        byUser.set(member.user_id, {
          userId: member.user_id,
          name: member.name,
          role: member.role,
        });
    }
    return [...byUser.values()].sort(
      (a, b) =>
        ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.userId.localeCompare(b.userId),
    );
  };
  const list: ConstructionSite[] = sites.map((site) => {
    const amount = new Decimal(site.amount);
    const completion = amount.isZero()
      ? ZERO
      : Decimal.min(100, new Decimal(site.invoiced).div(amount).times(100));
    return {
      contractId: site.id,
      contractCode: site.code,
      contractName: site.name,
      customerName: site.customer,
      projectId: site.project_id,
      projectName: site.project_name,
      region: site.region,
      status: site.status,
      amount: money(site.amount),
      invoiced: money(site.invoiced),
      received: money(site.received),
      completion: completion.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      receivedRate: percent(site.received, site.amount),
      openFindings: Number(site.findings),
      staff: staffOf(site.id),
    };
  });
  const total = (pick: (site: ConstructionSite) => string) =>
    money(list.reduce((sum, site) => sum.plus(pick(site)), ZERO));
  return {
    sites: list,
    totals: {
      sites: list.length,
      amount: total((site) => site.amount),
      invoiced: total((site) => site.invoiced),
      received: total((site) => site.received),
      openFindings: list.reduce((n, site) => n + site.openFindings, 0),
      staff: new Set(list.flatMap((site) => site.staff.map((person) => person.userId))).size,
    },
  };
}
