import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Radio, RadioGroup } from './Radio';

const invoiceTypes = (
  <>
    <Radio value="1">个人</Radio>
    <Radio value="2">单位</Radio>
    <Radio value="3" isDisabled>
      其他
    </Radio>
  </>
);

describe('RadioGroup', () => {
  it('given a label, is a radiogroup whose choice is reported when uncontrolled', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <RadioGroup label="发票类型" onChange={onChange}>
        {invoiceTypes}
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: '发票类型' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '单位' }));
    expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('2');
    await expectNoAxeViolations(container);
  });

  it('given a keyboard user, moves and chooses with arrow keys, skipping disabled options', async () => {
    renderWithTheme(
      <RadioGroup label="发票类型" defaultValue="1">
        {invoiceTypes}
      </RadioGroup>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '个人' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '其他' })).not.toBeChecked();
  });

  it('given a controlled value, shows what the owner holds', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('2');
      return (
        <>
          <RadioGroup label="发票类型" value={value} onChange={setValue}>
            {invoiceTypes}
          </RadioGroup>
          <output>{value}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '个人' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('given an error message, marks the group invalid', async () => {
    const { container } = renderWithTheme(
      <RadioGroup label="发票类型" isRequired errorMessage="发票类型不能为空">
        {invoiceTypes}
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('发票类型不能为空');
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, disables every option', async () => {
    const { container } = renderWithTheme(
      <RadioGroup label="发票类型" isDisabled defaultValue="1">
        {invoiceTypes}
      </RadioGroup>,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await expectNoAxeViolations(container);
  });
});
