// Money and quantities arrive as decimal strings ("12345.67"); these helpers format them without
// binary floats, so a figure shows exactly what the server computed.

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

/** 单方造价 in 元/m² with two decimals: amount ÷ area; '' without an area. */
export function formatPerArea(
  amount: string | null | undefined,
  area: string | null | undefined,
): string {
  const [money, size] = [toScaled(amount), toScaled(area)];
  if (money === null || size === null || size === 0n) return '';
  return writeFixed(divideRounded(money * 100n, size), 2);
}
