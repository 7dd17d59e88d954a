import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import {
  dateRenderer,
  dictionaryRenderer,
  linkRenderer,
  moneyRenderer,
  rowActionsRenderer,
  tagRenderer,
} from './cellRenderers';
import { DataGrid } from './DataGrid';
import { projectRows, statusOptions, type ProjectRow } from './fixtures';

const row = projectRows[0]!;

// Popovers, menus and 100,000 rows under userEvent take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
});
afterEach(() => vi.restoreAllMocks());

describe('cell renderers', () => {
  it('format money with thousands and two decimals, blank for no number', () => {
    expect(moneyRenderer<ProjectRow>('amount')(row)).toBe('5,230.50');
    expect(moneyRenderer<{ v: unknown }>('v')({ v: '1234567.891' })).toBe('1,234,567.89');
    expect(moneyRenderer<{ v: unknown }>('v')({ v: null })).toBe('');
    expect(moneyRenderer<ProjectRow>((item) => item.amount * 10, 0)(row)).toBe('52,305');
  });

  it('format dates as YYYY-MM-DD', () => {
    expect(dateRenderer<{ d: unknown }>('d')({ d: new Date(2024, 2, 1, 15, 30) })).toBe(
      '2024-03-01',
    );
    expect(dateRenderer<{ d: unknown }>('d')({ d: null })).toBe('');
  });

  it('show dictionary labels, the value itself when unknown', () => {
    const label = dictionaryRenderer<ProjectRow>('status', statusOptions);
    expect(label(row)).toBe('进行中');
    expect(label({ ...row, status: 'gone' as ProjectRow['status'] })).toBe('gone');
  });

  it('in a grid, show tags, links and row actions reachable by keyboard', async () => {
    const onOpen = vi.fn();
    const onDelete = vi.fn();
    const { container } = renderWithTheme(
      <DataGrid
        aria-label="项目"
        rows={projectRows.slice(0, 2)}
        rowKey="id"
        columns={[
          { key: 'id', title: '编号', render: linkRenderer('id', { onPress: onOpen }) },
          {
            key: 'status',
            title: '状态',
            render: tagRenderer('status', statusOptions, (value) =>
              value === 'active' ? 'success' : 'info',
            ),
          },
          {
            key: 'actions',
            title: '操作',
            render: rowActionsRenderer<ProjectRow>([
              { id: 'edit', label: '编辑', onPress: vi.fn() },
              { id: 'delete', label: '删除', onPress: onDelete, variant: 'danger' },
            ]),
          },
        ]}
      />,
    );
    expect(screen.getByText('进行中')).toBeInTheDocument();
    // One tab stop: the controls inside cells are out of the tab order.
    expect(screen.getAllByRole('button', { name: '编辑' })[0]).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByText('P-001'));
    expect(onOpen).toHaveBeenCalledWith(projectRows[0]);
    await userEvent.click(screen.getAllByText('进行中')[0]!);
    await userEvent.keyboard('{End}{Enter}');
    expect(screen.getAllByRole('button', { name: '编辑' })[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('button', { name: '删除' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(projectRows[0]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getAllByRole('gridcell')[2]).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
