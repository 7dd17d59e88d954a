/**
 * The project library's statistics (DOMAIN.md §3): from the company's stored projects of one kind,
 * the distribution of each bill item's unit price (per billKey: 9-digit code and canonical unit),
 * of each resource's price (per code) and of the per-m² indicators (cost, rebar kg, concrete m³,
 * formwork m²) and the content ratios (rebar t and formwork m² per concrete m³). Each project
 * contributes one value per key: its quantity-weighted mean price of the key (Σ amount ÷ Σ
 * quantity, 2 decimals), its mean price of the resource (2 decimals), its own indicators. The
 * percentiles are `percentile_cont` (linear between the sorted values), the sd the population's.
 *
 * Computed with SQL aggregates in the request's tenant transaction (row-level security keeps it to
 * the company's projects), not cached: one statement per distribution, a few hundred ms for a
 * library of 30 projects of 10,000 items.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type {
  BillItem,
  CostProject,
  LibraryStats,
  Percentiles,
  ProjectKindCode,
} from '../engine/model';
import { normaliseUnit, round } from '../engine/model';
import {
  LIBRARY_LOAD_MIN,
  QUANTITY_EXCLUDED,
  QUANTITY_PREFIXES,
  quantityClass,
} from '../quality/checks/support-bill';

/** The per-m² indicators and content ratios the library keeps per project kind. */
export const INDICATOR_KEYS = [
  'costPerM2',
  'rebarKgPerM2',
  'concreteM3PerM2',
  'formworkM2PerM2',
  'rebarTPerConcreteM3',
  'formworkM2PerConcreteM3',
] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

/** What the library knows for one project kind. */
export interface KindLibrary extends LibraryStats {
  kind: ProjectKindCode;
  /** The kind's projects in the library (the excluded one not counted). */
  projects: number;
  indicators: Partial<Record<IndicatorKey, Percentiles>>;
}

/** One project's indicators (null when it has no area, or no concrete for the ratios). */
export type ProjectIndicators = Record<IndicatorKey, number | null>;

/**
 * A project's indicators from its bill items (rebar 010515 in t or kg, concrete 010501–010510
 * without 垫层 010501001 in m³, formwork 011702 in m²) and its stated amount and area.
 */
export function projectIndicators(
  project: Pick<CostProject, 'area' | 'units' | 'nodes'>,
  amount = rootAmount(project),
): ProjectIndicators {
  let rebar = 0;
  let concrete = 0;
  let formwork = 0;
  for (const unit of Object.values(project.units))
    for (const bill of unit.bills) {
      const q = classQuantity(bill);
      if (q === null) continue;
      if (q.cls === 'rebar') rebar += q.quantity;
      else if (q.cls === 'concrete') concrete += q.quantity;
      else formwork += q.quantity;
    }
  const area = project.area !== null && project.area > 0 ? project.area : null;
  const perArea = (value: number) => (area === null ? null : value / area);
  return {
    costPerM2: perArea(amount),
    rebarKgPerM2: perArea(rebar * 1000),
    concreteM3PerM2: perArea(concrete),
    formworkM2PerM2: perArea(formwork),
    rebarTPerConcreteM3: concrete > 0 ? rebar / concrete : null,
    formworkM2PerConcreteM3: concrete > 0 ? formwork / concrete : null,
  };
}

function rootAmount(project: Pick<CostProject, 'nodes'>): number {
  return project.nodes.find((node) => node.level === 'project')?.amount ?? 0;
}

/** A bill's rebar (t), concrete (m³) or formwork (m²) quantity, null for any other bill. */
export function classQuantity(
  bill: Pick<BillItem, 'code' | 'unit' | 'quantity'>,
): { cls: 'rebar' | 'concrete' | 'formwork'; quantity: number } | null {
  const cls = quantityClass(bill.code);
  if (cls !== 'rebar' && cls !== 'concrete' && cls !== 'formwork') return null;
  const unit = normaliseUnit(bill.unit);
  if (cls === 'rebar') {
    if (unit === 't') return { cls, quantity: bill.quantity };
    if (unit === 'kg') return { cls, quantity: bill.quantity / 1000 };
    return null;
  }
  if (cls === 'concrete') return unit === 'm3' ? { cls, quantity: bill.quantity } : null;
  return unit === 'm2' ? { cls, quantity: bill.quantity } : null;
}

// ── SQL ─────────────────────────────────────────────────────────────────────────────────────

interface DistributionRow {
  key: string;
  n: number | string;
  mean: number | string | null;
  sd: number | string | null;
  ps: (number | string)[] | string | null;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The aggregate columns of a distribution over `v` grouped by `key`. */
const DISTRIBUTION = sql.raw(`count(*) as n, avg(v)::float8 as mean, stddev_pop(v)::float8 as sd,
  percentile_cont(array[0.01, 0.1, 0.5, 0.9, 0.99]) within group (order by v) as ps`);

function toPercentiles(row: DistributionRow): Percentiles {
  const ps = parseArray(row.ps);
  return {
    n: Number(row.n),
    p1: round(ps[0] ?? 0, 4),
    p10: round(ps[1] ?? 0, 4),
    p50: round(ps[2] ?? 0, 4),
    p90: round(ps[3] ?? 0, 4),
    p99: round(ps[4] ?? 0, 4),
    mean: round(Number(row.mean ?? 0), 4),
    sd: round(Number(row.sd ?? 0), 4),
  };
}

/** A float8[] as the driver gives it: an array, or its text form "{1,2.5,…}". */
function parseArray(value: DistributionRow['ps']): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** The library's projects of a kind (the excluded one left out). */
function libraryProjects(kind: ProjectKindCode, excludeId: string | null): SQL {
  return excludeId
    ? sql`select id, amount, area from cost_projects where kind = ${kind} and id <> ${excludeId}`
    : sql`select id, amount, area from cost_projects where kind = ${kind}`;
}

/** The SQL class of a bill code (mirrors quantityClass for rebar, concrete and formwork). */
function classCase(): SQL {
  const list = (prefixes: readonly string[]) =>
    prefixes.map((prefix) => `'${prefix.replace(/'/g, '')}'`).join(', ');
  const excluded = list(QUANTITY_EXCLUDED);
  const six = (cls: 'rebar' | 'concrete' | 'formwork') =>
    list(QUANTITY_PREFIXES[cls].filter((prefix) => prefix.length === 6));
  return sql.raw(`case when substr(b.code, 1, 9) in (${excluded}) then null
    when substr(b.code, 1, 6) in (${six('concrete')}) then 'concrete'
    when substr(b.code, 1, 6) in (${six('rebar')}) then 'rebar'
    when substr(b.code, 1, 6) in (${six('formwork')}) then 'formwork' end`);
}

/** Number of library projects of a kind. */
export async function libraryProjectCount(
  db: Db,
  kind: ProjectKindCode,
  excludeId: string | null = null,
): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${libraryProjects(kind, excludeId)}) p`,
  );
  return Number(row?.n ?? 0);
}

/** The whole library of a kind: bill prices, resource prices, indicators. */
export async function kindLibrary(
  db: Db,
  kind: ProjectKindCode,
  excludeId: string | null = null,
): Promise<KindLibrary> {
  const projects = libraryProjects(kind, excludeId);
  const units = await rowsOf<{ unit: string }>(
    db,
    sql`select distinct b.unit from cost_bills b join (${projects}) p on p.id = b.project_id`,
  );
  const canonical: Record<string, string> = {};
  for (const { unit } of units) canonical[unit] = normaliseUnit(unit);
  const unitMap = JSON.stringify(canonical);
  const unitOf = sql`coalesce((${unitMap}::jsonb) ->> b.unit, b.unit)`;

  const billRows = await rowsOf<DistributionRow>(
    db,
    sql`with per as (
          select b.project_id, substr(b.code, 1, 9) || '|' || ${unitOf} as key,
                 sum(b.amount) as amount, sum(b.quantity) as quantity
          from cost_bills b join (${projects}) p on p.id = b.project_id
          group by 1, 2),
        vals as (select key, round(amount / quantity, 2)::float8 as v from per where quantity > 0)
        select key, ${DISTRIBUTION} from vals group by key`,
  );
  const resourceRows = await rowsOf<DistributionRow>(
    db,
    sql`with vals as (
          select r.code as key, round(avg(r.price), 2)::float8 as v
          from cost_resources r join (${projects}) p on p.id = r.project_id
          group by r.project_id, r.code)
        select key, ${DISTRIBUTION} from vals group by key`,
  );
  const indicatorRows = await rowsOf<DistributionRow>(
    db,
    sql`with cls as (
          select b.project_id, ${classCase()} as cls, ${unitOf} as unit, b.quantity
          from cost_bills b join (${projects}) p on p.id = b.project_id),
        q as (
          select p.id, p.amount::float8 as amount, p.area::float8 as area,
            coalesce(sum(case when cls = 'rebar' and unit = 't' then quantity
                              when cls = 'rebar' and unit = 'kg' then quantity / 1000 end), 0)::float8 as rebar,
            coalesce(sum(case when cls = 'concrete' and unit = 'm3' then quantity end), 0)::float8 as concrete,
            coalesce(sum(case when cls = 'formwork' and unit = 'm2' then quantity end), 0)::float8 as formwork
          from (${projects}) p left join cls on cls.project_id = p.id
          group by p.id, p.amount, p.area),
        vals as (
          select 'costPerM2' as key, amount / area as v from q where area > 0
          union all select 'rebarKgPerM2', rebar * 1000 / area from q where area > 0
          union all select 'concreteM3PerM2', concrete / area from q where area > 0
          union all select 'formworkM2PerM2', formwork / area from q where area > 0
          union all select 'rebarTPerConcreteM3', rebar / concrete from q where concrete > 0
          union all select 'formworkM2PerConcreteM3', formwork / concrete from q where concrete > 0)
        select key, ${DISTRIBUTION} from vals group by key`,
  );
  const count = await libraryProjectCount(db, kind, excludeId);

  const library: KindLibrary = {
    kind,
    projects: count,
    billPrices: {},
    resourcePrices: {},
    costPerM2: {},
    indicators: {},
  };
  for (const row of billRows) library.billPrices[row.key] = toPercentiles(row);
  for (const row of resourceRows) library.resourcePrices[row.key] = toPercentiles(row);
  for (const row of indicatorRows) library.indicators[row.key as IndicatorKey] = toPercentiles(row);
  if (library.indicators.costPerM2) library.costPerM2[kind] = library.indicators.costPerM2;
  return library;
}

/**
 * The library the quality checks compare against (checkBillPrice's P10–P90 per item,
 * costRangeCheck's P10–P90 per kind): the project's kind once the library holds
 * LIBRARY_LOAD_MIN (5) other projects of it; null before and for a project without a kind. Each
 * check then compares only with its rule table's minimum N (checkBillPrice 5, costRangeCheck 30,
 * else the DOMAIN.md defaults) and band width.
 */
export async function qualityLibrary(
  db: Db,
  project: Pick<CostProject, 'id' | 'kind'>,
): Promise<KindLibrary | null> {
  if (!project.kind) return null;
  const count = await libraryProjectCount(db, project.kind, project.id);
  if (count < LIBRARY_LOAD_MIN) return null;
  return kindLibrary(db, project.kind, project.id);
}
