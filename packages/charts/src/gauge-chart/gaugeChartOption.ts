import type { CcmsTheme } from '@ccms/ui';
import { baseChartOption } from '../shared/chartTheme';

export interface GaugeChartData {
  /** The completion rate in percent (82.5 = 82.5 %); `null` while there is none. */
  value: number | null;
  /** The rate it is measured against in percent, e.g. the plan or the year's elapsed time. */
  target?: number | null;
  /** The end of the scale; defaults to 100 and grows to the next 10 above a larger value. */
  max?: number;
}

export interface GaugeChartOptionSettings {
  /** The translated label of the target marker, e.g. "目标 90.0%". */
  targetLabel?: string;
  /** Off when the user asks for reduced motion. */
  animation?: boolean;
}

/** A rate as the gauge and its table show it: one decimal and a percent sign. */
export function formatRate(percent: number | null | undefined): string {
  return percent === null || percent === undefined || Number.isNaN(percent)
    ? '—'
    : `${percent.toFixed(1)}%`;
}

/** True when there is no rate to show. */
export function isGaugeChartEmpty({ value }: GaugeChartData): boolean {
  return value === null || value === undefined || Number.isNaN(value);
}

/** The scale's end: the given maximum, or 100, stretched to hold the value and the target. */
export function gaugeMax({ value, target, max = 100 }: GaugeChartData): number {
  const largest = Math.max(value ?? 0, target ?? 0);
  return largest > max ? Math.ceil(largest / 10) * 10 : max;
}

/** Whether the rate has reached its target (no target counts as reached). */
export function hasReachedTarget({ value, target }: GaugeChartData): boolean {
  return target === null || target === undefined || (value ?? 0) >= target;
}

/**
 * The ECharts option of a completion gauge: an arc filled to the rate (green once it reaches the
 * target, amber before) with the rate in its centre, and the target as a marker on the arc.
 */
export function buildGaugeChartOption(
  data: GaugeChartData,
  theme: CcmsTheme,
  { targetLabel, animation = true }: GaugeChartOptionSettings = {},
) {
  const max = gaugeMax(data);
  const reached = hasReachedTarget(data);
  const progressColor = reached ? theme.colors.success.base : theme.colors.warning.base;
  const geometry = {
    type: 'gauge' as const,
    min: 0,
    max,
    // A half circle: the scale's ends sit level with the centre, clear of the figures in it.
    startAngle: 180,
    endAngle: 0,
    radius: '95%',
    center: ['50%', '72%'],
  };
  const hasTarget = data.target !== null && data.target !== undefined;
  return {
    ...baseChartOption(theme, animation),
    series: [
      {
        ...geometry,
        name: 'value',
        progress: { show: true, width: 14, itemStyle: { color: progressColor } },
        axisLine: { lineStyle: { width: 14, color: [[1, theme.colors.border.lighter]] } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: {
          distance: 18,
          color: theme.colors.text.secondary,
          fontFamily: theme.fontFamily,
          formatter: (tick: number) => (tick === 0 || tick === max ? `${tick}%` : ''),
        },
        title: { show: false },
        detail: {
          valueAnimation: animation,
          offsetCenter: [0, '-22%'],
          fontSize: 28,
          fontWeight: 600,
          fontFamily: theme.fontFamily,
          color: theme.colors.text.primary,
          formatter: (value: number) => formatRate(value),
        },
        data: [{ value: data.value ?? 0 }],
      },
      ...(hasTarget
        ? [
            {
              ...geometry,
              name: 'target',
              axisLine: { show: false },
              progress: { show: false },
              axisTick: { show: false },
              splitLine: { show: false },
              axisLabel: { show: false },
              // A short bar across the arc at the target.
              pointer: {
                show: true,
                icon: 'rect',
                length: 22,
                width: 4,
                offsetCenter: [0, '-86%'],
                itemStyle: { color: theme.colors.text.primary },
              },
              anchor: { show: false },
              title: {
                show: Boolean(targetLabel),
                offsetCenter: [0, '14%'],
                fontSize: 13,
                fontFamily: theme.fontFamily,
                color: theme.colors.text.secondary,
              },
              detail: { show: false },
              data: [{ value: data.target ?? 0, name: targetLabel ?? '' }],
            },
          ]
        : []),
    ],
  };
}

export type GaugeChartOption = ReturnType<typeof buildGaugeChartOption>;
