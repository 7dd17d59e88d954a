import { lazy, useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useChartsTranslation } from '../i18n/chartsResources';
import { cartesianTableRows } from '../shared/cartesianOption';
import { ChartDataTable } from '../shared/ChartDataTable';
import { ChartFrame } from '../shared/ChartFrame';
import type { ValueFormatter } from '../shared/chartTheme';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { buildBarChartOption, isBarChartEmpty, type BarSeries } from './barChartOption';

// ECharts is large: it loads with the first chart drawn, not with the page.
const BarChartCanvas = lazy(() => import('./BarChartCanvas'));

export interface BarChartProps {
  /** Shown above the chart and used as the caption of its data table. */
  title: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  /**
   * Lines over the bars (a combination chart), e.g. the growth rate beside the income; give a
   * line `axis: 'right'` to measure it on a second axis formatted by `formatRightValue`.
   */
  lines?: readonly BarSeries[];
  loading?: boolean;
  /** Height of the drawing area; the width follows the container. */
  height?: number;
  horizontal?: boolean;
  stacked?: boolean;
  /** Formats values on the axis, in the tooltip and in the data table. */
  formatValue?: ValueFormatter;
  /** Formats the right axis and the series measured on it. */
  formatRightValue?: ValueFormatter;
  /** Shown when there is no data; defaults to the translated "no data". */
  emptyText?: ReactNode;
  className?: string;
}

const NO_LINES: readonly BarSeries[] = [];

/** A themed bar chart, with its numbers in a table for screen readers. */
export function BarChart({
  title,
  categories,
  series,
  lines = NO_LINES,
  loading = false,
  height = 300,
  horizontal = false,
  stacked = false,
  formatValue,
  formatRightValue,
  emptyText,
  className,
}: BarChartProps) {
  const t = useChartsTranslation();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const option = useMemo(
    () =>
      buildBarChartOption({ categories, series, lines }, theme, {
        horizontal,
        stacked,
        formatValue,
        formatRightValue,
        animation: !reducedMotion,
      }),
    [
      categories,
      series,
      lines,
      theme,
      horizontal,
      stacked,
      formatValue,
      formatRightValue,
      reducedMotion,
    ],
  );
  const allSeries = [...series, ...lines];

  return (
    <ChartFrame
      title={title}
      height={height}
      loading={loading}
      isEmpty={isBarChartEmpty({ categories, series, lines })}
      emptyText={emptyText}
      className={className}
      canvas={<BarChartCanvas option={option} height={height} />}
      table={
        <ChartDataTable
          caption={title}
          columns={[t('category'), ...allSeries.map((entry) => entry.name)]}
          rows={cartesianTableRows(categories, allSeries, formatValue, formatRightValue)}
        />
      }
    />
  );
}
