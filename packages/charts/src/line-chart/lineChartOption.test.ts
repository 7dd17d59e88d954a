import { defaultTheme } from '@ccms/ui';
import { buildLineChartOption, isLineChartEmpty, monthLabels } from './lineChartOption';
import { departmentLines, incomeAndCost, marginRate, months } from './fixtures';

describe('buildLineChartOption', () => {
  it('given months and series, draws one line per series over the months', () => {
    const option = buildLineChartOption(
      { categories: months, series: incomeAndCost },
      defaultTheme,
    );
    expect(option.xAxis).toMatchObject({ type: 'category', data: months, boundaryGap: false });
    expect(option.yAxis).toMatchObject({ type: 'value' });
    expect(option.series.map((entry) => [entry.type, entry.name])).toEqual([
      ['line', '收入（万元）'],
      ['line', '成本（万元）'],
    ]);
    expect(option.tooltip.axisPointer.type).toBe('line');
    expect(option.color[0]).toBe(defaultTheme.colors.primary);
    expect(option.legend).toBeDefined();
  });

  it('given area, fills under every line; without it, fills none', () => {
    const filled = buildLineChartOption(
      { categories: months, series: incomeAndCost },
      defaultTheme,
      {
        area: true,
      },
    );
    expect(filled.series.every((entry) => 'areaStyle' in entry)).toBe(true);
    const plain = buildLineChartOption({ categories: months, series: incomeAndCost }, defaultTheme);
    expect(plain.series.some((entry) => 'areaStyle' in entry)).toBe(false);
  });

  it('given a series on the right axis, adds a second y axis with its own formatter and tooltip', () => {
    const option = buildLineChartOption(
      { categories: months, series: [...incomeAndCost, marginRate] },
      defaultTheme,
      { formatRightValue: (value) => `${value}%` },
    );
    const axes = option.yAxis as { axisLabel: { formatter?: (value: number) => string } }[];
    expect(axes).toHaveLength(2);
    expect(axes[1]!.axisLabel.formatter?.(40)).toBe('40%');
    const right = option.series[2] as {
      yAxisIndex?: number;
      tooltip?: { valueFormatter?: (value: unknown) => string };
    };
    expect(right.yAxisIndex).toBe(1);
    expect(right.tooltip?.valueFormatter?.(12.5)).toBe('12.5%');
    expect('yAxisIndex' in option.series[0]!).toBe(false);
  });

  it('given stacked, stacks each axis separately', () => {
    const option = buildLineChartOption(
      { categories: months, series: [...incomeAndCost, marginRate] },
      defaultTheme,
      { stacked: true },
    );
    expect(option.series.map((entry) => ('stack' in entry ? entry.stack : undefined))).toEqual([
      'total',
      'total',
      'right',
    ]);
  });

  it('is empty without months or without any value', () => {
    expect(isLineChartEmpty({ categories: [], series: incomeAndCost })).toBe(true);
    expect(isLineChartEmpty({ categories: months, series: [{ name: 'x', values: [null] }] })).toBe(
      true,
    );
    expect(isLineChartEmpty({ categories: months, series: incomeAndCost })).toBe(false);
  });
});

describe('monthLabels', () => {
  it('names months in the user language', () => {
    expect(monthLabels([1, 2, 12], 'zh')).toEqual(['1月', '2月', '12月']);
    expect(monthLabels([1, 3], 'en')).toEqual(['Jan', 'Mar']);
  });

  it('given YYYY-MM across a new year, shows the year on the months of the later year', () => {
    const labels = monthLabels(['2025-11', '2025-12', '2026-01'], 'zh');
    expect(labels.slice(0, 2)).toEqual(['11月', '12月']);
    expect(labels[2]).toContain('2026');
    expect(labels[2]).toContain('1月');
  });

  it('keeps what is not a month as it is', () => {
    expect(monthLabels(['一季度', 13], 'zh')).toEqual(['一季度', '13']);
  });
});

describe('buildLineChartOption legend', () => {
  it('given many series, scrolls the legend in one row; given few, keeps the plain legend', () => {
    const many = buildLineChartOption(
      { categories: months, series: departmentLines },
      defaultTheme,
    );
    expect(many.legend).toMatchObject({ type: 'scroll' });
    const few = buildLineChartOption({ categories: months, series: incomeAndCost }, defaultTheme);
    expect(few.legend).not.toHaveProperty('type');
  });
});
