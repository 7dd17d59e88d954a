import { clampPage, getPageCount, getPageItems, type PageItem } from './pageItems';

/** Writes a pager as text: pages as numbers, gaps as … — easy to read in assertions. */
function describePager(items: PageItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');
}

describe('getPageCount', () => {
  it('rounds up, and gives 1 for an empty list or a bad page size', () => {
    expect(getPageCount(0, 20)).toBe(1);
    expect(getPageCount(20, 20)).toBe(1);
    expect(getPageCount(21, 20)).toBe(2);
    expect(getPageCount(1000, 20)).toBe(50);
    expect(getPageCount(100, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page within 1…pageCount', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3.7, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('getPageItems', () => {
  it('given few pages, lists them all', () => {
    expect(describePager(getPageItems(1, 1))).toBe('1');
    expect(describePager(getPageItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('given the current page near the start, puts one gap before the last page', () => {
    expect(describePager(getPageItems(1, 50))).toBe('1 2 3 4 5 6 … 50');
    expect(describePager(getPageItems(4, 50))).toBe('1 2 3 4 5 6 … 50');
  });

  it('given the current page in the middle, shows a window with gaps on both sides', () => {
    expect(describePager(getPageItems(5, 50))).toBe('1 … 3 4 5 6 7 … 50');
    expect(describePager(getPageItems(25, 50))).toBe('1 … 23 24 25 26 27 … 50');
  });

  it('given the current page near the end, puts one gap after the first page', () => {
    expect(describePager(getPageItems(47, 50))).toBe('1 … 45 46 47 48 49 50');
    expect(describePager(getPageItems(50, 50))).toBe('1 … 45 46 47 48 49 50');
  });

  it('given gaps, jumps pagerCount − 2 pages and stays in range', () => {
    const items = getPageItems(25, 50);
    expect(items[1]).toEqual({ type: 'ellipsis', position: 'start', jumpTo: 20 });
    expect(items.at(-2)).toEqual({ type: 'ellipsis', position: 'end', jumpTo: 30 });
    expect(getPageItems(6, 50)[1]).toEqual({ type: 'ellipsis', position: 'start', jumpTo: 1 });
  });

  it('given another pager count, never shows more buttons than it', () => {
    expect(describePager(getPageItems(10, 20, 5))).toBe('1 … 9 10 11 … 20');
    for (let page = 1; page <= 100; page++) {
      const pages = getPageItems(page, 100, 9).filter((item) => item.type === 'page');
      expect(pages.length).toBeLessThanOrEqual(9);
      expect(pages.some((item) => item.page === page)).toBe(true);
    }
  });

  it('given a page out of range, clamps it', () => {
    expect(describePager(getPageItems(99, 3))).toBe('1 2 3');
  });
});
