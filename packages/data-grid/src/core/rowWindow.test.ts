import { rowWindowIndexes, rowWindowRange, scrollTopToReveal } from './rowWindow';

const base = { viewportHeight: 100, rowHeight: 20, count: 1000, overscan: 2 };

describe('rowWindowRange', () => {
  it('given the top, renders the visible rows and the overscan below', () => {
    expect(rowWindowRange({ ...base, scrollTop: 0 })).toEqual({ first: 0, last: 6 });
  });

  it('given a scroll into the list, renders overscan on both sides, partly shown rows included', () => {
    // 210 px: row 10 is half hidden above, rows 10–15 are (partly) in view.
    expect(rowWindowRange({ ...base, scrollTop: 210 })).toEqual({ first: 8, last: 17 });
  });

  it('given the end, stops at the last row', () => {
    expect(rowWindowRange({ ...base, scrollTop: 19_900 })).toEqual({ first: 993, last: 999 });
    expect(rowWindowRange({ ...base, scrollTop: 50_000 })).toEqual({ first: 997, last: 999 });
  });

  it('given no rows, an empty range', () => {
    const { first, last } = rowWindowRange({ ...base, count: 0, scrollTop: 0 });
    expect(last).toBeLessThan(first);
  });
});

describe('rowWindowIndexes', () => {
  it('adds kept rows outside the window, ascending, and ignores those inside or out of range', () => {
    expect(rowWindowIndexes({ first: 10, last: 12 }, [500, 3, 11, -1, 2000], 1000)).toEqual([
      3, 10, 11, 12, 500,
    ]);
  });
});

describe('scrollTopToReveal', () => {
  const view = { viewportHeight: 100, rowHeight: 20 };
  it('leaves a visible row where it is', () => {
    expect(scrollTopToReveal(3, { ...view, scrollTop: 0 })).toBeUndefined();
  });
  it('scrolls up to a row above and down to a row below, by the least distance', () => {
    expect(scrollTopToReveal(2, { ...view, scrollTop: 100 })).toBe(40);
    expect(scrollTopToReveal(10, { ...view, scrollTop: 0 })).toBe(120);
  });
});
