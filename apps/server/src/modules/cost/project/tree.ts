import { randomUUID } from 'node:crypto';
import type {
  ProjectNode,
  ProjectNodeTree,
  projectNodeSave,
  projectNodeUpdateList,
} from '@ccms/api-client';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createdStamp, nest, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costBills,
  costFees,
  costMeasures,
  costNodes,
  costOthers,
  costProjects,
  costResources,
} from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { businessFailure, recordNotFound } from '../../../http/failure';
import { bulkUpdate, recomputeTotals } from '../store';

type NodeRow = typeof costNodes.$inferSelect;
type Level = NodeRow['level'];
type NodeSaveBody = HandlerInput<typeof projectNodeSave>['body'];
type UpdateListBody = HandlerInput<typeof projectNodeUpdateList>['body'];

/** The level a node's parent must have (DOMAIN.md §1). */
const PARENT_LEVELS: Record<string, readonly string[]> = {
  single: ['project'],
  unit: ['single'],
  division: ['unit', 'division'],
};

/** Refuses a parent whose level cannot hold a node of `level`, with a message naming both. */
export function requireParentLevel(level: Level, parentLevel: Level): void {
  const allowed = PARENT_LEVELS[level] ?? [];
  if (!allowed.includes(parentLevel))
    throw businessFailure(
      level === 'single'
        ? 'cost.node.singleParent'
        : level === 'unit'
          ? 'cost.node.unitParent'
          : 'cost.node.divisionParent',
    );
}

export async function findNode(db: Db, id: string): Promise<NodeRow> {
  const [row] = await db.select().from(costNodes).where(eq(costNodes.id, id));
  if (!row) throw recordNotFound();
  return row;
}

async function projectNodes(db: Db, projectId: string): Promise<NodeRow[]> {
  return db.select().from(costNodes).where(eq(costNodes.projectId, projectId));
}

/** Bill items under each node and beneath it. */
async function billCounts(db: Db, projectId: string, nodes: readonly NodeRow[]) {
  const direct = await db
    .select({ nodeId: costBills.nodeId, total: count() })
    .from(costBills)
    .where(eq(costBills.projectId, projectId))
    .groupBy(costBills.nodeId);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const counts = new Map<string, number>();
  for (const { nodeId, total } of direct) {
    for (let id: string | null = nodeId; id !== null; id = byId.get(id)?.parentId ?? null)
      counts.set(id, (counts.get(id) ?? 0) + total);
  }
  return counts;
}

function toNode(row: NodeRow, billCount: number): ProjectNode {
  return {
    id: row.id,
    projectId: row.projectId,
    parentId: row.parentId,
    level: row.level as ProjectNode['level'],
    code: row.code,
    name: row.name,
    sort: row.sort,
    amount: row.amount,
    area: row.area,
    billCount,
  };
}

export async function nodeTree(db: Db, projectId: string): Promise<ProjectNodeTree[]> {
  const [project] = await db
    .select({ id: costProjects.id })
    .from(costProjects)
    .where(eq(costProjects.id, projectId));
  if (!project) throw recordNotFound();
  const nodes = await projectNodes(db, projectId);
  const counts = await billCounts(db, projectId, nodes);
  return nest(nodes.map((node) => toNode(node, counts.get(node.id) ?? 0)));
}

export async function getNode(db: Db, id: string): Promise<ProjectNode> {
  const node = await findNode(db, id);
  const nodes = await projectNodes(db, node.projectId);
  const counts = await billCounts(db, node.projectId, nodes);
  return toNode(node, counts.get(node.id) ?? 0);
}

/** The parent of a node being saved: a node of the same project of an allowed level. */
async function parentFor(db: Db, projectId: string, parentId: string, level: Level) {
  const [parent] = await db.select().from(costNodes).where(eq(costNodes.id, parentId));
  if (!parent || parent.projectId !== projectId) throw recordNotFound();
  requireParentLevel(level, parent.level);
  return parent;
}

/** Creates a node, or renames one (its place in the tree changes only by drag: updateList). */
export async function saveNode(
  db: Db,
  actor: Actor,
  now: Date,
  body: NodeSaveBody,
): Promise<ProjectNode> {
  if (body.id) {
    const existing = await findNode(db, body.id);
    if (existing.projectId !== body.projectId) throw recordNotFound();
    if (existing.level !== body.level) throw businessFailure('cost.node.levelFixed');
    if (existing.parentId !== body.parentId)
      await moveNodes(db, actor, now, [
        { id: existing.id, parentId: body.parentId, sort: existing.sort },
      ]);
    await db
      .update(costNodes)
      .set({ code: body.code, name: body.name, area: body.area, ...updatedStamp(actor, now) })
      .where(eq(costNodes.id, existing.id));
    return getNode(db, existing.id);
  }
  const parent = await parentFor(db, body.projectId, body.parentId, body.level);
  const siblings = await db
    .select({ sort: costNodes.sort })
    .from(costNodes)
    .where(eq(costNodes.parentId, parent.id));
  const id = randomUUID();
  await db.insert(costNodes).values({
    id,
    companyId: actor.companyId,
    projectId: body.projectId,
    parentId: parent.id,
    parentIds: `${parent.parentIds}${parent.id},`,
    level: body.level,
    code: body.code,
    name: body.name,
    sort: siblings.reduce((max, row) => Math.max(max, row.sort), 0) + 1,
    amount: '0',
    area: body.area,
    ...createdStamp(actor, now),
  });
  return getNode(db, id);
}

/** Deletes a node with everything beneath it; the root node deletes the project. */
export async function deleteNode(db: Db, id: string): Promise<void> {
  const node = await findNode(db, id);
  if (node.level === 'project') {
    await db.delete(costProjects).where(eq(costProjects.id, node.projectId));
    return;
  }
  const nodes = await projectNodes(db, node.projectId);
  const path = `${node.parentIds}${node.id},`;
  const subtree = nodes.filter((row) => row.id === node.id || row.parentIds.startsWith(path));
  const ids = subtree.map((row) => row.id);
  const unitIds = subtree.filter((row) => row.level === 'unit').map((row) => row.id);
  await db.delete(costBills).where(inArray(costBills.nodeId, ids));
  if (unitIds.length > 0)
    for (const table of [costMeasures, costOthers, costResources, costFees])
      await db.delete(table).where(inArray(table.unitId, unitIds));
  await db.delete(costNodes).where(inArray(costNodes.id, ids));
  await recomputeTotals(db, node.projectId);
}

/**
 * Moves and reorders nodes (drag and drop), all or nothing: every node of one project, each new
 * parent of a level that may hold it and not the node itself or beneath it. Paths are rewritten,
 * bills of a 分部 that moved to another 单位 follow it, and the totals are recomputed.
 */
export async function moveNodes(
  db: Db,
  actor: Actor,
  now: Date,
  moves: UpdateListBody,
): Promise<void> {
  const [first] = await db.select().from(costNodes).where(eq(costNodes.id, moves[0]!.id));
  if (!first) throw recordNotFound();
  const nodes = await projectNodes(db, first.projectId);
  const byId = new Map(nodes.map((node) => [node.id, { ...node }]));
  for (const move of moves) {
    const node = byId.get(move.id);
    const parent = byId.get(move.parentId);
    if (!node || !parent) throw recordNotFound();
    if (node.level === 'project') throw businessFailure('cost.node.rootFixed');
    requireParentLevel(node.level, parent.level);
    node.parentId = parent.id;
    node.sort = move.sort;
  }
  // Paths from the new parents, refusing a cycle (a node under itself or beneath itself).
  const pathOf = new Map<string, string>();
  const resolve = (id: string, seen: Set<string>): string => {
    const known = pathOf.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    if (seen.has(id)) throw businessFailure('cost.node.cycle');
    seen.add(id);
    const path = node.parentId ? `${resolve(node.parentId, seen)}${node.parentId},` : '';
    pathOf.set(id, path);
    return path;
  };
  for (const node of byId.values()) resolve(node.id, new Set());
  const unitOf = (id: string): string | null => {
    for (let at = byId.get(id); at; at = at.parentId ? byId.get(at.parentId) : undefined)
      if (at.level === 'unit') return at.id;
    return null;
  };
  const oldUnitOf = new Map<string, string | null>();
  const original = new Map(nodes.map((node) => [node.id, node]));
  for (const node of nodes) {
    let unit: string | null = null;
    for (
      let at: NodeRow | undefined = node;
      at;
      at = at.parentId ? original.get(at.parentId) : undefined
    )
      if (at.level === 'unit') {
        unit = at.id;
        break;
      }
    oldUnitOf.set(node.id, unit);
  }
  const changed = [...byId.values()].filter((node) => {
    const before = original.get(node.id)!;
    return (
      before.parentId !== node.parentId ||
      before.sort !== node.sort ||
      before.parentIds !== pathOf.get(node.id)
    );
  });
  await bulkUpdate(
    db,
    'cost_nodes',
    {
      parent_id: 'text',
      parent_ids: 'text',
      sort: 'integer',
      updated_at: 'timestamptz',
      updated_by: 'text',
    },
    changed.map((node) => ({
      id: node.id,
      parent_id: node.parentId,
      parent_ids: pathOf.get(node.id),
      sort: node.sort,
      updated_at: now.toISOString(),
      updated_by: actor.userId,
    })),
  );
  // Divisions that now belong to another unit take their bills along.
  const byNewUnit = new Map<string, string[]>();
  for (const node of byId.values()) {
    if (node.level !== 'division') continue;
    const unit = unitOf(node.id);
    if (unit && unit !== oldUnitOf.get(node.id)) {
      const list = byNewUnit.get(unit) ?? [];
      list.push(node.id);
      byNewUnit.set(unit, list);
    }
  }
  for (const [unitId, divisionIds] of byNewUnit)
    await db
      .update(costBills)
      .set({ unitId })
      .where(and(eq(costBills.projectId, first.projectId), inArray(costBills.nodeId, divisionIds)));
  await recomputeTotals(db, first.projectId);
}
