/**
 * The demo project library: for each kind of the demo projects, LIBRARY_MIN_SAMPLES (30) small
 * generated projects of the kind, so the library statistics, the quality checks' library ranges
 * and the unusual-data checks compare the demo projects with a real library on `npm start`.
 *
 * Small projects (150–300 bills) from the sample generator, each with its own seed (its own price
 * level, storeys, region and area); a few carry planted outliers (a bill or a resource priced far
 * off) the way a real library does. Opt-in (`seedOrTopUp(…, { demoLibrary: true })`): the server's
 * start seeds it, test apps do not (their checks keep the DOMAIN.md defaults).
 */
import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  costBills,
  costFees,
  costMeasures,
  costNodes,
  costOthers,
  costProjects,
  costResources,
  projectKinds,
} from '../../../db/schema';
import type { CostProject, ProjectKindCode, ProjectNode } from '../engine/model';
import { round } from '../engine/model';
import { LIBRARY_MIN_SAMPLES } from '../quality/checks/support-bill';
import { BID_RATES, CONTROL_RATES } from '../sample/catalogue';
import { generateProject } from '../sample/generator';
import { priceBills, priceNodes, priceUnitTotals } from '../sample/pricing';
import { rng } from '../sample/prng';
import { DEMO_COST_PROJECT_ID, DEMO_COST_PROJECTS } from '../seed';
import {
  BILL_COLUMNS,
  bulkInsert,
  FEE_COLUMNS,
  feeRecords,
  MEASURE_COLUMNS,
  OTHER_COLUMNS,
  recomputeTotals,
  RESOURCE_COLUMNS,
} from '../store';

/** Library projects per demo kind. */
export const DEMO_LIBRARY_SIZE = LIBRARY_MIN_SAMPLES;

/** The id of the n-th (0-based) library project of a kind. */
export function demoLibraryId(kind: ProjectKindCode, index: number): string {
  return `cost-lib-${kind}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * Every 10th library project carries an outlier, as a real library does: one material of one unit
 * project priced 2.5–4 × (its bills, fee table and totals priced again from it).
 */
function plantOutlier(project: CostProject, seed: number): void {
  const r = rng(seed ^ 0x5bd1e995);
  const units = Object.values(project.units).filter((unit) =>
    unit.resources.some((res) => res.kind === 'material' && res.quantity > 0),
  );
  if (units.length === 0) return;
  const unit = r.pick(units);
  const resource = r.pick(
    unit.resources.filter((res) => res.kind === 'material' && res.quantity > 0),
  );
  resource.price = round(resource.price * r.range(2.5, 4), 2);
  priceBills(unit, project.fileType === 'control' ? CONTROL_RATES : BID_RATES);
  priceUnitTotals(unit);
  priceNodes(project);
}

export interface LibraryEntry {
  id: string;
  code: string;
  projectKindId: string;
  project: CostProject;
}

/**
 * Keeps the first building (单项) of a generated project and what lies under it: a library project
 * of one building is a third of the rows (units, divisions, fee tables) for the same bills. The
 * area, special units and features follow the building; the totals are priced again.
 */
export function keepFirstSingle(project: CostProject): void {
  const singles = project.nodes.filter((node) => node.level === 'single');
  if (singles.length <= 1) return;
  const kept = singles[0]!;
  const byId = new Map(project.nodes.map((node) => [node.id, node]));
  const inKept = (id: string): boolean => {
    for (let at = byId.get(id); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.id === kept.id) return true;
      if (at.level === 'single') return false;
    }
    return true; // the 建设项目
  };
  project.nodes = project.nodes.filter((node) => inKept(node.id));
  for (const unitId of Object.keys(project.units))
    if (!byId.has(unitId) || !inKept(unitId)) delete project.units[unitId];
  const total = project.area ?? 0;
  const area = kept.area ?? total;
  const ratio = total > 0 ? area / total : 1;
  project.area = area;
  const root = project.nodes.find((node) => node.level === 'project');
  if (root) root.area = area;
  for (const [key, value] of Object.entries(project.specialUnits))
    project.specialUnits[key as keyof CostProject['specialUnits']] = Math.round(value * ratio);
  project.features = {
    ...project.features,
    建筑面积: `${area.toFixed(2)} m²`,
    单体数量: '1',
  };
  priceNodes(project);
}

const MIN_BILLS = 150;
const MAX_BILLS = 300;

function billCount(project: CostProject): number {
  return Object.values(project.units).reduce((sum, unit) => sum + unit.bills.length, 0);
}

function onlyFirstSingle(project: CostProject): CostProject {
  keepFirstSingle(project);
  return project;
}

/** The library projects of the demo kinds, generated (pure; the seed's input). */
export function demoLibraryProjects(): LibraryEntry[] {
  const out: LibraryEntry[] = [];
  for (const demo of DEMO_COST_PROJECTS) {
    const r = rng(demo.seed ^ 0x1b873593);
    for (let index = 0; index < DEMO_LIBRARY_SIZE; index++) {
      const seed = demo.seed * 100 + index + 1;
      const wanted = r.int(MIN_BILLS + 20, MAX_BILLS - 30);
      let project = onlyFirstSingle(generateProject({ kind: demo.kind, items: wanted * 2, seed }));
      const bills = billCount(project);
      if (bills < MIN_BILLS || bills > MAX_BILLS)
        project = onlyFirstSingle(
          generateProject({
            kind: demo.kind,
            items: Math.round((wanted * 2 * wanted) / bills),
            seed,
          }),
        );
      if (index % 10 === 7) plantOutlier(project, seed);
      const id = demoLibraryId(demo.kind, index);
      out.push({
        id,
        code: id.replace(/^cost-lib-/, 'LIB-'),
        projectKindId: demo.projectKindId,
        project,
      });
    }
  }
  return out;
}

// ── Writing: the whole library in a few statements ──────────────────────────────────────────
//
// saveProject writes one project at a time (about 40 statements and a reload for its totals,
// ~0.1 s each). The library's 90 projects are written together instead: one chunked insert per
// table over all of them, rows as saveProject makes them. The generator's totals are already
// those recomputeTotals gives (tested), so nothing is reloaded.

/**
 * The stored id of a library project's row: the project id and a digest of the generator's id
 * (deterministic, unique, and within the contract's id pattern `[A-Za-z0-9_-]{1,64}` the pages
 * send back — a `project:row` id was refused as 编号格式不正确 when a unit was opened).
 */
export function libraryRowId(projectId: string, modelId: string): string {
  return `${projectId}-${createHash('sha256').update(modelId).digest('hex').slice(0, 20)}`;
}

const AUDIT = {
  created_at: 'timestamptz',
  created_by: 'text',
  updated_at: 'timestamptz',
  updated_by: 'text',
} as const;
const OWNED = { id: 'text', company_id: 'text', project_id: 'text' } as const;
const PROJECT_COLUMNS = {
  id: 'text',
  company_id: 'text',
  root_node_id: 'text',
  name: 'text',
  code: 'text',
  kind: 'text',
  project_kind_id: 'text',
  file_type: 'text',
  tax_method: 'text',
  region: 'text',
  price_date: 'date',
  area: 'numeric',
  floors: 'integer',
  features: 'jsonb',
  special_units: 'jsonb',
  amount: 'numeric',
  ...AUDIT,
} as const;
const NODE_COLUMNS = {
  ...OWNED,
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
  ...AUDIT,
} as const;
interface Rows {
  projects: Record<string, unknown>[];
  nodes: Record<string, unknown>[];
  bills: Record<string, unknown>[];
  measures: Record<string, unknown>[];
  others: Record<string, unknown>[];
  resources: Record<string, unknown>[];
  fees: Record<string, unknown>[];
}

function addRows(
  rows: Rows,
  entry: LibraryEntry,
  companyId: string,
  projectKindId: string | null,
  stamp: Record<keyof typeof AUDIT, string>,
): void {
  const { id: projectId, project } = entry;
  const own = (id: string) => libraryRowId(projectId, id);
  const base = { company_id: companyId, project_id: projectId };
  const root = project.nodes.find((node) => node.level === 'project')!;
  rows.projects.push({
    id: projectId,
    company_id: companyId,
    root_node_id: own(root.id),
    name: project.name,
    code: entry.code,
    kind: project.kind,
    project_kind_id: projectKindId,
    file_type: project.fileType,
    tax_method: project.taxMethod,
    region: project.region,
    price_date: project.priceDate,
    area: project.area,
    floors: project.floors,
    features: project.features,
    special_units: project.specialUnits,
    amount: root.amount ?? 0,
    ...stamp,
  });
  const byId = new Map(project.nodes.map((node) => [node.id, node]));
  const pathOf = (node: ProjectNode): string => {
    let path = '';
    for (let at = node.parentId; at !== null; at = byId.get(at)?.parentId ?? null)
      path = `${own(at)},${path}`;
    return path;
  };
  for (const node of project.nodes) {
    const unit = project.units[node.id];
    rows.nodes.push({
      ...base,
      id: own(node.id),
      parent_id: node.parentId === null ? null : own(node.parentId),
      parent_ids: pathOf(node),
      level: node.level,
      code: node.code,
      name: node.name,
      sort: node.sort,
      amount: node.amount,
      area: node.area,
      labour_day_rate: unit?.labourDayRate ?? null,
      published_labour_day_rate: unit?.publishedLabourDayRate ?? null,
      ...stamp,
    });
  }
  for (const unit of Object.values(project.units)) {
    const unitId = own(unit.unitId);
    const onUnit = { ...base, unit_id: unitId };
    for (const bill of unit.bills)
      rows.bills.push({
        ...onUnit,
        id: own(bill.id),
        node_id: byId.has(bill.nodeId) ? own(bill.nodeId) : unitId,
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
      });
    unit.measures.forEach((measure, index) =>
      rows.measures.push({
        ...onUnit,
        id: own(`m${index}|${measure.id}`),
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
    unit.others.forEach((other, index) =>
      rows.others.push({
        ...onUnit,
        id: own(`o${index}|${other.id}`),
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
    unit.resources.forEach((resource, index) =>
      rows.resources.push({
        ...onUnit,
        id: own(resource.id),
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
    rows.fees.push(
      ...feeRecords({ companyId, projectId }, unitId, unit.fees, {
        of: (id) => own(`${unit.unitId}|${id}`),
      }),
    );
  }
}

/**
 * With the library, the demo project gets the outliers a reviewer would look for, so the
 * unusual-data checks have something to show on `npm start`: its first column (矩形柱 010502)
 * priced 2.6 × and C30 concrete (80210023) of its first unit that uses it priced 3 ×. The bill's
 * amount and the project's totals follow (recomputeTotals); the resource's bills keep their prices,
 * as after an import of material prices. Only when the library is first seeded.
 */
async function plantDemoOutliers(db: Db): Promise<void> {
  const [bill] = await db
    .select({ id: costBills.id, quantity: costBills.quantity, unitPrice: costBills.unitPrice })
    .from(costBills)
    .where(
      and(
        eq(costBills.projectId, DEMO_COST_PROJECT_ID),
        eq(costBills.kind, 'item'),
        like(costBills.code, '010502%'),
      ),
    )
    .orderBy(asc(costBills.unitId), asc(costBills.seq))
    .limit(1);
  if (!bill) return;
  const unitPrice = new Decimal(bill.unitPrice).times(2.6).toDecimalPlaces(2);
  await db
    .update(costBills)
    .set({
      unitPrice: unitPrice.toFixed(2),
      amount: unitPrice.times(bill.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    })
    .where(eq(costBills.id, bill.id));
  const [resource] = await db
    .select({ id: costResources.id, price: costResources.price })
    .from(costResources)
    .where(
      and(eq(costResources.projectId, DEMO_COST_PROJECT_ID), eq(costResources.code, '80210023')),
    )
    .orderBy(asc(costResources.unitId))
    .limit(1);
  if (resource)
    await db
      .update(costResources)
      .set({ price: new Decimal(resource.price).times(3).toFixed(2) })
      .where(eq(costResources.id, resource.id));
  await recomputeTotals(db, DEMO_COST_PROJECT_ID);
}

/** The contract's id pattern (idSchema): a row id outside it cannot be asked for by the pages. */
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Saves the demo library the company lacks (projects it already has are left as they are), and
 * writes again the rows of library projects seeded with ids the contract refuses (`project:row`,
 * before libraryRowId): their nodes, bills, measures, others, resources and fee tables.
 */
export async function seedDemoLibrary(
  db: Db,
  companyId: string,
  now: Date,
  userId = 'system',
): Promise<number> {
  const wanted = demoLibraryProjects();
  const existingRoots = new Map(
    (
      await db
        .select({ id: costProjects.id, root: costProjects.rootNodeId })
        .from(costProjects)
        .where(
          inArray(
            costProjects.id,
            wanted.map((entry) => entry.id),
          ),
        )
    ).map((row) => [row.id, row.root]),
  );
  const missing = wanted.filter((entry) => !existingRoots.has(entry.id));
  const stale = wanted.filter((entry) => {
    const root = existingRoots.get(entry.id);
    return root !== undefined && root !== null && !VALID_ID.test(root);
  });
  if (missing.length === 0 && stale.length === 0) return 0;
  const kinds = new Set(
    (
      await db
        .select({ id: projectKinds.id })
        .from(projectKinds)
        .where(eq(projectKinds.companyId, companyId))
    ).map((row) => row.id),
  );
  const at = now.toISOString();
  const stamp = { created_at: at, created_by: userId, updated_at: at, updated_by: userId };
  const rows: Rows = {
    projects: [],
    nodes: [],
    bills: [],
    measures: [],
    others: [],
    resources: [],
    fees: [],
  };
  for (const entry of [...missing, ...stale])
    addRows(
      rows,
      entry,
      companyId,
      kinds.has(entry.projectKindId) ? entry.projectKindId : null,
      stamp,
    );
  if (stale.length > 0) {
    const staleIds = stale.map((entry) => entry.id);
    for (const table of [costFees, costResources, costOthers, costMeasures, costBills, costNodes])
      await db.delete(table).where(inArray(table.projectId, staleIds));
    for (const project of rows.projects.filter((row) => staleIds.includes(row.id as string)))
      await db
        .update(costProjects)
        .set({ rootNodeId: project.root_node_id as string })
        .where(eq(costProjects.id, project.id as string));
  }
  const missingIds = new Set(missing.map((entry) => entry.id));
  await bulkInsert(
    db,
    'cost_projects',
    PROJECT_COLUMNS,
    rows.projects.filter((row) => missingIds.has(row.id as string)),
  );
  await bulkInsert(db, 'cost_nodes', NODE_COLUMNS, rows.nodes);
  await bulkInsert(db, 'cost_bills', BILL_COLUMNS, rows.bills);
  await bulkInsert(db, 'cost_measures', MEASURE_COLUMNS, rows.measures);
  await bulkInsert(db, 'cost_others', OTHER_COLUMNS, rows.others);
  await bulkInsert(db, 'cost_resources', RESOURCE_COLUMNS, rows.resources);
  await bulkInsert(db, 'cost_fees', FEE_COLUMNS, rows.fees);
  if (existingRoots.size === 0) await plantDemoOutliers(db);
  return missing.length + stale.length;
}
