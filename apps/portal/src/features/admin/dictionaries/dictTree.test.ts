import type { TreeRow } from '@ccms/data-grid';
import { engineeringTree } from './dictFixtures';
import { branchIds, canHoldChild, dictTreeRows, itemOf, moveTooDeep, nextSort } from './dictTree';
import { changedPlacements } from '../shared/treeRows';

const rows = dictTreeRows(engineeringTree());
const byValue = (value: string) => rows.find((row) => row.value === value)!;

describe('dictTreeRows', () => {
  it('lists the nodes depth first with their level and stored sort as order', () => {
    expect(rows.map((row) => [row.value, row.level, row.order])).toEqual([
      ['building', 1, 1],
      ['residential', 2, 1],
      ['affordable', 3, 1],
      ['office', 2, 2],
      ['municipal', 1, 2],
      ['road', 2, 1],
      ['urban-road', 3, 1],
    ]);
    expect(itemOf(byValue('office'))).not.toHaveProperty('level');
    expect(itemOf(byValue('office'))).toMatchObject({ id: 'i-office', parentId: 'i-building' });
  });

  it('lets only the first two levels take children, and opens every branch', () => {
    expect(canHoldChild(byValue('residential'))).toBe(true);
    expect(canHoldChild(byValue('affordable'))).toBe(false);
    expect(branchIds(rows)).toEqual(['i-building', 'i-residential', 'i-municipal', 'i-road']);
    expect(nextSort(rows, 'i-building')).toBe(3);
    expect(nextSort(rows, 'i-office')).toBe(1);
  });
});

describe('moves', () => {
  const moved = (id: string, parentId: string | null): TreeRow[] =>
    rows.map((row) => (row.id === id ? { ...row, parentId } : row));

  it('refuses a move that puts the node or a node beneath it below the third level', () => {
    // 市政工程 › 道路工程 › 城市道路 into 房屋建筑工程: 城市道路 at level 4.
    expect(
      moveTooDeep(moved('i-municipal', 'i-building'), {
        id: 'i-municipal',
        parentId: 'i-building',
        order: 3,
      }),
    ).toBe(true);
    // 办公楼 into 住宅: level 3, fine.
    expect(
      moveTooDeep(moved('i-office', 'i-residential'), {
        id: 'i-office',
        parentId: 'i-residential',
        order: 2,
      }),
    ).toBe(false);
    // 道路工程 into 办公楼: 城市道路 at level 4.
    expect(
      moveTooDeep(moved('i-road', 'i-office'), { id: 'i-road', parentId: 'i-office', order: 1 }),
    ).toBe(true);
  });

  it('sends the rows whose parent or order changed', () => {
    const shown = rows.map((row) =>
      row.id === 'i-office'
        ? { ...row, order: 1 }
        : row.id === 'i-residential'
          ? { ...row, order: 2 }
          : row,
    );
    expect(changedPlacements(rows, shown)).toEqual([
      { id: 'i-residential', parentId: 'i-building', sort: 2 },
      { id: 'i-office', parentId: 'i-building', sort: 1 },
    ]);
    expect(changedPlacements(rows, rows)).toEqual([]);
  });
});
