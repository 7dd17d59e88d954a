/**
 * 工程量检查 (DOMAIN.md §3): quantity < 0 (ERROR) or 0 (WARN); decimals by unit (t 3; m, m², m³,
 * kg 2; counted units whole); duplicate items (same code, name, features, unit and quantity in a
 * unit project); 综合脚手架 ≈ the building's floor area (±5 %); a settlement's quantity against the
 * tender's beyond ±15 % (INFO).
 */
import type { BillItem, CostProject, ProjectNode } from '../../engine/model';
import { shown, shownRange } from '../rules';
import type { CheckInput, Finding, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  billIndex,
  billPlace,
  canonicalUnit,
  deviationPercent,
  nodeIndex,
  nodePlace,
  ruleDef,
  unitDecimals,
  unitKeys,
} from './support-bill';

const ID = 'quantityCheck';

const KEYS = {
  negative: `${ID}.negative`,
  zero: `${ID}.zero`,
  decimals: `${ID}.decimals`,
  duplicate: `${ID}.duplicate`,
  scaffolding: `${ID}.scaffolding`,
  settlementDeviation: `${ID}.settlementDeviation`,
} as const;

/** S.1 011701001 综合脚手架 (m², measured on the building's floor area). */
export const SCAFFOLDING_CODE = '011701001';

const POWERS = [1, 10, 100, 1000, 10000];

/** Whether a quantity carries more decimals than `decimals`. */
function tooPrecise(quantity: number, decimals: number): boolean {
  const scaled = Math.abs(quantity) * (POWERS[decimals] ?? 10 ** decimals);
  return Math.abs(scaled - Math.round(scaled)) > 1e-7 * Math.max(1, scaled);
}

/** The floor area a unit project's scaffolding is measured on: its own, else its building's. */
function floorArea(
  project: CostProject,
  nodes: Map<string, ProjectNode>,
  unitId: string,
): number | null {
  const unit = nodes.get(unitId);
  if (unit?.area) return unit.area;
  const single = unit?.parentId ? nodes.get(unit.parentId) : undefined;
  if (single?.area) return single.area;
  const singles = project.nodes.filter((n) => n.level === 'single').length;
  return singles <= 1 && Object.keys(project.units).length === 1 ? project.area : null;
}

export const quantityCheck: QualityCheck = {
  id: ID,
  title: {
    zh: '工程量检查',
    en: 'Quantities',
    es: 'Cantidades',
  },
  rules: [
    ruleDef(
      ID,
      'negative',
      'ERROR',
      {
        zh: '工程量不为负数',
        en: 'Quantities are not negative',
        es: 'Las cantidades no son negativas',
      },
      {
        zh: '清单项目 {row} 工程量为负数：{actual}',
        en: 'Bill item {row} has a negative quantity: {actual}',
        es: 'La partida {row} tiene una cantidad negativa: {actual}',
      },
    ),
    ruleDef(
      ID,
      'zero',
      'WARN',
      {
        zh: '工程量不为 0',
        en: 'Quantities are not 0',
        es: 'Las cantidades no son 0',
      },
      {
        zh: '清单项目 {row} 工程量为 0',
        en: 'Bill item {row} has quantity 0',
        es: 'La partida {row} tiene cantidad 0',
      },
    ),
    ruleDef(
      ID,
      'decimals',
      'WARN',
      {
        zh: '工程量小数位符合计量单位（t 保留 3 位；m、m²、m³、kg 2 位；个、件、根、组、系统等取整）',
        en: 'Quantity decimals fit the unit (t: 3; m, m², m³, kg: 2; counted units: whole numbers)',
        es: 'Los decimales de la cantidad corresponden a la unidad (t: 3; m, m², m³, kg: 2; unidades contadas: enteros)',
      },
      {
        zh: '清单项目 {row} 工程量 {actual}（{unit}）应保留 {decimals} 位小数',
        en: 'Bill item {row}: quantity {actual} ({unit}) should have {decimals} decimals',
        es: 'Partida {row}: la cantidad {actual} ({unit}) debe tener {decimals} decimales',
      },
    ),
    ruleDef(
      ID,
      'duplicate',
      'WARN',
      {
        zh: '同一单位工程内没有重复的清单项目（编码前 9 位、名称、特征、单位、工程量均相同）',
        en: 'No item is entered twice in a unit project (same 9-digit code, name, features, unit and quantity)',
        es: 'Ninguna partida se repite en una obra unitaria (mismo código de 9 dígitos, nombre, características, unidad y cantidad)',
      },
      {
        zh: '清单项目 {row} 与 {other} 重复（工程量 {actual}）',
        en: 'Bill item {row} repeats {other} (quantity {actual})',
        es: 'La partida {row} repite {other} (cantidad {actual})',
      },
    ),
    ruleDef(
      ID,
      'scaffolding',
      'WARN',
      {
        zh: '综合脚手架工程量 ≈ 建筑面积（偏差 %）',
        en: 'Comprehensive scaffolding ≈ floor area (deviation %)',
        es: 'Andamiaje integral ≈ superficie construida (desviación %)',
      },
      {
        zh: '单位工程 {row} 综合脚手架 {actual} m²，建筑面积 {area} m²，偏差 {deviation}%（允许 {expected}）',
        en: 'Unit project {row}: scaffolding {actual} m², floor area {area} m², off by {deviation}% (allowed {expected})',
        es: 'Obra unitaria {row}: andamiaje {actual} m², superficie {area} m², desviación {deviation}% (permitido {expected})',
      },
      { min: -5, max: 5, unit: '%' },
    ),
    ruleDef(
      ID,
      'settlementDeviation',
      'INFO',
      {
        zh: '结算工程量与招标工程量偏差（%）',
        en: 'Settlement quantity against the tender quantity (deviation %)',
        es: 'Cantidad de liquidación frente a la de licitación (desviación %)',
      },
      {
        zh: '清单项目 {row} 结算工程量 {actual}，招标工程量 {tender}，偏差 {deviation}%（{expected}）',
        en: 'Bill item {row}: settlement quantity {actual}, tender quantity {tender}, off by {deviation}% ({expected})',
        es: 'Partida {row}: cantidad liquidada {actual}, de licitación {tender}, desviación {deviation}% ({expected})',
      },
      { min: -15, max: 15, unit: '%' },
    ),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const { project } = input;
    const negative = activeRule(input, KEYS.negative);
    const zero = activeRule(input, KEYS.zero);
    const decimals = activeRule(input, KEYS.decimals);
    const duplicate = activeRule(input, KEYS.duplicate);
    const scaffolding = activeRule(input, KEYS.scaffolding);
    const settlement =
      project.fileType === 'settlement' && input.control
        ? activeRule(input, KEYS.settlementDeviation)
        : null;
    const tender = settlement && input.control ? billIndex(input.control) : null;
    const keys = unitKeys(project);
    const nodes = nodeIndex(project);

    for (const [unitId, unit] of Object.entries(project.units)) {
      const scope = tender?.scope(keys.get(unitId) ?? unitId);
      const seen = new Map<string, BillItem>();
      let scaffold = 0;
      let hasScaffold = false;
      for (const bill of unit.bills) {
        const q = bill.quantity;
        if (q < 0) {
          if (negative) out.add(negative, billPlace(bill), '≥ 0', shown(q, 4));
        } else if (q === 0 && zero) out.add(zero, billPlace(bill), '> 0', '0');
        if (decimals && q !== 0) {
          const places = unitDecimals(bill.unit);
          if (places !== null && tooPrecise(q, places))
            out.add(decimals, billPlace(bill), String(places), shown(q, 6), {
              unit: bill.unit,
              decimals: places,
            });
        }
        if (duplicate) {
          const key = `${bill.code.slice(0, 9)}|${bill.name}|${bill.features}|${canonicalUnit(bill.unit)}|${q}`;
          const first = seen.get(key);
          if (!first) seen.set(key, bill);
          else
            out.add(duplicate, billPlace(bill), null, shown(q, 4), {
              other: `${first.code} ${first.name}`,
            });
        }
        if (bill.code.startsWith(SCAFFOLDING_CODE) && canonicalUnit(bill.unit) === 'm2') {
          scaffold += q;
          hasScaffold = true;
        }
        if (tender && settlement) {
          const original = tender.find(scope, bill.code);
          if (original && original.quantity !== 0) {
            const deviation = deviationPercent(q, original.quantity);
            if (
              (settlement.min !== null && deviation < settlement.min - 1e-9) ||
              (settlement.max !== null && deviation > settlement.max + 1e-9)
            )
              out.add(
                settlement,
                billPlace(bill),
                shownRange(settlement.min, settlement.max, '%'),
                shown(q, 4),
                {
                  tender: shown(original.quantity, 4),
                  deviation: shown(deviation, 1),
                },
              );
          }
        }
      }
      if (scaffolding && hasScaffold) {
        const area = floorArea(project, nodes, unitId);
        if (area) {
          const deviation = deviationPercent(scaffold, area);
          if (
            (scaffolding.min !== null && deviation < scaffolding.min - 1e-9) ||
            (scaffolding.max !== null && deviation > scaffolding.max + 1e-9)
          )
            out.add(
              scaffolding,
              nodePlace(nodes.get(unitId), unitId),
              shownRange(scaffolding.min, scaffolding.max, '%'),
              shown(scaffold),
              { area: shown(area), deviation: shown(deviation, 1) },
            );
        }
      }
    }
    return out.list;
  },
};
