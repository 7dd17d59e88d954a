/**
 * 关联性检查 (DOMAIN.md §3): editable ratio rules between quantities of a unit project, each a
 * RuleDef whose min/max bound A ÷ B — rebar t ÷ concrete m³ 0.08–0.18; formwork m² ÷ concrete m³
 * 5–12; backfill ÷ excavation ≤ 1; roof waterproofing ÷ roof area ≥ 1 — and concrete implies
 * rebar. Quantities are found by GB 50500 bill-code prefixes (support-bill QUANTITY_PREFIXES),
 * falling back to the resource summary by name.
 */
import type { ClassQuantities, QuantityClass } from './support-bill';
import { shown, shownRange } from '../rules';
import type { CheckInput, EffectiveRule, Finding, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  nodeIndex,
  nodePlace,
  projectPlace,
  ruleDef,
  unitQuantities,
} from './support-bill';
import type { Place } from './support-bill';

const ID = 'relativityCheck';

/**
 * The ratio rules: A ÷ B, by quantity class. Without B there is nothing to compare; without A
 * only where `needsA` (no rebar: concreteImpliesRebar says it; no formwork items: GB 50854
 * allows formwork inside the concrete items' price; no backfill: nothing to exceed).
 */
export const RATIOS: readonly {
  name: string;
  a: QuantityClass;
  b: QuantityClass;
  needsA: boolean;
}[] = [
  { name: 'rebarPerConcrete', a: 'rebar', b: 'concrete', needsA: false },
  { name: 'formworkPerConcrete', a: 'formwork', b: 'concrete', needsA: false },
  { name: 'backfillPerExcavation', a: 'backfill', b: 'excavation', needsA: false },
  { name: 'roofWaterproofing', a: 'roofWaterproofing', b: 'roofArea', needsA: true },
];

const IMPLIES_REBAR = `${ID}.concreteImpliesRebar`;

/** The project feature that states the roof area (工程项目信息). */
export const ROOF_AREA_FEATURE = '屋面面积';

const ZERO: ClassQuantities = {
  concrete: 0,
  rebar: 0,
  formwork: 0,
  excavation: 0,
  backfill: 0,
  roofWaterproofing: 0,
  roofArea: 0,
};

/** 屋面面积 from the project features ("1,250.5", "1250 m²", "１２５０"), null when not a positive number. */
export function roofAreaOf(features: Record<string, string>): number | null {
  const text = features[ROOF_AREA_FEATURE];
  if (text === undefined) return null;
  const plain = text
    .replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[,，]/g, '');
  const match = /\d+(?:\.\d+)?/.exec(plain);
  const value = match ? Number(match[0]) : NaN;
  return value > 0 ? value : null;
}

function checkRatio(
  out: Findings,
  rule: EffectiveRule,
  place: Place,
  q: ClassQuantities,
  a: QuantityClass,
  b: QuantityClass,
  needsA: boolean,
): void {
  const divisor = q[b];
  if (divisor <= 0 || (q[a] <= 0 && !needsA)) return;
  const ratio = q[a] / divisor;
  if (
    (rule.min !== null && ratio < rule.min - 1e-9) ||
    (rule.max !== null && ratio > rule.max + 1e-9)
  )
    out.add(rule, place, shownRange(rule.min, rule.max), shown(ratio, 3), {
      a: shown(q[a], 3),
      b: shown(divisor, 3),
    });
}

export const relativityCheck: QualityCheck = {
  id: ID,
  title: {
    zh: '关联性检查',
    en: 'Quantity relations',
    es: 'Relaciones entre cantidades',
  },
  rules: [
    ruleDef(
      ID,
      'rebarPerConcrete',
      'WARN',
      {
        zh: '钢筋（t）÷ 混凝土（m³）在 0.08–0.18 之间',
        en: 'Rebar (t) ÷ concrete (m³) within 0.08–0.18',
        es: 'Acero (t) ÷ hormigón (m³) entre 0,08 y 0,18',
      },
      {
        zh: '单位工程 {row}：钢筋 {a} t ÷ 混凝土 {b} m³ = {actual}，应在 {expected}',
        en: 'Unit project {row}: rebar {a} t ÷ concrete {b} m³ = {actual}, expected {expected}',
        es: 'Obra unitaria {row}: acero {a} t ÷ hormigón {b} m³ = {actual}; se espera {expected}',
      },
      { min: 0.08, max: 0.18, unit: 'ratio' },
    ),
    ruleDef(
      ID,
      'formworkPerConcrete',
      'WARN',
      {
        zh: '模板（m²）÷ 混凝土（m³）在 5–12 之间',
        en: 'Formwork (m²) ÷ concrete (m³) within 5–12',
        es: 'Encofrado (m²) ÷ hormigón (m³) entre 5 y 12',
      },
      {
        zh: '单位工程 {row}：模板 {a} m² ÷ 混凝土 {b} m³ = {actual}，应在 {expected}',
        en: 'Unit project {row}: formwork {a} m² ÷ concrete {b} m³ = {actual}, expected {expected}',
        es: 'Obra unitaria {row}: encofrado {a} m² ÷ hormigón {b} m³ = {actual}; se espera {expected}',
      },
      { min: 5, max: 12, unit: 'ratio' },
    ),
    ruleDef(
      ID,
      'backfillPerExcavation',
      'WARN',
      {
        zh: '回填方不超过挖方（回填 ÷ 挖方 ≤ 1）',
        en: 'Backfill does not exceed excavation (backfill ÷ excavation ≤ 1)',
        es: 'El relleno no supera la excavación (relleno ÷ excavación ≤ 1)',
      },
      {
        zh: '单位工程 {row}：回填 {a} m³ ÷ 挖方 {b} m³ = {actual}，应 {expected}',
        en: 'Unit project {row}: backfill {a} m³ ÷ excavation {b} m³ = {actual}, expected {expected}',
        es: 'Obra unitaria {row}: relleno {a} m³ ÷ excavación {b} m³ = {actual}; se espera {expected}',
      },
      { max: 1, unit: 'ratio' },
    ),
    ruleDef(
      ID,
      'roofWaterproofing',
      'WARN',
      {
        zh: '屋面防水面积不小于屋面面积（防水 ÷ 屋面 ≥ 1）',
        en: 'Roof waterproofing covers at least the roof area (waterproofing ÷ roof ≥ 1)',
        es: 'La impermeabilización cubre al menos la cubierta (impermeabilización ÷ cubierta ≥ 1)',
      },
      {
        zh: '单位工程 {row}：屋面防水 {a} m² ÷ 屋面 {b} m² = {actual}，应 {expected}',
        en: 'Unit project {row}: roof waterproofing {a} m² ÷ roof {b} m² = {actual}, expected {expected}',
        es: 'Obra unitaria {row}: impermeabilización {a} m² ÷ cubierta {b} m² = {actual}; se espera {expected}',
      },
      { min: 1, unit: 'ratio' },
    ),
    ruleDef(
      ID,
      'concreteImpliesRebar',
      'WARN',
      {
        zh: '有钢筋混凝土构件的单位工程有钢筋清单',
        en: 'A unit project with reinforced concrete members has rebar items',
        es: 'Una obra unitaria con elementos de hormigón armado tiene partidas de acero',
      },
      {
        zh: '单位工程 {row} 有混凝土 {b} m³，但没有钢筋',
        en: 'Unit project {row} has {b} m³ of concrete but no rebar',
        es: 'La obra unitaria {row} tiene {b} m³ de hormigón pero ningún acero',
      },
    ),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const ratios = RATIOS.map((ratio) => ({
      ...ratio,
      rule: activeRule(input, `${ID}.${ratio.name}`),
    }));
    const implies = activeRule(input, IMPLIES_REBAR);
    const nodes = nodeIndex(input.project);
    // The project's stated 屋面面积 is the roof, not the sum of its layers' bills (insulation and
    // tiles both measure the same roof): with it, waterproofing is compared once for the project.
    const statedRoof = roofAreaOf(input.project.features);
    let waterproofing = 0;
    for (const [unitId, unit] of Object.entries(input.project.units)) {
      const { quantities, fromBills } = unitQuantities(unit);
      const place = nodePlace(nodes.get(unitId), unitId);
      if (implies && fromBills.concrete && quantities.concrete > 0 && quantities.rebar <= 0) {
        out.add(implies, place, '> 0', '0', { b: shown(quantities.concrete, 3) });
      }
      waterproofing += quantities.roofWaterproofing;
      for (const { rule, a, b, needsA } of ratios) {
        if (!rule || (statedRoof !== null && b === 'roofArea')) continue;
        checkRatio(out, rule, place, quantities, a, b, needsA);
      }
    }
    const roofRule = ratios.find((ratio) => ratio.b === 'roofArea');
    if (statedRoof !== null && roofRule?.rule) {
      const root = input.project.nodes.find((node) => node.level === 'project');
      const place = root ? nodePlace(root, root.id) : projectPlace(input.project);
      const q = { ...ZERO, roofWaterproofing: waterproofing, roofArea: statedRoof };
      checkRatio(out, roofRule.rule, place, q, roofRule.a, roofRule.b, roofRule.needsA);
    }
    return out.list;
  },
};
