import type { CompareBills } from '@ccms/api-client';

type CompareRow = CompareBills['rows'][number];

/** How far a bill's unit prices lie apart across the projects that have it. */
export interface BillSpread {
  /** Indexes (into `cells`) of the highest and lowest unit price; empty when all are equal or fewer than two projects have it. */
  highest: readonly number[];
  lowest: readonly number[];
  /** highest − lowest unit price ("12.50"), or null when fewer than two projects have the bill. */
  spread: string | null;
  /** spread ÷ lowest as a percentage with one decimal ("25.0"), null without a spread or with a lowest of 0. */
  rate: string | null;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A 2-decimal string as integer cents; null for anything else. */
function cents(value: string): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const amount = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -amount : amount;
}

function centsText(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The spread of one compared bill's unit prices, exact (integer cents, no binary floats). */
export function billSpread(row: CompareRow): BillSpread {
  const prices = row.cells.flatMap((cell, index) => {
    const value = cell ? cents(cell.unitPrice) : null;
    return value === null ? [] : [{ index, value }];
  });
  if (prices.length < 2) return { highest: [], lowest: [], spread: null, rate: null };
  let max = prices[0]!.value;
  let min = max;
  for (const { value } of prices) {
    if (value > max) max = value;
    if (value < min) min = value;
  }
  const spread = max - min;
  if (spread === 0n) return { highest: [], lowest: [], spread: '0.00', rate: '0.0' };
  const tenths = min > 0n ? (spread * 2000n + min) / (min * 2n) : null;
  return {
    highest: prices.filter((price) => price.value === max).map((price) => price.index),
    lowest: prices.filter((price) => price.value === min).map((price) => price.index),
    spread: centsText(spread),
    rate: tenths === null ? null : `${tenths / 10n}.${tenths % 10n}`,
  };
}

/** The project ids of a `?ids=a,b,c` parameter: trimmed, without blanks or repeats, in order. */
export function compareIds(param: string | null): string[] {
  return [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** Σ of each project's amounts over the given rows ("1234.50"), exact; missing cells count 0. */
export function projectTotals(rows: readonly CompareRow[], projects: number): string[] {
  const sums = Array.from({ length: projects }, () => 0n);
  for (const row of rows)
    row.cells.forEach((cell, index) => {
      const value = cell ? cents(cell.amount) : null;
      if (value !== null && index < projects) sums[index]! += value;
    });
  return sums.map(centsText);
}
