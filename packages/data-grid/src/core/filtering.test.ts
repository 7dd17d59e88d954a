import {
  filterRows,
  isFilterActive,
  matchesFilter,
  setColumnFilter,
  toIsoDay,
  type FilterColumn,
} from './filtering';

interface Item {
  name: string;
  amount: number;
  region: string;
  signedOn: string;
}
const items: Item[] = [
  { name: 'Office Tower', amount: 5230.5, region: '北京', signedOn: '2024-03-01' },
  { name: 'School', amount: 1210, region: '安徽', signedOn: '2023-01-15' },
  { name: 'Hospital', amount: 8890.25, region: '重庆', signedOn: '2022-11-20' },
];
const columns: FilterColumn<Item>[] = [
  { key: 'name', filter: 'text' },
  { key: 'amount', filter: 'number' },
  { key: 'region', filter: 'select' },
  { key: 'signedOn', filter: 'date' },
];
const names = (rows: readonly Item[]) => rows.map((row) => row.name);

describe('filtering', () => {
  it('given no active filter, returns the same array', () => {
    expect(filterRows(items, {}, columns)).toBe(items);
    expect(filterRows(items, { name: { kind: 'text', text: '  ' } }, columns)).toBe(items);
  });

  it('text filters contain, ignoring case', () => {
    expect(names(filterRows(items, { name: { kind: 'text', text: 'HO' } }, columns))).toEqual([
      'School',
      'Hospital',
    ]);
    expect(matchesFilter(null, { kind: 'text', text: 'a' })).toBe(false);
  });

  it('number filters keep min ≤ value ≤ max, inclusive, and accept thousands commas', () => {
    expect(
      names(filterRows(items, { amount: { kind: 'number', min: 1210, max: 5230.5 } }, columns)),
    ).toEqual(['Office Tower', 'School']);
    expect(matchesFilter('1,500', { kind: 'number', min: 1000 })).toBe(true);
    expect(matchesFilter('abc', { kind: 'number', min: 0 })).toBe(false);
  });

  it('select filters keep values in the list', () => {
    expect(
      names(filterRows(items, { region: { kind: 'select', values: ['北京', '重庆'] } }, columns)),
    ).toEqual(['Office Tower', 'Hospital']);
  });

  it('date filters keep days in the range, both ends included', () => {
    expect(
      names(
        filterRows(
          items,
          { signedOn: { kind: 'date', from: '2023-01-15', to: '2024-03-01' } },
          columns,
        ),
      ),
    ).toEqual(['Office Tower', 'School']);
    expect(matchesFilter(new Date(2024, 0, 5), { kind: 'date', to: '2024-01-05' })).toBe(true);
    expect(toIsoDay('not a date')).toBeUndefined();
    expect(toIsoDay(new Date(Number.NaN))).toBeUndefined();
  });

  it('combines filters with AND and reads filterValue when given', () => {
    const upper: FilterColumn<Item>[] = [
      { key: 'name', filter: 'text', filterValue: (row) => row.region },
      { key: 'amount', filter: 'number' },
    ];
    expect(
      names(
        filterRows(
          items,
          { name: { kind: 'text', text: '北' }, amount: { kind: 'number', max: 9000 } },
          upper,
        ),
      ),
    ).toEqual(['Office Tower']);
  });

  it('sets and clears one column filter', () => {
    const set = setColumnFilter({}, 'name', { kind: 'text', text: 'x' });
    expect(set).toEqual({ name: { kind: 'text', text: 'x' } });
    expect(setColumnFilter(set, 'name', { kind: 'text', text: '' })).toEqual({});
    expect(setColumnFilter(set, 'name', undefined)).toEqual({});
    expect(isFilterActive({ kind: 'select', values: [] })).toBe(false);
    expect(isFilterActive({ kind: 'date', from: '2024-01-01' })).toBe(true);
  });
});
