/**
 * 项目造价检查 (DOMAIN.md §3): 单位工程造价 = 分部分项 + 措施 + 其他 + 规费 + 税金 (the fee table's
 * total row, and the unit's stated 造价); the fee table's 措施项目费 and 其他项目费 = the bills'
 * CSXMHJ and QTXMHJ (its 分部分项工程费 is branchFeeBalanceCheck's); 单项 = Σ 单位; 建设项目 = Σ
 * 单项; a bid above its control price (ERROR) or below control × 85 % (WARN).
 */
import { TOTAL_TOLERANCE } from '../../engine/model';
import type { QualityCheck } from '../types';
import { Findings, activeRule, differs, nodePlace, ruleDef } from './support-bill';
import {
  baseNeedsParts,
  baseValue,
  computedTotal,
  fileTotal,
  feePlace,
  money,
  pct,
  projectFacts,
  projectTotal,
  rated,
  unitPlace,
  wholePlace,
} from './support-fee';

const ID = 'projectAmountCheck';
const KEYS = {
  unitTotal: `${ID}.unitTotal`,
  unitParts: `${ID}.unitParts`,
  singleTotal: `${ID}.singleTotal`,
  projectTotal: `${ID}.projectTotal`,
  aboveControl: `${ID}.aboveControl`,
  belowControl: `${ID}.belowControl`,
  feeRowAmount: `${ID}.feeRowAmount`,
} as const;

export const projectAmountCheck: QualityCheck = {
  id: ID,
  title: { zh: '项目造价检查', en: 'Project cost totals', es: 'Totales del presupuesto' },
  rules: [
    ruleDef(
      ID,
      'unitTotal',
      'ERROR',
      {
        zh: '单位工程造价 = 分部分项 + 措施项目 + 其他项目 + 规费 + 税金（允许偏差 1 元）',
        en: 'Unit project cost = items + measures + other items + statutory fees + tax (tolerance 1 yuan)',
        es: 'Coste de la obra unitaria = partidas + medidas + otras partidas + cargas legales + impuesto (tolerancia 1 yuan)',
      },
      {
        zh: '{row} 为 {actual}，各部分之和为 {expected}',
        en: '{row} is {actual}; its parts add up to {expected}',
        es: '{row} es {actual}; sus partes suman {expected}',
      },
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'unitParts',
      'ERROR',
      {
        zh: '费用汇总的措施项目费 = 措施项目合计，其他项目费 = 其他项目合计（允许偏差 1 元）',
        en: 'The fee table’s measures and other items equal the measure and other-item tables (tolerance 1 yuan)',
        es: 'Las medidas y otras partidas del cuadro de costes igualan sus tablas (tolerancia 1 yuan)',
      },
      {
        zh: '{row} 为 {actual}，明细表合计为 {expected}',
        en: '{row} is {actual}; its table adds up to {expected}',
        es: '{row} es {actual}; su tabla suma {expected}',
      },
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'singleTotal',
      'ERROR',
      {
        zh: '单项工程造价 = Σ 单位工程造价（允许偏差 1 元）',
        en: 'Single project cost = Σ its unit projects (tolerance 1 yuan)',
        es: 'Coste de la obra parcial = Σ sus obras unitarias (tolerancia 1 yuan)',
      },
      {
        zh: '单项工程 {row} 为 {actual}，所含单位工程合计 {expected}',
        en: 'Single project {row} is {actual}; its unit projects add up to {expected}',
        es: 'La obra parcial {row} es {actual}; sus obras unitarias suman {expected}',
      },
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'projectTotal',
      'ERROR',
      {
        zh: '建设项目造价 = Σ 单项工程造价（允许偏差 1 元）',
        en: 'Construction project cost = Σ its single projects (tolerance 1 yuan)',
        es: 'Coste del proyecto = Σ sus obras parciales (tolerancia 1 yuan)',
      },
      {
        zh: '建设项目 {row} 为 {actual}，所含单项工程合计 {expected}',
        en: 'Project {row} is {actual}; its single projects add up to {expected}',
        es: 'El proyecto {row} es {actual}; sus obras parciales suman {expected}',
      },
      { unit: '元' },
    ),
    ruleDef(
      ID,
      'aboveControl',
      'ERROR',
      {
        zh: '投标总价不得高于招标控制价（上限：控制价的 100%）',
        en: 'A bid must not exceed the control price (limit: 100% of it)',
        es: 'La oferta no puede superar el precio de control (límite: 100 %)',
      },
      {
        zh: '投标总价 {actual} 高于招标控制价 {control}（上限 {expected}）',
        en: 'The bid {actual} exceeds the control price {control} (limit {expected})',
        es: 'La oferta {actual} supera el precio de control {control} (límite {expected})',
      },
      { max: 100, unit: '%' },
    ),
    ruleDef(
      ID,
      'belowControl',
      'WARN',
      {
        zh: '投标总价不低于招标控制价的 85%（可能低于成本）',
        en: 'A bid of at least 85% of the control price (below may be under cost)',
        es: 'Oferta de al menos el 85 % del precio de control (por debajo puede ser temeraria)',
      },
      {
        zh: '投标总价 {actual} 仅为招标控制价 {control} 的 {ratio}（下限 {expected}）',
        en: 'The bid {actual} is only {ratio} of the control price {control} (floor {expected})',
        es: 'La oferta {actual} es solo el {ratio} del precio de control {control} (mínimo {expected})',
      },
      { min: 85, unit: '%' },
    ),
    ruleDef(
      ID,
      'feeRowAmount',
      'ERROR',
      {
        zh: '其他费用行金额 = 计算基础 × 费率（允许偏差 1 元）',
        en: 'Any other fee row = base × rate (tolerance 1 yuan)',
        es: 'Cualquier otra fila de costes = base × tasa (tolerancia 1 yuan)',
      },
      {
        zh: '{row} 为 {actual}，按计算基础 {base} × 费率 {rate} 应为 {expected}',
        en: '{row} is {actual}; base {base} × rate {rate} gives {expected}',
        es: '{row} es {actual}; base {base} × tasa {rate} da {expected}',
      },
      { unit: '元' },
    ),
  ],
  run(input) {
    const out = new Findings(ID);
    const facts = projectFacts(input.project);
    const unitTotal = activeRule(input, KEYS.unitTotal);
    const unitParts = activeRule(input, KEYS.unitParts);
    const singleTotal = activeRule(input, KEYS.singleTotal);
    const wholeTotal = activeRule(input, KEYS.projectTotal);

    for (const unit of facts.units) {
      const { parts } = unit;
      if (unitTotal) {
        const sum = parts.preTax + parts.tax;
        if (parts.totalRow && differs(parts.totalRow.amount, sum, TOTAL_TOLERANCE))
          out.add(
            unitTotal,
            feePlace(unit, parts.totalRow),
            money(sum),
            money(parts.totalRow.amount),
          );
        const stated = unit.node.amount;
        if (stated !== null && differs(stated, parts.total, TOTAL_TOLERANCE))
          out.add(unitTotal, unitPlace(unit), money(parts.total), money(stated));
      }
      // Rows no other identity covers (规费, 税金, 安全文明 and the summary rows have their own).
      const feeRule = activeRule(input, KEYS.feeRowAmount);
      if (feeRule)
        for (const row of unit.allFeeRows.get('custom') ?? []) {
          if (row.isTotal || baseNeedsParts(unit, row.base)) continue;
          const value = baseValue(unit, row.base);
          if (value === null) continue;
          const expected = rated(value, row.rate);
          if (differs(row.amount, expected, TOTAL_TOLERANCE))
            out.add(feeRule, feePlace(unit, row), money(expected), money(row.amount), {
              base: money(value),
              rate: pct(row.rate),
            });
        }
      if (unitParts) {
        for (const [category, baseCode] of [
          ['measures', 'CSXMHJ'],
          ['other', 'QTXMHJ'],
        ] as const) {
          const rows = unit.feeRows.get(category);
          if (!rows?.[0]) continue;
          const stated = rows.reduce((sum, r) => sum + r.amount, 0);
          const expected = unit.base[baseCode];
          if (differs(stated, expected, TOTAL_TOLERANCE))
            out.add(unitParts, feePlace(unit, rows[0]), money(expected), money(stated));
        }
      }
    }

    for (const node of input.project.nodes) {
      if (node.amount === null) continue;
      const rule =
        node.level === 'single' ? singleTotal : node.level === 'project' ? wholeTotal : null;
      if (!rule) continue;
      if (!facts.children.get(node.id)?.length) continue;
      const sum = computedTotal(facts, node);
      if (differs(node.amount, sum, TOTAL_TOLERANCE))
        out.add(rule, nodePlace(node, node.id), money(sum), money(node.amount));
    }

    const control = input.control;
    if (input.project.fileType === 'bid' && control) {
      const bid = projectTotal(facts);
      const limit = fileTotal(control);
      if (limit > 0) {
        const ratio = (bid / limit) * 100;
        const params = { control: money(limit), ratio: pct(ratio) };
        const above = activeRule(input, KEYS.aboveControl);
        const below = activeRule(input, KEYS.belowControl);
        if (above && above.max !== null && bid - (limit * above.max) / 100 > TOTAL_TOLERANCE)
          out.add(
            above,
            wholePlace(facts),
            `≤ ${money((limit * above.max) / 100)}`,
            money(bid),
            params,
          );
        else if (below && below.min !== null && (limit * below.min) / 100 - bid > TOTAL_TOLERANCE)
          out.add(
            below,
            wholePlace(facts),
            `≥ ${money((limit * below.min) / 100)}`,
            money(bid),
            params,
          );
      }
    }
    return out.list;
  },
};
