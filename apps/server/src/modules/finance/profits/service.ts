import {
  COST_SUBJECT_DICT,
  type BusinessProfit,
  type DepartmentFunds,
  type DepartmentFundsFigures,
  type ProfitsSubjectAmount,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inDepartment, liveInvoice, money, percent, rowsOf } from '../../cockpit/service';
import { allocate, allocateDepartments } from './allocation';

// Business profits (直接费用, 间接费用, 利润) and the departments' funds and costs by month, each an
// SQL aggregate of receipts, invoices and cost entries folded here with decimal.js. Definitions are
// in the contract (contract/profits.ts); the allocation rule in allocation.ts.

export interface ProfitsScope {
  companyId: string;
  startMonth: string;
  endMonth: string;
  /** This department and those below it. */
  departmentId?: string | undefined;
  /** Department data authorization: only these departments (undefined = all). */
  allowedDepartmentIds?: readonly string[] | undefined;
}

const ZERO = new Decimal(0);
const pad = (n: number) => String(n).padStart(2, '0');

/** [from, to) of the month range. */
export function rangeOf(scope: Pick<ProfitsScope, 'startMonth' | 'endMonth'>) {
  const [y, m] = scope.endMonth.split('-').map(Number) as [number, number];
  const to = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
  return { from: `${scope.startMonth}-01`, to };
}

/** The months of the range, "YYYY-MM", in order. */
export function monthsOf(scope: Pick<ProfitsScope, 'startMonth' | 'endMonth'>): string[] {
  const out: string[] = [];
  let [y, m] = scope.startMonth.split('-').map(Number) as [number, number];
  for (;;) {
    const month = `${y}-${pad(m)}`;
    if (month > scope.endMonth) break;
    out.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

interface DepartmentRow {
  id: string;
  name: string;
  parentIds: string;
  sort: number;
}

/** The company's departments in tree order and whether the scope shows a department (or none: ''). */
async function departmentsOf(db: Db, scope: ProfitsScope) {
  const rows = rowsOf<{ id: string; name: string; parent_ids: string; sort: number }>(
    await db.execute(sql`select id, name, parent_ids, sort from departments
      where company_id = ${scope.companyId} order by sort, id`),
  ).map((row): DepartmentRow => ({
    id: row.id,
    name: row.name,
    parentIds: row.parent_ids ?? '',
    sort: Number(row.sort),
  }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const allowed = scope.allowedDepartmentIds ? new Set(scope.allowedDepartmentIds) : null;
  const visible = (id: string): boolean => {
    if (allowed && !allowed.has(id)) return false;
    if (!scope.departmentId) return true;
    const row = byId.get(id);
    return (
      !!row &&
      (row.id === scope.departmentId || `,${row.parentIds}`.includes(`,${scope.departmentId},`))
    );
  };
  const order = new Map(rows.map((row, index) => [row.id, index]));
  /** Department keys in tree order, '' (no department) last. */
  const sortKeys = (keys: Iterable<string>) =>
    [...keys].sort((a, b) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9) || a.localeCompare(b));
  const nameOf = (id: string) => byId.get(id)?.name ?? '';
  return { visible, sortKeys, nameOf };
}

const sumOf = (values: Iterable<Decimal>) => {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
};
const add = (map: Map<string, Decimal>, key: string, value: Decimal.Value) =>
  map.set(key, (map.get(key) ?? ZERO).plus(value));
const subjectsList = (map: Map<string, Decimal>): ProfitsSubjectAmount[] =>
  [...map]
    .sort(([a, x], [b, y]) => y.comparedTo(x) || a.localeCompare(b))
    .map(([subject, amount]) => ({ subject, amount: money(amount) }));

interface ContractInfo {
  contractId: string;
  contractCode: string;
  contractName: string;
  businessType: string;
  departmentId: string;
  departmentName: string;
}

/** 直接费用, 间接费用 and 利润 of a month range. */
export async function businessProfit(db: Db, scope: ProfitsScope): Promise<BusinessProfit> {
  const { from, to } = rangeOf(scope);
  const c = scope.companyId;
  const departments = await departmentsOf(db, scope);

  // Company-wide: the allocation does not change with what the caller is shown.
  const revenueRows = rowsOf<{
    id: string;
    code: string;
    name: string;
    business_type: string;
    department_id: string | null;
    revenue: string;
  }>(
    await db.execute(sql`
      select c.id, c.code, c.name, c.business_type, c.department_id,
        sum(round(r.amount / (1 + c.vat_rate), 2))::text as revenue
      from receipts r join contracts c on c.id = r.contract_id
      where r.company_id = ${c} and r.received_date >= ${from} and r.received_date < ${to}
      group by c.id, c.code, c.name, c.business_type, c.department_id`),
  );
  const directRows = rowsOf<{
    id: string;
    code: string;
    name: string;
    business_type: string;
    department_id: string | null;
    subject: string;
    amount: string;
    n: number;
  }>(
    await db.execute(sql`
      select c.id, c.code, c.name, c.business_type, c.department_id, e.subject,
        sum(e.amount)::text as amount, count(*)::int as n
      from cost_entries e join contracts c on c.id = e.contract_id
      where e.company_id = ${c} and e.occurred_date >= ${from} and e.occurred_date < ${to}
      group by c.id, c.code, c.name, c.business_type, c.department_id, e.subject`),
  );
  const indirectRows = rowsOf<{ department_id: string | null; subject: string; amount: string }>(
    await db.execute(sql`
      select e.department_id, e.subject, sum(e.amount)::text as amount
      from cost_entries e
      where e.company_id = ${c} and e.occurred_date >= ${from} and e.occurred_date < ${to}
        and e.contract_id is null
      group by e.department_id, e.subject`),
  );

  const contracts = new Map<string, ContractInfo>();
  const remember = (row: {
    id: string;
    code: string;
    name: string;
    business_type: string;
    department_id: string | null;
  }) => {
    if (contracts.has(row.id)) return;
    const departmentId = row.department_id ?? '';
    contracts.set(row.id, {
      contractId: row.id,
      contractCode: row.code,
      contractName: row.name,
      businessType: row.business_type,
      departmentId,
      departmentName: departments.nameOf(departmentId),
    });
  };
  const contractRevenue = new Map<string, Decimal>();
  const departmentRevenue = new Map<string, Decimal>();
  for (const row of revenueRows) {
    remember(row);
    add(contractRevenue, row.id, row.revenue);
    add(departmentRevenue, row.department_id ?? '', row.revenue);
  }
  const contractDirect = new Map<
    string,
    { amount: Decimal; count: number; bySubject: Map<string, Decimal> }
  >();
  for (const row of directRows) {
    remember(row);
    const entry = contractDirect.get(row.id) ?? {
      amount: ZERO,
      count: 0,
      bySubject: new Map<string, Decimal>(),
    };
    entry.amount = entry.amount.plus(row.amount);
    entry.count += Number(row.n);
    add(entry.bySubject, row.subject, row.amount);
    contractDirect.set(row.id, entry);
  }
  const departmentOwn = new Map<string, Decimal>();
  const departmentSubjects = new Map<string, Map<string, Decimal>>();
  for (const row of indirectRows) {
    const key = row.department_id ?? '';
    add(departmentOwn, key, row.amount);
    const subjects = departmentSubjects.get(key) ?? new Map<string, Decimal>();
    add(subjects, row.subject, row.amount);
    departmentSubjects.set(key, subjects);
  }

  const keys = new Set([...departmentRevenue.keys(), ...departmentOwn.keys()]);
  const step = allocateDepartments(
    new Map(
      [...keys].map((key) => [
        key,
        { revenue: departmentRevenue.get(key) ?? ZERO, own: departmentOwn.get(key) ?? ZERO },
      ]),
    ),
  );
  // Step two: each department's allocated indirect cost over its contracts by revenue.
  const contractIndirect = new Map<string, Decimal>();
  for (const [key, allocation] of step.byDepartment) {
    const weights = [...contracts.values()]
      .filter((info) => info.departmentId === key)
      .map((info) => [info.contractId, contractRevenue.get(info.contractId) ?? ZERO] as const);
    for (const [id, part] of allocate(allocation.allocated, weights))
      contractIndirect.set(id, part);
  }
  const companyRevenue = sumOf(departmentRevenue.values());

  // What the caller is shown.
  const shown = (departmentId: string) =>
    departmentId === ''
      ? !scope.departmentId && !scope.allowedDepartmentIds
      : departments.visible(departmentId);
  const shownContracts = [...contracts.values()].filter((info) => shown(info.departmentId));
  const byCode = (a: ContractInfo, b: ContractInfo) => a.contractCode.localeCompare(b.contractCode);

  // 直接费用
  const directByDepartment = new Map<string, Decimal>();
  const directBySubject = new Map<string, Decimal>();
  const directContracts = shownContracts
    .filter((info) => contractDirect.has(info.contractId))
    .sort(byCode)
    .map((info) => {
      const entry = contractDirect.get(info.contractId)!;
      add(directByDepartment, info.departmentId, entry.amount);
      for (const [subject, amount] of entry.bySubject) add(directBySubject, subject, amount);
      return {
        ...info,
        amount: money(entry.amount),
        count: entry.count,
        bySubject: subjectsList(entry.bySubject),
      };
    });
  const directTotal = sumOf(directByDepartment.values());

  // 间接费用
  const indirectBySubject = new Map<string, Decimal>();
  const indirectDepartments = departments.sortKeys([...keys].filter(shown)).map((key) => {
    const allocation = step.byDepartment.get(key)!;
    const subjects = departmentSubjects.get(key) ?? new Map<string, Decimal>();
    for (const [subject, amount] of subjects) add(indirectBySubject, subject, amount);
    const revenue = departmentRevenue.get(key) ?? ZERO;
    return {
      departmentId: key,
      departmentName: departments.nameOf(key),
      revenue: money(revenue),
      revenueShare: percent(revenue, companyRevenue),
      own: money(allocation.own),
      shared: money(allocation.shared),
      allocated: money(allocation.allocated),
      bySubject: subjectsList(subjects),
    };
  });
  const shownKeys = departments.sortKeys([...keys].filter(shown));
  const indirectTotal = sumOf(shownKeys.map((key) => step.byDepartment.get(key)!.own));
  const indirectAllocated = sumOf(shownKeys.map((key) => step.byDepartment.get(key)!.allocated));
  const pool = sumOf(
    shownKeys
      .filter((key) => !(departmentRevenue.get(key) ?? ZERO).gt(0))
      .map((key) => step.byDepartment.get(key)!.own),
  );

  // 利润
  const figures = (revenue: Decimal, direct: Decimal, indirect: Decimal) => {
    const profit = revenue.minus(direct).minus(indirect);
    return {
      revenue: money(revenue),
      direct: money(direct),
      indirect: money(indirect),
      profit: money(profit),
      margin: percent(profit, revenue),
    };
  };
  const profitContracts = [...shownContracts].sort(byCode).map((info) => ({
    ...info,
    ...figures(
      contractRevenue.get(info.contractId) ?? ZERO,
      contractDirect.get(info.contractId)?.amount ?? ZERO,
      contractIndirect.get(info.contractId) ?? ZERO,
    ),
  }));
  const profitKeys = departments.sortKeys(
    new Set([...departmentRevenue.keys(), ...directByDepartment.keys()].filter(shown)),
  );
  const profitDepartments = profitKeys.map((key) => ({
    departmentId: key,
    departmentName: departments.nameOf(key),
    ...figures(
      departmentRevenue.get(key) ?? ZERO,
      directByDepartment.get(key) ?? ZERO,
      step.byDepartment.get(key)?.allocated ?? ZERO,
    ),
  }));
  const totalRevenue = sumOf(profitKeys.map((key) => departmentRevenue.get(key) ?? ZERO));

  return {
    startMonth: scope.startMonth,
    endMonth: scope.endMonth,
    direct: {
      total: money(directTotal),
      byContract: directContracts,
      byDepartment: departments.sortKeys(directByDepartment.keys()).map((key) => ({
        departmentId: key,
        departmentName: departments.nameOf(key),
        amount: money(directByDepartment.get(key)),
      })),
      bySubject: subjectsList(directBySubject),
    },
    indirect: {
      total: money(indirectTotal),
      pool: money(pool),
      allocated: money(indirectAllocated),
      unallocated: money(companyRevenue.gt(0) ? ZERO : indirectTotal),
      byDepartment: indirectDepartments,
      bySubject: subjectsList(indirectBySubject),
    },
    profits: {
      total: figures(totalRevenue, directTotal, indirectAllocated),
      byContract: profitContracts,
      byDepartment: profitDepartments,
    },
  };
}

// ── Departmental funds and costs ─────────────────────────────────────────────────────────────

/** The enabled subjects of the 费用类别 dictionary, in its order (none when it is missing). */
export async function costSubjects(db: Db): Promise<string[]> {
  return rowsOf<{ label: string }>(
    await db.execute(sql`
      select i.label from dict_items i join dict_types t on t.id = i.type_id
      where t.code = ${COST_SUBJECT_DICT} and i.enabled = true order by i.sort, i.value`),
  ).map((row) => row.label);
}

interface Cell {
  received: Decimal;
  invoiced: Decimal;
  direct: Decimal;
  indirect: Decimal;
  bySubject: Map<string, Decimal>;
}
const emptyCell = (): Cell => ({
  received: ZERO,
  invoiced: ZERO,
  direct: ZERO,
  indirect: ZERO,
  bySubject: new Map(),
});
function mergeInto(target: Cell, cell: Cell) {
  target.received = target.received.plus(cell.received);
  target.invoiced = target.invoiced.plus(cell.invoiced);
  target.direct = target.direct.plus(cell.direct);
  target.indirect = target.indirect.plus(cell.indirect);
  for (const [subject, amount] of cell.bySubject) add(target.bySubject, subject, amount);
}
function figuresOf(cell: Cell, subjects: readonly string[]): DepartmentFundsFigures {
  const cost = cell.direct.plus(cell.indirect);
  return {
    received: money(cell.received),
    invoiced: money(cell.invoiced),
    cost: money(cost),
    direct: money(cell.direct),
    indirect: money(cell.indirect),
    bySubject: subjects.map((subject) => money(cell.bySubject.get(subject))),
    balance: money(cell.received.minus(cost)),
  };
}

/** Per department and month: received, invoiced, costs by category and subject, balance. */
export async function departmentFunds(db: Db, scope: ProfitsScope): Promise<DepartmentFunds> {
  const { from, to } = rangeOf(scope);
  const c = scope.companyId;
  const months = monthsOf(scope);
  const departments = await departmentsOf(db, scope);
  const received = rowsOf<{ d: string | null; m: string; v: string }>(
    await db.execute(sql`
      select c.department_id as d, to_char(r.received_date, 'YYYY-MM') as m, sum(r.amount)::text as v
      from receipts r join contracts c on c.id = r.contract_id
      where r.company_id = ${c} and r.received_date >= ${from} and r.received_date < ${to}
        ${inDepartment(scope, sql`c.department_id`)}
      group by 1, 2`),
  );
  const invoiced = rowsOf<{ d: string | null; m: string; v: string }>(
    await db.execute(sql`
      select c.department_id as d, to_char(i.issued_date, 'YYYY-MM') as m, sum(i.amount)::text as v
      from invoices i join contracts c on c.id = i.contract_id
      where i.company_id = ${c} and i.issued_date >= ${from} and i.issued_date < ${to}
        and ${liveInvoice}${inDepartment(scope, sql`c.department_id`)}
      group by 1, 2`),
  );
  const costs = rowsOf<{
    d: string | null;
    m: string;
    s: string;
    direct: string;
    indirect: string;
  }>(
    await db.execute(sql`
      select e.department_id as d, to_char(e.occurred_date, 'YYYY-MM') as m, e.subject as s,
        coalesce(sum(e.amount) filter (where e.category = 'direct'), 0)::text as direct,
        coalesce(sum(e.amount) filter (where e.category <> 'direct'), 0)::text as indirect
      from cost_entries e
      where e.company_id = ${c} and e.occurred_date >= ${from} and e.occurred_date < ${to}
        ${inDepartment(scope, sql`e.department_id`)}
      group by 1, 2, 3`),
  );

  const cells = new Map<string, Map<string, Cell>>();
  const cellOf = (department: string | null, month: string) => {
    const key = department ?? '';
    const row = cells.get(key) ?? new Map<string, Cell>();
    cells.set(key, row);
    const cell = row.get(month) ?? emptyCell();
    row.set(month, cell);
    return cell;
  };
  for (const row of received) {
    const cell = cellOf(row.d, row.m);
    cell.received = cell.received.plus(row.v);
  }
  for (const row of invoiced) {
    const cell = cellOf(row.d, row.m);
    cell.invoiced = cell.invoiced.plus(row.v);
  }
  const found = new Set<string>();
  for (const row of costs) {
    const cell = cellOf(row.d, row.m);
    cell.direct = cell.direct.plus(row.direct);
    cell.indirect = cell.indirect.plus(row.indirect);
    add(cell.bySubject, row.s, new Decimal(row.direct).plus(row.indirect));
    found.add(row.s);
  }
  const dictionary = await costSubjects(db);
  const subjects = [
    ...dictionary,
    ...[...found].filter((s) => !dictionary.includes(s)).sort((a, b) => a.localeCompare(b)),
  ];

  const monthTotals = months.map(() => emptyCell());
  const total = emptyCell();
  const rows = departments.sortKeys(cells.keys()).map((key) => {
    const byMonth = cells.get(key)!;
    const departmentTotal = emptyCell();
    const perMonth = months.map((month, index) => {
      const cell = byMonth.get(month) ?? emptyCell();
      mergeInto(departmentTotal, cell);
      mergeInto(monthTotals[index]!, cell);
      return figuresOf(cell, subjects);
    });
    mergeInto(total, departmentTotal);
    return {
      departmentId: key,
      departmentName: departments.nameOf(key),
      total: figuresOf(departmentTotal, subjects),
      months: perMonth,
    };
  });
  return {
    startMonth: scope.startMonth,
    endMonth: scope.endMonth,
    subjects,
    months,
    departments: rows,
    monthTotals: monthTotals.map((cell) => figuresOf(cell, subjects)),
    total: figuresOf(total, subjects),
  };
}
