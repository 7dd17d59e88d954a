import { billSpread, compareIds, projectTotals } from './compareSpread';

const cell = (unitPrice: string) => ({ quantity: '1.00', unitPrice, amount: unitPrice });
const row = (...prices: (string | null)[]) => ({
  code: '010101001',
  name: '平整场地',
  unit: 'm2',
  cells: prices.map((price) => (price === null ? null : cell(price))),
});

describe('billSpread', () => {
  it('marks the highest and lowest unit price and gives the spread and its rate exactly', () => {
    expect(billSpread(row('10.00', '12.50', null, '10.00'))).toEqual({
      highest: [1],
      lowest: [0, 3],
      spread: '2.50',
      rate: '25.0',
    });
    // 0.1 + 0.2 style float traps stay exact in cents.
    expect(billSpread(row('0.30', '0.10')).spread).toBe('0.20');
    expect(billSpread(row('3.00', '1.00')).rate).toBe('200.0');
    expect(billSpread(row('3.00', '7.00')).rate).toBe('133.3');
  });

  it('has no spread when fewer than two projects have the bill, and marks nothing when all agree', () => {
    expect(billSpread(row('10.00', null))).toEqual({
      highest: [],
      lowest: [],
      spread: null,
      rate: null,
    });
    expect(billSpread(row('5.00', '5.00'))).toEqual({
      highest: [],
      lowest: [],
      spread: '0.00',
      rate: '0.0',
    });
    expect(billSpread(row('0.00', '5.00')).rate).toBeNull();
  });
});

describe('compareIds', () => {
  it('reads the ids in order without blanks or repeats', () => {
    expect(compareIds(' p-1, p-2,,p-1 ,p-3')).toEqual(['p-1', 'p-2', 'p-3']);
    expect(compareIds(null)).toEqual([]);
  });
});

describe('projectTotals', () => {
  it('adds each project’s amounts exactly, a missing bill counting nothing', () => {
    expect(
      projectTotals([row('0.10', '1.00'), row('0.20', null), row('-0.05', '2.35')], 2),
    ).toEqual(['0.25', '3.35']);
    expect(projectTotals([], 2)).toEqual(['0.00', '0.00']);
  });
});
