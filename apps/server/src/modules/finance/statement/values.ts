import Decimal from 'decimal.js';
import type { CellValue } from '../../excel/cells';

/**
 * Cell values of bank exports: dates with times and money. Banks write dates as text in many
 * forms (2024/05/01, 20240501, 2024-05-01 10:30:00, 2024年5月1日), as Excel dates or serials, and
 * amounts with thousands separators, currency signs and (negatives) in parentheses.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Excel's day 0 is 1899-12-30. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;

function format(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** A Date's UTC parts (workbook dates carry no zone), to the nearest second. */
function fromDate(date: Date): string | null {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const rounded = new Date(Math.round(time / 1000) * 1000);
  return format(
    rounded.getUTCFullYear(),
    rounded.getUTCMonth() + 1,
    rounded.getUTCDate(),
    rounded.getUTCHours(),
    rounded.getUTCMinutes(),
    rounded.getUTCSeconds(),
  );
}

const fromSerial = (serial: number) =>
  serial >= 1 && serial <= 2_958_466 ? fromDate(new Date(EXCEL_EPOCH + serial * DAY)) : null;

const TIME = String.raw`(\d{1,2})[:时](\d{1,2})(?:[:分](\d{1,2})(?:\.\d+)?秒?)?`;
const DATE_FORMS = [
  new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})日?(?:(?:\s+|T)${TIME})?$`),
  new RegExp(String.raw`^(\d{4})年(\d{1,2})月(\d{1,2})日?(?:\s*${TIME})?$`),
  /^(\d{4})(\d{2})(\d{2})(?:\s*(\d{2}):?(\d{2}):?(\d{2})?)?$/,
];

/**
 * A date and time as "YYYY-MM-DD HH:mm:ss", or null: Date cells and Excel serials (with their
 * time), and text as 2024/05/01, 2024-5-1 10:30, 2024-05-01 10:30:00, 2024.05.01,
 * 2024年5月1日, 20240501 and 20240501103000.
 */
export function parseDateTime(value: CellValue): string | null {
  if (value instanceof Date) return fromDate(value);
  if (typeof value === 'number') {
    // 20240501 or 20240501103000 typed as a number; anything else is a serial.
    if (Number.isInteger(value) && value >= 19_000_101 && value <= 99_991_231)
      return parseDateTime(String(value));
    if (Number.isInteger(value) && value >= 19_000_101_000_000 && value <= 99_991_231_235_959)
      return parseDateTime(String(value));
    return fromSerial(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.normalize('NFKC').trim();
  for (const form of DATE_FORMS) {
    const match = form.exec(text);
    if (match)
      return format(
        Number(match[1]),
        Number(match[2]),
        Number(match[3]),
        Number(match[4] ?? 0),
        Number(match[5] ?? 0),
        Number(match[6] ?? 0),
      );
  }
  if (/^\d+(\.\d+)?$/.test(text)) return parseDateTime(Number(text));
  return null;
}

/**
 * A time of day as "HH:mm:ss", or null: 10:30, 10:30:05, 103005, Excel time fractions and Date
 * cells (their time part); a full date and time gives its time.
 */
export function parseTime(value: CellValue): string | null {
  if (value instanceof Date) return fromDate(value)?.slice(11) ?? null;
  if (typeof value === 'number') {
    if (value >= 0 && value < 1) {
      const seconds = Math.round(value * 86_400);
      if (seconds >= 86_400) return null;
      return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
    }
    return Number.isInteger(value) && value < 240_000 ? parseTime(pad(value, 6)) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.normalize('NFKC').trim();
  const match = new RegExp(`^${TIME}$`).exec(text) ?? /^(\d{2})(\d{2})(\d{2})$/.exec(text) ?? null;
  if (match) {
    const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
    if (hour > 23 || minute > 59 || second > 59) return null;
    return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
  }
  const full = parseDateTime(value);
  return full && /\d{1,2}:\d{2}/.test(text) ? full.slice(11) : null;
}

/**
 * A time column's cell: a time of day, or the whole date and time when the bank writes the full
 * timestamp there (CCB's 交易时间 beside its 记账日期).
 */
export function parseTimeCell(value: CellValue): { time: string } | { dateTime: string } | null {
  if (value instanceof Date) {
    const full = fromDate(value);
    if (full === null) return null;
    // Time-only cells are Excel serials below 1: dates on 1899-12-30.
    return value.getUTCFullYear() <= 1900 ? { time: full.slice(11) } : { dateTime: full };
  }
  if (typeof value === 'number' && value >= 1 && !Number.isInteger(value)) {
    const full = fromSerial(value);
    return full === null ? null : { dateTime: full };
  }
  if (typeof value === 'string') {
    const text = value.normalize('NFKC').trim();
    if (/^\d{4}\D|^\d{8}(\s|\d{6}$)/.test(text)) {
      const full = parseDateTime(text);
      return full === null ? null : { dateTime: full };
    }
  }
  const time = parseTime(value);
  return time === null ? null : { time };
}

/** Placeholders banks put in an empty amount column. */
const EMPTY_AMOUNTS = new Set(['', '-', '--', '—', '——', '/', '无']);

export const isEmptyAmount = (value: CellValue) =>
  value === null || (typeof value === 'string' && EMPTY_AMOUNTS.has(value.trim()));

/**
 * An amount as a Decimal, or null when the cell is not one: numbers, and text with `,`, `¥`,
 * `￥`, `元`, RMB/CNY, spaces, a sign, a trailing minus or (parentheses) for negatives.
 */
export function parseMoney(value: CellValue): Decimal | null {
  const text = plainMoney(value);
  return text === null ? null : new Decimal(text);
}

/** An amount cell as a plain signed number text ('-1234.5'), or null when it is not one. */
function plainMoney(value: CellValue): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  if (/^-?\d+(\.\d*)?$/.test(value)) return value;
  let text = value
    .normalize('NFKC')
    .replace(/[\s,¥$元]|RMB|CNY/gi, '')
    .replace(/^[+]/, '');
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = true;
    text = parenthesised[1]!;
  } else if (/^[^-].*-$/.test(text)) {
    negative = true;
    text = text.slice(0, -1);
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  if (!negative) return text;
  return text[0] === '-' ? text.slice(1) : `-${text}`;
}

/** Money as the API writes it: two decimals, half away from zero. */
export const money = (amount: Decimal) => amount.toFixed(2, Decimal.ROUND_HALF_UP);

const PLAIN_AMOUNT = /^(-?)(\d{1,15})(?:\.(\d{0,2}))?$/;

/**
 * An amount as the API writes it ('-1234.50', '0.00'), or null when the cell is not one; what
 * parseMoney reads, rounded half away from zero to two decimals. Amounts with at most two
 * decimals (all of a bank's) are rewritten as text without arithmetic; others go through Decimal.
 */
export function moneyText(value: CellValue): string | null {
  if (typeof value === 'number' && Math.abs(value) < 1e13) {
    // A number of whole cents (every bank amount) is written from its cents, without Decimal.
    const cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) < 1e-6) {
      const abs = Math.abs(cents);
      const fraction = abs % 100;
      return `${cents < 0 ? '-' : ''}${(abs - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`;
    }
  }
  const plain = plainMoney(value);
  if (plain === null) return null;
  const match = PLAIN_AMOUNT.exec(plain);
  if (!match) return normalZero(money(new Decimal(plain)));
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  return normalZero(`${match[1]}${whole}.${(match[3] ?? '').padEnd(2, '0')}`);
}

const normalZero = (text: string) => (text === '-0.00' ? '0.00' : text);

export const isZeroMoney = (text: string) => text === '0.00';
export const absMoney = (text: string) => (text[0] === '-' ? text.slice(1) : text);

export type Direction = 'in' | 'out';

const DIRECTIONS = new Map<string, Direction>([
  ...[
    '贷',
    '贷方',
    '收',
    '收入',
    '存',
    '存入',
    '转入',
    '入',
    '入账',
    '来账',
    '进',
    'c',
    'cr',
    'credit',
    '+',
  ].map((word) => [word, 'in'] as [string, Direction]),
  ...[
    '借',
    '借方',
    '支',
    '支出',
    '付',
    '付出',
    '取',
    '支取',
    '转出',
    '出',
    '出账',
    '往账',
    'd',
    'dr',
    'debit',
    '-',
  ].map((word) => [word, 'out'] as [string, Direction]),
]);

/** 借/贷, 收/支, 收入/支出, 转入/转出, D/C (借 is money out of the account, as banks print it). */
export function parseDirection(value: CellValue): Direction | null {
  if (typeof value !== 'string') return null;
  return DIRECTIONS.get(value.normalize('NFKC').trim().toLowerCase()) ?? null;
}
