import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, allocateDepartments } from './allocation';

const total = (map: Map<unknown, Decimal>) =>
  [...map.values()].reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);

describe('allocate (largest remainder in cents)', () => {
  it('splits 100.00 three ways so the parts add up exactly, the earliest taking the extra cent', () => {
    const parts = allocate('100.00', [
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]);
    expect([...parts.values()].map((v) => v.toFixed(2))).toEqual(['33.34', '33.33', '33.33']);
  });

  it('follows the weights and ignores zero weights', () => {
    const parts = allocate('10.00', [
      ['a', 3],
      ['b', 0],
      ['c', 1],
    ]);
    expect(parts.get('a')!.toFixed(2)).toBe('7.50');
    expect(parts.has('b')).toBe(false);
    expect(parts.get('c')!.toFixed(2)).toBe('2.50');
    expect(allocate('10.00', [['a', 0]]).size).toBe(0);
  });

  it('always sums to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (cents, weights) => {
          const whole = new Decimal(cents).div(100);
          const parts = allocate(
            whole,
            weights.map((w, i) => [i, w] as const),
          );
          expect(total(parts)).toBe(whole.toFixed(2));
          const sum = weights.reduce((s, w) => s + w, 0);
          weights.forEach((w, i) => {
            const exact = whole.times(w).div(sum);
            expect(parts.get(i)!.minus(exact).abs().lte('0.01')).toBe(true);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('allocateDepartments', () => {
  it('shares the costs of departments without revenue among the others by revenue', () => {
    const result = allocateDepartments(
      new Map([
        ['cost-1', { revenue: new Decimal(300), own: new Decimal(50) }],
        ['cost-2', { revenue: new Decimal(100), own: new Decimal(10) }],
        ['office', { revenue: new Decimal(0), own: new Decimal(40) }],
      ]),
    );
    expect(result.pool.toFixed(2)).toBe('40.00');
    expect(result.byDepartment.get('cost-1')!.allocated.toFixed(2)).toBe('80.00');
    expect(result.byDepartment.get('cost-2')!.allocated.toFixed(2)).toBe('20.00');
    expect(result.byDepartment.get('office')!.allocated.toFixed(2)).toBe('0.00');
    expect(result.unallocated.toFixed(2)).toBe('0.00');
  });

  it('leaves everything unallocated when nobody has revenue', () => {
    const result = allocateDepartments(
      new Map([['office', { revenue: new Decimal(0), own: new Decimal(40) }]]),
    );
    expect(result.unallocated.toFixed(2)).toBe('40.00');
  });
});
