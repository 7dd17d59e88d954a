import { lazy, useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useChartsTranslation } from '../i18n/chartsResources';
import { ChartDataTable } from '../shared/ChartDataTable';
import { ChartFrame } from '../shared/ChartFrame';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { buildGaugeChartOption, formatRate, isGaugeChartEmpty } from './gaugeChartOption';

// ECharts is large: it loads with the first chart drawn, not with the page.
const GaugeChartCanvas = lazy(() => import('./GaugeChartCanvas'));

export interface GaugeChartProps {
  /** Shown above the chart and used as the caption of its data table. */
  title: string;
  /** The completion rate in percent (82.5 = 82.5 %); `null` shows the empty state. */
  value: number | null;
  /** The rate to reach in percent, marked on the arc (e.g. the plan or the year's elapsed time). */
  target?: number | null;
  /** The end of the scale; defaults to 100 and grows to hold a larger value. */
  max?: number;
  /** Names the rate in the data table; defaults to the translated "completion rate". */
  measureLabel?: string;
  loading?: boolean;
  /** Height of the drawing area; the width follows the container. */
  height?: number;
  /** Shown when there is no data; defaults to the translated "no data". */
  emptyText?: ReactNode;
  className?: string;
}

/** A themed gauge of a completion rate against its target, its numbers in a table. */
export function GaugeChart({
  title,
  value,
  target,
  max,
  measureLabel,
  loading = false,
  height = 240,
  emptyText,
  className,
}: GaugeChartProps) {
  const t = useChartsTranslation();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const hasTarget = target !== null && target !== undefined;
  const targetLabel = hasTarget ? t('targetValue', { value: formatRate(target) }) : undefined;
  const option = useMemo(
    () =>
      buildGaugeChartOption({ value, target, max }, theme, {
        targetLabel,
        animation: !reducedMotion,
      }),
    [value, target, max, theme, targetLabel, reducedMotion],
  );

  return (
    <ChartFrame
      title={title}
      height={height}
      loading={loading}
      isEmpty={isGaugeChartEmpty({ value })}
      emptyText={emptyText}
      className={className}
      canvas={<GaugeChartCanvas option={option} height={height} />}
      table={
        <ChartDataTable
          caption={title}
          columns={[t('measure'), t('value')]}
          rows={[
            { label: measureLabel ?? t('completionRate'), cells: [formatRate(value)] },
            ...(hasTarget ? [{ label: t('target'), cells: [formatRate(target)] }] : []),
          ]}
        />
      }
    />
  );
}
