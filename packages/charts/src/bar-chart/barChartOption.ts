import type { CcmsTheme } from '@ccms/ui';
import {
  buildCartesianOption,
  isCartesianEmpty,
  type CartesianSeries,
  type CartesianSettings,
} from '../shared/cartesianOption';

/** One coloured series of bars: a value per category, `null` where there is none. */
export type BarSeries = CartesianSeries;

export interface BarChartData {
  categories: readonly string[];
  series: readonly BarSeries[];
  /**
   * Lines drawn over the bars — the combination chart, e.g. income in bars and its growth rate
   * as a line on the right axis (`axis: 'right'`, formatted by `formatRightValue`).
   */
  lines?: readonly BarSeries[];
}

export type BarChartOptionSettings = Omit<CartesianSettings, 'area'>;

/** True when there is nothing to draw: no category, or no value in any series or line. */
export function isBarChartEmpty({ categories, series, lines = [] }: BarChartData): boolean {
  return isCartesianEmpty({ categories, series: [...series, ...lines] });
}

/** The ECharts option of a bar chart (with optional lines over it), themed from the ui theme. */
export function buildBarChartOption(
  { categories, series, lines = [] }: BarChartData,
  theme: CcmsTheme,
  settings: BarChartOptionSettings = {},
) {
  return buildCartesianOption(
    {
      categories,
      series: [
        ...series.map((entry) => ({ ...entry, kind: 'bar' as const })),
        ...lines.map((entry) => ({ ...entry, kind: 'line' as const })),
      ],
    },
    theme,
    settings,
  );
}

export type BarChartOption = ReturnType<typeof buildBarChartOption>;
