import { randomUUID } from 'node:crypto';
import type { ProjectTreeFolder, ProjectTreeFolderTree } from '@ccms/api-client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createdStamp, nest, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costNodes, costProjectTrees } from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import { findProjectRow } from '../store';

/**
 * A project's own grouping tree (project/tree): folders, nested, each grouping 单项/单位 nodes of
 * the project's structure in an order of its own (a node may sit in several folders).
 */

type FolderRow = typeof costProjectTrees.$inferSelect;
type NodeRef = ProjectTreeFolder['nodes'][number];

async function folders(db: Db, projectId: string): Promise<FolderRow[]> {
  return db
    .select()
    .from(costProjectTrees)
    .where(eq(costProjectTrees.projectId, projectId))
    .orderBy(asc(costProjectTrees.sort), asc(costProjectTrees.createdAt));
}

async function nodeRefs(db: Db, projectId: string): Promise<Map<string, NodeRef>> {
  const rows = await db
    .select({ id: costNodes.id, name: costNodes.name, level: costNodes.level })
    .from(costNodes)
    .where(eq(costNodes.projectId, projectId));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, level: row.level as NodeRef['level'] },
    ]),
  );
}

function toFolder(row: FolderRow, refs: Map<string, NodeRef>): ProjectTreeFolder {
  return {
    id: row.id,
    projectId: row.projectId,
    parentId: row.parentId,
    name: row.name,
    sort: row.sort,
    remark: row.remark,
    // Nodes deleted from the structure since drop out.
    nodes: row.nodeIds.map((id) => refs.get(id)).filter((ref): ref is NodeRef => !!ref),
  };
}

export async function folderTree(db: Db, projectId: string): Promise<ProjectTreeFolderTree[]> {
  await findProjectRow(db, projectId);
  const refs = await nodeRefs(db, projectId);
  return nest((await folders(db, projectId)).map((row) => toFolder(row, refs)));
}

async function findFolder(db: Db, id: string): Promise<FolderRow> {
  const [row] = await db.select().from(costProjectTrees).where(eq(costProjectTrees.id, id));
  if (!row) throw recordNotFound();
  return row;
}

/** The node ids a folder may group: distinct 单项/单位 nodes of the project. */
async function checkNodeIds(db: Db, projectId: string, nodeIds: readonly string[]) {
  const unique = [...new Set(nodeIds)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: costNodes.id, level: costNodes.level })
    .from(costNodes)
    .where(and(eq(costNodes.projectId, projectId), inArray(costNodes.id, unique)));
  const ok = new Set(
    rows.filter((row) => row.level === 'single' || row.level === 'unit').map((row) => row.id),
  );
  const bad = unique.filter((id) => !ok.has(id));
  if (bad.length > 0) throw businessFailure('cost.projectTree.badNode', { count: bad.length });
  return unique;
}

function requireFreeName(
  rows: readonly FolderRow[],
  parentId: string | null,
  name: string,
  selfId?: string,
) {
  if (rows.some((row) => row.parentId === parentId && row.name === name && row.id !== selfId))
    throw businessFailure('cost.projectTree.nameTaken', { name });
}

export interface FolderCreateBody {
  projectId: string;
  parentId: string | null;
  name: string;
  remark: string | null;
  nodeIds: string[];
}

export async function createFolder(
  db: Db,
  actor: Actor,
  now: Date,
  body: FolderCreateBody,
): Promise<ProjectTreeFolder> {
  const project = await findProjectRow(db, body.projectId);
  const rows = await folders(db, body.projectId);
  if (body.parentId && !rows.some((row) => row.id === body.parentId)) throw recordNotFound();
  requireFreeName(rows, body.parentId, body.name);
  const nodeIds = await checkNodeIds(db, body.projectId, body.nodeIds);
  const siblings = rows.filter((row) => row.parentId === body.parentId);
  const id = randomUUID();
  await db.insert(costProjectTrees).values({
    id,
    companyId: project.companyId,
    projectId: project.id,
    parentId: body.parentId,
    name: body.name,
    sort: siblings.reduce((max, row) => Math.max(max, row.sort + 1), 0),
    nodeIds,
    remark: body.remark,
    ...createdStamp(actor, now),
  });
  return toFolder(await findFolder(db, id), await nodeRefs(db, project.id));
}

export async function updateFolder(
  db: Db,
  actor: Actor,
  now: Date,
  body: { id: string; name: string; remark: string | null; nodeIds?: string[] | undefined },
): Promise<ProjectTreeFolder> {
  const folder = await findFolder(db, body.id);
  requireFreeName(await folders(db, folder.projectId), folder.parentId, body.name, folder.id);
  const nodeIds =
    body.nodeIds === undefined
      ? folder.nodeIds
      : await checkNodeIds(db, folder.projectId, body.nodeIds);
  await db
    .update(costProjectTrees)
    .set({ name: body.name, remark: body.remark, nodeIds, ...updatedStamp(actor, now) })
    .where(eq(costProjectTrees.id, folder.id));
  return toFolder(await findFolder(db, folder.id), await nodeRefs(db, folder.projectId));
}

/** The folder and every folder beneath it. */
function subtree(rows: readonly FolderRow[], id: string): Set<string> {
  const out = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (row.parentId && out.has(row.parentId) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
  }
  return out;
}

export async function deleteFolder(db: Db, id: string): Promise<null> {
  const folder = await findFolder(db, id);
  const ids = subtree(await folders(db, folder.projectId), folder.id);
  await db.delete(costProjectTrees).where(inArray(costProjectTrees.id, [...ids]));
  return null;
}

export interface DragBody {
  projectId: string;
  type: 'folder' | 'node';
  id: string;
  targetId: string | null;
  fromId: string | null;
  index: number;
}

/** Drag and drop: a folder to another parent at an index, or a node into / out of folders. */
export async function dragFolderData(
  db: Db,
  actor: Actor,
  now: Date,
  body: DragBody,
): Promise<ProjectTreeFolderTree[]> {
  await findProjectRow(db, body.projectId);
  const rows = await folders(db, body.projectId);
  const inProject = (id: string | null) => {
    if (id === null) return null;
    const row = rows.find((folder) => folder.id === id);
    if (!row) throw recordNotFound();
    return row;
  };
  const stamp = updatedStamp(actor, now);
  if (body.type === 'folder') {
    const folder = inProject(body.id)!;
    inProject(body.targetId);
    if (body.targetId && subtree(rows, folder.id).has(body.targetId))
      throw businessFailure('cost.projectTree.intoItself');
    requireFreeName(rows, body.targetId, folder.name, folder.id);
    const siblings = rows
      .filter((row) => row.parentId === body.targetId && row.id !== folder.id)
      .map((row) => row.id);
    siblings.splice(Math.min(body.index, siblings.length), 0, folder.id);
    for (const [sort, id] of siblings.entries())
      await db
        .update(costProjectTrees)
        .set(id === folder.id ? { parentId: body.targetId, sort, ...stamp } : { sort })
        .where(eq(costProjectTrees.id, id));
  } else {
    await checkNodeIds(db, body.projectId, [body.id]);
    const from = inProject(body.fromId);
    const target = inProject(body.targetId);
    if (!from && !target) throw businessFailure('cost.projectTree.dragNothing');
    if (from && from.id !== target?.id)
      await db
        .update(costProjectTrees)
        .set({ nodeIds: from.nodeIds.filter((id) => id !== body.id), ...stamp })
        .where(eq(costProjectTrees.id, from.id));
    if (target) {
      const list = target.nodeIds.filter((id) => id !== body.id);
      list.splice(Math.min(body.index, list.length), 0, body.id);
      await db
        .update(costProjectTrees)
        .set({ nodeIds: list, ...stamp })
        .where(eq(costProjectTrees.id, target.id));
    }
  }
  return folderTree(db, body.projectId);
}

export async function findFolders(db: Db, projectId: string, keyword: string | null) {
  await findProjectRow(db, projectId);
  const refs = await nodeRefs(db, projectId);
  const rows = await folders(db, projectId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: FolderRow) => {
    const names: string[] = [];
    for (
      let at: FolderRow | undefined = row;
      at;
      at = at.parentId ? byId.get(at.parentId) : undefined
    )
      names.unshift(at.name);
    return names.join(' / ');
  };
  const ordered: FolderRow[] = [];
  const walk = (parentId: string | null) => {
    for (const row of rows.filter((folder) => folder.parentId === parentId)) {
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  const needle = keyword?.toLowerCase() ?? '';
  return ordered
    .map((row) => ({ ...toFolder(row, refs), path: pathOf(row) }))
    .filter(
      (folder) =>
        needle === '' ||
        folder.name.toLowerCase().includes(needle) ||
        folder.nodes.some((node) => node.name.toLowerCase().includes(needle)),
    );
}
