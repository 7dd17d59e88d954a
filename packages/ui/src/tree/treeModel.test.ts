import {
  computeCheckStates,
  filterTree,
  flattenVisible,
  indexTree,
  mergeLoadedChildren,
  splitAtMatch,
  toggleCheck,
  type TreeNode,
  type TreeRow,
} from './treeModel';

// The demo company's department tree (3 levels).
const departments: TreeNode[] = [
  {
    key: 'demo',
    label: '示例造价咨询有限公司',
    children: [
      {
        key: 'cost',
        label: '造价咨询事业部',
        children: [
          { key: 'cost1', label: '造价一部' },
          { key: 'cost2', label: '造价二部' },
        ],
      },
      {
        key: 'admin',
        label: '综合管理部',
        children: [
          { key: 'finance', label: '财务部' },
          { key: 'hr', label: '人力行政部' },
        ],
      },
    ],
  },
];

/** Rows as "key@level" (loading rows as "…@level"), easy to read in assertions. */
function describeRows(rows: TreeRow[]): string[] {
  return rows.map((row) => (row.type === 'node' ? `${row.key}@${row.level}` : `…@${row.level}`));
}

describe('flattenVisible', () => {
  it('given nothing expanded, shows the roots only', () => {
    expect(describeRows(flattenVisible(departments, { expandedKeys: new Set() }))).toEqual([
      'demo@1',
    ]);
  });

  it('given expanded branches, opens them in order with levels and set positions', () => {
    const rows = flattenVisible(departments, { expandedKeys: new Set(['demo', 'admin']) });
    expect(describeRows(rows)).toEqual(['demo@1', 'cost@2', 'admin@2', 'finance@3', 'hr@3']);
    const admin = rows[2];
    expect(admin).toMatchObject({ posInSet: 2, setSize: 2, isExpanded: true, parentKey: 'demo' });
    expect(rows[1]).toMatchObject({ hasChildren: true, isExpanded: false });
    expect(rows[3]).toMatchObject({ hasChildren: false });
  });

  it('given an expanded child under a collapsed parent, keeps it hidden', () => {
    const rows = flattenVisible(departments, { expandedKeys: new Set(['admin']) });
    expect(describeRows(rows)).toEqual(['demo@1']);
  });

  it('given a lazy tree, offers an expander on unloaded nodes and a loading row while loading', () => {
    const lazy: TreeNode[] = [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B', isLeaf: true },
    ];
    const rows = flattenVisible(lazy, {
      expandedKeys: new Set(['a']),
      loadingKeys: new Set(['a']),
      canLoad: true,
    });
    expect(describeRows(rows)).toEqual(['a@1', '…@2', 'b@1']);
    expect(rows[0]).toMatchObject({ hasChildren: true });
    expect(rows[2]).toMatchObject({ hasChildren: false });
  });

  it('given visible keys, shows only those and counts set positions among them', () => {
    const rows = flattenVisible(departments, {
      expandedKeys: new Set(['demo', 'admin']),
      visibleKeys: new Set(['demo', 'admin', 'hr']),
    });
    expect(describeRows(rows)).toEqual(['demo@1', 'admin@2', 'hr@3']);
    expect(rows[1]).toMatchObject({ posInSet: 1, setSize: 1 });
  });

  it('flattens 10,000 expanded nodes quickly', () => {
    const big: TreeNode[] = Array.from({ length: 100 }, (_, i) => ({
      key: `g${i}`,
      label: `组 ${i}`,
      children: Array.from({ length: 99 }, (_, j) => ({
        key: `g${i}-${j}`,
        label: `项 ${i}-${j}`,
      })),
    }));
    const started = performance.now();
    const rows = flattenVisible(big, { expandedKeys: new Set(big.map((node) => node.key)) });
    expect(rows).toHaveLength(10000);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('toggleCheck and computeCheckStates', () => {
  const index = indexTree(departments);

  it('checking a parent checks all its loaded descendants', () => {
    const checked = toggleCheck(index, new Set(), 'admin', true);
    expect([...checked].sort()).toEqual(['admin', 'finance', 'hr']);
    const states = computeCheckStates(departments, checked);
    expect(states.get('admin')).toBe('checked');
    expect(states.get('demo')).toBe('indeterminate');
    expect(states.get('cost')).toBe('unchecked');
  });

  it('checking every child checks the parent and up the chain', () => {
    let checked = toggleCheck(index, new Set(), 'cost1', true);
    expect(computeCheckStates(departments, checked).get('cost')).toBe('indeterminate');
    checked = toggleCheck(index, checked, 'cost2', true);
    expect(checked.has('cost')).toBe(true);
    checked = toggleCheck(index, checked, 'admin', true);
    expect(checked.has('demo')).toBe(true);
    expect(computeCheckStates(departments, checked).get('demo')).toBe('checked');
  });

  it('unchecking a child unchecks its ancestors, leaving them indeterminate', () => {
    const all = toggleCheck(index, new Set(), 'demo', true);
    expect(all.size).toBe(7);
    const checked = toggleCheck(index, all, 'hr', false);
    expect(checked.has('hr')).toBe(false);
    expect(checked.has('admin')).toBe(false);
    expect(checked.has('demo')).toBe(false);
    const states = computeCheckStates(departments, checked);
    expect(states.get('admin')).toBe('indeterminate');
    expect(states.get('demo')).toBe('indeterminate');
    expect(states.get('cost')).toBe('checked');
  });

  it('given an unknown key, changes nothing', () => {
    expect(toggleCheck(index, new Set(['hr']), 'nope', true)).toEqual(new Set(['hr']));
  });
});

describe('filterTree and splitAtMatch', () => {
  it('given an empty query, filters nothing', () => {
    expect(filterTree(departments, '  ')).toBeNull();
  });

  it('shows matches with their ancestors opened', () => {
    const filter = filterTree(departments, '财务');
    expect(filter?.matchedKeys).toEqual(new Set(['finance']));
    expect(filter?.visibleKeys).toEqual(new Set(['demo', 'admin', 'finance']));
    expect(filter?.expandedKeys).toEqual(new Set(['demo', 'admin']));
  });

  it('matches case-insensitively and several branches at once', () => {
    const tree: TreeNode[] = [
      {
        key: 'r',
        label: 'Root',
        children: [
          { key: 'x', label: 'Cost A' },
          { key: 'y', label: 'cost b' },
          { key: 'z', label: 'HR' },
        ],
      },
    ];
    expect(filterTree(tree, 'COST')?.visibleKeys).toEqual(new Set(['r', 'x', 'y']));
  });

  it('splits a label around the match for highlighting', () => {
    expect(splitAtMatch('造价一部', '一')).toEqual({ before: '造价', match: '一', after: '部' });
    expect(splitAtMatch('Finance', 'NAN')).toEqual({ before: 'Fi', match: 'nan', after: 'ce' });
    expect(splitAtMatch('财务部', '人力')).toBeNull();
  });
});

describe('mergeLoadedChildren', () => {
  it('puts loaded children under their parent and leaves other branches untouched', () => {
    const lazy: TreeNode[] = [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B', children: [{ key: 'b1', label: 'B1' }] },
    ];
    const merged = mergeLoadedChildren(lazy, new Map([['a', [{ key: 'a1', label: 'A1' }]]]));
    expect(merged[0]?.children).toEqual([{ key: 'a1', label: 'A1' }]);
    expect(merged[1]).toBe(lazy[1]);
    expect(mergeLoadedChildren(lazy, new Map())).toBe(lazy);
  });
});
