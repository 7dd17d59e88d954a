import {
  OBJECTIVE_MEASURES,
  type ObjectiveChange,
  type ObjectiveDepartment,
  type ObjectiveEffectiveTarget,
  type ObjectiveLight,
  type ObjectiveMeasure,
  type ObjectiveMeasureFigures,
  type ObjectiveMethod,
  type ObjectivePlan,
  type ObjectivePlanAdjust,
  type ObjectivePlanSave,
  type ObjectiveProduction,
  type ObjectiveProductionRow,
  type ObjectiveTarget,
  type ObjectiveTargetInput,
  type ObjectiveTotals,
} from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { objectiveAdjustments, objectivePlans, objectiveTargets } from '../../db/schema';
import { businessFailure } from '../../http/failure';
import { formatDateTime, type MessageKey } from '../../i18n';
import { inDepartment, money, percent, rowsOf } from '../cockpit/service';
import { businessProfit } from '../finance/profits/service';
import {
  childrenOf,
  effectiveTargets,
  rollUpSums,
  type EffectiveTarget,
  type TreeNode,
} from './rollup';
import { splitAnnual, total } from './split';

// Business objectives (经营目标): the yearly plan with its exact monthly split, its states and
// adjustments, and the actuals by month computed from contracts, 产值申报, receipts and the
// business profit (definitions in contract/objectives.ts).

const ZERO = new Decimal(0);
const pad = (n: number) => String(n).padStart(2, '0');
const monthsOfYear = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);

/** Department data authorization: only these departments (undefined = all). */
export type DepartmentLimit = readonly string[] | undefined;

export interface ObjectivesScope {
  companyId: string;
  year: number;
  /** This department and those below it. */
  departmentId?: string | undefined;
  allowedDepartmentIds?: DepartmentLimit;
}

// ── Departments ──────────────────────────────────────────────────────────────────────────────

/** The company's departments the caller sees, in tree order (by sort) with their depth. */
export async function departmentTree(
  db: Db,
  companyId: string,
  allowed: DepartmentLimit,
  under?: string,
): Promise<ObjectiveDepartment[]> {
  const rows = rowsOf<{ id: string; parent_id: string | null; name: string; parent_ids: string }>(
    await db.execute(sql`select id, parent_id, name, parent_ids from departments
      where company_id = ${companyId} order by sort, id`),
  );
  const allowedSet = allowed ? new Set(allowed) : null;
  const visible = rows.filter(
    (row) =>
      (!allowedSet || allowedSet.has(row.id)) &&
      (!under || row.id === under || `,${row.parent_ids ?? ''}`.includes(`,${under},`)),
  );
  const ids = new Set(visible.map((row) => row.id));
  const children = new Map<string | null, typeof visible>();
  for (const row of visible) {
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: ObjectiveDepartment[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      out.push({
        departmentId: row.id,
        departmentName: row.name,
        parentId: row.parent_id,
        depth,
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const treeNodes = (departments: readonly ObjectiveDepartment[]): TreeNode[] =>
  departments.map((d) => ({ id: d.departmentId, parentId: d.parentId }));

// ── Actuals ──────────────────────────────────────────────────────────────────────────────────

/** Per department ('' = none) and measure, 12 monthly actuals. */
export type Actuals = Map<string, Record<ObjectiveMeasure, Decimal[]>>;

const emptyMeasures = (): Record<ObjectiveMeasure, Decimal[]> => ({
  contract: Array.from({ length: 12 }, () => ZERO),
  production: Array.from({ length: 12 }, () => ZERO),
  receipt: Array.from({ length: 12 }, () => ZERO),
  profit: Array.from({ length: 12 }, () => ZERO),
});

/**
 * The actuals of a year by department and month. `upToMonth` (1–12) limits the profit to the
 * months that have begun (the other measures cost one query each anyway).
 */
export async function monthlyActuals(
  db: Db,
  scope: ObjectivesScope,
  measures: readonly ObjectiveMeasure[] = OBJECTIVE_MEASURES,
  upToMonth = 12,
): Promise<Actuals> {
  const c = scope.companyId;
  const from = `${scope.year}-01-01`;
  const to = `${scope.year + 1}-01-01`;
  const out: Actuals = new Map();
  const put = (
    department: string | null,
    measure: ObjectiveMeasure,
    month: number,
    v: Decimal.Value,
  ) => {
    const key = department ?? '';
    const row = out.get(key) ?? emptyMeasures();
    out.set(key, row);
    row[measure][month - 1] = row[measure][month - 1]!.plus(v);
  };
  const within = (column: ReturnType<typeof sql>) => inDepartment(scope, column);
  if (measures.includes('contract'))
    for (const row of rowsOf<{ d: string | null; m: number; v: string }>(
      await db.execute(sql`
        select c.department_id as d, extract(month from c.signed_date)::int as m,
          sum(c.amount)::text as v
        from contracts c
        where c.company_id = ${c} and c.signed_date >= ${from} and c.signed_date < ${to}
          ${within(sql`c.department_id`)}
        group by 1, 2`),
    ))
      put(row.d, 'contract', Number(row.m), row.v);
  if (measures.includes('receipt'))
    for (const row of rowsOf<{ d: string | null; m: number; v: string }>(
      await db.execute(sql`
        select c.department_id as d, extract(month from r.received_date)::int as m,
          sum(r.amount)::text as v
        from receipts r join contracts c on c.id = r.contract_id
        where r.company_id = ${c} and r.received_date >= ${from} and r.received_date < ${to}
          ${within(sql`c.department_id`)}
        group by 1, 2`),
    ))
      put(row.d, 'receipt', Number(row.m), row.v);
  if (measures.includes('production'))
    for (const row of rowsOf<{ d: string | null; m: string; v: string }>(
      await db.execute(sql`
        select x.d, x.month as m, sum(x.value)::text as v from (
          select c.department_id as d, p.month,
            round(c.amount * p.progress / 100, 2)
              - round(c.amount * coalesce(lag(p.progress) over (
                  partition by p.contract_id order by p.month), 0) / 100, 2) as value
          from objective_progress p join contracts c on c.id = p.contract_id
          where p.company_id = ${c} and p.month < ${`${scope.year + 1}-01`}
            ${within(sql`c.department_id`)}
        ) x
        where x.month >= ${`${scope.year}-01`}
        group by 1, 2`),
    ))
      put(row.d, 'production', Number(row.m.slice(5)), row.v);
  if (measures.includes('profit'))
    for (let month = 1; month <= upToMonth; month += 1) {
      const key = `${scope.year}-${pad(month)}`;
      const profit = await businessProfit(db, {
        companyId: c,
        startMonth: key,
        endMonth: key,
        departmentId: scope.departmentId,
        allowedDepartmentIds: scope.allowedDepartmentIds,
      });
      for (const row of profit.profits.byDepartment)
        put(row.departmentId || null, 'profit', month, row.profit);
    }
  return out;
}

// ── The plan ─────────────────────────────────────────────────────────────────────────────────

const MEASURE_TOTAL = {
  contract: 'totalContract',
  production: 'totalProduction',
  receipt: 'totalReceipt',
  profit: 'totalProfit',
} as const;

async function planRow(db: Db, companyId: string, year: number) {
  const [row] = await db
    .select()
    .from(objectivePlans)
    .where(and(eq(objectivePlans.companyId, companyId), eq(objectivePlans.year, year)));
  return row;
}

const userName = async (db: Db, id: string | null) => {
  if (!id) return null;
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from users where id = ${id}`),
  );
  return row?.name ?? id;
};

/** The plan of a year as the caller may see it. */
export async function loadPlan(
  db: Db,
  companyId: string,
  year: number,
  allowed: DepartmentLimit,
): Promise<ObjectivePlan> {
  const departments = await departmentTree(db, companyId, allowed);
  const shown = new Set(departments.map((d) => d.departmentId));
  const order = new Map(departments.map((d, index) => [d.departmentId, index]));
  const plan = await planRow(db, companyId, year);
  const targets: ObjectiveTarget[] = plan
    ? (await db.select().from(objectiveTargets).where(eq(objectiveTargets.planId, plan.id)))
        .filter((row) => shown.has(row.departmentId))
        .sort(
          (a, b) =>
            order.get(a.departmentId)! - order.get(b.departmentId)! ||
            OBJECTIVE_MEASURES.indexOf(a.measure as ObjectiveMeasure) -
              OBJECTIVE_MEASURES.indexOf(b.measure as ObjectiveMeasure),
        )
        .map((row) => ({
          departmentId: row.departmentId,
          measure: row.measure as ObjectiveMeasure,
          annual: money(row.annual),
          method: row.method as ObjectiveMethod,
          months: row.months.map((value) => money(value)),
        }))
    : [];
  const nodes = treeNodes(departments);
  const effective: ObjectiveEffectiveTarget[] = [];
  const sums = {} as ObjectiveTotals;
  for (const measure of OBJECTIVE_MEASURES) {
    const rolled = effectiveTargets(
      nodes,
      new Map(
        targets
          .filter((t) => t.measure === measure)
          .map((t) => [
            t.departmentId,
            { annual: new Decimal(t.annual), months: t.months.map((m) => new Decimal(m)) },
          ]),
      ),
    );
    sums[measure] = money(rolled.topLevelSum);
    for (const [departmentId, value] of rolled.effective)
      effective.push({
        departmentId,
        measure,
        annual: money(value.annual),
        months: value.months.map((m) => money(m)),
        source: value.source,
      });
  }
  effective.sort(
    (a, b) =>
      order.get(a.departmentId)! - order.get(b.departmentId)! ||
      OBJECTIVE_MEASURES.indexOf(a.measure) - OBJECTIVE_MEASURES.indexOf(b.measure),
  );
  const adjustments = plan
    ? rowsOf<{
        id: string;
        reason: string;
        created_at: string | Date;
        created_by: string | null;
        changes: ObjectiveChange[] | string;
      }>(
        await db.execute(sql`select a.id, a.reason, a.created_at, coalesce(u.name, a.created_by) as created_by,
            a.changes
          from objective_adjustments a left join users u on u.id = a.created_by
          where a.plan_id = ${plan.id} order by a.created_at desc, a.id`),
      ).map((row) => ({
        id: row.id,
        reason: row.reason,
        createdAt: formatDateTime(new Date(row.created_at)),
        createdBy: row.created_by,
        changes: (typeof row.changes === 'string'
          ? (JSON.parse(row.changes) as ObjectiveChange[])
          : row.changes
        ).filter((change) => change.departmentId === '' || shown.has(change.departmentId)),
      }))
    : [];
  return {
    year,
    status: plan ? (plan.status as 'draft' | 'issued') : 'none',
    totals: {
      contract: money(plan?.totalContract),
      production: money(plan?.totalProduction),
      receipt: money(plan?.totalReceipt),
      profit: money(plan?.totalProfit),
    },
    departmentSums: sums,
    effective,
    issuedAt: plan?.issuedAt ? formatDateTime(plan.issuedAt) : null,
    issuedBy: await userName(db, plan?.issuedBy ?? null),
    departments,
    targets,
    adjustments,
    canEditAll: await seesAll(db, companyId, allowed),
  };
}

/** Whether the caller's department authorization covers every department of the company. */
async function seesAll(db: Db, companyId: string, allowed: DepartmentLimit): Promise<boolean> {
  if (allowed === undefined) return true;
  const granted = new Set(allowed);
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select id from departments where company_id = ${companyId}`),
  );
  return ids.every((row) => granted.has(row.id));
}

/** Whoever changes a plan must see every department: the totals are the company's. */
async function requireAllDepartments(db: Db, companyId: string, allowed: DepartmentLimit) {
  if (!(await seesAll(db, companyId, allowed)))
    throw businessFailure('objectives.allDepartmentsRequired');
}

interface Computed {
  departmentId: string;
  measure: ObjectiveMeasure;
  annual: Decimal;
  method: ObjectiveMethod;
  months: Decimal[];
}

/** Validates the targets and computes their splits; throws before anything is written. */
async function computeTargets(
  db: Db,
  companyId: string,
  year: number,
  body: Pick<ObjectivePlanSave, 'totals' | 'targets'>,
): Promise<Computed[]> {
  const names = new Map(
    rowsOf<{ id: string; name: string }>(
      await db.execute(sql`select id, name from departments where company_id = ${companyId}`),
    ).map((row) => [row.id, row.name]),
  );
  const seen = new Set<string>();
  for (const target of body.targets) {
    const name = names.get(target.departmentId);
    if (name === undefined)
      throw businessFailure('objectives.departmentUnknown', { departmentId: target.departmentId });
    const key = `${target.departmentId}|${target.measure}`;
    if (seen.has(key)) throw businessFailure('objectives.duplicate', { department: name });
    seen.add(key);
    if (target.method === 'manual') {
      if (!target.months) throw businessFailure('objectives.manualMissing', { department: name });
      const sum = total(target.months.map(String));
      if (!sum.eq(String(target.annual)))
        throw businessFailure(`objectives.manualMismatch.${target.measure}` as MessageKey, {
          department: name,
          sum: money(sum),
          annual: money(String(target.annual)),
        });
    }
  }
  // The roll-up rules (rollup.ts): a parent's own target equals its children's sum when they have
  // targets; the company total is the sum of the top-level departments' effective targets.
  const nodes = treeNodes(await departmentTree(db, companyId, undefined));
  for (const measure of OBJECTIVE_MEASURES) {
    const own = new Map(
      body.targets
        .filter((t) => t.measure === measure)
        .map((t) => [
          t.departmentId,
          { annual: new Decimal(String(t.annual)), months: [] as Decimal[] },
        ]),
    );
    const rolled = effectiveTargets(nodes, own);
    const mismatch = rolled.mismatches[0];
    if (mismatch)
      throw businessFailure(`objectives.childrenMismatch.${measure}` as MessageKey, {
        department: names.get(mismatch.departmentId) ?? mismatch.departmentId,
        sum: money(mismatch.childrenSum),
        annual: money(mismatch.annual),
        difference: money(mismatch.annual.minus(mismatch.childrenSum)),
      });
    const sum = rolled.topLevelSum;
    const expected = new Decimal(String(body.totals[measure]));
    if (!sum.eq(expected))
      throw businessFailure(`objectives.totalMismatch.${measure}` as MessageKey, {
        sum: money(sum),
        total: money(expected),
        difference: money(expected.minus(sum)),
      });
  }
  const lastYearMeasures = [
    ...new Set(body.targets.filter((t) => t.method === 'last_year').map((t) => t.measure)),
  ];
  const lastYear =
    lastYearMeasures.length > 0
      ? await monthlyActuals(db, { companyId, year: year - 1 }, lastYearMeasures)
      : (new Map() as Actuals);
  return body.targets.map((target) => computeOne(target, lastYear));
}

function computeOne(target: ObjectiveTargetInput, lastYear: Actuals): Computed {
  const annual = new Decimal(String(target.annual));
  const { months } = splitAnnual(annual, target.method, {
    lastYear: lastYear.get(target.departmentId)?.[target.measure],
    manual: target.months?.map(String),
  });
  return {
    departmentId: target.departmentId,
    measure: target.measure,
    annual,
    method: target.method,
    months,
  };
}

/** The split of one target, computed as saving would (nothing is written). */
export async function previewSplit(
  db: Db,
  companyId: string,
  body: ObjectiveTargetInput & { year: number },
): Promise<{ months: string[] }> {
  const lastYear =
    body.method === 'last_year'
      ? await monthlyActuals(db, { companyId, year: body.year - 1 }, [body.measure])
      : (new Map() as Actuals);
  return { months: computeOne(body, lastYear).months.map((value) => money(value)) };
}

async function writeTargets(
  db: Db,
  actor: Actor,
  now: Date,
  planId: string,
  computed: readonly Computed[],
) {
  await db.delete(objectiveTargets).where(eq(objectiveTargets.planId, planId));
  if (computed.length > 0)
    await db.insert(objectiveTargets).values(
      computed.map((target) => ({
        id: randomUUID(),
        companyId: actor.companyId,
        planId,
        departmentId: target.departmentId,
        measure: target.measure,
        annual: money(target.annual),
        method: target.method,
        months: target.months.map((value) => money(value)),
        ...createdStamp(actor, now),
      })),
    );
}

const totalsColumns = (totals: ObjectivePlanSave['totals']) => ({
  totalContract: money(String(totals.contract)),
  totalProduction: money(String(totals.production)),
  totalReceipt: money(String(totals.receipt)),
  totalProfit: money(String(totals.profit)),
});

/** Saves a draft (creating the year's plan when there is none). */
export async function savePlan(
  db: Db,
  actor: Actor,
  now: Date,
  body: ObjectivePlanSave,
  allowed: DepartmentLimit,
): Promise<ObjectivePlan> {
  await requireAllDepartments(db, actor.companyId, allowed);
  const existing = await planRow(db, actor.companyId, body.year);
  if (existing?.status === 'issued')
    throw businessFailure('objectives.locked', { year: body.year });
  const computed = await computeTargets(db, actor.companyId, body.year, body);
  const planId = existing?.id ?? randomUUID();
  if (existing)
    await db
      .update(objectivePlans)
      .set({ ...totalsColumns(body.totals), ...updatedStamp(actor, now) })
      .where(eq(objectivePlans.id, planId));
  else
    await db.insert(objectivePlans).values({
      id: planId,
      companyId: actor.companyId,
      year: body.year,
      status: 'draft',
      ...totalsColumns(body.totals),
      ...createdStamp(actor, now),
    });
  await writeTargets(db, actor, now, planId, computed);
  return loadPlan(db, actor.companyId, body.year, allowed);
}

/** 下达: a draft with at least one target becomes issued (locked). */
export async function issuePlan(
  db: Db,
  actor: Actor,
  now: Date,
  year: number,
  allowed: DepartmentLimit,
): Promise<ObjectivePlan> {
  await requireAllDepartments(db, actor.companyId, allowed);
  const plan = await planRow(db, actor.companyId, year);
  if (!plan) throw businessFailure('objectives.noPlan', { year });
  if (plan.status === 'issued') throw businessFailure('objectives.alreadyIssued', { year });
  const [count] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from objective_targets where plan_id = ${plan.id}`,
    ),
  );
  if (!count || Number(count.n) === 0) throw businessFailure('objectives.emptyPlan', { year });
  await db
    .update(objectivePlans)
    .set({ status: 'issued', issuedAt: now, issuedBy: actor.userId, ...updatedStamp(actor, now) })
    .where(eq(objectivePlans.id, plan.id));
  return loadPlan(db, actor.companyId, year, allowed);
}

/** 调整: changes an issued plan, keeping the reason and what changed. */
export async function adjustPlan(
  db: Db,
  actor: Actor,
  now: Date,
  body: ObjectivePlanAdjust,
  allowed: DepartmentLimit,
): Promise<ObjectivePlan> {
  await requireAllDepartments(db, actor.companyId, allowed);
  const plan = await planRow(db, actor.companyId, body.year);
  if (!plan) throw businessFailure('objectives.noPlan', { year: body.year });
  if (plan.status !== 'issued') throw businessFailure('objectives.notIssued', { year: body.year });
  const computed = await computeTargets(db, actor.companyId, body.year, body);
  const before = await db
    .select()
    .from(objectiveTargets)
    .where(eq(objectiveTargets.planId, plan.id));
  const names = new Map(
    rowsOf<{ id: string; name: string }>(
      await db.execute(sql`select id, name from departments where company_id = ${actor.companyId}`),
    ).map((row) => [row.id, row.name]),
  );
  const changes: ObjectiveChange[] = [];
  for (const measure of OBJECTIVE_MEASURES) {
    const old = new Decimal(plan[MEASURE_TOTAL[measure]]);
    const next = new Decimal(String(body.totals[measure]));
    if (!old.eq(next))
      changes.push({
        departmentId: '',
        departmentName: '',
        measure,
        before: money(old),
        after: money(next),
      });
  }
  const keyOf = (t: { departmentId: string; measure: string }) => `${t.departmentId}|${t.measure}`;
  const oldByKey = new Map(before.map((row) => [keyOf(row), row]));
  const newByKey = new Map(computed.map((row) => [keyOf(row), row]));
  for (const key of new Set([...oldByKey.keys(), ...newByKey.keys()])) {
    const old = oldByKey.get(key);
    const next = newByKey.get(key);
    const sameMonths =
      old && next && old.months.every((value, index) => next.months[index]!.eq(value));
    if (
      old &&
      next &&
      new Decimal(old.annual).eq(next.annual) &&
      sameMonths &&
      old.method === next.method
    )
      continue;
    const [departmentId, measure] = key.split('|') as [string, ObjectiveMeasure];
    changes.push({
      departmentId,
      departmentName: names.get(departmentId) ?? '',
      measure,
      before: old ? money(old.annual) : null,
      after: next ? money(next.annual) : null,
    });
  }
  if (changes.length === 0) throw businessFailure('objectives.noChange');
  await db
    .update(objectivePlans)
    .set({ ...totalsColumns(body.totals), ...updatedStamp(actor, now) })
    .where(eq(objectivePlans.id, plan.id));
  await writeTargets(db, actor, now, plan.id, computed);
  await db.insert(objectiveAdjustments).values({
    id: randomUUID(),
    companyId: actor.companyId,
    planId: plan.id,
    reason: body.reason.trim(),
    changes,
    ...createdStamp(actor, now),
  });
  return loadPlan(db, actor.companyId, body.year, allowed);
}

// ── 目标完成 ─────────────────────────────────────────────────────────────────────────────────

/** Traffic light of the completion to date: ≥ 100 % green, ≥ 80 % yellow, else red. */
export function lightOf(completion: string | null): ObjectiveLight {
  if (completion === null) return 'none';
  const value = new Decimal(completion);
  return value.gte(100) ? 'green' : value.gte(80) ? 'yellow' : 'red';
}

function figuresOf(
  measure: ObjectiveMeasure,
  target: readonly Decimal[],
  actual: readonly Decimal[],
  lastYear: readonly Decimal[],
  currentMonth: number,
): Omit<ObjectiveMeasureFigures, 'targetSource'> {
  const toDate = (values: readonly Decimal[]) => total(values.slice(0, currentMonth));
  const targetToDate = toDate(target);
  const actualToDate = toDate(actual);
  const lastYearToDate = toDate(lastYear);
  const completion = targetToDate.gt(0) ? percent(actualToDate, targetToDate) : null;
  const targetTotal = total(target);
  return {
    measure,
    target: target.map((value) => money(value)),
    actual: actual.map((value) => money(value)),
    lastYear: lastYear.map((value) => money(value)),
    targetTotal: money(targetTotal),
    actualTotal: money(total(actual)),
    targetToDate: money(targetToDate),
    actualToDate: money(actualToDate),
    lastYearToDate: money(lastYearToDate),
    completion,
    annualCompletion: targetTotal.gt(0) ? percent(total(actual), targetTotal) : null,
    yoy: lastYearToDate.isZero()
      ? null
      : percent(actualToDate.minus(lastYearToDate), lastYearToDate.abs()),
    light: lightOf(completion),
  };
}

/** Targets against actuals per department and measure for a year. */
export async function production(
  db: Db,
  scope: ObjectivesScope,
  now: Date,
): Promise<ObjectiveProduction> {
  const thisYear = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(now),
  );
  const thisMonth = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', month: 'numeric' }).format(now),
  );
  const currentMonth = scope.year < thisYear ? 12 : scope.year > thisYear ? 0 : thisMonth;
  const departments = await departmentTree(
    db,
    scope.companyId,
    scope.allowedDepartmentIds,
    scope.departmentId,
  );
  const plan = await planRow(db, scope.companyId, scope.year);
  const targets = new Map<string, Partial<Record<ObjectiveMeasure, Decimal[]>>>();
  if (plan)
    for (const row of await db
      .select()
      .from(objectiveTargets)
      .where(eq(objectiveTargets.planId, plan.id))) {
      const entry = targets.get(row.departmentId) ?? {};
      entry[row.measure as ObjectiveMeasure] = row.months.map((value) => new Decimal(value));
      targets.set(row.departmentId, entry);
    }
  const actual = await monthlyActuals(db, scope, OBJECTIVE_MEASURES, Math.max(currentMonth, 0));
  const lastYear = await monthlyActuals(db, { ...scope, year: scope.year - 1 });

  // Roll up (rollup.ts): actuals include the departments below; a target is the department's own
  // or its children's sum.
  const nodes = treeNodes(departments);
  const rolledTargets = new Map<string, Partial<Record<ObjectiveMeasure, EffectiveTarget>>>();
  const rolledActual = new Map<string, Record<ObjectiveMeasure, Decimal[]>>();
  const rolledLast = new Map<string, Record<ObjectiveMeasure, Decimal[]>>();
  const byMeasure = (source: Actuals, measure: ObjectiveMeasure) =>
    new Map([...source].map(([id, values]) => [id, values[measure]] as const));
  for (const measure of OBJECTIVE_MEASURES) {
    const own = new Map<string, { annual: Decimal; months: Decimal[] }>();
    for (const [id, entry] of targets)
      if (entry[measure]) own.set(id, { annual: total(entry[measure]), months: entry[measure] });
    for (const [id, value] of effectiveTargets(nodes, own).effective)
      rolledTargets.set(id, { ...rolledTargets.get(id), [measure]: value });
    for (const [into, source] of [
      [rolledActual, actual],
      [rolledLast, lastYear],
    ] as const)
      for (const [id, values] of rollUpSums(nodes, byMeasure(source, measure))) {
        const entry = into.get(id) ?? emptyMeasures();
        entry[measure] = values;
        into.set(id, entry);
      }
  }
  const children = childrenOf(nodes);
  const targetOf = (id: string) => {
    const entry = rolledTargets.get(id) ?? {};
    const out = emptyMeasures();
    for (const measure of OBJECTIVE_MEASURES)
      if (entry[measure]) out[measure] = entry[measure].months;
    return out;
  };
  const sourcesOf = (id: string) => {
    const entry = rolledTargets.get(id) ?? {};
    return Object.fromEntries(
      OBJECTIVE_MEASURES.map((measure) => [measure, entry[measure]?.source ?? 'none']),
    ) as Record<ObjectiveMeasure, 'own' | 'children' | 'none'>;
  };

  const rowOf = (d: {
    departmentId: string;
    departmentName: string;
    depth: number;
    parentId: string | null;
  }) => ({
    departmentId: d.departmentId,
    departmentName: d.departmentName,
    depth: d.depth,
    parentId: d.parentId,
    hasChildren: (children.get(d.departmentId) ?? []).length > 0,
    sources: sourcesOf(d.departmentId),
    t: targetOf(d.departmentId),
    a: rolledActual.get(d.departmentId) ?? emptyMeasures(),
    l: rolledLast.get(d.departmentId) ?? emptyMeasures(),
  });
  const rows = departments
    .filter(
      (d) =>
        rolledTargets.has(d.departmentId) ||
        rolledActual.has(d.departmentId) ||
        rolledLast.has(d.departmentId),
    )
    .map(rowOf);
  // Rows without a department only show to callers who see everything.
  if (!scope.departmentId && !scope.allowedDepartmentIds && (actual.has('') || lastYear.has('')))
    rows.push({
      ...rowOf({ departmentId: '', departmentName: '', depth: 0, parentId: null }),
      t: emptyMeasures(),
      a: actual.get('') ?? emptyMeasures(),
      l: lastYear.get('') ?? emptyMeasures(),
    });
  // The company: the top-level departments (which hold everything below) and the row without one.
  const roots = new Set([...(children.get(null) ?? []), '']);
  const sumRows = (pick: (row: (typeof rows)[number]) => Record<ObjectiveMeasure, Decimal[]>) => {
    const out = emptyMeasures();
    for (const row of rows.filter((r) => roots.has(r.departmentId)))
      for (const measure of OBJECTIVE_MEASURES)
        out[measure] = out[measure].map((value, index) => value.plus(pick(row)[measure][index]!));
    return out;
  };
  const finish = (row: {
    departmentId: string;
    departmentName: string;
    depth: number;
    parentId: string | null;
    hasChildren: boolean;
    sources: Record<ObjectiveMeasure, 'own' | 'children' | 'none'>;
    t: Record<ObjectiveMeasure, Decimal[]>;
    a: Record<ObjectiveMeasure, Decimal[]>;
    l: Record<ObjectiveMeasure, Decimal[]>;
  }): ObjectiveProductionRow => ({
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    depth: row.depth,
    parentId: row.parentId,
    hasChildren: row.hasChildren,
    measures: OBJECTIVE_MEASURES.map((measure) => ({
      ...figuresOf(measure, row.t[measure], row.a[measure], row.l[measure], currentMonth),
      targetSource: row.sources[measure],
    })),
  });
  return {
    year: scope.year,
    status: plan ? (plan.status as 'draft' | 'issued') : 'none',
    currentMonth,
    months: monthsOfYear(scope.year),
    company: finish({
      departmentId: '',
      departmentName: '',
      depth: 0,
      parentId: null,
      hasChildren: true,
      sources: Object.fromEntries(
        OBJECTIVE_MEASURES.map((measure) => [
          measure,
          rows.some((row) => roots.has(row.departmentId) && row.sources[measure] !== 'none')
            ? 'children'
            : 'none',
        ]),
      ) as Record<ObjectiveMeasure, 'own' | 'children' | 'none'>,
      t: sumRows((row) => row.t),
      a: sumRows((row) => row.a),
      l: sumRows((row) => row.l),
    }),
    departments: rows.map(finish),
  };
}
