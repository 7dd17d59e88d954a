import { formatNumberText, normaliseNumber, parseNumberText, stepNumber } from './numberText';

describe('number text', () => {
  it.each([
    ['1,234.5', 1234.5],
    ['-1,234,567.25', -1234567.25],
    ['-0.5', -0.5],
    ['  42 ', 42],
    ['1000000', 1000000],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumberText(text)).toEqual({ kind: 'number', value });
  });

  it.each(['1,23', 'abc', '1.2.3', '--1', '+1', '1e5', ',100'])('rejects %s', (text) => {
    expect(parseNumberText(text)).toEqual({ kind: 'invalid' });
  });

  it('reads blank text as empty', () => {
    expect(parseNumberText('   ')).toEqual({ kind: 'empty' });
  });

  it('writes thousands commas and keeps or fixes the decimals', () => {
    expect(formatNumberText(1234567.891)).toBe('1,234,567.891');
    expect(formatNumberText(-1234.5, 2)).toBe('-1,234.50');
    expect(formatNumberText(999)).toBe('999');
    expect(formatNumberText(0.000001)).toBe('0.000001');
  });

  it('rounds to precision then clamps to min and max', () => {
    expect(normaliseNumber(1.005, { precision: 2 })).toBe(1.01);
    expect(normaliseNumber(-2.5, { min: 0 })).toBe(0);
    expect(normaliseNumber(120, { max: 100 })).toBe(100);
  });

  it('steps without binary drift and within bounds', () => {
    expect(stepNumber(0.1, 0.2, {})).toBe(0.3);
    expect(stepNumber(null, 1, { min: 5 })).toBe(6);
    expect(stepNumber(null, -1, {})).toBe(-1);
    expect(stepNumber(9.5, 1, { max: 10 })).toBe(10);
  });
});
