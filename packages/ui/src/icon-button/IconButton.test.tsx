import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { IconButton } from './IconButton';

const searchIcon = (
  <svg viewBox="0 0 16 16">
    <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" />
  </svg>
);

describe('IconButton', () => {
  it('given a label, is a button named by it with a decorative icon', async () => {
    const onPress = vi.fn();
    const { container } = renderWithTheme(
      <IconButton label="搜索" icon={searchIcon} onPress={onPress} />,
    );
    const button = screen.getByRole('button', { name: '搜索' });
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(button).toHaveAttribute('data-size', 'mini');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('given a size and variant, exposes them for the styles', () => {
    renderWithTheme(<IconButton label="删除" icon={searchIcon} variant="danger" size="medium" />);
    const button = screen.getByRole('button', { name: '删除' });
    expect(button).toHaveAttribute('data-size', 'medium');
    expect(button).toHaveAttribute('data-variant', 'danger');
  });

  it('given a keyboard user, presses with Enter and Space', async () => {
    const onPress = vi.fn();
    renderWithTheme(<IconButton label="刷新" icon={searchIcon} onPress={onPress} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('given isDisabled, ignores presses', async () => {
    const onPress = vi.fn();
    const { container } = renderWithTheme(
      <IconButton label="刷新" icon={searchIcon} isDisabled onPress={onPress} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onPress).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
