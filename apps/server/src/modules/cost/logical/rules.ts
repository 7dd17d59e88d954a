/**
 * Logical checks (spec 001 §7 /b/quality/logical/…): rules that relate two quantities of a
 * project — A and B, a relation and a tolerance. 有混凝土必有钢筋 (A implies B), 回填 ≤ 挖方
 * (A ≤ B × (1 + tolerance)), 屋面防水 ≥ 屋面面积 (A ≥ B × (1 − tolerance)) … A side is a set of
 * bill items found by code class, code prefix or name (or, for 地下室, the project's kind and node
 * names); its value is the sum of their quantities (in the class's unit where it has one). Pure.
 */
import type { BillItem, CostProject, Severity } from '../engine/model';
import { normaliseUnit } from '../engine/model';
import { quantityClass, type QuantityClass } from '../quality/checks/support-bill';
import type { Texts } from '../quality/types';

export type LogicalRelation = 'implies' | 'gte' | 'lte';
export type LogicalStatus = 'pass' | 'fail' | 'skipped';

/** One side of a rule: the bills that make it up. */
export interface LogicalSide {
  name: Texts;
  /** A quantity class of DOMAIN.md (counted in its unit). */
  cls?: QuantityClass;
  /** Bill-code prefixes. */
  prefixes?: readonly string[];
  /** Words a bill's name contains (any), and words that rule a bill out. */
  names?: readonly string[];
  notNames?: readonly string[];
  /** The project is a basement, or has a node named 地下…: counts as 1. */
  basement?: boolean;
  /** Unit of the value as shown ('m3', 't' …; '' for a count). */
  unit: string;
}

export interface LogicalRule {
  key: string;
  title: Texts;
  a: LogicalSide;
  b: LogicalSide;
  relation: LogicalRelation;
  /** A share (0.05 = 5 %) the relation may be off by. */
  tolerance: number;
  severity: Severity;
}

export const CLASS_UNITS: Record<QuantityClass, string> = {
  concrete: 'm3',
  rebar: 't',
  formwork: 'm2',
  excavation: 'm3',
  backfill: 'm3',
  roofWaterproofing: 'm2',
  roofArea: 'm2',
};

const side = (name: Texts, spec: Omit<LogicalSide, 'name' | 'unit'>): LogicalSide => ({
  name,
  unit: spec.cls ? CLASS_UNITS[spec.cls] : '',
  ...spec,
});

const CONCRETE = side({ zh: '混凝土', en: 'concrete', es: 'hormigón' }, { cls: 'concrete' });
const REBAR = side({ zh: '钢筋', en: 'rebar', es: 'acero' }, { cls: 'rebar' });
const FORMWORK = side({ zh: '模板', en: 'formwork', es: 'encofrado' }, { cls: 'formwork' });
const ROOF_WATERPROOFING = side(
  { zh: '屋面防水', en: 'roof waterproofing', es: 'impermeabilización de cubierta' },
  { cls: 'roofWaterproofing' },
);
const ROOF_AREA = side(
  { zh: '屋面面积', en: 'roof area', es: 'superficie de cubierta' },
  { cls: 'roofArea' },
);

/** The rule table (A, B, relation, tolerance), in the order the check list shows it. */
export const LOGICAL_RULES: readonly LogicalRule[] = [
  {
    key: 'concreteRebar',
    title: {
      zh: '有混凝土必有钢筋',
      en: 'Concrete implies rebar',
      es: 'Si hay hormigón, hay acero',
    },
    a: CONCRETE,
    b: REBAR,
    relation: 'implies',
    tolerance: 0,
    severity: 'ERROR',
  },
  {
    key: 'concreteFormwork',
    title: {
      zh: '有混凝土必有模板',
      en: 'Concrete implies formwork',
      es: 'Si hay hormigón, hay encofrado',
    },
    a: CONCRETE,
    b: FORMWORK,
    relation: 'implies',
    tolerance: 0,
    severity: 'WARN',
  },
  {
    key: 'roofWaterproofing',
    title: {
      zh: '屋面防水面积 ≥ 屋面面积',
      en: 'Roof waterproofing ≥ roof area',
      es: 'Impermeabilización de cubierta ≥ superficie de cubierta',
    },
    a: ROOF_WATERPROOFING,
    b: ROOF_AREA,
    relation: 'gte',
    tolerance: 0,
    severity: 'WARN',
  },
  {
    key: 'roofHasWaterproofing',
    title: {
      zh: '有屋面必有屋面防水',
      en: 'A roof implies roof waterproofing',
      es: 'Si hay cubierta, hay impermeabilización',
    },
    a: ROOF_AREA,
    b: ROOF_WATERPROOFING,
    relation: 'implies',
    tolerance: 0,
    severity: 'WARN',
  },
  {
    key: 'backfillExcavation',
    title: {
      zh: '回填方量 ≤ 挖方量',
      en: 'Backfill ≤ excavation',
      es: 'Relleno ≤ excavación',
    },
    a: side({ zh: '回填方', en: 'backfill', es: 'relleno' }, { cls: 'backfill' }),
    b: side({ zh: '挖方', en: 'excavation', es: 'excavación' }, { cls: 'excavation' }),
    relation: 'lte',
    tolerance: 0,
    severity: 'WARN',
  },
  {
    key: 'basementWaterproofing',
    title: {
      zh: '有地下室必有防水',
      en: 'A basement implies waterproofing',
      es: 'Si hay sótano, hay impermeabilización',
    },
    a: side({ zh: '地下室', en: 'basement', es: 'sótano' }, { basement: true }),
    b: side(
      {
        zh: '墙面/楼地面防水',
        en: 'wall or floor waterproofing',
        es: 'impermeabilización de muros o suelos',
      },
      { prefixes: ['010903', '010904'] },
    ),
    relation: 'implies',
    tolerance: 0,
    severity: 'ERROR',
  },
  {
    key: 'elevatorShaft',
    title: {
      zh: '有电梯必有电梯井',
      en: 'An elevator implies an elevator shaft',
      es: 'Si hay ascensor, hay hueco de ascensor',
    },
    a: side(
      { zh: '电梯', en: 'elevator', es: 'ascensor' },
      { prefixes: ['030107'], names: ['电梯'], notNames: ['施工电梯', '电梯井', '井道'] },
    ),
    b: side(
      { zh: '电梯井', en: 'elevator shaft', es: 'hueco de ascensor' },
      { names: ['电梯井', '井道'] },
    ),
    relation: 'implies',
    tolerance: 0,
    severity: 'WARN',
  },
  {
    key: 'masonryPlaster',
    title: {
      zh: '有砌体墙必有墙面抹灰或块料',
      en: 'Masonry walls imply wall plaster or tiling',
      es: 'Si hay muros de fábrica, hay enlucido o alicatado',
    },
    a: side({ zh: '砌体墙', en: 'masonry walls', es: 'muros de fábrica' }, { prefixes: ['0104'] }),
    b: side(
      { zh: '墙面抹灰/块料', en: 'wall plaster or tiling', es: 'enlucido o alicatado' },
      { prefixes: ['011201', '011204'] },
    ),
    relation: 'implies',
    tolerance: 0,
    severity: 'INFO',
  },
];

const RULES_BY_KEY = new Map(LOGICAL_RULES.map((rule) => [rule.key, rule]));
export const logicalRuleOf = (key: string) => RULES_BY_KEY.get(key);

/** Whether a bill belongs to a side, and the quantity it adds. */
export function sideQuantity(target: LogicalSide, bill: BillItem): number | null {
  if (target.cls) {
    if (quantityClass(bill.code) !== target.cls) return null;
    const unit = normaliseUnit(bill.unit);
    if (unit === CLASS_UNITS[target.cls]) return bill.quantity;
    if (target.cls === 'rebar' && unit === 'kg') return bill.quantity / 1000;
    return null;
  }
  if (target.notNames?.some((word) => bill.name.includes(word))) return null;
  const byPrefix = target.prefixes?.some((prefix) => bill.code.startsWith(prefix)) ?? false;
  const byName = target.names?.some((word) => bill.name.includes(word)) ?? false;
  return byPrefix || byName ? bill.quantity : null;
}

function isBasement(project: CostProject): boolean {
  return project.kind === 'basement' || project.nodes.some((node) => node.name.includes('地下'));
}

export interface SideValue {
  value: number;
  billIds: string[];
}

/** A side's value over the project (its bills' quantities summed). */
export function sideValue(project: CostProject, target: LogicalSide): SideValue {
  if (target.basement) return { value: isBasement(project) ? 1 : 0, billIds: [] };
  let value = 0;
  const billIds: string[] = [];
  for (const unit of Object.values(project.units))
    for (const bill of unit.bills) {
      const quantity = sideQuantity(target, bill);
      if (quantity === null) continue;
      value += quantity;
      billIds.push(bill.id);
    }
  return { value: Math.round(value * 10000) / 10000, billIds };
}

/** Whether a side is present: a positive value. */
const present = (value: number) => value > 1e-9;

/** A rule's status for the values of its sides. */
export function evaluate(rule: LogicalRule, a: number, b: number): LogicalStatus {
  switch (rule.relation) {
    case 'implies':
      if (!present(a)) return 'skipped';
      return present(b) ? 'pass' : 'fail';
    case 'gte':
      // roof waterproofing ≥ roof area: judged where there is a roof
      if (!present(b)) return 'skipped';
      return a >= b * (1 - rule.tolerance) - 1e-9 ? 'pass' : 'fail';
    case 'lte':
      // backfill ≤ excavation: judged where there is backfill
      if (!present(a)) return 'skipped';
      return a <= b * (1 + rule.tolerance) + 1e-9 ? 'pass' : 'fail';
  }
}

export interface LogicalOutcome {
  rule: LogicalRule;
  status: LogicalStatus;
  a: SideValue;
  b: SideValue;
}

/** Every rule on a project. */
export function runLogical(
  project: CostProject,
  rules: readonly LogicalRule[] = LOGICAL_RULES,
): LogicalOutcome[] {
  return rules.map((rule) => {
    const a = sideValue(project, rule.a);
    const b = sideValue(project, rule.b);
    return { rule, status: evaluate(rule, a.value, b.value), a, b };
  });
}

const RELATION_TEXT: Record<LogicalRelation, Texts> = {
  implies: { zh: '有 A 必有 B', en: 'A implies B', es: 'A implica B' },
  gte: { zh: 'A ≥ B', en: 'A ≥ B', es: 'A ≥ B' },
  lte: { zh: 'A ≤ B', en: 'A ≤ B', es: 'A ≤ B' },
};

export function relationText(relation: LogicalRelation, locale: keyof Texts): string {
  return RELATION_TEXT[relation][locale];
}

/** The expected value of B (or A) as a sentence part: "> 0", "≥ 120.5 m2", "≤ 300 m3". */
export function expectedText(rule: LogicalRule, b: number, locale: keyof Texts): string {
  const fmt = (value: number, unit: string) =>
    `${Math.round(value * 100) / 100}${unit ? ` ${unit}` : ''}`;
  switch (rule.relation) {
    case 'implies':
      return `${rule.b.name[locale]} > 0`;
    case 'gte':
      return `≥ ${fmt(b * (1 - rule.tolerance), rule.a.unit)}`;
    case 'lte':
      return `≤ ${fmt(b * (1 + rule.tolerance), rule.a.unit)}`;
  }
}
