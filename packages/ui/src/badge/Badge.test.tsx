import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Badge, formatBadgeCount } from './Badge';

describe('formatBadgeCount', () => {
  it('shows the count up to max and max+ above it', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(9999)).toBe('9999');
    expect(formatBadgeCount(10000)).toBe('9999+');
    expect(formatBadgeCount(100, 99)).toBe('99+');
  });
});

describe('Badge', () => {
  it('given a count on a button, shows it and names it "12 条未读"', async () => {
    const { container } = renderWithTheme(
      <Badge count={12}>
        <button type="button">消息</button>
      </Badge>,
    );
    expect(screen.getByText('12')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('12 条未读')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a count above 9999, shows 9999+', async () => {
    const { container } = renderWithTheme(<Badge count={12000} />);
    expect(screen.getByText('9999+')).toBeInTheDocument();
    expect(screen.getByText('9999+ 条未读')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given max 99, shows 99+ above it', () => {
    renderWithTheme(<Badge count={100} max={99} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('given 0, hides unless showZero', () => {
    const { rerender, container } = renderWithTheme(<Badge count={0} />);
    expect(container.querySelector('sup')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('given dot, shows a dot named "有新消息" and no number', async () => {
    const { container } = renderWithTheme(
      <Badge dot>
        <button type="button">消息</button>
      </Badge>,
    );
    const sup = container.querySelector('sup');
    expect(sup).toHaveAttribute('data-dot');
    expect(sup).toHaveTextContent('有新消息');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', '12 unread', 'New'],
    ['es', '12 sin leer', 'Nuevo'],
  ])('in %s, names counts and dots', (language, countLabel, dotLabel) => {
    renderWithTheme(
      <>
        <Badge count={12} />
        <Badge dot />
      </>,
      language,
    );
    expect(screen.getByText(countLabel)).toBeInTheDocument();
    expect(screen.getByText(dotLabel)).toBeInTheDocument();
  });
});
