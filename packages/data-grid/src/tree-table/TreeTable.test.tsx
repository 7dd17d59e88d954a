import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import {
  garageChildren,
  makeStructureTree,
  structureColumns,
  structureRows,
  type StructureRow,
} from './fixtures';
import { TreeTable, type TreeTableHandle, type TreeTableProps } from './TreeTable';
import storyMeta, * as stories from './TreeTable.stories';

function renderTable(props: Partial<TreeTableProps<StructureRow>> = {}) {
  const gridRef = createRef<TreeTableHandle<StructureRow>>();
  const result = renderWithTheme(
    <TreeTable
      aria-label="项目结构"
      rows={structureRows}
      columns={structureColumns}
      treeColumnKey="name"
      gridRef={gridRef}
      {...props}
    />,
  );
  return { ...result, gridRef };
}

function row(name: string) {
  return screen.getByRole('row', { name: new RegExp(`^(选择 )?${name}`) });
}

function rowNames() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((element) => element.querySelector('[role="gridcell"]')?.textContent?.trim());
}

function expander(name: string) {
  const element = row(name).querySelector('[data-part="expander"]');
  if (!element) throw new Error(`no expander on ${name}`);
  return element;
}

// jsdom has no layout: give the treegrid its height and a no-op scrollTo, so the virtualizer
// computes its window as in a browser.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('role') === 'treegrid' ? 400 : 0;
    },
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

describe('TreeTable', () => {
  it('given rows, renders a named treegrid of leveled rows with one tab stop', async () => {
    const { container } = renderTable({ defaultExpandedIds: ['B1'] });
    const grid = screen.getByRole('treegrid', { name: '项目结构' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    expect(rowNames()).toEqual([
      '第一人民医院新院区',
      '门诊楼',
      '住院楼',
      '地下车库',
      '滨江中学改扩建',
    ]);
    expect(row('第一人民医院新院区')).toHaveAttribute('aria-expanded', 'true');
    expect(row('门诊楼')).toHaveAttribute('aria-level', '2');
    expect(row('门诊楼')).toHaveAttribute('aria-posinset', '1');
    expect(row('门诊楼')).toHaveAttribute('aria-setsize', '3');
    expect(row('住院楼')).not.toHaveAttribute('aria-expanded');
    expect(row('地下车库')).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('when an expander is clicked, opens and closes the row (uncontrolled)', async () => {
    const onExpandedChange = vi.fn();
    const { container } = renderTable({ onExpandedChange });
    await userEvent.click(expander('第一人民医院新院区'));
    expect(onExpandedChange).toHaveBeenLastCalledWith(['B1']);
    expect(rowNames()).toContain('门诊楼');
    await expectNoAxeViolations(container);
    await userEvent.click(expander('第一人民医院新院区'));
    expect(rowNames()).toEqual(['第一人民医院新院区', '滨江中学改扩建']);
  });

  it('with the keyboard, follows the treegrid pattern', async () => {
    renderTable();
    await userEvent.tab();
    expect(row('第一人民医院新院区')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(row('第一人民医院新院区')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(row('门诊楼')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(row('地下车库')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(row('第一人民医院新院区')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(row('第一人民医院新院区')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    expect(row('滨江中学改扩建')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(row('第一人民医院新院区')).toHaveFocus();
    await userEvent.keyboard('*');
    expect(rowNames()).toContain('混凝土工程');
  });

  it('without checkboxes, Enter opens and closes the focused row', async () => {
    renderTable();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(row('第一人民医院新院区')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(row('第一人民医院新院区')).toHaveAttribute('aria-expanded', 'false');
  });

  it('given a size, rows take the grid’s row height for it', () => {
    renderTable({ size: 'medium' });
    expect(row('第一人民医院新院区')).toHaveStyle({ height: '48px' });
  });

  it('given a controlled expansion, shows the owner’s state and reports changes', async () => {
    const onExpandedChange = vi.fn();
    renderTable({ expandedIds: ['B2'], onExpandedChange });
    expect(rowNames()).toContain('教学楼');
    await userEvent.click(expander('滨江中学改扩建'));
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);
    expect(rowNames()).toContain('教学楼');
  });

  it('with the toolbar, expands and collapses everything loaded', async () => {
    const { container } = renderTable({ toolbar: true });
    await userEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(rowNames()).toHaveLength(structureRows.length);
    // The lazy 地下车库 stays closed: expanding all must not fire a load per lazy row.
    expect(row('地下车库')).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '全部折叠' }));
    expect(rowNames()).toEqual(['第一人民医院新院区', '滨江中学改扩建']);
  });

  it('through the handle, expands and collapses all', () => {
    const { gridRef } = renderTable();
    act(() => gridRef.current!.expandAll());
    expect(rowNames()).toHaveLength(structureRows.length);
    act(() => gridRef.current!.collapseAll());
    expect(rowNames()).toHaveLength(2);
  });

  it('given a handle kept across renders, its methods act on the latest state', async () => {
    const { gridRef } = renderTable({ draggable: true });
    const handle = gridRef.current!;
    act(() => handle.expandAll());
    await act(async () => {
      await handle.moveRow('B2-2', 'B1-1-2', 'inside');
    });
    expect(gridRef.current).toBe(handle);
    // Expanding the new parent keeps everything that expandAll opened.
    expect(row('门诊楼')).toHaveAttribute('aria-expanded', 'true');
    expect(row('体育馆')).toHaveAttribute('aria-level', '4');
  });

  it('given a lazy row, loads its children on first expand and shows a loading row', async () => {
    let resolve: (rows: StructureRow[]) => void = () => undefined;
    const loadChildren = vi.fn(() => new Promise<StructureRow[]>((done) => (resolve = done)));
    const { container, gridRef } = renderTable({ defaultExpandedIds: ['B1'], loadChildren });
    await userEvent.click(expander('地下车库'));
    expect(loadChildren).toHaveBeenCalledTimes(1);
    expect(loadChildren.mock.calls[0]).toEqual([expect.objectContaining({ id: 'B1-3' })]);
    expect(screen.getByText('正在加载下级…')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await act(async () => {
      resolve(garageChildren);
      await Promise.resolve();
    });
    expect(screen.queryByText('正在加载下级…')).not.toBeInTheDocument();
    expect(row('人防工程')).toHaveAttribute('aria-level', '3');
    expect(gridRef.current!.getRows()).toHaveLength(structureRows.length + 2);
    // Closing and opening again does not load twice.
    await userEvent.click(expander('地下车库'));
    await userEvent.click(expander('地下车库'));
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('given a lazy row open from the start, loads its children on mount', async () => {
    const loadChildren = vi.fn(() => Promise.resolve(garageChildren));
    renderTable({ defaultExpandedIds: ['B1', 'B1-3'], loadChildren });
    expect(await screen.findByRole('row', { name: /机电安装/ })).toHaveAttribute('aria-level', '3');
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('given a lazy load that fails, shows the error with a retry that loads again', async () => {
    const loadChildren = vi
      .fn<(row: StructureRow) => Promise<StructureRow[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(garageChildren);
    const { container } = renderTable({ defaultExpandedIds: ['B1'], loadChildren });
    await userEvent.click(expander('地下车库'));
    expect(await screen.findByText('下级加载失败')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('row', { name: /人防工程/ })).toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(2);
  });

  it('given checkboxes, a parent checks its branch and shows mixed when partly checked', async () => {
    const onCheckedChange = vi.fn();
    const { container } = renderTable({
      checkable: true,
      defaultExpandedIds: ['B1', 'B1-1', 'B1-1-1'],
      onCheckedChange,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 门诊楼' }));
    expect(new Set(onCheckedChange.mock.lastCall![0] as string[])).toEqual(
      new Set(['B1-1', 'B1-1-1', 'B1-1-1-1', 'B1-1-1-2', 'B1-1-2']),
    );
    expect(screen.getByRole('checkbox', { name: '选择 混凝土工程' })).toBeChecked();
    expect(row('门诊楼')).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('checkbox', { name: '选择 第一人民医院新院区' }),
    ).toBePartiallyChecked();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 土石方工程' }));
    expect(screen.getByRole('checkbox', { name: '选择 门诊楼' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: '选择 土建工程' })).toBePartiallyChecked();
  });

  it('given checkboxes, Space on the focused row toggles it', async () => {
    renderTable({ checkable: true });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: '选择 第一人民医院新院区' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: '选择 第一人民医院新院区' })).not.toBeChecked();
  });

  it('when a row moves by keyboard, reports one event and announces it', async () => {
    const onMove = vi.fn(() => true);
    const { container } = renderTable({ draggable: true, onMove, defaultExpandedIds: ['B1'] });
    await userEvent.click(row('住院楼'));
    await userEvent.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith({ id: 'B1-2', parentId: 'B1', order: 1 });
    expect(rowNames().slice(0, 4)).toEqual(['第一人民医院新院区', '住院楼', '门诊楼', '地下车库']);
    expect(row('住院楼')).toHaveFocus();
    expect(screen.getByText('住院楼 已移动：第 2 级，第 1 项')).toHaveAttribute('role', 'status');
    await expectNoAxeViolations(container);

    // Right: into the previous sibling (none now); Left: out to after the parent.
    await userEvent.keyboard('{Control>}{Shift>}{ArrowLeft}{/Shift}{/Control}');
    expect(onMove).toHaveBeenLastCalledWith({ id: 'B1-2', parentId: null, order: 2 });
    expect(row('住院楼')).toHaveAttribute('aria-level', '1');
    await userEvent.keyboard('{Control>}{Shift>}{ArrowRight}{/Shift}{/Control}');
    expect(onMove).toHaveBeenLastCalledWith({ id: 'B1-2', parentId: 'B1', order: 3 });
    expect(onMove).toHaveBeenCalledTimes(3);
  });

  it('given rows that cannot move, keyboard moves do nothing', async () => {
    const onMove = vi.fn();
    renderTable({ onMove });
    await userEvent.click(row('滨江中学改扩建'));
    await userEvent.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('when the app rejects a move, the row snaps back with a message', async () => {
    const onMove = vi.fn(() => false);
    const { container, gridRef } = renderTable({
      draggable: true,
      onMove,
      defaultExpandedIds: ['B1'],
    });
    await userEvent.click(row('住院楼'));
    await userEvent.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(rowNames().slice(0, 3)).toEqual(['第一人民医院新院区', '门诊楼', '住院楼']);
    expect(gridRef.current!.getRows()).toEqual(structureRows);
    expect(screen.getByText('住院楼 未能移动，已恢复到原位置')).toHaveAttribute('role', 'status');
    await expectNoAxeViolations(container);
  });

  it('given new rows from the app, shows them instead of its optimistic state', async () => {
    const { gridRef, rerender } = renderTable({ draggable: true, defaultExpandedIds: ['B2'] });
    await act(async () => {
      await gridRef.current!.moveRow('B2-2', 'B2-1', 'before');
    });
    expect(rowNames().slice(2, 4)).toEqual(['体育馆', '教学楼']);
    const fresh = structureRows.filter((item) => item.id !== 'B2-2');
    rerender(
      <TreeTable
        aria-label="项目结构"
        rows={fresh}
        columns={structureColumns}
        defaultExpandedIds={['B2']}
        gridRef={gridRef}
      />,
    );
    expect(rowNames()).toEqual(['第一人民医院新院区', '滨江中学改扩建', '教学楼']);
    expect(gridRef.current!.getRows()).toBe(fresh);
  });

  it('when the app’s promise rejects, the optimistic move is rolled back', async () => {
    let reject: (reason: Error) => void = () => undefined;
    const onMove = vi.fn(() => new Promise<boolean>((_, fail) => (reject = fail)));
    const { gridRef } = renderTable({ draggable: true, onMove, defaultExpandedIds: ['B1'] });
    let accepted: Promise<boolean> = Promise.resolve(true);
    act(() => {
      accepted = gridRef.current!.moveRow('B1-3', 'B1-1', 'before');
    });
    // Applied at once, before the app answers.
    expect(rowNames().slice(1, 4)).toEqual(['地下车库', '门诊楼', '住院楼']);
    await act(async () => {
      reject(new Error('conflict'));
      await Promise.resolve();
    });
    await expect(accepted).resolves.toBe(false);
    expect(rowNames().slice(1, 4)).toEqual(['门诊楼', '住院楼', '地下车库']);
  });

  it('through the handle, moves a row like a drop and refuses moves into its own branch', async () => {
    const onMove = vi.fn(() => Promise.resolve(true));
    const { gridRef } = renderTable({ draggable: true, onMove, defaultExpandedIds: ['B1'] });
    let accepted: Promise<boolean> = Promise.resolve(false);
    act(() => {
      accepted = gridRef.current!.moveRow('B2', 'B1-2', 'inside');
    });
    await act(async () => {
      await expect(accepted).resolves.toBe(true);
    });
    expect(onMove).toHaveBeenCalledWith({ id: 'B2', parentId: 'B1-2', order: 1 });
    // The new parent opens so the moved row stays in sight.
    expect(row('住院楼')).toHaveAttribute('aria-expanded', 'true');
    expect(row('滨江中学改扩建')).toHaveAttribute('aria-level', '3');

    await act(async () => {
      await expect(gridRef.current!.moveRow('B1', 'B1-1-1', 'inside')).resolves.toBe(false);
    });
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('不能移到自身或其下级之中')).toHaveAttribute('role', 'status');
  });

  it('given 10,000 expanded rows, keeps only a window of them in the DOM', () => {
    const rows = makeStructureTree(10_000);
    const { gridRef } = renderTable({ rows, toolbar: true });
    act(() => gridRef.current!.expandAll());
    const grid = screen.getByRole('treegrid');
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(grid).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  });

  it('given no rows, shows the empty state; while loading, says it is busy', async () => {
    const { container, rerender } = renderTable({ rows: [] });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    rerender(<TreeTable aria-label="项目结构" rows={[]} columns={structureColumns} loading />);
    expect(screen.getByRole('treegrid')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(container);
  });

  it('in English, labels its controls from the catalogue', () => {
    renderWithTheme(
      <TreeTable
        aria-label="Structure"
        rows={structureRows}
        columns={structureColumns}
        toolbar
        checkable
      />,
      'en',
    );
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select 滨江中学改扩建' })).toBeInTheDocument();
  });
});

describe('TreeTable stories', () => {
  const { default: _meta, ...named } = stories;
  it.each(Object.entries(named))('%s renders without axe violations', async (_name, story) => {
    const args = { ...storyMeta.args, ...story.args } as TreeTableProps<StructureRow>;
    const { container } = renderWithTheme(<TreeTable {...args} />);
    // Let a story's immediate lazy load settle before checking.
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(screen.getByRole('treegrid')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
