import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { DataGrid } from './DataGrid';
import { projectColumns, projectRows, type ProjectRow } from './fixtures';

function renderGrid(props: Partial<Parameters<typeof DataGrid<ProjectRow>>[0]> = {}) {
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

const firstColumnTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);

describe('DataGrid', () => {
  it('given rows, renders an accessible grid with one tab stop', async () => {
    const { container } = renderGrid();
    const grid = screen.getByRole('grid', { name: '项目案例' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('gridcell', { name: '5,230.50' })).toBeInTheDocument();
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

  it('given an unsortable column, clicking its header changes nothing', async () => {
    renderGrid();
    const header = screen.getByRole('columnheader', { name: '编号' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(header);
    expect(firstColumnTexts()).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
  });

  it('given keyboard focus, arrows move between cells and Enter on a header sorts', async () => {
    const onSortChange = vi.fn();
    renderGrid({ onSortChange });
    await userEvent.tab();
    expect(screen.getByRole('columnheader', { name: '编号' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const nameHeader = screen.getByRole('columnheader', { name: '项目名称' });
    expect(nameHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith([{ key: 'name', direction: 'asc' }]);
    await userEvent.keyboard('{ArrowDown}');
    // Pinyin order: 安 (an) comes first.
    expect(screen.getByRole('gridcell', { name: '安徽省合肥市第三中学' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('gridcell', { name: '2023-01-15' })).toHaveFocus();
    expect(screen.getByRole('gridcell', { name: '2023-01-15' })).toHaveAttribute('tabindex', '0');
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
});
