import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Dialog } from './Dialog';

describe('Dialog', { timeout: 15000 }, () => {
  it('given a trigger, opens titled with focus inside, traps Tab, and Escape returns focus', async () => {
    const { container } = renderWithTheme(
      <Dialog trigger={<Button>新增部门</Button>} title="新增部门">
        <input aria-label="部门名称" />
      </Dialog>,
    );
    await expectNoAxeViolations(container);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '新增部门' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations(dialog);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '新增部门' })).toHaveFocus());
  });

  it('given the default footer, OK runs onOk and closes; cancel runs onCancel and closes', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const { rerender } = renderWithTheme(
      <Dialog title="编辑" defaultOpen onOk={onOk} onCancel={onCancel} onOpenChange={onOpenChange}>
        正文
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(
      <Dialog title="编辑" isOpen onOk={onOk} onCancel={onCancel} onOpenChange={onOpenChange}>
        正文
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('given onOk that resolves false or is pending, stays open while it works', async () => {
    let finish: (value: boolean) => void = () => undefined;
    const onOk = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderWithTheme(
      <Dialog title="保存" defaultOpen onOk={onOk}>
        正文
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    const ok = screen.getByRole('button', { name: /确定/ });
    await waitFor(() => expect(ok).toHaveAttribute('data-pending'));
    finish(false);
    await waitFor(() => expect(ok).not.toHaveAttribute('data-pending'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given isDismissable false, ignores Escape and presses outside but closes from its buttons', async () => {
    renderWithTheme(
      <Dialog title="必须处理" defaultOpen isDismissable={false}>
        正文
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['small', '600px'],
    ['medium', '800px'],
    ['large', '900px'],
    ['xlarge', '1000px'],
    [700, '700px'],
  ] as const)('given width %s, is %s wide', (width, pixels) => {
    renderWithTheme(
      <Dialog title="宽度" width={width} defaultOpen>
        正文
      </Dialog>,
    );
    expect(screen.getByRole('dialog').parentElement).toHaveStyle({ width: pixels });
  });

  it('given a controlled isOpen, opens and closes with the owner, with a custom footer and no footer', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>打开</Button>
          <Dialog
            title="自定义"
            isOpen={open}
            onOpenChange={setOpen}
            footer={(close) => <Button onPress={close}>知道了</Button>}
          >
            正文
          </Dialog>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    const dialog = await screen.findByRole('dialog', { name: '自定义' });
    expect(within(dialog).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'OK', 'Cancel', 'Close'],
    ['es', 'Aceptar', 'Cancelar', 'Cerrar'],
  ])('given the %s language, labels the buttons in it', (language, ok, cancel, close) => {
    renderWithTheme(
      <Dialog title="Title" defaultOpen role="alertdialog">
        Body
      </Dialog>,
      language,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Title' });
    for (const name of [ok, cancel, close]) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
