import { toast, Toaster } from '@ccms/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { demoOrganisation, lazyRoots, loadDemoChildren, makeBigOrganisation } from './fixtures';
import { joinPicked, type OrgNode, type PickedEntry } from './orgTree';
import { PERSON_DROPDOWN_MAX_HEIGHT, PERSON_PICKER_MESSAGE_MS, PersonPicker } from './PersonPicker';

// jsdom has no layout: give tree panes a height and a no-op scrollTo, so the virtualizer
// computes its window as in a browser.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('role') === 'tree' ? 240 : 0;
    },
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

function renderPicker(picker: ReactElement, language?: string) {
  return renderWithTheme(
    <>
      {picker}
      <Toaster />
    </>,
    language,
  );
}

const dropdown = () => screen.getByRole('dialog', { name: '选择人员' });
const treeItem = (name: string) =>
  within(screen.getByRole('tree', { name: '部门和人员' })).getByRole('treeitem', { name });
const pickedTags = () =>
  within(dropdown())
    .queryAllByRole('button', { name: /^移除/ })
    .map((button) => button.getAttribute('aria-label'));

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: '选择人员' }));
  return dropdown();
}

/** Opens the demo company down to 造价一部 and 造价二部 by choosing the departments. */
async function openCostDepartments() {
  await userEvent.click(treeItem('示例造价咨询有限公司'));
  await userEvent.click(treeItem('造价咨询事业部'));
  await userEvent.click(treeItem('造价一部'));
  await userEvent.click(treeItem('造价二部'));
}

describe('PersonPicker', () => {
  it('drops down a tree of departments and people at most 400 high', async () => {
    const { container } = renderPicker(<PersonPicker label="负责人" nodes={demoOrganisation} />);
    expect(screen.getByRole('textbox', { name: '负责人' })).toHaveAttribute(
      'placeholder',
      '请选择人员',
    );
    await expectNoAxeViolations(container);
    const opened = await openPicker();
    expect(within(opened).getByRole('tree', { name: '部门和人员' })).toBeInTheDocument();
    expect(within(opened).getByRole('tree').closest('[data-mode]') as HTMLElement).toHaveStyle({
      maxHeight: `${PERSON_DROPDOWN_MAX_HEIGHT}px`,
    });
    expect(PERSON_DROPDOWN_MAX_HEIGHT).toBe(400);
    await expectNoAxeViolations(opened);
  });

  it('given single mode, choosing a department opens it and a new person replaces the previous one', async () => {
    const onChange = vi.fn();
    renderPicker(<PersonPicker label="负责人" nodes={demoOrganisation} onChange={onChange} />);
    await openPicker();
    await openCostDepartments();
    expect(treeItem('造价咨询事业部')).toHaveAttribute('aria-expanded', 'true');
    expect(treeItem('造价咨询事业部')).toHaveAttribute('aria-selected', 'false');
    expect(pickedTags()).toEqual([]);
    await userEvent.click(treeItem('张伟'));
    expect(pickedTags()).toEqual(['移除 张伟']);
    await userEvent.click(treeItem('李娜'));
    expect(pickedTags()).toEqual(['移除 李娜']);
    expect(treeItem('李娜')).toHaveAttribute('aria-selected', 'true');
    expect(treeItem('张伟')).toHaveAttribute('aria-selected', 'false');
    // A disabled person cannot be picked.
    await userEvent.click(treeItem('赵磊'));
    expect(pickedTags()).toEqual(['移除 李娜']);
    // Choosing an open department closes it again, still without picking it.
    await userEvent.click(treeItem('造价一部'));
    expect(treeItem('造价一部')).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dropdown()).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([{ id: 'u-li', name: '李娜' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: '负责人' })).toHaveValue('李娜');
  });

  it('when confirmed with nobody picked, shows 请选中一个人员 for 15 s and stays open', async () => {
    const onChange = vi.fn();
    renderPicker(<PersonPicker label="负责人" nodes={demoOrganisation} onChange={onChange} />);
    await openPicker();
    vi.useFakeTimers();
    // A virtual click: react-aria presses on it, and no pointer sequence waits on the fake clock.
    act(() => {
      fireEvent.click(within(dropdown()).getByRole('button', { name: '确定' }));
    });
    const message = () => screen.queryByText('请选中一个人员');
    // The error toasts' live region (role alert), where request failures show too.
    expect(message()?.closest('[role="alert"]')).toHaveAccessibleName('错误通知');
    expect(dropdown()).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(PERSON_PICKER_MESSAGE_MS - 1);
    });
    expect(message()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(message()).toBeNull();
    expect(PERSON_PICKER_MESSAGE_MS).toBe(15_000);
  });

  it('given multiple, toggles people and OK returns their ids and names', async () => {
    const onChange = vi.fn();
    renderPicker(
      <PersonPicker
        label="参与人员"
        nodes={demoOrganisation}
        multiple
        defaultExpandedIds={['demo', 'cost', 'cost1', 'cost2']}
        defaultValue={[{ id: 'u-liu', name: '刘洋' }]}
        onChange={onChange}
      />,
    );
    await openPicker();
    expect(screen.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(treeItem('张伟'));
    await userEvent.click(treeItem('李娜'));
    await userEvent.click(treeItem('王芳'));
    await userEvent.click(treeItem('张伟'));
    expect(pickedTags()).toEqual(['移除 刘洋', '移除 李娜', '移除 王芳']);
    await userEvent.click(within(dropdown()).getByRole('button', { name: '移除 刘洋' }));
    await userEvent.click(within(dropdown()).getByRole('button', { name: '确定' }));
    const [picked] = onChange.mock.calls[0] as [readonly PickedEntry[]];
    expect(joinPicked(picked)).toEqual({ ids: 'u-li,u-wang', names: '李娜,王芳' });
    expect(screen.getByRole('textbox', { name: '参与人员' })).toHaveValue('李娜,王芳');
  });

  it('when cancelled, forgets the picks of that opening', async () => {
    const onChange = vi.fn();
    renderPicker(
      <PersonPicker
        label="负责人"
        nodes={demoOrganisation}
        defaultExpandedIds={['demo', 'admin', 'finance']}
        defaultValue={[{ id: 'u-zhang', name: '张伟' }]}
        onChange={onChange}
      />,
    );
    await openPicker();
    await userEvent.click(treeItem('陈静'));
    expect(pickedTags()).toEqual(['移除 陈静']);
    await userEvent.click(within(dropdown()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '负责人' })).toHaveValue('张伟');
    await openPicker();
    expect(pickedTags()).toEqual(['移除 张伟']);
  });

  it('when searching, shows matching people with their departments', async () => {
    renderPicker(<PersonPicker label="负责人" nodes={demoOrganisation} />);
    await openPicker();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索部门或人员' }), '李');
    const items = within(screen.getByRole('tree')).getAllByRole('treeitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '示例造价咨询有限公司',
      '造价咨询事业部',
      '造价二部',
      '李娜',
    ]);
    await userEvent.click(treeItem('李娜'));
    expect(pickedTags()).toEqual(['移除 李娜']);
  });

  it('given loadChildren, loads a department’s people once when it opens', async () => {
    let releaseTop: () => void = () => undefined;
    const topLoaded = new Promise<void>((resolve) => {
      releaseTop = resolve;
    });
    const loadChildren = vi.fn(async (parentId: string) => {
      if (parentId === 'demo') await topLoaded;
      return loadDemoChildren(parentId);
    });
    renderPicker(<PersonPicker label="负责人" nodes={lazyRoots} loadChildren={loadChildren} />);
    await openPicker();
    await userEvent.click(treeItem('示例造价咨询有限公司'));
    expect(loadChildren).toHaveBeenCalledExactlyOnceWith('demo');
    expect(treeItem('加载中…')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      releaseTop();
      await topLoaded;
    });
    expect(await screen.findByRole('treeitem', { name: '造价咨询事业部' })).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: '加载中…' })).toBeNull();
    // The keyboard opens branches through the Tree, which loads through the same call.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(loadChildren).toHaveBeenLastCalledWith('cost');
    expect(await screen.findByRole('treeitem', { name: '造价一部' })).toBeInTheDocument();
    await userEvent.click(treeItem('造价一部'));
    await userEvent.click(await screen.findByRole('treeitem', { name: '王芳' }));
    expect(pickedTags()).toEqual(['移除 王芳']);
    // Closing and reopening a loaded department does not fetch it again.
    await userEvent.click(treeItem('示例造价咨询有限公司'));
    await userEvent.click(treeItem('示例造价咨询有限公司'));
    expect(loadChildren).toHaveBeenCalledTimes(3);
  });

  it('given 5,000 people in 500 departments, renders only a window of rows', async () => {
    const big: OrgNode[] = makeBigOrganisation(500, 10);
    renderPicker(<PersonPicker label="负责人" nodes={big} />);
    await openPicker();
    expect(within(screen.getByRole('tree')).getAllByRole('treeitem').length).toBeLessThan(60);
    // Every person matches, so all 5,500 rows are open; only a window of them is in the DOM.
    const search = screen.getByRole('searchbox', { name: '搜索部门或人员' });
    await userEvent.type(search, '员工');
    const rendered = within(screen.getByRole('tree')).getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    expect(treeItem('员工 1-1')).toHaveAttribute('aria-setsize', '10');
    act(() => screen.getByRole('tree').focus());
    await userEvent.keyboard('{End}{Enter}');
    expect(pickedTags()).toEqual(['移除 员工 500-10']);
    expect(within(screen.getByRole('tree')).getAllByRole('treeitem').length).toBeLessThan(60);
  });

  it('with the keyboard, opens from the field, picks with Enter and confirms', async () => {
    const onChange = vi.fn();
    renderPicker(
      <PersonPicker
        label="负责人"
        nodes={demoOrganisation}
        defaultExpandedIds={['demo', 'admin', 'hr']}
        onChange={onChange}
      />,
    );
    act(() => screen.getByRole('textbox', { name: '负责人' }).focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(dropdown()).toBeInTheDocument();
    act(() => screen.getByRole('tree').focus());
    await userEvent.keyboard('{End}{Enter}');
    expect(pickedTags()).toEqual(['移除 刘洋']);
    await userEvent.click(within(dropdown()).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith([{ id: 'u-liu', name: '刘洋' }]);
  });

  it.each([
    ['en', 'Select people', 'Please select a person'],
    ['es', 'Seleccionar personas', 'Seleccione una persona'],
  ])(
    'in %s, translates the dropdown and the empty-confirm message',
    async (language, name, message) => {
      renderPicker(<PersonPicker label="Owner" nodes={demoOrganisation} />, language);
      await userEvent.click(screen.getByRole('button', { name }));
      const opened = screen.getByRole('dialog', { name });
      await userEvent.click(within(opened).getByRole('button', { name: /^(OK|Aceptar)$/ }));
      expect(screen.getByText(message)).toBeInTheDocument();
    },
  );
});
