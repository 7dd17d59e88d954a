import { buildRowModel, pageRows } from './rowModel';

interface Item {
  name: string;
  amount: number;
}
const items: Item[] = [
  { name: 'b', amount: 2 },
  { name: 'a', amount: 3 },
  { name: 'c', amount: 1 },
];
const columns = [
  { key: 'name', title: 'Name', sortable: true, filter: 'text' as const },
  { key: 'amount', title: 'Amount', sortable: true, filter: 'number' as const },
];

describe('row model', () => {
  it('given nothing to sort or filter, returns the input array itself', () => {
    expect(buildRowModel(items, { columns, sortState: [], filters: {} })).toBe(items);
  });

  it('filters, then sorts', () => {
    const rows = buildRowModel(items, {
      columns,
      sortState: [{ key: 'amount', direction: 'desc' }],
      filters: { amount: { kind: 'number', min: 2 } },
    });
    expect(rows.map((row) => row.name)).toEqual(['a', 'b']);
  });

  it('given manual sorting and filtering, keeps the rows as they came', () => {
    const rows = buildRowModel(items, {
      columns,
      sortState: [{ key: 'amount', direction: 'desc' }],
      filters: { amount: { kind: 'number', min: 2 } },
      manualSorting: true,
      manualFiltering: true,
    });
    expect(rows).toBe(items);
  });

  it('slices one page, 1-based', () => {
    const many = Array.from({ length: 45 }, (_, index) => index);
    expect(pageRows(many, 1, 20)).toHaveLength(20);
    expect(pageRows(many, 3, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(pageRows(many, 4, 20)).toEqual([]);
    expect(pageRows(many, 0, 20)[0]).toBe(0);
  });
});
