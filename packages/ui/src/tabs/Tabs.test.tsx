import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Tabs, type TabItem } from './Tabs';

const pages: TabItem[] = [
  { key: 'home', title: '首页', closable: false, content: '工作台' },
  { key: 'todo', title: '待办事项', content: '待办列表' },
  { key: 'done', title: '已办事项', content: '已办列表' },
];

/** An owner like the shell's: removes closed tabs, and may control the selection. */
function Workspace({
  controlled = false,
  onClose,
}: {
  controlled?: boolean;
  onClose?: (key: string) => void;
}) {
  const [items, setItems] = useState(pages);
  const [selectedKey, setSelectedKey] = useState('done');
  return (
    <Tabs
      aria-label="已打开的页面"
      closable
      items={items}
      {...(controlled
        ? { selectedKey, onSelectionChange: setSelectedKey }
        : { defaultSelectedKey: 'done' })}
      onClose={(key) => {
        onClose?.(key);
        setItems((current) => current.filter((item) => item.key !== key));
      }}
    />
  );
}

describe('Tabs', () => {
  it('given items, renders a named tablist with the first tab selected and its panel', async () => {
    const { container } = renderWithTheme(<Tabs aria-label="流程" items={pages} />);
    expect(screen.getByRole('tablist', { name: '流程' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('工作台');
    await expectNoAxeViolations(container);
  });

  it('with the keyboard, moves between tabs with arrows and selects them (uncontrolled)', async () => {
    const onSelectionChange = vi.fn();
    renderWithTheme(<Tabs aria-label="流程" items={pages} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '待办事项' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('待办列表');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '已办事项' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('done');
  });

  it('when controlled, shows the given tab and only moves when the owner agrees', async () => {
    const onSelectionChange = vi.fn();
    renderWithTheme(
      <Tabs
        aria-label="流程"
        items={pages}
        selectedKey="todo"
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: '已办事项' }));
    expect(onSelectionChange).toHaveBeenCalledWith('done');
    expect(screen.getByRole('tab', { name: '待办事项' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given closable tabs, keeps the × out of the tab name and describes the Delete key', async () => {
    const { container } = renderWithTheme(<Workspace />);
    const todo = screen.getByRole('tab', { name: '待办事项' });
    expect(todo).toHaveAccessibleDescription('按 Delete 键关闭此标签页');
    expect(screen.getByRole('tab', { name: '首页' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the × of a tab is clicked, closes it without selecting it', async () => {
    const onClose = vi.fn();
    const { container } = renderWithTheme(<Workspace onClose={onClose} />);
    const close = container.querySelector('[data-key="todo"] [data-part="close"]');
    if (!close) throw new Error('no close icon');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledWith('todo');
    expect(screen.queryByRole('tab', { name: '待办事项' })).toBeNull();
    expect(screen.getByRole('tab', { name: '已办事项' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when Delete is pressed on the selected tab, closes it and selects and focuses the previous one', async () => {
    const onClose = vi.fn();
    renderWithTheme(<Workspace controlled onClose={onClose} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '已办事项' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(onClose).toHaveBeenCalledWith('done');
    const todo = screen.getByRole('tab', { name: '待办事项' });
    expect(todo).toHaveFocus();
    expect(todo).toHaveAttribute('aria-selected', 'true');
  });

  it('given a tab with closable false, ignores Delete on it', () => {
    const onClose = vi.fn();
    renderWithTheme(<Workspace onClose={onClose} />);
    const home = screen.getByRole('tab', { name: '首页' });
    fireEvent.keyDown(home, { key: 'Delete' });
    expect(onClose).not.toHaveBeenCalled();
    expect(home.querySelector('[data-part="close"]')).toBeNull();
  });

  it.each([
    ['en', 'Press Delete to close this tab'],
    ['es', 'Pulse Supr para cerrar esta pestaña'],
  ])('in %s, describes closing as "%s"', (language, hint) => {
    renderWithTheme(<Workspace />, language);
    expect(screen.getByRole('tab', { name: '待办事项' })).toHaveAccessibleDescription(hint);
  });
});
