import { act, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Clock } from './Clock';

// 2026-11-22 14:05:09 in Shanghai.
const fixed = new Date(Date.UTC(2026, 10, 22, 6, 5, 9));

describe('Clock', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['zh', '2026年11月22日 星期日 14:05:09'],
    ['en', 'Sunday, November 22, 2026 14:05:09'],
    ['es', 'domingo, 22 de noviembre de 2026 14:05:09'],
  ])('in %s shows a fixed time as %s', async (language, text) => {
    const { container } = renderWithTheme(<Clock now={fixed} timeZone="Asia/Shanghai" />, language);
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-22T06:05:09.000Z');
    expect(time).not.toHaveAttribute('aria-live');
    await expectNoAxeViolations(container);
  });

  it('ticks every second, and stops when unmounted', () => {
    vi.useFakeTimers();
    vi.setSystemTime(fixed);
    const { container, unmount } = renderWithTheme(<Clock timeZone="Asia/Shanghai" />);
    expect(container).toHaveTextContent('14:05:09');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container).toHaveTextContent('14:05:10');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(container).toHaveTextContent('14:06:10');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick with a fixed time', () => {
    vi.useFakeTimers();
    renderWithTheme(<Clock now={fixed} timeZone="Asia/Shanghai" />);
    expect(vi.getTimerCount()).toBe(0);
  });
});
