import { structureTree } from './projectFixtures';
import { ancestorIds, childLevelOf, moveProblem, nodeRows } from './projectTree';

describe('project structure tree', () => {
  const rows = nodeRows(structureTree);

  it('flattens the tree depth first with each node’s sort as its order', () => {
    expect(rows.map((row) => `${row.id}:${row.order}`)).toEqual([
      'p-1-root:1',
      'n-s1:1',
      'n-u1:1',
      'n-d1:1',
      'n-d2:2',
      'n-s2:2',
    ]);
    expect(ancestorIds(rows, 'n-d2')).toEqual(['n-u1', 'n-s1', 'p-1-root']);
  });

  it('allows a move only under a parent that may hold the level', () => {
    expect(moveProblem(rows, { id: 'n-d1', parentId: 'n-d2', order: 1 })).toBeNull();
    expect(moveProblem(rows, { id: 'n-u1', parentId: 'n-s2', order: 1 })).toBeNull();
    expect(moveProblem(rows, { id: 'n-u1', parentId: 'p-1-root', order: 2 })).toBe('level');
    expect(moveProblem(rows, { id: 'n-s1', parentId: null, order: 2 })).toBe('level');
    expect(moveProblem(rows, { id: 'p-1-root', parentId: 'n-s1', order: 1 })).toBe('root');
  });

  it('names the level a new child gets', () => {
    expect(childLevelOf('project')).toBe('single');
    expect(childLevelOf('single')).toBe('unit');
    expect(childLevelOf('unit')).toBe('division');
    expect(childLevelOf('division')).toBe('division');
  });
});
