import { describe, expect, it } from 'vitest';
import {
  percentToUnits,
  planCycleAmounts,
  ratioToPercentText,
  unitsToPercent,
  unitsToRatio,
} from './cycleAmounts';

describe('percentages of payment cycles', () => {
  it('reads a percentage with at most two decimals from 0 to 100', () => {
    expect(percentToUnits('33.33')).toBe(3333n);
    expect(percentToUnits(' 5.5 ')).toBe(550n);
    expect(percentToUnits('100')).toBe(10000n);
    expect(percentToUnits('0')).toBe(0n);
    expect(percentToUnits('100.01')).toBeNull();
    expect(percentToUnits('33.333')).toBeNull();
    expect(percentToUnits('-5')).toBeNull();
    expect(percentToUnits('')).toBeNull();
    expect(percentToUnits('3e1')).toBeNull();
  });

  it("writes units as the contract's ratio and as a percentage", () => {
    expect(unitsToRatio(3333n)).toBe('0.3333');
    expect(unitsToRatio(10000n)).toBe('1.0000');
    expect(unitsToRatio(5n)).toBe('0.0005');
    expect(unitsToPercent(3333n)).toBe('33.33');
    expect(unitsToPercent(-1n)).toBe('-0.01');
  });

  it("shows the server's ratio as a short percentage", () => {
    expect(ratioToPercentText('0.3000')).toBe('30');
    expect(ratioToPercentText('0.3333')).toBe('33.33');
    expect(ratioToPercentText('0.0550')).toBe('5.5');
    expect(ratioToPercentText('1.0000')).toBe('100');
    expect(ratioToPercentText('oops')).toBe('');
  });
});

describe('planCycleAmounts (the server planCycles rule)', () => {
  it('gives one cycle of 100 % the whole contract amount', () => {
    expect(planCycleAmounts('50000.50', ['100'])).toEqual({
      amounts: ['50000.50'],
      valid: true,
      percentTotal: '100.00',
      percentDifference: '0.00',
      amountTotal: '50000.50',
      amountDifference: '0.00',
      balanced: true,
    });
  });

  it('rounds each cycle to the cent and lets the last one take the remainder', () => {
    // The server's own case: 100000.01 × 33.33 % = 33330.0033… → 33330.00; the last takes the rest.
    const plan = planCycleAmounts('100000.01', ['33.33', '33.33', '33.34']);
    expect(plan.amounts).toEqual(['33330.00', '33330.00', '33340.01']);
    expect(plan.balanced).toBe(true);
  });

  it('rounds half up', () => {
    // 0.05 × 50 % = 0.025 → 0.03 for the first; the last takes 0.02.
    expect(planCycleAmounts('0.05', ['50', '50']).amounts).toEqual(['0.03', '0.02']);
    // Without a full 100 % there is no remainder: each is rounded on its own.
    expect(planCycleAmounts('0.05', ['50']).amounts).toEqual(['0.03']);
  });

  it('names what 3 × 33.33 % lacks and takes no remainder', () => {
    const plan = planCycleAmounts('100000.00', ['33.33', '33.33', '33.33']);
    expect(plan.amounts).toEqual(['33330.00', '33330.00', '33330.00']);
    expect(plan.percentTotal).toBe('99.99');
    expect(plan.percentDifference).toBe('0.01');
    expect(plan.amountTotal).toBe('99990.00');
    expect(plan.amountDifference).toBe('10.00');
    expect(plan.balanced).toBe(false);
  });

  it('shows an excess as a negative difference', () => {
    const plan = planCycleAmounts('1000.00', ['60', '50']);
    expect(plan.percentDifference).toBe('-10.00');
    expect(plan.amountDifference).toBe('-100.00');
    expect(plan.balanced).toBe(false);
  });

  it('leaves a row with a bad percentage without an amount and the plan unbalanced', () => {
    const plan = planCycleAmounts('1000.00', ['30', 'abc', '70']);
    expect(plan.amounts).toEqual(['300.00', null, '700.00']);
    expect(plan.valid).toBe(false);
    expect(plan.percentTotal).toBe('100.00');
    expect(plan.balanced).toBe(false);
  });

  it('is unbalanced without rows and balanced for a zero contract at 100 %', () => {
    expect(planCycleAmounts('1000.00', []).balanced).toBe(false);
    expect(planCycleAmounts('0.00', ['40', '60'])).toMatchObject({
      amounts: ['0.00', '0.00'],
      balanced: true,
    });
  });

  it('keeps large amounts exact', () => {
    const plan = planCycleAmounts('999999999999999.99', ['30', '30', '40']);
    expect(plan.amounts).toEqual([
      '300000000000000.00',
      '300000000000000.00',
      '399999999999999.99',
    ]);
    expect(plan.amountTotal).toBe('999999999999999.99');
  });
});
