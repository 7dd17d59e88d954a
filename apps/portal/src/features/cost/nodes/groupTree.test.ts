import type { ProjectTreeFolderTree } from '@ccms/api-client';
import { dragOf, groupRows, subtreeIds, type GroupRow } from './groupTree';

const folder = (
  id: string,
  parentId: string | null,
  children: ProjectTreeFolderTree[] = [],
  nodes: { id: string; name: string }[] = [],
): ProjectTreeFolderTree => ({
  id,
  projectId: 'p-1',
  parentId,
  name: id.toUpperCase(),
  sort: 0,
  remark: null,
  nodes: nodes.map((node) => ({ ...node, level: 'unit' as const })),
  children,
});

const TREE = [
  folder(
    'a',
    null,
    [folder('a1', 'a', [folder('a11', 'a1')])],
    [
      { id: 'u1', name: '土建' },
      { id: 'u2', name: '安装' },
    ],
  ),
  folder('b', null, [], [{ id: 'u3', name: '电气' }]),
];

/** The rows as the tree-table holds them after moving `id` under `parentId` at `order`. */
function moved(rows: GroupRow[], id: string, parentId: string | null, order: number) {
  const row = rows.find((item) => item.id === id)!;
  const siblings = rows
    .filter((item) => item.parentId === parentId && item.id !== id)
    .sort((x, y) => x.order - y.order);
  siblings.splice(order, 0, { ...row, parentId });
  const renumbered = new Map(siblings.map((item, index) => [item.id, { ...item, order: index }]));
  return rows.map((item) => renumbered.get(item.id) ?? item);
}

describe('the grouping tree rows', () => {
  it('puts sub-folders first, then the nodes of each folder', () => {
    const rows = groupRows(TREE);
    expect(rows.filter((row) => row.parentId === 'f:a').map((row) => [row.id, row.order])).toEqual([
      ['f:a1', 0],
      ['n:a:u1', 1],
      ['n:a:u2', 2],
    ]);
    expect(rows.find((row) => row.id === 'n:b:u3')).toMatchObject({
      kind: 'node',
      refId: 'u3',
      folderId: 'b',
    });
  });

  it('knows a folder’s sub-tree', () => {
    expect([...subtreeIds(TREE, 'a')].sort()).toEqual(['a', 'a1', 'a11']);
    expect([...subtreeIds(TREE, 'b')]).toEqual(['b']);
  });
});

describe('a move in the tree as a drag', () => {
  const rows = groupRows(TREE);

  it('moves a node into another folder at its place among the nodes', () => {
    expect(dragOf(rows, moved(rows, 'n:a:u2', 'f:b', 0), 'n:a:u2')).toEqual({
      type: 'node',
      id: 'u2',
      targetId: 'b',
      fromId: 'a',
      index: 0,
    });
    expect(dragOf(rows, moved(rows, 'n:a:u1', 'f:a', 2), 'n:a:u1')).toMatchObject({
      targetId: 'a',
      fromId: 'a',
      index: 1,
    });
  });

  it('moves a folder to the top or into another folder, counting folders only', () => {
    expect(dragOf(rows, moved(rows, 'f:a1', null, 1), 'f:a1')).toEqual({
      type: 'folder',
      id: 'a1',
      targetId: null,
      fromId: null,
      index: 1,
    });
    expect(dragOf(rows, moved(rows, 'f:a', 'f:b', 1), 'f:a')).toMatchObject({
      targetId: 'b',
      index: 0,
    });
  });

  it('refuses a folder into its own sub-folder and anything under a node', () => {
    expect(dragOf(rows, moved(rows, 'f:a', 'f:a11', 0), 'f:a')).toBe('intoItself');
    expect(dragOf(rows, moved(rows, 'f:b', 'n:a:u1', 0), 'f:b')).toBe('intoNode');
    expect(dragOf(rows, rows, 'f:nothing')).toBeNull();
  });
});
