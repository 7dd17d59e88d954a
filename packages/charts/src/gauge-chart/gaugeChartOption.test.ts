import { defaultTheme } from '@ccms/ui';
import {
  buildGaugeChartOption,
  formatRate,
  gaugeMax,
  hasReachedTarget,
  isGaugeChartEmpty,
} from './gaugeChartOption';

describe('buildGaugeChartOption', () => {
  it('fills the arc to the rate and shows it in the centre', () => {
    const option = buildGaugeChartOption({ value: 82.5, target: 90 }, defaultTheme, {
      targetLabel: '目标 90.0%',
    });
    const [gauge, marker] = option.series;
    expect(gauge!.data).toEqual([{ value: 82.5 }]);
    expect(gauge!.max).toBe(100);
    const detail = gauge!.detail as { formatter: (value: number) => string };
    expect(detail.formatter(82.5)).toBe('82.5%');
    expect(marker!.data).toEqual([{ value: 90, name: '目标 90.0%' }]);
  });

  it('colours the arc amber below the target and green once it is reached', () => {
    const below = buildGaugeChartOption({ value: 82.5, target: 90 }, defaultTheme);
    expect(below.series[0]!.progress.itemStyle?.color).toBe(defaultTheme.colors.warning.base);
    const reached = buildGaugeChartOption({ value: 95, target: 90 }, defaultTheme);
    expect(reached.series[0]!.progress.itemStyle?.color).toBe(defaultTheme.colors.success.base);
  });

  it('given no target, draws no marker', () => {
    expect(buildGaugeChartOption({ value: 40 }, defaultTheme).series).toHaveLength(1);
  });
});

describe('gauge helpers', () => {
  it('stretches the scale to hold a rate above 100', () => {
    expect(gaugeMax({ value: 80 })).toBe(100);
    expect(gaugeMax({ value: 123.4 })).toBe(130);
    expect(gaugeMax({ value: 50, target: 110 })).toBe(110);
    expect(gaugeMax({ value: 50, max: 200 })).toBe(200);
  });

  it('reads a missing target as reached, and a missing rate as empty', () => {
    expect(hasReachedTarget({ value: 10 })).toBe(true);
    expect(hasReachedTarget({ value: 89.9, target: 90 })).toBe(false);
    expect(isGaugeChartEmpty({ value: null })).toBe(true);
    expect(isGaugeChartEmpty({ value: 0 })).toBe(false);
    expect(formatRate(null)).toBe('—');
    expect(formatRate(7)).toBe('7.0%');
  });
});
