import type { BillItem, billQueryList, billSave, projectImportExcel } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../db/audit';
import { containing } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costBills,
  costNodes,
  costProjects,
  costResources,
  costUnusualMarks,
} from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import type { ProgressReporter } from '../../../http/progress';
import { businessFailure, Failure, recordNotFound } from '../../../http/failure';
import { ErrorCode } from '@ccms/api-client';
import type { Locale } from '../../../i18n';
import type { Norm } from '../engine/model';
import { readBillWorkbook, workbookUnits, type RowError } from '../billExcel/read';
import { feeTemplate } from '../fee/template';
import { bulkUpdate, findProjectRow, recomputeTotals, saveUnit } from '../store';
import { findNode } from './tree';

type BillRow = typeof costBills.$inferSelect;
type ListBody = HandlerInput<typeof billQueryList>['body'];
type SaveBody = HandlerInput<typeof billSave>['body'];
type ImportBody = HandlerInput<typeof projectImportExcel>['body'];

/** A number as the contract's decimal string (no exponent, at most 6 decimals). */
export function decimalText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const fixed = value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

const normOut = (norm: Norm) => ({
  code: norm.code,
  name: norm.name,
  unit: norm.unit,
  quantity: decimalText(norm.quantity),
  price: decimalText(norm.price),
  resources: norm.resources.map((use) => ({
    code: use.code,
    consumption: decimalText(use.consumption),
  })),
});

/** Division names from below the unit down to the node ("土石方工程 / 土方工程"). */
function pathNamer(nodes: readonly (typeof costNodes.$inferSelect)[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const cache = new Map<string, string>();
  return (nodeId: string): string => {
    const known = cache.get(nodeId);
    if (known !== undefined) return known;
    const names: string[] = [];
    for (let at = byId.get(nodeId); at && at.level === 'division'; at = byId.get(at.parentId ?? ''))
      names.unshift(at.name);
    const path = names.join(' / ');
    cache.set(nodeId, path);
    return path;
  };
}

function toBill(row: BillRow, nodePath: string): BillItem {
  return {
    id: row.id,
    nodeId: row.nodeId,
    nodePath,
    kind: row.kind as BillItem['kind'],
    seq: row.seq,
    code: row.code,
    name: row.name,
    features: row.features,
    unit: row.unit,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    amount: row.amount,
    provisional: row.provisional,
    labour: row.labour,
    material: row.material,
    machine: row.machine,
    overhead: row.overhead,
    profit: row.profit,
    normCount: (row.norms as Norm[]).length,
  };
}

async function nodesOfProject(db: Db, projectId: string) {
  return db.select().from(costNodes).where(eq(costNodes.projectId, projectId));
}

/** The bills under a unit or division (and every division beneath it). */
function scopeOf(
  node: typeof costNodes.$inferSelect,
  nodes: readonly (typeof costNodes.$inferSelect)[],
): SQL {
  if (node.level === 'unit') return eq(costBills.unitId, node.id);
  if (node.level === 'division') {
    const path = `${node.parentIds}${node.id},`;
    const ids = nodes
      .filter((row) => row.id === node.id || row.parentIds.startsWith(path))
      .map((row) => row.id);
    return and(eq(costBills.projectId, node.projectId), inArray(costBills.nodeId, ids))!;
  }
  // A single or the project: every bill beneath it.
  const path = `${node.parentIds}${node.id},`;
  const units = nodes
    .filter((row) => row.level === 'unit' && row.parentIds.startsWith(path))
    .map((row) => row.id);
  return units.length ? inArray(costBills.unitId, units) : sql`false`;
}

export async function listBills(db: Db, body: ListBody) {
  const params = body.params;
  if (!params) throw recordNotFound();
  const node = await findNode(db, params.nodeId);
  const nodes = await nodesOfProject(db, node.projectId);
  const conditions: SQL[] = [scopeOf(node, nodes)];
  if (params.kind) conditions.push(eq(costBills.kind, params.kind));
  if (params.billIds)
    conditions.push(params.billIds.length > 0 ? inArray(costBills.id, params.billIds) : sql`false`);
  if (params.unusual)
    conditions.push(
      sql`exists (select 1 from ${costUnusualMarks} m where m.bill_id = ${costBills.id})`,
    );
  if (params.keyword) {
    const pattern = containing(params.keyword);
    conditions.push(
      or(
        ilike(costBills.code, pattern),
        ilike(costBills.name, pattern),
        ilike(costBills.features, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ total: count() }).from(costBills).where(where);
  let pageNo = body.pageNo;
  if (params.billId) {
    const ranked = db
      .select({
        id: costBills.id,
        rank: sql<number>`row_number() over (order by ${costBills.kind}, ${costBills.seq}, ${costBills.id})`.as(
          'rank',
        ),
      })
      .from(costBills)
      .where(where)
      .as('ranked');
    const [found] = await db
      .select({ rank: ranked.rank })
      .from(ranked)
      .where(eq(ranked.id, params.billId));
    if (found) pageNo = Math.floor((Number(found.rank) - 1) / body.pageSize) + 1;
  }
  const rows = await db
    .select()
    .from(costBills)
    .where(where)
    .orderBy(asc(costBills.kind), asc(costBills.seq), asc(costBills.id))
    .limit(body.pageSize)
    .offset((pageNo - 1) * body.pageSize);
  const pathOf = pathNamer(nodes);
  const norms: Record<string, ReturnType<typeof normOut>[]> = {};
  for (const row of rows) norms[row.id] = (row.norms as Norm[]).map(normOut);
  return {
    pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => toBill(row, pathOf(row.nodeId))),
    norms,
  };
}

async function findBill(db: Db, id: string): Promise<BillRow> {
  const [row] = await db.select().from(costBills).where(eq(costBills.id, id));
  if (!row) throw recordNotFound();
  return row;
}

export async function getBill(db: Db, id: string) {
  const row = await findBill(db, id);
  const nodes = await nodesOfProject(db, row.projectId);
  return {
    ...toBill(row, pathNamer(nodes)(row.nodeId)),
    norms: (row.norms as Norm[]).map(normOut),
  };
}

/** Corrects a bill: 合价 = round(quantity × 综合单价, 2); the totals above it follow. */
export async function saveBill(db: Db, body: SaveBody): Promise<BillItem> {
  const row = await findBill(db, body.id);
  // As stored: quantity to 4 places, 综合单价 to 2; 合价 from the stored values.
  const quantity = new Decimal(body.quantity).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const unitPrice = new Decimal(body.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const amount = quantity.times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  await db
    .update(costBills)
    .set({
      name: body.name,
      features: body.features,
      unit: body.unit,
      quantity: quantity.toFixed(4),
      unitPrice: unitPrice.toFixed(2),
      amount,
    })
    .where(eq(costBills.id, row.id));
  await recomputeTotals(db, row.projectId);
  return toBill(
    await findBill(db, row.id),
    pathNamer(await nodesOfProject(db, row.projectId))(row.nodeId),
  );
}

// ─── Import ─────────────────────────────────────────────────────────────────────────────────

export const rowErrorIn = (locale: Locale) => (error: RowError) => ({
  sheet: error.sheet,
  row: error.row,
  column: error.column,
  message: error.message[locale],
  value: error.value ?? null,
});

const NO_COUNTS = { bills: 0, divisions: 0, measures: 0, others: 0, norms: 0, resources: 0 };

export const moneyText = (value: number | null) => (value === null ? null : value.toFixed(2));

/** The information sheet's labels that are project columns rather than features. */
const INFO_AREA = '建筑面积';
const INFO_FLOORS = '地上层数';

/**
 * The project information the file states, into the project: 建筑面积 and 地上层数 where the
 * project has none, and every label as a feature the project does not have yet. Answers the
 * features added.
 */
async function fillProjectInfo(
  db: Db,
  project: Awaited<ReturnType<typeof findProjectRow>>,
  info: Record<string, string>,
): Promise<Record<string, string>> {
  const features = { ...project.features };
  const added: Record<string, string> = {};
  for (const [label, value] of Object.entries(info))
    if (!(label in features) && value) {
      features[label] = value;
      added[label] = value;
    }
  const area = Number.parseFloat(info[INFO_AREA]?.replace(/,/g, '') ?? '');
  const floors = Number.parseInt(info[INFO_FLOORS] ?? '', 10);
  const update: Partial<typeof costProjects.$inferInsert> = {};
  if (Object.keys(added).length > 0) update.features = features;
  if (project.area === null && Number.isFinite(area) && area > 0) update.area = String(area);
  if (project.floors === null && Number.isInteger(floors) && floors > 0) update.floors = floors;
  if (Object.keys(update).length > 0)
    await db.update(costProjects).set(update).where(eq(costProjects.id, project.id));
  return added;
}

/** Every unit a workbook holds, read (one per sheet prefix, or the whole workbook as one unit). */
export async function readWorkbookUnits(content: Buffer, progress?: ProgressReporter) {
  const prefixes = workbookUnits(content);
  const reads = [];
  const errors: RowError[] = [];
  for (const [index, prefix] of (prefixes.length > 0 ? prefixes : [undefined]).entries()) {
    const modelUnitId = `import-unit-${index + 1}`;
    const result = await readBillWorkbook(content, {
      unitId: modelUnitId,
      sheetPrefix: prefix,
      onProgress: progress?.step,
    });
    if (result.ok) reads.push({ prefix, modelUnitId, ...result });
    else errors.push(...result.errors);
  }
  return { reads, errors };
}

/** A unit's name and code as the import saves it: the workbook's prefix when it holds several. */
export function importedUnitNaming(
  body: { name: string; code: string },
  prefix: string | undefined,
  several: boolean,
): { name: string; code: string } {
  return several
    ? { code: prefix!, name: `${body.name} ${prefix}` }
    : { code: body.code, name: body.name };
}

/**
 * Imports a bill workbook as new 单位工程 under a 单项 (导入清单: one per unit the workbook holds),
 * or its resource prices into an existing 单位 (导入材料). The file's own figures are kept: 分部
 * subtotals, and 表-04 / 表-13 as the unit's fee rows (the template's fee table when the file has
 * none and body.fee is 1). A workbook that cannot be read fails with the per-row report as data;
 * flaws of a readable file (duplicate codes, a resource at two prices) are the checks' findings.
 */
export async function importBills(
  db: Db,
  actor: Actor,
  now: Date,
  body: ImportBody,
  content: Buffer,
  locale: Locale,
  progress?: ProgressReporter,
) {
  const project = await findProjectRow(db, body.projectId);
  const node = await findNode(db, body.projectNodeId);
  if (node.projectId !== project.id) throw recordNotFound();
  const materials = body.putStorage === '导入材料';
  if (materials ? node.level !== 'unit' : node.level !== 'single')
    throw businessFailure(materials ? 'cost.import.needUnit' : 'cost.import.needSingle');
  progress?.stage('read', [0, 60]);
  const { reads, errors } = await readWorkbookUnits(content, progress);
  if (errors.length > 0) {
    const list = errors.map(rowErrorIn(locale));
    throw new Failure(
      ErrorCode.business,
      'cost.import.rowErrors',
      { count: list.length },
      undefined,
      {
        unitId: null,
        ...NO_COUNTS,
        errors: list,
      },
    );
  }
  progress?.stage('save', [60, 60]);
  if (materials) {
    const answer = await importMaterials(db, node.id, reads[0]!.unit.resources);
    progress?.finish();
    return answer;
  }
  const units = [];
  for (const read of reads) {
    const { unit, modelUnitId } = read;
    const fees =
      unit.fees.length > 0
        ? unit.fees
        : body.fee === 1
          ? feeTemplate(
              project.taxMethod as 'general' | 'simple',
              modelUnitId,
              (code) => `fee-${modelUnitId}-${code}`,
            )
          : [];
    const naming = importedUnitNaming(body, read.prefix, reads.length > 1);
    const { unitId, counts } = await saveUnit(db, actor, now, project.id, node.id, {
      node: {
        ...naming,
        area: body.area === null ? null : Number(body.area),
      },
      data: { ...unit, unitId: modelUnitId, fees },
      divisions: unit.divisions,
    });
    units.push({
      unitId,
      ...naming,
      tables: unit.sources.tables,
      ...counts,
      fees: unit.fees.length,
      totals: {
        total: moneyText(read.totals.total),
        lawfee: moneyText(read.totals.lawfee),
        tax: moneyText(read.totals.tax),
      },
    });
  }
  const info = Object.assign({}, ...reads.map((read) => read.info)) as Record<string, string>;
  const features = await fillProjectInfo(db, project, info);
  progress?.stage('compute', [90, 90]);
  await recomputeTotals(db, project.id);
  progress?.finish();
  const first = units[0]!;
  return {
    unitId: first.unitId,
    bills: first.bills,
    divisions: first.divisions,
    measures: first.measures,
    others: first.others,
    norms: first.norms,
    resources: first.resources,
    errors: [],
    units,
    features,
  };
}

/** 导入材料: the workbook's resource prices onto the unit's resources of the same code. */
async function importMaterials(
  db: Db,
  unitId: string,
  resources: readonly { code: string; price: number; infoPrice: number | null }[],
) {
  const existing = await db
    .select({ id: costResources.id, code: costResources.code })
    .from(costResources)
    .where(eq(costResources.unitId, unitId));
  const idOf = new Map(existing.map((row) => [row.code, row.id]));
  const updates = resources
    .filter((resource) => idOf.has(resource.code))
    .map((resource) => ({
      id: idOf.get(resource.code)!,
      price: resource.price,
      info_price: resource.infoPrice,
    }));
  await bulkUpdate(db, 'cost_resources', { price: 'numeric', info_price: 'numeric' }, updates);
  return { unitId, ...NO_COUNTS, resources: updates.length, errors: [] };
}
