import type { CcmsTheme } from '@ccms/ui';
import {
  baseChartOption,
  themedLegend,
  tooltipValueFormatter,
  type ValueFormatter,
} from '../shared/chartTheme';

/** One slice: a part of the whole, e.g. a business type's share of the income. */
export interface PieSlice {
  name: string;
  value: number | null;
}

export interface PieChartOptionSettings {
  /** A ring instead of a full disc. */
  donut?: boolean;
  formatValue?: ValueFormatter;
  /** Off when the user asks for reduced motion. */
  animation?: boolean;
}

/** Decimals of the percentages in labels and in the data table. */
export const PIE_PERCENT_PRECISION = 1;

/** True when there is nothing to draw: no slice with a positive value. */
export function isPieChartEmpty(slices: readonly PieSlice[]): boolean {
  return !slices.some((slice) => (slice.value ?? 0) > 0);
}

/**
 * Each slice's percentage of the total, rounded by largest remainder so the shares add up to
 * exactly 100 (as ECharts does for its labels): [1, 1, 1] → [33.4, 33.3, 33.3].
 */
export function sliceShares(
  slices: readonly PieSlice[],
  precision = PIE_PERCENT_PRECISION,
): number[] {
  const values = slices.map((slice) => Math.max(0, slice.value ?? 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return values.map(() => 0);
  const scale = 10 ** precision;
  const exact = values.map((value) => (value / total) * 100 * scale);
  const floors = exact.map(Math.floor);
  let remaining = 100 * scale - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (remaining <= 0) break;
    floors[index]! += 1;
    remaining -= 1;
  }
  return floors.map((value) => value / scale);
}

/** The ECharts option of a pie or donut with a legend and percent labels, themed from the ui theme. */
export function buildPieChartOption(
  slices: readonly PieSlice[],
  theme: CcmsTheme,
  { donut = false, formatValue, animation = true }: PieChartOptionSettings = {},
) {
  return {
    ...baseChartOption(theme, animation),
    tooltip: {
      trigger: 'item' as const,
      ...tooltipValueFormatter(formatValue),
    },
    legend: { ...themedLegend(theme, { bottom: 0 }), type: 'scroll' as const },
    series: [
      {
        type: 'pie' as const,
        radius: donut ? ['45%', '70%'] : ['0%', '70%'],
        center: ['50%', '45%'],
        percentPrecision: PIE_PERCENT_PRECISION,
        avoidLabelOverlap: true,
        itemStyle: {
          borderColor: theme.colors.background.surface,
          borderWidth: 1,
        },
        label: {
          formatter: '{b}\n{d}%',
          color: theme.colors.text.regular,
          fontFamily: theme.fontFamily,
        },
        data: slices.map((slice) => ({ name: slice.name, value: slice.value })),
      },
    ],
  };
}

export type PieChartOption = ReturnType<typeof buildPieChartOption>;
