import type { NodeLevel, ProjectNode, ProjectNodeTree } from '@ccms/api-client';
import type { TreeMoveEvent } from '@ccms/data-grid';

/** A node of the structure tree as the tree table shows it (order: its place among siblings). */
export interface NodeRow extends ProjectNode {
  order: number;
}

/** The tree flattened depth first, each level in its server order. */
export function nodeRows(tree: readonly ProjectNodeTree[]): NodeRow[] {
  const rows: NodeRow[] = [];
  const walk = (nodes: readonly ProjectNodeTree[]) => {
    for (const { children, ...node } of nodes) {
      rows.push({ ...node, order: node.sort });
      walk(children);
    }
  };
  walk(tree);
  return rows;
}

/** The levels a node of each level may hold (DOMAIN: 建设项目 → 单项 → 单位 → 分部 → 分部). */
export const CHILD_LEVELS: Readonly<Record<NodeLevel, readonly NodeLevel[]>> = {
  project: ['single'],
  single: ['unit'],
  unit: ['division'],
  division: ['division'],
};

/** The level a new child of this node has (the first it may hold). */
export function childLevelOf(level: NodeLevel): 'single' | 'unit' | 'division' {
  return CHILD_LEVELS[level][0] as 'single' | 'unit' | 'division';
}

/** Whether a node holds bills (a unit or a division): the right side shows its 分部分项. */
export function holdsBills(node: Pick<ProjectNode, 'level'>): boolean {
  return node.level === 'unit' || node.level === 'division';
}

/** Why a move is refused ('root': the project stays on top; 'level': the new parent cannot hold it). */
export function moveProblem(
  rows: readonly NodeRow[],
  event: TreeMoveEvent,
): 'root' | 'level' | null {
  const moved = rows.find((row) => row.id === event.id);
  if (!moved) return null;
  if (moved.level === 'project') return 'root';
  const parent = event.parentId === null ? null : rows.find((row) => row.id === event.parentId);
  if (!parent || !CHILD_LEVELS[parent.level].includes(moved.level)) return 'level';
  return null;
}

/** The ids above a node, for opening the branches that show it. */
export function ancestorIds(rows: readonly NodeRow[], nodeId: string): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ids: string[] = [];
  for (
    let id = byId.get(nodeId)?.parentId ?? null;
    id !== null;
    id = byId.get(id)?.parentId ?? null
  ) {
    if (ids.includes(id)) break;
    ids.push(id);
  }
  return ids;
}
