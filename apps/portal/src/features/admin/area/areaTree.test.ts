import type { AreaNode } from '@ccms/api-client';
import {
  areaPaths,
  areaRows,
  branchOf,
  matchingAreas,
  movedAreas,
  nextAreaSort,
  parentIdsOf,
} from './areaTree';

const audit = {
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
};
const node = (
  id: string,
  name: string,
  sort: number,
  parentIds: string,
  children: AreaNode[] = [],
) => ({
  id,
  parentId: parentIds ? parentIds.split(',').at(-2)! : null,
  parentIds,
  name,
  sort,
  ...audit,
  children,
});

const tree: AreaNode[] = [
  node('east', '华东', 1, '', [
    node('sh', '上海', 5, 'east,', [node('pd', '浦东新区', 1, 'east,sh,')]),
    node('js', '江苏', 9, 'east,'),
  ]),
  node('north', '华北', 2, ''),
];

describe('areaTree', () => {
  const rows = areaRows(tree);

  it('flattens the tree depth first, order starting as the stored sort', () => {
    expect(rows.map((row) => [row.id, row.parentId, row.order])).toEqual([
      ['east', null, 1],
      ['sh', 'east', 5],
      ['pd', 'sh', 1],
      ['js', 'east', 9],
      ['north', null, 2],
    ]);
  });

  it('names each area by its path, and knows a branch and the next sort', () => {
    expect(areaPaths(rows).get('pd')).toBe('华东 / 上海 / 浦东新区');
    expect([...branchOf(rows, 'east')]).toEqual(['east', 'sh', 'pd', 'js']);
    expect(nextAreaSort(rows, 'east')).toBe(10);
    expect(nextAreaSort(rows, 'pd')).toBe(1);
    expect(parentIdsOf(rows, 'sh')).toBe('east,sh,');
    expect(parentIdsOf(rows, null)).toBe('');
  });

  it('keeps the matches of a search with their ancestors', () => {
    expect(matchingAreas(rows, ' 浦东 ').map((row) => row.id)).toEqual(['east', 'sh', 'pd']);
    expect(matchingAreas(rows, '')).toHaveLength(5);
    expect(matchingAreas(rows, '西藏')).toEqual([]);
  });

  it('saves only the areas a move changed, with their new parent and ancestors', () => {
    const shown = rows.map((row) =>
      row.id === 'north' ? { ...row, parentId: 'east', order: 3 } : row,
    );
    expect(movedAreas(rows, shown)).toEqual([
      { id: 'north', parentId: 'east', parentIds: 'east,', name: '华北', sort: 3 },
    ]);
    expect(movedAreas(rows, rows)).toEqual([]);
  });
});
