import { formatDecimal, formatTenThousandYuan, shiftDecimalPoint } from '@ccms/ui';

// Bonus figures arrive as exact decimal strings; rates and splits are fractions ('0.2' is 20 %).
// Percentages are shown and typed by people, so the point is moved in the text, never in floats.

/** '0.2' → '20'; '0.229885' → '22.9885'. */
export const percentOf = (fraction: string) => shiftDecimalPoint(fraction, 2) ?? fraction;
/** '20' → '0.2'; null for text that is not a number. */
export const fractionOf = (percent: string) => shiftDecimalPoint(percent, -2);

/** A percentage a person typed: 0 to 100, at most 2 decimals. */
export const isPercent = (text: string) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) && Number(text) <= 100;

/** Σ of percentages in hundredths, exactly (integers), to tell 100 % from 99.99 %. */
export function percentSum(values: readonly string[]): string {
  const hundredths = values.reduce((acc, value) => {
    const shifted = shiftDecimalPoint(value.trim() || '0', 2);
    return acc + (shifted && /^\d+$/.test(shifted) ? Number(shifted) : NaN);
  }, 0);
  return Number.isNaN(hundredths) ? '?' : (shiftDecimalPoint(String(hundredths), -2) ?? '?');
}

/** 元 with thousands commas and 2 decimals. */
export const yuan = (value: string | null | undefined) => formatDecimal(value, 2);
/** 万元 with 2 decimals (summaries). */
export const wan = (value: string | null | undefined) =>
  value === null || value === undefined ? '' : formatTenThousandYuan(value);

/** "YYYY-MM-DD" */
export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text.trim());

/** Today in the browser's calendar, "YYYY-MM-DD". */
export function todayText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
