/**
 * 规费检查 (DOMAIN.md §3): 社会保险费 (养老, 失业, 医疗, 工伤, 生育: 5 kinds when it is split)
 * and 住房公积金 present; each at a regulated rate of the labour cost (分部分项 + 单价措施 人工费);
 * every 规费 row's amount = 计算基础 × 费率; 规费 ÷ 税前造价 in 0.5–8 %.
 */
import type { FeeRow } from '../../engine/model';
import { TOTAL_TOLERANCE } from '../../engine/model';
import { inRange } from '../rules';
import type { EffectiveRule, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  addSkip,
  differs,
  partsUnknown,
  ruleDef,
  skipRuleDef,
} from './support-bill';
import type { UnitFacts } from './support-fee';
import {
  baseNeedsParts,
  baseValue,
  feePlace,
  feesExpected,
  money,
  pct,
  projectFacts,
  rangeText,
  rated,
  share,
  unitPlace,
} from './support-fee';

const ID = 'lawfeeCheck';

const SKIPPED = {
  zh: '以人工费为计算基础的规费金额',
  en: 'the statutory fees computed on labour',
  es: 'las cargas legales calculadas sobre la mano de obra',
};

const KEYS = {
  skipped: `${ID}.skipped`,
  socialInsurancePresent: `${ID}.socialInsurancePresent`,
  housingFundPresent: `${ID}.housingFundPresent`,
  socialInsuranceKinds: `${ID}.socialInsuranceKinds`,
  socialInsuranceRate: `${ID}.socialInsuranceRate`,
  housingFundRate: `${ID}.housingFundRate`,
  amount: `${ID}.amount`,
  share: `${ID}.share`,
} as const;

export const lawfeeCheck: QualityCheck = {
  id: ID,
  title: { zh: '规费检查', en: 'Statutory fees', es: 'Cargas legales' },
  rules: [
    ruleDef(
      ID,
      'socialInsurancePresent',
      'ERROR',
      {
        zh: '规费计列社会保险费（不可竞争费）',
        en: 'Statutory fees include social insurance (non-competitive)',
        es: 'Las cargas legales incluyen la seguridad social (no competitiva)',
      },
      {
        zh: '单位工程 {row} 的费用汇总没有社会保险费',
        en: 'Unit project {row}: the fee table has no social insurance',
        es: 'Obra unitaria {row}: el cuadro de costes no tiene seguridad social',
      },
    ),
    ruleDef(
      ID,
      'housingFundPresent',
      'ERROR',
      {
        zh: '规费计列住房公积金（不可竞争费）',
        en: 'Statutory fees include the housing fund (non-competitive)',
        es: 'Las cargas legales incluyen el fondo de vivienda (no competitivo)',
      },
      {
        zh: '单位工程 {row} 的费用汇总没有住房公积金',
        en: 'Unit project {row}: the fee table has no housing fund',
        es: 'Obra unitaria {row}: el cuadro de costes no tiene fondo de vivienda',
      },
    ),
    ruleDef(
      ID,
      'socialInsuranceKinds',
      'ERROR',
      {
        zh: '分项列出的社会保险费含养老、失业、医疗、工伤、生育保险（至少 5 项；生育并入医疗的地区设为 4）',
        en: 'Itemised social insurance covers pension, unemployment, medical, injury and maternity (at least 5; set 4 where maternity is merged)',
        es: 'La seguridad social desglosada cubre pensión, desempleo, salud, accidentes y maternidad (al menos 5; 4 donde maternidad se integra)',
      },
      {
        zh: '{row} 分列 {actual} 项，应至少 {expected} 项',
        en: '{row} lists {actual} kinds; at least {expected} expected',
        es: '{row} desglosa {actual} tipos; se esperan al menos {expected}',
      },
      { min: 5, unit: '项' },
    ),
    ruleDef(
      ID,
      'socialInsuranceRate',
      'ERROR',
      {
        zh: '社会保险费 ÷ 人工费（分部分项 + 单价措施）在 5%–35% 之间（全国常见规定费率）',
        en: 'Social insurance ÷ labour cost (items + unit-rate measures) within 5%–35% (common regulated rates)',
        es: 'Seguridad social ÷ mano de obra (partidas + medidas unitarias) entre 5 % y 35 % (tasas reguladas habituales)',
      },
      {
        zh: '{row} {amount} 为人工费 {labour} 的 {actual}，规定 {expected}',
        en: '{row} {amount} is {actual} of the labour cost {labour}; regulated {expected}',
        es: '{row} {amount} es el {actual} de la mano de obra {labour}; regulado {expected}',
      },
      { min: 5, max: 35, unit: '%' },
    ),
    ruleDef(
      ID,
      'housingFundRate',
      'ERROR',
      {
        zh: '住房公积金 ÷ 人工费（分部分项 + 单价措施）在 2%–12% 之间（全国常见规定费率）',
        en: 'Housing fund ÷ labour cost (items + unit-rate measures) within 2%–12% (common regulated rates)',
        es: 'Fondo de vivienda ÷ mano de obra (partidas + medidas unitarias) entre 2 % y 12 % (tasas reguladas habituales)',
      },
      {
        zh: '{row} {amount} 为人工费 {labour} 的 {actual}，规定 {expected}',
        en: '{row} {amount} is {actual} of the labour cost {labour}; regulated {expected}',
        es: '{row} {amount} es el {actual} de la mano de obra {labour}; regulado {expected}',
      },
      { min: 2, max: 12, unit: '%' },
    ),
    ruleDef(
      ID,
      'amount',
      'ERROR',
      {
        zh: '规费各行金额 = 计算基础 × 费率（允许偏差 1 元）',
        en: 'Each statutory-fee row = base × rate (tolerance 1 yuan)',
        es: 'Cada fila de cargas legales = base × tasa (tolerancia 1 yuan)',
      },
      {
        zh: '{row} 为 {actual}，计算基础 {base} × 费率 {rate} 应为 {expected}',
        en: '{row} is {actual}; base {base} × rate {rate} gives {expected}',
        es: '{row} es {actual}; base {base} × tasa {rate} da {expected}',
      },
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'share',
      'WARN',
      {
        zh: '规费 ÷ 税前造价在 0.5%–8% 之间',
        en: 'Statutory fees ÷ pre-tax cost within 0.5%–8%',
        es: 'Cargas legales ÷ coste antes de impuestos entre 0,5 % y 8 %',
      },
      {
        zh: '单位工程 {row} 规费为税前造价的 {actual}，常见范围 {expected}',
        en: 'Unit project {row}: statutory fees are {actual} of the pre-tax cost; usual range {expected}',
        es: 'Obra unitaria {row}: las cargas legales son el {actual} del coste antes de impuestos; rango habitual {expected}',
      },
      { min: 0.5, max: 8, unit: '%' },
    ),
    skipRuleDef(ID),
  ],
  run(input) {
    const out = new Findings(ID);
    const facts = projectFacts(input.project);
    const rules = {
      socialPresent: activeRule(input, KEYS.socialInsurancePresent),
      housingPresent: activeRule(input, KEYS.housingFundPresent),
      kinds: activeRule(input, KEYS.socialInsuranceKinds),
      socialRate: activeRule(input, KEYS.socialInsuranceRate),
      housingRate: activeRule(input, KEYS.housingFundRate),
      amount: activeRule(input, KEYS.amount),
      share: activeRule(input, KEYS.share),
    };
    const skipped = activeRule(input, KEYS.skipped);
    for (const unit of facts.units) {
      // Mandatory rows: only where the file had a fee table (or the unit has fee rows of its own).
      if (!feesExpected(unit)) continue;
      // Without the parts of 综合单价 the labour is unknown, not 0: no rate share, no amount on it.
      const labour = unit.partsKnown ? unit.base.FBFXRGFHJ + unit.measureLabour : 0;
      const social = unit.feeRows.get('socialInsurance') ?? [];
      const housing = unit.feeRows.get('housingFund') ?? [];
      checkKind(out, unit, social, labour, rules.socialPresent, rules.socialRate);
      checkKind(out, unit, housing, labour, rules.housingPresent, rules.housingRate);
      let unknownBase = false;

      if (rules.kinds && rules.kinds.min !== null) {
        const all = unit.allFeeRows.get('socialInsurance') ?? [];
        for (const parent of social) {
          const kinds = all.filter((row) => row.parentId === parent.id).length;
          if (kinds > 0 && kinds < rules.kinds.min)
            out.add(rules.kinds, feePlace(unit, parent), String(rules.kinds.min), String(kinds));
        }
      }

      if (rules.amount) {
        for (const category of ['lawfee', 'socialInsurance', 'housingFund'] as const) {
          for (const row of unit.allFeeRows.get(category) ?? []) {
            if (baseNeedsParts(unit, row.base)) {
              unknownBase = true;
              continue;
            }
            const base = baseValue(unit, row.base);
            if (base === null) continue;
            const expected = rated(base, row.rate);
            if (differs(row.amount, expected, TOTAL_TOLERANCE))
              out.add(rules.amount, feePlace(unit, row), money(expected), money(row.amount), {
                base: money(base),
                rate: pct(row.rate),
              });
          }
        }
      }

      if (unknownBase) addSkip(out, skipped, unitPlace(unit), partsUnknown(unit.data), SKIPPED);

      const ratio = share(unit.parts.lawfee, unit.parts.preTax);
      if (rules.share && ratio !== null && !inRange(ratio, rules.share))
        out.add(rules.share, unitPlace(unit), rangeText(rules.share), pct(ratio));
    }
    return out.list;
  },
};

function checkKind(
  out: Findings,
  unit: UnitFacts,
  rows: FeeRow[],
  labour: number,
  present: EffectiveRule | null,
  rate: EffectiveRule | null,
): void {
  const first = rows[0];
  if (!first) {
    if (present) out.add(present, unitPlace(unit), null, null);
    return;
  }
  if (!rate) return;
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  const ratio = share(amount, labour);
  if (ratio !== null && !inRange(ratio, rate))
    out.add(rate, feePlace(unit, first), rangeText(rate), pct(ratio), {
      amount: money(amount),
      labour: money(labour),
    });
}
