import type { KindAttr, NodeDetail, NodeEngineer, NodeScaleSummary } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costBills,
  costKindAttrs,
  costNodeFeatures,
  costNodes,
  costProjects,
  costProjectTrees,
} from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import { leadingNumber } from '../kinds/features';
import { kindAttrs, loadKinds, saveNodeFeatures, selectFunctions } from '../kinds/service';
import { getNode } from '../project/tree';
import { findProjectRow } from '../store';
import type { KindRow } from './kinds';

/**
 * A structure node's engineering info (工程信息): its details and properties, its features per
 * function, the 规模 summary (areas summed from the units up) and the choice lists for features.
 */

type NodeRow = typeof costNodes.$inferSelect;
type Level = NodeDetail['level'];

const money = (value: string | null) => (value === null ? null : new Decimal(value).toFixed(2));

async function findNodeRow(db: Db, id: string): Promise<NodeRow> {
  const [node] = await db.select().from(costNodes).where(eq(costNodes.id, id));
  if (!node) throw recordNotFound();
  return node;
}

async function projectNodes(db: Db, projectId: string): Promise<NodeRow[]> {
  return db
    .select()
    .from(costNodes)
    .where(eq(costNodes.projectId, projectId))
    .orderBy(asc(costNodes.sort), asc(costNodes.id));
}

/** Nodes in tree order (depth first, each level by sort). */
export function treeOrder(nodes: readonly NodeRow[]): NodeRow[] {
  const children = new Map<string | null, NodeRow[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  const ids = new Set(nodes.map((node) => node.id));
  const out: NodeRow[] = [];
  const walk = (parentId: string | null) => {
    for (const node of children.get(parentId) ?? []) {
      out.push(node);
      walk(node.id);
    }
  };
  for (const node of nodes)
    if (node.parentId === null || !ids.has(node.parentId)) {
      out.push(node);
      walk(node.id);
    }
  return out;
}

function pathOf(nodes: readonly NodeRow[], node: NodeRow): string {
  const byId = new Map(nodes.map((row) => [row.id, row]));
  const names: string[] = [];
  for (let at: NodeRow | undefined = node; at; at = at.parentId ? byId.get(at.parentId) : undefined)
    names.unshift(at.name);
  return names.join(' / ');
}

const beneath = (node: NodeRow, ancestorId: string) =>
  node.parentIds.split(',').includes(ancestorId);

export async function nodeDetail(db: Db, id: string): Promise<NodeDetail> {
  const base = await getNode(db, id);
  const row = await findNodeRow(db, id);
  const nodes = await projectNodes(db, row.projectId);
  const area = money(row.area);
  const amount = money(row.amount);
  return {
    id: row.id,
    projectId: row.projectId,
    parentId: row.parentId,
    level: row.level as Level,
    code: row.code,
    name: row.name,
    sort: row.sort,
    path: pathOf(nodes, row),
    amount,
    area,
    unitCost:
      amount !== null && area !== null && !new Decimal(area).isZero()
        ? new Decimal(amount).div(area).toFixed(2)
        : null,
    childCount: nodes.filter((node) => node.parentId === row.id).length,
    unitCount: nodes.filter((node) => node.level === 'unit' && beneath(node, row.id)).length,
    billCount: base.billCount,
    labourDayRate: money(row.labourDayRate),
    publishedLabourDayRate: money(row.publishedLabourDayRate),
  };
}

async function nodeFeatureRows(db: Db, nodeId: string) {
  return db
    .select({ functionId: costNodeFeatures.functionId, values: costNodeFeatures.values })
    .from(costNodeFeatures)
    .where(eq(costNodeFeatures.nodeId, nodeId));
}

const filledIn = (attrs: readonly KindAttr[], values: Readonly<Record<string, string>>) =>
  attrs.filter((attr) => (values[attr.name] ?? '').trim() !== '');

export async function projectEngineer(
  db: Db,
  projectId: string,
  nodeId: string,
): Promise<NodeEngineer> {
  await findProjectRow(db, projectId);
  const row = await findNodeRow(db, nodeId);
  if (row.projectId !== projectId) throw recordNotFound();
  if (row.level === 'division') throw businessFailure('cost.feature.divisionNode');
  const kinds = await loadKinds(db);
  const stored = new Map(
    (await nodeFeatureRows(db, nodeId)).map((feature) => [feature.functionId, feature.values]),
  );
  const offered = await selectFunctions(db, projectId);
  const ids = [
    ...offered.map((fn) => fn.id),
    ...[...stored.keys()].filter((id) => !offered.some((fn) => fn.id === id)),
  ];
  const byId = new Map(kinds.map((kind) => [kind.id, kind]));
  const functions = [];
  for (const id of ids) {
    const kind = byId.get(id);
    if (!kind) continue;
    const attrs = await kindAttrs(db, id, 'node', kinds);
    const values = stored.get(id) ?? {};
    const filled = new Set(filledIn(attrs, values).map((attr) => attr.name));
    functions.push({
      id,
      name: kind.name,
      selected: stored.has(id),
      filled: filled.size,
      total: attrs.length,
      missingRequired: attrs
        .filter((attr) => attr.required && !filled.has(attr.name))
        .map((attr) => attr.name),
    });
  }
  return { node: await nodeDetail(db, nodeId), functions };
}

/** A node's properties as label keys ("level", "area" …; features as "feature:<name>"). */
export async function nodeProperties(db: Db, id: string) {
  const detail = await nodeDetail(db, id);
  const out: { key: string; value: string }[] = [
    { key: 'level', value: detail.level },
    { key: 'code', value: detail.code },
    { key: 'name', value: detail.name },
    { key: 'path', value: detail.path },
    { key: 'area', value: detail.area ?? '' },
    { key: 'amount', value: detail.amount ?? '' },
    { key: 'unitCost', value: detail.unitCost ?? '' },
    { key: 'unitCount', value: String(detail.unitCount) },
    { key: 'billCount', value: String(detail.billCount) },
  ];
  if (detail.level === 'unit')
    out.push(
      { key: 'labourDayRate', value: detail.labourDayRate ?? '' },
      { key: 'publishedLabourDayRate', value: detail.publishedLabourDayRate ?? '' },
    );
  const features = new Map<string, string>();
  for (const row of await nodeFeatureRows(db, id))
    for (const [name, value] of Object.entries(row.values))
      if (value.trim() !== '' && !features.has(name)) features.set(name, value);
  for (const [name, value] of features) out.push({ key: `feature:${name}`, value });
  return out;
}

async function findKind(db: Db, kindId: string): Promise<{ kinds: KindRow[]; kind: KindRow }> {
  const kinds = await loadKinds(db);
  const kind = kinds.find((row) => row.id === kindId);
  if (!kind) throw recordNotFound();
  return { kinds, kind };
}

export async function featuresForSearch(db: Db, functionId: string) {
  const { kinds } = await findKind(db, functionId);
  const attrs = await kindAttrs(db, functionId, 'node', kinds);
  const rows = await db
    .select({ values: costNodeFeatures.values })
    .from(costNodeFeatures)
    .where(eq(costNodeFeatures.functionId, functionId));
  return attrs.map((attr) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = (row.values[attr.name] ?? '').trim();
      if (value !== '') counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return {
      name: attr.name,
      type: attr.type,
      unit: attr.unit,
      options: attr.options,
      values: [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
        .slice(0, 50),
    };
  });
}

export interface EngineerInfoBody {
  projectId: string;
  nodeId: string;
  name: string;
  code: string;
  area: string | null;
  functionId: string | null;
  values: Record<string, string>;
}

/** Saves the node's base info and, with a function, its features (checked first; all or nothing). */
export async function saveEngineerInfo(
  db: Db,
  actor: Actor,
  now: Date,
  body: EngineerInfoBody,
  locale: Locale,
): Promise<NodeEngineer> {
  const row = await findNodeRow(db, body.nodeId);
  if (row.projectId !== body.projectId) throw recordNotFound();
  if (row.level !== 'single' && row.level !== 'unit') throw businessFailure('cost.nodeInfo.level');
  if (body.functionId)
    await saveNodeFeatures(
      db,
      actor,
      now,
      {
        projectId: body.projectId,
        nodeId: body.nodeId,
        functionId: body.functionId,
        values: body.values,
      },
      locale,
    );
  await db
    .update(costNodes)
    .set({ name: body.name, code: body.code, area: body.area, ...updatedStamp(actor, now) })
    .where(eq(costNodes.id, row.id));
  return projectEngineer(db, body.projectId, body.nodeId);
}

export async function customNodes(db: Db, projectId: string) {
  await findProjectRow(db, projectId);
  const nodes = await projectNodes(db, projectId);
  const folders = await db
    .select({ id: costProjectTrees.id, nodeIds: costProjectTrees.nodeIds })
    .from(costProjectTrees)
    .where(eq(costProjectTrees.projectId, projectId))
    .orderBy(asc(costProjectTrees.sort));
  return treeOrder(nodes)
    .filter((node) => node.level === 'single' || node.level === 'unit')
    .map((node) => ({
      id: node.id,
      parentId: node.parentId,
      level: node.level as Level,
      code: node.code,
      name: node.name,
      path: pathOf(nodes, node),
      folderIds: folders.filter((folder) => folder.nodeIds.includes(node.id)).map((f) => f.id),
    }));
}

// ── 规模 (scale) ────────────────────────────────────────────────────────────────────────────

/** Feature names that are lengths (道路长度, 管线长度, 桥长). */
const LENGTH_NAME = /长度$|^桥长$/;

interface ScaleNode {
  id: string;
  parentId: string | null;
  level: string;
  area: string | null;
}

/**
 * Areas summed from the units up: a 单项's is Σ of its units' areas when any unit has one, else
 * its own; the 建设项目's likewise from its 单项. Pure.
 */
export function computeAreas(nodes: readonly ScaleNode[]): Map<string, Decimal | null> {
  const out = new Map<string, Decimal | null>();
  const children = (id: string, level: string) =>
    nodes.filter((node) => node.parentId === id && node.level === level);
  for (const node of nodes)
    if (node.level === 'unit') out.set(node.id, node.area === null ? null : new Decimal(node.area));
  const sumOf = (node: ScaleNode, childLevel: string) => {
    const parts = children(node.id, childLevel)
      .map((child) => out.get(child.id))
      .filter((value): value is Decimal => value !== null && value !== undefined);
    if (parts.length > 0) return parts.reduce((sum, value) => sum.plus(value), new Decimal(0));
    return node.area === null ? null : new Decimal(node.area);
  };
  for (const node of nodes) if (node.level === 'single') out.set(node.id, sumOf(node, 'unit'));
  for (const node of nodes) if (node.level === 'project') out.set(node.id, sumOf(node, 'single'));
  return out;
}

export async function scaleSummary(db: Db, projectId: string): Promise<NodeScaleSummary> {
  await findProjectRow(db, projectId);
  const nodes = treeOrder(await projectNodes(db, projectId)).filter(
    (node) => node.level !== 'division',
  );
  const computed = computeAreas(nodes);
  const rows = nodes.map((node) => {
    const value = computed.get(node.id) ?? null;
    const area = money(node.area);
    return {
      nodeId: node.id,
      parentId: node.parentId,
      level: node.level as Level,
      name: node.name,
      area,
      computedArea: value === null ? null : value.toFixed(2),
      differs: value !== null && (area === null || !value.equals(area)),
    };
  });
  const root = nodes.find((node) => node.level === 'project');
  const total = (root && computed.get(root.id)) ?? new Decimal(0);

  // Lengths: the units' values; a 单项's own only when none of its units gives that length.
  const features = await db
    .select({ nodeId: costNodeFeatures.nodeId, values: costNodeFeatures.values })
    .from(costNodeFeatures)
    .where(eq(costNodeFeatures.projectId, projectId));
  const byNode = new Map<string, Map<string, Decimal>>();
  for (const feature of features)
    for (const [name, text] of Object.entries(feature.values)) {
      const value = LENGTH_NAME.test(name) ? leadingNumber(text) : null;
      if (!value) continue;
      const own = byNode.get(feature.nodeId) ?? new Map<string, Decimal>();
      if (!own.has(name)) own.set(name, value);
      byNode.set(feature.nodeId, own);
    }
  const sums = new Map<string, Decimal>();
  const add = (name: string, value: Decimal) =>
    sums.set(name, (sums.get(name) ?? new Decimal(0)).plus(value));
  for (const node of nodes) {
    const own = byNode.get(node.id);
    if (!own) continue;
    if (node.level === 'unit') for (const [name, value] of own) add(name, value);
    if (node.level === 'single') {
      const unitNames = new Set(
        nodes
          .filter((child) => child.parentId === node.id)
          .flatMap((child) => [...(byNode.get(child.id)?.keys() ?? [])]),
      );
      for (const [name, value] of own) if (!unitNames.has(name)) add(name, value);
    }
  }
  const units =
    sums.size === 0
      ? []
      : await db
          .select({ name: costKindAttrs.name, unit: costKindAttrs.unit })
          .from(costKindAttrs)
          .where(
            and(eq(costKindAttrs.scope, 'node'), inArray(costKindAttrs.name, [...sums.keys()])),
          );
  return {
    projectId,
    rows,
    totalArea: total.toFixed(2),
    lengths: [...sums]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => ({
        name,
        unit: units.find((row) => row.name === name)?.unit ?? '',
        value: value.toFixed(2),
      })),
    differing: rows.filter((row) => row.differs).length,
  };
}

/** Stores the computed areas on the 单项 and 建设项目 nodes and the project's 建筑面积. */
export async function resetScale(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
): Promise<NodeScaleSummary> {
  const summary = await scaleSummary(db, projectId);
  for (const row of summary.rows)
    if (row.differs && row.level !== 'unit')
      await db
        .update(costNodes)
        .set({ area: row.computedArea, ...updatedStamp(actor, now) })
        .where(eq(costNodes.id, row.nodeId));
  const root = summary.rows.find((row) => row.level === 'project');
  if (root?.computedArea)
    await db
      .update(costProjects)
      .set({ area: root.computedArea, ...updatedStamp(actor, now) })
      .where(eq(costProjects.id, projectId));
  return scaleSummary(db, projectId);
}

export async function featureChoices(db: Db, functionId: string) {
  const { kinds } = await findKind(db, functionId);
  return (await kindAttrs(db, functionId, 'node', kinds))
    .filter((attr) => attr.type === 'select')
    .map((attr) => ({
      name: attr.name,
      unit: attr.unit,
      required: attr.required,
      options: attr.options,
    }));
}

/** "1.混凝土强度等级:C30" lines of a 项目特征 text as [descriptor, value] pairs. Pure. */
export function featureLines(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const raw of text.split(/[\r\n;；]+/)) {
    const line = raw.replace(/^\s*(\(?\d+[).、．.]?\)?|[（(]\d+[）)])\s*/, '').trim();
    const at = line.search(/[:：]/);
    if (at <= 0) continue;
    const name = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (name && value) out.push([name, value]);
  }
  return out;
}

export async function itemFeatureChoices(db: Db, nodeId: string) {
  const node = await findNodeRow(db, nodeId);
  const nodes = await projectNodes(db, node.projectId);
  const ids = nodes.filter((row) => row.id === node.id || beneath(row, node.id)).map((r) => r.id);
  const bills = await db
    .select({ features: costBills.features })
    .from(costBills)
    .where(
      node.level === 'project'
        ? eq(costBills.projectId, node.projectId)
        : and(eq(costBills.projectId, node.projectId), inArray(costBills.nodeId, ids)),
    );
  const counts = new Map<string, Map<string, number>>();
  for (const bill of bills)
    for (const [name, value] of featureLines(bill.features)) {
      const values = counts.get(name) ?? new Map<string, number>();
      values.set(value, (values.get(value) ?? 0) + 1);
      counts.set(name, values);
    }
  return [...counts]
    .map(([name, values]) => ({
      name,
      values: [...values]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
        .slice(0, 100),
    }))
    .sort(
      (a, b) =>
        b.values.reduce((sum, v) => sum + v.count, 0) -
          a.values.reduce((sum, v) => sum + v.count, 0) || a.name.localeCompare(b.name),
    );
}

/** The root node's name and area from the project; an unset node area from its 建筑面积 feature. */
export async function syncBaseInfo(db: Db, actor: Actor, now: Date, projectId: string) {
  const project = await findProjectRow(db, projectId);
  const nodes = await projectNodes(db, projectId);
  const features = await db
    .select({ nodeId: costNodeFeatures.nodeId, values: costNodeFeatures.values })
    .from(costNodeFeatures)
    .where(eq(costNodeFeatures.projectId, projectId));
  let updated = 0;
  for (const node of nodes) {
    const set: { name?: string; area?: string } = {};
    if (node.level === 'project') {
      if (node.name !== project.name) set.name = project.name;
      if (
        project.area !== null &&
        (node.area === null || !new Decimal(node.area).equals(project.area))
      )
        set.area = project.area;
    } else if (node.area === null && node.level !== 'division') {
      const area = features
        .filter((feature) => feature.nodeId === node.id)
        .map((feature) => leadingNumber(feature.values['建筑面积'] ?? ''))
        .find((value) => value !== null);
      if (area) set.area = area.toFixed(2);
    }
    if (Object.keys(set).length === 0) continue;
    await db
      .update(costNodes)
      .set({ ...set, ...updatedStamp(actor, now) })
      .where(eq(costNodes.id, node.id));
    updated += 1;
  }
  return { updated };
}
