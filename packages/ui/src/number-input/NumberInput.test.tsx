import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { NumberInput } from './NumberInput';

describe('NumberInput', () => {
  it('given typed thousands and decimals, parses on blur and shows commas', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(<NumberInput label="合同金额" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '合同金额' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234567.5');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1234567.5);
    expect(input).toHaveValue('1,234,567.5');
    await expectNoAxeViolations(container);
  });

  it('accepts negative decimals with commas as typed', async () => {
    const onChange = vi.fn();
    renderWithTheme(<NumberInput label="差额" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '-1,000.25');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(-1000.25);
  });

  it('given text that is not a number, says so on blur and reports null', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <NumberInput label="单价" defaultValue={5} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: '单价' });
    await userEvent.clear(input);
    await userEvent.type(input, '12a');
    expect(screen.queryByText('请输入数字')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入数字');
    expect(input).toHaveValue('12a');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'Enter a number'],
    ['es', 'Introduzca un número'],
  ])('in %s, says the text is not a number in that language', async (language, message) => {
    renderWithTheme(<NumberInput label="Price" />, language);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    await userEvent.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('given min, max and precision, rounds and clamps on blur', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <NumberInput label="税率" min={0} max={100} precision={2} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '3.14159');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(3.14);
    expect(input).toHaveValue('3.14');
    await userEvent.clear(input);
    await userEvent.type(input, '1,000');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(input).toHaveValue('100.00');
  });

  it('given a keyboard user, steps with ArrowUp and ArrowDown within bounds', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <NumberInput label="数量" defaultValue={9} max={10} step={1} onChange={onChange} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('textbox')).toHaveValue('10');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(8);
  });

  it('given a controlled value, formats what the owner holds and clears to null', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(1234.5);
      return (
        <>
          <NumberInput label="金额" value={value} onChange={setValue} precision={2} />
          <output>{String(value)}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: '金额' });
    expect(input).toHaveValue('1,234.50');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('null');
    expect(input).toHaveValue('');
  });

  it('given isDisabled, ignores the keyboard', async () => {
    const { container } = renderWithTheme(<NumberInput label="数量" isDisabled defaultValue={1} />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    await expectNoAxeViolations(container);
  });
});
