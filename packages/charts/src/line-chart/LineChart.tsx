import { lazy, useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useChartsTranslation } from '../i18n/chartsResources';
import { cartesianTableRows } from '../shared/cartesianOption';
import { ChartDataTable } from '../shared/ChartDataTable';
import { ChartFrame } from '../shared/ChartFrame';
import type { ValueFormatter } from '../shared/chartTheme';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { buildLineChartOption, isLineChartEmpty, type LineSeries } from './lineChartOption';

// ECharts is large: it loads with the first chart drawn, not with the page.
const LineChartCanvas = lazy(() => import('./LineChartCanvas'));

export interface LineChartProps {
  /** Shown above the chart and used as the caption of its data table. */
  title: string;
  /** The x axis, usually months (see `monthLabels`). */
  categories: readonly string[];
  /** One line per entry; `axis: 'right'` measures it on a second y axis. */
  series: readonly LineSeries[];
  /** Fills the area under each line. */
  area?: boolean;
  /** Stacks the lines of each axis (cumulative areas). */
  stacked?: boolean;
  loading?: boolean;
  /** Height of the drawing area; the width follows the container. */
  height?: number;
  /** Formats the left axis, its tooltips and its table cells. */
  formatValue?: ValueFormatter;
  /** Formats the right axis and the lines measured on it. */
  formatRightValue?: ValueFormatter;
  /** Shown when there is no data; defaults to the translated "no data". */
  emptyText?: ReactNode;
  className?: string;
}

/** A themed line chart (trends over months), with its numbers in a table for screen readers. */
export function LineChart({
  title,
  categories,
  series,
  area = false,
  stacked = false,
  loading = false,
  height = 300,
  formatValue,
  formatRightValue,
  emptyText,
  className,
}: LineChartProps) {
  const t = useChartsTranslation();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const option = useMemo(
    () =>
      buildLineChartOption({ categories, series }, theme, {
        area,
        stacked,
        formatValue,
        formatRightValue,
        animation: !reducedMotion,
      }),
    [categories, series, theme, area, stacked, formatValue, formatRightValue, reducedMotion],
  );

  return (
    <ChartFrame
      title={title}
      height={height}
      loading={loading}
      isEmpty={isLineChartEmpty({ categories, series })}
      emptyText={emptyText}
      className={className}
      canvas={<LineChartCanvas option={option} height={height} />}
      table={
        <ChartDataTable
          caption={title}
          columns={[t('category'), ...series.map((entry) => entry.name)]}
          rows={cartesianTableRows(categories, series, formatValue, formatRightValue)}
        />
      }
    />
  );
}
