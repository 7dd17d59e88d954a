import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { departmentTree, makeBigTree } from './fixtures';
import { Tree } from './Tree';
import type { TreeNode } from './treeModel';

function item(name: string) {
  return screen.getByRole('treeitem', { name });
}

function activeItem() {
  const tree = screen.getByRole('tree');
  const id = tree.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

function part(name: string, which: 'expander' | 'checkbox') {
  const element = item(name).querySelector(`[data-part="${which}"]`);
  if (!element) throw new Error(`no ${which} on ${name}`);
  return element;
}

// jsdom has no layout: give the tree's scrolling pane its 300 px height and a no-op scrollTo,
// so the virtualizer computes its window as in a browser.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('role') === 'tree' ? 300 : 0;
    },
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

describe('Tree', () => {
  it('given nodes, is a named tree of leveled items with expanders', async () => {
    const { container } = renderWithTheme(
      <Tree aria-label="部门" nodes={departmentTree} defaultExpandedKeys={['demo']} />,
    );
    expect(screen.getByRole('tree', { name: '部门' })).toBeInTheDocument();
    expect(screen.getAllByRole('treeitem')).toHaveLength(3);
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-expanded', 'true');
    expect(item('造价咨询事业部')).toHaveAttribute('aria-level', '2');
    expect(item('造价咨询事业部')).toHaveAttribute('aria-expanded', 'false');
    expect(item('综合管理部')).toHaveAttribute('aria-posinset', '2');
    expect(item('综合管理部')).toHaveAttribute('aria-setsize', '2');
    await expectNoAxeViolations(container);
  });

  it('with the keyboard, follows the WAI-ARIA tree pattern (uncontrolled)', async () => {
    const onExpandedChange = vi.fn();
    const onSelectionChange = vi.fn();
    const { container } = renderWithTheme(
      <Tree
        aria-label="部门"
        nodes={departmentTree}
        onExpandedChange={onExpandedChange}
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('tree')).toHaveFocus();
    expect(activeItem()).toBe(item('示例造价咨询有限公司'));
    await userEvent.keyboard('{ArrowRight}');
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['demo']);
    await userEvent.keyboard('{ArrowRight}');
    expect(activeItem()).toBe(item('造价咨询事业部'));
    await userEvent.keyboard('{ArrowDown}');
    expect(activeItem()).toBe(item('综合管理部'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(activeItem()).toBe(item('财务部'));
    await userEvent.keyboard('{Enter}');
    expect(item('财务部')).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['finance']);
    await userEvent.keyboard('{End}');
    expect(activeItem()).toBe(item('人力行政部'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(activeItem()).toBe(item('综合管理部'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('综合管理部')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Home}');
    expect(activeItem()).toBe(item('示例造价咨询有限公司'));
    await userEvent.keyboard('{ArrowUp}');
    expect(activeItem()).toBe(item('示例造价咨询有限公司'));
    await expectNoAxeViolations(container);
  });

  it('when expanded keys are controlled, only opens what the owner allows', async () => {
    const onExpandedChange = vi.fn();
    renderWithTheme(
      <Tree
        aria-label="部门"
        nodes={departmentTree}
        expandedKeys={[]}
        onExpandedChange={onExpandedChange}
      />,
    );
    await userEvent.click(part('示例造价咨询有限公司', 'expander'));
    expect(onExpandedChange).toHaveBeenCalledWith(['demo']);
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-expanded', 'false');
  });

  it('given checkable, cascades down from a parent and shows a mixed parent', async () => {
    const onCheckedChange = vi.fn();
    const { container } = renderWithTheme(
      <Tree
        aria-label="部门"
        checkable
        nodes={departmentTree}
        defaultExpandedKeys={['demo', 'cost', 'admin']}
        onCheckedChange={onCheckedChange}
      />,
    );
    await userEvent.click(part('综合管理部', 'checkbox'));
    expect(item('综合管理部')).toHaveAttribute('aria-checked', 'true');
    expect(item('财务部')).toHaveAttribute('aria-checked', 'true');
    expect(item('人力行政部')).toHaveAttribute('aria-checked', 'true');
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('造价一部')).toHaveAttribute('aria-checked', 'false');
    expect([...(onCheckedChange.mock.lastCall?.[0] as string[])].sort()).toEqual([
      'admin',
      'finance',
      'hr',
    ]);
    await expectNoAxeViolations(container);
    // The click focused the tree on 综合管理部; Space unchecks it and its children.
    expect(activeItem()).toBe(item('综合管理部'));
    await userEvent.keyboard(' ');
    expect(item('财务部')).toHaveAttribute('aria-checked', 'false');
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-checked', 'false');
  });

  it('when checked keys are controlled, shows the given checks', () => {
    renderWithTheme(
      <Tree
        aria-label="部门"
        checkable
        nodes={departmentTree}
        defaultExpandedKeys={['demo', 'cost']}
        checkedKeys={['cost1']}
      />,
    );
    expect(item('造价一部')).toHaveAttribute('aria-checked', 'true');
    expect(item('造价咨询事业部')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('given filter text, shows matches with their ancestors and highlights the match', async () => {
    const { container, rerender } = renderWithTheme(
      <Tree aria-label="部门" nodes={departmentTree} filterText="财务" />,
    );
    expect(screen.getAllByRole('treeitem').map((row) => row.textContent)).toEqual([
      '示例造价咨询有限公司',
      '综合管理部',
      '财务部',
    ]);
    expect(within(item('财务部')).getByText('财务').tagName).toBe('MARK');
    await expectNoAxeViolations(container);
    rerender(<Tree aria-label="部门" nodes={departmentTree} filterText="不存在" />);
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByText('无匹配数据')).toBeInTheDocument();
  });

  it('given loadChildren, shows a loading row, then the loaded children', async () => {
    let resolve: (nodes: TreeNode[]) => void = () => undefined;
    const loadChildren = vi.fn(
      () =>
        new Promise<readonly TreeNode[]>((done) => {
          resolve = done;
        }),
    );
    const { container } = renderWithTheme(
      <Tree
        aria-label="部门"
        nodes={[
          { key: 'root', label: '示例造价咨询有限公司' },
          { key: 'leaf', label: '外部单位', isLeaf: true },
        ]}
        loadChildren={loadChildren}
      />,
    );
    expect(item('外部单位')).not.toHaveAttribute('aria-expanded');
    await userEvent.click(part('示例造价咨询有限公司', 'expander'));
    expect(loadChildren).toHaveBeenCalledWith(expect.objectContaining({ key: 'root' }));
    expect(item('加载中…')).toHaveAttribute('aria-disabled', 'true');
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(container);
    await act(async () => {
      resolve([{ key: 'child', label: '造价咨询事业部', isLeaf: true }]);
      await Promise.resolve();
    });
    expect(screen.queryByRole('treeitem', { name: '加载中…' })).toBeNull();
    expect(item('造价咨询事业部')).toHaveAttribute('aria-level', '2');
    await userEvent.click(part('示例造价咨询有限公司', 'expander'));
    await userEvent.click(part('示例造价咨询有限公司', 'expander'));
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('given 10,000 expanded nodes, renders only a window of rows and keeps the focused one', async () => {
    const big = makeBigTree(100, 99);
    renderWithTheme(
      <Tree aria-label="造价文件" nodes={big} defaultExpandedKeys={big.map((node) => node.key)} />,
    );
    const rendered = screen.getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(item('造价文件 1-1')).toHaveAttribute('aria-setsize', '99');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(activeItem()).toHaveTextContent('造价文件 100-99');
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
  });

  it('when selection is multiple and controlled, toggles keys through the owner', async () => {
    function Controlled() {
      const [selected, setSelected] = useState<readonly string[]>(['demo']);
      return (
        <Tree
          aria-label="部门"
          nodes={departmentTree}
          defaultExpandedKeys={['demo']}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={setSelected}
        />
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(item('造价咨询事业部'));
    expect(item('造价咨询事业部')).toHaveAttribute('aria-selected', 'true');
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(item('示例造价咨询有限公司'));
    expect(item('示例造价咨询有限公司')).toHaveAttribute('aria-selected', 'false');
  });

  it.each([
    ['en', 'Loading…', 'No matching data'],
    ['es', 'Cargando…', 'Sin datos coincidentes'],
  ])('in %s, translates the loading row and the no-match text', async (language, loading, none) => {
    const { rerender } = renderWithTheme(
      <Tree
        aria-label="x"
        nodes={[{ key: 'a', label: 'A' }]}
        loadChildren={() => new Promise(() => undefined)}
      />,
      language,
    );
    await userEvent.click(part('A', 'expander'));
    expect(item(loading)).toBeInTheDocument();
    rerender(<Tree aria-label="x" nodes={[{ key: 'a', label: 'A' }]} filterText="zzz" />);
    expect(screen.getByText(none)).toBeInTheDocument();
  });
});
