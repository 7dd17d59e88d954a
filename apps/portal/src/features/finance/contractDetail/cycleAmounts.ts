import { centsToMoney, moneyToCents } from '@ccms/api-client';

// The amounts of a contract's payment cycles (收费节点) while they are edited, computed exactly as
// the server's planCycles (apps/server/src/modules/finance/cycles/service.ts) will store them:
// contract amount × ratio rounded half up to the cent, and — when the ratios add up to exactly
// 100 % — the last cycle takes the rest, so the cycles add up to the contract amount to the cent.
// Everything is done in integers (BigInt cents, ratios in 1/10000), never in binary floats.

/** Ratio units per whole: a ratio has four decimals (a percentage two). */
const WHOLE = 10_000n;

/**
 * A percentage as typed ("33.33", "100", " 5.5 ") as units of 1/10000 of the whole (3333n); null
 * when it is not a number from 0 to 100 with at most two decimals.
 */
export function percentToUnits(text: string): bigint | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const units = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return units > WHOLE ? null : units;
}

/** Units of 1/10000 as the contract's ratio ("0.3333"). */
export function unitsToRatio(units: bigint): string {
  return `${units / WHOLE}.${String(units % WHOLE).padStart(4, '0')}`;
}

/** Units of 1/10000 as a percentage with two decimals ("33.33", "-0.01"). */
export function unitsToPercent(units: bigint): string {
  return centsToMoney(units);
}

/** The server's ratio ("0.3000") as the percentage the editor shows ("30", "33.33"). */
export function ratioToPercentText(ratio: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(ratio.trim());
  if (!match) return '';
  const units = BigInt(match[1]!) * WHOLE + BigInt((match[2] ?? '').slice(0, 4).padEnd(4, '0'));
  const whole = units / 100n;
  const fraction = String(units % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** a × b / c rounded half up (all non-negative, c > 0). */
function mulDivHalfUp(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b * 2n + c) / (c * 2n);
}

export interface CyclePlan {
  /** Each row's amount ("33330.00"); null for a row whose percentage is not valid. */
  amounts: (string | null)[];
  /** Whether every row's percentage is valid. */
  valid: boolean;
  /** Σ of the valid percentages ("99.99"). */
  percentTotal: string;
  /** 100 − percentTotal: what is missing (negative when over 100). */
  percentDifference: string;
  /** Σ of the amounts of the valid rows ("99990.00"). */
  amountTotal: string;
  /** contract amount − amountTotal: what is missing (negative when over). */
  amountDifference: string;
  /** Every row valid, the percentages make 100 and the amounts the contract amount exactly. */
  balanced: boolean;
}

/**
 * The amounts of cycles given by percentages of `contractAmount` (a decimal string with at most
 * two places): each contract × ratio to the cent (half up); when every percentage is valid and
 * they add up to exactly 100, the last row takes the rest (the server's rule).
 */
export function planCycleAmounts(contractAmount: string, percents: readonly string[]): CyclePlan {
  const contractCents = moneyToCents(contractAmount);
  const units = percents.map(percentToUnits);
  const cents = units.map((unit) =>
    unit === null ? null : mulDivHalfUp(contractCents, unit, WHOLE),
  );
  const valid = units.every((unit) => unit !== null);
  const unitTotal = units.reduce<bigint>((sum, unit) => sum + (unit ?? 0n), 0n);
  if (valid && cents.length > 0 && unitTotal === WHOLE) {
    const others = cents.slice(0, -1).reduce<bigint>((sum, amount) => sum + (amount ?? 0n), 0n);
    cents[cents.length - 1] = contractCents - others;
  }
  const centTotal = cents.reduce<bigint>((sum, amount) => sum + (amount ?? 0n), 0n);
  return {
    amounts: cents.map((amount) => (amount === null ? null : centsToMoney(amount))),
    valid,
    percentTotal: unitsToPercent(unitTotal),
    percentDifference: unitsToPercent(WHOLE - unitTotal),
    amountTotal: centsToMoney(centTotal),
    amountDifference: centsToMoney(contractCents - centTotal),
    balanced: valid && cents.length > 0 && unitTotal === WHOLE && centTotal === contractCents,
  };
}
