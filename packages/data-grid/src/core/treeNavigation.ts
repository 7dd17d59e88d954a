// Keys of the tree-table (WAI-ARIA treegrid, row focus): where focus goes and how a row moves.
import { nextCellPosition } from './navigation';
import type { TreeMove } from './treeDrop';
import { childrenOf, type TreeIndex, type TreeRow, type VisibleTreeRow } from './treeModel';

/** What a key does to the focused row of a tree-table. */
export type TreeKeyAction =
  | { type: 'focus'; index: number }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string };

/**
 * The action of a navigation key on the row at `focusIndex` of `visible`; `undefined` when the
 * key does nothing there, so the caller lets it through. Up/Down/Home/End/PageUp/PageDown move
 * as in the grid; Right opens a row or goes to its first child; Left closes it or goes to its parent.
 */
export function treeKeyAction<Row extends TreeRow>(
  visible: readonly VisibleTreeRow<Row>[],
  focusIndex: number,
  key: string,
  pageSize = 10,
): TreeKeyAction | undefined {
  const current = visible[focusIndex];
  if (!current) return visible.length > 0 ? { type: 'focus', index: 0 } : undefined;
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    if (current.kind !== 'row') {
      return key === 'ArrowLeft' ? focusParent(visible, focusIndex, current.parentId) : undefined;
    }
    if (key === 'ArrowRight') {
      if (!current.isExpandable) return undefined;
      if (!current.isExpanded) return { type: 'expand', id: current.id };
      return visible[focusIndex + 1]?.parentId === current.id
        ? { type: 'focus', index: focusIndex + 1 }
        : undefined;
    }
    if (current.isExpanded) return { type: 'collapse', id: current.id };
    return focusParent(visible, focusIndex, current.parentId);
  }
  // The row list is a one-column grid without a header, so the grid's delegate fits.
  const next = nextCellPosition(
    { row: focusIndex, column: 0 },
    key,
    { rowCount: visible.length, columnCount: 1, pageSize },
    true,
  );
  if (!next || next.row === focusIndex) return undefined;
  return { type: 'focus', index: next.row };
}

function focusParent<Row extends TreeRow>(
  visible: readonly VisibleTreeRow<Row>[],
  from: number,
  parentId: string | null,
): TreeKeyAction | undefined {
  if (parentId === null) return undefined;
  // The parent is above its children: search upwards from the row, not the whole list.
  for (let i = from - 1; i >= 0; i--) {
    if (visible[i]!.id === parentId) return { type: 'focus', index: i };
  }
  return undefined;
}

/**
 * The move of a keyboard shortcut on a row (Ctrl+Shift+arrow): Up before the previous sibling,
 * Down after the next one, Right into the previous sibling as its last child, Left out to after
 * the parent. `undefined` when there is nowhere to go.
 */
export function keyboardMove<Row extends TreeRow>(
  index: TreeIndex<Row>,
  id: string,
  key: string,
): TreeMove | undefined {
  const parentId = index.parents.get(id);
  if (parentId === undefined) return undefined;
  const siblings = childrenOf(index, parentId);
  const position = siblings.findIndex((row) => row.id === id);
  switch (key) {
    case 'ArrowUp': {
      const previous = siblings[position - 1];
      return previous ? { id, targetId: previous.id, position: 'before' } : undefined;
    }
    case 'ArrowDown': {
      const next = siblings[position + 1];
      return next ? { id, targetId: next.id, position: 'after' } : undefined;
    }
    case 'ArrowRight': {
      const previous = siblings[position - 1];
      return previous ? { id, targetId: previous.id, position: 'inside' } : undefined;
    }
    case 'ArrowLeft':
      return parentId === null ? undefined : { id, targetId: parentId, position: 'after' };
    default:
      return undefined;
  }
}
