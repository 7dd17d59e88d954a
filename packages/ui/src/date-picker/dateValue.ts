import {
  getLocalTimeZone,
  type CalendarDate,
  type DateValue,
  parseDate,
  today as todayInTimeZone,
} from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { toCatalogueLanguage, type CatalogueLanguage } from '../i18n/createTranslationHook';

/** A calendar day as the API carries it: `YYYY-MM-DD`. */
export type IsoDate = string;

/** An inclusive range of calendar days, both ends `YYYY-MM-DD`. */
export interface IsoDateRange {
  start: IsoDate;
  end: IsoDate;
}

/** Parses `YYYY-MM-DD`; anything else (empty, malformed) is no date. */
export function toCalendarDate(value: IsoDate | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A picked range back to strings; day granularity makes both ends plain calendar days. */
export function toIsoDateRange(
  range: { start: DateValue; end: DateValue } | null,
): IsoDateRange | null {
  return range ? { start: range.start.toString(), end: range.end.toString() } : null;
}

export function toCalendarDateRange(
  range: IsoDateRange | null | undefined,
): { start: CalendarDate; end: CalendarDate } | null {
  const start = toCalendarDate(range?.start);
  const end = toCalendarDate(range?.end);
  return start && end ? { start, end } : null;
}

/** Today in the browser's time zone, `YYYY-MM-DD`. */
export function currentIsoDate(): IsoDate {
  return todayInTimeZone(getLocalTimeZone()).toString();
}

/** The range quick picks of the spec (today, 7, 30 and 90 days). */
export const quickRangeKeys = ['today', 'last7Days', 'last30Days', 'last90Days'] as const;
export type QuickRangeKey = (typeof quickRangeKeys)[number];

const quickRangeLength: Record<QuickRangeKey, number> = {
  today: 1,
  last7Days: 7,
  last30Days: 30,
  last90Days: 90,
};

/** The last N days ending with `today`, both ends included (last 7 days = today − 6 … today). */
export function quickRange(key: QuickRangeKey, today: IsoDate): IsoDateRange {
  const end = parseDate(today);
  const start = end.subtract({ days: quickRangeLength[key] - 1 });
  return { start: start.toString(), end: end.toString() };
}

const ariaLocales: Record<CatalogueLanguage, string> = {
  zh: 'zh-CN',
  en: 'en-US',
  es: 'es-ES',
};

/** The react-aria locale (calendar names, segment order, built-in labels) of the UI language. */
export function useAriaLocale(): string {
  const { i18n } = useTranslation();
  // Without an i18next instance react-i18next hands back a stub whose `language` is undefined.
  const language = (i18n as { resolvedLanguage?: string; language?: string } | undefined) ?? {};
  return ariaLocales[toCatalogueLanguage(language.resolvedLanguage ?? language.language)];
}
