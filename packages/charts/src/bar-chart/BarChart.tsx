import { Empty, LoadingOverlay, SpinnerIcon } from '@ccms/ui';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useChartsTranslation } from '../i18n/chartsResources';
import {
  CanvasFallback,
  ChartBody,
  ChartFigure,
  ChartMessage,
  ChartTitle,
  DataTable,
} from './BarChart.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { buildBarChartOption, isBarChartEmpty, type BarSeries } from './barChartOption';
import { ChartErrorBoundary } from './ChartErrorBoundary';

// ECharts is large: it loads with the first chart drawn, not with the page.
const BarChartCanvas = lazy(() => import('./BarChartCanvas'));

export interface BarChartProps {
  /** Shown above the chart and used as the caption of its data table. */
  title: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  loading?: boolean;
  /** Height of the drawing area; the width follows the container. */
  height?: number;
  horizontal?: boolean;
  stacked?: boolean;
  /** Formats values on the axis, in the tooltip and in the data table. */
  formatValue?: (value: number) => string;
  /** Shown when there is no data; defaults to the translated "no data". */
  emptyText?: ReactNode;
  className?: string;
}

/** A themed bar chart, with its numbers in a table for screen readers. */
export function BarChart({
  title,
  categories,
  series,
  loading = false,
  height = 300,
  horizontal = false,
  stacked = false,
  formatValue,
  emptyText,
  className,
}: BarChartProps) {
  const t = useChartsTranslation();
  const theme = useTheme();
  const isEmpty = isBarChartEmpty({ categories, series });
  const reducedMotion = usePrefersReducedMotion();
  const option = useMemo(
    () =>
      buildBarChartOption({ categories, series }, theme, {
        horizontal,
        stacked,
        formatValue,
        animation: !reducedMotion,
      }),
    [categories, series, theme, horizontal, stacked, formatValue, reducedMotion],
  );
  const format = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '—'
      : formatValue
        ? formatValue(value)
        : value.toLocaleString();
  const state = loading ? 'loading' : isEmpty ? 'empty' : 'ready';

  return (
    <ChartFigure className={className} data-state={state}>
      {/* The table's caption names the chart for screen readers; avoid reading it twice. */}
      <ChartTitle aria-hidden={isEmpty ? undefined : true}>{title}</ChartTitle>
      <ChartBody style={{ height }}>
        {isEmpty ? (
          loading ? null : (
            <Empty description={emptyText} />
          )
        ) : (
          <div aria-hidden="true" style={{ height: '100%' }}>
            <ChartErrorBoundary fallback={<ChartMessage>{t('chartLoadFailed')}</ChartMessage>}>
              <Suspense
                fallback={
                  <CanvasFallback>
                    <SpinnerIcon size={24} />
                  </CanvasFallback>
                }
              >
                <BarChartCanvas option={option} height={height} />
              </Suspense>
            </ChartErrorBoundary>
          </div>
        )}
        <LoadingOverlay active={loading} />
      </ChartBody>
      {isEmpty ? null : (
        <DataTable>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('category')}</th>
              {series.map((entry) => (
                <th scope="col" key={entry.name}>
                  {entry.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={`${index}-${category}`}>
                <th scope="row">{category}</th>
                {series.map((entry) => (
                  <td key={entry.name}>{format(entry.values[index])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </ChartFigure>
  );
}
