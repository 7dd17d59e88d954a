/**
 * Unusual-data checks (spec 001 §7 unusualAnalyze, DOMAIN.md §3): a project against the project
 * library of its kind. A value is unusual when its z-score against the library exceeds 3, or
 * when it lies outside the library's P1–P99 — the latter only once the key has 100 samples (with
 * fewer, P1 and P99 are little more than the smallest and largest value seen, and a clean project
 * would fall outside them every few keys). Keys the library has seen in fewer than
 * UNUSUAL_MIN_SAMPLES projects are not judged; per-m² indicators then fall back to the DOMAIN.md
 * default ranges of the kind. Pure: the library comes in (stats.ts builds it).
 *
 *  - economicCheck: cost per m² (建安造价 ÷ 建筑面积)
 *  - quantityCheck: rebar kg, concrete m³ and formwork m² per m²
 *  - relativityCheck: rebar t and formwork m² per concrete m³
 *  - materialCheck: each resource's price (人材机)
 *  - expandCheck: each bill item's unit price (综合单价)
 *  - isUnusual: expandCheck answered per bill, for a badge in the bills grid
 */
import type { CostProject, Percentiles, ProjectKindCode, Severity } from '../engine/model';
import { billKey } from '../engine/model';
import { shown, shownRange } from '../quality/rules';
import type { RowKind, Texts } from '../quality/types';
import { projectIndicators, type IndicatorKey, type KindLibrary } from './stats';

export const UNUSUAL_CHECKS = [
  'relativityCheck',
  'expandCheck',
  'materialCheck',
  'quantityCheck',
  'economicCheck',
  'isUnusual',
] as const;
export type UnusualCheckId = (typeof UNUSUAL_CHECKS)[number];

/** A key is judged once this many library projects carry it. */
export const UNUSUAL_MIN_SAMPLES = 10;
/** P1–P99 is used once a key has this many samples. */
export const PERCENTILE_MIN_SAMPLES = 100;
/** |z| above this is unusual; above ERROR_Z it is an ERROR. */
export const Z_LIMIT = 3;
export const ERROR_Z = 6;
/** The sd is floored at this share of the mean, so identical library prices do not flag cents. */
const SD_FLOOR = 0.01;
/** The narrowest accepted range, as a share of the mean (P1–P99 of a tight library can be ~3 % wide). */
export const MIN_BAND = 0.1;

export interface UnusualFinding {
  check: UnusualCheckId;
  rule: UnusualRule;
  severity: Severity;
  nodeId: string | null;
  rowKind: RowKind;
  rowId: string | null;
  rowLabel: string;
  expected: string | null;
  actual: string | null;
  /** The z-score against the library (null: judged against a default range). */
  z: number | null;
  /** Library samples of the key (0: a default range). */
  n: number;
  params: Record<string, string | number>;
}

export type UnusualRule =
  | 'unusual.billPrice'
  | 'unusual.resourcePrice'
  | `unusual.${IndicatorKey}`
  | 'unusual.indicatorDefault';

/** The judgement of one value against a library distribution. */
export interface Judgement {
  unusual: boolean;
  z: number;
  /** The accepted range: mean ± 3 sd, narrowed to P1–P99 when that applies. */
  low: number;
  high: number;
}

export function judge(value: number, stats: Percentiles): Judgement | null {
  if (stats.n < UNUSUAL_MIN_SAMPLES) return null;
  const sd = Math.max(stats.sd, Math.abs(stats.mean) * SD_FLOOR);
  const z = sd > 0 ? (value - stats.mean) / sd : 0;
  let low = stats.mean - Z_LIMIT * sd;
  let high = stats.mean + Z_LIMIT * sd;
  if (stats.n >= PERCENTILE_MIN_SAMPLES) {
    low = Math.max(low, stats.p1);
    high = Math.min(high, stats.p99);
  }
  // Never judge against a band narrower than MIN_BAND of the mean: widen it around its middle.
  const floor = Math.abs(stats.mean) * MIN_BAND;
  if (high - low < floor) {
    const middle = (low + high) / 2;
    low = middle - floor / 2;
    high = middle + floor / 2;
  }
  const unusual = value < low - 1e-9 || value > high + 1e-9;
  return { unusual, z: Math.round(z * 100) / 100, low, high };
}

/** DOMAIN.md §3 default indicator ranges (建安费, above ground), until the library has the kind. */
export const DEFAULT_RANGES: Record<
  ProjectKindCode,
  Partial<Record<IndicatorKey, [number, number]>>
> = {
  'residential-multi': {
    costPerM2: [1800, 2800],
    rebarKgPerM2: [20, 40],
    concreteM3PerM2: [0.22, 0.35],
  },
  'residential-high': {
    costPerM2: [2300, 3500],
    rebarKgPerM2: [45, 65],
    concreteM3PerM2: [0.38, 0.5],
  },
  'office-high': { costPerM2: [4500, 7500], rebarKgPerM2: [55, 80], concreteM3PerM2: [0.4, 0.55] },
  basement: { costPerM2: [3500, 6000], rebarKgPerM2: [100, 160], concreteM3PerM2: [0.9, 1.5] },
};
/** relativityCheck's ratio defaults (DOMAIN.md §3), for every kind. */
const DEFAULT_RATIOS: Partial<Record<IndicatorKey, [number, number]>> = {
  rebarTPerConcreteM3: [0.08, 0.18],
  formworkM2PerConcreteM3: [5, 12],
};

const INDICATORS_OF: Partial<Record<UnusualCheckId, readonly IndicatorKey[]>> = {
  economicCheck: ['costPerM2'],
  quantityCheck: ['rebarKgPerM2', 'concreteM3PerM2', 'formworkM2PerM2'],
  relativityCheck: ['rebarTPerConcreteM3', 'formworkM2PerConcreteM3'],
};

export const INDICATOR_UNITS: Record<IndicatorKey, string> = {
  costPerM2: '元/m²',
  rebarKgPerM2: 'kg/m²',
  concreteM3PerM2: 'm³/m²',
  formworkM2PerM2: 'm²/m²',
  rebarTPerConcreteM3: 't/m³',
  formworkM2PerConcreteM3: 'm²/m³',
};
const INDICATOR_PLACES: Record<IndicatorKey, number> = {
  costPerM2: 0,
  rebarKgPerM2: 1,
  concreteM3PerM2: 3,
  formworkM2PerM2: 2,
  rebarTPerConcreteM3: 3,
  formworkM2PerConcreteM3: 2,
};

export const INDICATOR_TITLES: Record<IndicatorKey, Texts> = {
  costPerM2: { zh: '单方造价', en: 'cost per m²', es: 'coste por m²' },
  rebarKgPerM2: { zh: '单方钢筋含量', en: 'rebar per m²', es: 'acero por m²' },
  concreteM3PerM2: { zh: '单方混凝土含量', en: 'concrete per m²', es: 'hormigón por m²' },
  formworkM2PerM2: { zh: '单方模板含量', en: 'formwork per m²', es: 'encofrado por m²' },
  rebarTPerConcreteM3: {
    zh: '钢筋含量（t/m³ 混凝土）',
    en: 'rebar per m³ of concrete',
    es: 'acero por m³ de hormigón',
  },
  formworkM2PerConcreteM3: {
    zh: '模板含量（m²/m³ 混凝土）',
    en: 'formwork per m³ of concrete',
    es: 'encofrado por m³ de hormigón',
  },
};

export const UNUSUAL_CHECK_TITLES: Record<UnusualCheckId, Texts> = {
  relativityCheck: {
    zh: '相关性异常（含量比例）',
    en: 'Unusual ratios (content per concrete)',
    es: 'Proporciones inusuales (contenido por hormigón)',
  },
  expandCheck: {
    zh: '清单综合单价异常',
    en: 'Unusual bill unit prices',
    es: 'Precios unitarios de partidas inusuales',
  },
  materialCheck: {
    zh: '人材机价格异常',
    en: 'Unusual resource prices',
    es: 'Precios de recursos inusuales',
  },
  quantityCheck: {
    zh: '单方含量异常',
    en: 'Unusual content per m²',
    es: 'Contenido por m² inusual',
  },
  economicCheck: {
    zh: '单方造价异常',
    en: 'Unusual cost per m²',
    es: 'Coste por m² inusual',
  },
  isUnusual: {
    zh: '清单是否异常',
    en: 'Whether each bill is unusual',
    es: 'Si cada partida es inusual',
  },
};

/** A finding in a sentence. */
export function unusualMessage(finding: UnusualFinding, locale: keyof Texts): string {
  const p = finding.params;
  const what =
    finding.rule === 'unusual.billPrice'
      ? { zh: '综合单价', en: 'unit price', es: 'precio unitario' }[locale]
      : finding.rule === 'unusual.resourcePrice'
        ? { zh: '价格', en: 'price', es: 'precio' }[locale]
        : INDICATOR_TITLES[p.indicator as IndicatorKey][locale];
  const row = finding.rowLabel;
  if (finding.z === null)
    return {
      zh: `${row} 的${what} ${finding.actual} 超出默认指标范围 ${finding.expected}（案例库样本不足 ${UNUSUAL_MIN_SAMPLES} 个）`,
      en: `The ${what} of ${row}, ${finding.actual}, is outside the default range ${finding.expected} (the library has fewer than ${UNUSUAL_MIN_SAMPLES} samples)`,
      es: `El ${what} de ${row}, ${finding.actual}, está fuera del rango predeterminado ${finding.expected} (la biblioteca tiene menos de ${UNUSUAL_MIN_SAMPLES} muestras)`,
    }[locale];
  return {
    zh: `${row} 的${what} ${finding.actual} 超出案例库正常范围 ${finding.expected}（${finding.n} 个工程，z = ${finding.z}）`,
    en: `The ${what} of ${row}, ${finding.actual}, is outside the library's usual range ${finding.expected} (${finding.n} projects, z = ${finding.z})`,
    es: `El ${what} de ${row}, ${finding.actual}, está fuera del rango habitual de la biblioteca ${finding.expected} (${finding.n} proyectos, z = ${finding.z})`,
  }[locale];
}

function severityOf(z: number): Severity {
  return Math.abs(z) > ERROR_Z ? 'ERROR' : 'WARN';
}

/** Every node id beneath (and including) a node. */
function subtree(project: CostProject, nodeId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const node of project.nodes)
    if (node.parentId)
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const ids = new Set<string>();
  const stack = [nodeId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.add(id);
    for (const child of children.get(id) ?? []) stack.push(child);
  }
  return ids;
}

/** The unit projects a node covers: those beneath it, or the one it lies in (a 分部). */
function unitsOf(project: CostProject, nodes: Set<string> | null, nodeId: string | null): string[] {
  const all = Object.keys(project.units);
  if (!nodes || !nodeId) return all;
  const parents = new Map(project.nodes.map((node) => [node.id, node.parentId]));
  const ancestors = new Set<string>();
  for (let id: string | null | undefined = nodeId; id; id = parents.get(id)) ancestors.add(id);
  return all.filter((unitId) => nodes.has(unitId) || ancestors.has(unitId));
}

/**
 * Runs one unusual-data check on a project (or the part beneath `nodeId`) against the library of
 * its kind (null: no library, only the default ranges apply).
 */
export function runUnusual(
  check: UnusualCheckId,
  project: CostProject,
  library: KindLibrary | null,
  nodeId: string | null = null,
): UnusualFinding[] {
  const findings: UnusualFinding[] = [];
  const root = project.nodes.find((node) => node.level === 'project');
  const wholeProject = !nodeId || nodeId === root?.id;
  const indicators = INDICATORS_OF[check];
  if (indicators) {
    // per-m² indicators are the whole project's (node areas are not reliable enough)
    if (!wholeProject) return findings;
    const values = projectIndicators(project);
    for (const key of indicators) {
      const value = values[key];
      if (value === null) continue;
      const places = INDICATOR_PLACES[key];
      const unit = INDICATOR_UNITS[key];
      const place = {
        nodeId: root?.id ?? null,
        rowKind: 'project' as const,
        rowId: null,
        rowLabel: project.name,
      };
      const stats = library?.indicators[key];
      const judged = stats ? judge(value, stats) : null;
      if (judged) {
        if (judged.unusual)
          findings.push({
            check,
            rule: `unusual.${key}`,
            severity: severityOf(judged.z),
            ...place,
            expected: `${shown(judged.low, places)}–${shown(judged.high, places)} ${unit}`,
            actual: `${shown(value, places)} ${unit}`,
            z: judged.z,
            n: stats!.n,
            params: { indicator: key },
          });
        continue;
      }
      const range =
        (project.kind ? DEFAULT_RANGES[project.kind][key] : undefined) ?? DEFAULT_RATIOS[key];
      if (range && (value < range[0] - 1e-9 || value > range[1] + 1e-9))
        findings.push({
          check,
          rule: 'unusual.indicatorDefault',
          severity: 'WARN',
          ...place,
          expected: `${shownRange(range[0], range[1])} ${unit}`,
          actual: `${shown(value, places)} ${unit}`,
          z: null,
          n: stats?.n ?? 0,
          params: { indicator: key },
        });
    }
    return findings;
  }
  if (!library) return findings;
  const nodes = nodeId && !wholeProject ? subtree(project, nodeId) : null;
  const units = unitsOf(project, nodes, nodeId);
  if (check === 'materialCheck') {
    const seen = new Set<string>();
    for (const unitId of units) {
      for (const resource of project.units[unitId]!.resources) {
        const stats = library.resourcePrices[resource.code];
        if (!stats || seen.has(resource.id)) continue;
        seen.add(resource.id);
        const judged = judge(resource.price, stats);
        if (!judged?.unusual) continue;
        findings.push({
          check,
          rule: 'unusual.resourcePrice',
          severity: severityOf(judged.z),
          nodeId: unitId,
          rowKind: 'resource',
          rowId: resource.id,
          rowLabel: `${resource.code} ${resource.name}`.trim(),
          expected: `${shown(judged.low)}–${shown(judged.high)}`,
          actual: shown(resource.price),
          z: judged.z,
          n: stats.n,
          params: {},
        });
      }
    }
    return findings;
  }
  // expandCheck and isUnusual: bill unit prices
  for (const unitId of units) {
    for (const bill of project.units[unitId]!.bills) {
      if (nodes && !nodes.has(bill.nodeId)) continue;
      if (!(bill.unitPrice > 0)) continue;
      const stats = library.billPrices[billKey(bill.code, bill.unit)];
      if (!stats) continue;
      const judged = judge(bill.unitPrice, stats);
      if (!judged?.unusual) continue;
      findings.push({
        check,
        rule: 'unusual.billPrice',
        severity: severityOf(judged.z),
        nodeId: bill.nodeId,
        rowKind: 'bill',
        rowId: bill.id,
        rowLabel: `${bill.code} ${bill.name}`.trim(),
        expected: `${shown(judged.low)}–${shown(judged.high)}`,
        actual: shown(bill.unitPrice),
        z: judged.z,
        n: stats.n,
        params: {},
      });
    }
  }
  return findings;
}
