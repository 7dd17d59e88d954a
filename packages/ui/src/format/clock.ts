import type { CatalogueLanguage } from '../i18n/createTranslationHook';

/**
 * The live clock's text: zh "2026年11月22日 星期日 14:05:09" (the spec's Chinese date format),
 * en "Sunday, November 22, 2026 14:05:09", es "domingo, 22 de noviembre de 2026 14:05:09".
 * `timeZone` defaults to the browser's.
 */
export function formatClock(date: Date, language: CatalogueLanguage, timeZone?: string): string {
  const zone = timeZone === undefined ? {} : { timeZone };
  const time = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...zone,
  }).format(date);
  if (language !== 'zh') {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', ...zone }).format(date);
    return `${day} ${time}`;
  }
  const day = new Intl.DateTimeFormat('zh-CN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...zone,
  }).format(date);
  const weekday = new Intl.DateTimeFormat('zh-CN', { weekday: 'long', ...zone }).format(date);
  return `${day} ${weekday} ${time}`;
}
