/**
 * Sample cost projects for tests, demos and the project library: a 建设项目 of one DOMAIN.md
 * kind with 单项工程 (1#楼, 2#楼 … or 地下室 zones), their 单位工程 (0101 建筑与装饰, 0304 电气,
 * 0310 给排水, 0309 消防, 0307 通风空调), nested 分部 and GB 50500 bill items priced by norms and
 * resources. Deterministic from the seed; clean by every rule of DOMAIN.md §3 (the design
 * indicators sit in the middle of the default ranges and the flexible finishing quantities are
 * scaled so the cost per m² lands on the kind's target). More items = more, smaller bills with the
 * same indicators per m².
 */
import Decimal from 'decimal.js';
import type {
  BillItem,
  CostProject,
  CostResource,
  FileType,
  LibraryStats,
  MeasureItem,
  Norm,
  OtherItem,
  Percentiles,
  ProjectKindCode,
  ProjectNode,
  TaxMethod,
  UnitData,
} from '../engine/model';
import { billKey, quantityDecimals, round } from '../engine/model';
import { billBaseValues } from '../engine/baseValues';
import { feeTemplate, vatRate } from '../fee/template';
import {
  BID_RATES,
  BILLS,
  CONTROL_RATES,
  DAY_WORK,
  DIVISIONS,
  KINDS,
  LABOUR_BUILDING,
  LABOUR_INSTALL,
  PUBLISHED_DAY_RATE,
  RESOURCES,
  SPECIALTY_NAMES,
  TOTAL_MEASURES,
  type BillDef,
  type KindParams,
} from './catalogue';
import { rng, type Rng } from './prng';
import { priceBills, priceNodes, priceUnitTotals, summaryUnit, type PricingRates } from './pricing';

export interface GenerateOptions {
  kind: ProjectKindCode;
  /** Bill items in total (1,000 … 100,000); at least one per bill type of the project. */
  items: number;
  seed: number;
  fileType?: FileType;
  taxMethod?: TaxMethod;
  priceDate?: string;
  name?: string;
  idPrefix?: string;
}

/** 暂列金额 as a share of 分部分项 (DOMAIN.md: 10–15 %). */
const PROVISIONAL_SHARE: [number, number] = [0.118, 0.126];
/** 专业工程暂估价 (智能化) of the 建筑 unit as a share of its 分部分项, and the 总包服务费 rate. */
const SPECIALTY_SHARE = 0.03;
const CONTRACTOR_SERVICE_RATE = 1.5;
const MAX_SEQUENCE = 999;
const ITEMS_PER_SINGLE = 30_000;

interface SinglePlan {
  code: string;
  name: string;
  storeys: number;
  area: number;
}

interface Plan {
  options: Required<Omit<GenerateOptions, 'name' | 'idPrefix'>> & {
    name: string;
    idPrefix: string;
  };
  kind: KindParams;
  singles: SinglePlan[];
  prices: Map<string, { price: number; infoPrice: number }>;
  dayRates: Record<string, number>;
  provisionalShare: number[];
  targetCostPerM2: number;
  region: string;
}

const REGIONS = [
  '浙江省杭州市',
  '江苏省南京市',
  '广东省广州市',
  '湖北省武汉市',
  '四川省成都市',
  '河南省郑州市',
];
const PREFIX_NAMES: Record<ProjectKindCode, string[]> = {
  'residential-multi': ['锦绣花园', '和园小区', '翠湖雅苑', '滨江名邸'],
  'residential-high': ['星河湾', '云栖府', '悦澜庭', '天悦华府'],
  'office-high': ['金融中心', '科创大厦', '总部大楼', '国际商务中心'],
  basement: ['中央公园地下车库', '万达广场地下室', '市民中心地下空间', '体育馆地下车库'],
};

function plan(options: GenerateOptions): Plan {
  const r = rng(options.seed);
  const kind = KINDS[options.kind];
  // Each bill type takes at most 999 sequence numbers per unit project: a large item count
  // needs enough buildings (about 40,000 items each at most).
  const count = Math.max(
    r.int(kind.singles[0], kind.singles[1]),
    Math.ceil(options.items / ITEMS_PER_SINGLE),
  );
  const singles: SinglePlan[] = [];
  for (let i = 0; i < count; i++) {
    const storeys =
      options.kind === 'basement' ? kind.basementLevels : r.int(kind.floors[0], kind.floors[1]);
    const storeyArea = r.range(kind.storeyArea[0], kind.storeyArea[1]);
    singles.push({
      code: String(i + 1).padStart(2, '0'),
      name: options.kind === 'basement' ? `地下室${'一二三四五六'[i]}区` : `${i + 1}#楼`,
      storeys,
      area: round(storeyArea * storeys, 2),
    });
  }
  const prices = new Map<string, { price: number; infoPrice: number }>();
  const dayRates: Record<string, number> = {
    [LABOUR_BUILDING]: Math.round(PUBLISHED_DAY_RATE[LABOUR_BUILDING]! * r.range(1.01, 1.06)),
    [LABOUR_INSTALL]: Math.round(PUBLISHED_DAY_RATE[LABOUR_INSTALL]! * r.range(1.01, 1.06)),
  };
  for (const def of RESOURCES) {
    if (def.kind === 'labour') {
      prices.set(def.code, {
        price: dayRates[def.code]!,
        infoPrice: PUBLISHED_DAY_RATE[def.code]!,
      });
      continue;
    }
    const price = round(def.price * r.range(0.98, 1.03), 2);
    const infoPrice = round(def.price * r.range(0.98, 1.02), 2);
    prices.set(def.code, { price, infoPrice });
  }
  const provisionalShare = Array.from({ length: 64 }, () => r.range(...PROVISIONAL_SHARE));
  const targetCostPerM2 = kind.costPerM2 * r.range(0.95, 1.05);
  const name =
    options.name ??
    `${r.pick(PREFIX_NAMES[options.kind])}${options.kind === 'basement' ? '' : `${r.int(1, 3)}期`}工程`;
  return {
    options: {
      kind: options.kind,
      items: options.items,
      seed: options.seed,
      fileType: options.fileType ?? 'control',
      taxMethod: options.taxMethod ?? 'general',
      priceDate: options.priceDate ?? '2024-06-30',
      name,
      idPrefix: options.idPrefix ?? `s${options.seed}-`,
    },
    kind,
    singles,
    prices,
    dayRates,
    provisionalShare,
    targetCostPerM2,
    region: r.pick(REGIONS),
  };
}

interface Slot {
  single: number;
  specialty: string;
  def: BillDef;
  /** Total quantity in steps of the unit's precision. */
  steps: number;
  decimals: number;
  cap: number;
  weight: number;
  count: number;
}

function slots(p: Plan, scale: number): Slot[] {
  const out: Slot[] = [];
  p.singles.forEach((single, index) => {
    const ctx = { kind: p.kind, storeys: Math.max(1, single.storeys) };
    for (const specialty of p.kind.specialties) {
      for (const def of BILLS) {
        if (def.specialty !== specialty) continue;
        const perM2 = def.qty(ctx) * (def.flex ? scale : 1);
        if (!(perM2 > 0)) continue;
        const decimals = quantityDecimals(def.unit) ?? 2;
        const steps = Math.round(perM2 * single.area * 10 ** decimals);
        if (steps < 1) continue;
        out.push({
          single: index,
          specialty,
          def,
          steps,
          decimals,
          cap: Math.min(MAX_SEQUENCE, steps),
          weight: def.weight * single.area,
          count: 1,
        });
      }
    }
  });
  return out;
}

/** Spreads `items` bill rows over the slots in proportion to their weights, within their caps. */
function allocate(list: Slot[], items: number): void {
  // Prefer bills of at least a few precision steps; allow single steps only when needed.
  const roomy = list.reduce(
    (sum, slot) => sum + Math.min(slot.cap, Math.max(1, Math.floor(slot.steps / 20))),
    0,
  );
  if (roomy >= items)
    for (const slot of list)
      slot.cap = Math.min(slot.cap, Math.max(1, Math.floor(slot.steps / 20)));
  let remaining = items - list.length;
  while (remaining > 0) {
    const open = list.filter((slot) => slot.count < slot.cap);
    if (open.length === 0) break;
    const total = open.reduce((sum, slot) => sum + slot.weight, 0);
    let given = 0;
    for (const slot of open) {
      const add = Math.min(slot.cap - slot.count, Math.floor((remaining * slot.weight) / total));
      slot.count += add;
      given += add;
    }
    if (given === 0) {
      for (const slot of [...open].sort((a, b) => b.weight - a.weight)) {
        if (given === remaining) break;
        slot.count++;
        given++;
      }
    }
    remaining -= given;
  }
  if (remaining > 0) throw new RangeError(`cannot spread ${items} bill items over this project`);
}

/** Splits `steps` into `count` positive integer parts of random sizes (exact sum). */
function split(steps: number, count: number, r: Rng): number[] {
  const weights = Array.from({ length: count }, () => 0.5 + r.next());
  const total = weights.reduce((a, b) => a + b, 0);
  const free = steps - count;
  const parts = weights.map((w) => 1 + Math.floor((free * w) / total));
  let left = steps - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % count, left--) parts[i]!++;
  return parts;
}

const STRUCTURE: Record<ProjectKindCode, { structure: string; foundation: string }> = {
  'residential-multi': { structure: '框架结构', foundation: '独立基础' },
  'residential-high': { structure: '剪力墙结构', foundation: '筏板基础' },
  'office-high': { structure: '框架-核心筒结构', foundation: '桩筏基础' },
  basement: { structure: '框架-剪力墙结构', foundation: '筏板基础' },
};

function build(p: Plan, scale: number, items: number, rates: PricingRates): CostProject {
  const o = p.options;
  const pre = o.idPrefix;
  const r = rng(o.seed ^ 0x5bd1e995);
  const list = slots(p, scale);
  allocate(list, Math.max(items, list.length));

  const nodes: ProjectNode[] = [];
  const units: Record<string, UnitData> = {};
  let nodeSeq = 0;
  let billSeq = 0;
  let rowSeq = 0;
  const node = (
    parentId: string | null,
    level: ProjectNode['level'],
    code: string,
    name: string,
    area: number | null,
  ) => {
    const n: ProjectNode = {
      id: `${pre}n${++nodeSeq}`,
      parentId,
      level,
      code,
      name,
      sort: nodeSeq,
      amount: null,
      area,
    };
    nodes.push(n);
    return n;
  };
  const totalArea = round(
    p.singles.reduce((sum, s) => sum + s.area, 0),
    2,
  );
  const root = node(null, 'project', '', o.name, totalArea);
  let unitIndex = 0;

  p.singles.forEach((single, singleIndex) => {
    const singleNode = node(root.id, 'single', single.code, single.name, single.area);
    for (const specialty of p.kind.specialties) {
      const isBuilding = specialty === '0101';
      const unitNode = node(
        singleNode.id,
        'unit',
        specialty,
        SPECIALTY_NAMES[specialty]!,
        isBuilding ? single.area : null,
      );
      const unit: UnitData = {
        unitId: unitNode.id,
        labourDayRate: p.dayRates[isBuilding ? LABOUR_BUILDING : LABOUR_INSTALL]!,
        publishedLabourDayRate: PUBLISHED_DAY_RATE[isBuilding ? LABOUR_BUILDING : LABOUR_INSTALL]!,
        bills: [],
        measures: [],
        others: [],
        resources: [],
        fees: [],
      };
      units[unitNode.id] = unit;
      const divisionNodes = new Map<string, ProjectNode>();
      const divisionOf = (code: string): ProjectNode => {
        const existing = divisionNodes.get(code);
        if (existing) return existing;
        const def = DIVISIONS[code]!;
        const parent = def.parent ? divisionOf(def.parent) : unitNode;
        const created = node(parent.id, 'division', code, def.name, null);
        divisionNodes.set(code, created);
        return created;
      };
      const used = new Set<string>([isBuilding ? LABOUR_BUILDING : LABOUR_INSTALL]);
      let seq = 0;
      for (const slot of list) {
        if (slot.single !== singleIndex || slot.specialty !== specialty) continue;
        const division = divisionOf(slot.def.division);
        const parts = split(slot.steps, slot.count, r);
        const factor = 10 ** slot.decimals;
        const featureNo = slot.def.features.split('\n').length + 1;
        // One resource list per norm and unit project, shared by its bills (read-only data).
        const uses = slot.def.norms.map((def) =>
          def.res.map(([code, consumption]) => {
            used.add(code);
            return {
              code,
              consumption: def.scaleBy ? round(consumption * p.kind[def.scaleBy], 4) : consumption,
            };
          }),
        );
        for (let k = 0; k < parts.length; k++) {
          const quantity = parts[k]! / factor;
          const floor = single.storeys > 0 ? (k % single.storeys) + 1 : 1;
          const place =
            p.options.kind === 'basement'
              ? `${single.name} 地下${floor}层 第${Math.floor(k / single.storeys) + 1}段`
              : `${single.name} ${floor}层 第${Math.floor(k / single.storeys) + 1}段`;
          const norms: Norm[] = slot.def.norms.map((def, j) => ({
            code: def.code,
            name: def.name,
            unit: def.unit,
            quantity: round(quantity * def.factor, 6),
            price: 0,
            resources: uses[j]!,
          }));
          const bill: BillItem = {
            id: `${pre}b${++billSeq}`,
            nodeId: division.id,
            kind: slot.def.kind,
            seq: ++seq,
            code: `${slot.def.code9}${String(k + 1).padStart(3, '0')}`,
            name: slot.def.name,
            features: `${slot.def.features}\n${featureNo}. 部位：${place}`,
            unit: slot.def.unit,
            quantity,
            unitPrice: 0,
            amount: 0,
            provisional: 0,
            labour: 0,
            material: 0,
            machine: 0,
            overhead: 0,
            profit: 0,
            risk: 0,
            norms,
          };
          unit.bills.push(bill);
        }
      }
      for (const def of RESOURCES) {
        if (!used.has(def.code)) continue;
        const price = p.prices.get(def.code)!;
        const resource: CostResource = {
          id: `${pre}r${++rowSeq}`,
          unitId: unitNode.id,
          code: def.code,
          name: def.name,
          spec: def.spec,
          unit: def.unit,
          kind: def.kind,
          price: price.price,
          quantity: 0,
          infoPrice: price.infoPrice,
          provisional: false,
          ownerSupplied: false,
          ownerQuantity: null,
          ownerPrice: null,
          riskRate: def.kind === 'main' || def.kind === 'material' ? 3 : null,
        };
        unit.resources.push(resource);
      }
      priceBills(unit, rates);
      const fbfx = billBaseValues(summaryUnit(unit)).FBFXHJ;
      unit.measures = TOTAL_MEASURES.map((m, i): MeasureItem => ({
        id: `${pre}m${++rowSeq}`,
        unitId: unitNode.id,
        seq: i + 1,
        code: m.code,
        name: m.name,
        base: m.base,
        rate: m.rate,
        amount: 0,
        adjustedRate: null,
        adjustedAmount: null,
      }));
      const other = (
        kind: OtherItem['kind'],
        name: string,
        amount: number,
        extra: Partial<OtherItem> = {},
      ): OtherItem => ({
        id: `${pre}o${++rowSeq}`,
        unitId: unitNode.id,
        kind,
        name,
        amount,
        unit: null,
        quantity: null,
        price: null,
        rate: null,
        baseAmount: null,
        ...extra,
      });
      const share = p.provisionalShare[unitIndex % p.provisionalShare.length]!;
      unit.others.push(
        other('provisionalSum', '暂列金额', Math.max(100, Math.round((fbfx * share) / 100) * 100)),
      );
      if (isBuilding) {
        const specialtyAmount = Math.max(100, Math.round((fbfx * SPECIALTY_SHARE) / 100) * 100);
        unit.others.push(
          other('specialtyEstimate', '专业工程暂估价（智能化工程）', specialtyAmount),
        );
        unit.others.push(
          other('contractorService', '总承包服务费（发包人发包专业工程）', 0, {
            rate: CONTRACTOR_SERVICE_RATE,
            baseAmount: specialtyAmount,
          }),
        );
      }
      for (const line of DAY_WORK) {
        const quantity = Math.max(1, Math.round((line.per1000 * single.area) / 1000));
        unit.others.push(
          other('dayWork', `计日工：${line.name}`, 0, {
            unit: line.unit,
            quantity,
            price: line.price,
          }),
        );
      }
      unit.fees = feeTemplate(o.taxMethod, unitNode.id, (code) => `${unitNode.id}-fee-${code}`);
      const vat = vatRate(o.priceDate, o.taxMethod);
      if (vat !== null) for (const row of unit.fees) if (row.category === 'tax') row.rate = vat;
      priceUnitTotals(unit);
      unitIndex++;
    }
  });

  const project: CostProject = {
    id: `${pre}project`,
    name: o.name,
    kind: o.kind,
    fileType: o.fileType,
    taxMethod: o.taxMethod,
    region: p.region,
    priceDate: o.priceDate,
    area: totalArea,
    floors: Math.max(...p.singles.map((s) => (o.kind === 'basement' ? 0 : s.storeys))),
    specialUnits: specialUnits(o.kind, totalArea),
    features: features(p, totalArea),
    nodes,
    units,
  };
  priceNodes(project);
  return project;
}

function specialUnits(kind: ProjectKindCode, area: number): CostProject['specialUnits'] {
  if (kind === 'basement') return { parkingSpaces: Math.round(area / 38) };
  if (kind === 'office-high') return {};
  return { households: Math.round(area / 110) };
}

function features(p: Plan, area: number): Record<string, string> {
  const kind = p.options.kind;
  const storeys = Math.max(...p.singles.map((s) => s.storeys));
  const height =
    kind === 'basement' ? 0 : round(storeys * (kind === 'office-high' ? 4.2 : 2.95) + 0.6, 2);
  return {
    工程类型: p.kind.label,
    结构类型: STRUCTURE[kind].structure,
    基础类型: STRUCTURE[kind].foundation,
    建筑面积: `${area.toFixed(2)} m²`,
    地上层数: kind === 'basement' ? '0' : String(storeys),
    地下层数: kind === 'basement' ? String(p.kind.basementLevels) : '0',
    檐高: kind === 'basement' ? '0 m（地下）' : `${height} m`,
    抗震设防烈度: '7度',
    单体数量: String(p.singles.length),
    建设地点: p.region,
    计价依据: 'GB 50500-2013 建设工程工程量清单计价规范',
  };
}

function costPerM2(project: CostProject): number {
  const root = project.nodes.find((n) => n.level === 'project')!;
  return (root.amount ?? 0) / (project.area ?? 1);
}

/**
 * A clean sample project. The finishing quantities are scaled so the cost per m² lands on the
 * kind's target (two small probe builds give the linear relation of cost to the scale).
 */
export function generateProject(options: GenerateOptions): CostProject {
  if (!(options.items >= 1)) throw new RangeError('items must be at least 1');
  const p = plan(options);
  const probeItems = 1;
  const c1 = costPerM2(build(p, 1, probeItems, CONTROL_RATES));
  const c2 = costPerM2(build(p, 2, probeItems, CONTROL_RATES));
  const scale = Math.max(0.3, 1 + (p.targetCostPerM2 - c1) / (c2 - c1));
  const control = build(p, scale, options.items, CONTROL_RATES);
  if (p.options.fileType === 'control') return control;
  const bid = bidFrom(control, options.seed);
  bid.fileType = p.options.fileType;
  return bid;
}

/** A deep copy (the model is plain data). */
function clone<T>(value: T): T {
  return structuredClone(value);
}

/**
 * The same bills priced as a bid: 3–10 % below the control price (lower material and machine
 * prices, lower overhead and profit; labour at least 95 % of the control's), same codes, names,
 * features, units and quantities; 暂列金额 and 专业工程暂估价 unchanged.
 */
export function bidFrom(control: CostProject, seed: number): CostProject {
  const r = rng(seed ^ 0x2545f491);
  const bid = clone(control);
  bid.fileType = 'bid';
  bid.name = control.name.replace(/(工程)?$/, '工程（投标）');
  const factors = new Map<string, number>();
  for (const def of RESOURCES)
    factors.set(def.code, def.kind === 'labour' ? r.range(0.96, 0.99) : r.range(0.95, 0.99));
  for (const unit of Object.values(bid.units)) {
    for (const resource of unit.resources) {
      resource.price = round(resource.price * (factors.get(resource.code) ?? 0.97), 2);
      if (resource.kind === 'labour') unit.labourDayRate = resource.price;
    }
    priceBills(unit, BID_RATES);
    for (const other of unit.others) {
      if (other.kind === 'dayWork' && other.price !== null)
        other.price = round(other.price * 0.95, 2);
    }
    priceUnitTotals(unit);
  }
  priceNodes(bid);
  return bid;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const at = (q: number) => {
    if (n === 0) return 0;
    const pos = (n - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return round(sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo), 4);
  };
  const mean = n === 0 ? 0 : sorted.reduce((a, b) => a + b, 0) / n;
  const sd = n === 0 ? 0 : Math.sqrt(sorted.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  return {
    n,
    p1: at(0.01),
    p10: at(0.1),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    mean: round(mean, 4),
    sd: round(sd, 4),
  };
}

/**
 * Library percentiles from a set of projects: each project contributes one value per key (its
 * quantity-weighted mean bill price per billKey, its mean resource price per code) and its cost
 * per m² to its kind.
 */
export function generateLibrary(projects: CostProject[]): LibraryStats {
  const bills = new Map<string, number[]>();
  const resources = new Map<string, number[]>();
  const costs = new Map<ProjectKindCode, number[]>();
  const push = (map: Map<string, number[]>, key: string, value: number) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const project of projects) {
    const billSums = new Map<string, { amount: Decimal; quantity: number }>();
    const resourceSums = new Map<string, { sum: number; n: number }>();
    for (const unit of Object.values(project.units)) {
      for (const bill of unit.bills) {
        const key = billKey(bill.code, bill.unit);
        const sum = billSums.get(key);
        if (sum) {
          sum.amount = sum.amount.plus(bill.amount);
          sum.quantity += bill.quantity;
        } else billSums.set(key, { amount: new Decimal(bill.amount), quantity: bill.quantity });
      }
      for (const resource of unit.resources) {
        const sum = resourceSums.get(resource.code) ?? { sum: 0, n: 0 };
        sum.sum += resource.price;
        sum.n++;
        resourceSums.set(resource.code, sum);
      }
    }
    for (const [key, sum] of billSums)
      if (sum.quantity > 0) push(bills, key, round(sum.amount.toNumber() / sum.quantity, 2));
    for (const [code, sum] of resourceSums) push(resources, code, round(sum.sum / sum.n, 2));
    if (project.kind && project.area) {
      const list = costs.get(project.kind) ?? [];
      list.push(costPerM2(project));
      costs.set(project.kind, list);
    }
  }
  const stats: LibraryStats = { billPrices: {}, resourcePrices: {}, costPerM2: {} };
  for (const [key, values] of bills) stats.billPrices[key] = percentiles(values);
  for (const [key, values] of resources) stats.resourcePrices[key] = percentiles(values);
  for (const [kind, values] of costs) stats.costPerM2[kind] = percentiles(values);
  return stats;
}
