import { gridKeyAction, nextCellPosition, rowsPerPage } from './navigation';

const extent = { rowCount: 4, columnCount: 3, pageSize: 2 };

describe('nextCellPosition', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(nextCellPosition({ row: 1, column: 1 }, 'ArrowRight', extent)).toEqual({
      row: 1,
      column: 2,
    });
    expect(nextCellPosition({ row: 1, column: 2 }, 'ArrowRight', extent)).toEqual({
      row: 1,
      column: 2,
    });
    expect(nextCellPosition({ row: 0, column: 0 }, 'ArrowUp', extent)).toEqual({
      row: 0,
      column: 0,
    });
    expect(nextCellPosition({ row: 3, column: 0 }, 'ArrowDown', extent)).toEqual({
      row: 3,
      column: 0,
    });
  });

  it('goes to the row ends with Home/End and the grid corners with Ctrl', () => {
    expect(nextCellPosition({ row: 2, column: 1 }, 'Home', extent)).toEqual({ row: 2, column: 0 });
    expect(nextCellPosition({ row: 2, column: 1 }, 'End', extent)).toEqual({ row: 2, column: 2 });
    expect(nextCellPosition({ row: 2, column: 1 }, 'Home', extent, true)).toEqual({
      row: 0,
      column: 0,
    });
    expect(nextCellPosition({ row: 2, column: 1 }, 'End', extent, true)).toEqual({
      row: 3,
      column: 2,
    });
  });

  it('moves a page with PageUp/PageDown', () => {
    expect(nextCellPosition({ row: 0, column: 1 }, 'PageDown', extent)).toEqual({
      row: 2,
      column: 1,
    });
    expect(nextCellPosition({ row: 1, column: 1 }, 'PageUp', extent)).toEqual({
      row: 0,
      column: 1,
    });
  });

  it('ignores other keys', () => {
    expect(nextCellPosition({ row: 0, column: 0 }, 'a', extent)).toBeUndefined();
  });
});

describe('gridKeyAction', () => {
  it('maps the grid’s keys to actions and lets others through', () => {
    expect(gridKeyAction({ key: 'Enter' })).toBe('activate');
    expect(gridKeyAction({ key: 'F2' })).toBe('activate');
    expect(gridKeyAction({ key: 'Escape' })).toBe('cancel');
    expect(gridKeyAction({ key: ' ' })).toBe('toggleSelection');
    expect(gridKeyAction({ key: 'c', ctrlKey: true })).toBe('copy');
    expect(gridKeyAction({ key: 'C', metaKey: true })).toBe('copy');
    expect(gridKeyAction({ key: 'a', ctrlKey: true })).toBe('selectAll');
    expect(gridKeyAction({ key: 'a' })).toBeUndefined();
    expect(gridKeyAction({ key: 'Enter', altKey: true })).toBeUndefined();
  });

  it('pages by the rows that fit in the viewport', () => {
    expect(rowsPerPage(400, 40)).toBe(10);
    expect(rowsPerPage(10, 40)).toBe(1);
    expect(
      nextCellPosition({ row: 5, column: 1 }, 'PageDown', {
        rowCount: 100,
        columnCount: 3,
        pageSize: rowsPerPage(400, 40),
      }),
    ).toEqual({ row: 15, column: 1 });
  });
});
