/**
 * Auto-coding of resources to the standard catalogue and the unit conversions of 转换工程量.
 * Pure functions: the service loads the resources and stores what these decide.
 */
import Decimal from 'decimal.js';
import { normaliseUnit, quantityDecimals } from '../engine/model';
import { CATALOGUE_BY_CODE, CATALOGUE_ENTRIES, type CatalogueEntry } from './catalogue';
import { similarity } from './similarity';

/** A similarity below this leaves the resource uncoded for a person to decide. */
export const CODING_THRESHOLD = 0.75;

export interface ResourceToCode {
  code: string;
  name: string;
  spec: string;
  unit: string;
}

export interface CodingProposal {
  catalogueCode: string;
  /** 0–1, 4 decimals. */
  confidence: number;
  method: 'code' | 'similar';
}

/** Units are compatible when equal after normalisation or convertible (kg ↔ t …). */
function unitsFit(a: string, b: string): boolean {
  return conversionFactor(a, b) !== null;
}

/**
 * The catalogue entry a resource codes to: the same code when the units fit, else the most
 * similar entry with a fitting unit, scored 0.6 × name + 0.4 × spec similarity (an empty spec on
 * both sides counts as equal); null when nothing reaches CODING_THRESHOLD. Ties go to the
 * lower catalogue code, so the result never depends on order.
 */
export function proposeCoding(
  resource: ResourceToCode,
  catalogue: readonly CatalogueEntry[] = CATALOGUE_ENTRIES,
): CodingProposal | null {
  const byCode =
    catalogue === CATALOGUE_ENTRIES
      ? CATALOGUE_BY_CODE.get(resource.code)
      : catalogue.find((entry) => entry.code === resource.code);
  if (byCode && unitsFit(resource.unit, byCode.unit))
    return { catalogueCode: byCode.code, confidence: 1, method: 'code' };
  let best: { entry: CatalogueEntry; score: number } | null = null;
  for (const entry of catalogue) {
    if (!unitsFit(resource.unit, entry.unit)) continue;
    const name = similarity(resource.name, entry.name);
    if (name < 0.5) continue;
    const spec =
      !resource.spec.trim() && !entry.spec.trim() ? 1 : similarity(resource.spec, entry.spec);
    const score = 0.6 * name + 0.4 * spec;
    if (!best || score > best.score || (score === best.score && entry.code < best.entry.code))
      best = { entry, score };
  }
  if (!best || best.score < CODING_THRESHOLD) return null;
  return {
    catalogueCode: best.entry.code,
    confidence: Math.round(best.score * 10_000) / 10_000,
    method: 'similar',
  };
}

/** Conversions between units of one dimension: factor to multiply a quantity by. */
const TO_BASE: Record<string, [dimension: string, factor: string]> = {
  g: ['mass', '0.001'],
  kg: ['mass', '1'],
  t: ['mass', '1000'],
  mm: ['length', '0.001'],
  cm: ['length', '0.01'],
  m: ['length', '1'],
  km: ['length', '1000'],
  m2: ['area', '1'],
  m3: ['volume', '1'],
  l: ['volume', '0.001'],
  块: ['count-brick', '1'],
  千块: ['count-brick', '1000'],
};

/**
 * The factor converting a quantity in `from` to `to` (DOMAIN.md §1 units, normalised first):
 * 1 for the same unit, kg → t 0.001, t → kg 1000 …; null when they do not convert.
 */
export function conversionFactor(from: string, to: string): Decimal | null {
  const a = normaliseUnit(from);
  const b = normaliseUnit(to);
  if (a === b) return new Decimal(1);
  const left = TO_BASE[a] ?? TO_BASE[a.toLowerCase()];
  const right = TO_BASE[b] ?? TO_BASE[b.toLowerCase()];
  if (!left || !right || left[0] !== right[0]) return null;
  return new Decimal(left[1]).div(right[1]);
}

/** quantity × factor, rounded by the target unit's precision (4 places when it has no rule). */
export function transformQuantity(
  quantity: Decimal.Value,
  factor: Decimal.Value,
  unit: string,
): string {
  const places = quantityDecimals(unit) ?? 4;
  return new Decimal(quantity)
    .times(factor)
    .toDecimalPlaces(places, Decimal.ROUND_HALF_UP)
    .toFixed(places);
}
