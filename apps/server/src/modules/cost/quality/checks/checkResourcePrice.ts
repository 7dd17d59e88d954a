/**
 * 人材机价格检查 (DOMAIN.md §3): one resource (code, name, spec, unit) priced twice in the file;
 * deviation from the information price (> 10 % WARN, > 30 % ERROR); price 0 with a quantity; a
 * tax-inclusive-looking price in a 一般计税 file (price ÷ information price ≈ 1 + 13 % VAT, or
 * 含税 in the name); a bid that changed the price of a 暂估 material given by the control price.
 */
import type { CostResource } from '../../engine/model';
import { shown, shownRange } from '../rules';
import type { CheckInput, Finding, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  canonicalUnit,
  deviationPercent,
  differs,
  resourceIndex,
  resourcePlace,
  ruleDef,
  unitKeys,
} from './support-bill';

const ID = 'checkResourcePrice';

const KEYS = {
  twoPrices: `${ID}.twoPrices`,
  infoDeviation: `${ID}.infoDeviation`,
  infoDeviationStrong: `${ID}.infoDeviationStrong`,
  zeroPrice: `${ID}.zeroPrice`,
  taxInclusive: `${ID}.taxInclusive`,
  provisionalChanged: `${ID}.provisionalChanged`,
} as const;

/** Words in a resource's name or spec that say its price includes VAT. */
export const TAX_INCLUSIVE_WORDS = ['含税', '含增值税'] as const;

/** Price differences below this are the same price (money is kept to 2 places). */
const SAME_PRICE = 0.005;

export const checkResourcePrice: QualityCheck = {
  id: ID,
  title: {
    zh: '人材机价格检查',
    en: 'Resource prices',
    es: 'Precios de los recursos',
  },
  rules: [
    ruleDef(
      ID,
      'twoPrices',
      'WARN',
      {
        zh: '同一人材机（编码、名称、规格、单位相同）只有一个价格',
        en: 'One resource (same code, name, spec and unit) has one price',
        es: 'Un recurso (mismo código, nombre, especificación y unidad) tiene un solo precio',
      },
      {
        zh: '人材机 {row} 单价 {actual}，与同一人材机在 {other} 中的单价 {expected} 不一致',
        en: 'Resource {row} is priced {actual}, the same resource in {other} is priced {expected}',
        es: 'El recurso {row} tiene precio {actual}; el mismo recurso en {other} tiene {expected}',
      },
    ),
    ruleDef(
      ID,
      'infoDeviation',
      'WARN',
      {
        zh: '人材机单价与信息价偏差不超过 10%',
        en: 'A resource price deviates from the information price by at most 10 %',
        es: 'El precio del recurso se desvía del precio de información como máximo un 10 %',
      },
      {
        zh: '人材机 {row} 单价 {actual}，信息价 {info}，偏差 {deviation}%（允许 {expected}）',
        en: 'Resource {row} is priced {actual}, information price {info}: off by {deviation}% (allowed {expected})',
        es: 'El recurso {row} tiene precio {actual}, precio de información {info}: desviación {deviation}% (permitido {expected})',
      },
      { max: 10, unit: '%' },
    ),
    ruleDef(
      ID,
      'infoDeviationStrong',
      'ERROR',
      {
        zh: '人材机单价与信息价偏差不超过 30%（严重偏差）',
        en: 'A resource price deviates from the information price by at most 30 % (strong deviation)',
        es: 'El precio del recurso se desvía del precio de información como máximo un 30 % (desviación grave)',
      },
      {
        zh: '人材机 {row} 单价 {actual}，信息价 {info}，严重偏差 {deviation}%（允许 {expected}）',
        en: 'Resource {row} is priced {actual}, information price {info}: strongly off by {deviation}% (allowed {expected})',
        es: 'El recurso {row} tiene precio {actual}, precio de información {info}: desviación grave {deviation}% (permitido {expected})',
      },
      { max: 30, unit: '%' },
    ),
    ruleDef(
      ID,
      'zeroPrice',
      'WARN',
      {
        zh: '有数量的人材机单价不为 0',
        en: 'A resource with a quantity is not priced 0',
        es: 'Un recurso con cantidad no tiene precio 0',
      },
      {
        zh: '人材机 {row} 数量 {quantity}，单价为 0',
        en: 'Resource {row} has quantity {quantity} but is priced 0',
        es: 'El recurso {row} tiene cantidad {quantity} pero precio 0',
      },
    ),
    ruleDef(
      ID,
      'taxInclusive',
      'WARN',
      {
        zh: '一般计税的文件使用除税价（单价 ÷ 信息价 落在此区间视为含 13% 增值税）',
        en: 'A general-method file uses prices without VAT (price ÷ information price in this range looks like 13 % VAT added)',
        es: 'Un archivo del método general usa precios sin IVA (precio ÷ precio de información en este rango parece incluir el 13 % de IVA)',
      },
      {
        zh: '人材机 {row} 单价 {actual} 疑似含税价（信息价 {info}，{reason}）',
        en: 'Resource {row} price {actual} looks tax-inclusive (information price {info}, {reason})',
        es: 'El precio {actual} del recurso {row} parece incluir impuestos (precio de información {info}, {reason})',
      },
      { min: 1.12, max: 1.14, unit: 'ratio' },
    ),
    ruleDef(
      ID,
      'provisionalChanged',
      'ERROR',
      {
        zh: '投标文件的暂估材料单价与招标控制价一致',
        en: 'A bid keeps the control price’s provisional (暂估) material prices',
        es: 'La oferta mantiene los precios provisionales (暂估) de materiales del precio de control',
      },
      {
        zh: '暂估材料 {row} 单价 {actual}，招标文件给定 {expected}',
        en: 'Provisional material {row} is priced {actual}, the tender gives {expected}',
        es: 'El material provisional {row} tiene precio {actual}; la licitación da {expected}',
      },
    ),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const { project } = input;
    const two = activeRule(input, KEYS.twoPrices);
    const warn = activeRule(input, KEYS.infoDeviation);
    const strong = activeRule(input, KEYS.infoDeviationStrong);
    const zero = activeRule(input, KEYS.zeroPrice);
    const taxInclusive =
      project.taxMethod === 'general' ? activeRule(input, KEYS.taxInclusive) : null;
    const provisional =
      project.fileType === 'bid' && input.control
        ? activeRule(input, KEYS.provisionalChanged)
        : null;
    const controlResources = provisional && input.control ? resourceIndex(input.control) : null;
    const keys = unitKeys(project);
    const labels = new Map(project.nodes.map((n) => [n.id, n.name]));
    const first = new Map<string, CostResource>();

    for (const [unitId, unit] of Object.entries(project.units)) {
      const scope = controlResources?.scope(keys.get(unitId) ?? unitId);
      for (const resource of unit.resources) {
        const price = resource.price;
        if (two) {
          const key = `${resource.code}|${resource.name}|${resource.spec}|${canonicalUnit(resource.unit)}`;
          const seen = first.get(key);
          if (!seen) first.set(key, resource);
          else if (differs(price, seen.price, SAME_PRICE))
            out.add(two, resourcePlace(resource), shown(seen.price, 4), shown(price, 4), {
              other: labels.get(seen.unitId) ?? seen.unitId,
            });
        }
        if (price === 0) {
          if (zero && resource.quantity > 0)
            out.add(zero, resourcePlace(resource), '> 0', '0', {
              quantity: shown(resource.quantity, 4),
            });
        } else {
          const info = resource.infoPrice;
          let looksTaxed = false;
          if (taxInclusive) {
            const named = TAX_INCLUSIVE_WORDS.find(
              (word) => resource.name.includes(word) || resource.spec.includes(word),
            );
            const ratio = info ? price / info : null;
            const byRatio =
              ratio !== null &&
              (taxInclusive.min !== null || taxInclusive.max !== null) &&
              (taxInclusive.min === null || ratio >= taxInclusive.min) &&
              (taxInclusive.max === null || ratio <= taxInclusive.max);
            if (named || byRatio) {
              looksTaxed = true;
              out.add(taxInclusive, resourcePlace(resource), null, shown(price, 4), {
                info: info ? shown(info, 4) : '—',
                reason: named ?? `× ${shown(ratio!, 3)}`,
              });
            }
          }
          if (info && info > 0 && !looksTaxed && (warn || strong)) {
            const deviation = deviationPercent(price, info);
            const size = Math.abs(deviation);
            const rule =
              strong && strong.max !== null && size > strong.max + 1e-9
                ? strong
                : warn && warn.max !== null && size > warn.max + 1e-9
                  ? warn
                  : null;
            if (rule)
              out.add(rule, resourcePlace(resource), `±${shown(rule.max!)}%`, shown(price, 4), {
                info: shown(info, 4),
                deviation: shown(deviation, 1),
                range: shownRange(info * (1 - rule.max! / 100), info * (1 + rule.max! / 100)),
              });
          }
        }
        if (controlResources && provisional) {
          const tender = controlResources.find(scope, resource.code);
          if (tender?.provisional && differs(price, tender.price, SAME_PRICE))
            out.add(provisional, resourcePlace(resource), shown(tender.price, 4), shown(price, 4));
        }
      }
    }
    return out.list;
  },
};
