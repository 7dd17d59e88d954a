import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Dialog } from '../dialog/Dialog';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

/** Moves the fake clock inside act, so React renders the expiry. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('given nothing shown, keeps both live regions mounted and empty', async () => {
    const { container } = renderWithTheme(<Toaster />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('while a modal dialog is open, stays in the accessibility tree and announces', async () => {
    renderWithTheme(
      <>
        <Toaster />
        <Dialog title="选择人员" isOpen onOpenChange={() => {}}>
          内容
        </Dialog>
      </>,
    );
    await screen.findByRole('dialog');
    act(() => {
      toast.error('请选中一个人员');
    });
    // Found through the accessibility tree: aria-hidden outside the modal would hide it.
    expect(within(screen.getByRole('alert')).getByText('请选中一个人员')).toBeInTheDocument();
  });

  it('after toast.success, announces politely and closes after 2 s', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.success('保存成功'));
    expect(within(screen.getByRole('status')).getByText('保存成功')).toBeInTheDocument();
    advance(1900);
    expect(screen.queryByText('保存成功')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('保存成功')).toBeNull();
  });

  it('after toast.error, alerts with a close button and stays 10 s', async () => {
    const { container } = renderWithTheme(<Toaster />, 'en');
    act(() => void toast.error('用户名或密码错误'));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('用户名或密码错误')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    advance(9900);
    expect(screen.queryByText('用户名或密码错误')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('用户名或密码错误')).toBeNull();
  });

  it('after toast.network, closes after 5 s', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.network('网络异常'));
    advance(4900);
    expect(screen.queryByText('网络异常')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('网络异常')).toBeNull();
  });

  it('given notice with dismissable false, offers no close button and honours its duration', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.notice('会话即将过期', { dismissable: false, duration: 8000 }));
    expect(screen.queryByRole('button')).toBeNull();
    advance(7900);
    expect(screen.queryByText('会话即将过期')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('会话即将过期')).toBeNull();
  });

  it('given the same message twice, shows one toast', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.network('网络异常');
      toast.network('网络异常');
    });
    expect(screen.getAllByText('网络异常')).toHaveLength(1);
  });

  it('while hovered, holds the toast open', async () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.success('已复制'));
    await userEvent.hover(screen.getByText('已复制'));
    advance(5000);
    expect(screen.queryByText('已复制')).toBeInTheDocument();
    await userEvent.unhover(screen.getByText('已复制'));
    advance(2100);
    expect(screen.queryByText('已复制')).toBeNull();
  });
});
