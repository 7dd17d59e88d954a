import {
  ErrorCode,
  type CostKindNode,
  type FeatureValues,
  type KindAttr,
  type ProjectBaseFeature,
  type featureSaveBase,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costKindAttrs,
  costKinds,
  costNodeFeatures,
  costNodes,
  costProjectKinds,
  costProjects,
} from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { businessFailure, Failure, recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import { findProjectRow } from '../store';
import { COST_INDUSTRIES, INDUSTRIES_OF, type CostIndustry } from './catalogue';
import { checkFeatures, displayValue, leadingNumber, type FeatureAttr } from './features';

type KindRow = typeof costKinds.$inferSelect;
type AttrRow = typeof costKindAttrs.$inferSelect;
type ProjectRow = typeof costProjects.$inferSelect;

/** The company's kinds (a few dozen rows), in tree order within each level. */
export async function loadKinds(db: Db): Promise<KindRow[]> {
  return db.select().from(costKinds).orderBy(asc(costKinds.level), asc(costKinds.sort));
}

function kindNodes(kinds: readonly KindRow[], parentId: string | null, level: number) {
  const parents = new Set(kinds.map((kind) => kind.parentId));
  return kinds
    .filter((kind) => kind.level === level && kind.parentId === parentId)
    .map((kind): CostKindNode => ({
      id: kind.id,
      parentId: kind.parentId,
      level: kind.level,
      code: kind.code,
      name: kind.name,
      costIndustry: kind.costIndustry,
      sort: kind.sort,
      hasChildren: parents.has(kind.id),
    }));
}

export async function kindTree(db: Db, level: 1 | 2 | 3, parentId: string | null) {
  return kindNodes(await loadKinds(db), parentId, level);
}

/** The kind and its ancestors, root first. */
function chainOf(kinds: readonly KindRow[], kindId: string): KindRow[] {
  const byId = new Map(kinds.map((kind) => [kind.id, kind]));
  const chain: KindRow[] = [];
  for (let at = byId.get(kindId); at; at = at.parentId ? byId.get(at.parentId) : undefined)
    chain.unshift(at);
  return chain;
}

const pathOf = (chain: readonly KindRow[]) => chain.map((kind) => kind.name).join(' / ');

/** The attributes a kind asks for, its ancestors' first; a sub-kind's attribute of the same name wins. */
export async function kindAttrs(
  db: Db,
  kindId: string,
  scope?: 'project' | 'node',
  kinds?: KindRow[],
): Promise<KindAttr[]> {
  const all = kinds ?? (await loadKinds(db));
  const chain = chainOf(all, kindId);
  if (chain.length === 0) throw recordNotFound();
  const rows = await db
    .select()
    .from(costKindAttrs)
    .where(
      inArray(
        costKindAttrs.kindId,
        chain.map((kind) => kind.id),
      ),
    );
  const depth = new Map(chain.map((kind, index) => [kind.id, index]));
  const names = new Map(chain.map((kind) => [kind.id, kind.name]));
  const byName = new Map<string, AttrRow>();
  const sorted = rows
    .filter((row) => !scope || row.scope === scope)
    .sort((a, b) => depth.get(a.kindId)! - depth.get(b.kindId)! || a.sort - b.sort);
  for (const row of sorted) byName.set(`${row.scope}|${row.name}`, row);
  // Keep the first declaration's place, the deepest declaration's content.
  const order: string[] = [];
  for (const row of sorted)
    if (!order.includes(`${row.scope}|${row.name}`)) order.push(`${row.scope}|${row.name}`);
  return order.map((key) => {
    const row = byName.get(key)!;
    return {
      id: row.id,
      kindId: row.kindId,
      kindName: names.get(row.kindId)!,
      name: row.name,
      type: row.type as KindAttr['type'],
      unit: row.unit,
      options: row.options,
      required: row.required,
      scope: row.scope as KindAttr['scope'],
      min: row.min === null ? null : new Decimal(row.min).toString(),
      max: row.max === null ? null : new Decimal(row.max).toString(),
      sort: row.sort,
    };
  });
}

export function costIndustries(locale: Locale) {
  return COST_INDUSTRIES.map((industry) => ({ value: industry.value, label: industry[locale] }));
}

/** The 专业 of a kind (treeId): those its industry is usually split into. */
export async function kindSpecials(db: Db, treeId: string, locale: Locale) {
  const [kind] = await db.select().from(costKinds).where(eq(costKinds.id, treeId));
  if (!kind) throw recordNotFound();
  const own = (kind.costIndustry ?? 'building') as CostIndustry;
  const values = new Set<string>(INDUSTRIES_OF[own] ?? [own]);
  return costIndustries(locale).filter((option) => values.has(option.value));
}

/** A project's kind: the one it was filed under, else the level-3 kind of its engine kind code. */
async function projectKindId(db: Db, project: ProjectRow, kinds: readonly KindRow[]) {
  const [link] = await db
    .select({ kindId: costProjectKinds.kindId })
    .from(costProjectKinds)
    .where(eq(costProjectKinds.projectId, project.id));
  if (link) return link.kindId;
  if (!project.kind) return null;
  return kinds.find((kind) => kind.level === 3 && kind.code === project.kind)?.id ?? null;
}

/** Every kind with the count of the company's projects under it, in tree order (depth first). */
export async function kindCounts(db: Db) {
  const kinds = await loadKinds(db);
  const projects = await db
    .select({ id: costProjects.id, kind: costProjects.kind, linked: costProjectKinds.kindId })
    .from(costProjects)
    .leftJoin(costProjectKinds, eq(costProjectKinds.projectId, costProjects.id));
  const byCode = new Map(
    kinds.filter((kind) => kind.level === 3 && kind.code).map((kind) => [kind.code!, kind.id]),
  );
  const byId = new Map(kinds.map((kind) => [kind.id, kind]));
  const counts = new Map<string, number>();
  for (const project of projects) {
    const kindId = project.linked ?? (project.kind ? byCode.get(project.kind) : undefined);
    for (let at = kindId ? byId.get(kindId) : undefined; at;) {
      counts.set(at.id, (counts.get(at.id) ?? 0) + 1);
      at = at.parentId ? byId.get(at.parentId) : undefined;
    }
  }
  const out: { id: string; parentId: string | null; level: number; name: string; count: number }[] =
    [];
  const walk = (parentId: string | null) => {
    for (const kind of kinds.filter((row) => row.parentId === parentId)) {
      out.push({
        id: kind.id,
        parentId: kind.parentId,
        level: kind.level,
        name: kind.name,
        count: counts.get(kind.id) ?? 0,
      });
      walk(kind.id);
    }
  };
  walk(null);
  return out;
}

/** The functions (level-3 kinds of the project's category) its nodes' features may be given for. */
export async function selectFunctions(db: Db, projectId: string) {
  const project = await findProjectRow(db, projectId);
  const kinds = await loadKinds(db);
  const own = await projectKindId(db, project, kinds);
  const root = own ? chainOf(kinds, own)[0] : undefined;
  const used = new Set(
    (
      await db
        .select({ functionId: costNodeFeatures.functionId })
        .from(costNodeFeatures)
        .where(eq(costNodeFeatures.projectId, projectId))
    ).map((row) => row.functionId),
  );
  const under = (kind: KindRow) => !root || chainOf(kinds, kind.id)[0]?.id === root.id;
  return kinds
    .filter((kind) => kind.level === 3 && under(kind))
    .map((kind) => ({
      id: kind.id,
      name: kind.name,
      selected: kind.id === own || used.has(kind.id),
    }));
}

// ── Features ────────────────────────────────────────────────────────────────────────────────

export async function baseFeature(db: Db, projectId: string): Promise<ProjectBaseFeature> {
  const project = await findProjectRow(db, projectId);
  const kinds = await loadKinds(db);
  const kindId = await projectKindId(db, project, kinds);
  return {
    projectId: project.id,
    name: project.name,
    kindId,
    kindPath: kindId ? pathOf(chainOf(kinds, kindId)) : '',
    area: project.area === null ? null : new Decimal(project.area).toFixed(2),
    floors: project.floors,
    region: project.region,
    priceDate: project.priceDate,
    taxMethod: project.taxMethod as ProjectBaseFeature['taxMethod'],
  };
}

type BaseBody = HandlerInput<typeof featureSaveBase>['body'];

export async function saveBaseFeature(
  db: Db,
  actor: Actor,
  now: Date,
  body: BaseBody,
): Promise<ProjectBaseFeature> {
  const project = await findProjectRow(db, body.projectId);
  const [kind] = await db.select().from(costKinds).where(eq(costKinds.id, body.kindId));
  if (!kind) throw recordNotFound();
  if (kind.level !== 3) throw businessFailure('cost.kind.notLeaf', { name: kind.name });
  await db
    .update(costProjects)
    .set({
      area: body.area,
      floors: body.floors,
      region: body.region,
      ...(kind.code ? { kind: kind.code } : {}),
      ...updatedStamp(actor, now),
    })
    .where(eq(costProjects.id, project.id));
  await db
    .insert(costProjectKinds)
    .values({
      projectId: project.id,
      companyId: project.companyId,
      kindId: kind.id,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: costProjectKinds.projectId,
      set: { kindId: kind.id, ...updatedStamp(actor, now) },
    });
  return baseFeature(db, project.id);
}

const attrOf = (attr: KindAttr): FeatureAttr => attr;

function featureValues(
  kindId: string | null,
  attrs: readonly KindAttr[],
  stored: Readonly<Record<string, string>>,
): FeatureValues {
  const declared = new Set(attrs.map((attr) => attr.name));
  return {
    kindId,
    fields: attrs.map((attr) => ({
      ...attr,
      value: displayValue(attrOf(attr), stored[attr.name]),
    })),
    extra: Object.entries(stored)
      .filter(([name]) => !declared.has(name))
      .map(([name, value]) => ({ name, value })),
  };
}

/** The failure of a feature save: every error as data.errors, the first one in the message. */
function featureFailure(
  errors: readonly { name: string; message: Record<Locale, string> }[],
  locale: Locale,
): Failure {
  return new Failure(
    ErrorCode.business,
    'cost.feature.invalid',
    { count: errors.length, first: errors[0]!.message[locale] },
    undefined,
    { errors: errors.map((error) => ({ name: error.name, message: error.message[locale] })) },
  );
}

export async function projectFeatures(db: Db, projectId: string): Promise<FeatureValues> {
  const project = await findProjectRow(db, projectId);
  const kinds = await loadKinds(db);
  const kindId = await projectKindId(db, project, kinds);
  const attrs = kindId ? await kindAttrs(db, kindId, 'project', kinds) : [];
  return featureValues(kindId, attrs, project.features);
}

export async function saveProjectFeatures(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  input: Record<string, string>,
  locale: Locale,
): Promise<FeatureValues> {
  const project = await findProjectRow(db, projectId);
  const kinds = await loadKinds(db);
  const kindId = await projectKindId(db, project, kinds);
  if (!kindId) throw businessFailure('cost.kind.missing');
  const attrs = await kindAttrs(db, kindId, 'project', kinds);
  const check = checkFeatures(attrs.map(attrOf), input);
  if (check.errors.length > 0) throw featureFailure(check.errors, locale);
  const declared = new Set(attrs.map((attr) => attr.name));
  // Features no attribute declares (工程类型, 建设地点 …) are kept, and may be edited as text.
  const extra: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...project.features, ...input }))
    if (!declared.has(name) && value.trim() !== '') extra[name] = value.trim();
  const features = { ...extra, ...check.values };
  await db
    .update(costProjects)
    .set({ features, ...updatedStamp(actor, now) })
    .where(eq(costProjects.id, projectId));
  return featureValues(kindId, attrs, features);
}

async function findNodeOf(db: Db, nodeId: string) {
  const [node] = await db.select().from(costNodes).where(eq(costNodes.id, nodeId));
  if (!node) throw recordNotFound();
  return node;
}

async function findKind(db: Db, kindId: string) {
  const [kind] = await db.select().from(costKinds).where(eq(costKinds.id, kindId));
  if (!kind) throw recordNotFound();
  return kind;
}

export async function engineerFeatures(
  db: Db,
  nodeId: string,
  functionId: string,
): Promise<FeatureValues> {
  await findNodeOf(db, nodeId);
  await findKind(db, functionId);
  const attrs = await kindAttrs(db, functionId, 'node');
  const [row] = await db
    .select({ values: costNodeFeatures.values })
    .from(costNodeFeatures)
    .where(and(eq(costNodeFeatures.nodeId, nodeId), eq(costNodeFeatures.functionId, functionId)));
  return featureValues(functionId, attrs, row?.values ?? {});
}

export async function saveNodeFeatures(
  db: Db,
  actor: Actor,
  now: Date,
  body: { projectId: string; nodeId: string; functionId: string; values: Record<string, string> },
  locale: Locale,
): Promise<FeatureValues> {
  const node = await findNodeOf(db, body.nodeId);
  if (node.projectId !== body.projectId) throw recordNotFound();
  if (node.level === 'division') throw businessFailure('cost.feature.divisionNode');
  await findKind(db, body.functionId);
  const attrs = await kindAttrs(db, body.functionId, 'node');
  const check = checkFeatures(attrs.map(attrOf), body.values);
  if (check.errors.length > 0) throw featureFailure(check.errors, locale);
  await db
    .insert(costNodeFeatures)
    .values({
      companyId: node.companyId,
      projectId: node.projectId,
      nodeId: node.id,
      functionId: body.functionId,
      values: check.values,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: [costNodeFeatures.nodeId, costNodeFeatures.functionId],
      set: { values: check.values, ...updatedStamp(actor, now) },
    });
  return featureValues(body.functionId, attrs, check.values);
}

/**
 * The numeric features of a project, by name, for factor formulas: every stored feature that
 * starts with a number, and 建筑面积 / 地上层数 from the project's base data when not stored.
 */
export async function numericFeatures(db: Db, project: ProjectRow): Promise<Map<string, Decimal>> {
  const out = new Map<string, Decimal>();
  for (const [name, value] of Object.entries(project.features)) {
    const number = leadingNumber(value);
    if (number) out.set(name, number);
  }
  if (!out.has('建筑面积') && project.area !== null) out.set('建筑面积', new Decimal(project.area));
  if (!out.has('地上层数') && project.floors !== null)
    out.set('地上层数', new Decimal(project.floors));
  // The kind's declared numeric attributes without a value still count as known names (value 0).
  const kinds = await loadKinds(db);
  const kindId = await projectKindId(db, project, kinds);
  if (kindId)
    for (const attr of await kindAttrs(db, kindId, 'project', kinds))
      if ((attr.type === 'number' || attr.type === 'integer') && !out.has(attr.name))
        out.set(attr.name, new Decimal(0));
  return out;
}

/** The kind chain of a project's kind, deepest first (for default factors). */
export async function projectKindChain(db: Db, project: ProjectRow): Promise<string[]> {
  const kinds = await loadKinds(db);
  const kindId = await projectKindId(db, project, kinds);
  return kindId
    ? chainOf(kinds, kindId)
        .map((kind) => kind.id)
        .reverse()
    : [];
}
