/**
 * 利润率检查 (DOMAIN.md §3): Σ profit (分部分项 + 单价措施, quantity × 利润) ÷ 税前造价 in 5–7 %
 * for a control price; a bill item with negative profit (ERROR); a bid's profit below 2 %.
 */
import { inRange } from '../rules';
import type { QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  addSkip,
  billPlace,
  partsUnknown,
  ruleDef,
  skipRuleDef,
} from './support-bill';
import { money, pct, projectFacts, rangeText, share, unitPlace } from './support-fee';

const ID = 'profitRateCheck';
const KEYS = {
  controlShare: `${ID}.controlShare`,
  negative: `${ID}.negative`,
  bidLow: `${ID}.bidLow`,
  skipped: `${ID}.skipped`,
} as const;

const SKIPPED = {
  zh: '利润率',
  en: 'the profit rate',
  es: 'la tasa de beneficio',
};

const SHARE_MESSAGE = {
  zh: '单位工程 {row} 利润 {profit} 为税前造价的 {actual}，应为 {expected}',
  en: 'Unit project {row}: profit {profit} is {actual} of the pre-tax cost; expected {expected}',
  es: 'Obra unitaria {row}: el beneficio {profit} es el {actual} del coste antes de impuestos; se espera {expected}',
};

export const profitRateCheck: QualityCheck = {
  id: ID,
  title: { zh: '利润率检查', en: 'Profit rate', es: 'Tasa de beneficio' },
  rules: [
    ruleDef(
      ID,
      'controlShare',
      'WARN',
      {
        zh: '招标控制价：利润 ÷ 税前造价在 5%–7% 之间',
        en: 'Control price: profit ÷ pre-tax cost within 5%–7%',
        es: 'Precio de control: beneficio ÷ coste antes de impuestos entre 5 % y 7 %',
      },
      SHARE_MESSAGE,
      { min: 5, max: 7, unit: '%' },
    ),
    ruleDef(
      ID,
      'negative',
      'ERROR',
      {
        zh: '清单项目利润不得为负',
        en: 'No bill item has negative profit',
        es: 'Ninguna partida tiene beneficio negativo',
      },
      {
        zh: '{row} 综合单价中利润为 {actual}',
        en: '{row} has a profit of {actual} in its unit rate',
        es: '{row} tiene un beneficio de {actual} en su precio unitario',
      },
    ),
    ruleDef(
      ID,
      'bidLow',
      'WARN',
      {
        zh: '投标报价：利润 ÷ 税前造价不低于 2%',
        en: 'Bid: profit ÷ pre-tax cost at least 2%',
        es: 'Oferta: beneficio ÷ coste antes de impuestos al menos 2 %',
      },
      SHARE_MESSAGE,
      { min: 2, unit: '%' },
    ),
    skipRuleDef(ID),
  ],
  run(input) {
    const out = new Findings(ID);
    const { project } = input;
    const facts = projectFacts(project);
    const negative = activeRule(input, KEYS.negative);
    const shareRule =
      project.fileType === 'control'
        ? activeRule(input, KEYS.controlShare)
        : project.fileType === 'bid'
          ? activeRule(input, KEYS.bidLow)
          : null;
    for (const unit of facts.units) {
      if (negative) {
        for (const bill of unit.data.bills)
          if (bill.profit < 0) out.add(negative, billPlace(bill), '≥ 0', money(bill.profit));
      }
      if (!shareRule) continue;
      // Profit unknown (no 表-09, or no parts): skipped once, never a 0 % share.
      const reasons = partsUnknown(unit.data);
      if (reasons.length > 0) {
        addSkip(out, activeRule(input, KEYS.skipped), unitPlace(unit), reasons, SKIPPED);
        continue;
      }
      const profit = unit.base.FBFXLRHJ + unit.measureProfit;
      const ratio = share(profit, unit.parts.preTax);
      if (ratio !== null && !inRange(ratio, shareRule))
        out.add(shareRule, unitPlace(unit), rangeText(shareRule), pct(ratio), {
          profit: money(profit),
        });
    }
    return out.list;
  },
};
