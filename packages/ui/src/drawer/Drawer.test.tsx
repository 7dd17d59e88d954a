import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Drawer } from './Drawer';

describe('Drawer', { timeout: 15000 }, () => {
  it('given a trigger, opens a 462 px right panel with focus inside; Escape returns focus', async () => {
    const { container } = renderWithTheme(
      <Drawer trigger={<Button>会员信息</Button>} title="会员信息">
        <input aria-label="会员姓名" />
      </Drawer>,
    );
    await expectNoAxeViolations(container);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '会员信息' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(drawer.parentElement).toHaveAttribute('data-side', 'right');
    expect(drawer.parentElement).toHaveStyle({ width: '462px' });
    expect(within(drawer).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await expectNoAxeViolations(drawer);
    await userEvent.tab();
    await userEvent.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '会员信息' })).toHaveFocus());
  });

  it('given side left, a width and onOk, shows on the left with the OK footer', async () => {
    const onOk = vi.fn();
    renderWithTheme(
      <Drawer title="筛选" side="left" width={320} defaultOpen onOk={onOk}>
        正文
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: '筛选' });
    expect(drawer.parentElement).toHaveAttribute('data-side', 'left');
    expect(drawer.parentElement).toHaveStyle({ width: '320px' });
    await userEvent.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a controlled isOpen, follows the owner and closes from its close button', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Drawer title="详情" isOpen={open} onOpenChange={setOpen}>
            正文
          </Drawer>
          <output>{open ? 'open' : 'closed'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.getByRole('status')).toHaveTextContent('closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given isDismissable false, ignores Escape', async () => {
    renderWithTheme(
      <Drawer title="详情" defaultOpen isDismissable={false}>
        正文
      </Drawer>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given the es language, labels the close button in it', () => {
    renderWithTheme(
      <Drawer title="Miembro" defaultOpen>
        Cuerpo
      </Drawer>,
      'es',
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
