import { formatTenThousandYuan } from '@ccms/ui';

/** What a figure counts: yuan, 万元 (given in yuan), a rate in percent, or people. */
export type StatUnit = 'yuan' | 'tenThousandYuan' | 'percent' | 'people';

/** The direction of a change against the previous period. */
export type DeltaDirection = 'up' | 'down' | 'flat';

export interface StatDelta {
  direction: DeltaDirection;
  /**
   * The size of the change (never negative): a relative change in percent for amounts and
   * counts, a difference in percentage points for rates; `null` when the previous value is 0.
   */
  amount: number | null;
  kind: 'percent' | 'points';
}

const DEFAULT_FRACTION_DIGITS: Record<StatUnit, number> = {
  yuan: 2,
  tenThousandYuan: 2,
  percent: 1,
  people: 0,
};

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Thousands separators in the integer part of a plain decimal string: "-1234.5" → "-1,234.5". */
export function groupDigits(decimal: string): string {
  const [integer = '', fraction] = decimal.split('.');
  const sign = integer.startsWith('-') ? '-' : '';
  const digits = integer.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A figure as a stat card shows it, without its unit: 元 with 2 decimals, 万元 from a yuan
 * amount with 2 decimals (the ui package's 万元 rounding), rates with 1, people whole; thousands
 * separated. An API amount string with up to 2 decimals is kept exactly. No value gives "—".
 */
export function formatStatValue(
  value: number | string | null | undefined,
  unit: StatUnit,
  fractionDigits = DEFAULT_FRACTION_DIGITS[unit],
): string {
  if (unit === 'tenThousandYuan' && fractionDigits === 2) {
    const formatted = value === null || value === undefined ? '' : formatTenThousandYuan(value);
    return formatted === '' ? '—' : groupDigits(formatted);
  }
  if (typeof value === 'string' && unit === 'yuan') {
    const exact = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
    if (exact && fractionDigits === 2) {
      return groupDigits(`${exact[1]}.${(exact[2] ?? '').padEnd(2, '0')}`);
    }
  }
  const number = toNumber(value);
  if (number === null) return '—';
  const scaled = unit === 'tenThousandYuan' ? number / 10_000 : number;
  const factor = 10 ** fractionDigits;
  // Half away from zero, as the money formatter rounds; -0 is shown as 0.
  const rounded = (Math.sign(scaled) * Math.round(Math.abs(scaled) * factor)) / factor;
  return groupDigits((rounded === 0 ? 0 : rounded).toFixed(fractionDigits));
}

/**
 * The change from the previous period: relative (in %) for amounts and people, in percentage
 * points for rates. A change that rounds to 0.0 is flat. `null` without both values.
 */
export function statDelta(
  value: number | string | null | undefined,
  previous: number | string | null | undefined,
  unit: StatUnit,
): StatDelta | null {
  const current = toNumber(value);
  const before = toNumber(previous);
  if (current === null || before === null) return null;
  const difference = current - before;
  const kind = unit === 'percent' ? 'points' : 'percent';
  const amount =
    unit === 'percent'
      ? Math.abs(difference)
      : before === 0
        ? null
        : Math.abs((difference / Math.abs(before)) * 100);
  const flat = amount === null ? difference === 0 : Math.round(amount * 10) === 0;
  return {
    direction: flat ? 'flat' : difference > 0 ? 'up' : 'down',
    amount: flat ? 0 : amount,
    kind,
  };
}

/** The polyline points of a sparkline in a width × height box (gaps skipped; flat data centred). */
export function sparklinePoints(
  values: readonly (number | null)[],
  width: number,
  height: number,
): string {
  const present = values.filter(
    (value): value is number => value !== null && Number.isFinite(value),
  );
  if (present.length < 2) return '';
  const min = Math.min(...present);
  const max = Math.max(...present);
  const step = width / (values.length - 1);
  const padding = 2;
  return values
    .map((value, index) => {
      if (value === null || !Number.isFinite(value)) return null;
      const y =
        max === min
          ? height / 2
          : padding + (1 - (value - min) / (max - min)) * (height - 2 * padding);
      return `${(index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .filter((point): point is string => point !== null)
    .join(' ');
}
