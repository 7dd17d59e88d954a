import { z } from 'zod';
import { catalogues, type Locale, type MessageKey } from './messages';

export type { Locale, MessageKey } from './messages';
export const DEFAULT_LOCALE: Locale = 'zh';

/** The first supported language of an Accept-Language header, by quality; zh when none fits. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return {
        language: tag.toLowerCase().split('-')[0] ?? '',
        quality: quality ? Number(quality) : 1,
        position,
      };
    })
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const { language } of ranked) if (language in catalogues) return language as Locale;
  return DEFAULT_LOCALE;
}

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** zod's own messages in the request's language (a schema's custom message still wins). */
export const zodErrorMaps: Record<Locale, z.core.$ZodErrorMap> = {
  zh: z.locales.zhCN().localeError,
  en: z.locales.en().localeError,
  es: z.locales.es().localeError,
};

// The firms work on China time unless the process is told otherwise.
const timeZone = process.env.TZ || 'Asia/Shanghai';
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The product's date-time format (spec 000 §9): "YYYY-MM-DD HH:mm:ss". */
export function formatDateTime(value: Date): string {
  const parts = dateTimeFormat.formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
