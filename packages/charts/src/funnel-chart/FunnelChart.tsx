import { lazy, useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useChartsTranslation } from '../i18n/chartsResources';
import { ChartDataTable } from '../shared/ChartDataTable';
import { ChartFrame } from '../shared/ChartFrame';
import { displayValue, type ValueFormatter } from '../shared/chartTheme';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import {
  buildFunnelChartOption,
  formatConversion,
  funnelConversions,
  isFunnelChartEmpty,
  type FunnelStage,
} from './funnelChartOption';

// ECharts is large: it loads with the first chart drawn, not with the page.
const FunnelChartCanvas = lazy(() => import('./FunnelChartCanvas'));

export interface FunnelChartProps {
  /** Shown above the chart and used as the caption of its data table. */
  title: string;
  /** The stages in order, widest first (e.g. 线索 → 商机 → 投标 → 中标 → 签约). */
  stages: readonly FunnelStage[];
  loading?: boolean;
  /** Height of the drawing area; the width follows the container. */
  height?: number;
  /** Formats stage values in labels, the tooltip and the data table. */
  formatValue?: ValueFormatter;
  /** Shown when there is no data; defaults to the translated "no data". */
  emptyText?: ReactNode;
  className?: string;
}

/** A themed sales funnel with each stage's conversion rate, its numbers in a table. */
export function FunnelChart({
  title,
  stages,
  loading = false,
  height = 300,
  formatValue,
  emptyText,
  className,
}: FunnelChartProps) {
  const t = useChartsTranslation();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const option = useMemo(
    () => buildFunnelChartOption(stages, theme, { formatValue, animation: !reducedMotion }),
    [stages, theme, formatValue, reducedMotion],
  );

  return (
    <ChartFrame
      title={title}
      height={height}
      loading={loading}
      isEmpty={isFunnelChartEmpty(stages)}
      emptyText={emptyText}
      className={className}
      canvas={<FunnelChartCanvas option={option} height={height} />}
      table={
        <ChartDataTable
          caption={title}
          columns={[t('stage'), t('value'), t('conversionFromPrevious'), t('conversionFromFirst')]}
          rows={funnelConversions(stages).map((stage) => ({
            label: stage.name,
            cells: [
              displayValue(stage.value, formatValue),
              formatConversion(stage.fromPrevious),
              formatConversion(stage.fromFirst),
            ],
          }))}
        />
      }
    />
  );
}
