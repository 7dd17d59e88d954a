/**
 * 材料检查 (DOMAIN.md §3): a main material missing from a unit project's summary although its
 * bills exist (concrete, rebar, masonry, waterproofing); 甲供 quantity and price against the
 * owner's list; 风险系数 above 5 %; t vs kg: one material weighed in t in one place and kg in
 * another, or a price a thousand times off its information price.
 */
import type { BillItem } from '../../engine/model';
import { shown } from '../rules';
import type { CheckInput, Finding, QualityCheck } from '../types';
import {
  Findings,
  QUANTITY_PREFIXES,
  activeRule,
  addSkip,
  canonicalUnit,
  billPlace,
  missingTables,
  nodeIndex,
  nodePlace,
  deviationPercent,
  differs,
  resourcePlace,
  roundingSlack,
  ruleDef,
  skipRuleDef,
  unitDecimals,
} from './support-bill';

const ID = 'materialCheck';

const KEYS = {
  mainMissing: `${ID}.mainMissing`,
  ownerPrice: `${ID}.ownerPrice`,
  ownerQuantity: `${ID}.ownerQuantity`,
  riskRate: `${ID}.riskRate`,
  weightUnitMixed: `${ID}.weightUnitMixed`,
  weightUnitPrice: `${ID}.weightUnitPrice`,
  skipped: `${ID}.skipped`,
} as const;

const SKIPPED = {
  zh: '主要材料是否列入人材机汇总',
  en: 'whether the main materials are in the resource summary',
  es: 'si los materiales principales figuran en el resumen de recursos',
};

/**
 * Main materials a unit project's summary must hold when it has their bills: bill-code prefixes
 * (GB 50500-2013 appendices) and words of the resource's name.
 */
export const MAIN_MATERIALS: readonly {
  material: string;
  prefixes: readonly string[];
  names: readonly string[];
}[] = [
  // E.1–E.10 混凝土 (垫层 included: it needs concrete too)
  { material: '混凝土', prefixes: QUANTITY_PREFIXES.concrete, names: ['混凝土', '砼'] },
  // E.15 钢筋工程
  {
    material: '钢筋',
    prefixes: QUANTITY_PREFIXES.rebar,
    names: ['钢筋', '钢材', '圆钢', '螺纹钢'],
  },
  // D.1 砖砌体, D.2 砌块砌体
  { material: '砖/砌块', prefixes: ['010401', '010402'], names: ['砖', '砌块'] },
  // J.2 屋面防水, J.3 墙面防水, J.4 楼(地)面防水
  {
    material: '防水材料',
    prefixes: ['010902', '010903', '010904'],
    names: ['防水', '卷材', '涂料', '涂膜'],
  },
];

/** MAIN_MATERIALS' index by bill-code prefix (6 or 9 digits). */
const MATERIAL_BY_PREFIX = new Map<string, number>();
MAIN_MATERIALS.forEach(({ prefixes }, i) => {
  for (const prefix of prefixes) MATERIAL_BY_PREFIX.set(prefix, i);
});

/** Units of weight, where t and kg get mixed up. */
const WEIGHT_UNITS = new Set(['t', 'kg']);
const SAME_PRICE = 0.005;

/** The MAIN_MATERIALS index of a bill code's main material, if any. */
function materialOf(code: string): number | undefined {
  return MATERIAL_BY_PREFIX.get(code.slice(0, 9)) ?? MATERIAL_BY_PREFIX.get(code.slice(0, 6));
}

export const materialCheck: QualityCheck = {
  id: ID,
  title: {
    zh: '材料检查',
    en: 'Materials',
    es: 'Materiales',
  },
  rules: [
    ruleDef(
      ID,
      'mainMissing',
      'WARN',
      {
        zh: '有相应清单项目时，人材机汇总中有其主材（混凝土、钢筋、砖/砌块、防水材料）',
        en: 'When its bill items exist, the summary holds the main material (concrete, rebar, bricks/blocks, waterproofing)',
        es: 'Si existen sus partidas, el resumen incluye el material principal (hormigón, acero, ladrillo/bloque, impermeabilización)',
      },
      {
        zh: '单位工程有 {row} 等清单项目，但人材机汇总中没有{material}',
        en: 'The unit project has items such as {row} but no {material} in its resource summary',
        es: 'La obra unitaria tiene partidas como {row} pero ningún {material} en su resumen de recursos',
      },
    ),
    ruleDef(
      ID,
      'ownerPrice',
      'ERROR',
      {
        zh: '甲供材料单价与甲供清单一致',
        en: 'Owner-supplied materials keep the owner’s list price',
        es: 'Los materiales suministrados por el propietario mantienen el precio de su lista',
      },
      {
        zh: '甲供材料 {row} 单价 {actual}，甲供清单为 {expected}',
        en: 'Owner-supplied material {row} is priced {actual}, the owner’s list says {expected}',
        es: 'El material del propietario {row} tiene precio {actual}; su lista indica {expected}',
      },
    ),
    ruleDef(
      ID,
      'ownerQuantity',
      'WARN',
      {
        zh: '甲供材料数量与甲供清单一致（允许偏差 %）',
        en: 'Owner-supplied quantities match the owner’s list (tolerance %)',
        es: 'Las cantidades suministradas por el propietario coinciden con su lista (tolerancia %)',
      },
      {
        zh: '甲供材料 {row} 数量 {actual}，甲供清单为 {expected}（偏差 {deviation}%）',
        en: 'Owner-supplied material {row}: quantity {actual}, the owner’s list says {expected} (off by {deviation}%)',
        es: 'Material del propietario {row}: cantidad {actual}; su lista indica {expected} (desviación {deviation}%)',
      },
      { max: 0.1, unit: '%' },
    ),
    ruleDef(
      ID,
      'riskRate',
      'WARN',
      {
        zh: '材料风险系数不超过 5%',
        en: 'A material’s risk coefficient is at most 5 %',
        es: 'El coeficiente de riesgo de un material es como máximo del 5 %',
      },
      {
        zh: '材料 {row} 风险系数 {actual}%，超过 {expected}',
        en: 'Material {row} has a risk coefficient of {actual}%, above {expected}',
        es: 'El material {row} tiene un coeficiente de riesgo del {actual}%, por encima de {expected}',
      },
      { max: 5, unit: '%' },
    ),
    ruleDef(
      ID,
      'weightUnitMixed',
      'WARN',
      {
        zh: '同一材料（名称、规格相同）统一使用 t 或 kg',
        en: 'One material (same name and spec) is weighed in either t or kg throughout',
        es: 'Un mismo material (mismo nombre y especificación) se pesa siempre en t o siempre en kg',
      },
      {
        zh: '材料 {row} 单位为 {actual}，同一材料在 {other} 中为 {expected}',
        en: 'Material {row} is in {actual}, the same material in {other} is in {expected}',
        es: 'El material {row} está en {actual}; el mismo material en {other} está en {expected}',
      },
    ),
    ruleDef(
      ID,
      'weightUnitPrice',
      'WARN',
      {
        zh: '以 t 或 kg 计量的材料单价与信息价同一数量级（单价 ÷ 信息价 的倍数上限）',
        en: 'A material weighed in t or kg is priced in the same order as its information price (largest factor either way)',
        es: 'Un material en t o kg tiene un precio del mismo orden que su precio de información (factor máximo en ambos sentidos)',
      },
      {
        zh: '材料 {row}（{unit}）单价 {actual}，信息价 {expected}，相差约 {factor} 倍，疑似 t 与 kg 混用',
        en: 'Material {row} ({unit}) is priced {actual}, information price {expected}: about {factor} times off, t and kg look mixed up',
        es: 'El material {row} ({unit}) tiene precio {actual}, precio de información {expected}: unas {factor} veces de diferencia; parece confundir t y kg',
      },
      { max: 200, unit: 'ratio' },
    ),
    skipRuleDef(ID),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const { project } = input;
    const missing = activeRule(input, KEYS.mainMissing);
    const ownerPrice = activeRule(input, KEYS.ownerPrice);
    const ownerQuantity = activeRule(input, KEYS.ownerQuantity);
    const risk = activeRule(input, KEYS.riskRate);
    const mixed = activeRule(input, KEYS.weightUnitMixed);
    const weightPrice = activeRule(input, KEYS.weightUnitPrice);
    const labels = new Map(project.nodes.map((n) => [n.id, n.name]));
    const weighed = new Map<string, { unit: string; unitId: string }>();

    const skipped = activeRule(input, KEYS.skipped);
    const nodes = nodeIndex(project);
    for (const [unitId, unit] of Object.entries(project.units)) {
      // Without 人材机汇总 a main material cannot be missing from it: one note for the unit.
      const noSummary = missing ? missingTables(unit, ['resources']) : [];
      if (missing && noSummary.length > 0) {
        if (unit.bills.some((bill) => materialOf(bill.code) !== undefined))
          addSkip(out, skipped, nodePlace(nodes.get(unitId), unitId), noSummary, SKIPPED);
      } else if (missing) {
        const firstBill: (BillItem | undefined)[] = MAIN_MATERIALS.map(() => undefined);
        for (const bill of unit.bills) {
          const i = materialOf(bill.code);
          if (i !== undefined && !firstBill[i]) firstBill[i] = bill;
        }
        for (let i = 0; i < MAIN_MATERIALS.length; i++) {
          const bill = firstBill[i];
          if (!bill) continue;
          const { material, names } = MAIN_MATERIALS[i]!;
          const present = unit.resources.some(
            (r) =>
              (r.kind === 'main' || r.kind === 'material') &&
              r.quantity > 0 &&
              names.some((name) => r.name.includes(name)),
          );
          if (!present) out.add(missing, billPlace(bill), material, null, { material });
        }
      }

      for (const resource of unit.resources) {
        if (resource.ownerSupplied) {
          if (
            ownerPrice &&
            resource.ownerPrice !== null &&
            differs(resource.price, resource.ownerPrice, SAME_PRICE)
          )
            out.add(
              ownerPrice,
              resourcePlace(resource),
              shown(resource.ownerPrice, 4),
              shown(resource.price, 4),
            );
          if (ownerQuantity && resource.ownerQuantity !== null) {
            const listed = resource.ownerQuantity;
            const tolerance = Math.max(
              (Math.abs(listed) * (ownerQuantity.max ?? 0)) / 100,
              roundingSlack(unitDecimals(resource.unit)),
            );
            if (differs(resource.quantity, listed, tolerance))
              out.add(
                ownerQuantity,
                resourcePlace(resource),
                shown(listed, 4),
                shown(resource.quantity, 4),
                {
                  deviation: shown(deviationPercent(resource.quantity, listed), 1),
                },
              );
          }
        }
        if (
          risk &&
          risk.max !== null &&
          resource.riskRate !== null &&
          resource.riskRate > risk.max + 1e-9
        )
          out.add(risk, resourcePlace(resource), `≤ ${shown(risk.max)}%`, shown(resource.riskRate));

        const unitName = canonicalUnit(resource.unit);
        if (!WEIGHT_UNITS.has(unitName)) continue;
        if (mixed) {
          const key = `${resource.name}|${resource.spec}`;
          const first = weighed.get(key);
          if (!first) weighed.set(key, { unit: unitName, unitId });
          else if (first.unit !== unitName)
            out.add(mixed, resourcePlace(resource), first.unit, unitName, {
              other: labels.get(first.unitId) ?? first.unitId,
            });
        }
        if (weightPrice && weightPrice.max !== null && resource.infoPrice && resource.price > 0) {
          const ratio = resource.price / resource.infoPrice;
          const factor = ratio >= 1 ? ratio : 1 / ratio;
          if (factor > weightPrice.max)
            out.add(
              weightPrice,
              resourcePlace(resource),
              shown(resource.infoPrice, 4),
              shown(resource.price, 4),
              {
                unit: resource.unit,
                factor: shown(factor, 0),
              },
            );
        }
      }
    }
    return out.list;
  },
};
