import type { CatalogueLanguage } from '../i18n/createTranslationHook';
import { widgetsMessages } from '../i18n/messages/widgets';
import { formatDate, type DateInput } from './dates';

const INTL_LOCALE: Record<CatalogueLanguage, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export interface RelativeTimeOptions {
  /** Defaults to the current time; pass it for deterministic output. */
  now?: DateInput;
  language?: CatalogueLanguage;
}

/**
 * How long ago, as the spec's rules state it: under 30 s 刚刚, under an hour N分钟前 (at least
 * 1), under a day N小时前 (whole hours), under two days 1天前, otherwise the date (YYYY-MM-DD).
 * Times in the future (clock skew) count as just now. '' for an invalid time.
 */
export function formatRelativeTime(
  time: DateInput,
  { now = Date.now(), language = 'zh' }: RelativeTimeOptions = {},
): string {
  const then = new Date(time instanceof Date ? time.getTime() : time).getTime();
  const current = new Date(now instanceof Date ? now.getTime() : now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const seconds = (current - then) / 1000;
  if (seconds < 30) return widgetsMessages[language].justNow;
  const relative = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'always' });
  if (seconds < 3600) return relative.format(-Math.max(1, Math.floor(seconds / 60)), 'minute');
  if (seconds < 86400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 2 * 86400) return relative.format(-1, 'day');
  return formatDate(then);
}
