import { computeCheckStates, toggleChecked } from './treeCheck';
import { buildTreeIndex, type TreeRow } from './treeModel';

// a ─ a1, a2 ─ a2x, a2y; b; c (lazy)
const rows: TreeRow[] = [
  { id: 'a', parentId: null, order: 1 },
  { id: 'a1', parentId: 'a', order: 1 },
  { id: 'a2', parentId: 'a', order: 2 },
  { id: 'a2x', parentId: 'a2', order: 1 },
  { id: 'a2y', parentId: 'a2', order: 2 },
  { id: 'b', parentId: null, order: 2 },
  { id: 'c', parentId: null, order: 3, hasChildren: true },
];
const index = buildTreeIndex(rows);
const sorted = (set: Set<string>) => [...set].sort();

describe('computeCheckStates', () => {
  it('given checked leaves, parents are checked when all children are, else indeterminate', () => {
    const states = computeCheckStates(index, new Set(['a2x']));
    expect(states.get('a2x')).toBe('checked');
    expect(states.get('a2y')).toBe('unchecked');
    expect(states.get('a2')).toBe('indeterminate');
    expect(states.get('a')).toBe('indeterminate');
    expect(states.get('b')).toBe('unchecked');

    const all = computeCheckStates(index, new Set(['a1', 'a2x', 'a2y']));
    expect(all.get('a2')).toBe('checked');
    expect(all.get('a')).toBe('checked');
  });

  it('given a parent id alone in the set, its loaded children decide, a lazy row follows the set', () => {
    const states = computeCheckStates(index, new Set(['a', 'c']));
    expect(states.get('a')).toBe('unchecked');
    expect(states.get('c')).toBe('checked');
  });
});

describe('toggleChecked', () => {
  it('when a parent is checked, checks all descendants and settles ancestors', () => {
    const next = toggleChecked(index, new Set(['a1']), 'a2', true);
    expect(sorted(next)).toEqual(['a', 'a1', 'a2', 'a2x', 'a2y']);
  });

  it('when a child is unchecked, its ancestors leave the set', () => {
    const next = toggleChecked(index, new Set(['a', 'a1', 'a2', 'a2x', 'a2y']), 'a2y', false);
    expect(sorted(next)).toEqual(['a1', 'a2x']);
    expect(computeCheckStates(index, next).get('a')).toBe('indeterminate');
  });

  it('when a parent is unchecked, unchecks the whole branch and leaves the input set alone', () => {
    const before = new Set(['a', 'a1', 'a2', 'a2x', 'a2y', 'b']);
    const next = toggleChecked(index, before, 'a', false);
    expect(sorted(next)).toEqual(['b']);
    expect(before.size).toBe(6);
  });
});
