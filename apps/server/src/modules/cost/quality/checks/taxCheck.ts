/**
 * 税金检查 (DOMAIN.md §3): every fee table has a 税金 row; its rate is the VAT rate of the
 * file's 计价日期 and 计税方法 (一般计税 9 % from 2019-04-01, 10 % 2018-05-01…2019-03-31, 11 %
 * 2016-05-01…2018-04-30; 简易计税 3 %), unless an administrator set a range for the region;
 * 税金 = (分部分项 + 措施 + 其他 + 规费) × rate.
 */
import { TOTAL_TOLERANCE } from '../../engine/model';
import { vatRate } from '../../fee/template';
import { inRange } from '../rules';
import type { QualityCheck } from '../types';
import { Findings, activeRule, differs, ruleDef } from './support-bill';
import {
  feePlace,
  feesExpected,
  money,
  pct,
  projectFacts,
  rangeText,
  rated,
  unitPlace,
} from './support-fee';

const ID = 'taxCheck';
const KEYS = {
  present: `${ID}.present`,
  rate: `${ID}.rate`,
  amount: `${ID}.amount`,
} as const;

/** Rates are stated with at most a few decimals: 9 and 9.0001 differ. */
const RATE_TOLERANCE = 1e-6;

export const taxCheck: QualityCheck = {
  id: ID,
  title: { zh: '税金检查', en: 'Tax', es: 'Impuestos' },
  rules: [
    ruleDef(
      ID,
      'present',
      'ERROR',
      {
        zh: '费用汇总计列税金（不可竞争费）',
        en: 'The fee table has a tax row (non-competitive)',
        es: 'El cuadro de costes tiene una fila de impuesto (no competitiva)',
      },
      {
        zh: '单位工程 {row} 的费用汇总没有税金行',
        en: 'Unit project {row}: the fee table has no tax row',
        es: 'Obra unitaria {row}: el cuadro de costes no tiene fila de impuesto',
      },
    ),
    ruleDef(
      ID,
      'rate',
      'ERROR',
      {
        zh: '增值税税率：一般计税 2019-04-01 起 9%（2018-05-01 起 10%，2016-05-01 起 11%），简易计税 3%；设定范围时按范围',
        en: 'VAT rate: general method 9% from 2019-04-01 (10% from 2018-05-01, 11% from 2016-05-01), simple method 3%; a set range overrides',
        es: 'Tipo de IVA: método general 9 % desde 2019-04-01 (10 % desde 2018-05-01, 11 % desde 2016-05-01), simplificado 3 %; un rango fijado prevalece',
      },
      {
        zh: '{row} 税率 {actual}，计价日期 {date} 应为 {expected}',
        en: '{row} has rate {actual}; for the pricing date {date} it should be {expected}',
        es: '{row} tiene tipo {actual}; para la fecha {date} debe ser {expected}',
      },
      { min: null, max: null, unit: '%' },
    ),
    ruleDef(
      ID,
      'amount',
      'ERROR',
      {
        zh: '税金 = (分部分项 + 措施项目 + 其他项目 + 规费) × 税率（允许偏差 1 元）',
        en: 'Tax = (items + measures + other items + statutory fees) × rate (tolerance 1 yuan)',
        es: 'Impuesto = (partidas + medidas + otras partidas + cargas legales) × tipo (tolerancia 1 yuan)',
      },
      {
        zh: '{row} 为 {actual}，税前造价 {base} × {rate} 应为 {expected}',
        en: '{row} is {actual}; pre-tax cost {base} × {rate} gives {expected}',
        es: '{row} es {actual}; coste antes de impuestos {base} × {rate} da {expected}',
      },
      { unit: '元' },
    ),
  ],
  run(input) {
    const out = new Findings(ID);
    const { project } = input;
    const facts = projectFacts(project);
    const present = activeRule(input, KEYS.present);
    const rateRule = activeRule(input, KEYS.rate);
    const amountRule = activeRule(input, KEYS.amount);
    const legal = vatRate(project.priceDate, project.taxMethod);

    for (const unit of facts.units) {
      const row = unit.feeRows.get('tax')?.[0];
      if (!row) {
        if (present && feesExpected(unit)) out.add(present, unitPlace(unit), null, null);
        continue;
      }
      const place = feePlace(unit, row);
      if (rateRule) {
        const ranged = rateRule.min !== null || rateRule.max !== null;
        if (ranged && !inRange(row.rate, rateRule))
          out.add(rateRule, place, rangeText(rateRule), pct(row.rate), {
            date: project.priceDate,
          });
        else if (!ranged && legal !== null && Math.abs(row.rate - legal) > RATE_TOLERANCE)
          out.add(rateRule, place, pct(legal), pct(row.rate), { date: project.priceDate });
      }
      if (amountRule) {
        const expected = rated(unit.parts.preTax, row.rate);
        if (differs(row.amount, expected, TOTAL_TOLERANCE))
          out.add(amountRule, place, money(expected), money(row.amount), {
            base: money(unit.parts.preTax),
            rate: pct(row.rate),
          });
      }
    }
    return out.list;
  },
};
