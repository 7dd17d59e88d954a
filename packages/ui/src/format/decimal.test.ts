import {
  formatDecimal,
  formatDecimalTenThousand,
  formatQuotient,
  shiftDecimalPoint,
} from './decimal';

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
    expect(formatQuotient('1000000', '300')).toBe('3,333.33');
    expect(formatQuotient('2000', '3')).toBe('666.67');
    expect(formatQuotient('1000', null)).toBe('');
    expect(formatQuotient('1000', '0')).toBe('');
  });

  it('divides to other precisions', () => {
    expect(formatQuotient('10', '3', 3)).toBe('3.333');
    expect(formatQuotient('-10', '4', 0)).toBe('-3');
  });

  it.each([
    ['0.2', 2, '20'],
    ['0.229885', 2, '22.9885'],
    ['20', -2, '0.2'],
    ['123456.7', -4, '12.34567'],
    ['-5', -1, '-0.5'],
    ['0.00', 2, '0'],
  ] as const)('moves the point of %s by %i places: %s', (value, places, expected) => {
    expect(shiftDecimalPoint(value, places)).toBe(expected);
  });

  it('refuses to move the point of what is not a decimal', () => {
    expect(shiftDecimalPoint('1e5', 2)).toBeNull();
    expect(shiftDecimalPoint(null, 2)).toBeNull();
  });

  it('writes 元 as 万元 exactly, with commas', () => {
    expect(formatDecimalTenThousand('123456789.12')).toBe('12,345.68');
    expect(formatDecimalTenThousand('50')).toBe('0.01');
    expect(formatDecimalTenThousand('49.99')).toBe('0.00');
    expect(formatDecimalTenThousand('x')).toBe('');
  });
});
