import { defaultTheme } from '@ccms/ui';
import { buildPieChartOption, isPieChartEmpty, sliceShares } from './pieChartOption';
import { incomeByBusiness } from './fixtures';

describe('buildPieChartOption', () => {
  it('given slices, draws a full pie with a legend and percent labels', () => {
    const option = buildPieChartOption(incomeByBusiness, defaultTheme);
    const [series] = option.series;
    expect(series!.type).toBe('pie');
    expect(series!.radius).toEqual(['0%', '70%']);
    expect(series!.label.formatter).toContain('{d}%');
    expect(series!.data.map((slice) => slice.name)).toEqual(incomeByBusiness.map((s) => s.name));
    expect(option.legend).toBeDefined();
    expect(option.color[0]).toBe(defaultTheme.colors.primary);
  });

  it('given donut, leaves a hole in the middle', () => {
    const [series] = buildPieChartOption(incomeByBusiness, defaultTheme, { donut: true }).series;
    expect(Number.parseFloat(series!.radius[0]!)).toBeGreaterThan(0);
  });

  it('formats tooltip values with the given formatter', () => {
    const option = buildPieChartOption(incomeByBusiness, defaultTheme, {
      formatValue: (value) => `${value} 万元`,
    });
    expect(option.tooltip.valueFormatter?.(12)).toBe('12 万元');
  });
});

describe('sliceShares', () => {
  it('gives shares that add up to exactly 100', () => {
    expect(
      sliceShares([
        { name: 'a', value: 1 },
        { name: 'b', value: 1 },
        { name: 'c', value: 1 },
      ]),
    ).toEqual([33.4, 33.3, 33.3]);
    const shares = sliceShares(incomeByBusiness);
    expect(shares.reduce((sum, share) => sum + share * 10, 0)).toBe(1000);
  });

  it('counts missing and negative values as nothing', () => {
    expect(
      sliceShares([
        { name: 'a', value: 3 },
        { name: 'b', value: null },
        { name: 'c', value: -2 },
        { name: 'd', value: 1 },
      ]),
    ).toEqual([75, 0, 0, 25]);
  });

  it('is empty without any positive slice', () => {
    expect(isPieChartEmpty([])).toBe(true);
    expect(
      isPieChartEmpty([
        { name: 'a', value: 0 },
        { name: 'b', value: null },
      ]),
    ).toBe(true);
    expect(isPieChartEmpty(incomeByBusiness)).toBe(false);
  });
});
