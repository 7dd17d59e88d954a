import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { LineChart } from './LineChart';
import { incomeAndCost, marginRate, months } from './fixtures';

describe('LineChart', () => {
  it('given monthly series, offers a table of the numbers captioned with the title', async () => {
    const { container } = renderWithTheme(
      <LineChart
        title="收入与成本"
        categories={months}
        series={[...incomeAndCost, marginRate]}
        formatRightValue={(value) => `${value.toFixed(1)}%`}
      />,
    );
    const table = screen.getByRole('table', { name: '收入与成本' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['类别', '收入（万元）', '成本（万元）', '利润率（%）']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const july = within(table).getByRole('row', { name: /^7月/ });
    expect(
      within(july)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['510', '—', '—']);
    const june = within(table).getByRole('row', { name: /^6月/ });
    expect(within(june).getAllByRole('cell')[2]).toHaveTextContent('37.7%');
    expect(container.querySelector('figure')).toHaveAttribute('data-state', 'ready');
    await expectNoAxeViolations(container);
  });

  it('given no data, shows the translated empty state and no table', async () => {
    const { container } = renderWithTheme(
      <LineChart title="收入趋势" categories={months} series={[]} />,
      'en',
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelector('figure')).toHaveAttribute('data-state', 'empty');
    await expectNoAxeViolations(container);
  });

  it('while loading, shows the loading overlay over the previous data', async () => {
    const { container } = renderWithTheme(
      <LineChart title="收入趋势" categories={months} series={incomeAndCost} loading />,
    );
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '收入趋势' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
