/**
 * 暂列金额与其他项目检查 (DOMAIN.md §3): the whole file's 暂列金额 ÷ 分部分项 in 10–15 % (WARN),
 * above 20 % (ERROR; control prices and bids, a settlement has spent it); a bid that changed the
 * tender's 暂列金额 or 专业工程暂估价 (ERROR); a 计日工 line without a price; 总承包服务费 at
 * 1.5 % (coordination only) or 3–5 % (with services), and amount = base × rate.
 */
import type { OtherItem } from '../../engine/model';
import { TOTAL_TOLERANCE } from '../../engine/model';
import { inRange, shown } from '../rules';
import type { QualityCheck } from '../types';
import type { Place } from './support-bill';
import { Findings, activeRule, differs, ruleDef, unitKeys } from './support-bill';
import type { UnitFacts } from './support-fee';
import {
  money,
  pct,
  projectFacts,
  rangeText,
  rated,
  share,
  unitPlace,
  otherTotals,
  otherTotalsByKey,
  wholePlace,
} from './support-fee';

const ID = 'provisionalCheck';
const KEYS = {
  share: `${ID}.share`,
  shareHigh: `${ID}.shareHigh`,
  bidChanged: `${ID}.bidChanged`,
  dayWorkPrice: `${ID}.dayWorkPrice`,
  serviceRate: `${ID}.serviceRate`,
  serviceRateCoordination: `${ID}.serviceRateCoordination`,
  serviceAmount: `${ID}.serviceAmount`,
} as const;

export const provisionalCheck: QualityCheck = {
  id: ID,
  title: {
    zh: '暂列金额与其他项目检查',
    en: 'Provisional sums and other items',
    es: 'Sumas provisionales y otras partidas',
  },
  rules: [
    ruleDef(
      ID,
      'share',
      'WARN',
      {
        zh: '暂列金额 ÷ 分部分项工程费在 10%–15% 之间（全项目）',
        en: 'Provisional sum ÷ items within 10%–15% (whole project)',
        es: 'Suma provisional ÷ partidas entre 10 % y 15 % (todo el proyecto)',
      },
      {
        zh: '暂列金额 {amount} 为分部分项工程费的 {actual}，常见范围 {expected}',
        en: 'The provisional sum {amount} is {actual} of the items; usual range {expected}',
        es: 'La suma provisional {amount} es el {actual} de las partidas; rango habitual {expected}',
      },
      { min: 10, max: 15, unit: '%' },
    ),
    ruleDef(
      ID,
      'shareHigh',
      'ERROR',
      {
        zh: '暂列金额 ÷ 分部分项工程费不超过 20%',
        en: 'Provisional sum ÷ items at most 20%',
        es: 'Suma provisional ÷ partidas como máximo 20 %',
      },
      {
        zh: '暂列金额 {amount} 为分部分项工程费的 {actual}，超过 {expected}',
        en: 'The provisional sum {amount} is {actual} of the items, above {expected}',
        es: 'La suma provisional {amount} es el {actual} de las partidas, por encima de {expected}',
      },
      { max: 20, unit: '%' },
    ),
    ruleDef(
      ID,
      'bidChanged',
      'ERROR',
      {
        zh: '投标报价的暂列金额、专业工程暂估价与招标文件一致（允许偏差 1 元）',
        en: 'A bid keeps the tender’s provisional sum and specialty estimate (tolerance 1 yuan)',
        es: 'La oferta mantiene la suma provisional y la estimación de especialidades de la licitación (tolerancia 1 yuan)',
      },
      {
        zh: '单位工程 {row} 的{kindZh}为 {actual}，招标控制价为 {expected}',
        en: 'Unit project {row}: {kindEn} is {actual}, the control price has {expected}',
        es: 'Obra unitaria {row}: {kindEs} es {actual}; el precio de control tiene {expected}',
      },
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'dayWorkPrice',
      'WARN',
      {
        zh: '计日工有数量的项目须填报单价',
        en: 'Every day-work line with a quantity has a price',
        es: 'Toda línea de trabajos por administración con cantidad tiene precio',
      },
      {
        zh: '计日工 {row} 数量 {quantity}，单价为 {actual}',
        en: 'Day work {row}: quantity {quantity}, price {actual}',
        es: 'Administración {row}: cantidad {quantity}, precio {actual}',
      },
    ),
    ruleDef(
      ID,
      'serviceRate',
      'WARN',
      {
        zh: '总承包服务费费率 3%–5%（另需配合服务），或仅管理协调时按下一规则（1.5%）',
        en: 'Main contractor’s service at 3%–5% (with services), or the coordination-only rate (1.5%)',
        es: 'Servicio del contratista principal al 3 %–5 % (con servicios), o la tasa solo de coordinación (1,5 %)',
      },
      {
        zh: '{row} 费率 {actual}，应为 {expected}',
        en: '{row} has rate {actual}; expected {expected}',
        es: '{row} tiene tasa {actual}; se espera {expected}',
      },
      { min: 3, max: 5, unit: '%' },
    ),
    ruleDef(
      ID,
      'serviceRateCoordination',
      'WARN',
      {
        zh: '总承包服务费仅管理协调时费率 1.5%（也视为合规的费率）',
        en: 'Main contractor’s service for coordination only at 1.5% (also accepted)',
        es: 'Servicio del contratista principal solo de coordinación al 1,5 % (también aceptado)',
      },
      {
        zh: '{row} 费率 {actual}，应为 {expected}',
        en: '{row} has rate {actual}; expected {expected}',
        es: '{row} tiene tasa {actual}; se espera {expected}',
      },
      { min: 1.5, max: 1.5, unit: '%' },
    ),
    ruleDef(
      ID,
      'serviceAmount',
      'ERROR',
      {
        zh: '总承包服务费 = 分包工程造价 × 费率（允许偏差 1 元）',
        en: 'Main contractor’s service = subcontract value × rate (tolerance 1 yuan)',
        es: 'Servicio del contratista principal = valor subcontratado × tasa (tolerancia 1 yuan)',
      },
      {
        zh: '{row} 为 {actual}，{base} × {rate} 应为 {expected}',
        en: '{row} is {actual}; {base} × {rate} gives {expected}',
        es: '{row} es {actual}; {base} × {rate} da {expected}',
      },
      { unit: '元' },
    ),
  ],
  run(input) {
    const out = new Findings(ID);
    const { project } = input;
    const facts = projectFacts(project);

    if (project.fileType !== 'settlement') {
      let provisional = 0;
      let fbfx = 0;
      for (const unit of facts.units) {
        provisional += unit.base.ZLJE;
        fbfx += unit.base.FBFXHJ;
      }
      const ratio = share(provisional, fbfx);
      const high = activeRule(input, KEYS.shareHigh);
      const usual = activeRule(input, KEYS.share);
      const params = { amount: money(provisional) };
      if (ratio !== null && high && !inRange(ratio, high))
        out.add(high, wholePlace(facts), rangeText(high), pct(ratio), params);
      else if (ratio !== null && usual && !inRange(ratio, usual))
        out.add(usual, wholePlace(facts), rangeText(usual), pct(ratio), params);
    }

    const changed = activeRule(input, KEYS.bidChanged);
    if (changed && project.fileType === 'bid' && input.control) {
      const controls = otherTotalsByKey(input.control);
      const keys = unitKeys(project);
      for (const unit of facts.units) {
        const control = controls.get(keys.get(unit.node.id) ?? unit.node.id);
        if (!control) continue;
        const own = otherTotals(unit.data);
        for (const [kind, zh, en, es] of [
          ['provisionalSum', '暂列金额', 'the provisional sum', 'la suma provisional'],
          [
            'specialtyEstimate',
            '专业工程暂估价',
            'the specialty estimate',
            'la estimación de especialidades',
          ],
        ] as const) {
          if (!differs(own[kind], control[kind], TOTAL_TOLERANCE)) continue;
          const row = unit.data.others.find((item) => item.kind === kind);
          out.add(
            changed,
            row ? otherPlace(unit, row) : unitPlace(unit),
            money(control[kind]),
            money(own[kind]),
            { kindZh: zh, kindEn: en, kindEs: es, row: unit.node.name },
          );
        }
      }
    }

    const dayWork = activeRule(input, KEYS.dayWorkPrice);
    const service = activeRule(input, KEYS.serviceRate);
    const coordination = activeRule(input, KEYS.serviceRateCoordination);
    const serviceAmount = activeRule(input, KEYS.serviceAmount);
    for (const unit of facts.units) {
      for (const item of unit.data.others) {
        if (item.kind === 'dayWork' && dayWork) {
          if (
            item.quantity !== null &&
            item.quantity > 0 &&
            !(item.price !== null && item.price > 0)
          )
            out.add(dayWork, otherPlace(unit, item), '> 0', shown(item.price ?? 0), {
              quantity: shown(item.quantity, 3),
            });
        } else if (item.kind === 'contractorService' && item.rate !== null) {
          const accepted =
            (service !== null && inRange(item.rate, service)) ||
            (coordination !== null && inRange(item.rate, coordination));
          const rule = service ?? coordination;
          if (rule && !accepted) {
            const ranges = [service, coordination]
              .filter((r) => r !== null)
              .map((r) => rangeText(r))
              .join(' / ');
            out.add(rule, otherPlace(unit, item), ranges, pct(item.rate));
          }
          if (serviceAmount && item.baseAmount !== null) {
            const expected = rated(item.baseAmount, item.rate);
            if (differs(item.amount, expected, TOTAL_TOLERANCE))
              out.add(serviceAmount, otherPlace(unit, item), money(expected), money(item.amount), {
                base: money(item.baseAmount),
                rate: pct(item.rate),
              });
          }
        }
      }
    }
    return out.list;
  },
};

function otherPlace(unit: UnitFacts, item: OtherItem): Place {
  return { nodeId: unit.node.id, rowKind: 'other', rowId: item.id, rowLabel: item.name };
}
