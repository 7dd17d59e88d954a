import { lazy, useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useChartsTranslation } from '../i18n/chartsResources';
import { ChartDataTable } from '../shared/ChartDataTable';
import { ChartFrame } from '../shared/ChartFrame';
import { displayValue, type ValueFormatter } from '../shared/chartTheme';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import {
  buildPieChartOption,
  isPieChartEmpty,
  PIE_PERCENT_PRECISION,
  sliceShares,
  type PieSlice,
} from './pieChartOption';

// ECharts is large: it loads with the first chart drawn, not with the page.
const PieChartCanvas = lazy(() => import('./PieChartCanvas'));

export interface PieChartProps {
  /** Shown above the chart and used as the caption of its data table. */
  title: string;
  slices: readonly PieSlice[];
  /** A ring instead of a full disc. */
  donut?: boolean;
  loading?: boolean;
  /** Height of the drawing area; the width follows the container. */
  height?: number;
  /** Formats values in the tooltip and in the data table. */
  formatValue?: ValueFormatter;
  /** Shown when there is no data; defaults to the translated "no data". */
  emptyText?: ReactNode;
  className?: string;
}

/** A themed pie or donut with a legend and percent labels, its numbers in a table. */
export function PieChart({
  title,
  slices,
  donut = false,
  loading = false,
  height = 300,
  formatValue,
  emptyText,
  className,
}: PieChartProps) {
  const t = useChartsTranslation();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const option = useMemo(
    () => buildPieChartOption(slices, theme, { donut, formatValue, animation: !reducedMotion }),
    [slices, theme, donut, formatValue, reducedMotion],
  );
  const shares = sliceShares(slices);

  return (
    <ChartFrame
      title={title}
      height={height}
      loading={loading}
      isEmpty={isPieChartEmpty(slices)}
      emptyText={emptyText}
      className={className}
      canvas={<PieChartCanvas option={option} height={height} />}
      table={
        <ChartDataTable
          caption={title}
          columns={[t('name'), t('value'), t('share')]}
          rows={slices.map((slice, index) => ({
            label: slice.name,
            cells: [
              displayValue(slice.value, formatValue),
              `${shares[index]!.toFixed(PIE_PERCENT_PRECISION)}%`,
            ],
          }))}
        />
      }
    />
  );
}
