/**
 * 经济指标检查 (DOMAIN.md §3), per unit project: the shares of its 造价 (分部分项 60–85 %, 措施
 * 3–20 %, 其他 0–15 %, 规费 0.5–6 %), 税金 ≈ rate ÷ (100 + rate) of the total (9/109 for 一般计税
 * since 2019-04-01) within a tolerance, and inside 分部分项 人 10–30 %, 材 50–70 %, 机 2–10 %.
 */
import { vatRate } from '../../fee/template';
import { inRange, shown } from '../rules';
import type { EffectiveRule, QualityCheck, Texts } from '../types';
import { Findings, activeRule, addSkip, partsUnknown, ruleDef, skipRuleDef } from './support-bill';
import type { UnitFacts } from './support-fee';
import { pct, projectFacts, rangeText, share, unitPlace } from './support-fee';

const ID = 'economicCheck';

interface ShareDef {
  name: string;
  zh: string;
  en: string;
  es: string;
  min: number;
  max: number;
  /** Of the unit's 造价 or of its 分部分项. */
  of: 'total' | 'fbfx';
  value(unit: UnitFacts): number;
}

const SHARES: readonly ShareDef[] = [
  {
    name: 'fbfxShare',
    zh: '分部分项工程费',
    en: 'Items',
    es: 'Partidas',
    min: 60,
    max: 85,
    of: 'total',
    value: (u) => u.parts.fbfx,
  },
  {
    name: 'measuresShare',
    zh: '措施项目费',
    en: 'Measures',
    es: 'Medidas',
    min: 3,
    max: 20,
    of: 'total',
    value: (u) => u.parts.measures,
  },
  {
    name: 'otherShare',
    zh: '其他项目费',
    en: 'Other items',
    es: 'Otras partidas',
    min: 0,
    max: 15,
    of: 'total',
    value: (u) => u.parts.other,
  },
  {
    name: 'lawfeeShare',
    zh: '规费',
    en: 'Statutory fees',
    es: 'Cargas legales',
    min: 0.5,
    max: 6,
    of: 'total',
    value: (u) => u.parts.lawfee,
  },
  {
    name: 'labourShare',
    zh: '人工费',
    en: 'Labour',
    es: 'Mano de obra',
    min: 10,
    max: 30,
    of: 'fbfx',
    value: (u) => u.base.FBFXRGFHJ,
  },
  {
    name: 'materialShare',
    zh: '材料费',
    en: 'Materials',
    es: 'Materiales',
    min: 50,
    max: 70,
    of: 'fbfx',
    value: (u) => u.base.FBFXCLFHJ,
  },
  {
    name: 'machineShare',
    zh: '机械费',
    en: 'Machinery',
    es: 'Maquinaria',
    min: 2,
    max: 10,
    of: 'fbfx',
    value: (u) => u.base.FBFXJXFHJ,
  },
];

const OF: Record<ShareDef['of'], Texts> = {
  total: { zh: '单位工程造价', en: 'the unit project’s cost', es: 'el coste de la obra unitaria' },
  fbfx: { zh: '分部分项工程费', en: 'the items', es: 'las partidas' },
};

function shareRule(def: ShareDef) {
  const of = OF[def.of];
  return ruleDef(
    ID,
    def.name,
    'WARN',
    {
      zh: `${def.zh} ÷ ${of.zh}在 ${def.min}%–${def.max}% 之间`,
      en: `${def.en} ÷ ${of.en} within ${def.min}%–${def.max}%`,
      es: `${def.es} ÷ ${of.es} entre ${def.min} % y ${def.max} %`,
    },
    {
      zh: `单位工程 {row} ${def.zh}占${of.zh}的 {actual}，常见范围 {expected}`,
      en: `Unit project {row}: ${def.en.toLowerCase()} are {actual} of ${of.en}; usual range {expected}`,
      es: `Obra unitaria {row}: ${def.es.toLowerCase()} son el {actual} de ${of.es}; rango habitual {expected}`,
    },
    { min: def.min, max: def.max, unit: '%' },
  );
}

const TAX_KEY = `${ID}.taxShare`;
const SKIP_KEY = `${ID}.skipped`;

const SKIPPED = {
  zh: '人工费、材料费、机械费占比',
  en: 'the labour, material and machinery shares',
  es: 'las proporciones de mano de obra, materiales y maquinaria',
};

export const economicCheck: QualityCheck = {
  id: ID,
  title: { zh: '经济指标检查', en: 'Cost structure', es: 'Estructura de costes' },
  rules: [
    ...SHARES.map(shareRule),
    ruleDef(
      ID,
      'taxShare',
      'WARN',
      {
        zh: '税金 ÷ 单位工程造价 ≈ 税率 ÷ (100 + 税率)（一般计税 9/109），偏差不超过 0.5 个百分点',
        en: 'Tax ÷ unit project cost ≈ rate ÷ (100 + rate) (9/109 under the general method), within 0.5 percentage points',
        es: 'Impuesto ÷ coste de la obra unitaria ≈ tipo ÷ (100 + tipo) (9/109 en el método general), con 0,5 puntos de margen',
      },
      {
        zh: '单位工程 {row} 税金占造价的 {actual}，应约为 {expected}（允许偏差 {tolerance} 个百分点）',
        en: 'Unit project {row}: tax is {actual} of the cost, about {expected} expected (tolerance {tolerance} points)',
        es: 'Obra unitaria {row}: el impuesto es el {actual} del coste; se espera cerca del {expected} (margen {tolerance} puntos)',
      },
      { max: 0.5, unit: '百分点' },
    ),
    skipRuleDef(ID),
  ],
  run(input) {
    const out = new Findings(ID);
    const { project } = input;
    const facts = projectFacts(project);
    const rules = SHARES.map((def) => [def, activeRule(input, `${ID}.${def.name}`)] as const);
    const taxRule = activeRule(input, TAX_KEY);
    const rate = vatRate(project.priceDate, project.taxMethod);
    const expectedTax = rate === null ? null : (rate / (100 + rate)) * 100;

    const wantsParts = rules.some(([def, rule]) => rule && def.of === 'fbfx');
    for (const unit of facts.units) {
      const total = unit.parts.total;
      // 人/材/机 unknown (no 表-09, or no parts): skipped once, never a 0 % share.
      const reasons = wantsParts ? partsUnknown(unit.data) : [];
      addSkip(out, activeRule(input, SKIP_KEY), unitPlace(unit), reasons, SKIPPED);
      for (const [def, rule] of rules) {
        if (!rule) continue;
        if (def.of === 'fbfx' && reasons.length > 0) continue;
        const ratio = share(def.value(unit), def.of === 'total' ? total : unit.base.FBFXHJ);
        if (ratio !== null && ratio >= 0 && !inRange(ratio, rule))
          out.add(rule, unitPlace(unit), rangeText(rule), pct(ratio));
      }
      if (taxRule) checkTax(out, taxRule, unit, expectedTax);
    }
    return out.list;
  },
};

function checkTax(
  out: Findings,
  rule: EffectiveRule,
  unit: UnitFacts,
  expected: number | null,
): void {
  if (expected === null || rule.max === null || !unit.feeRows.has('tax')) return;
  const ratio = share(unit.parts.tax, unit.parts.total);
  if (ratio === null || Math.abs(ratio - expected) <= rule.max + 1e-9) return;
  out.add(rule, unitPlace(unit), pct(expected), pct(ratio), { tolerance: shown(rule.max) });
}
