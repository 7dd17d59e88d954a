import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { getToasts, toast } from '../toast/toastStore';
import { FullScreenToggle } from './FullScreenToggle';

/** jsdom has no Fullscreen API: a small stand-in that behaves like a browser's. */
function installFullscreen(enabled: boolean) {
  let element: Element | null = null;
  const setElement = (next: Element | null) => {
    element = next;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  const requestFullscreen = vi.fn(function (this: Element) {
    setElement(this);
    return Promise.resolve();
  });
  Element.prototype.requestFullscreen = requestFullscreen;
  const exitFullscreen = vi.fn(() => {
    setElement(null);
    return Promise.resolve();
  });
  document.exitFullscreen = exitFullscreen;
  return { requestFullscreen, exitFullscreen };
}

describe('FullScreenToggle', () => {
  afterEach(() => {
    act(() => toast.clear());
    delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
    delete (document as { fullscreenElement?: Element | null }).fullscreenElement;
  });

  it('enters and leaves full screen, its name saying what a press does', async () => {
    const { requestFullscreen, exitFullscreen } = installFullscreen(true);
    const onChange = vi.fn();
    const { container } = renderWithTheme(<FullScreenToggle onChange={onChange} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(document.documentElement);
    expect(onChange).toHaveBeenLastCalledWith(true);
    const exit = await screen.findByRole('button', { name: '退出全屏' });
    await expectNoAxeViolations(container);
    await userEvent.click(exit);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(await screen.findByRole('button', { name: '全屏' })).toBeInTheDocument();
  });

  it('shows a chosen element full screen, from the keyboard', async () => {
    const { requestFullscreen } = installFullscreen(true);
    const panel = document.createElement('section');
    renderWithTheme(<FullScreenToggle getTarget={() => panel} />, 'en');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(requestFullscreen.mock.contexts[0]).toBe(panel);
    expect(await screen.findByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
  });

  it.each([
    ['zh', '你的浏览器不支持全屏'],
    ['en', 'you browser can not work'],
    ['es', 'Su navegador no admite la pantalla completa'],
  ])('in %s, says %s when the browser cannot', async (language, message) => {
    const { requestFullscreen } = installFullscreen(false);
    renderWithTheme(<FullScreenToggle />, language);
    await userEvent.click(screen.getByRole('button'));
    expect(requestFullscreen).not.toHaveBeenCalled();
    expect(getToasts().map((item) => item.message)).toEqual([message]);
  });

  it('says so too when the browser refuses the request', async () => {
    installFullscreen(true);
    Element.prototype.requestFullscreen = vi.fn(() => Promise.reject(new TypeError('denied')));
    renderWithTheme(<FullScreenToggle />);
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(getToasts().map((item) => item.message)).toEqual(['你的浏览器不支持全屏']);
  });
});
