import { quickRange, toCalendarDate, toCalendarDateRange, toIsoDateRange } from './dateValue';

describe('dateValue', () => {
  it('given YYYY-MM-DD, parses it; given anything else, is no date', () => {
    expect(toCalendarDate('2024-02-29')?.toString()).toBe('2024-02-29');
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate('2024/02/29')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
  });

  it('given a range, round-trips it; given half a range, is no range', () => {
    const range = { start: '2024-01-01', end: '2024-01-31' };
    expect(toIsoDateRange(toCalendarDateRange(range))).toEqual(range);
    expect(toCalendarDateRange({ start: '2024-01-01', end: '' })).toBeNull();
  });

  it.each([
    ['today', '2024-03-01', '2024-03-01'],
    ['last7Days', '2024-02-24', '2024-03-01'],
    ['last30Days', '2024-02-01', '2024-03-01'],
    ['last90Days', '2023-12-03', '2024-03-01'],
  ] as const)('given today 2024-03-01, %s runs %s … %s (both ends included)', (key, start, end) => {
    expect(quickRange(key, '2024-03-01')).toEqual({ start, end });
  });
});
