import { formatMoney, formatWan, formatYuan } from './money';

describe('finance money and dates', () => {
  it.each([
    ['1234567.5', '1,234,567.50'],
    ['0', '0.00'],
    ['-88.005', '-88.01'],
  ])('writes %s 元 as %s', (value, expected) => {
    expect(formatYuan(value)).toBe(expected);
  });

  it.each([
    ['123456789.12', '12,345.68'],
    ['12345', '1.23'],
    ['10050', '1.01'],
    ['-25000', '-2.50'],
    ['49', '0.00'],
    ['0.5', '0.00'],
    ['999999999999999.99', '100,000,000,000.00'],
  ])('writes %s 元 as %s 万元, exactly', (value, expected) => {
    expect(formatWan(value)).toBe(expected);
  });

  it('leaves what is not a decimal empty and switches units', () => {
    expect(formatWan(null)).toBe('');
    expect(formatYuan('abc')).toBe('');
    expect(formatMoney('1500000', 'wan')).toBe('150.00');
    expect(formatMoney('1500000', 'yuan')).toBe('1,500,000.00');
  });
});
