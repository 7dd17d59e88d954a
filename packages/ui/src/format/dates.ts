// Date formats of the spec (local time): YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, bank date YYYY/MM/DD, quarter.

export type DateInput = Date | number | string;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

function datePart(date: Date, separator: string): string {
  return [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())].join(separator);
}

/** YYYY-MM-DD; '' for an invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? datePart(date, '-') : '';
}

/** YYYY-MM-DD HH:mm:ss (24-hour); '' for an invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const time = [date.getHours(), date.getMinutes(), date.getSeconds()].map(pad).join(':');
  return `${datePart(date, '-')} ${time}`;
}

/** Bank date YYYY/MM/DD; '' for an invalid date. */
export function formatBankDate(value: DateInput): string {
  const date = toDate(value);
  return date ? datePart(date, '/') : '';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(.*)$/;

/**
 * A server's date or date-time text ("YYYY-MM-DD[ HH:mm:ss]") in the bank's format YYYY/MM/DD,
 * the time kept. Done on the text, not through Date, so the day never shifts with the browser's
 * time zone; text of another form is returned as it is, null as ''.
 */
export function formatBankDateTime(value: string | null | undefined): string {
  const match = ISO_DATE.exec(value?.trim() ?? '');
  if (!match) return value ?? '';
  const [, year, month, day, rest = ''] = match;
  return `${year}/${month}/${day}${rest}`;
}

/**
 * Quarter 1–4 by the spec's rule "month divided by 3 plus 1", i.e. floor(month / 3) + 1 with
 * JavaScript's 0-based month (January = 0 … December = 11). With a 1-based month the same
 * formula would put March in Q2 and December in Q5, so callers pass a date, never a month number.
 * NaN for an invalid date.
 */
export function quarterOf(value: DateInput): number {
  const date = toDate(value);
  return date ? Math.floor(date.getMonth() / 3) + 1 : NaN;
}
