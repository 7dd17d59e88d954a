import type { ColumnModel } from './columns';
import { resolveColumnWidth } from './columns';
import { sortRows, toggleSort, type SortState } from './sorting';

interface Project {
  id: number;
  name: string;
  amount: number | null;
  signedOn?: Date;
}

const columns: ColumnModel<Project>[] = [
  { key: 'name', title: '项目名称', sortable: true },
  { key: 'amount', title: '造价（万元）', sortable: true },
  { key: 'signedOn', title: '签约日期', sortable: true },
  { key: 'id', title: '编号', sortable: false },
];

const rows: Project[] = [
  { id: 1, name: '北京办公楼', amount: 500, signedOn: new Date('2024-03-01') },
  { id: 2, name: '安徽学校', amount: 120, signedOn: new Date('2023-01-15') },
  { id: 3, name: '重庆医院', amount: null },
  { id: 4, name: '安徽学校', amount: 800, signedOn: new Date('2024-01-01') },
  { id: 5, name: '北京办公楼', amount: 500, signedOn: new Date('2022-06-30') },
];

const ids = (sorted: Project[]) => sorted.map((row) => row.id);

describe('sortRows', () => {
  it('given no sort, returns a copy in input order', () => {
    const sorted = sortRows(rows, [], columns);
    expect(ids(sorted)).toEqual([1, 2, 3, 4, 5]);
    expect(sorted).not.toBe(rows);
  });

  it('given a number column ascending, orders numerically with empty values last', () => {
    expect(ids(sortRows(rows, [{ key: 'amount', direction: 'asc' }], columns))).toEqual([
      2, 1, 5, 4, 3,
    ]);
  });

  it('given descending, reverses the values but keeps empty values last and ties in input order', () => {
    expect(ids(sortRows(rows, [{ key: 'amount', direction: 'desc' }], columns))).toEqual([
      4, 1, 5, 2, 3,
    ]);
  });

  it('given Chinese text, orders by pinyin (安 < 北 < 重)', () => {
    expect(ids(sortRows(rows, [{ key: 'name', direction: 'asc' }], columns))).toEqual([
      2, 4, 1, 5, 3,
    ]);
  });

  it('given two columns, the second breaks ties of the first', () => {
    const state: SortState = [
      { key: 'name', direction: 'asc' },
      { key: 'amount', direction: 'desc' },
    ];
    expect(ids(sortRows(rows, state, columns))).toEqual([4, 2, 1, 5, 3]);
  });

  it('given dates, orders by time', () => {
    expect(ids(sortRows(rows, [{ key: 'signedOn', direction: 'asc' }], columns))).toEqual([
      5, 2, 4, 1, 3,
    ]);
  });

  it('given an unsortable or unknown column, ignores it', () => {
    const state: SortState = [
      { key: 'id', direction: 'desc' },
      { key: 'missing', direction: 'asc' },
    ];
    expect(ids(sortRows(rows, state, columns))).toEqual([1, 2, 3, 4, 5]);
  });

  it('given a sortValue, sorts by it and reads it once per row', () => {
    const sortValue = vi.fn((row: Project) => -row.id);
    const byValue: ColumnModel<Project>[] = [
      { key: 'custom', title: '自定义', sortable: true, sortValue },
    ];
    expect(ids(sortRows(rows, [{ key: 'custom', direction: 'asc' }], byValue))).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(sortValue).toHaveBeenCalledTimes(rows.length);
  });

  it('given many equal keys, stays stable', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      id: index,
      name: 'x',
      amount: index % 3,
    }));
    const sorted = sortRows(many, [{ key: 'amount', direction: 'asc' }], columns);
    const zeros = sorted.filter((row) => row.amount === 0).map((row) => row.id);
    expect(zeros).toEqual([...zeros].sort((a, b) => a - b));
  });
});

describe('toggleSort', () => {
  it('cycles a column none → asc → desc → none', () => {
    let state: SortState = [];
    state = toggleSort(state, 'name');
    expect(state).toEqual([{ key: 'name', direction: 'asc' }]);
    state = toggleSort(state, 'name');
    expect(state).toEqual([{ key: 'name', direction: 'desc' }]);
    state = toggleSort(state, 'name');
    expect(state).toEqual([]);
  });

  it('without multi, replaces the other columns', () => {
    expect(toggleSort([{ key: 'name', direction: 'desc' }], 'amount')).toEqual([
      { key: 'amount', direction: 'asc' },
    ]);
  });

  it('with multi, appends and cycles in place, keeping priority', () => {
    let state: SortState = [{ key: 'name', direction: 'asc' }];
    state = toggleSort(state, 'amount', { multi: true });
    expect(state).toEqual([
      { key: 'name', direction: 'asc' },
      { key: 'amount', direction: 'asc' },
    ]);
    state = toggleSort(state, 'name', { multi: true });
    expect(state).toEqual([
      { key: 'name', direction: 'desc' },
      { key: 'amount', direction: 'asc' },
    ]);
    state = toggleSort(state, 'name', { multi: true });
    expect(state).toEqual([{ key: 'amount', direction: 'asc' }]);
  });
});

describe('resolveColumnWidth', () => {
  it('keeps an explicit width', () => {
    expect(resolveColumnWidth({ title: '名称', width: 300 })).toBe(300);
  });
  it('fits the title between 120 and 180 px', () => {
    expect(resolveColumnWidth({ title: '名称' })).toBe(120);
    expect(resolveColumnWidth({ title: '工程造价咨询合同编号及名称' })).toBe(180);
    expect(resolveColumnWidth({ title: '造价金额（万元）' })).toBeGreaterThan(120);
  });
});
