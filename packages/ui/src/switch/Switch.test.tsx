import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Switch } from './Switch';

describe('Switch', () => {
  it('given a label, is a switch that toggles on click and Space when uncontrolled', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(<Switch onChange={onChange}>启用验证码</Switch>);
    const toggle = screen.getByRole('switch', { name: '启用验证码' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('given isSelected, shows what the owner holds', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch isSelected={on} onChange={setOn}>
            私有部署
          </Switch>
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('switch')).toBeChecked();
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('given a size, exposes it for the styles', () => {
    renderWithTheme(<Switch size="small">启用</Switch>);
    expect(screen.getByRole('switch').closest('label')).toHaveAttribute('data-size', 'small');
  });

  it('given isDisabled, does not toggle', async () => {
    const { container } = renderWithTheme(
      <Switch isDisabled defaultSelected>
        启用
      </Switch>,
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toBeChecked();
    await expectNoAxeViolations(container);
  });
});
