// The page-list maths of Pagination, free of React so it is tested alone.

/** The spec's default page size (search areas and lists). */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

export type PageItem =
  | { type: 'page'; page: number }
  /** A gap; activating it jumps `jumpTo` (pagerCount − 2 pages back or forward). */
  | { type: 'ellipsis'; position: 'start' | 'end'; jumpTo: number };

/** Pages needed for `total` items; at least 1 so an empty list still shows page 1. */
export function getPageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * The buttons of a pager: first and last page always, `pagerCount` buttons at most (odd, ≥ 5),
 * a window around the current page and an ellipsis on each side that hides pages.
 */
export function getPageItems(page: number, pageCount: number, pagerCount = 7): PageItem[] {
  const count = Math.max(1, pageCount);
  const slots = Math.max(5, pagerCount % 2 === 0 ? pagerCount + 1 : pagerCount);
  const current = clampPage(page, count);
  if (count <= slots) {
    return Array.from({ length: count }, (_, index) => ({ type: 'page', page: index + 1 }));
  }
  const half = (slots - 1) / 2;
  const showStartEllipsis = current > slots - half;
  const showEndEllipsis = current < count - half;
  let first: number;
  let last: number;
  if (showStartEllipsis && !showEndEllipsis) {
    first = count - (slots - 2);
    last = count - 1;
  } else if (!showStartEllipsis && showEndEllipsis) {
    first = 2;
    last = slots - 1;
  } else {
    const offset = half - 1;
    first = current - offset;
    last = current + offset;
  }
  const jump = slots - 2;
  const items: PageItem[] = [{ type: 'page', page: 1 }];
  if (showStartEllipsis) {
    items.push({ type: 'ellipsis', position: 'start', jumpTo: Math.max(1, current - jump) });
  }
  for (let value = first; value <= last; value++) items.push({ type: 'page', page: value });
  if (showEndEllipsis) {
    items.push({ type: 'ellipsis', position: 'end', jumpTo: Math.min(count, current + jump) });
  }
  items.push({ type: 'page', page: count });
  return items;
}
