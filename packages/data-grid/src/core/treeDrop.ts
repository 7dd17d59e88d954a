// Moving a row of a tree-table: where a drop lands, whether it may, and the renumbered rows.
import {
  buildTreeIndex,
  childrenOf,
  isSelfOrDescendant,
  isUnloaded,
  type TreeIndex,
  type TreeRow,
} from './treeModel';

/** Where a moved row goes relative to the target row. */
export type TreeDropPosition = 'before' | 'inside' | 'after';

export interface TreeMove {
  id: string;
  targetId: string;
  position: TreeDropPosition;
}

/** The one event a move reports: the row, its new parent and its new 1-based order. */
export interface TreeMoveEvent {
  id: string;
  parentId: string | null;
  order: number;
}

export interface TreeMoveResult<Row extends TreeRow> {
  /** The rows after the move; a row whose parent and order did not change is the same object. */
  rows: Row[];
  event: TreeMoveEvent;
  /** The rows whose `parentId` or `order` changed, as they are after the move. */
  changed: Row[];
}

/**
 * The drop position for a pointer `offsetY` pixels below the top of a row `rowHeight` tall:
 * the top quarter inserts before, the bottom quarter after, the middle half (both edges
 * included) makes it a child.
 */
export function dropPosition(offsetY: number, rowHeight: number): TreeDropPosition {
  if (rowHeight <= 0) return 'inside';
  const ratio = offsetY / rowHeight;
  if (ratio < 0.25) return 'before';
  if (ratio > 0.75) return 'after';
  return 'inside';
}

/**
 * Whether `id` may move `position` the target: never onto itself or into its own descendants,
 * and never inside a lazy row whose children (the new siblings) are not loaded yet.
 */
export function canMove<Row extends TreeRow>(
  index: TreeIndex<Row>,
  id: string,
  targetId: string,
  position: TreeDropPosition,
): boolean {
  const target = index.byId.get(targetId);
  if (!index.byId.has(id) || !target) return false;
  if (isSelfOrDescendant(index, targetId, id)) return false;
  if (position === 'inside' && isUnloaded(index, target)) return false;
  return true;
}

/**
 * Moves a row and renumbers `order` (1, 2, 3…) in the sibling lists it left and joined only.
 * Returns `null` when the move is not allowed (see `canMove`). Pass the index of `rows` when you
 * already have it, to save rebuilding it.
 */
export function applyMove<Row extends TreeRow>(
  rows: readonly Row[],
  { id, targetId, position }: TreeMove,
  index: TreeIndex<Row> = buildTreeIndex(rows),
): TreeMoveResult<Row> | null {
  if (!canMove(index, id, targetId, position)) return null;
  const moving = index.byId.get(id)!;
  const oldParentId = index.parents.get(id) ?? null;
  const newParentId = position === 'inside' ? targetId : (index.parents.get(targetId) ?? null);

  const oldSiblings = childrenOf(index, oldParentId);
  const oldPosition = oldSiblings.indexOf(moving);
  const remaining = oldSiblings.filter((row) => row !== moving);
  const newSiblings =
    newParentId === oldParentId ? remaining : childrenOf(index, newParentId).slice();
  let insertAt = newSiblings.length;
  if (position !== 'inside') {
    const targetPosition = newSiblings.findIndex((row) => row.id === targetId);
    insertAt = position === 'before' ? targetPosition : targetPosition + 1;
  }
  if (newParentId === oldParentId && insertAt === oldPosition) {
    return {
      rows: rows.slice(),
      event: { id, parentId: newParentId, order: moving.order },
      changed: [],
    };
  }
  newSiblings.splice(insertAt, 0, moving);

  const replacements = new Map<string, Row>();
  const renumber = (siblings: readonly Row[], parentId: string | null) => {
    siblings.forEach((row, position) => {
      const order = position + 1;
      if (row.order === order && row.parentId === parentId) return;
      replacements.set(row.id, { ...row, parentId, order });
    });
  };
  if (newParentId !== oldParentId) renumber(remaining, oldParentId);
  renumber(newSiblings, newParentId);

  return {
    rows: rows.map((row) => replacements.get(row.id) ?? row),
    event: { id, parentId: newParentId, order: insertAt + 1 },
    changed: [...replacements.values()],
  };
}
