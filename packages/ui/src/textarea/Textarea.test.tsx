import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('given rows, is a multi-line textbox that keeps typed lines when uncontrolled', async () => {
    const { container } = renderWithTheme(<Textarea label="备注" rows={5} />);
    const box = screen.getByRole('textbox', { name: '备注' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '5');
    await userEvent.type(box, '第一行{Enter}第二行');
    expect(box).toHaveValue('第一行\n第二行');
    await expectNoAxeViolations(container);
  });

  it('given maxLength, counts characters live and stops at the limit', async () => {
    const { container } = renderWithTheme(<Textarea label="备注" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: '备注' });
    expect(screen.getByTestId('character-count')).toHaveTextContent('0/5');
    await userEvent.type(box, 'abc');
    expect(screen.getByTestId('character-count')).toHaveTextContent('3/5');
    expect(box).toHaveAccessibleDescription('已输入 3 个字符，最多 5 个');
    await userEvent.type(box, 'defg');
    expect(box).toHaveValue('abcde');
    expect(screen.getByTestId('character-count')).toHaveTextContent('5/5');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', '2 of 10 characters entered'],
    ['es', '2 de 10 caracteres introducidos'],
  ])('in %s, names the count in that language', (language, description) => {
    renderWithTheme(<Textarea label="Note" maxLength={10} defaultValue="ab" />, language);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(description);
  });

  it('given a description and a count, describes the textarea with both', () => {
    renderWithTheme(<Textarea label="备注" description="选填" maxLength={10} defaultValue="ab" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      '选填 已输入 2 个字符，最多 10 个',
    );
  });

  it('given a controlled value, counts what the owner holds', async () => {
    function Upper() {
      const [value, setValue] = useState('');
      return (
        <Textarea
          label="说明"
          maxLength={20}
          value={value}
          onChange={(next) => setValue(next.toUpperCase())}
        />
      );
    }
    renderWithTheme(<Upper />);
    await userEvent.type(screen.getByRole('textbox'), 'ab');
    expect(screen.getByRole('textbox')).toHaveValue('AB');
    expect(screen.getByTestId('character-count')).toHaveTextContent('2/20');
  });

  it('given an error message, marks the textarea invalid', async () => {
    const { container } = renderWithTheme(
      <Textarea label="备注" isRequired errorMessage="备注不能为空" />,
    );
    const box = screen.getByRole('textbox', { name: /备注/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('备注不能为空')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, cannot be typed into', async () => {
    const { container } = renderWithTheme(<Textarea label="备注" isDisabled defaultValue="x" />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    await expectNoAxeViolations(container);
  });
});
