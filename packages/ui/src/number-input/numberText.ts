import { isNumeric } from '@ccms/api-client';

// Text ⇄ number for NumberInput, by the spec's number rule (shared with the server).

export type ParsedNumber =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

/** Reads typed text: blank is empty; the spec's number rule (commas allowed) is a number. */
export function parseNumberText(text: string): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!isNumeric(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

const numberFormats = new Map<number | undefined, Intl.NumberFormat>();

/** Writes a number with thousands commas; `precision` fixes the decimals, else they are kept. */
export function formatNumberText(value: number, precision?: number): string {
  // Building a NumberFormat costs ~50 µs; grids format thousands of cells, so keep one per precision.
  let format = numberFormats.get(precision);
  if (!format) {
    // en-US always groups with "," and uses "." whatever the user's locale, as the rule expects.
    format = new Intl.NumberFormat('en-US', {
      useGrouping: true,
      minimumFractionDigits: precision ?? 0,
      maximumFractionDigits: precision ?? 20,
    });
    numberFormats.set(precision, format);
  }
  return format.format(value);
}

export interface NumberBounds {
  min?: number | undefined;
  max?: number | undefined;
  precision?: number | undefined;
}

/** Rounds to `precision` decimals, then keeps the value within min and max. */
export function normaliseNumber(value: number, { min, max, precision }: NumberBounds): number {
  let next = value;
  if (precision !== undefined) {
    const factor = 10 ** precision;
    next = Math.round((next + Number.EPSILON * Math.sign(next)) * factor) / factor;
  }
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}

/** One arrow-key step from the current value (blank starts from min, or 0). */
export function stepNumber(current: number | null, step: number, bounds: NumberBounds): number {
  const start = current ?? bounds.min ?? 0;
  // Decimal steps (0.1) would drift in binary; round to the finer of step and precision.
  const decimals = Math.max(
    bounds.precision ?? 0,
    (String(step).split('.')[1] ?? '').length,
    (String(start).split('.')[1] ?? '').length,
  );
  const raw = Number((start + step).toFixed(decimals));
  return normaliseNumber(raw, bounds);
}
