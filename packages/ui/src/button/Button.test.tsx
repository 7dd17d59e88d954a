import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Button } from './Button';

describe('Button', () => {
  it('given defaults, is a mini default button that reports presses', async () => {
    const onPress = vi.fn();
    const { container } = renderWithTheme(<Button onPress={onPress}>保存</Button>);
    const button = screen.getByRole('button', { name: '保存' });
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveAttribute('data-size', 'mini');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('given a variant and size, exposes them as data attributes', () => {
    renderWithTheme(
      <Button variant="primary" size="medium">
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'medium');
  });

  it('given isDisabled, ignores presses', async () => {
    const onPress = vi.fn();
    const { container } = renderWithTheme(
      <Button isDisabled onPress={onPress}>
        删除
      </Button>,
    );
    const button = screen.getByRole('button', { name: '删除' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('given isPending, shows a spinner, names it in the button and ignores presses', async () => {
    const onPress = vi.fn();
    const { container } = renderWithTheme(
      <Button variant="primary" isPending onPress={onPress}>
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: /登录/ });
    expect(button).toHaveAttribute('data-pending');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('given a keyboard user, presses with Enter', async () => {
    const onPress = vi.fn();
    renderWithTheme(<Button onPress={onPress}>确定</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
