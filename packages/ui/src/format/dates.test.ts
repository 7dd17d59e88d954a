import { formatBankDate, formatBankDateTime, formatDate, formatDateTime, quarterOf } from './dates';

// Local-time constructors, so the expectations hold in every time zone.
const afternoon = new Date(2026, 10, 22, 14, 5, 9);
const newYear = new Date(2027, 0, 1, 0, 0, 0);

describe('date formats', () => {
  it('writes YYYY-MM-DD, YYYY-MM-DD HH:mm:ss and the bank date YYYY/MM/DD', () => {
    expect(formatDate(afternoon)).toBe('2026-11-22');
    expect(formatDateTime(afternoon)).toBe('2026-11-22 14:05:09');
    expect(formatBankDate(afternoon)).toBe('2026/11/22');
    expect(formatDate(newYear)).toBe('2027-01-01');
    expect(formatDateTime(newYear)).toBe('2027-01-01 00:00:00');
    expect(formatBankDate(newYear)).toBe('2027/01/01');
  });

  it('accepts timestamps and date strings', () => {
    expect(formatDate(afternoon.getTime())).toBe('2026-11-22');
    expect(formatDateTime('2026-03-05T08:09:10')).toBe('2026-03-05 08:09:10');
  });

  it.each(['', 'not a date', NaN])('gives an empty string for %j', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
    expect(formatBankDate(value)).toBe('');
  });
});

describe('quarterOf', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 2],
    [7, 3],
    [8, 3],
    [9, 3],
    [10, 4],
    [11, 4],
    [12, 4],
  ])('puts calendar month %d in quarter %d', (month, quarter) => {
    expect(quarterOf(new Date(2026, month - 1, 15))).toBe(quarter);
  });

  it('is NaN for an invalid date', () => {
    expect(quarterOf('nope')).toBeNaN();
  });
});

describe('formatBankDateTime', () => {
  it('writes bank dates YYYY/MM/DD, keeping the time', () => {
    expect(formatBankDateTime('2026-03-05 09:30:00')).toBe('2026/03/05 09:30:00');
    expect(formatBankDateTime('2026-03-05')).toBe('2026/03/05');
    expect(formatBankDateTime('')).toBe('');
    expect(formatBankDateTime(null)).toBe('');
    expect(formatBankDateTime('2026/03/05')).toBe('2026/03/05');
  });
});
