import nzh from 'nzh/cn';
import { formatCapitalMoney } from './capitalMoney';

describe('formatCapitalMoney', () => {
  it.each([
    [0, '零元整'],
    ['0', '零元整'],
    ['0.00', '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15.5, '壹拾伍元伍角'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.55, '伍角伍分'],
    [100.01, '壹佰元零壹分'],
    [1001, '壹仟零壹元整'],
    [10010.5, '壹万零壹拾元伍角'],
    [20000, '贰万元整'],
    [608913.84, '陆拾万捌仟玖佰壹拾叁元捌角肆分'],
    [600813, '陆拾万零捌佰壹拾叁元整'],
    [9600208355, '玖拾陆亿零贰拾万捌仟叁佰伍拾伍元整'],
    [100200.3, '壹拾万零贰佰元叁角'],
    [1010101.01, '壹佰零壹万零壹佰零壹元零壹分'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [101000000, '壹亿零壹佰万元整'],
    [105000000.07, '壹亿零伍佰万元零柒分'],
    [123456789.12, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    [1000010000, '壹拾亿零壹万元整'],
    ['999999999999.99', '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['  42.10 ', '肆拾贰元壹角'],
    ['007', '柒元整'],
  ])('writes %j as %s', (amount, expected) => {
    expect(formatCapitalMoney(amount)).toBe(expected);
  });

  it.each([
    [1.005, '壹元零壹分'],
    [1.004, '壹元整'],
    ['0.999', '壹元整'],
    [1e-7, '零元整'],
  ])('rounds %j half up to the fen: %s', (amount, expected) => {
    expect(formatCapitalMoney(amount)).toBe(expected);
  });

  it.each([
    -1,
    -0.01,
    NaN,
    Infinity,
    '',
    ' ',
    'abc',
    '1,000',
    '-5',
    '+5',
    '1.',
    '.5',
    '1e5',
    '0x10',
    1e12,
    '1000000000000',
  ])('gives an empty string for %j', (amount) => {
    expect(formatCapitalMoney(amount)).toBe('');
  });

  /** mulberry32: a tiny seeded PRNG, so the 10,000 amounts are the same on every run. */
  function mulberry32(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('agrees with nzh (npm) on 10,000 seeded random amounts', () => {
    const random = mulberry32(20261122);
    const mismatches: string[] = [];
    for (let index = 0; index < 10_000; index++) {
      // Whole cents with 1 to 14 digits, so every magnitude from 分 to 千亿 is drawn equally often.
      const digits = 1 + Math.floor(random() * 14);
      const cents = Math.floor(random() * 10 ** digits);
      // Some amounts end in zeros (…00元, 万元整), the cases where 零 and units are easy to get wrong.
      const rounded =
        random() < 0.3 ? cents - (cents % 10 ** Math.floor(random() * digits)) : cents;
      const amount = `${Math.floor(rounded / 100)}.${String(rounded % 100).padStart(2, '0')}`;
      // nzh prints "人民币" before the amount by default; outSymbol:false is its option to leave it out.
      // nzh omits 整 when its input string has a fraction of zeros ("1.00" → 壹元); both
      // spellings are accepted on cheques, so the reference gets the shortest form of the number.
      const reference = nzh.toMoney(String(Number(amount)), { outSymbol: false });
      const ours = formatCapitalMoney(amount);
      if (ours !== reference) mismatches.push(`${amount}: ours ${ours}, nzh ${reference}`);
    }
    expect(mismatches).toEqual([]);
  });
});
