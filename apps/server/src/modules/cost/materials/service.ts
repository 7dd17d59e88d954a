import type {
  Material,
  MaterialCatalogueGroup,
  MaterialCodingResult,
  MaterialKind,
  MaterialSource,
  MaterialSummary,
  TransformedTotal,
} from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costMaterialCodes, costNodes, costResources } from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { ProgressReporter } from '../../../http/progress';
import { findProjectRow } from '../store';
import { loadCatalogue, type Catalogue } from './catalogueTable';
import { conversionFactor, proposeCoding, transformQuantity } from './coding';

// The materials summary (材料汇总): resources rolled up from the bills' norms in SQL (PostgreSQL
// numeric arithmetic, exact), joined with each unit's resource list for name, spec, unit, kind
// and price, and with the project's codings to the standard catalogue.

/** Wide enough that sums of norm quantity × consumption never round. */
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

const KIND_ORDER: readonly MaterialKind[] = ['labour', 'material', 'main', 'equipment', 'machine'];
/** The source list's length limit (the totals always count every row). */
const SOURCE_LIMIT = 2000;

export interface MaterialScope {
  projectId: string;
  nodeId?: string | undefined;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const exact = (value: Dec): string => value.toFixed();
const money = (value: Dec): string => value.toFixed(2);

export interface ScopeNodes {
  /** Nodes the bills may hang under; null: the whole project. */
  nodeIds: string[] | null;
  unitNames: Map<string, string>;
}

/** The project (404 when the caller's company has no such project) and the node's subtree. */
export async function resolveScope(db: Db, scope: MaterialScope): Promise<ScopeNodes> {
  const project = await findProjectRow(db, scope.projectId);
  const nodes = await db
    .select({
      id: costNodes.id,
      parentIds: costNodes.parentIds,
      level: costNodes.level,
      name: costNodes.name,
    })
    .from(costNodes)
    .where(eq(costNodes.projectId, scope.projectId));
  const unitNames = new Map(
    nodes.filter((node) => node.level === 'unit').map((node) => [node.id, node.name]),
  );
  if (!scope.nodeId || scope.nodeId === project.rootNodeId) return { nodeIds: null, unitNames };
  const nodeId = scope.nodeId;
  if (!nodes.some((node) => node.id === nodeId)) throw recordNotFound();
  const nodeIds = nodes
    .filter((node) => node.id === nodeId || `,${node.parentIds}`.includes(`,${nodeId},`))
    .map((node) => node.id);
  return { nodeIds, unitNames };
}

const nodeFilter = (nodeIds: string[] | null): SQL =>
  nodeIds
    ? sql`and b.node_id in (select jsonb_array_elements_text(${JSON.stringify(nodeIds)}::jsonb))`
    : sql``;

interface ResourceInfo {
  name: string;
  spec: string;
  unit: string;
  kind: MaterialKind;
  price: Dec;
}

/** Each unit's resource list, keyed "unitId|code". */
async function resourceInfo(db: Db, projectId: string): Promise<Map<string, ResourceInfo>> {
  const rows = await db
    .select({
      unitId: costResources.unitId,
      code: costResources.code,
      name: costResources.name,
      spec: costResources.spec,
      unit: costResources.unit,
      kind: costResources.kind,
      price: costResources.price,
    })
    .from(costResources)
    .where(eq(costResources.projectId, projectId));
  return new Map(
    rows.map((row) => [
      `${row.unitId}|${row.code}`,
      {
        name: row.name,
        spec: row.spec,
        unit: row.unit,
        kind: row.kind as MaterialKind,
        price: new D(row.price),
      },
    ]),
  );
}

/** A resource a norm names that the unit's list lacks: shown by its code, priced 0. */
const unknownResource = (code: string): ResourceInfo => ({
  name: code,
  spec: '',
  unit: '',
  kind: 'material',
  price: new D(0),
});

export interface RolledMaterial {
  code: string;
  name: string;
  spec: string;
  unit: string;
  kind: MaterialKind;
  quantity: Dec;
  /** Σ per unit quantity × price, unrounded. */
  value: Dec;
  prices: Set<string>;
  units: Set<string>;
  /** Per unit: quantity and value. */
  byUnit: Map<string, { quantity: Dec; value: Dec }>;
}

/** The materials of a project or node: Σ norm quantity × consumption per resource code. */
export async function rollUpMaterials(db: Db, scope: MaterialScope): Promise<RolledMaterial[]> {
  const { nodeIds } = await resolveScope(db, scope);
  const [usage, info] = await Promise.all([
    db.execute(sql`
      select b.unit_id as "unitId", u->>'code' as code,
        sum((n->>'quantity')::numeric * (u->>'consumption')::numeric)::text as quantity
      from cost_bills b
      cross join lateral jsonb_array_elements(b.norms) n
      cross join lateral jsonb_array_elements(n->'resources') u
      where b.project_id = ${scope.projectId} ${nodeFilter(nodeIds)}
      group by 1, 2`),
    resourceInfo(db, scope.projectId),
  ]);
  const materials = new Map<string, RolledMaterial>();
  for (const row of rowsOf<{ unitId: string; code: string; quantity: string }>(usage)) {
    const resource = info.get(`${row.unitId}|${row.code}`) ?? unknownResource(row.code);
    const quantity = new D(row.quantity);
    const value = quantity.times(resource.price);
    let material = materials.get(row.code);
    if (!material) {
      material = {
        code: row.code,
        name: resource.name,
        spec: resource.spec,
        unit: resource.unit,
        kind: resource.kind,
        quantity: new D(0),
        value: new D(0),
        prices: new Set(),
        units: new Set(),
        byUnit: new Map(),
      };
      materials.set(row.code, material);
    }
    material.quantity = material.quantity.plus(quantity);
    material.value = material.value.plus(value);
    material.prices.add(resource.price.toFixed());
    material.units.add(row.unitId);
    material.byUnit.set(row.unitId, { quantity, value });
  }
  return [...materials.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || (a.code < b.code ? -1 : 1),
  );
}

type CodingRow = typeof costMaterialCodes.$inferSelect;

export async function codingsOf(db: Db, projectId: string): Promise<Map<string, CodingRow>> {
  const rows = await db
    .select()
    .from(costMaterialCodes)
    .where(eq(costMaterialCodes.projectId, projectId));
  return new Map(rows.map((row) => [row.resourceCode, row]));
}

function priceOf(material: RolledMaterial): string {
  if (material.prices.size === 1) return [...material.prices][0]!;
  return material.quantity.isZero()
    ? '0'
    : material.value.div(material.quantity).toDecimalPlaces(4).toFixed();
}

function materialOut(
  material: RolledMaterial,
  coding: CodingRow | undefined,
  catalogue: Catalogue,
): Material {
  const entry = coding?.catalogueCode ? catalogue.byCode.get(coding.catalogueCode) : undefined;
  const factor = coding?.transformFactor ?? null;
  const transformUnit = coding?.transformUnit ?? null;
  return {
    code: material.code,
    name: material.name,
    spec: material.spec,
    unit: material.unit,
    kind: material.kind,
    quantity: exact(material.quantity),
    price: priceOf(material),
    amount: money(material.value),
    unitCount: material.units.size,
    catalogueCode: coding?.catalogueCode ?? null,
    catalogueName: entry?.name ?? null,
    catalogueSpec: entry?.spec ?? null,
    catalogueUnit: entry?.unit ?? null,
    confidence: coding?.confidence ?? null,
    method: (coding?.catalogueCode ? coding.method : null) as Material['method'],
    confirmed: coding?.confirmed ?? false,
    transformUnit,
    transformFactor: factor === null ? null : new D(factor).toFixed(),
    transformedQuantity:
      factor === null || transformUnit === null
        ? null
        : transformQuantity(material.quantity.toFixed(), factor, transformUnit),
  };
}

export interface MaterialListQuery extends MaterialScope {
  kind?: MaterialKind | undefined;
  coding?: 'coded' | 'uncoded' | 'confirmed' | undefined;
  keyword?: string | undefined;
}

export async function queryMaterials(
  db: Db,
  query: MaterialListQuery,
  pageNo: number,
  pageSize: number,
) {
  const [materials, codings, catalogue] = await Promise.all([
    rollUpMaterials(db, query),
    codingsOf(db, query.projectId),
    loadCatalogue(db),
  ]);
  const keyword = query.keyword?.toLowerCase();
  const rows = materials
    .map((material) => materialOut(material, codings.get(material.code), catalogue))
    .filter(
      (row) =>
        (!query.kind || row.kind === query.kind) &&
        (!query.coding ||
          (query.coding === 'coded' && row.catalogueCode !== null) ||
          (query.coding === 'uncoded' && row.catalogueCode === null) ||
          (query.coding === 'confirmed' && row.confirmed)) &&
        (!keyword ||
          [row.code, row.name, row.spec, row.catalogueCode ?? ''].some((text) =>
            text.toLowerCase().includes(keyword),
          )),
    );
  return {
    pageNo,
    pageSize,
    total: rows.length,
    data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  };
}

function kindTotals(materials: readonly RolledMaterial[], value: (m: RolledMaterial) => Dec) {
  return KIND_ORDER.map((kind) => {
    const ofKind = materials.filter((material) => material.kind === kind);
    return {
      kind,
      count: ofKind.length,
      amount: money(ofKind.reduce((sum, material) => sum.plus(value(material)), new D(0))),
    };
  });
}

export async function materialSummary(db: Db, scope: MaterialScope): Promise<MaterialSummary> {
  const [materials, codings] = await Promise.all([
    rollUpMaterials(db, scope),
    codingsOf(db, scope.projectId),
  ]);
  const coded = materials.filter((material) => codings.get(material.code)?.catalogueCode);
  return {
    count: materials.length,
    amount: money(materials.reduce((sum, material) => sum.plus(material.value), new D(0))),
    coded: coded.length,
    confirmed: coded.filter((material) => codings.get(material.code)?.confirmed).length,
    kinds: kindTotals(materials, (material) => material.value),
  };
}

/** The material totals of each 单位工程 of a project. */
export async function unitSummaries(db: Db, projectId: string) {
  const [{ unitNames }, materials] = await Promise.all([
    resolveScope(db, { projectId }),
    rollUpMaterials(db, { projectId }),
  ]);
  return [...unitNames].map(([unitId, unitName]) => {
    const used = materials.filter((material) => material.byUnit.has(unitId));
    const valueIn = (material: RolledMaterial) => material.byUnit.get(unitId)?.value ?? new D(0);
    return {
      unitId,
      unitName,
      count: used.length,
      amount: money(used.reduce((sum, material) => sum.plus(valueIn(material)), new D(0))),
      kinds: kindTotals(used, valueIn),
    };
  });
}

interface SourceRow {
  resourceCode: string;
  billId: string;
  unitId: string;
  billCode: string;
  billName: string;
  billUnit: string;
  billQuantity: string;
  normCode: string;
  normName: string;
  normUnit: string;
  normQuantity: string;
  consumption: string;
  quantity: string;
}

/** The bills and norms that consume the resources `codes`; the quantities add up to the summary. */
export async function sourceBills(db: Db, scope: MaterialScope, codes: readonly string[]) {
  const { nodeIds, unitNames } = await resolveScope(db, scope);
  const [result, info] = await Promise.all([
    db.execute(sql`
      select u->>'code' as "resourceCode", b.id as "billId", b.unit_id as "unitId",
        b.code as "billCode", b.name as "billName", b.unit as "billUnit",
        b.quantity::text as "billQuantity", coalesce(n.value->>'code', '') as "normCode",
        coalesce(n.value->>'name', '') as "normName", coalesce(n.value->>'unit', '') as "normUnit",
        (n.value->>'quantity')::numeric::text as "normQuantity",
        (u->>'consumption')::numeric::text as consumption,
        ((n.value->>'quantity')::numeric * (u->>'consumption')::numeric)::text as quantity
      from cost_bills b
      cross join lateral jsonb_array_elements(b.norms) with ordinality as n(value, position)
      cross join lateral jsonb_array_elements(n.value->'resources') u
      where b.project_id = ${scope.projectId} ${nodeFilter(nodeIds)}
        and u->>'code' in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))
      order by b.unit_id, b.kind, b.seq, b.id, n.position`),
    resourceInfo(db, scope.projectId),
  ]);
  let quantity = new D(0);
  let amount = new D(0);
  const rows: MaterialSource[] = [];
  const all = rowsOf<SourceRow>(result);
  for (const row of all) {
    const price = info.get(`${row.unitId}|${row.resourceCode}`)?.price ?? unknownResource('').price;
    const lineQuantity = new D(row.quantity);
    const lineValue = lineQuantity.times(price);
    quantity = quantity.plus(lineQuantity);
    amount = amount.plus(lineValue);
    if (rows.length < SOURCE_LIMIT)
      rows.push({
        ...row,
        unitName: unitNames.get(row.unitId) ?? '',
        billQuantity: new D(row.billQuantity).toFixed(),
        normQuantity: new D(row.normQuantity).toFixed(),
        consumption: new D(row.consumption).toFixed(),
        quantity: exact(lineQuantity),
        price: price.toFixed(),
        amount: money(lineValue),
      });
  }
  return { rows, quantity: exact(quantity), amount: money(amount), total: all.length };
}

// ─── Coding ─────────────────────────────────────────────────────────────────────────────────

export async function upsertCodings(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  values: readonly {
    resourceCode: string;
    catalogueCode: string | null;
    confidence: string | null;
    method: string | null;
    confirmed: boolean;
  }[],
): Promise<void> {
  for (let start = 0; start < values.length; start += 1000) {
    const chunk = values.slice(start, start + 1000);
    await db
      .insert(costMaterialCodes)
      .values(
        chunk.map((value) => ({
          id: randomUUID(),
          companyId: actor.companyId,
          projectId,
          ...value,
          ...createdStamp(actor, now),
        })),
      )
      .onConflictDoUpdate({
        target: [costMaterialCodes.projectId, costMaterialCodes.resourceCode],
        set: {
          catalogueCode: sql`excluded.catalogue_code`,
          confidence: sql`excluded.confidence`,
          method: sql`excluded.method`,
          confirmed: sql`excluded.confirmed`,
          updatedAt: now,
          updatedBy: actor.userId,
        },
      });
  }
}

/**
 * Codes the project's resources (only `codes`, when given) to the catalogue: by code, else by
 * similarity; a confirmed coding is kept, a resource nothing fits is left (or made) uncoded.
 */
export async function autoCode(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  codes: readonly string[] | null,
  progress?: ProgressReporter,
): Promise<MaterialCodingResult> {
  progress?.stage('load', [0, 20]);
  const [materials, codings, catalogue] = await Promise.all([
    rollUpMaterials(db, { projectId }),
    codingsOf(db, projectId),
    loadCatalogue(db),
  ]);
  const wanted = codes ? new Set(codes) : null;
  const targets = wanted ? materials.filter((material) => wanted.has(material.code)) : materials;
  if (wanted && targets.length === 0)
    throw businessFailure('cost.material.notInProject', { code: [...wanted][0]! });
  progress?.stage('code', [20, 90]);
  const result: MaterialCodingResult = { coded: 0, uncoded: 0, kept: 0 };
  const values: Parameters<typeof upsertCodings>[4][number][] = [];
  targets.forEach((material, index) => {
    progress?.step(index, targets.length);
    const existing = codings.get(material.code);
    if (existing?.confirmed && existing.catalogueCode) {
      result.kept += 1;
      return;
    }
    const proposal = proposeCoding(material, catalogue.entries);
    if (proposal) {
      result.coded += 1;
      values.push({
        resourceCode: material.code,
        catalogueCode: proposal.catalogueCode,
        confidence: proposal.confidence.toFixed(4),
        method: proposal.method,
        confirmed: false,
      });
    } else {
      result.uncoded += 1;
      if (existing)
        values.push({
          resourceCode: material.code,
          catalogueCode: null,
          confidence: null,
          method: null,
          confirmed: false,
        });
    }
  });
  progress?.stage('save', [90, 99]);
  await upsertCodings(db, actor, now, projectId, values);
  progress?.finish();
  return result;
}

/** The material `code` of the project as the summary shows it, or a business failure. */
export async function oneMaterial(db: Db, projectId: string, code: string) {
  const material = (await rollUpMaterials(db, { projectId })).find((row) => row.code === code);
  if (!material) throw businessFailure('cost.material.notInProject', { code });
  return material;
}

export async function materialAfterChange(db: Db, projectId: string, material: RolledMaterial) {
  return materialOut(
    material,
    (await codingsOf(db, projectId)).get(material.code),
    await loadCatalogue(db),
  );
}

/** A person confirms or overrides a resource's coding. */
export async function setCoding(
  db: Db,
  actor: Actor,
  now: Date,
  input: { projectId: string; code: string; catalogueCode: string },
): Promise<Material> {
  if (!(await loadCatalogue(db)).byCode.has(input.catalogueCode))
    throw businessFailure('cost.material.catalogueUnknown', { code: input.catalogueCode });
  const material = await oneMaterial(db, input.projectId, input.code);
  await upsertCodings(db, actor, now, input.projectId, [
    {
      resourceCode: input.code,
      catalogueCode: input.catalogueCode,
      confidence: '1.0000',
      method: 'manual',
      confirmed: true,
    },
  ]);
  return materialAfterChange(db, input.projectId, material);
}

/** Clears the coding of resources; a kept conversion stays. */
export async function clearCodings(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  codes: readonly string[],
): Promise<{ cleared: number }> {
  await findProjectRow(db, projectId);
  const cleared = await db
    .update(costMaterialCodes)
    .set({
      catalogueCode: null,
      confidence: null,
      method: null,
      confirmed: false,
      ...updatedStamp(actor, now),
    })
    .where(
      and(
        eq(costMaterialCodes.projectId, projectId),
        inArray(costMaterialCodes.resourceCode, [...codes]),
        sql`${costMaterialCodes.catalogueCode} is not null`,
      ),
    )
    .returning({ id: costMaterialCodes.id });
  return { cleared: cleared.length };
}

/** 转换工程量: the target unit and factor of one resource (an empty unit removes it). */
export async function setTransform(
  db: Db,
  actor: Actor,
  now: Date,
  input: { projectId: string; code: string; transformUnit: string; factor?: string | null },
): Promise<Material> {
  const material = await oneMaterial(db, input.projectId, input.code);
  const unit = input.transformUnit.trim();
  let factor: string | null = null;
  if (unit) {
    if (input.factor) factor = new D(input.factor).toFixed();
    else {
      const derived = conversionFactor(material.unit, unit);
      if (!derived)
        throw businessFailure('cost.material.notConvertible', { from: material.unit, to: unit });
      factor = derived.toFixed();
    }
  }
  await db
    .insert(costMaterialCodes)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      projectId: input.projectId,
      resourceCode: input.code,
      transformUnit: unit || null,
      transformFactor: factor,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: [costMaterialCodes.projectId, costMaterialCodes.resourceCode],
      set: { transformUnit: unit || null, transformFactor: factor, ...updatedStamp(actor, now) },
    });
  return materialAfterChange(db, input.projectId, material);
}

/**
 * Coded materials' quantities in the catalogue's unit (or the conversion a person set), summed
 * by catalogue class and unit: 钢筋 in t, 商品混凝土 of every grade in m3 …
 */
export async function transformedTotals(db: Db, scope: MaterialScope): Promise<TransformedTotal[]> {
  const [materials, codings, catalogue] = await Promise.all([
    rollUpMaterials(db, scope),
    codingsOf(db, scope.projectId),
    loadCatalogue(db),
  ]);
  const totals = new Map<string, TransformedTotal & { sum: Dec }>();
  for (const material of materials) {
    const coding = codings.get(material.code);
    const entry = coding?.catalogueCode ? catalogue.byCode.get(coding.catalogueCode) : undefined;
    if (!entry) continue;
    let unit = entry.unit;
    let factor = conversionFactor(material.unit, entry.unit);
    if (coding?.transformUnit && coding.transformFactor) {
      unit = coding.transformUnit;
      factor = new D(coding.transformFactor);
    }
    if (!factor) continue;
    const key = `${entry.classCode}|${unit}`;
    const total = totals.get(key) ?? {
      classCode: entry.classCode,
      className: entry.className,
      unit,
      quantity: '0',
      count: 0,
      sum: new D(0),
    };
    total.sum = total.sum.plus(material.quantity.times(factor));
    total.count += 1;
    totals.set(key, total);
  }
  return [...totals.values()]
    .sort((a, b) => (a.classCode < b.classCode ? -1 : a.classCode > b.classCode ? 1 : 0))
    .map(({ sum, ...total }) => ({
      ...total,
      quantity: transformQuantity(sum.toFixed(), 1, total.unit),
    }));
}

/** Drops the codings of resources no norm of the project uses any more. */
export async function reSummarise(db: Db, projectId: string) {
  const [materials, codings] = await Promise.all([
    rollUpMaterials(db, { projectId }),
    codingsOf(db, projectId),
  ]);
  const used = new Set(materials.map((material) => material.code));
  const orphans = [...codings.values()].filter((row) => !used.has(row.resourceCode));
  if (orphans.length > 0)
    await db.delete(costMaterialCodes).where(
      inArray(
        costMaterialCodes.id,
        orphans.map((row) => row.id),
      ),
    );
  return { materials: materials.length, pruned: orphans.length };
}

/** The catalogue as the picker's tree. */
export async function catalogueTree(db: Db): Promise<MaterialCatalogueGroup[]> {
  return (await loadCatalogue(db)).groups.map((group) => ({
    code: group.code,
    name: group.name,
    spec: '',
    unit: '',
    level: 'group' as const,
    children: group.classes.map((cls) => ({
      code: cls.code,
      name: cls.name,
      spec: '',
      unit: '',
      level: 'class' as const,
      children: cls.materials.map((material) => ({ ...material, level: 'item' as const })),
    })),
  }));
}
