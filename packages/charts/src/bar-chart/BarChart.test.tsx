import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { BarChart } from './BarChart';
import { departmentSeries, growthLine, incomeMonths, incomeSeries, quarters } from './fixtures';

describe('BarChart', () => {
  it('given data, offers screen readers a table of the numbers captioned with the title', async () => {
    const { container } = renderWithTheme(
      <BarChart title="部门合同额（万元）" categories={quarters} series={departmentSeries} />,
    );
    const table = screen.getByRole('table', { name: '部门合同额（万元）' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['类别', '造价一部', '造价二部']);
    const secondQuarter = within(table).getByRole('row', { name: /二季度/ });
    expect(
      within(secondQuarter)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,850.5', '1,320']);
    const fourthQuarter = within(table).getByRole('row', { name: /四季度/ });
    expect(within(fourthQuarter).getAllByRole('cell')[1]).toHaveTextContent('—');
    await expectNoAxeViolations(container);
  });

  it('given a value formatter, uses it in the table', () => {
    renderWithTheme(
      <BarChart
        title="合同额"
        categories={quarters}
        series={departmentSeries}
        formatValue={(value) => `${value} 万元`}
      />,
    );
    expect(screen.getByRole('cell', { name: '1200 万元' })).toBeInTheDocument();
  });

  it('given no data, shows the empty state and no table', async () => {
    const { container } = renderWithTheme(
      <BarChart title="部门合同额" categories={[]} series={[]} />,
      'es',
    );
    expect(screen.getByText('Sin datos')).toBeInTheDocument();
    expect(screen.getByText('部门合同额')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('while loading, shows the loading overlay', async () => {
    const { container } = renderWithTheme(
      <BarChart title="部门合同额" categories={[]} series={[]} loading />,
    );
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('BarChart with lines (combination chart)', () => {
  it('given bars and a line on the right axis, lists both in the table, each with its formatter', async () => {
    const { container } = renderWithTheme(
      <BarChart
        title="收入与增长率"
        categories={incomeMonths}
        series={incomeSeries}
        lines={growthLine}
        formatValue={(value) => `${value} 万元`}
        formatRightValue={(value) => `${value}%`}
      />,
      'en',
    );
    const table = screen.getByRole('table', { name: '收入与增长率' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', '收入', '环比增长率']);
    const march = within(table).getByRole('row', { name: /3月/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['410 万元', '46.2%']);
    await expectNoAxeViolations(container);
  });
});
