// Checkboxes of a tree-table: a parent follows its children, checking a parent checks them all.
import { childrenOf, descendantIds, type TreeIndex, type TreeRow } from './treeModel';

export type TreeCheckState = 'checked' | 'unchecked' | 'indeterminate';

/**
 * The box of every row in O(n): a row with loaded children is checked when all of them are,
 * indeterminate when some are (or are partly), unchecked otherwise; a row without loaded
 * children follows `checkedIds`.
 */
export function computeCheckStates<Row extends TreeRow>(
  index: TreeIndex<Row>,
  checkedIds: ReadonlySet<string>,
): Map<string, TreeCheckState> {
  const states = new Map<string, TreeCheckState>();
  // Rows in breadth-first order; walking it backwards settles children before their parents.
  const order: Row[] = [...childrenOf(index, null)];
  for (let head = 0; head < order.length; head++) order.push(...childrenOf(index, order[head]!.id));
  for (let i = order.length - 1; i >= 0; i--) {
    const row = order[i]!;
    const children = childrenOf(index, row.id);
    if (children.length === 0) {
      states.set(row.id, checkedIds.has(row.id) ? 'checked' : 'unchecked');
      continue;
    }
    let checked = 0;
    let partial = false;
    for (const child of children) {
      const state = states.get(child.id);
      if (state === 'checked') checked++;
      else if (state === 'indeterminate') partial = true;
    }
    states.set(
      row.id,
      checked === children.length
        ? 'checked'
        : checked > 0 || partial
          ? 'indeterminate'
          : 'unchecked',
    );
  }
  return states;
}

/**
 * Checks or unchecks a row with all its loaded descendants, then settles its ancestors:
 * in the set when all their children are. Returns a new set.
 */
export function toggleChecked<Row extends TreeRow>(
  index: TreeIndex<Row>,
  checkedIds: ReadonlySet<string>,
  id: string,
  checked: boolean,
): Set<string> {
  const next = new Set(checkedIds);
  if (!index.byId.has(id)) return next;
  for (const affected of [id, ...descendantIds(index, id)]) {
    if (checked) next.add(affected);
    else next.delete(affected);
  }
  let parentId = index.parents.get(id) ?? null;
  while (parentId !== null) {
    if (childrenOf(index, parentId).every((child) => next.has(child.id))) next.add(parentId);
    else next.delete(parentId);
    parentId = index.parents.get(parentId) ?? null;
  }
  return next;
}
