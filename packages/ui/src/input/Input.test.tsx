import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Input } from './Input';

describe('Input', () => {
  it('given defaults, is a mini, full-width textbox that keeps typed text when uncontrolled', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(<Input label="项目名称" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '项目名称' });
    expect(input).toHaveAttribute('data-size', 'mini');
    await userEvent.type(input, '综合楼');
    expect(input).toHaveValue('综合楼');
    expect(onChange).toHaveBeenLastCalledWith('综合楼');
    await expectNoAxeViolations(container);
  });

  it('given a controlled value, shows what the owner holds', async () => {
    function Trimmed() {
      const [value, setValue] = useState('');
      return <Input label="编码" value={value} onChange={(next) => setValue(next.trim())} />;
    }
    renderWithTheme(<Trimmed />);
    const input = screen.getByRole('textbox', { name: '编码' });
    await userEvent.type(input, ' a b ');
    expect(input).toHaveValue('ab');
  });

  it.each([
    ['short', '130px'],
    ['middle', '260px'],
    ['long', '350px'],
    [200, '200px'],
  ] as const)('given width %s, is %s wide', (width, css) => {
    renderWithTheme(<Input label="名称" width={width} />);
    const root = screen.getByRole('textbox', { name: '名称' }).parentElement!;
    expect(root.style.width).toBe(css);
  });

  it('given a size, exposes it for the styles', () => {
    renderWithTheme(<Input label="名称" size="medium" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-size', 'medium');
  });

  it('given an error message, marks the input invalid and describes it', async () => {
    const { container } = renderWithTheme(
      <Input label="用户名" isRequired errorMessage="用户名不能为空" />,
    );
    const input = screen.getByRole('textbox', { name: /用户名/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('用户名不能为空');
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, cannot be focused or typed into', async () => {
    const { container } = renderWithTheme(<Input label="名称" isDisabled defaultValue="只读" />);
    await userEvent.tab();
    expect(screen.getByRole('textbox')).not.toHaveFocus();
    expect(screen.getByRole('textbox')).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('given a keyboard user, is reached with Tab and reports blur', async () => {
    const onBlur = vi.fn();
    renderWithTheme(<Input label="名称" onBlur={onBlur} />);
    await userEvent.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
