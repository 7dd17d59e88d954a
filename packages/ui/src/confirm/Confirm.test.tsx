import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmHost } from './ConfirmHost';
import { confirm, getConfirms, settleConfirm } from './confirmStore';

afterEach(() => {
  for (const request of getConfirms()) settleConfirm(request.id, false);
});

function ask(options: Parameters<typeof confirm>[0]) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe('confirm() with ConfirmHost', { timeout: 15000 }, () => {
  it('given OK, resolves true and closes', async () => {
    const { container } = renderWithTheme(<ConfirmHost />);
    expect(container).toBeEmptyDOMElement();
    const answer = ask({ message: '确定要删除该部门吗？' });
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('确定要删除该部门吗？');
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the cancel button',
      async () => userEvent.click(screen.getByRole('button', { name: '取消' })),
    ],
    ['the close button', async () => userEvent.click(screen.getByRole('button', { name: '关闭' }))],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('given %s, resolves false', async (_, dismiss) => {
    renderWithTheme(<ConfirmHost />);
    const answer = ask({ message: '放弃修改？' });
    await screen.findByRole('alertdialog');
    await dismiss();
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('given tone danger and own texts, paints OK red and uses the texts', async () => {
    renderWithTheme(<ConfirmHost />);
    const answer = ask({
      title: '删除用户',
      message: '删除后不可恢复',
      okText: '删除',
      cancelText: '再想想',
      tone: 'danger',
    });
    const dialog = await screen.findByRole('alertdialog', { name: '删除用户' });
    expect(within(dialog).getByRole('button', { name: '删除' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await expect(answer).resolves.toBe(false);
  });

  it('given two requests, asks them one after the other', async () => {
    renderWithTheme(<ConfirmHost />);
    const first = ask({ message: '第一个' });
    const second = ask({ message: '第二个' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('第一个');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('第二个'));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(second).resolves.toBe(false);
  });

  it.each([
    ['en', 'Confirm', 'OK'],
    ['es', 'Confirmar', 'Aceptar'],
  ])('given the %s language, titles and labels in it', async (language, title, ok) => {
    renderWithTheme(<ConfirmHost />, language);
    void ask({ message: '…' });
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(within(dialog).getByRole('button', { name: ok })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', { timeout: 15000 }, () => {
  it('given a trigger (uncontrolled), opens and runs onConfirm on OK, returning focus', async () => {
    const onConfirm = vi.fn();
    const { container } = renderWithTheme(
      <ConfirmDialog
        trigger={<Button variant="danger">删除</Button>}
        message="确定删除？"
        tone="danger"
        onConfirm={onConfirm}
      />,
    );
    await expectNoAxeViolations(container);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '删除' })).toHaveFocus());
  });

  it('given a controlled isOpen, reports cancel through onCancel and onOpenChange', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    renderWithTheme(
      <ConfirmDialog isOpen message="继续？" onCancel={onCancel} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
