import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { EMPTY_COLUMN_STATE, type ColumnState } from '../core/columnState';
import { rowActionsRenderer } from './cellRenderers';
import { DataGrid, type DataGridHandle } from './DataGrid';
import {
  generateProjects,
  generateWideRows,
  projectColumns,
  projectRows,
  wideColumns,
  type ProjectRow,
} from './fixtures';
import { columnStateStorageKey } from './useColumnState';

type GridProps = Parameters<typeof DataGrid<ProjectRow>>[0];

function renderGrid(props: Partial<GridProps> = {}) {
  return renderWithTheme(
    <DataGrid
      aria-label="项目案例"
      columns={projectColumns}
      rows={projectRows}
      rowKey="id"
      {...props}
    />,
  );
}

/** Body rows (the header row left out). */
// `hidden`: an open popover hides the rest of the page from the accessibility tree.
const bodyRows = () => screen.getAllByRole('row', { hidden: true }).slice(1);
const firstColumnTexts = () =>
  bodyRows().map((row) => within(row).getAllByRole('gridcell', { hidden: true })[0]?.textContent);
const cell = (row: number, column: number) => {
  const element = document.querySelector<HTMLElement>(
    `[data-cell-row="${row}"][data-cell-column="${column}"]`,
  );
  if (!element) throw new Error(`no cell ${row}:${column}`);
  return element;
};

// jsdom lays nothing out: give every element a 1024 × 400 box so the virtualizers have a window.
// Popovers, menus and 100,000 rows under userEvent take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('DataGrid', () => {
  it('given rows, renders an accessible grid with one tab stop', async () => {
    const { container } = renderGrid();
    const grid = screen.getByRole('grid', { name: '项目案例' });
    expect(grid).toHaveAttribute('aria-rowcount', '6');
    expect(grid).toHaveAttribute('aria-colcount', '5');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(bodyRows()[4]).toHaveAttribute('aria-rowindex', '6');
    expect(screen.getByRole('gridcell', { name: '5,230.50' })).toHaveAttribute(
      'aria-colindex',
      '4',
    );
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('when a sortable header is clicked, sorts ascending, then descending, then unsorted', async () => {
    renderGrid();
    const header = screen.getByRole('columnheader', { name: '造价（万元）' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumnTexts()).toEqual(['P-002', 'P-005', 'P-001', 'P-003', 'P-004']);
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumnTexts()).toEqual(['P-004', 'P-003', 'P-001', 'P-005', 'P-002']);
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(firstColumnTexts()).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
  });

  it('when a second header is shift-clicked, sorts by both; aria-sort stays on the first', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    renderGrid({ onSortChange });
    await user.click(screen.getByRole('columnheader', { name: '地区' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('columnheader', { name: '造价（万元）' }));
    await user.keyboard('{/Shift}');
    expect(onSortChange).toHaveBeenLastCalledWith([
      { key: 'region', direction: 'asc' },
      { key: 'amount', direction: 'asc' },
    ]);
    expect(screen.getByRole('columnheader', { name: '造价（万元）' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('given an unsortable column, clicking its header changes nothing', async () => {
    renderGrid();
    const header = screen.getByRole('columnheader', { name: '编号' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(header);
    expect(firstColumnTexts()).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
  });

  it('given keyboard focus, arrows, Home/End and Ctrl+Home move between cells; Enter sorts', async () => {
    const onSortChange = vi.fn();
    renderGrid({ onSortChange });
    await userEvent.tab();
    expect(screen.getByRole('columnheader', { name: '编号' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('columnheader', { name: '项目名称' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith([{ key: 'name', direction: 'asc' }]);
    await userEvent.keyboard('{ArrowDown}');
    // Pinyin order: 安 (an) comes first.
    expect(screen.getByRole('gridcell', { name: '安徽省合肥市第三中学' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('gridcell', { name: '2023-01-15' })).toHaveFocus();
    expect(screen.getByRole('gridcell', { name: '2023-01-15' })).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('gridcell', { name: 'P-002' })).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(cell(5, 4)).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(screen.getByRole('columnheader', { name: '编号' })).toHaveFocus();
  });

  it('given a controlled sort state, shows the owner’s order', () => {
    renderGrid({ sortState: [{ key: 'region', direction: 'desc' }] });
    expect(screen.getByRole('columnheader', { name: '地区' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstColumnTexts()[0]).toBe('P-005');
  });

  it('given no rows, shows the empty state with the given text', async () => {
    const { container } = renderGrid({ rows: [], emptyText: '没有找到项目' });
    expect(screen.getByText('没有找到项目')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given no rows and no text, shows the translated default', () => {
    renderGrid({ rows: [] });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('while loading, marks the grid busy and shows the overlay', async () => {
    const { container } = renderGrid({ loading: true });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a size, uses its row height', () => {
    renderGrid({ size: 'medium' });
    expect(bodyRows()[0]).toHaveStyle({ height: '48px' });
  });
});

describe('DataGrid with 100,000 rows × 20 columns', () => {
  const rows = generateWideRows(100_000, 20);
  const columns = wideColumns(20);

  it('renders only a window of rows and columns, and reaches the last row with Ctrl+End', async () => {
    const { container } = renderWithTheme(
      <DataGrid aria-label="指标" columns={columns} rows={rows} rowKey="id" height={400} />,
    );
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    expect(grid).toHaveAttribute('aria-colcount', '20');
    expect(bodyRows().length).toBeLessThan(30);
    expect(screen.getAllByRole('columnheader').length).toBeLessThan(12);
    await userEvent.click(cell(1, 0));
    await userEvent.keyboard('{PageDown}');
    // 400 px less the 32 px header holds 11 rows of 32 px.
    expect(cell(12, 0)).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(cell(1, 0)).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(cell(100_000, 19)).toHaveFocus());
    expect(cell(100_000, 19).closest('[role="row"]')).toHaveAttribute('aria-rowindex', '100001');
    await userEvent.keyboard('{Home}');
    expect(cell(100_000, 0)).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});

describe('DataGrid filters', () => {
  it('when text is typed into a column filter, shows the matching rows and reports the filters', async () => {
    const onFiltersChange = vi.fn();
    renderGrid({ onFiltersChange });
    await userEvent.click(screen.getByRole('button', { name: '筛选 项目名称' }));
    await userEvent.type(screen.getByRole('textbox', { name: '包含' }), '市人民');
    expect(firstColumnTexts()).toEqual(['P-003']);
    expect(onFiltersChange).toHaveBeenLastCalledWith({ name: { kind: 'text', text: '市人民' } });
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(bodyRows()).toHaveLength(5);
  });

  it('given a select filter, keeps the rows of the chosen values', async () => {
    const { container } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: '筛选 地区' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '重庆' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '北京' }));
    expect(firstColumnTexts()).toEqual(['P-001', 'P-003']);
    await userEvent.keyboard('{Escape}');
    await expectNoAxeViolations(container);
  });

  it('given number and date filters typed in, keeps the rows in both ranges', async () => {
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: '筛选 造价（万元）' }));
    await userEvent.type(screen.getByRole('textbox', { name: '最小值' }), '3,000');
    await userEvent.type(screen.getByRole('textbox', { name: '最大值' }), '9000');
    expect(firstColumnTexts()).toEqual(['P-001', 'P-003', 'P-005']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: '筛选 签约日期' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: '开始日期（YYYY-MM-DD）' }),
      '2023-01-01',
    );
    expect(firstColumnTexts()).toEqual(['P-001', 'P-005']);
  });

  it('given controlled number and date filters, applies both', () => {
    renderGrid({
      filters: {
        amount: { kind: 'number', min: 3000 },
        signedOn: { kind: 'date', from: '2023-06-01', to: '2024-12-31' },
      },
    });
    expect(firstColumnTexts()).toEqual(['P-001', 'P-004', 'P-005']);
  });

  it('given manual filtering, reports the filter and keeps the rows', async () => {
    const onFiltersChange = vi.fn();
    renderGrid({ manualFiltering: true, onFiltersChange });
    await userEvent.click(screen.getByRole('button', { name: '筛选 项目名称' }));
    await userEvent.type(screen.getByRole('textbox', { name: '包含' }), 'x');
    expect(onFiltersChange).toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(5);
  });
});

describe('DataGrid selection', () => {
  it('with checkboxes, selects rows by click and shift-click range, carrying row keys', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderGrid({ selectionMode: 'multiple', onSelectionChange });
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    expect(grid).toHaveAttribute('aria-colcount', '6');
    const rowBoxes = screen.getAllByRole('checkbox', { name: '选择此行' });
    await user.click(rowBoxes[1]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-002']);
    await user.keyboard('{Shift>}');
    await user.click(rowBoxes[3]!);
    await user.keyboard('{/Shift}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-002', 'P-003', 'P-004']);
    expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('checkbox', { name: '选择全部行' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('with the header checkbox, selects all filtered rows, then none', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({
      selectionMode: 'multiple',
      onSelectionChange,
      defaultFilters: { region: { kind: 'select', values: ['北京', '安徽'] } },
    });
    const all = screen.getByRole('checkbox', { name: '选择全部行' });
    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-001', 'P-002']);
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('given some rows selected, the header checkbox is indeterminate; the selection survives sorting', async () => {
    renderGrid({ selectionMode: 'multiple', defaultSelectedKeys: ['P-004'] });
    expect(screen.getByRole('checkbox', { name: '选择全部行' })).toBePartiallyChecked();
    await userEvent.click(screen.getByRole('columnheader', { name: '造价（万元）' }));
    await userEvent.click(screen.getByRole('columnheader', { name: '造价（万元）' }));
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(bodyRows()[0]!).getAllByRole('gridcell')[1]).toHaveTextContent('P-004');
  });

  it('with the keyboard, Space toggles the focused row; single mode keeps one row', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({ selectionMode: 'single', onSelectionChange });
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ }');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-001']);
    await userEvent.keyboard('{ArrowDown}{ }');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-002']);
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-003']);
  });
});

describe('DataGrid selection shortcuts', () => {
  it('with Ctrl+A on a cell, selects every filtered row', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({ selectionMode: 'multiple', onSelectionChange });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Control>}a{/Control}');
    expect(onSelectionChange).toHaveBeenLastCalledWith([
      'P-001',
      'P-002',
      'P-003',
      'P-004',
      'P-005',
    ]);
  });
});

describe('DataGrid editing', () => {
  const editableColumns = projectColumns.map((column) =>
    column.key === 'amount'
      ? {
          ...column,
          editable: true,
          validate: (value: unknown) =>
            typeof value === 'number' && value >= 0 ? undefined : '请输入非负数',
        }
      : column,
  );

  async function openEditor() {
    await userEvent.click(screen.getByRole('gridcell', { name: '5,230.50' }));
    await userEvent.keyboard('{Enter}');
    return screen.getByRole('textbox', { name: '编辑 造价（万元）' });
  }

  it('when Enter is pressed on an edited value, saves it through onCellEdit', async () => {
    const onCellEdit = vi.fn();
    const { container } = renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    expect(editor).toHaveFocus();
    expect(editor).toHaveValue('5230.5');
    await userEvent.clear(editor);
    await userEvent.type(editor, '6,000{Enter}');
    expect(onCellEdit).toHaveBeenCalledWith({
      rowKey: 'P-001',
      columnKey: 'amount',
      value: 6000,
      row: projectRows[0],
    });
    await waitFor(() => expect(screen.getByRole('gridcell', { name: '5,230.50' })).toHaveFocus());
    await expectNoAxeViolations(container);
  });

  it('given an invalid value, shows the message, keeps the editor open and marks it invalid', async () => {
    const onCellEdit = vi.fn();
    const { container } = renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.clear(editor);
    await userEvent.type(editor, '-5{Enter}');
    expect(onCellEdit).not.toHaveBeenCalled();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('请输入非负数');
    await expectNoAxeViolations(container);
  });

  it('when Esc is pressed, cancels and puts focus back on the cell', async () => {
    const onCellEdit = vi.fn();
    renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.type(editor, '99{Escape}');
    expect(onCellEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '5,230.50' })).toHaveFocus();
  });

  it('given a rejected save, shows its message and keeps the old value', async () => {
    const onCellEdit = vi.fn(() => Promise.reject(new Error('金额已锁定')));
    renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.clear(editor);
    await userEvent.type(editor, '1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('金额已锁定');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('gridcell', { name: '5,230.50' })).toBeInTheDocument();
  });
});

describe('DataGrid pagination', () => {
  const many = generateProjects(45);

  it('in client mode, shows pages of 20 and counts rows in the whole list', async () => {
    // A grid without a height grows to its page: give it the room.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    const { container } = renderGrid({ rows: many, pagination: 'client' });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '46');
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '42');
    // A new order starts again from the first page.
    await userEvent.click(screen.getByRole('columnheader', { name: '造价（万元）' }));
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    await expectNoAxeViolations(container);
  });

  it('in server mode, shows the rows given, reports page and sort changes and sorts nothing', async () => {
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    renderGrid({
      rows: many.slice(20, 40),
      pagination: 'server',
      total: 45,
      pageNo: 2,
      onPageChange,
      onSortChange,
    });
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '22');
    await userEvent.click(screen.getByRole('columnheader', { name: '造价（万元）' }));
    expect(onSortChange).toHaveBeenLastCalledWith([{ key: 'amount', direction: 'asc' }]);
    expect(firstColumnTexts()[0]).toBe('P-000021');
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(3, 20);
  });
});

describe('DataGrid columns', () => {
  const headers = () =>
    screen
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.getAttribute('aria-label'));

  async function menu(column: string, item: string) {
    await userEvent.click(screen.getByRole('button', { name: `${column} 列操作` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  }

  it('from the column menu, hides, moves and pins columns, and remembers them per table', async () => {
    const onColumnStateChange = vi.fn();
    const { container, unmount } = renderGrid({ persistKey: 'projects', onColumnStateChange });
    await menu('地区', '隐藏此列');
    expect(headers()).toEqual(['编号', '项目名称', '造价（万元）', '签约日期']);
    await menu('签约日期', '左移');
    expect(headers()).toEqual(['编号', '项目名称', '签约日期', '造价（万元）']);
    await menu('造价（万元）', '固定在左侧');
    expect(headers()).toEqual(['造价（万元）', '编号', '项目名称', '签约日期']);
    expect(screen.getByRole('columnheader', { name: '造价（万元）' })).toHaveStyle({
      position: 'sticky',
    });
    expect(onColumnStateChange).toHaveBeenCalledTimes(3);
    await expectNoAxeViolations(container);
    unmount();
    expect(JSON.parse(localStorage.getItem(columnStateStorageKey('projects'))!)).toMatchObject({
      hidden: ['region'],
      pinned: { amount: 'left' },
    });
    renderGrid({ persistKey: 'projects' });
    expect(headers()).toEqual(['造价（万元）', '编号', '项目名称', '签约日期']);
  });

  it('given garbage in storage, starts from the defaults', () => {
    localStorage.setItem(columnStateStorageKey('projects'), '{"order":');
    renderGrid({ persistKey: 'projects' });
    expect(headers()).toEqual(['编号', '项目名称', '地区', '造价（万元）', '签约日期']);
  });

  it('given storage that throws, still works', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    renderGrid({ persistKey: 'projects' });
    await menu('地区', '隐藏此列');
    expect(headers()).not.toContain('地区');
  });

  it('with the resize handle and arrow keys, widens a column', async () => {
    const onColumnStateChange = vi.fn();
    renderGrid({ onColumnStateChange });
    const handle = screen.getByRole('separator', { name: '调整 编号 列宽' });
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onColumnStateChange).toHaveBeenLastCalledWith({
      ...EMPTY_COLUMN_STATE,
      widths: { id: 120 },
    });
    expect(handle).toHaveAttribute('aria-valuenow', '120');
  });

  it('when a header is dragged onto another, moves the column there', () => {
    renderGrid();
    const store = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...store.keys()];
      },
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
      effectAllowed: 'none',
    };
    const target = screen.getByRole('columnheader', { name: '项目名称' });
    fireEvent.dragStart(screen.getByRole('columnheader', { name: '签约日期' }), { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(headers()).toEqual(['编号', '签约日期', '项目名称', '地区', '造价（万元）']);
  });

  it('with F2 on a header, steps into its buttons; arrows move between them, Esc steps out', async () => {
    renderGrid();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{F2}');
    expect(screen.getByRole('button', { name: '筛选 项目名称' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '项目名称 列操作' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: '项目名称' })).toHaveFocus();
  });

  it('with the column chooser, shows a hidden column again', async () => {
    renderGrid({
      columnChooser: true,
      defaultColumnState: { ...EMPTY_COLUMN_STATE, hidden: ['region'] },
    });
    expect(headers()).not.toContain('地区');
    await userEvent.click(screen.getByRole('button', { name: '显示列' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '地区' }));
    expect(headers()).toContain('地区');
  });
});

describe('DataGrid copy and handle', () => {
  it('when Ctrl+C is pressed, copies the selected rows as tab-separated text', async () => {
    const user = userEvent.setup();
    renderGrid({ selectionMode: 'multiple', defaultSelectedKeys: ['P-002'] });
    await user.click(screen.getByRole('gridcell', { name: 'P-001' }));
    await user.keyboard('{Control>}c{/Control}');
    const text = await navigator.clipboard.readText();
    expect(text.split(/\r?\n/)[0]).toBe('编号\t项目名称\t地区\t造价（万元）\t签约日期');
    expect(text).toContain('P-002\t安徽省合肥市第三中学\t安徽\t1210\t2023-01-15');
  });

  it('given no selection, Ctrl+C copies the active cell', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('gridcell', { name: '重庆' }));
    await user.keyboard('{Control>}c{/Control}');
    expect(await navigator.clipboard.readText()).toBe('重庆');
  });

  it('through gridRef, gives the filtered, sorted view and the selected keys', () => {
    const gridRef = createRef<DataGridHandle<ProjectRow>>();
    renderGrid({
      gridRef,
      selectionMode: 'multiple',
      defaultSelectedKeys: ['P-003'],
      defaultSortState: [{ key: 'amount', direction: 'desc' }],
      defaultFilters: { amount: { kind: 'number', max: 9000 } },
      columns: projectColumns.map((column) =>
        column.key === 'amount'
          ? { ...column, exportValue: (row: ProjectRow) => row.amount * 10 }
          : column,
      ),
    });
    const view = gridRef.current!.getView();
    expect(view.columns.map((column) => column.key)).toEqual([
      'id',
      'name',
      'region',
      'amount',
      'signedOn',
    ]);
    expect(view.rows.map((row) => row.id)).toEqual(['P-003', 'P-001', 'P-005', 'P-002']);
    expect(view.columns[3]!.value!(projectRows[1]!)).toBe(12100);
    expect(gridRef.current!.getSelectedKeys()).toEqual(['P-003']);
    act(() => gridRef.current!.focus());
    expect(screen.getByRole('columnheader', { name: '选择全部行' })).toHaveFocus();
  });
});

describe('DataGrid right-pinned columns', () => {
  // 造价 (124 px) and 签约日期 (120 px) pinned right, after a checkbox column.
  const pinnedRight: ColumnState = {
    ...EMPTY_COLUMN_STATE,
    pinned: { amount: 'right', signedOn: 'right' },
  };
  const filler = (row: number) => {
    const element = cell(row, 1)
      .closest('[role="row"]')!
      .querySelector<HTMLElement>('.grid-filler');
    if (!element) throw new Error(`no filler in row ${row}`);
    return element;
  };

  it('given a grid narrower than its columns, sticks them to the right edge, the last outermost', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const { container } = renderGrid({
      selectionMode: 'multiple',
      defaultColumnState: pinnedRight,
    });
    expect(screen.getByRole('columnheader', { name: '签约日期' })).toHaveAttribute(
      'aria-colindex',
      '6',
    );
    for (const row of [0, 1, 5]) {
      expect(cell(row, 4)).toHaveStyle({ position: 'sticky', right: '120px' });
      expect(cell(row, 5)).toHaveStyle({ position: 'sticky', right: '0px' });
      // They follow the centre in the flow, so scrolling the centre cannot carry them away.
      expect(filler(row).nextElementSibling).toBe(cell(row, 4));
    }
    await expectNoAxeViolations(container);
  });

  it('given a grid wider than its columns, the spare width goes before them: they sit at the right end', () => {
    renderGrid({ defaultColumnState: pinnedRight });
    for (const row of [0, 1, 5]) {
      expect(filler(row)).toHaveStyle({ flexGrow: '1', width: '440px' });
      expect(filler(row).nextElementSibling).toBe(cell(row, 3));
    }
  });

  it('given no right-pinned columns, the filler ends the row', () => {
    renderGrid();
    expect(filler(1).nextElementSibling).toBeNull();
  });
});

describe('DataGrid selection by click', () => {
  const editableColumns = projectColumns.map((column) =>
    column.key === 'amount' ? { ...column, editable: true } : column,
  );

  it('in multiple mode, a click on a cell makes it active and leaves the selection to the checkboxes', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({ selectionMode: 'multiple', onSelectionChange });
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(screen.getByRole('gridcell', { name: '重庆' })).toHaveFocus();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ }');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-003']);
  });

  it('in multiple mode, a double click that edits a cell leaves the selection alone', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({
      selectionMode: 'multiple',
      columns: editableColumns,
      onCellEdit: vi.fn(),
      onSelectionChange,
    });
    await userEvent.dblClick(screen.getByRole('gridcell', { name: '5,230.50' }));
    expect(screen.getByRole('textbox', { name: '编辑 造价（万元）' })).toHaveFocus();
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('in single mode, a double click that edits a cell selects its row once', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({
      selectionMode: 'single',
      columns: editableColumns,
      onCellEdit: vi.fn(),
      onSelectionChange,
    });
    await userEvent.dblClick(screen.getByRole('gridcell', { name: '5,230.50' }));
    expect(screen.getByRole('textbox', { name: '编辑 造价（万元）' })).toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-001']);
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('in single mode, a click on the selected row keeps it; Ctrl+click unselects it', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    renderGrid({ selectionMode: 'single', defaultSelectedKeys: ['P-003'], onSelectionChange });
    await user.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('gridcell', { name: '重庆' }));
    await user.keyboard('{/Control}');
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('with selectOnRowClick in multiple mode, a click selects only its row, Ctrl+click adds, Shift+click extends', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    renderGrid({
      selectionMode: 'multiple',
      selectOnRowClick: true,
      defaultSelectedKeys: ['P-005'],
      onSelectionChange,
    });
    await user.click(screen.getByRole('gridcell', { name: 'P-002' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-002']);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('gridcell', { name: 'P-004' }));
    await user.keyboard('{/Control}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-002', 'P-004']);
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('gridcell', { name: 'P-005' }));
    await user.keyboard('{/Shift}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-002', 'P-004', 'P-005']);
    onSelectionChange.mockClear();
    await user.dblClick(screen.getByRole('gridcell', { name: 'P-001' }));
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['P-001']);
  });
});

describe('DataGrid editing, leaving the editor', () => {
  const editableColumns = projectColumns.map((column) =>
    column.key === 'amount'
      ? {
          ...column,
          editable: true,
          validate: (value: unknown) =>
            typeof value === 'number' && value >= 0 ? undefined : '请输入非负数',
        }
      : column,
  );

  async function openEditor() {
    await userEvent.dblClick(screen.getByRole('gridcell', { name: '5,230.50' }));
    return screen.getByRole('textbox', { name: '编辑 造价（万元）' });
  }

  it('when focus leaves the editor by a click elsewhere, saves the value and leaves focus there', async () => {
    const onCellEdit = vi.fn();
    renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.clear(editor);
    await userEvent.type(editor, '6,000');
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(onCellEdit).toHaveBeenCalledTimes(1);
    expect(onCellEdit).toHaveBeenCalledWith({
      rowKey: 'P-001',
      columnKey: 'amount',
      value: 6000,
      row: projectRows[0],
    });
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(screen.getByRole('gridcell', { name: '重庆' })).toHaveFocus();
  });

  it('when Tab leaves the editor, saves the value', async () => {
    const onCellEdit = vi.fn();
    renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.clear(editor);
    await userEvent.type(editor, '7000');
    await userEvent.tab();
    expect(onCellEdit).toHaveBeenCalledWith(expect.objectContaining({ value: 7000 }));
  });

  it('given an invalid value, leaving keeps the editor open with its message and saves nothing', async () => {
    const onCellEdit = vi.fn();
    const { container } = renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.clear(editor);
    await userEvent.type(editor, '-5');
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(onCellEdit).not.toHaveBeenCalled();
    expect(editor).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('请输入非负数');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入非负数');
    await expectNoAxeViolations(container);
    // Back in the editor, a valid value saves on the next departure.
    await userEvent.clear(editor);
    await userEvent.type(editor, '10');
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(onCellEdit).toHaveBeenCalledWith(expect.objectContaining({ value: 10 }));
  });

  it('given an unchanged value, leaving closes the editor without a save', async () => {
    const onCellEdit = vi.fn();
    renderGrid({ columns: editableColumns, onCellEdit });
    await openEditor();
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onCellEdit).not.toHaveBeenCalled();
  });

  it('given a rejected save, leaving does not send the same value again', async () => {
    const onCellEdit = vi.fn(() => Promise.reject(new Error('金额已锁定')));
    renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.clear(editor);
    await userEvent.type(editor, '1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('金额已锁定');
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(onCellEdit).toHaveBeenCalledTimes(1);
    expect(editor).toBeInTheDocument();
  });

  it('given a slow save, a click elsewhere meanwhile neither saves twice nor loses its focus', async () => {
    let finish: () => void = () => undefined;
    const onCellEdit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.clear(editor);
    await userEvent.type(editor, '8000{Enter}');
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(onCellEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '重庆' })).toHaveFocus();
  });

  it('when Esc is pressed, cancels: the blur that follows saves nothing', async () => {
    const onCellEdit = vi.fn();
    renderGrid({ columns: editableColumns, onCellEdit });
    const editor = await openEditor();
    await userEvent.type(editor, '99{Escape}');
    await userEvent.click(screen.getByRole('gridcell', { name: '重庆' }));
    expect(onCellEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('DataGrid keyboard, controls inside cells', () => {
  const onPress = vi.fn();
  const actionColumns = [
    ...projectColumns,
    {
      key: 'actions',
      title: '操作',
      width: 130,
      pinned: 'right' as const,
      render: rowActionsRenderer<ProjectRow>([
        { id: 'edit', label: '编辑', onPress },
        { id: 'delete', label: '删除', onPress },
      ]),
    },
  ];

  function renderWithActions(props: Partial<GridProps> = {}) {
    return renderWithTheme(
      <>
        <DataGrid
          aria-label="项目案例"
          columns={actionColumns}
          rows={projectRows}
          rowKey="id"
          {...props}
        />
        <button type="button">之后</button>
      </>,
    );
  }
  const rowButton = (row: number, name: string) =>
    within(cell(row, 5)).getByRole('button', { name });

  beforeEach(() => onPress.mockClear());

  it('keeps the actions out of the tab order: the grid is one tab stop', async () => {
    renderWithActions();
    await userEvent.tab();
    expect(screen.getByRole('columnheader', { name: '编号' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '之后' })).toHaveFocus();
  });

  it('with Enter on the actions cell, steps into them; Tab and Shift+Tab move between them', async () => {
    const { container } = renderWithActions();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{End}{Enter}');
    expect(rowButton(1, '编辑')).toHaveFocus();
    await userEvent.tab();
    expect(rowButton(1, '删除')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(rowButton(1, '编辑')).toHaveFocus();
    // Before the first action, Shift+Tab is back on the cell, navigating the grid.
    await userEvent.tab({ shift: true });
    expect(cell(1, 5)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowRight}');
    expect(rowButton(2, '删除')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledWith(projectRows[1]);
    await expectNoAxeViolations(container);
  });

  it('with Tab on the last action, leaves the grid; Shift+Tab comes back to its cell', async () => {
    renderWithActions();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{End}{F2}');
    expect(rowButton(1, '编辑')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '之后' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cell(1, 5)).toHaveFocus();
  });

  it('with F2 or Esc on an action, steps back out to the cell', async () => {
    renderWithActions();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{End}{Enter}{F2}');
    expect(cell(1, 5)).toHaveFocus();
    await userEvent.keyboard('{F2}{ArrowRight}');
    expect(rowButton(1, '删除')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(cell(1, 5)).toHaveFocus();
    // Grid navigation again: the arrows move between cells.
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('columnheader', { name: '操作' })).toHaveFocus();
  });

  it('when an action is clicked, runs it without selecting the row', async () => {
    const onSelectionChange = vi.fn();
    renderWithActions({ selectionMode: 'single', onSelectionChange });
    await userEvent.click(within(bodyRows()[2]!).getByRole('button', { name: '删除' }));
    expect(onPress).toHaveBeenCalledWith(projectRows[2]);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });
});
