import { formatTenThousandYuan } from './money';

describe('formatTenThousandYuan', () => {
  it.each([
    [0, '0.00'],
    [12345, '1.23'],
    [15000, '1.50'],
    [10050, '1.01'],
    [10049.99, '1.00'],
    [123456789.12, '12345.68'],
    [-25000, '-2.50'],
    [-49, '0.00'],
    ['88000', '8.80'],
  ])('writes %j yuan as %s 万元', (amount, expected) => {
    expect(formatTenThousandYuan(amount)).toBe(expected);
  });

  it.each([NaN, Infinity, '', 'abc', '1,000'])('gives an empty string for %j', (amount) => {
    expect(formatTenThousandYuan(amount)).toBe('');
  });
});
