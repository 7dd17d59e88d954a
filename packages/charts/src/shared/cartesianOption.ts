import type { CcmsTheme } from '@ccms/ui';
import {
  axisLabelStyle,
  baseChartOption,
  displayValue,
  themedLegend,
  tooltipValueFormatter,
  type ValueFormatter,
} from './chartTheme';

/** More series than this scroll in their legend row. */
const SCROLL_LEGEND_FROM = 4;

/** One named series over the categories: a value per category, `null` where there is none. */
export interface CartesianSeries {
  name: string;
  values: readonly (number | null)[];
  /**
   * `'right'` measures the series on a second value axis with its own formatter, e.g. a growth
   * rate in % beside amounts in 万元. Defaults to `'left'`.
   */
  axis?: 'left' | 'right';
}

/** A series with how it is drawn; bar and line charts (and their combination) share one option. */
export interface DrawnSeries extends CartesianSeries {
  kind: 'bar' | 'line';
}

export interface CartesianData {
  categories: readonly string[];
  series: readonly DrawnSeries[];
}

export interface CartesianSettings {
  /** Categories on the vertical axis (bar charts). */
  horizontal?: boolean;
  /** Stacks the series of each axis. */
  stacked?: boolean;
  /** Fills the area under lines. */
  area?: boolean;
  /** Formats the left (or only) value axis, its tooltips and its table cells. */
  formatValue?: ValueFormatter;
  /** Formats the right value axis and the series measured on it. */
  formatRightValue?: ValueFormatter;
  /** Off when the user asks for reduced motion: series appear at once. */
  animation?: boolean;
}

/** True when there is nothing to draw: no category, or no value in any series. */
export function isCartesianEmpty({
  categories,
  series,
}: {
  categories: readonly string[];
  series: readonly CartesianSeries[];
}): boolean {
  return (
    categories.length === 0 ||
    !series.some((entry) => entry.values.some((value) => value !== null && value !== undefined))
  );
}

/**
 * The ECharts option of bars and/or lines over categories, themed from the ui theme. Plain data,
 * so it is tested without a canvas and the chart modules stay thin renderers.
 */
export function buildCartesianOption(
  data: CartesianData,
  theme: CcmsTheme,
  {
    horizontal = false,
    stacked = false,
    area = false,
    formatValue,
    formatRightValue,
    animation = true,
  }: CartesianSettings = {},
) {
  const hasBars = data.series.some((entry) => entry.kind === 'bar');
  const hasRightAxis = data.series.some((entry) => entry.axis === 'right');
  const axisLabel = axisLabelStyle(theme);
  const categoryAxis = {
    type: 'category' as const,
    data: [...data.categories],
    // Lines start at the first category's edge; bars need room on both sides.
    boundaryGap: hasBars,
    axisLabel,
    axisLine: { lineStyle: { color: theme.colors.border.base } },
    axisTick: { alignWithLabel: true },
  };
  const valueAxis = (formatter: ValueFormatter | undefined, showSplitLine: boolean) => ({
    type: 'value' as const,
    axisLabel: formatter ? { ...axisLabel, formatter } : axisLabel,
    splitLine: { show: showSplitLine, lineStyle: { color: theme.colors.border.lighter } },
  });
  // One value axis as an object, two as a pair (left/bottom first): ECharts reads both forms.
  const valueAxes = hasRightAxis
    ? [valueAxis(formatValue, true), valueAxis(formatRightValue, false)]
    : valueAxis(formatValue, true);
  const axisKey = horizontal ? 'xAxisIndex' : 'yAxisIndex';
  const legendShown = data.series.length > 1;

  return {
    ...baseChartOption(theme, animation),
    grid: { left: 16, right: 16, top: legendShown ? 40 : 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: hasBars ? ('shadow' as const) : ('line' as const) },
      ...tooltipValueFormatter(formatValue),
    },
    legend: legendShown
      ? {
          ...themedLegend(theme, { top: 0 }),
          // Many series scroll in one legend row rather than wrap onto the plot.
          ...(data.series.length > SCROLL_LEGEND_FROM ? { type: 'scroll' as const } : {}),
        }
      : undefined,
    xAxis: horizontal ? valueAxes : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxes,
    series: data.series.map((entry) => {
      const onRight = entry.axis === 'right';
      const common = {
        name: entry.name,
        data: [...entry.values],
        ...(onRight ? { [axisKey]: 1, tooltip: tooltipValueFormatter(formatRightValue) } : {}),
        ...(stacked ? { stack: onRight ? 'right' : 'total' } : {}),
      };
      return entry.kind === 'bar'
        ? { ...common, type: 'bar' as const, barMaxWidth: 40 }
        : {
            ...common,
            type: 'line' as const,
            symbolSize: 6,
            // A gap in the data is a gap in the line, not a line drawn through a missing month.
            connectNulls: false,
            ...(area ? { areaStyle: { opacity: 0.15 } } : {}),
          };
    }),
  };
}

export type CartesianOption = ReturnType<typeof buildCartesianOption>;

/** The formatter that belongs to a series: the right axis's for series measured on it. */
export function seriesFormatter(
  entry: CartesianSeries,
  formatValue?: ValueFormatter,
  formatRightValue?: ValueFormatter,
): ValueFormatter | undefined {
  return entry.axis === 'right' ? formatRightValue : formatValue;
}

/** The data table of bars and lines: a row per category, a column per series. */
export function cartesianTableRows(
  categories: readonly string[],
  series: readonly CartesianSeries[],
  formatValue?: ValueFormatter,
  formatRightValue?: ValueFormatter,
) {
  return categories.map((category, index) => ({
    label: category,
    cells: series.map((entry) =>
      displayValue(entry.values[index], seriesFormatter(entry, formatValue, formatRightValue)),
    ),
  }));
}
