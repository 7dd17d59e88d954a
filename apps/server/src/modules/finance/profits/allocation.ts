import Decimal from 'decimal.js';

// The allocation of indirect costs (间接费用分摊), as pure functions over exact decimals.
//
// Rule: a department's own indirect costs go to its contracts by their share of its revenue; the
// indirect costs of departments without revenue in the period (management, finance …) form a pool
// first shared among the departments with revenue by their share of the company's revenue. Cents
// are handed out by the largest remainder, so the parts always add up to the whole exactly.

const ZERO = new Decimal(0);

/**
 * Splits `total` (two places) over the keys in proportion to their weights (only positive weights
 * count), in cents, by the largest remainder (ties to the earlier key). No positive weight → empty.
 */
export function allocate<K>(
  total: Decimal.Value,
  weights: readonly (readonly [K, Decimal.Value])[],
): Map<K, Decimal> {
  const parts = weights
    .map(([key, weight]) => [key, new Decimal(weight)] as const)
    .filter(([, weight]) => weight.gt(0));
  const out = new Map<K, Decimal>();
  if (parts.length === 0) return out;
  const sum = parts.reduce((acc, [, weight]) => acc.plus(weight), ZERO);
  const cents = new Decimal(total).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const sign = cents.isNegative() ? -1 : 1;
  const whole = cents.abs();
  const shares = parts.map(([key, weight], index) => {
    const exact = whole.times(weight).div(sum);
    const floor = exact.floor();
    return { key, index, floor, remainder: exact.minus(floor) };
  });
  let left = whole.minus(shares.reduce((acc, share) => acc.plus(share.floor), ZERO)).toNumber();
  const order = [...shares].sort(
    (a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index,
  );
  const extra = new Set<number>();
  for (const share of order) {
    if (left <= 0) break;
    extra.add(share.index);
    left -= 1;
  }
  for (const share of shares) {
    const value = share.floor.plus(extra.has(share.index) ? 1 : 0);
    out.set(share.key, value.times(sign).div(100));
  }
  return out;
}

export interface DepartmentIndirect {
  /** The department's revenue of the period (without VAT). */
  revenue: Decimal;
  /** Indirect costs the department booked itself. */
  own: Decimal;
}

export interface DepartmentAllocation {
  own: Decimal;
  /** Its part of the pool of departments without revenue. */
  shared: Decimal;
  /** What its contracts carry: own + shared when it has revenue, else 0. */
  allocated: Decimal;
}

/** Step one: the departments' indirect costs after sharing out those of departments without revenue. */
export function allocateDepartments(departments: ReadonlyMap<string, DepartmentIndirect>): {
  pool: Decimal;
  unallocated: Decimal;
  byDepartment: Map<string, DepartmentAllocation>;
} {
  const earning = [...departments].filter(([, d]) => d.revenue.gt(0));
  const pool = [...departments]
    .filter(([, d]) => !d.revenue.gt(0))
    .reduce((acc, [, d]) => acc.plus(d.own), ZERO);
  const shared = allocate(
    pool,
    earning.map(([key, d]) => [key, d.revenue] as const),
  );
  const byDepartment = new Map<string, DepartmentAllocation>();
  for (const [key, d] of departments) {
    const part = shared.get(key) ?? ZERO;
    byDepartment.set(key, {
      own: d.own,
      shared: part,
      allocated: d.revenue.gt(0) ? d.own.plus(part) : ZERO,
    });
  }
  // Nothing can carry costs when no department has revenue.
  const unallocated = earning.length === 0 ? pool : ZERO;
  return { pool, unallocated, byDepartment };
}
