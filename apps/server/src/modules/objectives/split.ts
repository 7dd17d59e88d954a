import Decimal from 'decimal.js';
import type { ObjectiveMethod } from '@ccms/api-client';
import { allocate } from '../finance/profits/allocation';

// The monthly split of a yearly target (目标分解), a pure function over exact decimals. The cents
// are handed out by the largest remainder (the profits allocation's `allocate`), so the 12 months
// always add up to the year exactly.

const ZERO = new Decimal(0);
const MONTHS = Array.from({ length: 12 }, (_, index) => index);

export interface SplitResult {
  months: Decimal[];
  /** The method actually applied (last_year falls back to even when last year has nothing). */
  applied: ObjectiveMethod;
}

/**
 * Splits `annual` over 12 months: `even` in equal parts, `last_year` in proportion to last year's
 * actuals of the same months (only positive months count; even when none is positive), `manual`
 * as given (the caller checks that they add up).
 */
export function splitAnnual(
  annual: Decimal.Value,
  method: ObjectiveMethod,
  options: { lastYear?: readonly Decimal.Value[]; manual?: readonly Decimal.Value[] } = {},
): SplitResult {
  if (method === 'manual') {
    const manual = options.manual ?? [];
    return { months: MONTHS.map((index) => new Decimal(manual[index] ?? 0)), applied: 'manual' };
  }
  const weights =
    method === 'last_year'
      ? MONTHS.map((index) => new Decimal(options.lastYear?.[index] ?? 0))
      : MONTHS.map(() => new Decimal(1));
  const applied = weights.some((weight) => weight.gt(0)) ? method : 'even';
  const parts = allocate(
    annual,
    MONTHS.map((index) => [index, applied === 'even' ? new Decimal(1) : weights[index]!] as const),
  );
  return { months: MONTHS.map((index) => parts.get(index) ?? ZERO), applied };
}

/** The sum of decimals. */
export const total = (values: readonly Decimal.Value[]) =>
  values.reduce<Decimal>((acc, value) => acc.plus(value), ZERO);
