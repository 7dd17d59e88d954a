import { describe, expect, it } from 'vitest';
import {
  discountRateOf,
  isValidUscc,
  splitTax,
  tieredFee,
  usccCheckChar,
  type RateTier,
} from './invoicingMath';
import { invoiceApplySaveSchema } from './invoicing';

describe('splitTax (价税分离)', () => {
  it.each([
    ['106000.00', '0.06', '100000.00', '6000.00'],
    ['100', '0.06', '94.34', '5.66'],
    ['1.00', '0.06', '0.94', '0.06'],
    ['0.01', '0.06', '0.01', '0.00'],
    ['12345.67', '0.09', '11326.30', '1019.37'],
    ['1,000,000.00', '0.13', '884955.75', '115044.25'],
    ['500.00', '0', '500.00', '0.00'],
    ['-106.00', '0.06', '-100.00', '-6.00'],
  ])('%s at %s → net %s, tax %s', (amount, rate, net, tax) => {
    const split = splitTax(amount, rate);
    expect(split.netAmount).toBe(net);
    expect(split.taxAmount).toBe(tax);
  });

  it('net and tax always add up to the amount to the cent', () => {
    for (let cents = 1; cents < 5000; cents += 7) {
      const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      const { netAmount, taxAmount } = splitTax(amount, '0.06');
      const total = Math.round(Number(netAmount) * 100) + Math.round(Number(taxAmount) * 100);
      expect(total).toBe(cents);
    }
  });

  it('refuses more than two decimals', () => {
    expect(() => splitTax('1.005', '0.06')).toThrow(RangeError);
  });
});

describe('统一社会信用代码', () => {
  it('accepts the standard’s example and computed codes', () => {
    expect(isValidUscc('91350100M000100Y43')).toBe(true);
    expect(isValidUscc('91330106MA2GL3XK1L')).toBe(true);
    expect(isValidUscc('11330100002494123U')).toBe(true);
    expect(isValidUscc(' 91330106ma2gl3xk1l ')).toBe(true);
  });
  it('refuses a wrong check character, length or a letter outside the code set', () => {
    expect(isValidUscc('91350100M000100Y44')).toBe(false);
    expect(isValidUscc('91350100M000100Y4')).toBe(false);
    expect(isValidUscc('91350100M000100I43')).toBe(false);
    expect(isValidUscc('9135A100M000100Y43')).toBe(false);
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
  });
  it('is checked by the application schema, and special invoices need the billing data', () => {
    const base = { contractId: 'c1', buyerName: '某局', amount: '100' };
    expect(
      invoiceApplySaveSchema.safeParse({
        ...base,
        kind: 'normal',
        buyerTaxNo: '91350100M000100Y44',
      }).success,
    ).toBe(false);
    expect(
      invoiceApplySaveSchema.safeParse({
        ...base,
        kind: 'normal',
        buyerTaxNo: '91350100M000100Y43',
      }).success,
    ).toBe(true);
    const special = invoiceApplySaveSchema.safeParse({ ...base, kind: 'special' });
    expect(special.success).toBe(false);
    expect(special.error?.issues.map((issue) => issue.path[0])).toEqual([
      'buyerTaxNo',
      'buyerAddressPhone',
      'buyerBankAccount',
    ]);
  });
});

const BUDGET: RateTier[] = [
  { upperLimit: '1000000', rate: '0.0055' },
  { upperLimit: '5000000', rate: '0.0045' },
  { upperLimit: '10000000', rate: '0.004' },
  { upperLimit: '50000000', rate: '0.0035' },
  { upperLimit: '100000000', rate: '0.003' },
  { upperLimit: '500000000', rate: '0.0025' },
  { upperLimit: null, rate: '0.002' },
];
const WHOLE: RateTier[] = [
  { upperLimit: '1000000', rate: '0.015' },
  { upperLimit: '5000000', rate: '0.012' },
  { upperLimit: '10000000', rate: '0.01' },
  { upperLimit: '50000000', rate: '0.008' },
  { upperLimit: '100000000', rate: '0.006' },
  { upperLimit: '500000000', rate: '0.005' },
  { upperLimit: null, rate: '0.004' },
];

describe('tieredFee (差额定率累进)', () => {
  it('budget of 12,000,000: 5,500 + 18,000 + 20,000 + 7,000 = 50,500.00', () => {
    const { fee, parts } = tieredFee('12000000', BUDGET);
    expect(fee).toBe('50500.00');
    expect(parts.map((part) => [part.base, part.fee])).toEqual([
      ['1000000.00', '5500.00'],
      ['4000000.00', '18000.00'],
      ['5000000.00', '20000.00'],
      ['2000000.00', '7000.00'],
    ]);
  });
  it('a basis inside the first tier: 800,000 × 5.5 ‰ = 4,400.00', () => {
    expect(tieredFee('800000', BUDGET).fee).toBe('4400.00');
  });
  it('whole process of 123,456,789.01 rounds once: 850,283.94505 → 850,283.95', () => {
    // 15,000 + 48,000 + 50,000 + 320,000 + 300,000 + 23,456,789.01 × 5 ‰ (117,283.94505)
    expect(tieredFee('123456789.01', WHOLE).fee).toBe('850283.95');
  });
  it('the open last tier takes the rest: 600,000,000 of budget', () => {
    // 5,500 + 18,000 + 20,000 + 140,000 + 150,000 + 1,000,000 + 100,000,000 × 2 ‰
    expect(tieredFee('600000000', BUDGET).fee).toBe('1533500.00');
  });
  it('nothing for a zero basis', () => {
    expect(tieredFee('0', BUDGET)).toEqual({ fee: '0.00', parts: [] });
  });
});

describe('discountRateOf (下浮率)', () => {
  it('is the share below the guidance fee', () => {
    expect(discountRateOf('50500.00', '42925.00')).toBe('0.150000');
    expect(discountRateOf('3.00', '2.00')).toBe('0.333333');
    expect(discountRateOf('100.00', '110.00')).toBe('-0.100000');
    expect(discountRateOf('0.00', '10.00')).toBe('0.000000');
  });
});
