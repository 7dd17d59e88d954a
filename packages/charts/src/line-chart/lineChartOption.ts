import type { CcmsTheme } from '@ccms/ui';
import {
  buildCartesianOption,
  isCartesianEmpty,
  type CartesianSeries,
  type CartesianSettings,
} from '../shared/cartesianOption';

/** One line: a value per category (e.g. per month), `null` where there is none (a gap). */
export type LineSeries = CartesianSeries;

export interface LineChartData {
  categories: readonly string[];
  series: readonly LineSeries[];
}

export type LineChartOptionSettings = Omit<CartesianSettings, 'horizontal'>;

/** True when there is nothing to draw: no category, or no value in any line. */
export function isLineChartEmpty(data: LineChartData): boolean {
  return isCartesianEmpty(data);
}

/** The ECharts option of a line chart (optionally areas, a second axis), themed from the ui theme. */
export function buildLineChartOption(
  { categories, series }: LineChartData,
  theme: CcmsTheme,
  settings: LineChartOptionSettings = {},
) {
  return buildCartesianOption(
    { categories, series: series.map((entry) => ({ ...entry, kind: 'line' as const })) },
    theme,
    settings,
  );
}

export type LineChartOption = ReturnType<typeof buildLineChartOption>;

/**
 * Month labels for the category axis in the user's language: 1–12 or `YYYY-MM`
 * (zh "3月", en "Mar", es "mar"; a year other than the first month's is shown with it).
 */
export function monthLabels(
  months: readonly (number | string)[],
  language: 'zh' | 'en' | 'es',
): string[] {
  const parsed = months.map((month) => {
    if (typeof month === 'number') return { year: undefined, month };
    const match = /^(\d{4})-(\d{1,2})$/.exec(month.trim());
    return match
      ? { year: Number(match[1]), month: Number(match[2]) }
      : { year: undefined, month: Number(month) };
  });
  const firstYear = parsed[0]?.year;
  const locale = language === 'zh' ? 'zh-CN' : language;
  const monthOnly = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const withYear = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return parsed.map(({ year, month }, index) => {
    if (!Number.isInteger(month) || month < 1 || month > 12) return String(months[index]);
    const date = new Date(Date.UTC(year ?? 2000, month - 1, 1));
    return year !== undefined && year !== firstYear
      ? withYear.format(date)
      : monthOnly.format(date);
  });
}
