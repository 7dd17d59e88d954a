import type { CcmsTheme } from '@ccms/ui';

/** Formats a number for an axis, a tooltip, a label or the data table. */
export type ValueFormatter = (value: number) => string;

/** The chart's colours, in series order, from the theme. */
export function chartPalette(theme: CcmsTheme): string[] {
  const { colors } = theme;
  return [
    colors.primary,
    colors.success.base,
    colors.warning.base,
    colors.danger.base,
    colors.costPrimary,
    colors.info.base,
  ];
}

/** A value as the data table and labels show it: formatted, or a dash where there is none. */
export function displayValue(value: number | null | undefined, formatValue?: ValueFormatter) {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return formatValue ? formatValue(value) : value.toLocaleString();
}

/** The tooltip's value formatter: the caller's formatter for numbers, text as it is. */
export function tooltipValueFormatter(formatValue?: ValueFormatter) {
  return formatValue
    ? {
        valueFormatter: (value: unknown) =>
          typeof value === 'number' ? formatValue(value) : String(value),
      }
    : {};
}

/**
 * What every chart's option shares: the theme's palette and font, the animation switch (off for
 * reduced motion) and a themed legend (only where there is more than one thing to tell apart).
 */
export function baseChartOption(theme: CcmsTheme, animation: boolean) {
  return {
    animation,
    color: chartPalette(theme),
    textStyle: { fontFamily: theme.fontFamily },
  };
}

export function themedLegend(theme: CcmsTheme, placement: { top?: number; bottom?: number }) {
  return { ...placement, textStyle: { color: theme.colors.text.regular } };
}

/** Axis labels in the theme's regular text colour and font. */
export function axisLabelStyle(theme: CcmsTheme) {
  return { color: theme.colors.text.regular, fontFamily: theme.fontFamily };
}
