import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { FunnelChart } from './FunnelChart';
import { salesStages } from './fixtures';

describe('FunnelChart', () => {
  it('given stages, lists each with its value and conversion rates', async () => {
    const { container } = renderWithTheme(
      <FunnelChart title="销售漏斗" stages={salesStages} />,
      'en',
    );
    const table = screen.getByRole('table', { name: '销售漏斗' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Stage', 'Value', 'Conversion from previous stage', 'Overall conversion']);
    const first = within(table).getByRole('row', { name: /线索/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200', '—', '100.0%']);
    const signed = within(table).getByRole('row', { name: /签约/ });
    expect(
      within(signed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['24', '88.9%', '12.0%']);
    await expectNoAxeViolations(container);
  });

  it('given no stage, shows the empty state', async () => {
    const { container } = renderWithTheme(<FunnelChart title="销售漏斗" stages={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('while loading, shows the loading overlay', async () => {
    const { container } = renderWithTheme(<FunnelChart title="销售漏斗" stages={[]} loading />);
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
