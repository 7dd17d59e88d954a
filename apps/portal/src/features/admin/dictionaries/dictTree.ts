// A tree dictionary's nodes as tree-table rows, and the rules of where a node may sit: pure, so
// the page and its moves share one answer and it is tested without a DOM.
import { TREE_DICT_MAX_DEPTH, type DictItem, type DictItemNode } from '@ccms/api-client';
import type { TreeMoveEvent, TreeRow } from '@ccms/data-grid';

/** A node as a tree-table row: the server's entry without children, and its level (1 = top). */
export interface DictTreeRow extends TreeRow, Omit<DictItemNode, 'children'> {
  level: number;
}

/** The tree depth first in the server's order; `order` starts as the stored sort. */
export function dictTreeRows(nodes: readonly DictItemNode[]): DictTreeRow[] {
  const rows: DictTreeRow[] = [];
  const visit = (node: DictItemNode, level: number) => {
    const { children, ...item } = node;
    rows.push({ ...item, order: node.sort, level });
    for (const child of children) visit(child, level + 1);
  };
  for (const node of nodes) visit(node, 1);
  return rows;
}

/** The entry a row shows, as the edit dialog and the save endpoint read it. */
export function itemOf({
  level: _level,
  order: _order,
  hasChildren: _lazy,
  ...item
}: DictTreeRow): DictItem {
  return item;
}

/** Whether a node may take a child: only above the last level. */
export function canHoldChild(row: DictTreeRow): boolean {
  return row.level < TREE_DICT_MAX_DEPTH;
}

/** The rows that have children (the page opens them all at first: such trees are small). */
export function branchIds(rows: readonly DictTreeRow[]): string[] {
  const parents = new Set(rows.map((row) => row.parentId));
  return rows.filter((row) => parents.has(row.id)).map((row) => row.id);
}

/** The sort a new node takes to come last under its parent. */
export function nextSort(rows: readonly DictTreeRow[], parentId: string | null): number {
  return rows.reduce(
    (most, row) => (row.parentId === parentId ? Math.max(most, row.order + 1) : most),
    1,
  );
}

/**
 * Whether a move leaves the moved node, or a node beneath it, deeper than a tree dictionary
 * allows; judged on the rows as the move left them.
 */
export function moveTooDeep(shown: readonly TreeRow[], { id }: TreeMoveEvent): boolean {
  const parents = new Map(shown.map((row) => [row.id, row.parentId]));
  const levelOf = (rowId: string): number => {
    let level = 1;
    for (
      let at = parents.get(rowId) ?? null;
      at && level <= shown.length;
      at = parents.get(at) ?? null
    ) {
      level++;
    }
    return level;
  };
  const isAtOrBeneath = (rowId: string): boolean => {
    for (let at: string | null = rowId, steps = 0; at && steps <= shown.length; steps++) {
      if (at === id) return true;
      at = parents.get(at) ?? null;
    }
    return false;
  };
  return shown.some((row) => isAtOrBeneath(row.id) && levelOf(row.id) > TREE_DICT_MAX_DEPTH);
}
