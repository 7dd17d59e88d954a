import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('given a label, names the input and keeps typed text when uncontrolled', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <TextField label="用户名" name="username" autoComplete="username" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(input, 'admin');
    expect(input).toHaveValue('admin');
    expect(onChange).toHaveBeenLastCalledWith('admin');
    await expectNoAxeViolations(container);
  });

  it('given a controlled value, shows what the owner holds', async () => {
    function Upper() {
      const [value, setValue] = useState('');
      return (
        <TextField label="编码" value={value} onChange={(next) => setValue(next.toUpperCase())} />
      );
    }
    renderWithTheme(<Upper />);
    const input = screen.getByRole('textbox', { name: '编码' });
    await userEvent.type(input, 'ab');
    expect(input).toHaveValue('AB');
  });

  it('given type password, hides the text', () => {
    renderWithTheme(<TextField label="密码" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('secret');
  });

  it('given an error message, marks the field invalid and describes it with the message', async () => {
    const { container } = renderWithTheme(
      <TextField label="验证码" isRequired errorMessage="验证码错误" />,
    );
    const input = screen.getByRole('textbox', { name: /验证码/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('验证码错误');
    await expectNoAxeViolations(container);
  });

  it('given a description, describes the input with it', () => {
    renderWithTheme(<TextField label="手机号" description="11 位手机号码" />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
      '11 位手机号码',
    );
  });
});
