/**
 * The key indicators of projects computed in SQL (one row per project of cost_projects), so the
 * library's P10/P50/P90 come from `percentile_cont` over the company's projects (row-level
 * security keeps it to them): total, cost per m², the fee-table shares of the total (分部分项,
 * 措施, 其他, 规费, 税金: the top-most fee rows of each category, as the quality checks read them),
 * the labour / material / machinery shares of 分部分项 (Σ quantity × part ÷ Σ amount of the item
 * bills), rebar kg and concrete m³ per m² (bill codes 010515 in t or kg; 010501–010510 without
 * 垫层 010501001, in m³).
 */
import type { AnalysisIndicatorKey } from '@ccms/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database';

export const INDICATOR_KEYS: readonly AnalysisIndicatorKey[] = [
  'total',
  'costPerM2',
  'fbfxShare',
  'measuresShare',
  'otherShare',
  'lawfeeShare',
  'taxShare',
  'labourShare',
  'materialShare',
  'machineShare',
  'rebarPerM2',
  'concretePerM2',
];

/** Decimals each indicator is answered with. */
export const INDICATOR_PLACES: Record<AnalysisIndicatorKey, number> = {
  total: 2,
  costPerM2: 2,
  fbfxShare: 2,
  measuresShare: 2,
  otherShare: 2,
  lawfeeShare: 2,
  taxShare: 2,
  labourShare: 2,
  materialShare: 2,
  machineShare: 2,
  rebarPerM2: 2,
  concretePerM2: 3,
};

const share = (part: string, whole: string) =>
  `case when ${whole} <> 0 then ${part} * 100 / ${whole} end`;
const perArea = (value: string) => `case when area > 0 then ${value} / area end`;

const INDICATOR_SQL: Record<AnalysisIndicatorKey, string> = {
  total: 'amount',
  costPerM2: perArea('amount'),
  fbfxShare: share('fbfx', 'fee_total'),
  measuresShare: share('measures', 'fee_total'),
  otherShare: share('other', 'fee_total'),
  lawfeeShare: share('lawfee', 'fee_total'),
  taxShare: share('tax', 'fee_total'),
  labourShare: share('labour', 'items'),
  materialShare: share('material', 'items'),
  machineShare: share('machine', 'items'),
  rebarPerM2: perArea('rebar * 1000'),
  concretePerM2: perArea('concrete'),
};

const CONCRETE_PREFIXES = [
  '010501',
  '010502',
  '010503',
  '010504',
  '010505',
  '010506',
  '010507',
  '010508',
  '010509',
  '010510',
]
  .map((p) => `'${p}'`)
  .join(', ');

/**
 * The indicators of the projects matching `where` (over cost_projects as p), one row each, plus
 * id, kind, region, year, area and whether every unit has a fee table.
 */
export function indicatorQuery(where: SQL): SQL {
  const columns = INDICATOR_KEYS.map((key) => `(${INDICATOR_SQL[key]})::float8 as "${key}"`).join(
    ',\n  ',
  );
  return sql`
    with figures as (
      select p.id, p.kind, p.region, p.file_type, extract(year from p.price_date)::int as year,
        p.area, p.amount,
        f.fbfx, f.measures, f.other, f.lawfee, f.tax, f.fee_total, f.fee_units,
        b.labour, b.material, b.machine, b.items, b.rebar, b.concrete,
        (select count(*) from cost_nodes n where n.project_id = p.id and n.level = 'unit') as units
      from cost_projects p
      left join lateral (
        select
          sum(x.amount) filter (where x.category = 'fbfx') as fbfx,
          sum(x.amount) filter (where x.category = 'measures') as measures,
          sum(x.amount) filter (where x.category = 'other') as other,
          sum(x.amount) filter (where x.category = 'lawfee') as lawfee,
          sum(x.amount) filter (where x.category = 'tax') as tax,
          sum(x.amount) filter (where x.category = 'total') as fee_total,
          count(distinct x.unit_id) as fee_units
        from cost_fees x left join cost_fees px on px.id = x.parent_id
        where x.project_id = p.id and (px.id is null or px.category <> x.category)
      ) f on true
      left join lateral (
        select
          sum(quantity * labour) filter (where kind = 'item') as labour,
          sum(quantity * material) filter (where kind = 'item') as material,
          sum(quantity * machine) filter (where kind = 'item') as machine,
          sum(amount) filter (where kind = 'item') as items,
          coalesce(sum(case
            when substr(code, 1, 6) <> '010515' then 0
            when lower(trim(unit)) in ('t', '吨') then quantity
            when lower(trim(unit)) in ('kg', '千克', '公斤') then quantity / 1000
            else 0 end), 0) as rebar,
          coalesce(sum(case
            when substr(code, 1, 6) in (${sql.raw(CONCRETE_PREFIXES)})
              and substr(code, 1, 9) <> '010501001'
              and lower(trim(unit)) in ('m3', 'm³', '㎥', '立方米') then quantity
            else 0 end), 0) as concrete
        from cost_bills where project_id = p.id
      ) b on true
      where ${where}
    )
    select id, kind, region, file_type, year, area::float8 as area,
      (area > 0 and units > 0 and fee_units >= units) as complete,
      ${sql.raw(columns)}
    from figures`;
}

export interface IndicatorRow extends Record<AnalysisIndicatorKey, number | null> {
  id: string;
  kind: string | null;
  region: string | null;
  year: number;
  area: number | null;
  complete: boolean;
}

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const toNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The indicators of the given projects (those the caller can see), keyed by id. */
export async function projectIndicatorRows(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, IndicatorRow>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    indicatorQuery(
      sql`p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((row) => [String(row.id), normalise(row)]));
}

function normalise(row: Record<string, unknown>): IndicatorRow {
  const out = {
    id: String(row.id),
    kind: (row.kind as string | null) ?? null,
    region: (row.region as string | null) ?? null,
    year: Number(row.year),
    area: toNumber(row.area),
    complete: row.complete === true,
  } as IndicatorRow;
  for (const key of INDICATOR_KEYS) out[key] = toNumber(row[key]);
  return out;
}

export interface Distribution {
  n: number;
  p10: number | null;
  p50: number | null;
  p90: number | null;
}

/**
 * percentile_cont P10/P50/P90 of each indicator over the rows of `query` (an indicatorQuery)
 * satisfying `filter` (SQL over its columns), and the number of values behind each.
 */
export async function distributions(
  db: Db,
  query: SQL,
  filter: SQL = sql`true`,
  keys: readonly AnalysisIndicatorKey[] = INDICATOR_KEYS,
): Promise<Record<string, Distribution>> {
  const aggregates = keys
    .map(
      (key) =>
        `count("${key}")::int as "${key}:n", percentile_cont(array[0.1, 0.5, 0.9]) within group (order by "${key}") as "${key}:p"`,
    )
    .join(',\n  ');
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${sql.raw(aggregates)} from (${query}) as i where ${filter}`,
  );
  const out: Record<string, Distribution> = {};
  for (const key of keys) {
    const ps = parseArray(row?.[`${key}:p`]);
    out[key] = {
      n: Number(row?.[`${key}:n`] ?? 0),
      p10: ps[0] ?? null,
      p50: ps[1] ?? null,
      p90: ps[2] ?? null,
    };
  }
  return out;
}

/** A float8[] as PGlite (array) or node-postgres text ("{1,2,3}") answers it. */
function parseArray(value: unknown): (number | null)[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map((v) => (v === null ? null : Number(v)));
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((v) => (v === 'NULL' || v === '' ? null : Number(v)));
}
