// Exact money arithmetic of invoicing and price requests, shared by the server (which stores what
// it computes) and the portal (which previews it while a form is filled). Amounts are decimal
// strings with up to 2 places, rates decimal strings with up to 6 places; everything is done in
// integers (BigInt cents and millionths), rounding half up (away from zero) once at the end.

const RATE_SCALE = 1_000_000n;

function parseScaled(value: string, places: number): bigint {
  const text = value.trim().replace(/,/g, '');
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > places && /[^0]/.test(fraction.slice(places)))
    throw new RangeError(`more than ${places} decimals: ${value}`);
  const scaled = BigInt(whole! + fraction.slice(0, places).padEnd(places, '0'));
  return sign ? -scaled : scaled;
}

/** "1234.5" → 123450n (cents). */
export const moneyToCents = (value: string): bigint => parseScaled(value, 2);

/** 123450n → "1234.50" */
export function centsToMoney(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

export interface TaxSplit {
  /** Including tax (as given, 2 places). */
  amount: string;
  /** amount / (1 + rate), rounded to the cent. */
  netAmount: string;
  /** amount − netAmount: the two always add up to the amount exactly. */
  taxAmount: string;
}

/**
 * Splits an amount including VAT into net and tax (价税分离): net = amount ÷ (1 + rate) rounded to
 * the cent, tax = amount − net. A negative amount (red-letter invoice) splits symmetrically.
 */
export function splitTax(amount: string, rate: string): TaxSplit {
  const cents = moneyToCents(amount);
  const rateMillionths = parseScaled(rate, 6);
  if (rateMillionths < 0n) throw new RangeError('negative tax rate');
  const net = divideRounded(cents * RATE_SCALE, RATE_SCALE + rateMillionths);
  return {
    amount: centsToMoney(cents),
    netAmount: centsToMoney(net),
    taxAmount: centsToMoney(cents - net),
  };
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (18th) of the first 17 characters of a 统一社会信用代码 (GB 32100-2015). */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARS.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[i]!;
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/** A well-formed 统一社会信用代码: 18 characters of the code set, a 6-digit area code, the right check character. */
export function isValidUscc(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NP-RTUWXY]{2}\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code[17];
}

/** One tier of a 差额定率累进 table: the rate on the part of the basis up to upperLimit (null: the rest). */
export interface RateTier {
  upperLimit: string | null;
  rate: string;
}

export interface TieredFeePart {
  /** The tier's bounds (yuan). */
  lower: string;
  upper: string | null;
  rate: string;
  /** The part of the basis inside the tier. */
  base: string;
  /** base × rate, to the cent (for display; the total is rounded once). */
  fee: string;
}

/**
 * The guidance fee of a basis by 差额定率累进 (differential rates, cumulative): each tier's rate
 * applies to the part of the basis inside it, the parts are added exactly and rounded to the cent
 * once. Tiers must be in ascending order of upper limit, the last one open (upperLimit null).
 */
export function tieredFee(
  basis: string,
  tiers: readonly RateTier[],
): { fee: string; parts: TieredFeePart[] } {
  const basisCents = moneyToCents(basis);
  if (basisCents < 0n) throw new RangeError('negative basis');
  let lower = 0n;
  let total = 0n;
  const parts: TieredFeePart[] = [];
  for (const tier of tiers) {
    if (basisCents <= lower) break;
    const upper = tier.upperLimit === null ? null : moneyToCents(tier.upperLimit);
    const top = upper === null || basisCents < upper ? basisCents : upper;
    const base = top - lower;
    const rate = parseScaled(tier.rate, 6);
    const exact = base * rate;
    total += exact;
    parts.push({
      lower: centsToMoney(lower),
      upper: upper === null ? null : centsToMoney(upper),
      rate: tier.rate,
      base: centsToMoney(base),
      fee: centsToMoney(divideRounded(exact, RATE_SCALE)),
    });
    if (upper === null) break;
    lower = upper;
  }
  return { fee: centsToMoney(divideRounded(total, RATE_SCALE)), parts };
}

/** (guidance − proposed) / guidance as a fraction with 6 places (下浮率); "0.000000" without a guidance fee. */
export function discountRateOf(guidanceFee: string, proposedFee: string): string {
  const guidance = moneyToCents(guidanceFee);
  if (guidance <= 0n) return '0.000000';
  const millionths = divideRounded((guidance - moneyToCents(proposedFee)) * RATE_SCALE, guidance);
  const negative = millionths < 0n;
  const abs = negative ? -millionths : millionths;
  const text = `${abs / RATE_SCALE}.${String(abs % RATE_SCALE).padStart(6, '0')}`;
  return negative ? `-${text}` : text;
}
