import { formatDecimal, formatPerArea } from './decimals';

describe('decimal formatting', () => {
  it.each([
    ['1234567.005', '1,234,567.01'],
    ['0.005', '0.01'],
    ['-0.004', '0.00'],
    ['-1234.5', '-1,234.50'],
    ['12', '12.00'],
    ['999999999999999.999999', '1,000,000,000,000,000.00'],
  ])('writes %s as %s', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });

  it('leaves what is not a decimal empty', () => {
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal('')).toBe('');
    expect(formatDecimal('12a')).toBe('');
  });

  it('divides 造价 by the area for 元/m², without an area nothing', () => {
    expect(formatPerArea('1000000', '300')).toBe('3,333.33');
    expect(formatPerArea('2000', '3')).toBe('666.67');
    expect(formatPerArea('1000', null)).toBe('');
    expect(formatPerArea('1000', '0')).toBe('');
  });
});
