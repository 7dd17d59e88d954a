import { buildTreeIndex, flattenVisible, type TreeRow } from './treeModel';
import { keyboardMove, treeKeyAction } from './treeNavigation';

// a ─ a1, a2 ─ a2x; b; c (lazy)
const rows: TreeRow[] = [
  { id: 'a', parentId: null, order: 1 },
  { id: 'a1', parentId: 'a', order: 1 },
  { id: 'a2', parentId: 'a', order: 2 },
  { id: 'a2x', parentId: 'a2', order: 1 },
  { id: 'b', parentId: null, order: 2 },
  { id: 'c', parentId: null, order: 3, hasChildren: true },
];
const index = buildTreeIndex(rows);
// a, a1, a2, a2x, b, c
const visible = flattenVisible(index, new Set(['a', 'a2']));

describe('treeKeyAction', () => {
  it('moves focus with Up/Down/Home/End and stops at the ends', () => {
    expect(treeKeyAction(visible, 0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction(visible, 2, 'ArrowUp')).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction(visible, 0, 'ArrowUp')).toBeUndefined();
    expect(treeKeyAction(visible, 3, 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction(visible, 0, 'End')).toEqual({ type: 'focus', index: 5 });
    expect(treeKeyAction(visible, 0, 'PageDown', 3)).toEqual({ type: 'focus', index: 3 });
  });

  it('with Right, opens a closed row, then goes to its first child', () => {
    const closed = flattenVisible(index, new Set());
    expect(treeKeyAction(closed, 0, 'ArrowRight')).toEqual({ type: 'expand', id: 'a' });
    expect(treeKeyAction(closed, 2, 'ArrowRight')).toEqual({ type: 'expand', id: 'c' });
    expect(treeKeyAction(visible, 0, 'ArrowRight')).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction(visible, 1, 'ArrowRight')).toBeUndefined();
  });

  it('with Left, closes an open row, else goes to its parent', () => {
    expect(treeKeyAction(visible, 2, 'ArrowLeft')).toEqual({ type: 'collapse', id: 'a2' });
    expect(treeKeyAction(visible, 3, 'ArrowLeft')).toEqual({ type: 'focus', index: 2 });
    expect(treeKeyAction(visible, 4, 'ArrowLeft')).toBeUndefined();
  });

  it('ignores other keys', () => {
    expect(treeKeyAction(visible, 0, 'a')).toBeUndefined();
  });
});

describe('keyboardMove', () => {
  it('Up/Down go before the previous or after the next sibling', () => {
    expect(keyboardMove(index, 'a2', 'ArrowUp')).toEqual({
      id: 'a2',
      targetId: 'a1',
      position: 'before',
    });
    expect(keyboardMove(index, 'a1', 'ArrowDown')).toEqual({
      id: 'a1',
      targetId: 'a2',
      position: 'after',
    });
    expect(keyboardMove(index, 'a1', 'ArrowUp')).toBeUndefined();
    expect(keyboardMove(index, 'c', 'ArrowDown')).toBeUndefined();
  });

  it('Right goes into the previous sibling, Left out to after the parent', () => {
    expect(keyboardMove(index, 'a2', 'ArrowRight')).toEqual({
      id: 'a2',
      targetId: 'a1',
      position: 'inside',
    });
    expect(keyboardMove(index, 'a', 'ArrowRight')).toBeUndefined();
    expect(keyboardMove(index, 'a2x', 'ArrowLeft')).toEqual({
      id: 'a2x',
      targetId: 'a2',
      position: 'after',
    });
    expect(keyboardMove(index, 'a', 'ArrowLeft')).toBeUndefined();
  });
});
