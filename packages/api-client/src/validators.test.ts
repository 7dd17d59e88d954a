import { describe, expect, it } from 'vitest';
import { isNumeric, isValidMobile, isValidPassword } from './validators';

describe('password policy', () => {
  it('accepts 8–30 characters with two kinds', () => {
    expect(isValidPassword('Admin@123456')).toBe(true);
    expect(isValidPassword('abcd1234')).toBe(true);
    expect(isValidPassword('abcd!@#$')).toBe(true);
  });
  it('rejects one kind, too short or too long', () => {
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('ab12')).toBe(false);
    expect(isValidPassword('a1'.repeat(16))).toBe(false);
  });
});

describe('mobile number', () => {
  it('accepts numbers with and without a prefix', () => {
    expect(isValidMobile('13812345678')).toBe(true);
    expect(isValidMobile('+8613812345678')).toBe(true);
    expect(isValidMobile('008619912345678')).toBe(true);
  });
  it('rejects wrong lengths and prefixes', () => {
    expect(isValidMobile('1381234567')).toBe(false);
    expect(isValidMobile('12812345678')).toBe(false);
    expect(isValidMobile('+8513812345678')).toBe(false);
  });
});

describe('number check', () => {
  it('accepts decimals, negatives and thousands commas', () => {
    for (const v of ['0', '12.5', '-3.25', '1,234,567.89', '-1,000'])
      expect(isNumeric(v)).toBe(true);
  });
  it('rejects malformed numbers', () => {
    for (const v of ['', '1,23', '12a', '1.2.3', '--1']) expect(isNumeric(v)).toBe(false);
  });
});
