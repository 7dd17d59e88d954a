// The rows of a fixed-row-height list to render for a scroll position: O(1), no per-row objects,
// so a list that grows from 100 to 10,000 rows costs nothing more to window.

export interface RowWindowInput {
  /** Distance scrolled from the top of the rows, in pixels. */
  scrollTop: number;
  /** Height of the part of the viewport the rows can show, in pixels. */
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Rows rendered beyond each edge, so a fast scroll does not show gaps. */
  overscan: number;
}

/** The first and last row index to render (inclusive); `last < first` when there are no rows. */
export function rowWindowRange({
  scrollTop,
  viewportHeight,
  rowHeight,
  count,
  overscan,
}: RowWindowInput): { first: number; last: number } {
  if (count <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop);
  const firstVisible = Math.min(count - 1, Math.floor(top / rowHeight));
  const lastVisible = Math.min(
    count - 1,
    Math.max(firstVisible, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) - 1),
  );
  return {
    first: Math.max(0, firstVisible - overscan),
    last: Math.min(count - 1, lastVisible + overscan),
  };
}

/**
 * The indexes to render: the window plus rows that must stay mounted wherever the list scrolls
 * (the focused row, the dragged row), ascending and without repeats.
 */
export function rowWindowIndexes(
  range: { first: number; last: number },
  keep: readonly number[],
  count: number,
): number[] {
  const indexes: number[] = [];
  for (let index = range.first; index <= range.last; index++) indexes.push(index);
  const extra = keep.filter(
    (index) => index >= 0 && index < count && (index < range.first || index > range.last),
  );
  if (extra.length === 0) return indexes;
  return [...new Set([...indexes, ...extra])].sort((a, b) => a - b);
}

/**
 * The scroll position that brings a row fully into view with the least movement, or `undefined`
 * when it is in view already.
 */
export function scrollTopToReveal(
  index: number,
  { scrollTop, viewportHeight, rowHeight }: Omit<RowWindowInput, 'count' | 'overscan'>,
): number | undefined {
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + viewportHeight) return Math.max(0, rowBottom - viewportHeight);
  return undefined;
}
