import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { GaugeChart } from './GaugeChart';

describe('GaugeChart', () => {
  it('given a rate and a target, lists both in the table', async () => {
    const { container } = renderWithTheme(
      <GaugeChart title="年度产值目标完成率" value={82.46} target={90} />,
    );
    const table = screen.getByRole('table', { name: '年度产值目标完成率' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['完成率82.5%', '目标90.0%']);
    await expectNoAxeViolations(container);
  });

  it('given a measure label and no target, names the rate so and lists no target', () => {
    renderWithTheme(
      <GaugeChart title="Collection" value={64} measureLabel="Collection rate" />,
      'en',
    );
    const table = screen.getByRole('table', { name: 'Collection' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Collection rate64.0%']);
  });

  it('given no rate, shows the empty state; while loading, the overlay', async () => {
    const { container, rerender } = renderWithTheme(<GaugeChart title="完成率" value={null} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations(container);
    rerender(<GaugeChart title="完成率" value={null} loading />);
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
  });
});
