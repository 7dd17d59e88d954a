import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import type { IsoDateRange } from '../date-picker/dateValue';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { DateRangePicker } from './DateRangePicker';

/** The segments of one end; react-aria names them `年,` / `月,` / `日,` in zh-CN. */
function endText(which: 0 | 1) {
  return ['年', '月', '日']
    .map((unit) => screen.getAllByRole('spinbutton', { name: new RegExp(`^${unit},`) })[which]!)
    .map((segment) => segment.textContent)
    .join('-');
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: /日历/ }));
  return screen.findByRole('dialog');
}

describe('DateRangePicker', { timeout: 15000 }, () => {
  it('given a default range, shows both ends and picks a new range in the calendar (uncontrolled)', async () => {
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <DateRangePicker
        label="统计区间"
        defaultValue={{ start: '2024-05-01', end: '2024-05-10' }}
        onChange={onChange}
      />,
    );
    expect(endText(0)).toBe('2024-05-01');
    expect(endText(1)).toBe('2024-05-10');
    await expectNoAxeViolations(container);

    const dialog = await openCalendar();
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: /^2024年5月12日/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^2024年5月18日/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2024-05-12', end: '2024-05-18' });
    expect(endText(1)).toBe('2024-05-18');
  });

  it.each([
    ['今天', '2024-03-01'],
    ['最近 7 天', '2024-02-24'],
    ['最近 30 天', '2024-02-01'],
    ['最近 90 天', '2023-12-03'],
  ])(
    'given today 2024-03-01, the quick pick %s selects %s … 2024-03-01 and closes',
    async (name, start) => {
      const onChange = vi.fn();
      renderWithTheme(<DateRangePicker label="区间" today="2024-03-01" onChange={onChange} />);
      const dialog = await openCalendar();
      await userEvent.click(within(dialog).getByRole('button', { name }));
      expect(onChange).toHaveBeenLastCalledWith({ start, end: '2024-03-01' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(endText(0)).toBe(start);
    },
  );

  it('given a controlled range, shows what the owner holds, also after a quick pick', async () => {
    function Controlled() {
      const [range, setRange] = useState<IsoDateRange | null>({
        start: '2024-01-01',
        end: '2024-01-31',
      });
      return (
        <>
          <DateRangePicker label="区间" today="2024-03-01" value={range} onChange={setRange} />
          <output>{range ? `${range.start}/${range.end}` : 'none'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(endText(1)).toBe('2024-01-31');
    const dialog = await openCalendar();
    await userEvent.click(within(dialog).getByRole('button', { name: '今天' }));
    expect(screen.getByRole('status')).toHaveTextContent('2024-03-01/2024-03-01');
    expect(endText(0)).toBe('2024-03-01');
  });

  it('given the keyboard, reaches the quick picks and the calendar from the trigger', async () => {
    const onChange = vi.fn();
    renderWithTheme(<DateRangePicker label="区间" today="2024-03-01" onChange={onChange} />);
    screen.getByRole('button', { name: /日历/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // The calendar takes focus; Shift+Tab walks back to the quick picks.
    expect(within(dialog).getByRole('button', { name: /2024年3月1日/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: '最近 90 天' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2023-12-03', end: '2024-03-01' });
  });

  it('given isClearable, clears to null', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DateRangePicker
        label="区间"
        defaultValue={{ start: '2024-05-01', end: '2024-05-10' }}
        isClearable
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '清空日期' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(endText(0)).toBe('年-月-日');
  });

  it('given isDisabled and an error, cannot open and reports the error', async () => {
    const { container } = renderWithTheme(
      <DateRangePicker label="区间" isDisabled errorMessage="区间不能为空" />,
    );
    expect(screen.getByRole('button', { name: /日历/ })).toBeDisabled();
    expect(screen.getByText('区间不能为空')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', 'Quick picks', ['Today', 'Last 7 days', 'Last 30 days', 'Last 90 days'], /Calendar/],
    [
      'es',
      'Selección rápida',
      ['Hoy', 'Últimos 7 días', 'Últimos 30 días', 'Últimos 90 días'],
      /Calendario/,
    ],
  ])(
    'given the %s language, translates the quick picks',
    async (language, group, labels, calendar) => {
      renderWithTheme(<DateRangePicker label="Range" today="2024-03-01" />, language);
      await userEvent.click(screen.getByRole('button', { name: calendar }));
      const picks = within(await screen.findByRole('group', { name: /./, hidden: false }));
      for (const label of labels)
        expect(picks.getByRole('button', { name: label })).toBeInTheDocument();
    },
  );
});
