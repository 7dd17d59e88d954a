import { defaultTheme } from '@ccms/ui';
import { buildBarChartOption, isBarChartEmpty } from './barChartOption';
import { departmentSeries, growthLine, incomeMonths, incomeSeries, quarters } from './fixtures';

describe('buildBarChartOption', () => {
  it('given categories and series, puts categories on x and one bar series per entry', () => {
    const option = buildBarChartOption(
      { categories: quarters, series: departmentSeries },
      defaultTheme,
    );
    expect(option.xAxis).toMatchObject({ type: 'category', data: quarters });
    expect(option.yAxis).toMatchObject({ type: 'value' });
    expect(option.series.map((entry) => [entry.type, entry.name])).toEqual([
      ['bar', '造价一部'],
      ['bar', '造价二部'],
    ]);
    expect(option.legend).toBeDefined();
  });

  it('takes its colours and font from the theme', () => {
    const option = buildBarChartOption(
      { categories: quarters, series: departmentSeries },
      defaultTheme,
    );
    expect(option.color[0]).toBe(defaultTheme.colors.primary);
    expect(option.textStyle.fontFamily).toBe(defaultTheme.fontFamily);
  });

  it('given horizontal and stacked, swaps the axes and stacks the series', () => {
    const option = buildBarChartOption(
      { categories: quarters, series: departmentSeries },
      defaultTheme,
      { horizontal: true, stacked: true },
    );
    expect(option.yAxis).toMatchObject({ type: 'category' });
    expect(option.series.every((entry) => 'stack' in entry && entry.stack === 'total')).toBe(true);
  });

  it('given one series, shows no legend', () => {
    const option = buildBarChartOption(
      { categories: quarters, series: [departmentSeries[0]!] },
      defaultTheme,
    );
    expect(option.legend).toBeUndefined();
  });
});

describe('isBarChartEmpty', () => {
  it('is empty without categories or without any value', () => {
    expect(isBarChartEmpty({ categories: [], series: departmentSeries })).toBe(true);
    expect(isBarChartEmpty({ categories: quarters, series: [] })).toBe(true);
    expect(
      isBarChartEmpty({ categories: quarters, series: [{ name: 'x', values: [null, null] }] }),
    ).toBe(true);
    expect(isBarChartEmpty({ categories: quarters, series: departmentSeries })).toBe(false);
  });

  it('animates unless reduced motion asks it not to', () => {
    const data = { categories: ['一月'], series: [{ name: '收入', values: [1] }] };
    expect(buildBarChartOption(data, defaultTheme).animation).toBe(true);
    expect(buildBarChartOption(data, defaultTheme, { animation: false }).animation).toBe(false);
  });
});

describe('buildBarChartOption with lines (combination chart)', () => {
  it('given a line on the right axis, draws it as a line against a second value axis', () => {
    const option = buildBarChartOption(
      { categories: incomeMonths, series: incomeSeries, lines: growthLine },
      defaultTheme,
      { formatValue: (value) => `${value} 万元`, formatRightValue: (value) => `${value}%` },
    );
    expect(Array.isArray(option.yAxis)).toBe(true);
    const axes = option.yAxis as { axisLabel: { formatter?: (value: number) => string } }[];
    expect(axes).toHaveLength(2);
    expect(axes[0]!.axisLabel.formatter?.(5)).toBe('5 万元');
    expect(axes[1]!.axisLabel.formatter?.(5)).toBe('5%');
    expect(option.series.map((entry) => [entry.type, entry.name])).toEqual([
      ['bar', '收入'],
      ['line', '环比增长率'],
    ]);
    const line = option.series[1] as { yAxisIndex?: number; connectNulls?: boolean };
    expect(line.yAxisIndex).toBe(1);
    expect(line.connectNulls).toBe(false);
    expect('yAxisIndex' in option.series[0]!).toBe(false);
  });

  it('counts lines when deciding whether there is anything to draw', () => {
    expect(
      isBarChartEmpty({
        categories: ['一月'],
        series: [{ name: '收入', values: [null] }],
        lines: [{ name: '增长率', values: [3] }],
      }),
    ).toBe(false);
  });
});
