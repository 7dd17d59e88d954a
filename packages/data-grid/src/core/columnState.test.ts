import {
  EMPTY_COLUMN_STATE,
  MIN_COLUMN_WIDTH,
  moveColumn,
  moveColumnBefore,
  orderColumnKeys,
  parseColumnState,
  pinColumn,
  resizeColumn,
  resolveColumnLayout,
  setColumnHidden,
  type ColumnShape,
  type ColumnState,
} from './columnState';

const columns: ColumnShape[] = [
  { key: 'id', title: '编号', width: 100, pinned: 'left' },
  { key: 'name', title: '名称', width: 200 },
  { key: 'region', title: '地区', width: 120 },
  { key: 'note', title: '备注', width: 150, hidden: true },
  { key: 'actions', title: '操作', width: 90, pinned: 'right' },
];
const byKey = (key: string) => columns.find((column) => column.key === key)!;
const keys = (state: ColumnState) =>
  resolveColumnLayout(columns, state).all.map((placed) => placed.key);

describe('column state', () => {
  it('given no state, lays out the definitions: pinned groups, hidden left out, offsets', () => {
    const layout = resolveColumnLayout(columns, EMPTY_COLUMN_STATE);
    expect(layout.left.map((placed) => placed.key)).toEqual(['id']);
    expect(layout.center.map((placed) => [placed.key, placed.offset])).toEqual([
      ['name', 0],
      ['region', 200],
    ]);
    expect(layout.right.map((placed) => [placed.key, placed.offset])).toEqual([['actions', 0]]);
    expect(layout.totalWidth).toBe(100 + 200 + 120 + 90);
  });

  it('given widths without a value, uses the 120–180 default', () => {
    const layout = resolveColumnLayout([{ key: 'a', title: 'A' }], EMPTY_COLUMN_STATE);
    expect(layout.all[0]!.width).toBe(120);
  });

  it('orders by the state, ignores unknown keys and appends new columns', () => {
    expect(
      orderColumnKeys(columns, { ...EMPTY_COLUMN_STATE, order: ['ghost', 'region', 'name'] }),
    ).toEqual(['region', 'name', 'id', 'note', 'actions']);
  });

  it('when a column is moved, moves it within its pin group and stops at the ends', () => {
    const once = moveColumn(columns, EMPTY_COLUMN_STATE, 'region', -1);
    expect(keys(once)).toEqual(['id', 'region', 'name', 'actions']);
    expect(moveColumn(columns, once, 'region', -1)).toBe(once);
    expect(keys(moveColumnBefore(columns, EMPTY_COLUMN_STATE, 'region', 'name'))).toEqual([
      'id',
      'region',
      'name',
      'actions',
    ]);
  });

  it('when resized, keeps the width at or above the minimum', () => {
    expect(resizeColumn(byKey('name'), EMPTY_COLUMN_STATE, 260.4).widths).toEqual({ name: 260 });
    expect(resizeColumn(byKey('name'), EMPTY_COLUMN_STATE, 5).widths.name).toBe(MIN_COLUMN_WIDTH);
    expect(
      resizeColumn({ ...byKey('name'), minWidth: 80 }, EMPTY_COLUMN_STATE, 5).widths.name,
    ).toBe(80);
  });

  it('when pinned and unpinned, overrides the definition default', () => {
    const pinned = pinColumn(byKey('region'), EMPTY_COLUMN_STATE, 'right');
    const layout = resolveColumnLayout(columns, pinned);
    expect(layout.right.map((placed) => [placed.key, placed.offset])).toEqual([
      ['region', 90],
      ['actions', 0],
    ]);
    const unpinned = pinColumn(byKey('id'), EMPTY_COLUMN_STATE, undefined);
    expect(resolveColumnLayout(columns, unpinned).left).toEqual([]);
    expect(pinColumn(byKey('id'), EMPTY_COLUMN_STATE, 'left')).toBe(EMPTY_COLUMN_STATE);
  });

  it('when hidden and shown, handles columns hidden by default too', () => {
    const hidden = setColumnHidden(byKey('name'), EMPTY_COLUMN_STATE, true);
    expect(keys(hidden)).toEqual(['id', 'region', 'actions']);
    const shown = setColumnHidden(byKey('note'), hidden, false);
    expect(keys(shown)).toEqual(['id', 'region', 'note', 'actions']);
    expect(keys(setColumnHidden(byKey('note'), shown, true))).toEqual(['id', 'region', 'actions']);
    expect(setColumnHidden(byKey('region'), EMPTY_COLUMN_STATE, false)).toBe(EMPTY_COLUMN_STATE);
  });

  it('parses a stored state and rejects garbage', () => {
    const state: ColumnState = {
      order: ['b', 'a'],
      widths: { a: 140 },
      pinned: { a: 'left', b: null },
      hidden: ['c'],
    };
    expect(parseColumnState(JSON.stringify(state))).toEqual(state);
    expect(parseColumnState(null)).toBeUndefined();
    expect(parseColumnState('{not json')).toBeUndefined();
    expect(parseColumnState('[1,2]')).toBeUndefined();
    expect(parseColumnState('{"order":[1],"hidden":[],"widths":{},"pinned":{}}')).toBeUndefined();
    expect(
      parseColumnState('{"order":[],"hidden":[],"widths":{"a":-1,"b":"x"},"pinned":{"a":"up"}}'),
    ).toEqual({ order: [], hidden: [], widths: {}, pinned: {} });
  });
});
