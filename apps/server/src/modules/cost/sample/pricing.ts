/**
 * Prices a project from its structure: bill prices from their norms and the unit's resource
 * prices, resource summary quantities from the norms, 总价措施 and 其他项目 amounts, the fee
 * table (the regulated template evaluated by the fee engine) and node totals. Every identity of
 * DOMAIN.md §3 holds afterwards: amount = round(qty × price, 2); 综合单价 = 人+材+机+管+利;
 * Σ norm price × norm qty ÷ bill qty = 综合单价 (±0.005); summary quantity = Σ norm qty ×
 * consumption; 分部 = Σ children; 单位 = fee total; 单项 = Σ 单位; 建设项目 = Σ 单项.
 */
import Decimal from 'decimal.js';
import type { CostProject, CostResource, UnitData } from '../engine/model';
import { round } from '../engine/model';
import { billBaseValues } from '../engine/baseValues';
import { evaluateFeeTable } from '../fee/feeTable';

export interface PricingRates {
  /** 管理费 and 利润 as fractions of the direct cost (人+材+机). */
  overhead: number;
  profit: number;
}

interface NormPrice {
  labour: number;
  material: number;
  machine: number;
  overhead: number;
  price: number;
}

/** Prices every bill of a unit and recomputes its resource summary quantities. */
export function priceBills(unit: UnitData, rates: PricingRates): void {
  const resources = new Map<string, CostResource>();
  for (const resource of unit.resources) resources.set(resource.code, resource);
  const normPrices = new Map<string, NormPrice>();
  const quantities = new Map<string, number>();
  for (const bill of unit.bills) {
    let labour = 0;
    let material = 0;
    let machine = 0;
    let overhead = 0;
    let price = 0;
    for (const norm of bill.norms) {
      let np = normPrices.get(norm.code);
      if (!np) {
        let l = 0;
        let m = 0;
        let c = 0;
        for (const use of norm.resources) {
          const resource = resources.get(use.code);
          if (!resource) continue;
          const cost = use.consumption * resource.price;
          if (resource.kind === 'labour') l += cost;
          else if (resource.kind === 'machine') c += cost;
          else m += cost;
        }
        const direct = l + m + c;
        const o = direct * rates.overhead;
        np = {
          labour: l,
          material: m,
          machine: c,
          overhead: o,
          price: round(direct + o + direct * rates.profit, 2),
        };
        normPrices.set(norm.code, np);
      }
      norm.price = np.price;
      const factor = bill.quantity === 0 ? 0 : norm.quantity / bill.quantity;
      labour += factor * np.labour;
      material += factor * np.material;
      machine += factor * np.machine;
      overhead += factor * np.overhead;
      price += factor * np.price;
      for (const use of norm.resources) {
        quantities.set(use.code, (quantities.get(use.code) ?? 0) + norm.quantity * use.consumption);
      }
    }
    bill.unitPrice = round(price, 2);
    bill.labour = round(labour, 2);
    bill.material = round(material, 2);
    bill.machine = round(machine, 2);
    bill.overhead = round(overhead, 2);
    bill.risk = 0;
    bill.profit = round(
      bill.unitPrice - bill.labour - bill.material - bill.machine - bill.overhead,
      2,
    );
    bill.amount = round(bill.quantity * bill.unitPrice, 2);
  }
  for (const resource of unit.resources) {
    resource.quantity = round(quantities.get(resource.code) ?? 0, 4);
    if (resource.ownerSupplied) resource.ownerQuantity = resource.quantity;
  }
}

/**
 * The unit with its bills folded into at most two summary bills whose billBaseValues are
 * exactly those of the real bills: sums of quantity × part are taken in integers (quantity in
 * thousandths, parts in cents), so the fee engine runs in constant time per unit instead of
 * doing decimal arithmetic per bill.
 */
export function summaryUnit(unit: UnitData): UnitData {
  let amount = 0;
  let measureAmount = 0;
  let provisional = 0;
  let labour = 0;
  let material = 0;
  let machine = 0;
  let overhead = 0;
  let profit = 0;
  for (const bill of unit.bills) {
    if (bill.kind === 'measure') {
      measureAmount += Math.round(bill.amount * 100);
      continue;
    }
    const q = Math.round(bill.quantity * 1000);
    amount += Math.round(bill.amount * 100);
    provisional += Math.round(bill.provisional * 100);
    labour += q * Math.round(bill.labour * 100);
    material += q * Math.round(bill.material * 100);
    machine += q * Math.round(bill.machine * 100);
    overhead += q * Math.round(bill.overhead * 100);
    profit += q * Math.round(bill.profit * 100);
  }
  // Σ in units of 1e-5 元 → 元, rounded half away from zero at 2 places.
  const money = (sum: number) => (Math.sign(sum) * Math.floor((Math.abs(sum) + 500) / 1000)) / 100;
  const summary = (kind: 'item' | 'measure', total: number) => ({
    ...unit.bills[0]!,
    id: `summary-${kind}`,
    kind,
    quantity: 1,
    amount: total / 100,
    provisional: kind === 'item' ? provisional / 100 : 0,
    labour: kind === 'item' ? money(labour) : 0,
    material: kind === 'item' ? money(material) : 0,
    machine: kind === 'item' ? money(machine) : 0,
    overhead: kind === 'item' ? money(overhead) : 0,
    profit: kind === 'item' ? money(profit) : 0,
    risk: 0,
    norms: [],
  });
  return {
    ...unit,
    bills:
      unit.bills.length === 0 ? [] : [summary('item', amount), summary('measure', measureAmount)],
  };
}

/**
 * 总价措施 (each at its base, a sum of bill base codes such as FBFXHJ or FBFXHJ+DJCSHJ, × rate),
 * 计日工, 总承包服务费 and the fee table of a unit (bills priced first).
 */
export function priceUnitTotals(unit: UnitData): void {
  const values = billBaseValues(summaryUnit(unit)) as Record<string, number>;
  for (const measure of unit.measures) {
    let base = new Decimal(0);
    for (const code of measure.base.split('+')) base = base.plus(values[code.trim()] ?? 0);
    measure.amount = base.times(measure.rate).div(100).toDecimalPlaces(2).toNumber();
    measure.adjustedRate = null;
    measure.adjustedAmount = null;
  }
  let specialty = 0;
  for (const other of unit.others)
    if (other.kind === 'specialtyEstimate') specialty += other.amount;
  for (const other of unit.others) {
    if (other.kind === 'dayWork' && other.quantity !== null && other.price !== null) {
      other.amount = round(other.quantity * other.price, 2);
    } else if (other.kind === 'contractorService' && other.rate !== null) {
      other.baseAmount = round(specialty, 2);
      other.amount = new Decimal(specialty)
        .times(other.rate)
        .div(100)
        .toDecimalPlaces(2)
        .toNumber();
    }
  }
  const evaluated = evaluateFeeTable(summaryUnit(unit), unit.fees);
  for (const row of unit.fees) row.amount = evaluated.amounts[row.id] ?? 0;
}

/** Node totals: 分部 = Σ its bills and sub-分部, 单位 = fee total, 单项 = Σ 单位, 建设项目 = Σ 单项. */
export function priceNodes(project: CostProject): void {
  // Sums in integer cents (every amount carries 2 decimals), exact like decimal arithmetic.
  const sums = new Map<string, number>();
  const add = (id: string, cents: number) => sums.set(id, (sums.get(id) ?? 0) + cents);
  for (const unit of Object.values(project.units)) {
    for (const bill of unit.bills) add(bill.nodeId, Math.round(bill.amount * 100));
  }
  const byId = new Map(project.nodes.map((node) => [node.id, node]));
  const depth = (id: string): number => {
    let d = 0;
    for (let node = byId.get(id); node?.parentId; node = byId.get(node.parentId)) d++;
    return d;
  };
  const divisions = project.nodes.filter((node) => node.level === 'division');
  divisions.sort((a, b) => depth(b.id) - depth(a.id));
  for (const division of divisions) {
    const cents = sums.get(division.id) ?? 0;
    division.amount = cents / 100;
    if (division.parentId && byId.get(division.parentId)?.level === 'division')
      add(division.parentId, cents);
  }
  for (const node of project.nodes) {
    if (node.level !== 'unit') continue;
    const total = project.units[node.id]?.fees.find((row) => row.isTotal);
    node.amount = total ? total.amount : 0;
    if (node.parentId) add(node.parentId, Math.round(node.amount * 100));
  }
  let projectCents = 0;
  for (const node of project.nodes) {
    if (node.level !== 'single') continue;
    const cents = sums.get(node.id) ?? 0;
    node.amount = cents / 100;
    projectCents += cents;
  }
  const root = project.nodes.find((node) => node.level === 'project');
  if (root) root.amount = projectCents / 100;
}
