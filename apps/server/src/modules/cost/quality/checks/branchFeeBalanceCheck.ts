/**
 * 分部分项费用平衡检查 (DOMAIN.md §3): every 分部 that states a total equals Σ its children (its
 * bill items and its sub-分部); the fee table's 分部分项工程费 (FBFXHJ) = Σ 分部分项 items; Σ parts
 * (人 + 材 + 机 + 管 + 利 + 风险, × quantity) = FBFXHJ; Σ 其中：暂估价 column = the 暂估材料 summary
 * (Σ price × quantity of the provisional resources). Totals pass within the rule's 元 (1 元).
 */
import type { ProjectNode } from '../../engine/model';
import { round } from '../../engine/model';
import { shown } from '../rules';
import type { CheckInput, Finding, QualityCheck } from '../types';
import {
  Findings,
  activeRule,
  addSkip,
  differs,
  missingTables,
  nodeIndex,
  nodePlace,
  ruleDef,
  skipRuleDef,
} from './support-bill';

const ID = 'branchFeeBalanceCheck';

const KEYS = {
  division: `${ID}.division`,
  fbfxTotal: `${ID}.fbfxTotal`,
  partsTotal: `${ID}.partsTotal`,
  provisionalTotal: `${ID}.provisionalTotal`,
  skipped: `${ID}.skipped`,
} as const;

const SKIPPED = {
  zh: '清单暂估价与暂估材料的核对',
  en: 'the provisional column against the provisional materials',
  es: 'la columna provisional frente a los materiales provisionales',
};

export const branchFeeBalanceCheck: QualityCheck = {
  id: ID,
  title: {
    zh: '分部分项费用平衡检查',
    en: 'Bill of quantities balance',
    es: 'Cuadre de las partidas',
  },
  rules: [
    ruleDef(
      ID,
      'division',
      'ERROR',
      {
        zh: '分部合计 = Σ 下级（清单项目与子分部）（允许偏差以元计）',
        en: 'A division’s total = Σ its children (items and sub-divisions) (tolerance in yuan)',
        es: 'El total de un capítulo = Σ sus hijos (partidas y subcapítulos) (tolerancia en yuanes)',
      },
      {
        zh: '分部 {row} 合计 {actual}，下级合计 {expected}',
        en: 'Division {row} states {actual}, its children add up to {expected}',
        es: 'El capítulo {row} indica {actual}; sus hijos suman {expected}',
      },
      { max: 1, unit: '元' },
    ),
    ruleDef(
      ID,
      'fbfxTotal',
      'ERROR',
      {
        zh: '费用汇总的分部分项工程费 = Σ 分部分项清单合价（允许偏差以元计）',
        en: 'The fee table’s bill-of-quantities cost = Σ item amounts (tolerance in yuan)',
        es: 'El coste de partidas del cuadro de costes = Σ importes de partidas (tolerancia en yuanes)',
      },
      {
        zh: '{row} 为 {actual}，分部分项清单合价之和为 {expected}',
        en: '{row} is {actual}, the items add up to {expected}',
        es: '{row} es {actual}; las partidas suman {expected}',
      },
      { max: 1, unit: '元' },
    ),
    ruleDef(
      ID,
      'partsTotal',
      'ERROR',
      {
        zh: 'Σ(人工费 + 材料费 + 机械费 + 管理费 + 利润 + 风险) × 工程量 = 分部分项合计（允许偏差以元计）',
        en: 'Σ(labour + material + machinery + overhead + profit + risk) × quantity = items total (tolerance in yuan)',
        es: 'Σ(mano de obra + materiales + maquinaria + gastos generales + beneficio + riesgo) × cantidad = total de partidas (tolerancia en yuanes)',
      },
      {
        zh: '单位工程 {row} 各组成费用合计 {actual}，分部分项合计 {expected}',
        en: 'Unit project {row}: the price parts add up to {actual}, the items total {expected}',
        es: 'Obra unitaria {row}: los componentes suman {actual}; las partidas totalizan {expected}',
      },
      { max: 1, unit: '元' },
    ),
    ruleDef(
      ID,
      'provisionalTotal',
      'ERROR',
      {
        zh: 'Σ 清单“其中：暂估价” = 暂估材料汇总（单价 × 数量）（允许偏差以元计）',
        en: 'Σ the items’ provisional-sum column = the provisional materials summary (price × quantity) (tolerance in yuan)',
        es: 'Σ la columna de importes provisionales = resumen de materiales provisionales (precio × cantidad) (tolerancia en yuanes)',
      },
      {
        zh: '单位工程 {row} 清单暂估价合计 {actual}，暂估材料汇总 {expected}',
        en: 'Unit project {row}: the provisional column adds up to {actual}, the provisional materials to {expected}',
        es: 'Obra unitaria {row}: la columna provisional suma {actual}; los materiales provisionales {expected}',
      },
      { max: 1, unit: '元' },
    ),
    skipRuleDef(ID),
  ],
  run(input: CheckInput): Finding[] {
    const out = new Findings(ID);
    const { project } = input;
    const division = activeRule(input, KEYS.division);
    const fbfx = activeRule(input, KEYS.fbfxTotal);
    const parts = activeRule(input, KEYS.partsTotal);
    const provisional = activeRule(input, KEYS.provisionalTotal);
    const nodes = nodeIndex(project);
    const direct = new Map<string, number>();

    for (const [unitId, unit] of Object.entries(project.units)) {
      let items = 0;
      let partSum = 0;
      let partsStated = false;
      let provisionalColumn = 0;
      for (const bill of unit.bills) {
        direct.set(bill.nodeId, (direct.get(bill.nodeId) ?? 0) + bill.amount);
        if (bill.kind !== 'item') continue;
        items += bill.amount;
        provisionalColumn += bill.provisional;
        const perUnit =
          bill.labour + bill.material + bill.machine + bill.overhead + bill.profit + bill.risk;
        if (perUnit !== 0) partsStated = true;
        partSum += bill.quantity * perUnit;
      }
      const place = nodePlace(nodes.get(unitId), unitId);
      if (fbfx) {
        const row = unit.fees.find((fee) => fee.category === 'fbfx');
        if (row && differs(row.amount, items, fbfx.max ?? 0))
          out.add(
            fbfx,
            { nodeId: unitId, rowKind: 'fee', rowId: row.id, rowLabel: `${row.code} ${row.name}` },
            shown(round(items)),
            shown(row.amount),
          );
      }
      if (parts && partsStated && differs(partSum, items, parts.max ?? 0))
        out.add(parts, place, shown(round(items)), shown(round(partSum)));
      // The 暂估价 column is compared with the 暂估材料 table only when the file has one.
      const noTable = provisional ? missingTables(unit, ['provisionalMaterials']) : [];
      if (provisional && noTable.length > 0) {
        if (provisionalColumn !== 0)
          addSkip(out, activeRule(input, KEYS.skipped), place, noTable, SKIPPED);
      } else if (provisional) {
        let summary = 0;
        for (const resource of unit.resources)
          if (resource.provisional) summary += resource.price * resource.quantity;
        if (differs(provisionalColumn, summary, provisional.max ?? 0))
          out.add(provisional, place, shown(round(summary)), shown(round(provisionalColumn)));
      }
    }

    if (division) {
      const children = new Map<string, ProjectNode[]>();
      for (const node of project.nodes) {
        if (node.level !== 'division' || !node.parentId) continue;
        const list = children.get(node.parentId);
        if (list) list.push(node);
        else children.set(node.parentId, [node]);
      }
      const computed = new Map<string, number>();
      const total = (node: ProjectNode): number => {
        const known = computed.get(node.id);
        if (known !== undefined) return known;
        computed.set(node.id, 0); // guards against a cycle in a broken tree
        let sum = direct.get(node.id) ?? 0;
        for (const child of children.get(node.id) ?? []) sum += child.amount ?? total(child);
        computed.set(node.id, sum);
        return sum;
      };
      for (const node of project.nodes) {
        if (node.level !== 'division' || node.amount === null) continue;
        const expected = total(node);
        if (differs(node.amount, expected, division.max ?? 0))
          out.add(division, nodePlace(node, node.id), shown(round(expected)), shown(node.amount));
      }
    }
    return out.list;
  },
};
