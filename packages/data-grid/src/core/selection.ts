/** A row's identity (the grid's `rowKey`); the same values as React's `Key`. */
export type RowKey = string | number | bigint;
type Key = RowKey;

/** How many rows a grid lets the user select. */
export type SelectionMode = 'none' | 'single' | 'multiple';

/** How much of a set of rows is selected: drives the select-all checkbox. */
export type SelectionStatus = 'none' | 'some' | 'all';

/** A click (or Space) on a row: single mode selects only it, multiple mode adds or removes it. */
export function toggleRowSelection(selected: readonly Key[], key: Key, mode: SelectionMode): Key[] {
  if (mode === 'none') return [...selected];
  const isSelected = selected.includes(key);
  if (mode === 'single') return isSelected ? [] : [key];
  return isSelected ? selected.filter((candidate) => candidate !== key) : [...selected, key];
}

/**
 * A shift-click: adds every row from the anchor to `index` (either direction) in the order
 * shown, keeping what was selected before.
 */
export function selectRange(
  selected: readonly Key[],
  keyAt: (index: number) => Key,
  anchorIndex: number,
  index: number,
): Key[] {
  const next = new Set(selected);
  const [from, to] = anchorIndex <= index ? [anchorIndex, index] : [index, anchorIndex];
  for (let i = Math.max(0, from); i <= to; i++) next.add(keyAt(i));
  return [...next];
}

/** How many of `keys` are selected. */
export function selectionStatus(selected: ReadonlySet<Key>, keys: readonly Key[]): SelectionStatus {
  if (selected.size === 0 || keys.length === 0) return 'none';
  let count = 0;
  for (const key of keys) if (selected.has(key)) count++;
  return count === 0 ? 'none' : count === keys.length ? 'all' : 'some';
}

/**
 * The select-all checkbox: when all of `keys` (the filtered rows) are selected, clears them;
 * otherwise selects them all. Selected rows outside `keys` stay selected.
 */
export function toggleAllRows(selected: readonly Key[], keys: readonly Key[]): Key[] {
  const set = new Set(selected);
  if (selectionStatus(set, keys) === 'all') {
    const removed = new Set(keys);
    return selected.filter((key) => !removed.has(key));
  }
  for (const key of keys) set.add(key);
  return [...set];
}
