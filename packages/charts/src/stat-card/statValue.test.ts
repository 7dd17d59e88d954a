import { formatStatValue, groupDigits, sparklinePoints, statDelta } from './statValue';

describe('formatStatValue', () => {
  it('shows yuan with two decimals and thousands separators, keeping API strings exact', () => {
    expect(formatStatValue(1234567.5, 'yuan')).toBe('1,234,567.50');
    expect(formatStatValue('98765432109876.05', 'yuan')).toBe('98,765,432,109,876.05');
    expect(formatStatValue('12.5', 'yuan')).toBe('12.50');
    expect(formatStatValue(-1000, 'yuan')).toBe('-1,000.00');
  });

  it('shows 万元 from a yuan amount with the ui package rounding', () => {
    expect(formatStatValue(123456789, 'tenThousandYuan')).toBe('12,345.68');
    expect(formatStatValue('10050', 'tenThousandYuan')).toBe('1.01');
    expect(formatStatValue(-25000, 'tenThousandYuan')).toBe('-2.50');
  });

  it('shows rates with one decimal and people as whole numbers', () => {
    expect(formatStatValue(82.46, 'percent')).toBe('82.5');
    expect(formatStatValue(1234, 'people')).toBe('1,234');
    expect(formatStatValue(12.345, 'percent', 2)).toBe('12.35');
  });

  it('shows a dash without a value', () => {
    expect(formatStatValue(null, 'yuan')).toBe('—');
    expect(formatStatValue('', 'tenThousandYuan')).toBe('—');
    expect(formatStatValue('abc', 'people')).toBe('—');
  });

  it('groups only the integer part', () => {
    expect(groupDigits('1234.5678')).toBe('1,234.5678');
    expect(groupDigits('-999')).toBe('-999');
  });
});

describe('statDelta', () => {
  it('gives amounts a relative change in percent', () => {
    expect(statDelta(112.5, 100, 'yuan')).toEqual({
      direction: 'up',
      amount: 12.5,
      kind: 'percent',
    });
    expect(statDelta('80', '100', 'tenThousandYuan')).toEqual({
      direction: 'down',
      amount: 20,
      kind: 'percent',
    });
  });

  it('gives rates a difference in percentage points', () => {
    const delta = statDelta(85, 80.5, 'percent');
    expect(delta?.direction).toBe('up');
    expect(delta?.kind).toBe('points');
    expect(delta?.amount).toBeCloseTo(4.5);
  });

  it('calls a change that rounds to 0.0 flat, and has no percentage from a zero base', () => {
    expect(statDelta(100.01, 100, 'yuan')?.direction).toBe('flat');
    expect(statDelta(5, 0, 'people')).toEqual({ direction: 'up', amount: null, kind: 'percent' });
    expect(statDelta(0, 0, 'people')?.direction).toBe('flat');
  });

  it('is null without both values', () => {
    expect(statDelta(5, null, 'people')).toBeNull();
    expect(statDelta(null, 5, 'people')).toBeNull();
  });
});

describe('sparklinePoints', () => {
  it('puts the highest value at the top and the lowest at the bottom, skipping gaps', () => {
    expect(sparklinePoints([0, null, 10], 100, 24)).toBe('0.0,22.0 100.0,2.0');
  });

  it('draws nothing with fewer than two values and a centred line for flat data', () => {
    expect(sparklinePoints([3], 100, 24)).toBe('');
    expect(sparklinePoints([3, 3], 100, 24)).toBe('0.0,12.0 100.0,12.0');
  });
});
