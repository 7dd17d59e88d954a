import { applyMove, canMove, dropPosition } from './treeDrop';
import { buildTreeIndex, type TreeRow } from './treeModel';

const row = (id: string, parentId: string | null, order: number, hasChildren?: boolean): TreeRow =>
  hasChildren ? { id, parentId, order, hasChildren } : { id, parentId, order };

// a ─ a1, a2 ─ a2x, a3; b ─ b1, b2; c (lazy)
const rows: TreeRow[] = [
  row('a', null, 1),
  row('a1', 'a', 1),
  row('a2', 'a', 2),
  row('a2x', 'a2', 1),
  row('a3', 'a', 3),
  row('b', null, 2),
  row('b1', 'b', 1),
  row('b2', 'b', 2),
  row('c', null, 3, true),
];
const index = buildTreeIndex(rows);
const byId = (list: readonly TreeRow[], id: string) => list.find((item) => item.id === id)!;
const childIds = (list: readonly TreeRow[], parentId: string | null) =>
  buildTreeIndex(list)
    .children.get(parentId)
    ?.map((item) => `${item.id}:${item.order}`);

describe('dropPosition', () => {
  it('splits a row 25 / 50 / 25 with both middle edges inside', () => {
    expect(dropPosition(0, 40)).toBe('before');
    expect(dropPosition(9.99, 40)).toBe('before');
    expect(dropPosition(10, 40)).toBe('inside');
    expect(dropPosition(20, 40)).toBe('inside');
    expect(dropPosition(30, 40)).toBe('inside');
    expect(dropPosition(30.01, 40)).toBe('after');
    expect(dropPosition(40, 40)).toBe('after');
  });

  it('given a pointer outside the row or a row without height, still answers', () => {
    expect(dropPosition(-5, 40)).toBe('before');
    expect(dropPosition(55, 40)).toBe('after');
    expect(dropPosition(3, 0)).toBe('inside');
  });
});

describe('canMove', () => {
  it('never onto itself or into its descendants, in any position', () => {
    for (const position of ['before', 'inside', 'after'] as const) {
      expect(canMove(index, 'a', 'a', position)).toBe(false);
      expect(canMove(index, 'a', 'a2', position)).toBe(false);
      expect(canMove(index, 'a', 'a2x', position)).toBe(false);
    }
  });

  it('allows moves elsewhere, including a child onto its ancestor', () => {
    expect(canMove(index, 'a2x', 'a', 'after')).toBe(true);
    expect(canMove(index, 'a2', 'b1', 'inside')).toBe(true);
    expect(canMove(index, 'b', 'a', 'before')).toBe(true);
  });

  it('refuses unknown rows and the inside of a lazy row not loaded yet', () => {
    expect(canMove(index, 'zz', 'a', 'after')).toBe(false);
    expect(canMove(index, 'a', 'zz', 'after')).toBe(false);
    expect(canMove(index, 'b1', 'c', 'inside')).toBe(false);
    expect(canMove(index, 'b1', 'c', 'after')).toBe(true);
  });
});

describe('applyMove', () => {
  it('given a move within one list, renumbers that list only and keeps untouched rows', () => {
    const result = applyMove(rows, { id: 'a3', targetId: 'a1', position: 'before' })!;
    expect(result.event).toEqual({ id: 'a3', parentId: 'a', order: 1 });
    expect(childIds(result.rows, 'a')).toEqual(['a3:1', 'a1:2', 'a2:3']);
    expect(result.changed.map((item) => item.id).sort()).toEqual(['a1', 'a2', 'a3']);
    for (const id of ['a', 'a2x', 'b', 'b1', 'b2', 'c']) {
      expect(byId(result.rows, id)).toBe(byId(rows, id));
    }
    expect(byId(rows, 'a3').order).toBe(3);
  });

  it('given a move to another parent, renumbers the old and the new sibling lists only', () => {
    const result = applyMove(rows, { id: 'a1', targetId: 'b1', position: 'after' })!;
    expect(result.event).toEqual({ id: 'a1', parentId: 'b', order: 2 });
    expect(childIds(result.rows, 'a')).toEqual(['a2:1', 'a3:2']);
    expect(childIds(result.rows, 'b')).toEqual(['b1:1', 'a1:2', 'b2:3']);
    expect(result.changed.map((item) => item.id).sort()).toEqual(['a1', 'a2', 'a3', 'b2']);
    for (const id of ['a', 'a2x', 'b', 'b1', 'c'])
      expect(byId(result.rows, id)).toBe(byId(rows, id));
  });

  it('given inside, makes it the last child; a leaf target becomes a parent', () => {
    const result = applyMove(rows, { id: 'b', targetId: 'a1', position: 'inside' })!;
    expect(result.event).toEqual({ id: 'b', parentId: 'a1', order: 1 });
    expect(childIds(result.rows, null)).toEqual(['a:1', 'c:2']);
    expect(childIds(result.rows, 'a1')).toEqual(['b:1']);
    // b's children travel with it untouched.
    expect(byId(result.rows, 'b1')).toBe(byId(rows, 'b1'));
    const last = applyMove(rows, { id: 'a1', targetId: 'a', position: 'inside' })!;
    expect(childIds(last.rows, 'a')).toEqual(['a2:1', 'a3:2', 'a1:3']);
  });

  it('given a move out to after the parent, joins the parent’s list', () => {
    const result = applyMove(rows, { id: 'a2x', targetId: 'a2', position: 'after' })!;
    expect(result.event).toEqual({ id: 'a2x', parentId: 'a', order: 3 });
    expect(childIds(result.rows, 'a')).toEqual(['a1:1', 'a2:2', 'a2x:3', 'a3:4']);
    expect(childIds(result.rows, 'a2')).toBeUndefined();
  });

  it('given a move to where it already is, changes nothing', () => {
    const result = applyMove(rows, { id: 'a2', targetId: 'a1', position: 'after' })!;
    expect(result.changed).toEqual([]);
    expect(result.event).toEqual({ id: 'a2', parentId: 'a', order: 2 });
    result.rows.forEach((item, i) => expect(item).toBe(rows[i]));
  });

  it('given a forbidden move, returns null', () => {
    expect(applyMove(rows, { id: 'a', targetId: 'a2x', position: 'inside' })).toBeNull();
    expect(applyMove(rows, { id: 'a', targetId: 'a', position: 'after' })).toBeNull();
  });

  it('given gaps in the orders, renumbers the affected list 1, 2, 3', () => {
    const gappy = [row('x', null, 10), row('y', null, 20), row('z', null, 30)];
    const result = applyMove(gappy, { id: 'z', targetId: 'x', position: 'after' })!;
    expect(childIds(result.rows, null)).toEqual(['x:1', 'z:2', 'y:3']);
  });

  it('given 10,000 rows, changes only the rows of the two affected lists', () => {
    const many: TreeRow[] = [];
    for (let p = 0; p < 100; p++) {
      many.push(row(`p${p}`, null, p + 1));
      for (let c = 0; c < 99; c++) many.push(row(`p${p}-${c}`, `p${p}`, c + 1));
    }
    const result = applyMove(many, { id: 'p3-0', targetId: 'p7-50', position: 'before' })!;
    // p3 loses its first child (98 renumbered), p7 gains one before its 51st (49 shift + the row).
    expect(result.changed).toHaveLength(98 + 50);
    expect(result.rows.filter((item, i) => item !== many[i])).toHaveLength(148);
  });
});
