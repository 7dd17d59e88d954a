import type { CostProject } from '../engine/model';
import type { EffectiveRule, RuleDef, RuleLookup, RuleOverride } from './types';

/**
 * The effective rules for one project: each RuleDef's defaults (its project kind's range when it
 * has one), then the administrator's overrides, the most specific winning (file type, region and
 * project kind each add one to the specificity; ties: the later row).
 */
export function ruleLookup(
  defs: readonly RuleDef[],
  overrides: readonly RuleOverride[],
  project: Pick<CostProject, 'kind' | 'region' | 'fileType'>,
): RuleLookup {
  const byKey = new Map<string, EffectiveRule>();
  for (const def of defs) {
    const kindRange = project.kind ? def.byKind?.[project.kind] : undefined;
    byKey.set(def.key, {
      key: def.key,
      severity: def.severity,
      min: kindRange ? kindRange.min : (def.min ?? null),
      max: kindRange ? kindRange.max : (def.max ?? null),
      enabled: true,
    });
  }
  const applicable = overrides
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        (row.projectKind === null || row.projectKind === project.kind) &&
        (row.region === null || row.region === project.region) &&
        (row.fileType === null || row.fileType === project.fileType),
    )
    .sort((a, b) => specificity(a.row) - specificity(b.row) || a.index - b.index);
  for (const { row } of applicable) {
    const current = byKey.get(row.key);
    if (!current) continue;
    byKey.set(row.key, {
      key: row.key,
      severity: row.severity ?? current.severity,
      min: row.min ?? current.min,
      max: row.max ?? current.max,
      enabled: row.enabled,
    });
  }
  return (key) => {
    const rule = byKey.get(key);
    if (!rule) throw new Error(`quality rule ${key} is not defined`);
    return rule;
  };
}

function specificity(row: RuleOverride): number {
  return (
    Number(row.projectKind !== null) + Number(row.region !== null) + Number(row.fileType !== null)
  );
}

const FORMATS = new Map<number, Intl.NumberFormat>();

/** Formats a number for expected/actual: thousands separators, up to `places` decimals. */
export function shown(value: number, places = 2): string {
  let format = FORMATS.get(places);
  if (!format) {
    // One formatter per precision: toLocaleString with options builds one per call (~35 µs).
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: places,
    });
    FORMATS.set(places, format);
  }
  return format.format(value);
}

/** "5%–7%", "≥ 3", "≤ 25%" for a range. */
export function shownRange(min: number | null, max: number | null, unit = ''): string {
  if (min !== null && max !== null) return `${shown(min)}${unit}–${shown(max)}${unit}`;
  if (min !== null) return `≥ ${shown(min)}${unit}`;
  if (max !== null) return `≤ ${shown(max)}${unit}`;
  return '';
}

/** Whether a value falls inside a rule's range (bounds inclusive). */
export function inRange(value: number, rule: Pick<EffectiveRule, 'min' | 'max'>): boolean {
  return (rule.min === null || value >= rule.min) && (rule.max === null || value <= rule.max);
}
