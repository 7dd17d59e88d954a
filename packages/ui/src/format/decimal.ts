// Money and quantities arrive from the server as exact decimal strings ("12345.67"); these write
// them for people without passing through binary floats, so a figure shows exactly what the
// server computed.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** Digits kept after the point while computing (the contract carries at most six). */
const SCALE = 6;
const SCALE_FACTOR = 10n ** BigInt(SCALE);

/** The decimal string as an integer count of millionths; null when it is not a decimal. */
function toScaled(value: string | null | undefined): bigint | null {
  const match = DECIMAL.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const scaled =
    BigInt(whole!) * SCALE_FACTOR + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign === '-' ? -scaled : scaled;
}

/** a / b rounded half away from zero. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const quotient = (x * 2n + y) / (y * 2n);
  return negative ? -quotient : quotient;
}

/** An integer count of 1/10^decimals as text with thousands commas ("1,234.50"). */
function writeFixed(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative && /[1-9]/.test(digits) ? '-' : ''}${whole}${fraction}`;
}

/**
 * A decimal string rounded (half away from zero) to `decimals` places with thousands commas:
 * "1234567.005" → "1,234,567.01". Not a decimal (null, '') gives ''.
 */
export function formatDecimal(value: string | null | undefined, decimals = 2): string {
  const scaled = toScaled(value);
  if (scaled === null) return '';
  return writeFixed(divideRounded(scaled, 10n ** BigInt(SCALE - decimals)), decimals);
}

/**
 * numerator ÷ denominator rounded to `decimals` places with thousands commas (单方造价 = 造价 ÷
 * 面积); '' when either is not a decimal or the denominator is zero.
 */
export function formatQuotient(
  numerator: string | null | undefined,
  denominator: string | null | undefined,
  decimals = 2,
): string {
  const [top, bottom] = [toScaled(numerator), toScaled(denominator)];
  if (top === null || bottom === null || bottom === 0n) return '';
  return writeFixed(divideRounded(top * 10n ** BigInt(decimals), bottom), decimals);
}

/**
 * Moves the decimal point `places` to the right (negative: left), exactly, trimming zeros:
 * ('0.2', 2) → '20', ('123456.7', -4) → '12.34567'. null for text that is not a decimal.
 */
export function shiftDecimalPoint(value: string | null | undefined, places: number): string | null {
  const match = DECIMAL.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  let digits = whole + fraction;
  let point = whole.length + places;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + '0'.repeat(point - digits.length);
  const intPart = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const fracPart = digits.slice(point).replace(/0+$/, '');
  const text = fracPart ? `${intPart}.${fracPart}` : intPart;
  return /^0(\.0*)?$/.test(text) ? '0' : `${sign}${text}`;
}

/**
 * An amount in 元 (decimal string) as 万元 with thousands commas and two decimals, exactly
 * ("123456789.12" → "12,345.68"); '' for what is not a decimal.
 */
export function formatDecimalTenThousand(value: string | null | undefined): string {
  return formatDecimal(shiftDecimalPoint(value, -4), 2);
}
