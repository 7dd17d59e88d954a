import { formatRelativeTime } from '@ccms/ui';
import { currentLanguage } from '../../i18n';

/** The first non-blank line of a message's content: what a list or a popup shows of it. */
export function firstLine(content: string): string {
  return (
    content
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** When a message came, as the spec's relative time (刚刚, 5分钟前…), in the interface language. */
export function receivedAgo(message: { createdAt: string }, now: number = Date.now()): string {
  return formatRelativeTime(message.createdAt, { now, language: currentLanguage() });
}
