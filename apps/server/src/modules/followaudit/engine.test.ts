import { describe, expect, it } from 'vitest';
import { exceedsLimit, isOver, lineAmount, payFigures, percentOf, quantityText } from './engine';

const TERMS = {
  contractAmount: '55853.33',
  payRatio: '0.8',
  advanceAmount: '5000.00',
  advanceStartRatio: '0.1',
  advanceDeductRatio: '0.25',
  retentionRatio: '0.03',
};
const NOTHING = { approved: '0', advanceDeducted: '0', retained: '0', paid: '0' };

describe('跟踪审计 arithmetic', () => {
  it('rounds line amounts half up to 2 places, exactly', () => {
    expect(lineAmount('1.2', '4321.33')).toBe('5185.60');
    expect(lineAmount('1.1', '4321.33')).toBe('4753.46');
    expect(lineAmount('1.5', '4321.33')).toBe('6482.00');
    expect(lineAmount('2.5', '4321.33')).toBe('10803.33');
    expect(lineAmount('0.1', '0.15')).toBe('0.02');
  });

  it('answers percentages with 2 places and none of a zero base', () => {
    expect(percentOf('1107.89', '23205.60')).toBe('4.77');
    expect(percentOf('2.6', '2.5')).toBe('104.00');
    expect(percentOf('1', '0')).toBeNull();
    expect(quantityText('12.5000')).toBe('12.5');
  });

  it('flags a cumulative quantity past the contract quantity only', () => {
    expect(isOver('2.5', '2.5')).toBe(false);
    expect(isOver('2.5001', '2.5')).toBe(true);
  });

  it('computes the first period (hand-computed)', () => {
    const figures = payFigures(TERMS, NOTHING, '22097.71');
    // 22097.71 × 0.8 = 17678.168 → 17678.17; (22097.71 − 5585.333) × 0.25 = 4128.09425 → 4128.09;
    // 22097.71 × 0.03 = 662.9313 → 662.93; 17678.17 − 4128.09 − 662.93 = 12887.15.
    expect(figures).toMatchObject({
      approvedAmount: '22097.71',
      cumulativeApproved: '22097.71',
      payableLimit: '17678.17',
      advanceDeduction: '4128.09',
      retention: '662.93',
      payableCumulative: '12887.15',
      previouslyPaid: '0.00',
      payableThisPeriod: '12887.15',
      payAmount: '12887.15',
      paidTotal: '12887.15',
      paidPercent: '23.07',
    });
    expect(exceedsLimit(figures)).toBe(false);
  });

  it('stops deducting the advance once it is recovered and carries the history', () => {
    const history = {
      approved: '22097.71',
      advanceDeducted: '4128.09',
      retained: '662.93',
      paid: '12887.15',
    };
    const figures = payFigures(TERMS, history, '29007.00');
    // 29007 × 0.25 = 7251.75, but only 5000 − 4128.09 = 871.91 is outstanding.
    expect(figures).toMatchObject({
      cumulativeApproved: '51104.71',
      payableLimit: '40883.77',
      advanceDeduction: '871.91',
      advanceDeductedTotal: '5000.00',
      retention: '870.21',
      retentionTotal: '1533.14',
      payableCumulative: '34350.63',
      previouslyPaid: '12887.15',
      payableThisPeriod: '21463.48',
    });
    // 40883.77 − 12887.15 = 27996.62 is the most this period may pay.
    expect(exceedsLimit(payFigures(TERMS, history, '29007.00', '27996.62'))).toBe(false);
    expect(exceedsLimit(payFigures(TERMS, history, '29007.00', '27996.63'))).toBe(true);
  });

  it('deducts nothing below the start point and keeps approved figures as they were', () => {
    const below = payFigures(TERMS, NOTHING, '5000.00');
    expect(below.advanceDeduction).toBe('0.00');
    const kept = payFigures(TERMS, NOTHING, '22097.71', '10000.00', {
      advanceDeduction: '1.00',
      retention: '2.00',
    });
    expect(kept).toMatchObject({
      advanceDeduction: '1.00',
      retention: '2.00',
      payAmount: '10000.00',
    });
  });
});
