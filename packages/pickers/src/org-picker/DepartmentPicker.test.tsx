import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { DepartmentPicker } from './DepartmentPicker';
import { demoOrganisation, departmentsOf, lazyRoots, loadDemoChildren } from './fixtures';
import { joinPicked, type OrgNode } from './orgTree';

const departments = departmentsOf(demoOrganisation);

// jsdom has no layout: give tree panes their height and a no-op scrollTo, so the virtualizer
// computes its window as in a browser.
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

const dialog = () => screen.getByRole('dialog', { name: '选择部门' });
const treeItem = (name: string) =>
  within(screen.getByRole('tree', { name: '部门' })).getByRole('treeitem', { name });
const choice = (name: string) =>
  within(screen.getByRole('listbox', { name: '可选部门' })).getByRole('option', { name });
const choiceNames = () =>
  within(screen.getByRole('listbox', { name: '可选部门' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);
const pickedTags = () =>
  within(dialog())
    .queryAllByRole('button', { name: /^移除/ })
    .map((button) => button.getAttribute('aria-label'));

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: '选择部门' }));
  return dialog();
}

describe('DepartmentPicker', () => {
  it('given a value, shows the names in a read-only field and submits the ids under its name', async () => {
    const { container } = renderWithTheme(
      <DepartmentPicker
        label="所属部门"
        name="deptIds"
        nodes={departments}
        defaultValue={[
          { id: 'cost1', name: '造价一部' },
          { id: 'finance', name: '财务部' },
        ]}
      />,
    );
    const field = screen.getByRole('textbox', { name: '所属部门' });
    expect(field).toHaveValue('造价一部,财务部');
    expect(field).toHaveAttribute('readonly');
    expect(container.querySelector('input[type="hidden"][name="deptIds"]')).toHaveValue(
      'cost1,finance',
    );
    await expectNoAxeViolations(container);
  });

  it('opens an 800-wide 选择部门 dialog: tree (300 high), selectable list, tags, OK and cancel', async () => {
    renderWithTheme(<DepartmentPicker label="所属部门" nodes={departments} />);
    const opened = await openPicker();
    expect(opened.parentElement).toHaveStyle({ width: '800px' });
    expect(screen.getByRole('tree', { name: '部门' })).toHaveStyle({ height: '300px' });
    // Before a department is highlighted, the list offers the top level.
    expect(choiceNames()).toEqual(['示例造价咨询有限公司']);
    expect(within(opened).getByText('未选择')).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await expectNoAxeViolations(opened);
  });

  it('given single mode, a new pick replaces the previous one and OK returns its id and name', async () => {
    const onChange = vi.fn();
    renderWithTheme(<DepartmentPicker label="所属部门" nodes={departments} onChange={onChange} />);
    await openPicker();
    await userEvent.click(treeItem('示例造价咨询有限公司'));
    expect(choiceNames()).toEqual(['示例造价咨询有限公司', '造价咨询事业部', '综合管理部']);
    await userEvent.click(within(dialog()).getByRole('treeitem', { name: '示例造价咨询有限公司' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(treeItem('造价咨询事业部'));
    expect(choiceNames()).toEqual(['造价咨询事业部', '造价一部', '造价二部']);
    await userEvent.click(choice('造价一部'));
    expect(pickedTags()).toEqual(['移除 造价一部']);
    await userEvent.click(choice('造价二部'));
    expect(pickedTags()).toEqual(['移除 造价二部']);
    expect(choice('造价二部')).toHaveAttribute('aria-selected', 'true');
    expect(choice('造价一部')).toHaveAttribute('aria-selected', 'false');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([{ id: 'cost2', name: '造价二部' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: '所属部门' })).toHaveValue('造价二部');
  });

  it('given multiple, keeps picks across branches, removes by tag and returns ids and names', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DepartmentPicker
        label="所属部门"
        nodes={departments}
        multiple
        defaultValue={[{ id: 'hr', name: '人力行政部' }]}
        onChange={onChange}
      />,
    );
    await openPicker();
    expect(screen.getByRole('listbox', { name: '可选部门' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    await userEvent.click(treeItem('示例造价咨询有限公司'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(treeItem('造价咨询事业部'));
    await userEvent.click(choice('造价一部'));
    await userEvent.click(choice('造价二部'));
    await userEvent.click(treeItem('综合管理部'));
    expect(choice('人力行政部')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(choice('财务部'));
    expect(pickedTags()).toEqual([
      '移除 人力行政部',
      '移除 造价一部',
      '移除 造价二部',
      '移除 财务部',
    ]);
    await userEvent.click(within(dialog()).getByRole('button', { name: '移除 造价二部' }));
    await userEvent.click(choice('人力行政部'));
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    const [picked] = onChange.mock.calls[0] as [Parameters<typeof joinPicked>[0]];
    expect(joinPicked(picked)).toEqual({ ids: 'cost1,finance', names: '造价一部,财务部' });
  });

  it('when cancelled, forgets the picks of that opening and leaves the value alone', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DepartmentPicker
        label="所属部门"
        nodes={departments}
        defaultValue={[{ id: 'finance', name: '财务部' }]}
        onChange={onChange}
      />,
    );
    await openPicker();
    await userEvent.click(treeItem('示例造价咨询有限公司'));
    await userEvent.click(choice('综合管理部'));
    expect(pickedTags()).toEqual(['移除 综合管理部']);
    await userEvent.click(within(dialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '所属部门' })).toHaveValue('财务部');
    await openPicker();
    expect(pickedTags()).toEqual(['移除 财务部']);
    // Escape dismisses the same way.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when searching, shows only matching departments with their ancestors', async () => {
    renderWithTheme(<DepartmentPicker label="所属部门" nodes={departments} />);
    await openPicker();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索部门' }), '财务');
    const items = within(screen.getByRole('tree', { name: '部门' })).getAllByRole('treeitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '示例造价咨询有限公司',
      '综合管理部',
      '财务部',
    ]);
    await userEvent.clear(screen.getByRole('searchbox', { name: '搜索部门' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索部门' }), '不存在');
    expect(screen.getByText('无匹配数据')).toBeInTheDocument();
  });

  it('given loadChildren, loads a branch once when it opens or is highlighted', async () => {
    const pending = new Map<string, (children: readonly OrgNode[]) => void>();
    const loadChildren = vi.fn(
      (parentId: string) =>
        new Promise<readonly OrgNode[]>((resolve) => {
          pending.set(parentId, resolve);
        }),
    );
    const resolveFor = async (parentId: string) => {
      const children = await loadDemoChildren(parentId);
      await act(async () => {
        pending.get(parentId)?.(children);
        await Promise.resolve();
      });
    };
    renderWithTheme(
      <DepartmentPicker label="所属部门" nodes={lazyRoots} loadChildren={loadChildren} />,
    );
    await openPicker();
    // Highlighting an unloaded department loads its sub-departments for the list.
    await userEvent.click(treeItem('示例造价咨询有限公司'));
    expect(loadChildren).toHaveBeenCalledExactlyOnceWith('demo');
    expect(screen.getByRole('status')).toHaveTextContent('正在加载下级部门…');
    await resolveFor('demo');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(choiceNames()).toEqual(['示例造价咨询有限公司', '造价咨询事业部', '综合管理部']);
    // Opening the branch reuses what was loaded.
    await userEvent.keyboard('{ArrowRight}');
    expect(treeItem('造价咨询事业部')).toHaveAttribute('aria-level', '2');
    expect(loadChildren).toHaveBeenCalledTimes(1);
    // Opening an unloaded branch in the tree loads it through the same call.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(loadChildren).toHaveBeenLastCalledWith('cost');
    expect(treeItem('加载中…')).toHaveAttribute('aria-disabled', 'true');
    await resolveFor('cost');
    expect(treeItem('造价一部')).toHaveAttribute('aria-level', '3');
    await userEvent.click(treeItem('造价咨询事业部'));
    expect(choiceNames()).toEqual(['造价咨询事业部', '造价一部', '造价二部']);
    await userEvent.click(choice('造价二部'));
    expect(pickedTags()).toEqual(['移除 造价二部']);
    expect(loadChildren).toHaveBeenCalledTimes(2);
  });

  it('with the keyboard, opens from the field and picks from the list', async () => {
    const onChange = vi.fn();
    renderWithTheme(<DepartmentPicker label="所属部门" nodes={departments} onChange={onChange} />);
    act(() => screen.getByRole('textbox', { name: '所属部门' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(dialog()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('searchbox', { name: '搜索部门' }));
    await userEvent.tab();
    expect(screen.getByRole('tree', { name: '部门' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{Enter}');
    expect(treeItem('综合管理部')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(pickedTags()).toEqual(['移除 人力行政部']);
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith([{ id: 'hr', name: '人力行政部' }]);
  });

  it('clears the value with the clear button', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DepartmentPicker
        label="所属部门"
        nodes={departments}
        defaultValue={[{ id: 'finance', name: '财务部' }]}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '清除所属部门' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.getByRole('textbox', { name: '所属部门' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: '清除所属部门' })).toBeNull();
  });

  it('given disabled, neither opens nor offers clearing', async () => {
    renderWithTheme(
      <DepartmentPicker
        label="所属部门"
        nodes={departments}
        isDisabled
        defaultValue={[{ id: 'finance', name: '财务部' }]}
      />,
    );
    expect(screen.getByRole('button', { name: '选择部门' })).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: '所属部门' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '清除所属部门' })).toBeNull();
  });

  it.each([
    ['en', 'Select departments', 'Available departments', 'Nothing selected'],
    ['es', 'Seleccionar departamentos', 'Departamentos disponibles', 'Nada seleccionado'],
  ])('in %s, translates the dialog', async (language, title, list, none) => {
    renderWithTheme(<DepartmentPicker label="Dept" nodes={departments} />, language);
    await userEvent.click(screen.getByRole('button', { name: title }));
    const opened = screen.getByRole('dialog', { name: title });
    expect(within(opened).getByRole('listbox', { name: list })).toBeInTheDocument();
    expect(within(opened).getByText(none)).toBeInTheDocument();
  });
});
