import type { CcmsTheme } from '@ccms/ui';
import {
  baseChartOption,
  displayValue,
  tooltipValueFormatter,
  type ValueFormatter,
} from '../shared/chartTheme';

/** One stage of the sales funnel, in order from the widest (e.g. 线索) to the narrowest (签约). */
export interface FunnelStage {
  name: string;
  value: number;
}

/** A stage with its conversion rates in percent (`null` where the base is zero). */
export interface FunnelStageConversion extends FunnelStage {
  /** This stage's value over the previous stage's; `null` for the first stage. */
  fromPrevious: number | null;
  /** This stage's value over the first stage's. */
  fromFirst: number | null;
}

export interface FunnelChartOptionSettings {
  formatValue?: ValueFormatter;
  /** Off when the user asks for reduced motion. */
  animation?: boolean;
}

/** True when there is nothing to draw: no stage with a positive value. */
export function isFunnelChartEmpty(stages: readonly FunnelStage[]): boolean {
  return !stages.some((stage) => stage.value > 0);
}

function rate(value: number, base: number | undefined): number | null {
  return base === undefined || base === 0 ? null : (value / base) * 100;
}

/** Each stage's conversion from the previous stage and from the first, in percent. */
export function funnelConversions(stages: readonly FunnelStage[]): FunnelStageConversion[] {
  const first = stages[0]?.value;
  return stages.map((stage, index) => ({
    ...stage,
    fromPrevious: index === 0 ? null : rate(stage.value, stages[index - 1]!.value),
    fromFirst: rate(stage.value, first),
  }));
}

/** A conversion rate as labels and the table show it: one decimal, or a dash without a base. */
export function formatConversion(percent: number | null): string {
  return percent === null ? '—' : `${percent.toFixed(1)}%`;
}

/**
 * The ECharts option of a funnel in the given stage order, each stage labelled with its value
 * and its conversion from the previous stage, themed from the ui theme.
 */
export function buildFunnelChartOption(
  stages: readonly FunnelStage[],
  theme: CcmsTheme,
  { formatValue, animation = true }: FunnelChartOptionSettings = {},
) {
  const max = Math.max(0, ...stages.map((stage) => stage.value));
  return {
    ...baseChartOption(theme, animation),
    tooltip: { trigger: 'item' as const, ...tooltipValueFormatter(formatValue) },
    series: [
      {
        type: 'funnel' as const,
        // The stages keep the caller's order: a later stage can exceed an earlier one.
        sort: 'none' as const,
        min: 0,
        max,
        // The funnel on the left, the labels beside it: narrow late stages cannot hold text.
        left: 8,
        width: '55%',
        top: 8,
        bottom: 8,
        gap: 2,
        itemStyle: { borderColor: theme.colors.background.surface, borderWidth: 1 },
        label: {
          position: 'right' as const,
          color: theme.colors.text.regular,
          fontFamily: theme.fontFamily,
        },
        labelLine: { lineStyle: { color: theme.colors.border.base } },
        data: funnelConversions(stages).map((stage) => ({
          name: stage.name,
          value: stage.value,
          label: {
            formatter:
              stage.fromPrevious === null
                ? `${stage.name} ${displayValue(stage.value, formatValue)}`
                : `${stage.name} ${displayValue(stage.value, formatValue)} (${formatConversion(stage.fromPrevious)})`,
          },
        })),
      },
    ],
  };
}

export type FunnelChartOption = ReturnType<typeof buildFunnelChartOption>;
