/**
 * 扩展指标检查 (DOMAIN.md §3): indicators per special unit (元/车位, 元/床, 元/户, 元/km: the project's
 * total ÷ the count; no national defaults, an administrator sets the ranges per kind or region);
 * content per m² of floor area (rebar kg/m², concrete m³/m², formwork m²/m²) against the
 * indicator ranges of DOMAIN.md by project kind; the required project features are filled.
 */
import type { CostProject } from '../../engine/model';
import { shown, shownRange } from '../rules';
import type { CheckInput, EffectiveRule, Finding, QualityCheck } from '../types';
import type { ClassQuantities } from './support-bill';
import { Findings, activeRule, projectPlace, ruleDef, totalQuantities } from './support-bill';

const ID = 'expandCheck';

/**
 * The project features (工程特征) a file must state, each with the names it may go by.
 * The first name is the one reported.
 */
export const REQUIRED_FEATURES: readonly (readonly string[])[] = [
  ['结构类型', '结构形式'],
  ['基础类型', '基础形式'],
  ['地上层数', '层数', '地上层数（层）'],
  ['檐高', '檐口高度', '建筑高度'],
  ['抗震设防烈度', '抗震烈度'],
];

type SpecialUnit = keyof CostProject['specialUnits'];

const SPECIAL_UNITS: readonly { name: string; unit: SpecialUnit }[] = [
  { name: 'perParkingSpace', unit: 'parkingSpaces' },
  { name: 'perBed', unit: 'beds' },
  { name: 'perHousehold', unit: 'households' },
  { name: 'perKm', unit: 'km' },
];

/** Content per m²: quantity class, and the factor into the indicator's unit (t → kg). */
const CONTENTS: readonly { name: string; cls: keyof ClassQuantities; factor: number }[] = [
  { name: 'rebarPerM2', cls: 'rebar', factor: 1000 },
  { name: 'concretePerM2', cls: 'concrete', factor: 1 },
  { name: 'formworkPerM2', cls: 'formwork', factor: 1 },
];

/** The project's total: its own stated amount, else Σ its single projects, else Σ unit totals. */
export function projectTotal(project: CostProject): number {
  const root = project.nodes.find((n) => n.level === 'project' && n.amount !== null);
  if (root?.amount != null) return root.amount;
  const singles = project.nodes.filter((n) => n.level === 'single');
  if (singles.length > 0 && singles.every((n) => n.amount !== null))
    return singles.reduce((sum, n) => sum + (n.amount ?? 0), 0);
  let total = 0;
  for (const unit of Object.values(project.units)) {
    const row = unit.fees.find((fee) => fee.category === 'total' || fee.isTotal);
    total += row?.amount ?? project.nodes.find((n) => n.id === unit.unitId)?.amount ?? 0;
  }
  return total;
}

function outside(value: number, rule: EffectiveRule): boolean {
  return (
    (rule.min !== null && value < rule.min - 1e-9) || (rule.max !== null && value > rule.max + 1e-9)
  );
}

const specialTitle = (zh: string, en: string, es: string) => ({
  zh: `${zh}（无全国默认值，由管理员按项目类型或地区设置区间）`,
  en: `${en} (no national default: an administrator sets the range by kind or region)`,
  es: `${es} (sin valor nacional por defecto: un administrador fija el rango por tipo o región)`,
});

const specialMessage = (zh: string, en: string, es: string) => ({
  zh: `{row}：${zh} {actual}（造价 {amount} ÷ {count}），应在 {expected}`,
  en: `{row}: ${en} {actual} (cost {amount} ÷ {count}), expected {expected}`,
  es: `{row}: ${es} {actual} (coste {amount} ÷ {count}); se espera {expected}`,
});

export const expandCheck: QualityCheck = {
  id: ID,
  title: {
    zh: '扩展指标检查',
    en: 'Extended indicators',
    es: 'Indicadores ampliados',
  },
  rules: [
    ruleDef(
      ID,
      'perParkingSpace',
      'WARN',
      specialTitle(
        '每车位造价（元/车位）',
        'Cost per parking space (yuan)',
        'Coste por plaza de aparcamiento (yuanes)',
      ),
      specialMessage('每车位造价', 'cost per parking space', 'coste por plaza'),
      { min: null, max: null, unit: '元/车位' },
    ),
    ruleDef(
      ID,
      'perBed',
      'WARN',
      specialTitle('每床造价（元/床）', 'Cost per bed (yuan)', 'Coste por cama (yuanes)'),
      specialMessage('每床造价', 'cost per bed', 'coste por cama'),
      { min: null, max: null, unit: '元/床' },
    ),
    ruleDef(
      ID,
      'perHousehold',
      'WARN',
      specialTitle('每户造价（元/户）', 'Cost per household (yuan)', 'Coste por vivienda (yuanes)'),
      specialMessage('每户造价', 'cost per household', 'coste por vivienda'),
      { min: null, max: null, unit: '元/户' },
    ),
    ruleDef(
      ID,
      'perKm',
      'WARN',
      specialTitle('每公里造价（元/km）', 'Cost per km (yuan)', 'Coste por km (yuanes)'),
      specialMessage('每公里造价', 'cost per km', 'coste por km'),
      { min: null, max: null, unit: '元/km' },
    ),
    ruleDef(
      ID,
      'rebarPerM2',
      'WARN',
      {
        zh: '钢筋含量（kg/m² 建筑面积）在项目类型的指标区间内',
        en: 'Rebar content (kg per m² of floor area) within the range of the project kind',
        es: 'Contenido de acero (kg por m² construido) dentro del rango del tipo de proyecto',
      },
      {
        zh: '钢筋含量 {actual} kg/m²（{quantity} kg ÷ {area} m²），应在 {expected}',
        en: 'Rebar content {actual} kg/m² ({quantity} kg ÷ {area} m²), expected {expected}',
        es: 'Contenido de acero {actual} kg/m² ({quantity} kg ÷ {area} m²); se espera {expected}',
      },
      {
        unit: 'kg/m2',
        byKind: {
          'residential-multi': { min: 20, max: 40 },
          'residential-high': { min: 45, max: 65 },
          'office-high': { min: 55, max: 80 },
          basement: { min: 100, max: 160 },
        },
      },
    ),
    ruleDef(
      ID,
      'concretePerM2',
      'WARN',
      {
        zh: '混凝土含量（m³/m² 建筑面积）在项目类型的指标区间内',
        en: 'Concrete content (m³ per m² of floor area) within the range of the project kind',
        es: 'Contenido de hormigón (m³ por m² construido) dentro del rango del tipo de proyecto',
      },
      {
        zh: '混凝土含量 {actual} m³/m²（{quantity} m³ ÷ {area} m²），应在 {expected}',
        en: 'Concrete content {actual} m³/m² ({quantity} m³ ÷ {area} m²), expected {expected}',
        es: 'Contenido de hormigón {actual} m³/m² ({quantity} m³ ÷ {area} m²); se espera {expected}',
      },
      {
        unit: 'm3/m2',
        byKind: {
          'residential-multi': { min: 0.22, max: 0.35 },
          'residential-high': { min: 0.38, max: 0.5 },
          'office-high': { min: 0.4, max: 0.55 },
          basement: { min: 0.9, max: 1.5 },
        },
      },
    ),
    ruleDef(
      ID,
      'formworkPerM2',
      'WARN',
      {
        zh: '模板含量（m²/m² 建筑面积）在项目类型的区间内（默认 = 混凝土含量区间 × 模板/混凝土 5–12）',
        en: 'Formwork content (m² per m² of floor area) within the kind’s range (default: concrete range × formwork/concrete 5–12)',
        es: 'Contenido de encofrado (m² por m² construido) dentro del rango del tipo (por defecto: rango de hormigón × encofrado/hormigón 5–12)',
      },
      {
        zh: '模板含量 {actual} m²/m²（{quantity} m² ÷ {area} m²），应在 {expected}',
        en: 'Formwork content {actual} m²/m² ({quantity} m² ÷ {area} m²), expected {expected}',
        es: 'Contenido de encofrado {actual} m²/m² ({quantity} m² ÷ {area} m²); se espera {expected}',
      },
      {
        unit: 'm2/m2',
        byKind: {
          'residential-multi': { min: 1.1, max: 4.2 },
          'residential-high': { min: 1.9, max: 6 },
          'office-high': { min: 2, max: 6.6 },
          basement: { min: 4.5, max: 18 },
        },
      },
    ),
    ruleDef(
      ID,
      'requiredFeatures',
      'WARN',
      {
        zh: '填写了必填的工程特征（结构类型、基础类型、地上层数、檐高、抗震设防烈度）',
        en: 'The required project features are filled (structure, foundation, storeys, eaves height, seismic intensity)',
        es: 'Las características obligatorias están rellenas (estructura, cimentación, plantas, altura de alero, intensidad sísmica)',
      },
      {
        zh: '工程特征缺少“{feature}”',
        en: 'The project features lack “{feature}”',
        es: 'A las características del proyecto les falta «{feature}»',
      },
    ),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const { project } = input;
    const place = projectPlace(project);

    const specials = SPECIAL_UNITS.map((s) => ({
      ...s,
      rule: activeRule(input, `${ID}.${s.name}`),
    })).filter((s) => s.rule && (s.rule.min !== null || s.rule.max !== null));
    if (specials.length > 0) {
      const amount = projectTotal(project);
      for (const { unit, rule } of specials) {
        const count = project.specialUnits[unit];
        if (!rule || !count || count <= 0) continue;
        const value = amount / count;
        if (outside(value, rule))
          out.add(rule, place, shownRange(rule.min, rule.max), shown(value), {
            amount: shown(amount),
            count: shown(count),
          });
      }
    }

    const area = project.area;
    const contents = CONTENTS.map((c) => ({
      ...c,
      rule: activeRule(input, `${ID}.${c.name}`),
    })).filter((c) => c.rule && (c.rule.min !== null || c.rule.max !== null));
    if (area && area > 0 && contents.length > 0) {
      const quantities = totalQuantities(project);
      for (const { cls, factor, rule } of contents) {
        if (!rule) continue;
        const quantity = quantities[cls] * factor;
        const value = quantity / area;
        if (outside(value, rule))
          out.add(rule, place, shownRange(rule.min, rule.max), shown(value, 3), {
            quantity: shown(quantity),
            area: shown(area),
          });
      }
    }

    const features = activeRule(input, `${ID}.requiredFeatures`);
    if (features) {
      for (const names of REQUIRED_FEATURES) {
        const filled = names.some((name) => (project.features[name] ?? '').trim() !== '');
        if (!filled) out.add(features, place, names[0]!, null, { feature: names[0]! });
      }
    }
    return out.list;
  },
};
