import {
  buildTreeIndex,
  descendantIds,
  expandableIds,
  flattenVisible,
  isSelfOrDescendant,
  updateTreeIndex,
  type TreeRow,
} from './treeModel';
import { applyMove, type TreeMove } from './treeDrop';

interface Item extends TreeRow {
  name: string;
}

const row = (
  id: string,
  parentId: string | null,
  order: number,
  extra: Partial<Item> = {},
): Item => ({
  id,
  parentId,
  order,
  name: id,
  ...extra,
});

// a ─ a1, a2 ─ a2x, a3; b; c (lazy). Given out of order on purpose.
const rows: Item[] = [
  row('b', null, 2),
  row('a2', 'a', 2),
  row('a', null, 1),
  row('a3', 'a', 3),
  row('a1', 'a', 1),
  row('a2x', 'a2', 1),
  row('c', null, 3, { hasChildren: true }),
];

const ids = (visible: { id: string }[]) => visible.map((entry) => entry.id);

describe('buildTreeIndex', () => {
  it('given rows in any order, sorts each sibling list by order and knows parents and depths', () => {
    const index = buildTreeIndex(rows);
    expect(index.children.get(null)?.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(index.children.get('a')?.map((item) => item.id)).toEqual(['a1', 'a2', 'a3']);
    expect(index.parents.get('a2x')).toBe('a2');
    expect(index.depths.get('a')).toBe(0);
    expect(index.depths.get('a2x')).toBe(2);
  });

  it('given a parent id that is not among the rows, treats the row as top level', () => {
    const index = buildTreeIndex([row('x', 'missing', 1)]);
    expect(index.parents.get('x')).toBeNull();
    expect(index.children.get(null)?.map((item) => item.id)).toEqual(['x']);
  });

  it('given equal orders, keeps the input order', () => {
    const index = buildTreeIndex([row('p', null, 1), row('q', null, 1), row('r', null, 0)]);
    expect(index.children.get(null)?.map((item) => item.id)).toEqual(['r', 'p', 'q']);
  });

  it('given a 10,000-deep chain, reads each row’s parent a constant number of times (linear)', () => {
    let reads = 0;
    const chain = Array.from({ length: 10_000 }, (_, i) => {
      const parentId = i === 0 ? null : `n${i - 1}`;
      return {
        id: `n${i}`,
        order: 1,
        get parentId() {
          reads++;
          return parentId;
        },
      };
    });
    const index = buildTreeIndex(chain);
    expect(index.depths.get('n9999')).toBe(9999);
    expect(reads).toBeLessThanOrEqual(2 * chain.length);
    expect(flattenVisible(index, new Set(expandableIds(index)))).toHaveLength(10_000);
  });
});

describe('flattenVisible', () => {
  const index = buildTreeIndex(rows);

  it('given nothing expanded, shows the top level with positions in the set', () => {
    const visible = flattenVisible(index, new Set());
    expect(ids(visible)).toEqual(['a', 'b', 'c']);
    expect(visible[1]).toMatchObject({ kind: 'row', level: 1, posInSet: 2, setSize: 3 });
    expect(visible[0]).toMatchObject({ isExpandable: true, isExpanded: false });
    expect(visible[2]).toMatchObject({ isExpandable: true, isExpanded: false });
  });

  it('given expanded branches, opens them depth first with levels', () => {
    const visible = flattenVisible(index, new Set(['a', 'a2']));
    expect(ids(visible)).toEqual(['a', 'a1', 'a2', 'a2x', 'a3', 'b', 'c']);
    expect(visible[3]).toMatchObject({ level: 3, parentId: 'a2', posInSet: 1, setSize: 1 });
    expect(visible[1]).toMatchObject({ isExpandable: false, isExpanded: false });
  });

  it('given a collapsed parent, hides its expanded descendants', () => {
    expect(ids(flattenVisible(index, new Set(['a2'])))).toEqual(['a', 'b', 'c']);
  });

  it('given an expanded lazy row that is loading or failed, shows a placeholder row under it', () => {
    const loading = flattenVisible(index, new Set(['c']), {
      loadStatus: new Map([['c', 'loading']]),
    });
    expect(loading[3]).toMatchObject({ kind: 'loading', parentId: 'c', level: 2 });
    const failed = flattenVisible(index, new Set(['c']), { loadStatus: new Map([['c', 'error']]) });
    expect(failed[3]).toMatchObject({ kind: 'error', parentId: 'c' });
    expect(flattenVisible(index, new Set(['c']))).toHaveLength(3);
  });
});

describe('tree queries', () => {
  const index = buildTreeIndex(rows);

  it('expandableIds lists rows with loaded children only (lazy rows stay closed)', () => {
    expect(expandableIds(index).sort()).toEqual(['a', 'a2']);
  });

  it('descendantIds lists loaded descendants depth first', () => {
    expect(descendantIds(index, 'a')).toEqual(['a1', 'a2', 'a2x', 'a3']);
    expect(descendantIds(index, 'b')).toEqual([]);
  });

  it('isSelfOrDescendant walks up from the row', () => {
    expect(isSelfOrDescendant(index, 'a2x', 'a')).toBe(true);
    expect(isSelfOrDescendant(index, 'a', 'a')).toBe(true);
    expect(isSelfOrDescendant(index, 'a', 'a2x')).toBe(false);
    expect(isSelfOrDescendant(index, 'b', 'a')).toBe(false);
  });
});

describe('updateTreeIndex', () => {
  const rows: Item[] = [
    row('a', null, 1),
    row('a1', 'a', 1),
    row('a2', 'a', 2),
    row('a2x', 'a2', 1),
    row('b', null, 2),
    row('b1', 'b', 1),
    row('c', null, 3),
  ];
  const moves: TreeMove[] = [
    { id: 'a', targetId: 'c', position: 'after' },
    { id: 'a2', targetId: 'b1', position: 'inside' },
    { id: 'a2', targetId: 'b', position: 'before' },
    { id: 'b1', targetId: 'a1', position: 'before' },
    { id: 'a2x', targetId: 'c', position: 'inside' },
  ];
  it.each(moves)(
    'given the move $id $position $targetId, equals the index rebuilt from the rows',
    (move) => {
      const index = buildTreeIndex(rows);
      const result = applyMove(rows, move, index)!;
      const before = structuredClone(index);
      expect(updateTreeIndex(index, result.changed)).toEqual(buildTreeIndex(result.rows));
      expect(index).toEqual(before);
    },
  );

  it('given a reorder among siblings, shares the parent and depth maps with the old index', () => {
    const index = buildTreeIndex(rows);
    const result = applyMove(rows, { id: 'a', targetId: 'c', position: 'after' }, index)!;
    const next = updateTreeIndex(index, result.changed);
    expect(next.parents).toBe(index.parents);
    expect(next.depths).toBe(index.depths);
    expect(next.byId).not.toBe(index.byId);
  });
});
