import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  costBills,
  costFees,
  costMeasures,
  costNodes,
  costOthers,
  costProjects,
  costResources,
} from '../../db/schema';
import { recordNotFound } from '../../http/failure';
import type {
  BillItem,
  CostProject,
  CostResource,
  FeeCategory,
  FeeRow,
  MeasureItem,
  Norm,
  OtherItem,
  OtherKind,
  ProjectKindCode,
  ProjectNode,
  ResourceKind,
  SourceTable,
  UnitData,
} from './engine/model';
import Decimal from 'decimal.js';
import { billBaseValues } from './engine/baseValues';
import { evaluateFeeTable } from './fee/feeTable';
import { evaluateFormula, formulaSymbols, parseFormula } from './fee/formula';

// The cost-data store: the engine model (engine/model.ts) in and out of the database. Bulk
// writes go through one JSON parameter per chunk (INSERT … SELECT FROM jsonb_array_elements), so
// a 100,000-bill unit is a few dozen statements, not 100,000; numeric columns come back as
// decimal strings and become numbers here (≤ 15 significant digits: exact).

/** Rows per INSERT statement of the bulk writers. */
const CHUNK = 1000;

const num = (value: string | null | undefined): number => (value == null ? 0 : Number(value));
const numOrNull = (value: string | null | undefined): number | null =>
  value == null ? null : Number(value);

type ColumnType = 'text' | 'integer' | 'numeric' | 'boolean' | 'jsonb' | 'timestamptz' | 'date';

/**
 * The SQL of element `index` of a tuple `x` (a jsonb array) as a column of `type`: what
 * jsonb_to_recordset gives for that column (NULL for JSON null).
 */
function tupleField(index: number, type: ColumnType): string {
  if (type === 'jsonb') return `x->${index}`;
  if (type === 'text') return `x->>${index}`;
  return `(x->>${index})::${type}`;
}

/**
 * One chunk of records as a JSON array of tuples (values in column order): without a key per
 * value the parameter is about a third shorter than an array of objects, which PGlite's driver
 * measures and encodes character by character and the database parses.
 */
function tuplesJson(chunk: readonly Record<string, unknown>[], names: readonly string[]): string {
  return JSON.stringify(chunk.map((row) => names.map((name) => row[name])));
}

/**
 * Inserts `rows` (objects keyed by column name, values JSON-serialisable) into `table` in chunks,
 * each one statement with a single JSON parameter. `rows` may be a generator: only one chunk of
 * records is held at a time.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: Readonly<Record<string, ColumnType>>,
  rows: Iterable<Record<string, unknown>>,
): Promise<void> {
  const names = Object.keys(columns);
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const fields = sql.raw(names.map((name, index) => tupleField(index, columns[name]!)).join(', '));
  const flush = (chunk: readonly Record<string, unknown>[]) =>
    db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${columnList}) select ${fields} from jsonb_array_elements(${tuplesJson(chunk, names)}::jsonb) as x`,
    );
  let chunk: Record<string, unknown>[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === CHUNK) {
      await flush(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) await flush(chunk);
}

/** Updates one column set of many rows by id, in chunks (`values`: id plus the columns). */
export async function bulkUpdate(
  db: Db,
  table: string,
  columns: Readonly<Record<string, ColumnType>>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const assignments = sql.raw(
    names.map((name, index) => `"${name}" = ${tupleField(index + 1, columns[name]!)}`).join(', '),
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = tuplesJson(rows.slice(start, start + CHUNK), ['id', ...names]);
    await db.execute(
      sql`update ${sql.raw(`"${table}"`)} as t set ${assignments} from jsonb_array_elements(${chunk}::jsonb) as x where t.id = x->>0`,
    );
  }
}

// ─── Loading ────────────────────────────────────────────────────────────────────────────────

type ProjectRow = typeof costProjects.$inferSelect;
type NodeRow = typeof costNodes.$inferSelect;

export function toModelNode(row: NodeRow): ProjectNode {
  return {
    id: row.id,
    parentId: row.parentId,
    level: row.level as ProjectNode['level'],
    code: row.code,
    name: row.name,
    sort: row.sort,
    amount: numOrNull(row.amount),
    area: numOrNull(row.area),
  };
}

/** A project of the caller's company (row-level security hides the others), or a 404. */
export async function findProjectRow(db: Db, projectId: string): Promise<ProjectRow> {
  const [row] = await db.select().from(costProjects).where(eq(costProjects.id, projectId));
  if (!row) throw recordNotFound();
  return row;
}

function emptyUnit(node: NodeRow): UnitData {
  return {
    ...(node.sources ? { sources: { tables: node.sources.tables as SourceTable[] } } : {}),
    unitId: node.id,
    labourDayRate: numOrNull(node.labourDayRate),
    publishedLabourDayRate: numOrNull(node.publishedLabourDayRate),
    bills: [],
    measures: [],
    others: [],
    resources: [],
    fees: [],
  };
}

/**
 * A project in the engine model, with everything beneath it (or only the listed units' data:
 * the tree is always whole).
 */
export interface LoadOptions {
  /** Only these units' data (the tree is always whole). */
  unitIds?: readonly string[];
  /**
   * Bills summed per node and kind instead of row by row (one synthetic bill each, quantity 1,
   * the parts as Σ quantity × part): what the fee table and the node totals need, without
   * reading 100,000 rows and their norms.
   */
  billsSummed?: boolean;
  /** No bills at all (loadBillGroups gives what the analyses read of them). */
  noBills?: boolean;
}

export async function loadProject(
  db: Db,
  projectId: string,
  options: LoadOptions = {},
): Promise<CostProject> {
  const project = await findProjectRow(db, projectId);
  const nodeRows = await db
    .select()
    .from(costNodes)
    .where(eq(costNodes.projectId, projectId))
    .orderBy(asc(costNodes.sort), asc(costNodes.id));
  const units: Record<string, UnitData> = {};
  for (const node of nodeRows)
    if (node.level === 'unit' && (!options.unitIds || options.unitIds.includes(node.id)))
      units[node.id] = emptyUnit(node);
  const unitIds = Object.keys(units);
  if (unitIds.length > 0)
    await loadUnitData(
      db,
      projectId,
      units,
      options.unitIds !== undefined,
      options.noBills ? 'none' : options.billsSummed ? 'summed' : 'rows',
    );
  return {
    id: project.id,
    name: project.name,
    kind: project.kind as ProjectKindCode | null,
    fileType: project.fileType as CostProject['fileType'],
    taxMethod: project.taxMethod as CostProject['taxMethod'],
    region: project.region,
    priceDate: project.priceDate,
    area: numOrNull(project.area),
    floors: project.floors,
    specialUnits: project.specialUnits,
    features: project.features,
    nodes: nodeRows.map(toModelNode),
    units,
  };
}

async function loadUnitData(
  db: Db,
  projectId: string,
  units: Record<string, UnitData>,
  someUnits: boolean,
  billsAs: 'rows' | 'summed' | 'none',
): Promise<void> {
  const billsSummed = billsAs === 'summed';
  const unitIds = Object.keys(units);
  const where = <T extends { projectId: unknown; unitId: unknown }>(table: T): SQL =>
    someUnits
      ? inArray(table.unitId as typeof costBills.unitId, unitIds)
      : eq(table.projectId as typeof costBills.projectId, projectId);
  const [bills, measures, others, resources, fees] = await Promise.all([
    billsAs === 'none'
      ? []
      : billsSummed
        ? summedBills(db, where(costBills))
        : billsOfUnits(db, where(costBills)),
    db.select().from(costMeasures).where(where(costMeasures)).orderBy(asc(costMeasures.seq)),
    db.select().from(costOthers).where(where(costOthers)).orderBy(asc(costOthers.seq)),
    db.select().from(costResources).where(where(costResources)).orderBy(asc(costResources.seq)),
    db.select().from(costFees).where(where(costFees)).orderBy(asc(costFees.sort)),
  ]);
  if (billsSummed)
    for (const row of bills as SummedBillRow[]) units[row.unitId]?.bills.push(toModelBill(row));
  else
    for (const [unitId, list] of bills as [string, BillItem[]][]) {
      const target = units[unitId]?.bills;
      if (target) for (const bill of list) target.push(bill);
    }
  for (const row of measures)
    units[row.unitId]?.measures.push({
      id: row.id,
      unitId: row.unitId,
      seq: row.seq,
      code: row.code,
      name: row.name,
      base: row.base,
      rate: num(row.rate),
      amount: num(row.amount),
      adjustedRate: numOrNull(row.adjustedRate),
      adjustedAmount: numOrNull(row.adjustedAmount),
    });
  for (const row of others)
    units[row.unitId]?.others.push({
      id: row.id,
      unitId: row.unitId,
      kind: row.kind as OtherKind,
      name: row.name,
      amount: num(row.amount),
      unit: row.unit,
      quantity: numOrNull(row.quantity),
      price: numOrNull(row.price),
      rate: numOrNull(row.rate),
      baseAmount: numOrNull(row.baseAmount),
    });
  for (const row of resources)
    units[row.unitId]?.resources.push({
      id: row.id,
      unitId: row.unitId,
      code: row.code,
      name: row.name,
      spec: row.spec,
      unit: row.unit,
      kind: row.kind as ResourceKind,
      price: num(row.price),
      quantity: num(row.quantity),
      infoPrice: numOrNull(row.infoPrice),
      provisional: row.provisional,
      ownerSupplied: row.ownerSupplied,
      ownerQuantity: numOrNull(row.ownerQuantity),
      ownerPrice: numOrNull(row.ownerPrice),
      riskRate: numOrNull(row.riskRate),
    });
  for (const row of fees) units[row.unitId]?.fees.push(toModelFee(row));
}

/** Bills per JSON array billsOfUnits reads (a slice of one unit's seq range). */
const BILLS_PER_SLICE = 2000;

/**
 * The bills of the units `where` selects, in `seq` order, as [unitId, bills] slices: one JSON
 * array (json_agg) per slice of BILLS_PER_SLICE seq numbers of a unit, parsed at once, instead of
 * 100,000 wide rows mapped field by field; slices keep every string small (one array per unit
 * would make a 100,000-bill unit one string of tens of MB, and grow the database's memory).
 * Numeric columns arrive as JSON numbers, which parse to the same doubles as Number(text) does
 * (≤ 15 significant digits: exact).
 */
async function billsOfUnits(db: Db, where: SQL): Promise<[string, BillItem[]][]> {
  const slice = sql.raw(`(seq / ${BILLS_PER_SLICE})`);
  // The grouping sorts every bill of the units: in memory rather than spilled to temporary files
  // (PostgreSQL's default 4 MB), for this transaction only.
  await db.execute(sql`select set_config('work_mem', '64MB', true)`);
  // Both drivers answer { rows }; drizzle's shared type leaves the result untyped.
  const result: unknown = await db.execute(
    sql`select unit_id, json_agg(json_build_array(id, node_id, kind, seq, code, name, features, unit, quantity, unit_price, amount, provisional, labour, material, machine, overhead, profit, risk, norms) order by seq)::text as bills from ${costBills} where ${where} group by unit_id, ${slice} order by unit_id, ${slice}`,
  );
  const { rows } = result as { rows: { unit_id: string; bills: string }[] };
  return rows.map((row) => [row.unit_id, (JSON.parse(row.bills) as BillTuple[]).map(billOfTuple)]);
}

/** A bill as billsOfUnits' json_build_array lists its columns. */
type BillTuple = [
  string,
  string,
  BillItem['kind'],
  number,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  Norm[],
];

function billOfTuple(t: BillTuple): BillItem {
  return {
    id: t[0],
    nodeId: t[1],
    kind: t[2],
    seq: t[3],
    code: t[4],
    name: t[5],
    features: t[6],
    unit: t[7],
    quantity: t[8],
    unitPrice: t[9],
    amount: t[10],
    provisional: t[11],
    labour: t[12],
    material: t[13],
    machine: t[14],
    overhead: t[15],
    profit: t[16],
    risk: t[17],
    norms: t[18],
  };
}

type SummedBillRow = typeof costBills.$inferSelect;

/** One row per unit, node and kind: the sums billBaseValues and the node totals read. */
async function summedBills(db: Db, where: SQL): Promise<(typeof costBills.$inferSelect)[]> {
  const sum = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)::text`;
  const rows = await db
    .select({
      unitId: costBills.unitId,
      nodeId: costBills.nodeId,
      kind: costBills.kind,
      amount: sum(sql`${costBills.amount}`),
      provisional: sum(sql`${costBills.provisional}`),
      labour: sum(sql`${costBills.quantity} * ${costBills.labour}`),
      material: sum(sql`${costBills.quantity} * ${costBills.material}`),
      machine: sum(sql`${costBills.quantity} * ${costBills.machine}`),
      overhead: sum(sql`${costBills.quantity} * ${costBills.overhead}`),
      profit: sum(sql`${costBills.quantity} * ${costBills.profit}`),
      risk: sum(sql`${costBills.quantity} * ${costBills.risk}`),
    })
    .from(costBills)
    .where(where)
    .groupBy(costBills.unitId, costBills.nodeId, costBills.kind);
  return rows.map((row, index) => ({
    ...row,
    id: `sum-${row.unitId}-${row.nodeId}-${row.kind}`,
    companyId: '',
    projectId: '',
    seq: index + 1,
    code: '',
    name: '',
    features: '',
    unit: '',
    quantity: '1',
    unitPrice: row.amount,
    norms: [],
  }));
}

/**
 * A project's bills summed per unit, node, kind, code prefix (the first 9 characters: 附录 and
 * 项目 of the code, all a quantity class or a specialty reads) and unit of measure: what the
 * analyses of specialties, quantities and contents read, without reading every bill. Σ quantity
 * and Σ amount are exact (SQL numeric) and `count` is the bills behind each group; groups come in
 * the order of their first bill (by unit, then seq).
 */
export interface BillGroup {
  unitId: string;
  nodeId: string;
  kind: BillItem['kind'];
  /** The first 9 characters of the bills' code. */
  code: string;
  unit: string;
  quantity: number;
  amount: number;
  count: number;
}

export async function loadBillGroups(db: Db, projectId: string): Promise<BillGroup[]> {
  const result: unknown = await db.execute(
    sql`select unit_id, node_id, kind, left(code, 9) as code, unit, sum(quantity)::text as quantity, sum(amount)::text as amount, count(*)::int as count from ${costBills} where ${costBills.projectId} = ${projectId} group by unit_id, node_id, kind, left(code, 9), unit order by unit_id, min(seq)`,
  );
  const { rows } = result as {
    rows: {
      unit_id: string;
      node_id: string;
      kind: BillItem['kind'];
      code: string;
      unit: string;
      quantity: string;
      amount: string;
      count: number;
    }[];
  };
  return rows.map((row) => ({
    unitId: row.unit_id,
    nodeId: row.node_id,
    kind: row.kind,
    code: row.code,
    unit: row.unit,
    quantity: Number(row.quantity),
    amount: Number(row.amount),
    count: Number(row.count),
  }));
}

export function toModelBill(row: typeof costBills.$inferSelect): BillItem {
  return {
    id: row.id,
    nodeId: row.nodeId,
    kind: row.kind as BillItem['kind'],
    seq: row.seq,
    code: row.code,
    name: row.name,
    features: row.features,
    unit: row.unit,
    quantity: num(row.quantity),
    unitPrice: num(row.unitPrice),
    amount: num(row.amount),
    provisional: num(row.provisional),
    labour: num(row.labour),
    material: num(row.material),
    machine: num(row.machine),
    overhead: num(row.overhead),
    profit: num(row.profit),
    risk: num(row.risk),
    norms: row.norms as Norm[],
  };
}

export function toModelFee(row: typeof costFees.$inferSelect): FeeRow {
  return {
    id: row.id,
    unitId: row.unitId,
    parentId: row.parentId,
    sort: row.sort,
    code: row.code,
    name: row.name,
    category: row.category as FeeCategory,
    base: row.base,
    rate: num(row.rate),
    amount: num(row.amount),
    ...(row.statedBase === null ? {} : { statedBase: num(row.statedBase) }),
    nonCompetitive: row.nonCompetitive,
    isTotal: row.isTotal,
  };
}

// ─── Saving ─────────────────────────────────────────────────────────────────────────────────

const NODE_COLUMNS = {
  id: 'text',
  company_id: 'text',
  project_id: 'text',
  parent_id: 'text',
  parent_ids: 'text',
  level: 'text',
  code: 'text',
  name: 'text',
  sort: 'integer',
  amount: 'numeric',
  area: 'numeric',
  labour_day_rate: 'numeric',
  published_labour_day_rate: 'numeric',
  sources: 'jsonb',
  created_at: 'timestamptz',
  created_by: 'text',
  updated_at: 'timestamptz',
  updated_by: 'text',
} as const;

export const BILL_COLUMNS = {
  id: 'text',
  company_id: 'text',
  project_id: 'text',
  unit_id: 'text',
  node_id: 'text',
  kind: 'text',
  seq: 'integer',
  code: 'text',
  name: 'text',
  features: 'text',
  unit: 'text',
  quantity: 'numeric',
  unit_price: 'numeric',
  amount: 'numeric',
  provisional: 'numeric',
  labour: 'numeric',
  material: 'numeric',
  machine: 'numeric',
  overhead: 'numeric',
  profit: 'numeric',
  risk: 'numeric',
  norms: 'jsonb',
} as const;

export const MEASURE_COLUMNS = {
  id: 'text',
  company_id: 'text',
  project_id: 'text',
  unit_id: 'text',
  seq: 'integer',
  code: 'text',
  name: 'text',
  base: 'text',
  rate: 'numeric',
  amount: 'numeric',
  adjusted_rate: 'numeric',
  adjusted_amount: 'numeric',
} as const;

export const OTHER_COLUMNS = {
  id: 'text',
  company_id: 'text',
  project_id: 'text',
  unit_id: 'text',
  seq: 'integer',
  kind: 'text',
  name: 'text',
  amount: 'numeric',
  unit: 'text',
  quantity: 'numeric',
  price: 'numeric',
  rate: 'numeric',
  base_amount: 'numeric',
} as const;

export const RESOURCE_COLUMNS = {
  id: 'text',
  company_id: 'text',
  project_id: 'text',
  unit_id: 'text',
  seq: 'integer',
  code: 'text',
  name: 'text',
  spec: 'text',
  unit: 'text',
  kind: 'text',
  price: 'numeric',
  quantity: 'numeric',
  info_price: 'numeric',
  provisional: 'boolean',
  owner_supplied: 'boolean',
  owner_quantity: 'numeric',
  owner_price: 'numeric',
  risk_rate: 'numeric',
} as const;

export const FEE_COLUMNS = {
  id: 'text',
  company_id: 'text',
  project_id: 'text',
  unit_id: 'text',
  parent_id: 'text',
  sort: 'integer',
  code: 'text',
  name: 'text',
  category: 'text',
  base: 'text',
  rate: 'numeric',
  amount: 'numeric',
  stated_base: 'numeric',
  non_competitive: 'boolean',
  is_total: 'boolean',
} as const;

/** What is written for one project: where it goes and who writes it. */
interface WriteScope {
  companyId: string;
  projectId: string;
  actor: Actor;
  now: Date;
}

/** New ids for the model's ids (a generated or imported project reuses its own ids freely). */
class IdMap {
  private readonly ids = new Map<string, string>();
  of(modelId: string): string {
    let id = this.ids.get(modelId);
    if (!id) {
      id = randomUUID();
      this.ids.set(modelId, id);
    }
    return id;
  }
  maybe(modelId: string | null): string | null {
    return modelId === null ? null : (this.ids.get(modelId) ?? null);
  }
}

function nodeRecord(
  scope: WriteScope,
  node: ProjectNode,
  id: string,
  parentId: string | null,
  parentIds: string,
  unit?: UnitData,
) {
  return {
    id,
    company_id: scope.companyId,
    project_id: scope.projectId,
    parent_id: parentId,
    parent_ids: parentIds,
    level: node.level,
    code: node.code,
    name: node.name,
    sort: node.sort,
    amount: node.amount,
    area: node.area,
    labour_day_rate: unit?.labourDayRate ?? null,
    published_labour_day_rate: unit?.publishedLabourDayRate ?? null,
    sources: unit?.sources ?? null,
    created_at: scope.now.toISOString(),
    created_by: scope.actor.userId,
    updated_at: scope.now.toISOString(),
    updated_by: scope.actor.userId,
  };
}

export interface UnitCounts {
  bills: number;
  divisions: number;
  measures: number;
  others: number;
  norms: number;
  resources: number;
}

/**
 * cost_bills records of the units' bills, made one at a time as bulkInsert takes them (a plain
 * literal of one shape: 100,000 of them are cheap to make, and only a chunk is alive at once).
 */
function* billRecords(
  scope: WriteScope,
  ids: IdMap,
  units: readonly UnitData[],
): Generator<Record<string, unknown>> {
  const { companyId, projectId } = scope;
  for (const unit of units) {
    const unitId = ids.of(unit.unitId);
    for (const bill of unit.bills)
      yield {
        id: randomUUID(),
        company_id: companyId,
        project_id: projectId,
        unit_id: unitId,
        node_id: ids.maybe(bill.nodeId) ?? unitId,
        kind: bill.kind,
        seq: bill.seq,
        code: bill.code,
        name: bill.name,
        features: bill.features,
        unit: bill.unit,
        quantity: bill.quantity,
        unit_price: bill.unitPrice,
        amount: bill.amount,
        provisional: bill.provisional,
        labour: bill.labour,
        material: bill.material,
        machine: bill.machine,
        overhead: bill.overhead,
        profit: bill.profit,
        risk: bill.risk,
        norms: bill.norms,
      };
  }
}

/** Inserts the rows of units whose node ids are already mapped in `ids`. */
async function insertUnitRows(
  db: Db,
  scope: WriteScope,
  ids: IdMap,
  units: readonly UnitData[],
): Promise<Omit<UnitCounts, 'divisions'>> {
  const base = { company_id: scope.companyId, project_id: scope.projectId };
  const measures: Record<string, unknown>[] = [];
  const others: Record<string, unknown>[] = [];
  const resources: Record<string, unknown>[] = [];
  const fees: Record<string, unknown>[] = [];
  let bills = 0;
  let norms = 0;
  for (const unit of units) {
    const unitId = ids.of(unit.unitId);
    bills += unit.bills.length;
    for (const bill of unit.bills) norms += bill.norms.length;
    unit.measures.forEach((measure: MeasureItem, index) =>
      measures.push({
        ...base,
        id: randomUUID(),
        unit_id: unitId,
        seq: measure.seq ?? index + 1,
        code: measure.code,
        name: measure.name,
        base: measure.base,
        rate: measure.rate,
        amount: measure.amount,
        adjusted_rate: measure.adjustedRate,
        adjusted_amount: measure.adjustedAmount,
      }),
    );
    unit.others.forEach((other: OtherItem, index) =>
      others.push({
        ...base,
        id: randomUUID(),
        unit_id: unitId,
        seq: index + 1,
        kind: other.kind,
        name: other.name,
        amount: other.amount,
        unit: other.unit,
        quantity: other.quantity,
        price: other.price,
        rate: other.rate,
        base_amount: other.baseAmount,
      }),
    );
    unit.resources.forEach((resource: CostResource, index) =>
      resources.push({
        ...base,
        id: randomUUID(),
        unit_id: unitId,
        seq: index + 1,
        code: resource.code,
        name: resource.name,
        spec: resource.spec,
        unit: resource.unit,
        kind: resource.kind,
        price: resource.price,
        quantity: resource.quantity,
        info_price: resource.infoPrice,
        provisional: resource.provisional,
        owner_supplied: resource.ownerSupplied,
        owner_quantity: resource.ownerQuantity,
        owner_price: resource.ownerPrice,
        risk_rate: resource.riskRate,
      }),
    );
    fees.push(...feeRecords(scope, unitId, unit.fees, ids));
  }
  await bulkInsert(db, 'cost_bills', BILL_COLUMNS, billRecords(scope, ids, units));
  await bulkInsert(db, 'cost_measures', MEASURE_COLUMNS, measures);
  await bulkInsert(db, 'cost_others', OTHER_COLUMNS, others);
  await bulkInsert(db, 'cost_resources', RESOURCE_COLUMNS, resources);
  await bulkInsert(db, 'cost_fees', FEE_COLUMNS, fees);
  return {
    bills,
    measures: measures.length,
    others: others.length,
    norms,
    resources: resources.length,
  };
}

/** Fee rows as records of cost_fees, their ids (and parents) mapped to new ids. */
export function feeRecords(
  scope: { companyId: string; projectId: string },
  unitId: string,
  rows: readonly FeeRow[],
  ids: { of(id: string): string } = new IdMap(),
): Record<string, unknown>[] {
  const known = new Set(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: ids.of(`fee:${row.id}`),
    company_id: scope.companyId,
    project_id: scope.projectId,
    unit_id: unitId,
    parent_id: row.parentId && known.has(row.parentId) ? ids.of(`fee:${row.parentId}`) : null,
    sort: row.sort,
    code: row.code,
    name: row.name,
    category: row.category,
    base: row.base,
    rate: row.rate,
    amount: row.amount,
    stated_base: row.statedBase ?? null,
    non_competitive: row.nonCompetitive,
    is_total: row.isTotal,
  }));
}

/** Division nodes in an order where every parent comes before its children. */
function parentsFirst(nodes: readonly ProjectNode[], rootIds: ReadonlySet<string>): ProjectNode[] {
  const byParent = new Map<string | null, ProjectNode[]>();
  for (const node of nodes) {
    const list = byParent.get(node.parentId) ?? [];
    list.push(node);
    byParent.set(node.parentId, list);
  }
  const ordered: ProjectNode[] = [];
  const walk = (parentId: string) => {
    for (const child of byParent.get(parentId) ?? []) {
      ordered.push(child);
      walk(child.id);
    }
  };
  for (const root of rootIds) walk(root);
  return ordered;
}

export interface UnitToSave {
  /** The 单位工程 node: its code, name, area and order among its siblings. */
  node: Pick<ProjectNode, 'code' | 'name' | 'area'> & { sort?: number };
  /** The unit's data; `unitId` is the model id its divisions and bills refer to. */
  data: UnitData;
  /** The 分部 nodes (parentId: the unit's model id or another division's). */
  divisions: readonly ProjectNode[];
}

/**
 * Saves a new 单位工程 under the 单项 `parentNodeId` with its divisions, bills (norms as JSON),
 * 总价措施, 其他项目, resources and fee rows, in bulk. Totals are not recomputed here.
 */
export async function saveUnit(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  parentNodeId: string,
  unit: UnitToSave,
): Promise<{ unitId: string; counts: UnitCounts }> {
  const [parent] = await db.select().from(costNodes).where(eq(costNodes.id, parentNodeId));
  if (!parent || parent.projectId !== projectId) throw recordNotFound();
  const scope: WriteScope = { companyId: parent.companyId, projectId, actor, now };
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${costNodes.sort}), 0)` })
    .from(costNodes)
    .where(eq(costNodes.parentId, parentNodeId));
  const ids = new IdMap();
  const unitId = ids.of(unit.data.unitId);
  const unitPath = `${parent.parentIds}${parent.id},`;
  const records = [
    nodeRecord(
      scope,
      {
        id: unit.data.unitId,
        parentId: parent.id,
        level: 'unit',
        code: unit.node.code,
        name: unit.node.name,
        sort: unit.node.sort ?? Number(last?.sort ?? 0) + 1,
        amount: null,
        area: unit.node.area,
      },
      unitId,
      parent.id,
      unitPath,
      unit.data,
    ),
  ];
  const paths = new Map<string, string>([[unitId, `${unitPath}${unitId},`]]);
  for (const division of parentsFirst(unit.divisions, new Set([unit.data.unitId]))) {
    const id = ids.of(division.id);
    const parentId = ids.of(division.parentId!);
    const parentIds = paths.get(parentId)!;
    paths.set(id, `${parentIds}${id},`);
    records.push(nodeRecord(scope, { ...division, level: 'division' }, id, parentId, parentIds));
  }
  await bulkInsert(db, 'cost_nodes', NODE_COLUMNS, records);
  const counts = await insertUnitRows(db, scope, ids, [unit.data]);
  return { unitId, counts: { ...counts, divisions: records.length - 1 } };
}

export interface ProjectMeta {
  /** The new project's id (default: a UUID); the demo seed uses stable ids. */
  id?: string;
  code?: string | null;
  projectKindId?: string | null;
}

/**
 * Saves a whole project of the engine model (a generated sample, an imported file) as a new
 * project of the actor's company, and computes its totals. Answers the new project id.
 */
export async function saveProject(
  db: Db,
  actor: Actor,
  now: Date,
  project: CostProject,
  meta: ProjectMeta = {},
): Promise<string> {
  const root = project.nodes.find((node) => node.level === 'project');
  if (!root) throw new Error('A project needs its 建设项目 node');
  const ids = new IdMap();
  const projectId = meta.id ?? randomUUID();
  const rootId = ids.of(root.id);
  const scope: WriteScope = { companyId: actor.companyId, projectId, actor, now };
  await db.insert(costProjects).values({
    id: projectId,
    companyId: actor.companyId,
    rootNodeId: rootId,
    name: project.name,
    code: meta.code ?? null,
    kind: project.kind,
    projectKindId: meta.projectKindId ?? null,
    fileType: project.fileType,
    taxMethod: project.taxMethod,
    region: project.region,
    priceDate: project.priceDate,
    area: project.area === null ? null : String(project.area),
    floors: project.floors,
    features: project.features,
    specialUnits: project.specialUnits,
    amount: String(root.amount ?? 0),
    createdAt: now,
    createdBy: actor.userId,
    updatedAt: now,
    updatedBy: actor.userId,
  });
  const records = [nodeRecord(scope, root, rootId, null, '')];
  const paths = new Map<string, string>([[rootId, `${rootId},`]]);
  for (const node of parentsFirst(project.nodes, new Set([root.id]))) {
    const id = ids.of(node.id);
    const parentId = ids.of(node.parentId!);
    const parentIds = paths.get(parentId)!;
    paths.set(id, `${parentIds}${id},`);
    records.push(
      nodeRecord(scope, node, id, parentId, parentIds, project.units[node.id] ?? undefined),
    );
  }
  await bulkInsert(db, 'cost_nodes', NODE_COLUMNS, records);
  await insertUnitRows(db, scope, ids, Object.values(project.units));
  await recomputeTotals(db, projectId);
  return projectId;
}

/**
 * A unit's fee table edited in the product is no longer the file's 表-04 / 表-13: its sources
 * drop them, so recomputeTotals computes the rows from then on (and the checks no longer read
 * the rows as the file's).
 */
export async function forgetStatedFees(db: Db, unitId: string): Promise<void> {
  await db.execute(
    sql`update ${costNodes} set sources = jsonb_build_object('tables', coalesce((select jsonb_agg(t) from jsonb_array_elements(sources->'tables') as t where t #>> '{}' not in ('fees', 'summary')), '[]'::jsonb)) where id = ${unitId} and sources is not null`,
  );
}

// ─── Totals ─────────────────────────────────────────────────────────────────────────────────

/** Whole cents of an amount (amounts carry 2 decimals, so sums in cents are exact). */
const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);

/**
 * Evaluates every unit's fee table (H1's evaluateFeeTable) and stores the row amounts, then the
 * node totals up the tree: 分部 Σ its bills and sub-divisions, 单位 the fee total (Σ bills,
 * measures and others without a fee table), 单项 Σ units, 建设项目 Σ singles; and the project's
 * amount. Answers the project amount and the number of units.
 */
/**
 * 总价措施 rows follow their base: amount = value(计算基础) × 费率 / 100 (and the adjusted amount
 * with the adjusted rate), rounded to 2 places, so correcting a bill keeps 安全文明施工费 and the
 * other rate-based measures in step. A base that is not a formula over the bill base codes (text
 * as some files write it) leaves the row's stated amount alone. Answers the rows that changed.
 */
function recomputeMeasures(unit: UnitData): Record<string, unknown>[] {
  if (unit.measures.length === 0) return [];
  const values: Record<string, number> = billBaseValues(unit);
  const changed: Record<string, unknown>[] = [];
  for (const measure of unit.measures) {
    const parsed = parseFormula(measure.base);
    if (!parsed.ast) continue;
    const codes = formulaSymbols(parsed.ast);
    if (codes.length === 0 || codes.some((code) => !(code in values))) continue;
    const base = evaluateFormula(parsed.ast, (code) => values[code]).value;
    const at = (rate: number) =>
      base.times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
    const amount = at(measure.rate);
    const adjustedAmount =
      measure.adjustedRate === null ? measure.adjustedAmount : at(measure.adjustedRate);
    if (amount === measure.amount && adjustedAmount === measure.adjustedAmount) continue;
    measure.amount = amount;
    measure.adjustedAmount = adjustedAmount;
    changed.push({ id: measure.id, amount, adjusted_amount: adjustedAmount });
  }
  return changed;
}

export async function recomputeTotals(
  db: Db,
  projectId: string,
): Promise<{ amount: string; units: number }> {
  const project = await loadProject(db, projectId, { billsSummed: true });
  const feeUpdates: Record<string, unknown>[] = [];
  const totals = new Map<string, number>();
  const add = (nodeId: string | null, value: number) => {
    if (nodeId !== null) totals.set(nodeId, (totals.get(nodeId) ?? 0) + value);
  };
  const nodeById = new Map(project.nodes.map((node) => [node.id, node]));
  // 分部: Σ bills directly under, then rolled up through nested divisions (deepest first).
  for (const unit of Object.values(project.units))
    for (const bill of unit.bills)
      if (bill.nodeId !== unit.unitId) add(bill.nodeId, cents(bill.amount));
  const depth = (node: ProjectNode) => {
    let d = 0;
    for (let p = node.parentId; p !== null; p = nodeById.get(p)?.parentId ?? null) d += 1;
    return d;
  };
  const divisions = project.nodes
    .filter((node) => node.level === 'division')
    .sort((a, b) => depth(b) - depth(a));
  for (const division of divisions) {
    const parent = division.parentId ? nodeById.get(division.parentId) : undefined;
    if (parent?.level === 'division') add(parent.id, totals.get(division.id) ?? 0);
  }
  const measureUpdates: Record<string, unknown>[] = [];
  for (const unit of Object.values(project.units)) {
    measureUpdates.push(...recomputeMeasures(unit));
    let unitTotal: number;
    // A fee table the file stated (表-04 / 表-13) keeps the file's amounts: the checks compare
    // them with the recomputation, which the fee engine gives on demand.
    const stated =
      unit.sources !== undefined &&
      (unit.sources.tables.includes('fees') || unit.sources.tables.includes('summary'));
    if (unit.fees.length > 0 && stated) {
      const totalRow = unit.fees.find((row) => row.isTotal);
      unitTotal = cents(totalRow?.amount ?? 0);
    } else if (unit.fees.length > 0) {
      const evaluated = evaluateFeeTable(unit);
      for (const row of unit.fees) {
        const amount = evaluated.amounts[row.id] ?? 0;
        if (amount !== row.amount) feeUpdates.push({ id: row.id, amount });
        row.amount = amount;
      }
      const totalRow = unit.fees.find((row) => row.isTotal);
      unitTotal = cents(totalRow?.amount ?? 0);
    } else {
      unitTotal = 0;
      for (const bill of unit.bills) unitTotal += cents(bill.amount);
      for (const measure of unit.measures)
        unitTotal += cents(measure.adjustedAmount ?? measure.amount);
      for (const other of unit.others) unitTotal += cents(other.amount);
    }
    totals.set(unit.unitId, unitTotal);
    const single = nodeById.get(unit.unitId)?.parentId ?? null;
    add(single, unitTotal);
  }
  const root = project.nodes.find((node) => node.level === 'project');
  for (const node of project.nodes)
    if (node.level === 'single') add(node.parentId, totals.get(node.id) ?? 0);
  // A 分部 of a unit imported from a file keeps the subtotal the file stated (the recomputed
  // Σ of its bills is what the checks compare it with); one the file left blank is filled.
  const fromFile = new Set(
    Object.values(project.units)
      .filter((unit) => unit.sources !== undefined)
      .map((unit) => unit.unitId),
  );
  const unitOf = (node: ProjectNode): string | null => {
    for (let at: ProjectNode | undefined = node; at; at = nodeById.get(at.parentId ?? ''))
      if (at.level === 'unit') return at.id;
    return null;
  };
  const nodeUpdates = project.nodes.flatMap((node) => {
    if (node.level === 'division' && node.amount !== null && fromFile.has(unitOf(node) ?? ''))
      return [];
    const total = fromCents(totals.get(node.id) ?? 0);
    node.amount = Number(total);
    return [{ id: node.id, amount: total }];
  });
  await bulkUpdate(
    db,
    'cost_measures',
    { amount: 'numeric', adjusted_amount: 'numeric' },
    measureUpdates,
  );
  await bulkUpdate(db, 'cost_fees', { amount: 'numeric' }, feeUpdates);
  await bulkUpdate(db, 'cost_nodes', { amount: 'numeric' }, nodeUpdates);
  const amount = fromCents(root ? (totals.get(root.id) ?? 0) : 0);
  await db.update(costProjects).set({ amount }).where(eq(costProjects.id, projectId));
  return { amount, units: Object.keys(project.units).length };
}
