import type { MemberLevel } from '@ccms/api-client';
import { levelDrop, levelRows, type LevelRow } from './levelOrder';

const level = (id: string, sort: number): MemberLevel => ({
  id,
  name: id,
  sort,
  remarks: null,
  memberCount: 0,
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
});

/** The rows as a move leaves them: `ids` in their new order. */
const shownAs = (rows: readonly LevelRow[], ids: string[]) =>
  ids.map((id, index) => ({ ...rows.find((row) => row.id === id)!, order: index + 1 }));

describe('levelOrder', () => {
  const rows = levelRows([level('a', 10), level('b', 20), level('c', 30)]);

  it('numbers the levels by their place in the list, all at the top level', () => {
    expect(rows.map((row) => [row.id, row.parentId, row.order])).toEqual([
      ['a', null, 1],
      ['b', null, 2],
      ['c', null, 3],
    ]);
  });

  it('asks to drop a moved level after the one now above it', () => {
    const shown = shownAs(rows, ['a', 'c', 'b']);
    expect(levelDrop(shown, { id: 'c', parentId: null, order: 2 })).toEqual({
      sourceId: 'c',
      targetId: 'a',
      before: 'after',
    });
  });

  it('asks to drop a level moved to the top before the one now below it', () => {
    const shown = shownAs(rows, ['b', 'a', 'c']);
    expect(levelDrop(shown, { id: 'b', parentId: null, order: 1 })).toEqual({
      sourceId: 'b',
      targetId: 'a',
      before: 'before',
    });
  });

  it('has no drop for a level put inside another, or a list of one', () => {
    expect(levelDrop(rows, { id: 'b', parentId: 'a', order: 1 })).toBeNull();
    const single = levelRows([level('a', 1)]);
    expect(levelDrop(single, { id: 'a', parentId: null, order: 1 })).toBeNull();
  });
});
