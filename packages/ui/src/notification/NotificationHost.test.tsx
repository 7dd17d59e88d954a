import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { NotificationHost } from './NotificationHost';
import { notify } from './notificationStore';

/** Moves the fake clock inside act, so React renders the expiry. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('NotificationHost', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => notify.clear());
    vi.useRealTimers();
  });

  it('given nothing shown, keeps both live regions mounted and empty', async () => {
    const { container } = renderWithTheme(<NotificationHost />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(container.firstElementChild).toHaveAttribute('data-placement', 'bottom-right');
    await expectNoAxeViolations(container);
  });

  it('after notify, shows title and message politely and closes after 20 s', async () => {
    const { container } = renderWithTheme(<NotificationHost />);
    act(() => void notify({ title: '新消息', message: '您有一条待办' }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('新消息')).toBeInTheDocument();
    expect(within(status).getByText('您有一条待办')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    advance(19900);
    expect(screen.queryByText('新消息')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('新消息')).toBeNull();
  });

  it('given kind error, alerts; its close button closes it by keyboard', async () => {
    renderWithTheme(<NotificationHost />, 'en');
    act(() => void notify({ title: '同步失败', kind: 'error', duration: 0 }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('同步失败')).toBeInTheDocument();
    await userEvent.tab();
    expect(within(alert).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('同步失败')).toBeNull();
  });

  it('given several, stacks them in arrival order and closes each on its own', async () => {
    renderWithTheme(<NotificationHost />);
    act(() => {
      notify({ title: '第一条', duration: 1000 });
      notify({ title: '第二条', duration: 5000 });
    });
    const titles = within(screen.getByRole('status')).getAllByText(/第.条/);
    expect(titles.map((title) => title.textContent)).toEqual(['第一条', '第二条']);
    advance(1100);
    expect(screen.queryByText('第一条')).toBeNull();
    expect(screen.getByText('第二条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('第二条')).toBeNull();
  });

  it('while hovered, holds the notification open', async () => {
    renderWithTheme(<NotificationHost />);
    act(() => void notify({ title: '会议提醒', duration: 3000 }));
    await userEvent.hover(screen.getByText('会议提醒'));
    advance(10000);
    expect(screen.getByText('会议提醒')).toBeInTheDocument();
    await userEvent.unhover(screen.getByText('会议提醒'));
    advance(3100);
    expect(screen.queryByText('会议提醒')).toBeNull();
  });

  it.each([
    ['es', 'Cerrar', 'Mensajes emergentes'],
    ['zh', '关闭', '消息弹窗'],
  ])('in %s, names the close button "%s" and the region "%s"', (language, close, region) => {
    renderWithTheme(<NotificationHost />, language);
    act(() => void notify({ title: 'x', duration: 0 }));
    expect(screen.getByRole('status', { name: region })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
  });
});
