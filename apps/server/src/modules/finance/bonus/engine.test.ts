import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAdjustment,
  BONUS_ROLES,
  BONUS_STAGES,
  BonusError,
  calculateBonus,
  splitByLargestRemainder,
  validateRule,
  type BonusMember,
  type BonusRuleFigures,
} from './engine';

const settlementRule: BonusRuleFigures = {
  id: 'rule-1',
  businessType: 'settlement',
  rate: '0.20',
  coefficientMin: '0.8',
  coefficientMax: '1.2',
  roleSplits: {
    lead: '0.20',
    preparer: '0.55',
    checker: '0.12',
    reviewer: '0.08',
    approver: '0.05',
  },
  stageSplits: null,
  holdbackRate: '0.15',
};

const wholeProcessRule: BonusRuleFigures = {
  ...settlementRule,
  id: 'rule-2',
  businessType: 'whole_process',
  rate: '0.15',
  stageSplits: { tender: '0.30', construction: '0.40', settlement: '0.30' },
};

const team: BonusMember[] = [
  { userId: 'lead', role: 'lead', stage: null, weight: '1' },
  { userId: 'p1', role: 'preparer', stage: null, weight: '2' },
  { userId: 'p2', role: 'preparer', stage: null, weight: '1' },
  { userId: 'c1', role: 'checker', stage: null, weight: '1' },
  { userId: 'r1', role: 'reviewer', stage: null, weight: '1' },
  { userId: 'a1', role: 'approver', stage: null, weight: '1' },
];

const sum = (values: readonly string[]) =>
  values.reduce((acc, v) => acc.plus(v), new Decimal(0)).toFixed(2);

function errorKey(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof BonusError) return error.key;
    throw error;
  }
}

describe('splitByLargestRemainder', () => {
  it('gives the leftover cents to the largest remainders so the parts sum to the total', () => {
    expect(splitByLargestRemainder('100.00', ['1', '1', '1'])).toEqual(['33.34', '33.33', '33.33']);
    expect(splitByLargestRemainder('0.05', ['1', '1', '1', '1'])).toEqual([
      '0.02',
      '0.01',
      '0.01',
      '0.01',
    ]);
    expect(splitByLargestRemainder('10.00', ['0.3', '0.7'])).toEqual(['3.00', '7.00']);
  });

  it('divides equally when every weight is 0 and keeps the sign of a negative total', () => {
    expect(splitByLargestRemainder('1.00', ['0', '0'])).toEqual(['0.50', '0.50']);
    expect(splitByLargestRemainder('-1.00', ['1', '2'])).toEqual(['-0.33', '-0.67']);
  });

  it('always sums exactly to the total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (cents, weights) => {
          const total = new Decimal(cents).dividedBy(100).toFixed(2);
          const parts = splitByLargestRemainder(
            total,
            weights.map((w) => String(w / 1000)),
          );
          expect(sum(parts)).toBe(total);
          expect(parts.every((p) => /^-?\d+\.\d{2}$/.test(p))).toBe(true);
        },
      ),
    );
  });
});

describe('validateRule', () => {
  it('accepts a rule whose splits sum to 100 %', () => {
    expect(errorKey(() => validateRule(settlementRule))).toBeNull();
    expect(errorKey(() => validateRule(wholeProcessRule))).toBeNull();
  });

  it('rejects role splits that do not sum to 100 %', () => {
    const rule = {
      ...settlementRule,
      roleSplits: { ...settlementRule.roleSplits, preparer: '0.60' },
    };
    expect(errorKey(() => validateRule(rule))).toBe('bonus.rule.roleSplitSum');
  });

  it('rejects stage splits that do not sum to 100 %, and whole-process work without them', () => {
    const stages = { tender: '0.30', construction: '0.30', settlement: '0.30' };
    expect(errorKey(() => validateRule({ ...wholeProcessRule, stageSplits: stages }))).toBe(
      'bonus.rule.stageSplitSum',
    );
    expect(errorKey(() => validateRule({ ...wholeProcessRule, stageSplits: null }))).toBe(
      'bonus.rule.stageSplitsRequired',
    );
  });

  it('rejects a rate, coefficient range or hold-back out of range', () => {
    expect(errorKey(() => validateRule({ ...settlementRule, rate: '0' }))).toBe(
      'bonus.rule.rateRange',
    );
    expect(errorKey(() => validateRule({ ...settlementRule, coefficientMin: '1.3' }))).toBe(
      'bonus.rule.coefficientRange',
    );
    expect(errorKey(() => validateRule({ ...settlementRule, holdbackRate: '1' }))).toBe(
      'bonus.rule.holdbackRange',
    );
    expect(errorKey(() => validateRule({ ...settlementRule, rate: 'abc' }))).toBe(
      'bonus.calc.badAmount',
    );
  });

  it('rejects any random split set whose sum is not 100 % (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 5, maxLength: 5 }),
        (pcts) => {
          const roleSplits = Object.fromEntries(
            BONUS_ROLES.map((role, i) => [role, String(pcts[i]! / 100)]),
          ) as BonusRuleFigures['roleSplits'];
          const key = errorKey(() => validateRule({ ...settlementRule, roleSplits }));
          const total = pcts.reduce((a, b) => a + b, 0);
          expect(key).toBe(total === 100 ? null : 'bonus.rule.roleSplitSum');
        },
      ),
    );
  });
});

describe('calculateBonus', () => {
  it('makes the pool from receipts excluding VAT × rate × coefficient and splits it by role and weight', () => {
    const result = calculateBonus({
      rule: settlementRule,
      vatRate: '0.06',
      receipts: [
        { id: 'r1', amount: '63600.00', receivedDate: '2026-03-01' },
        { id: 'r2', amount: '42400.00', receivedDate: '2026-04-01' },
      ],
      members: team,
      coefficient: '1.1',
      contractFinished: false,
    });
    // 106,000 incl. 6 % VAT → 100,000 × 0.20 × 1.1 = 22,000
    expect(result.receivedExVat).toBe('100000.00');
    expect(result.pool).toBe('22000.00');
    const byUser = Object.fromEntries(result.allocations.map((a) => [a.userId, a]));
    expect(byUser.lead!.amount).toBe('4400.00');
    // preparers: 55 % = 12,100 split 2:1
    expect(byUser.p1!.amount).toBe('8066.67');
    expect(byUser.p2!.amount).toBe('4033.33');
    expect(byUser.c1!.amount).toBe('2640.00');
    expect(byUser.r1!.amount).toBe('1760.00');
    expect(byUser.a1!.amount).toBe('1100.00');
    expect(byUser.lead!.heldBack).toBe('660.00');
    expect(byUser.lead!.released).toBe('3740.00');
    expect(byUser.p1!.trace).toMatchObject({
      receiptIds: ['r1', 'r2'],
      ruleId: 'rule-1',
      coefficient: '1.1',
      roleShare: '0.55',
      roleAmount: '12100.00',
      weightShare: '0.666667',
    });
    expect(result.trace.receipts[0]).toMatchObject({ amount: '63600.00', amountExVat: '60000.00' });
  });

  it('splits whole-process work by stage, people without a stage taking part in each', () => {
    const result = calculateBonus({
      rule: wholeProcessRule,
      vatRate: '0.06',
      receipts: [{ id: 'r1', amount: '106000.00', receivedDate: '2026-03-01' }],
      members: [
        { userId: 'lead', role: 'lead', stage: null, weight: '1' },
        { userId: 'pt', role: 'preparer', stage: 'tender', weight: '1' },
        { userId: 'pc', role: 'preparer', stage: 'construction', weight: '1' },
        { userId: 'ps', role: 'preparer', stage: 'settlement', weight: '1' },
      ],
      coefficient: '1',
      contractFinished: true,
    });
    expect(result.pool).toBe('15000.00');
    expect(result.trace.stages.map((s) => s.amount)).toEqual(['4500.00', '6000.00', '4500.00']);
    // only lead and preparer are filled: 20 : 55 renormalised
    const tender = result.trace.stages[0]!;
    expect(tender.roles.map((r) => [r.role, r.amount])).toEqual([
      ['lead', '1200.00'],
      ['preparer', '3300.00'],
    ]);
    expect(result.allocations.filter((a) => a.userId === 'lead')).toHaveLength(3);
    expect(result.trace.vacant).toContainEqual({ stage: 'tender', role: 'checker' });
    // finished contract: nothing held back
    expect(result.heldBack).toBe('0.00');
    expect(result.released).toBe('15000.00');
  });

  it('refuses a coefficient outside the rule and a calculation with no members', () => {
    const base = {
      rule: settlementRule,
      vatRate: '0.06',
      receipts: [{ id: 'r', amount: '100.00', receivedDate: '2026-01-01' }],
      contractFinished: false,
    };
    expect(errorKey(() => calculateBonus({ ...base, members: team, coefficient: '1.3' }))).toBe(
      'bonus.calc.coefficientOutside',
    );
    expect(errorKey(() => calculateBonus({ ...base, members: [], coefficient: '1' }))).toBe(
      'bonus.calc.noMembers',
    );
  });

  const memberArb = fc.record({
    userId: fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5', 'u6'),
    role: fc.constantFrom(...BONUS_ROLES),
    stage: fc.constantFrom(null, ...BONUS_STAGES),
    weight: fc.integer({ min: 0, max: 500 }).map((w) => String(w / 100)),
  });
  const splitsArb = (n: number) =>
    fc
      .array(fc.integer({ min: 0, max: 100 }), { minLength: n, maxLength: n })
      .filter((xs) => xs.some((x) => x > 0))
      .map((xs) => {
        // Scale integer percentages to sum exactly to 100.
        const total = xs.reduce((a, b) => a + b, 0);
        const pcts = xs.map((x) => Math.floor((x * 100) / total));
        pcts[0]! += 100 - pcts.reduce((a, b) => a + b, 0);
        return pcts.map((p) => String(p / 100));
      });

  it('parts always sum to the pool, and released + held back = each part (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 0, maxLength: 8 }),
        fc.array(memberArb, { minLength: 1, maxLength: 12 }),
        splitsArb(5),
        splitsArb(3),
        fc.constantFrom(...(['settlement', 'whole_process', 'budget'] as const)),
        fc.integer({ min: 80, max: 120 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (cents, members, roles, stages, businessType, coef, holdback, finished) => {
          const rule: BonusRuleFigures = {
            businessType,
            rate: '0.18',
            coefficientMin: '0.8',
            coefficientMax: '1.2',
            roleSplits: Object.fromEntries(BONUS_ROLES.map((r, i) => [r, roles[i]!])) as never,
            stageSplits: Object.fromEntries(BONUS_STAGES.map((s, i) => [s, stages[i]!])) as never,
            holdbackRate: String(holdback / 100),
          };
          const result = calculateBonus({
            rule,
            vatRate: '0.06',
            receipts: cents.map((c, i) => ({
              id: `r${i}`,
              amount: (c / 100).toFixed(2),
              receivedDate: '2026-01-01',
            })),
            members,
            coefficient: String(coef / 100),
            contractFinished: finished,
          });
          expect(sum(result.allocations.map((a) => a.amount))).toBe(result.pool);
          for (const a of result.allocations) {
            expect(sum([a.released, a.heldBack])).toBe(a.amount);
          }
          for (const stage of result.trace.stages) {
            expect(sum(stage.roles.map((r) => r.amount))).toBe(stage.amount);
            for (const role of stage.roles) {
              expect(sum(role.people.map((p) => p.amount))).toBe(role.amount);
            }
          }
          expect(sum([result.released, result.heldBack])).toBe(result.pool);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('applyAdjustment', () => {
  const parts = new Map([
    ['a', { amount: '100.00', paid: '0.00', holdbackRate: '0.1' }],
    ['b', { amount: '50.00', paid: '40.00', holdbackRate: '0.1' }],
  ]);

  it('moves money between two parts keeping their sum', () => {
    const next = applyAdjustment(parts, {
      fromAllocationId: 'a',
      toAllocationId: 'b',
      amount: '30.00',
    });
    expect(next.get('a')).toEqual({ amount: '70.00', released: '63.00', heldBack: '7.00' });
    expect(next.get('b')).toEqual({ amount: '80.00', released: '72.00', heldBack: '8.00' });
  });

  it('refuses to take a part below what was already paid of it', () => {
    expect(
      errorKey(() =>
        applyAdjustment(parts, { fromAllocationId: 'b', toAllocationId: 'a', amount: '10.01' }),
      ),
    ).toBe('bonus.adjust.belowPaid');
    expect(
      errorKey(() =>
        applyAdjustment(parts, { fromAllocationId: 'a', toAllocationId: 'a', amount: '1.00' }),
      ),
    ).toBe('bonus.adjust.badMove');
  });
});
