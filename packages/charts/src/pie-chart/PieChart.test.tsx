import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { PieChart } from './PieChart';
import { incomeByBusiness } from './fixtures';

describe('PieChart', () => {
  it('given slices, lists each with its value and its share of the whole', async () => {
    const { container } = renderWithTheme(
      <PieChart
        title="业务类型收入占比"
        slices={incomeByBusiness}
        donut
        formatValue={(value) => `${value} 万元`}
      />,
    );
    const table = screen.getByRole('table', { name: '业务类型收入占比' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['名称', '数值', '占比']);
    const row = within(table).getByRole('row', { name: /全过程造价咨询/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1740 万元', '36.9%']);
    const shares = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) =>
        Number.parseFloat(within(tableRow).getAllByRole('cell')[1]!.textContent ?? ''),
      );
    expect(Math.round(shares.reduce((sum, share) => sum + share, 0) * 10)).toBe(1000);
    await expectNoAxeViolations(container);
  });

  it('given only zero slices, shows the empty state in Spanish', async () => {
    const { container } = renderWithTheme(
      <PieChart title="占比" slices={[{ name: '预算', value: 0 }]} />,
      'es',
    );
    expect(screen.getByText('Sin datos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('while loading without data, shows only the loading overlay', async () => {
    const { container } = renderWithTheme(<PieChart title="占比" slices={[]} loading />);
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
