import { formatDecimal, formatDecimalTenThousand } from '@ccms/ui';

// Finance figures arrive as exact decimal strings ("12345.60"); these write them for people
// without passing through binary floats.

/** 元 with thousands commas and two decimals ("1234567.5" → "1,234,567.50"); '' for no number. */
export function formatYuan(value: string | null | undefined): string {
  return formatDecimal(value, 2);
}

/** 万元 with thousands commas and two decimals, exactly ("123456789.12" → "12,345.68"). */
export const formatWan = formatDecimalTenThousand;

/** An amount in the unit the page shows: 元 or 万元. */
export type MoneyUnit = 'yuan' | 'wan';

export function formatMoney(value: string | null | undefined, unit: MoneyUnit): string {
  return unit === 'wan' ? formatWan(value) : formatYuan(value);
}
