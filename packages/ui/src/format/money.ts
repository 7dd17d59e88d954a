// Money in ten-thousands of yuan (万元), as the cost screens show large amounts.

/**
 * An amount in yuan as 万元 with two decimals, rounded half away from zero on the yuan value
 * (12345 → "1.23", 10050 → "1.01", -25000 → "-2.50"). Non-numbers give ''. The unit label
 * is the caller's (translated) text.
 */
export function formatTenThousandYuan(value: number | string): string {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(amount)) return '';
  // Rounds hundreds of yuan, not amount/10000, so binary fractions (1.005) cannot round down.
  const hundreds = Math.round(Math.abs(amount) / 100);
  const sign = amount < 0 && hundreds > 0 ? '-' : '';
  return `${sign}${(hundreds / 100).toFixed(2)}`;
}
