import type { FormRecord } from '@ccms/api-client';
import { record } from './formsFixtures';
import { parentChoices, recordTitle, treeRowsOf } from './treeModel';

const FORM = {
  treeParent: 'parentId',
  fields: [
    {
      key: 'parentId',
      label: '上级',
      type: 'text' as const,
      required: false,
      width: 1 as const,
      listed: false,
    },
    {
      key: 'name',
      label: '名称',
      type: 'text' as const,
      required: false,
      width: 1 as const,
      listed: true,
    },
  ],
};

const node = (id: string, name: string, parentId: string | null, at: string): FormRecord => ({
  ...record(id),
  values: { name, parentId },
  createdDate: at,
});

// a ← b ← c, d alone; e names a parent that is not loaded.
const RECORDS = [
  node('c', '丙', 'b', '2026-01-03 00:00:00'),
  node('d', '丁', null, '2026-01-04 00:00:00'),
  node('b', '乙', 'a', '2026-01-02 00:00:00'),
  node('a', '甲', '', '2026-01-01 00:00:00'),
  node('e', '戊', 'gone', '2026-01-05 00:00:00'),
];

describe('tree model', () => {
  it('orders siblings by creation and puts records with a missing parent at the top level', () => {
    expect(treeRowsOf(FORM, RECORDS).map((row) => [row.id, row.parentId])).toEqual([
      ['a', null],
      ['b', 'a'],
      ['c', 'b'],
      ['d', null],
      ['e', null],
    ]);
  });

  it('offers every record but the record itself and its descendants, by path', () => {
    expect(parentChoices(FORM, RECORDS, 'b').map((choice) => choice.label)).toEqual(
      expect.arrayContaining(['甲', '丁', '戊']),
    );
    expect(
      parentChoices(FORM, RECORDS, 'b')
        .map((choice) => choice.value)
        .sort(),
    ).toEqual(['a', 'd', 'e']);
    expect(parentChoices(FORM, RECORDS, null).find((c) => c.value === 'c')?.label).toBe(
      '甲 / 乙 / 丙',
    );
  });

  it('names a record by its first text field other than the parent', () => {
    expect(recordTitle(FORM, RECORDS[0]!)).toBe('丙');
    expect(recordTitle(FORM, { ...RECORDS[0]!, values: { parentId: 'b' } })).toBe('c');
  });
});
