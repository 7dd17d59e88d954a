import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAnnual, total } from './split';

const cents = (value: Decimal) => value.times(100);

describe('splitAnnual', () => {
  it('splits evenly with the remaining cents to the first months', () => {
    const { months, applied } = splitAnnual('100000.07', 'even');
    expect(applied).toBe('even');
    // 10,000,007 cents / 12 = 833,333 r 11: eleven months carry the extra cent.
    expect(months.map((m) => m.toFixed(2))).toEqual([
      ...Array.from({ length: 11 }, () => '8333.34'),
      '8333.33',
    ]);
    expect(total(months).toFixed(2)).toBe('100000.07');
  });

  it('follows last year’s months in proportion and skips months without actuals', () => {
    const lastYear = ['0', '0', '300', '100', '0', '0', '0', '0', '0', '0', '0', '600'];
    const { months, applied } = splitAnnual('1000.00', 'last_year', { lastYear });
    expect(applied).toBe('last_year');
    expect(months.map((m) => m.toFixed(2))).toEqual([
      '0.00',
      '0.00',
      '300.00',
      '100.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '600.00',
    ]);
  });

  it('falls back to even when last year has no positive month', () => {
    const { months, applied } = splitAnnual('12.00', 'last_year', {
      lastYear: Array.from({ length: 12 }, () => '-5'),
    });
    expect(applied).toBe('even');
    expect(months.every((m) => m.eq(1))).toBe(true);
  });

  it('keeps a manual split as given', () => {
    const manual = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12.5'];
    expect(splitAnnual('78.5', 'manual', { manual }).months.map((m) => m.toString())).toEqual(
      manual.map((m) => new Decimal(m).toString()),
    );
  });

  it('always adds up to the year exactly, in whole cents, for any amount and weights', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
        fc.constantFrom('even' as const, 'last_year' as const),
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), {
          minLength: 12,
          maxLength: 12,
        }),
        (amountCents, method, weights) => {
          const annual = new Decimal(amountCents.toString()).div(100);
          const { months } = splitAnnual(annual, method, {
            lastYear: weights.map((w) => new Decimal(w).div(7)),
          });
          expect(months).toHaveLength(12);
          expect(total(months).eq(annual)).toBe(true);
          for (const month of months) {
            expect(cents(month).isInteger()).toBe(true);
            expect(month.gte(0)).toBe(true);
          }
          // No month is more than a cent away from its exact proportional share.
          const positive = weights.map((w) => (method === 'even' ? 1 : Math.max(w, 0)));
          const sum = positive.reduce((a, b) => a + b, 0);
          if (sum > 0)
            months.forEach((month, index) => {
              const exact = annual.times(positive[index]!).div(sum);
              expect(month.minus(exact).abs().lte('0.01')).toBe(true);
            });
        },
      ),
      { numRuns: 300 },
    );
  });
});
