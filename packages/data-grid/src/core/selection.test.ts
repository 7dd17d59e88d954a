import { selectionStatus, selectRange, toggleAllRows, toggleRowSelection } from './selection';

const keys = ['a', 'b', 'c', 'd', 'e'];

describe('selection', () => {
  it('toggles a row: single replaces, multiple adds and removes, none changes nothing', () => {
    expect(toggleRowSelection(['a'], 'b', 'single')).toEqual(['b']);
    expect(toggleRowSelection(['b'], 'b', 'single')).toEqual([]);
    expect(toggleRowSelection(['a'], 'b', 'multiple')).toEqual(['a', 'b']);
    expect(toggleRowSelection(['a', 'b'], 'a', 'multiple')).toEqual(['b']);
    expect(toggleRowSelection(['a'], 'b', 'none')).toEqual(['a']);
  });

  it('selects a range in either direction, keeping the earlier selection', () => {
    const keyAt = (index: number) => keys[index]!;
    expect(selectRange(['e'], keyAt, 1, 3)).toEqual(['e', 'b', 'c', 'd']);
    expect(selectRange([], keyAt, 3, 1)).toEqual(['b', 'c', 'd']);
  });

  it('tells none, some or all', () => {
    expect(selectionStatus(new Set(), keys)).toBe('none');
    expect(selectionStatus(new Set(['x']), keys)).toBe('none');
    expect(selectionStatus(new Set(['a']), keys)).toBe('some');
    expect(selectionStatus(new Set(keys), keys)).toBe('all');
    expect(selectionStatus(new Set(['a']), [])).toBe('none');
  });

  it('toggles all of the filtered rows and leaves other selected rows alone', () => {
    expect(toggleAllRows(['x', 'a'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleAllRows(['x', 'a', 'b'], ['a', 'b'])).toEqual(['x']);
  });
});
