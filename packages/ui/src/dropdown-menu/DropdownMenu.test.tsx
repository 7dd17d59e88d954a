import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { DropdownMenu } from './DropdownMenu';
import type { MenuEntry } from './menuEntries';

const items: MenuEntry[] = [
  { id: 'edit', label: '编辑' },
  { id: 'copy', label: '复制' },
  { id: 'archive', label: '归档', isDisabled: true },
  { id: 'divider', type: 'separator' },
  { id: 'delete', label: '删除', tone: 'danger' },
];

describe('DropdownMenu', { timeout: 15000 }, () => {
  it('given a press, lists the items named by the trigger and reports the chosen one', async () => {
    const onAction = vi.fn();
    const { container } = renderWithTheme(
      <DropdownMenu trigger={<Button>操作</Button>} items={items} onAction={onAction} />,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '操作' }));
    const menu = await screen.findByRole('menu', { name: '操作' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['编辑', '复制', '归档', '删除']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '归档' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoAxeViolations(menu);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '复制' }));
    expect(onAction).toHaveBeenCalledWith('copy');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('given the keyboard, opens on the first item, skips disabled items and returns focus on Escape', async () => {
    const onAction = vi.fn();
    renderWithTheme(
      <DropdownMenu trigger={<Button>操作</Button>} items={items} onAction={onAction} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: '编辑' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '操作' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('edit');
  });

  it('given a disabled item, does not report it', async () => {
    const onAction = vi.fn();
    renderWithTheme(
      <DropdownMenu
        trigger={<Button>操作</Button>}
        items={items}
        onAction={onAction}
        defaultOpen
      />,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: '归档' }));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('given a controlled isOpen, follows the owner', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <DropdownMenu
            trigger={<Button>更多</Button>}
            items={items}
            isOpen={open}
            onOpenChange={setOpen}
          />
          <Button onPress={() => setOpen(true)}>外部打开</Button>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '外部打开' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
