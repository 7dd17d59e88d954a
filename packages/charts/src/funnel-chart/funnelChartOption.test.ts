import { defaultTheme } from '@ccms/ui';
import {
  buildFunnelChartOption,
  formatConversion,
  funnelConversions,
  isFunnelChartEmpty,
} from './funnelChartOption';
import { salesStages } from './fixtures';

describe('funnelConversions', () => {
  it('gives each stage its conversion from the previous stage and from the first', () => {
    const conversions = funnelConversions(salesStages);
    expect(conversions.map((stage) => stage.fromPrevious)).toEqual([
      null,
      60,
      50,
      45,
      (24 / 27) * 100,
    ]);
    expect(conversions.map((stage) => stage.fromFirst)).toEqual([100, 60, 30, 13.5, 12]);
  });

  it('given a stage after an empty one, has no conversion from it rather than infinity', () => {
    const conversions = funnelConversions([
      { name: '线索', value: 0 },
      { name: '商机', value: 5 },
    ]);
    expect(conversions[1]).toMatchObject({ fromPrevious: null, fromFirst: null });
    expect(formatConversion(conversions[1]!.fromPrevious)).toBe('—');
  });
});

describe('buildFunnelChartOption', () => {
  it('keeps the stage order and labels each stage with its value and conversion', () => {
    const option = buildFunnelChartOption(salesStages, defaultTheme, {
      formatValue: (value) => `${value} 个`,
    });
    const [series] = option.series;
    expect(series!.type).toBe('funnel');
    expect(series!.sort).toBe('none');
    expect(series!.max).toBe(200);
    expect(series!.data.map((stage) => stage.name)).toEqual([
      '线索',
      '商机',
      '投标',
      '中标',
      '签约',
    ]);
    expect(series!.data[0]!.label.formatter).toBe('线索 200 个');
    expect(series!.data[2]!.label.formatter).toBe('投标 60 个 (50.0%)');
    expect(series!.data[4]!.label.formatter).toBe('签约 24 个 (88.9%)');
  });

  it('is empty without a stage with a positive value', () => {
    expect(isFunnelChartEmpty([])).toBe(true);
    expect(isFunnelChartEmpty([{ name: '线索', value: 0 }])).toBe(true);
    expect(isFunnelChartEmpty(salesStages)).toBe(false);
  });
});
