import type { CcmsTheme } from '@ccms/ui';

/** One coloured series of bars: a value per category, `null` where there is none. */
export interface BarSeries {
  name: string;
  values: readonly (number | null)[];
}

export interface BarChartData {
  categories: readonly string[];
  series: readonly BarSeries[];
}

export interface BarChartOptionSettings {
  horizontal?: boolean;
  stacked?: boolean;
  formatValue?: (value: number) => string;
  /** Off when the user asks for reduced motion: bars appear at once instead of growing. */
  animation?: boolean;
}

/** True when there is nothing to draw: no category, or no value in any series. */
export function isBarChartEmpty({ categories, series }: BarChartData): boolean {
  return (
    categories.length === 0 ||
    !series.some((entry) => entry.values.some((value) => value !== null && value !== undefined))
  );
}

/** The chart's colours, in series order, from the theme. */
export function chartPalette(theme: CcmsTheme): string[] {
  const { colors } = theme;
  return [
    colors.primary,
    colors.success.base,
    colors.warning.base,
    colors.danger.base,
    colors.costPrimary,
    colors.info.base,
  ];
}

/**
 * The ECharts option of a bar chart, themed from the ui theme. Plain data, so it is tested
 * without a canvas and the chart module stays a thin renderer.
 */
export function buildBarChartOption(
  data: BarChartData,
  theme: CcmsTheme,
  {
    horizontal = false,
    stacked = false,
    formatValue,
    animation = true,
  }: BarChartOptionSettings = {},
) {
  const axisLabel = { color: theme.colors.text.regular, fontFamily: theme.fontFamily };
  const categoryAxis = {
    type: 'category' as const,
    data: [...data.categories],
    axisLabel,
    axisLine: { lineStyle: { color: theme.colors.border.base } },
    axisTick: { alignWithLabel: true },
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: formatValue ? { ...axisLabel, formatter: formatValue } : axisLabel,
    splitLine: { lineStyle: { color: theme.colors.border.lighter } },
  };
  return {
    animation,
    color: chartPalette(theme),
    textStyle: { fontFamily: theme.fontFamily },
    grid: {
      left: 16,
      right: 16,
      top: data.series.length > 1 ? 40 : 16,
      bottom: 8,
      containLabel: true,
    },
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      ...(formatValue
        ? {
            valueFormatter: (value: unknown) =>
              typeof value === 'number' ? formatValue(value) : String(value),
          }
        : {}),
    },
    legend:
      data.series.length > 1
        ? { top: 0, textStyle: { color: theme.colors.text.regular } }
        : undefined,
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: data.series.map((entry) => ({
      type: 'bar' as const,
      name: entry.name,
      data: [...entry.values],
      barMaxWidth: 40,
      ...(stacked ? { stack: 'total' } : {}),
    })),
  };
}

export type BarChartOption = ReturnType<typeof buildBarChartOption>;
