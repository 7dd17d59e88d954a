import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { DatePicker } from './DatePicker';

/** The year, month or day segment; react-aria names them `年,` / `月,` / `日,` in zh-CN. */
function segment(unit: string) {
  return screen.getByRole('spinbutton', { name: new RegExp(`^${unit},`) });
}

describe('DatePicker', { timeout: 15000 }, () => {
  it('given a default value, shows it and picks a new day from the calendar (uncontrolled)', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <DatePicker label="签订日期" defaultValue="2024-05-15" onChange={onChange} />,
    );
    expect(segment('年')).toHaveTextContent('2024');
    expect(segment('月')).toHaveTextContent('05');
    expect(segment('日')).toHaveTextContent('15');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: /日历/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年5月');
    await expectNoAxeViolations(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: /^2024年5月20日/ }));
    expect(onChange).toHaveBeenLastCalledWith('2024-05-20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(segment('日')).toHaveTextContent('20');
  });

  it('given a controlled value, shows what the owner holds and steps the day by keyboard', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('2024-01-31');
      return (
        <>
          <DatePicker label="开始日期" value={value} onChange={setValue} />
          <output>{value ?? 'none'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    await userEvent.click(segment('日'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('2024-01-30');
    expect(segment('日')).toHaveTextContent('30');
  });

  it('given the calendar open by keyboard, moves and selects days with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    renderWithTheme(<DatePicker label="日期" defaultValue="2024-05-15" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /日历/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /2024年5月15日/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-16');
  });

  it('given no value, opens the calendar at the injected today', async () => {
    renderWithTheme(<DatePicker label="日期" today="2023-11-08" />);
    expect(segment('年')).toHaveTextContent('年');
    await userEvent.click(screen.getByRole('button', { name: /日历/ }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading')).toHaveTextContent(
      '2023年11月',
    );
  });

  it('given isClearable, clears to null and returns focus to the date', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <DatePicker label="日期" defaultValue="2024-05-15" isClearable onChange={onChange} />,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '清空日期' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: '清空日期' })).not.toBeInTheDocument();
    expect(segment('年')).toHaveFocus();
  });

  it('given min and max, disables the days outside them', async () => {
    renderWithTheme(
      <DatePicker
        label="日期"
        defaultValue="2024-05-15"
        minValue="2024-05-10"
        maxValue="2024-05-20"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /日历/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /^2024年5月9日/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: /^2024年5月21日/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: /^2024年5月10日/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('given isDisabled, cannot be opened or cleared', async () => {
    const { container } = renderWithTheme(
      <DatePicker label="日期" defaultValue="2024-05-15" isClearable isDisabled />,
    );
    expect(screen.getByRole('button', { name: /日历/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '清空日期' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given an error message, marks the field invalid and shows the message', async () => {
    const { container } = renderWithTheme(
      <DatePicker label="日期" errorMessage="日期不能为空" isRequired />,
    );
    expect(screen.getByText('日期不能为空')).toBeInTheDocument();
    expect(segment('年')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });

  it('given a size, renders the box at that size (default mini)', () => {
    const { container, rerender } = renderWithTheme(<DatePicker label="日期" />);
    expect(container.querySelector('[role="group"]')).toHaveAttribute('data-size', 'mini');
    rerender(<DatePicker label="日期" size="medium" />);
    expect(container.querySelector('[role="group"]')).toHaveAttribute('data-size', 'medium');
  });

  it.each([
    ['en', 'May 2024', 'Clear date', /Calendar/],
    ['es', 'mayo de 2024', 'Borrar fecha', /Calendario/],
  ])(
    'given the %s language, formats the calendar and labels in it',
    async (language, heading, clear, calendar) => {
      renderWithTheme(<DatePicker label="Date" defaultValue="2024-05-15" isClearable />, language);
      expect(screen.getByRole('button', { name: clear })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: calendar }));
      expect(within(await screen.findByRole('dialog')).getByRole('heading')).toHaveTextContent(
        heading,
      );
    },
  );
});
