import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('given a yuan amount in 万元, shows the big number, its unit and the rise in words', async () => {
    const { container } = renderWithTheme(
      <StatCard
        label="本月收款"
        value="12345678.90"
        previousValue="10975000.00"
        unit="tenThousandYuan"
        comparisonLabel="较上月"
      />,
    );
    const card = screen.getByRole('group', { name: '本月收款' });
    expect(card).toHaveTextContent('1,234.57');
    expect(card).toHaveTextContent('万元');
    // The direction is in the arrow, the sign and the words, not in the colour alone.
    expect(card).toHaveTextContent('▲ +12.5%');
    expect(screen.getByText('上升 12.5%')).toBeInTheDocument();
    expect(screen.getByText('较上月')).toBeInTheDocument();
    expect(container.querySelector('[data-direction="up"]')).toHaveAttribute('data-tone', 'good');
    await expectNoAxeViolations(container);
  });

  it('given a rising cost, marks the change as bad and keeps the downward sign for a fall', () => {
    const { container, rerender } = renderWithTheme(
      <StatCard label="本月成本" value={120} previousValue={100} unit="yuan" riseIsGood={false} />,
    );
    expect(container.querySelector('[data-direction="up"]')).toHaveAttribute('data-tone', 'bad');
    rerender(
      <StatCard label="本月成本" value={80} previousValue={100} unit="yuan" riseIsGood={false} />,
    );
    expect(container.querySelector('[data-direction="down"]')).toHaveAttribute('data-tone', 'good');
    expect(screen.getByRole('group', { name: '本月成本' })).toHaveTextContent('▼ −20.0%');
    expect(screen.getByText('下降 20.0%')).toBeInTheDocument();
  });

  it('given a rate, shows the change in percentage points, in English', async () => {
    const { container } = renderWithTheme(
      <StatCard label="Collection rate" value={85} previousValue={80.5} unit="percent" />,
      'en',
    );
    expect(screen.getByRole('group', { name: 'Collection rate' })).toHaveTextContent('85.0%');
    expect(screen.getByText('up 4.5 pp')).toBeInTheDocument();
    expect(screen.getByText('vs previous period')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a sparkline, draws it hidden from screen readers and reads the trend as text', async () => {
    const { container } = renderWithTheme(
      <StatCard label="在岗人数" value={128} unit="people" sparkline={[120, 122, null, 128]} />,
    );
    expect(screen.getByRole('group', { name: '在岗人数' })).toHaveTextContent('128人');
    const svg = container.querySelector('[data-part="sparkline"]');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(screen.getByText('趋势：120, 122, —, 128')).toBeInTheDocument();
    expect(screen.queryByText(/较上期/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('while loading, is busy and shows a placeholder instead of a number', async () => {
    const { container } = renderWithTheme(
      <StatCard label="本月收款" value={null} unit="yuan" loading />,
    );
    const card = screen.getByRole('group', { name: '本月收款' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveAttribute('data-state', 'loading');
    expect(card).not.toHaveTextContent('—');
    await expectNoAxeViolations(container);
  });
});
