/**
 * 清单综合单价检查 (DOMAIN.md §3): 合价 = round(工程量 × 综合单价, 2); 综合单价 ≤ 0; 综合单价 = 人 +
 * 材 + 机 + 管 + 利 + 风险; a bid's item above the control price or below control × 0.7; the
 * same item (9-digit code, 项目特征, unit) priced differently within the file; outside the
 * library's P10–P90 for the code and unit.
 */
import { round } from '../../engine/model';
import type { BillItem } from '../../engine/model';
import { shown, shownRange } from '../rules';
import type { CheckInput, Finding, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  billIndex,
  billPlace,
  canonicalUnit,
  differs,
  libraryBand,
  libraryRuleDefs,
  librarySettings,
  percentileValue,
  ruleDef,
  unitKeys,
} from './support-bill';

const ID = 'checkBillPrice';

/** Words of 项目特征 or the name that mark an item as priced within others. */
const INCLUDED = /已含|已包含|包含在|含在.*(内|中)|不单独计价|不另计/;

/** Whether the file marks the item as included in other items (a 0 price is then no flaw). */
export function includedElsewhere(bill: BillItem): boolean {
  return (
    bill.includedElsewhere === true || INCLUDED.test(bill.features) || INCLUDED.test(bill.name)
  );
}

const KEYS = {
  amount: `${ID}.amount`,
  negativePrice: `${ID}.negativePrice`,
  zeroPrice: `${ID}.zeroPrice`,
  priceParts: `${ID}.priceParts`,
  aboveControl: `${ID}.aboveControl`,
  belowControl: `${ID}.belowControl`,
  inconsistentPrice: `${ID}.inconsistentPrice`,
  libraryRange: `${ID}.libraryRange`,
} as const;

export const checkBillPrice: QualityCheck = {
  id: ID,
  title: {
    zh: '清单综合单价检查',
    en: 'Bill item unit prices',
    es: 'Precios unitarios de las partidas',
  },
  rules: [
    ruleDef(
      ID,
      'amount',
      'ERROR',
      {
        zh: '合价 = 工程量 × 综合单价（允许偏差以元计）',
        en: 'Amount = quantity × unit price (tolerance in yuan)',
        es: 'Importe = cantidad × precio unitario (tolerancia en yuanes)',
      },
      {
        zh: '清单项目 {row} 合价 {actual}，工程量 × 综合单价 = {expected}',
        en: 'Bill item {row}: amount {actual}, quantity × unit price = {expected}',
        es: 'Partida {row}: importe {actual}, cantidad × precio unitario = {expected}',
      },
      { max: 0.01, unit: '元' },
    ),
    ruleDef(
      ID,
      'negativePrice',
      'ERROR',
      {
        zh: '综合单价不为负数',
        en: 'Unit prices are not negative',
        es: 'Los precios unitarios no son negativos',
      },
      {
        zh: '清单项目 {row} 综合单价为负数：{actual}',
        en: 'Bill item {row} has a negative unit price: {actual}',
        es: 'La partida {row} tiene un precio unitario negativo: {actual}',
      },
    ),
    ruleDef(
      ID,
      'zeroPrice',
      'ERROR',
      {
        zh: '综合单价不为 0（文件注明已包含在其他项目中的除外）',
        en: 'Unit prices are not 0 (unless the file marks the item as included in other items)',
        es: 'Los precios unitarios no son 0 (salvo que el archivo indique que la partida está incluida en otras)',
      },
      {
        zh: '清单项目 {row} 综合单价为 0，且文件未注明已包含在其他项目中',
        en: 'Bill item {row} is priced 0 and the file does not mark it as included in other items',
        es: 'La partida {row} tiene precio 0 y el archivo no indica que esté incluida en otras',
      },
    ),
    ruleDef(
      ID,
      'priceParts',
      'ERROR',
      {
        zh: '综合单价 = 人工费 + 材料费 + 机械费 + 管理费 + 利润 + 风险（允许偏差以元计）',
        en: 'Unit price = labour + material + machinery + overhead + profit + risk (tolerance in yuan)',
        es: 'Precio unitario = mano de obra + materiales + maquinaria + gastos generales + beneficio + riesgo (tolerancia en yuanes)',
      },
      {
        zh: '清单项目 {row} 综合单价 {actual}，各组成之和 {expected}',
        en: 'Bill item {row}: unit price {actual}, its parts add up to {expected}',
        es: 'Partida {row}: precio unitario {actual}, sus componentes suman {expected}',
      },
      { max: 0.01, unit: '元' },
    ),
    ruleDef(
      ID,
      'aboveControl',
      'WARN',
      {
        zh: '投标综合单价不高于招标控制价（投标 ÷ 控制价 上限）',
        en: 'A bid unit price is not above the control price (bid ÷ control, maximum)',
        es: 'El precio unitario ofertado no supera el precio de control (oferta ÷ control, máximo)',
      },
      {
        zh: '清单项目 {row} 投标综合单价 {actual} 高于招标控制价 {control}（{ratio}%）',
        en: 'Bill item {row}: bid unit price {actual} is above the control price {control} ({ratio}%)',
        es: 'Partida {row}: el precio ofertado {actual} supera el precio de control {control} ({ratio}%)',
      },
      { max: 1, unit: 'ratio' },
    ),
    ruleDef(
      ID,
      'belowControl',
      'WARN',
      {
        zh: '投标综合单价不低于招标控制价 × 0.7（投标 ÷ 控制价 下限）',
        en: 'A bid unit price is not below control × 0.7 (bid ÷ control, minimum)',
        es: 'El precio unitario ofertado no baja del control × 0,7 (oferta ÷ control, mínimo)',
      },
      {
        zh: '清单项目 {row} 投标综合单价 {actual} 低于招标控制价 {control} 的 {min}%（{ratio}%）',
        en: 'Bill item {row}: bid unit price {actual} is below {min}% of the control price {control} ({ratio}%)',
        es: 'Partida {row}: el precio ofertado {actual} está por debajo del {min}% del precio de control {control} ({ratio}%)',
      },
      { min: 0.7, unit: 'ratio' },
    ),
    ruleDef(
      ID,
      'inconsistentPrice',
      'WARN',
      {
        zh: '同一清单项目（编码前 9 位、项目特征、单位相同）综合单价一致（允许偏差以元计）',
        en: 'The same item (9-digit code, features and unit) has one unit price (tolerance in yuan)',
        es: 'La misma partida (código de 9 dígitos, características y unidad) tiene un solo precio (tolerancia en yuanes)',
      },
      {
        zh: '清单项目 {row} 综合单价 {actual}，与相同项目 {other} 的 {expected} 不一致',
        en: 'Bill item {row} is priced {actual}, the same item {other} is priced {expected}',
        es: 'La partida {row} tiene precio {actual}; la misma partida {other} tiene {expected}',
      },
      { max: 0.01, unit: '元' },
    ),
    ruleDef(
      ID,
      'libraryRange',
      'INFO',
      {
        zh: '综合单价在项目库同类清单的 P10–P90 之间（百分位）',
        en: 'The unit price lies within the library’s P10–P90 for the item (percentiles)',
        es: 'El precio unitario está entre P10 y P90 de la biblioteca para la partida (percentiles)',
      },
      {
        zh: '清单项目 {row} 综合单价 {actual}，案例库 {n} 个同类工程的 P{pLow}–P{pHigh} 区间为 {expected}',
        en: 'Bill item {row} is priced {actual}; P{pLow}–P{pHigh} over {n} comparable library projects is {expected}',
        es: 'La partida {row} tiene precio {actual}; P{pLow}–P{pHigh} de {n} proyectos comparables de la biblioteca es {expected}',
      },
      { min: 10, max: 90, unit: 'P' },
    ),
    ...libraryRuleDefs(ID),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const amountRule = activeRule(input, KEYS.amount);
    const negative = activeRule(input, KEYS.negativePrice);
    const zero = activeRule(input, KEYS.zeroPrice);
    const parts = activeRule(input, KEYS.priceParts);
    const inconsistent = activeRule(input, KEYS.inconsistentPrice);
    const compareControl = input.project.fileType === 'bid' && input.control;
    const above = compareControl ? activeRule(input, KEYS.aboveControl) : null;
    const below = compareControl ? activeRule(input, KEYS.belowControl) : null;
    const library = input.library?.billPrices;
    const range = library ? activeRule(input, KEYS.libraryRange) : null;
    const settings = librarySettings(input, ID);

    const controlBills = (above || below) && input.control ? billIndex(input.control) : null;
    const keys = unitKeys(input.project);
    const firstPriced = new Map<string, BillItem>();

    for (const [unitId, unit] of Object.entries(input.project.units)) {
      const scope = controlBills?.scope(keys.get(unitId) ?? unitId);
      for (const bill of unit.bills) {
        const price = bill.unitPrice;
        if (amountRule) {
          const expected = round(bill.quantity * price, 2);
          if (differs(bill.amount, expected, amountRule.max ?? 0))
            out.add(amountRule, billPlace(bill), shown(expected), shown(bill.amount));
        }
        if (price < 0) {
          if (negative) out.add(negative, billPlace(bill), '> 0', shown(price));
          continue;
        }
        if (price === 0) {
          if (zero && !includedElsewhere(bill)) out.add(zero, billPlace(bill), '> 0', '0');
          continue;
        }
        if (parts) {
          const sum =
            bill.labour + bill.material + bill.machine + bill.overhead + bill.profit + bill.risk;
          const stated =
            bill.labour !== 0 ||
            bill.material !== 0 ||
            bill.machine !== 0 ||
            bill.overhead !== 0 ||
            bill.profit !== 0 ||
            bill.risk !== 0;
          if (stated && differs(sum, price, parts.max ?? 0))
            out.add(parts, billPlace(bill), shown(round(sum, 4), 4), shown(price, 4));
        }
        if (inconsistent) {
          const key = `${bill.code.slice(0, 9)}|${bill.features.trim()}|${canonicalUnit(bill.unit)}`;
          const first = firstPriced.get(key);
          if (!first) firstPriced.set(key, bill);
          else if (differs(price, first.unitPrice, inconsistent.max ?? 0))
            out.add(inconsistent, billPlace(bill), shown(first.unitPrice), shown(price), {
              other: `${first.code} ${first.name}`,
            });
        }
        if (controlBills) {
          const control = controlBills.find(scope, bill.code);
          if (control && control.unitPrice > 0) {
            const ratio = price / control.unitPrice;
            if (above && above.max !== null && ratio > above.max + 1e-9)
              out.add(
                above,
                billPlace(bill),
                `≤ ${shown(control.unitPrice * above.max)}`,
                shown(price),
                {
                  control: shown(control.unitPrice),
                  ratio: shown(ratio * 100, 1),
                },
              );
            if (below && below.min !== null && ratio < below.min - 1e-9)
              out.add(
                below,
                billPlace(bill),
                `≥ ${shown(control.unitPrice * below.min)}`,
                shown(price),
                {
                  control: shown(control.unitPrice),
                  ratio: shown(ratio * 100, 1),
                  min: shown(below.min * 100, 1),
                },
              );
          }
        }
        if (range && library) {
          // the library's key: billKey(code, unit)
          const stats = library[`${bill.code.slice(0, 9)}|${canonicalUnit(bill.unit)}`];
          const band =
            stats &&
            libraryBand(
              stats,
              range.min === null ? null : percentileValue(stats, range.min),
              range.max === null ? null : percentileValue(stats, range.max),
              settings,
            );
          if (stats && band) {
            const { low, high } = band;
            if ((low !== null && price < low - 1e-9) || (high !== null && price > high + 1e-9))
              out.add(range, billPlace(bill), shownRange(low, high), shown(price), {
                n: stats.n,
                pLow: range.min ?? 1,
                pHigh: range.max ?? 99,
              });
          }
        }
      }
    }
    return out.list;
  },
};
