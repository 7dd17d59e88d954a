import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import type { MenuEntry } from '../dropdown-menu/menuEntries';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { ContextMenu } from './ContextMenu';

const tabMenu: MenuEntry[] = [
  { id: 'refresh', label: '刷新' },
  { id: 'separator', type: 'separator' },
  { id: 'close', label: '关闭' },
  { id: 'closeOthers', label: '关闭其他' },
  { id: 'closeAll', label: '关闭所有' },
  { id: 'closeLeft', label: '关闭左侧', isDisabled: true },
  { id: 'closeRight', label: '关闭右侧' },
];

describe('ContextMenu', { timeout: 15000 }, () => {
  it('given a right-click, opens the menu at the pointer instead of the browser menu', async () => {
    const onAction = vi.fn();
    const { container } = renderWithTheme(
      <ContextMenu aria-label="标签页操作" items={tabMenu} onAction={onAction}>
        <Button>首页</Button>
      </ContextMenu>,
    );
    await expectNoAxeViolations(container);
    const notPrevented = fireEvent.contextMenu(screen.getByRole('button', { name: '首页' }), {
      clientX: 120,
      clientY: 80,
    });
    expect(notPrevented).toBe(false);
    const menu = await screen.findByRole('menu', { name: '标签页操作' });
    const anchor = document.body.querySelector<HTMLElement>('span[style*="left"]');
    expect(anchor?.style.left).toBe('120px');
    expect(anchor?.style.top).toBe('80px');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    await expectNoAxeViolations(menu);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    expect(onAction).toHaveBeenCalledWith('closeOthers');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Shift+F10', '{Shift>}{F10}{/Shift}'],
    ['the context-menu key', '{ContextMenu}'],
  ])('given %s on the focused target, opens the menu and Escape returns focus', async (_, keys) => {
    const onAction = vi.fn();
    renderWithTheme(
      <ContextMenu aria-label="标签页操作" items={tabMenu} onAction={onAction}>
        <Button>首页</Button>
      </ContextMenu>,
    );
    await userEvent.tab();
    await userEvent.keyboard(keys);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    // Disabled items are skipped by the arrow keys.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: '关闭右侧' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '首页' })).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('given Enter on an item, reports it and closes', async () => {
    const onAction = vi.fn();
    renderWithTheme(
      <ContextMenu aria-label="标签页操作" items={tabMenu} onAction={onAction}>
        <Button>首页</Button>
      </ContextMenu>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('refresh');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('given isDisabled, leaves the browser menu alone', () => {
    renderWithTheme(
      <ContextMenu aria-label="标签页操作" items={tabMenu} isDisabled>
        <Button>首页</Button>
      </ContextMenu>,
    );
    expect(fireEvent.contextMenu(screen.getByRole('button', { name: '首页' }))).toBe(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('given a controlled isOpen, opens under the target and reports closing', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <ContextMenu aria-label="标签页操作" items={tabMenu} isOpen={open} onOpenChange={setOpen}>
            <Button>首页</Button>
          </ContextMenu>
          <output>{open ? 'open' : 'closed'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('closed');
  });
});
