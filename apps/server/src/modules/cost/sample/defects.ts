/**
 * Planted defects: for each quality check one typical error of its DOMAIN.md §3 row, planted in
 * a clean generated project (mutated in place). Everything not part of the defect is recomputed
 * so the project stays consistent: a changed quantity re-derives its norms, amount, resource
 * summary, fee table and node totals; a changed rate re-evaluates the fee table, and so on.
 */
import type { BillItem, CostProject, CostResource, UnitData } from '../engine/model';
import { round } from '../engine/model';
import { billBaseValues } from '../engine/baseValues';
import type { CheckId, Texts } from '../quality/types';
import { BID_RATES, CONTROL_RATES } from './catalogue';
import { rng, type Rng } from './prng';
import { priceBills, priceNodes, priceUnitTotals, summaryUnit, type PricingRates } from './pricing';

export interface PlantedDefect {
  check: CheckId;
  /** What was planted, for a person reading a test or a demo. */
  description: Texts;
  /** The ids of the rows (bill, resource, fee, measure, other, node …) that carry the defect. */
  rowIds: string[];
}

function ratesOf(project: CostProject): PricingRates {
  return project.fileType === 'control' ? CONTROL_RATES : BID_RATES;
}

/** Fee table, 总价措施, 其他项目 and node totals after a change of bills or rates. */
function refreshTotals(project: CostProject, unit: UnitData): void {
  priceUnitTotals(unit);
  priceNodes(project);
}

/** Resource summary quantities from the norms (bills keep their prices). */
function refreshResources(unit: UnitData): void {
  const sums = new Map<string, number>();
  for (const bill of unit.bills) {
    for (const norm of bill.norms) {
      for (const use of norm.resources)
        sums.set(use.code, (sums.get(use.code) ?? 0) + norm.quantity * use.consumption);
    }
  }
  for (const resource of unit.resources) resource.quantity = round(sums.get(resource.code) ?? 0, 4);
}

/** Changes a bill's quantity with everything that follows from it (norms, amount, resources). */
function setQuantity(unit: UnitData, bill: BillItem, quantity: number): void {
  const ratio = bill.quantity === 0 ? 0 : quantity / bill.quantity;
  for (const norm of bill.norms) norm.quantity = round(norm.quantity * ratio, 6);
  bill.quantity = quantity;
  bill.amount = round(quantity * bill.unitPrice, 2);
  refreshResources(unit);
}

/** The unit projects of a specialty (0101 建筑与装饰 by default), in tree order. */
function unitsOf(project: CostProject, specialty = '0101'): UnitData[] {
  const list = project.nodes
    .filter((node) => node.level === 'unit' && node.code === specialty && project.units[node.id])
    .map((node) => project.units[node.id]!);
  if (list.length === 0) throw new Error(`the project has no ${specialty} unit project`);
  return list;
}

function pickBill(r: Rng, unit: UnitData, test: (bill: BillItem) => boolean): BillItem {
  const list = unit.bills.filter(test);
  if (list.length === 0) throw new Error('no bill fits the defect');
  return r.pick(list);
}

const texts = (zh: string, en: string, es: string): Texts => ({ zh, en, es });

type Planter = (project: CostProject, r: Rng) => Omit<PlantedDefect, 'check'>;

const PLANTERS: Record<CheckId, Planter> = {
  analyzerBillAndMaterial(project, r) {
    const unit = r.pick(unitsOf(project));
    const bill = pickBill(r, unit, (b) => b.kind === 'item' && b.norms.length > 0);
    bill.norms = [];
    refreshResources(unit);
    return {
      description: texts(
        `清单 ${bill.code} ${bill.name} 有综合单价但未套定额`,
        `Bill ${bill.code} ${bill.name} is priced but has no norms`,
        `La partida ${bill.code} ${bill.name} tiene precio pero ninguna norma`,
      ),
      rowIds: [bill.id],
    };
  },
  checkBillPrice(project, r) {
    const unit = r.pick(unitsOf(project));
    const bill = pickBill(r, unit, (b) => b.kind === 'item' && b.amount > 1000);
    bill.amount = round(bill.amount + 1234.5, 2);
    refreshTotals(project, unit);
    return {
      description: texts(
        `清单 ${bill.code} 合价比 工程量 × 综合单价 多 1,234.50 元`,
        `Bill ${bill.code}: amount is 1,234.50 above quantity × unit price`,
        `Partida ${bill.code}: el importe supera en 1.234,50 la cantidad × precio`,
      ),
      rowIds: [bill.id],
    };
  },
  checkResourcePrice(project, r) {
    const unit = r.pick(unitsOf(project));
    const resource = r.pick(
      unit.resources.filter((res) => res.kind === 'material' && res.quantity > 0),
    );
    resource.price = round(resource.price * 1.4, 2);
    priceBills(unit, ratesOf(project));
    refreshTotals(project, unit);
    return {
      description: texts(
        `材料 ${resource.code} ${resource.name} 在本单位工程的价格比其他单位工程和信息价高 40 %`,
        `Material ${resource.code} ${resource.name} is priced 40 % above the other unit projects and the information price`,
        `El material ${resource.code} ${resource.name} cuesta un 40 % más que en las demás obras y que el precio de referencia`,
      ),
      rowIds: [resource.id],
    };
  },
  branchValencyCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const byCode9 = new Map<string, BillItem[]>();
    for (const bill of unit.bills) {
      const list = byCode9.get(bill.code.slice(0, 9)) ?? [];
      list.push(bill);
      byCode9.set(bill.code.slice(0, 9), list);
    }
    const pair = [...byCode9.values()].find((list) => list.length >= 2);
    if (pair) {
      pair[1]!.code = pair[0]!.code;
      return {
        description: texts(
          `两条清单使用相同的项目编码 ${pair[0]!.code}`,
          `Two bills share the code ${pair[0]!.code}`,
          `Dos partidas comparten el código ${pair[0]!.code}`,
        ),
        rowIds: [pair[1]!.id],
      };
    }
    const bill = r.pick(unit.bills);
    bill.code = bill.code.slice(0, 10);
    return {
      description: texts(
        `清单 ${bill.code} 的项目编码只有 10 位`,
        `Bill code ${bill.code} has only 10 digits`,
        `El código ${bill.code} tiene solo 10 dígitos`,
      ),
      rowIds: [bill.id],
    };
  },
  branchFeeBalanceCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const divisions = project.nodes.filter(
      (node) => node.level === 'division' && unit.bills.some((bill) => bill.nodeId === node.id),
    );
    const division = r.pick(divisions);
    division.amount = round((division.amount ?? 0) + 5000, 2);
    return {
      description: texts(
        `分部 ${division.name} 的合计比其下清单合价之和多 5,000 元`,
        `Division ${division.name} states 5,000 more than the sum of its items`,
        `La división ${division.name} declara 5.000 más que la suma de sus partidas`,
      ),
      rowIds: [division.id],
    };
  },
  projectAmountCheck(project, r) {
    const singles = project.nodes.filter((node) => node.level === 'single');
    const single = r.pick(singles);
    single.amount = round((single.amount ?? 0) + 20000, 2);
    const root = project.nodes.find((node) => node.level === 'project');
    if (root) root.amount = round((root.amount ?? 0) + 20000, 2);
    return {
      description: texts(
        `单项工程 ${single.name} 的造价比其单位工程之和多 20,000 元`,
        `Single project ${single.name} states 20,000 more than the sum of its unit projects`,
        `La obra ${single.name} declara 20.000 más que la suma de sus obras unitarias`,
      ),
      rowIds: [single.id],
    };
  },
  measuresRateCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const safety = unit.measures.find((m) => m.code.startsWith('011707001'));
    if (!safety) throw new Error('no 安全文明施工费 row');
    safety.rate = 1;
    refreshTotals(project, unit);
    return {
      description: texts(
        `安全文明施工费费率降为 ${safety.rate} %（低于规定费率）`,
        `Safety and civilised construction rate lowered to ${safety.rate} % (below the regulated rate)`,
        `Tasa de seguridad y obra civilizada reducida a ${safety.rate} % (por debajo de la regulada)`,
      ),
      rowIds: [safety.id],
    };
  },
  taxCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const tax = unit.fees.find((row) => row.category === 'tax');
    if (!tax) throw new Error('no tax row');
    tax.rate = tax.rate === 11 ? 10 : 11;
    refreshTotals(project, unit);
    return {
      description: texts(
        `税金按 ${tax.rate} % 计取（计价日期 ${project.priceDate} 应为 9 %）`,
        `Tax charged at ${tax.rate} % (9 % applies on ${project.priceDate})`,
        `Impuesto al ${tax.rate} % (el ${project.priceDate} corresponde el 9 %)`,
      ),
      rowIds: [tax.id],
    };
  },
  provisionalCheck(project) {
    const ids: string[] = [];
    for (const unit of Object.values(project.units)) {
      for (const sum of unit.others) {
        if (sum.kind !== 'provisionalSum') continue;
        sum.amount = Math.round(billBaseValues(summaryUnit(unit)).FBFXHJ * 0.25);
        ids.push(sum.id);
      }
      refreshTotals(project, unit);
    }
    return {
      description: texts(
        '暂列金额为分部分项工程费的 25 %',
        'The provisional sum is 25 % of the bill-of-quantities cost',
        'La partida provisional es el 25 % del coste de las partidas',
      ),
      rowIds: ids,
    };
  },
  lawfeeCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const row = unit.fees.find((f) => f.category === 'socialInsurance');
    if (!row) throw new Error('no social insurance row');
    row.rate = 2;
    refreshTotals(project, unit);
    return {
      description: texts(
        `社会保险费费率降为 ${row.rate} %（低于规定费率）`,
        `Social insurance rate lowered to ${row.rate} % (below the regulated rate)`,
        `Tasa de seguridad social reducida a ${row.rate} % (por debajo de la regulada)`,
      ),
      rowIds: [row.id],
    };
  },
  profitRateCheck(project) {
    const rates = { ...ratesOf(project), profit: 0.015 };
    const ids: string[] = [];
    for (const unit of Object.values(project.units)) {
      priceBills(unit, rates);
      refreshTotals(project, unit);
      ids.push(unit.unitId);
    }
    return {
      description: texts(
        '全部清单的利润按直接费的 1.5 % 计取，利润率远低于 5 %',
        'All bills carry profit at 1.5 % of direct cost, far below a 5 % profit rate',
        'Todas las partidas llevan un beneficio del 1,5 % del coste directo, muy por debajo del 5 %',
      ),
      rowIds: ids,
    };
  },
  laborRateCheck(project) {
    // Every 建筑 unit alike, so the labour resource keeps one price across the project.
    const ids: string[] = [];
    let price = 0;
    let published = 0;
    for (const unit of unitsOf(project)) {
      const labour = unit.resources.find((res) => res.kind === 'labour');
      if (!labour) continue;
      published = unit.publishedLabourDayRate ?? labour.infoPrice ?? labour.price;
      price = round(published * 1.25, 2);
      labour.price = price;
      unit.labourDayRate = price;
      priceBills(unit, ratesOf(project));
      refreshTotals(project, unit);
      ids.push(labour.id);
    }
    return {
      description: texts(
        `人工单价 ${price} 元/工日，比发布价 ${published} 高 25 %`,
        `Labour day rate ${price} is 25 % above the published ${published}`,
        `Jornal de ${price}, un 25 % por encima del publicado (${published})`,
      ),
      rowIds: ids,
    };
  },
  costRangeCheck(project) {
    project.area = null;
    const root = project.nodes.find((node) => node.level === 'project');
    if (root) root.area = null;
    return {
      description: texts(
        '建设项目未填写建筑面积',
        'The project has no floor area',
        'El proyecto no tiene superficie',
      ),
      rowIds: root ? [root.id] : [],
    };
  },
  economicCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const estimate = unit.others.find((o) => o.kind === 'specialtyEstimate');
    const fbfx = billBaseValues(summaryUnit(unit)).FBFXHJ;
    const row =
      estimate ??
      (() => {
        const created = {
          id: `${unit.unitId}-specialty`,
          unitId: unit.unitId,
          kind: 'specialtyEstimate' as const,
          name: '专业工程暂估价',
          amount: 0,
          unit: null,
          quantity: null,
          price: null,
          rate: null,
          baseAmount: null,
        };
        unit.others.push(created);
        return created;
      })();
    row.amount = Math.round(fbfx * 0.18);
    refreshTotals(project, unit);
    return {
      description: texts(
        '专业工程暂估价为分部分项的 18 %，其他项目费占比过高',
        'The specialty estimate is 18 % of the bill cost: other items take too large a share',
        'La estimación de especialidad es el 18 % del coste de partidas: otros conceptos pesan demasiado',
      ),
      rowIds: [row.id],
    };
  },
  quantityCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const bill = pickBill(
      r,
      unit,
      (b) => b.kind === 'item' && (b.unit === 'm3' || b.unit === 'm2') && b.quantity > 1,
    );
    setQuantity(unit, bill, round(bill.quantity + 0.005, 3));
    refreshTotals(project, unit);
    return {
      description: texts(
        `清单 ${bill.code} 的工程量 ${bill.quantity} ${bill.unit} 有 3 位小数（应为 2 位）`,
        `Bill ${bill.code}: quantity ${bill.quantity} ${bill.unit} has 3 decimals (2 expected)`,
        `Partida ${bill.code}: la cantidad ${bill.quantity} ${bill.unit} tiene 3 decimales (se esperan 2)`,
      ),
      rowIds: [bill.id],
    };
  },
  materialCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    const resource: CostResource = r.pick(unit.resources.filter((res) => res.kind === 'material'));
    resource.riskRate = 8;
    return {
      description: texts(
        `材料 ${resource.code} ${resource.name} 的风险系数为 8 %（超过 5 %）`,
        `Material ${resource.code} ${resource.name} carries a risk coefficient of 8 % (above 5 %)`,
        `El material ${resource.code} ${resource.name} tiene un coeficiente de riesgo del 8 % (más del 5 %)`,
      ),
      rowIds: [resource.id],
    };
  },
  relativityCheck(project, r) {
    const unit = r.pick(unitsOf(project));
    let excavation = 0;
    let backfill = 0;
    for (const bill of unit.bills) {
      if (bill.code.startsWith('010101002')) excavation += bill.quantity;
      if (bill.code.startsWith('010103001')) backfill += bill.quantity;
    }
    const bill = pickBill(r, unit, (b) => b.code.startsWith('010103001'));
    setQuantity(unit, bill, round(bill.quantity + (excavation - backfill) + excavation * 0.3, 2));
    refreshTotals(project, unit);
    return {
      description: texts(
        `回填方 ${bill.code} 加大后回填量超过挖方量`,
        `Backfill ${bill.code} raised so backfill exceeds excavation`,
        `Relleno ${bill.code} aumentado: el relleno supera la excavación`,
      ),
      rowIds: [bill.id],
    };
  },
  expandCheck(project) {
    delete project.features['抗震设防烈度'];
    const root = project.nodes.find((node) => node.level === 'project');
    return {
      description: texts(
        '工程特征缺少“抗震设防烈度”',
        'The project features lack the seismic intensity',
        'Falta la intensidad sísmica en las características del proyecto',
      ),
      rowIds: root ? [root.id] : [],
    };
  },
};

/**
 * Plants one typical defect for `check` into the project (mutated in place) and says what and
 * where. Throws when the project lacks what the defect needs (e.g. no 0101 unit project).
 */
export function plantDefect(project: CostProject, check: CheckId, seed = 1): PlantedDefect {
  const planter = PLANTERS[check];
  const result = planter(project, rng(seed));
  return { check, ...result };
}
