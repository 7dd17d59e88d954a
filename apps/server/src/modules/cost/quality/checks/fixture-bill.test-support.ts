/**
 * Tiny hand-built projects for the bill-level check tests. `cleanProject()` is consistent by every
 * bill-level rule (amounts, parts, norms, resource summary, 分部 totals, ratios, indicators);
 * tests break one thing and look for the finding.
 */
import { expect } from 'vitest';
import type {
  BillItem,
  BillKind,
  CostProject,
  CostResource,
  FeeRow,
  ProjectNode,
  ResourceKind,
  UnitData,
} from '../../engine/model';
import { round } from '../../engine/model';
import { plantDefect } from '../../sample/defects';
import { bidFrom, generateProject } from '../../sample/generator';
import { ruleLookup } from '../rules';
import type { Finding, QualityCheck, RuleOverride } from '../types';
import type { LibraryStats, Percentiles } from '../../engine/model';

export const UNIT_ID = 'u1';

interface ResourceSpec {
  code: string;
  name: string;
  spec: string;
  unit: string;
  kind: ResourceKind;
  price: number;
  infoPrice: number | null;
}

export const RESOURCES: Record<string, ResourceSpec> = {
  labour: {
    code: '00010001',
    name: '综合工日',
    spec: '',
    unit: '工日',
    kind: 'labour',
    price: 150,
    infoPrice: 150,
  },
  concrete: {
    code: '80210001',
    name: '商品混凝土',
    spec: 'C30',
    unit: 'm3',
    kind: 'main',
    price: 500,
    infoPrice: 510,
  },
  rebar: {
    code: '01010001',
    name: '钢筋',
    spec: 'HRB400 Φ12',
    unit: 't',
    kind: 'main',
    price: 4200,
    infoPrice: 4100,
  },
  formwork: {
    code: '35010001',
    name: '复合模板',
    spec: '',
    unit: 'm2',
    kind: 'material',
    price: 40,
    infoPrice: 40,
  },
  membrane: {
    code: '13330001',
    name: 'SBS改性沥青防水卷材',
    spec: '3mm',
    unit: 'm2',
    kind: 'main',
    price: 30,
    infoPrice: 30,
  },
  machine: {
    code: '99010001',
    name: '履带式单斗挖掘机',
    spec: '1m3',
    unit: '台班',
    kind: 'machine',
    price: 1200,
    infoPrice: null,
  },
};

interface BillSpec {
  id: string;
  nodeId: string;
  code: string;
  name: string;
  features: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  kind?: BillKind;
  /** resource key of RESOURCES → consumption per unit of the norm */
  uses: Record<string, number>;
}

/** A bill priced by one norm with the same quantity and price; parts sum to the price. */
export function makeBill(spec: BillSpec, seq: number): BillItem {
  const price = spec.unitPrice;
  const labour = round(price * 0.2);
  const machine = round(price * 0.05);
  const overhead = round(price * 0.08);
  const profit = round(price * 0.07);
  const material = round(price - labour - machine - overhead - profit);
  return {
    id: spec.id,
    nodeId: spec.nodeId,
    kind: spec.kind ?? 'item',
    seq,
    code: spec.code,
    name: spec.name,
    features: spec.features,
    unit: spec.unit,
    quantity: spec.quantity,
    unitPrice: price,
    amount: round(spec.quantity * price),
    provisional: 0,
    labour,
    material,
    machine,
    overhead,
    profit,
    risk: 0,
    norms: [
      {
        code: `5-${seq}`,
        name: spec.name,
        unit: spec.unit,
        quantity: spec.quantity,
        price,
        resources: Object.entries(spec.uses).map(([key, consumption]) => ({
          code: RESOURCES[key]!.code,
          consumption,
        })),
      },
    ],
  };
}

const BILLS: BillSpec[] = [
  {
    id: 'b1',
    nodeId: 'd1',
    code: '010101002001',
    name: '挖一般土方',
    features: '三类土，深2m',
    unit: 'm3',
    quantity: 1000,
    unitPrice: 30,
    uses: { labour: 0.05, machine: 0.002 },
  },
  {
    id: 'b2',
    nodeId: 'd1',
    code: '010103001001',
    name: '回填方',
    features: '夯填',
    unit: 'm3',
    quantity: 600,
    unitPrice: 25,
    uses: { labour: 0.08 },
  },
  {
    id: 'b3',
    nodeId: 'd2',
    code: '010501001001',
    name: '垫层',
    features: 'C15',
    unit: 'm3',
    quantity: 50,
    unitPrice: 480,
    uses: { labour: 0.6, concrete: 1.01 },
  },
  {
    id: 'b4',
    nodeId: 'd2',
    code: '010502001001',
    name: '矩形柱',
    features: 'C30',
    unit: 'm3',
    quantity: 300,
    unitPrice: 620,
    uses: { labour: 1.2, concrete: 1.01 },
  },
  {
    id: 'b5',
    nodeId: 'd2',
    code: '010505001001',
    name: '有梁板',
    features: 'C30',
    unit: 'm3',
    quantity: 700,
    unitPrice: 600,
    uses: { labour: 1.0, concrete: 1.01 },
  },
  {
    id: 'b6',
    nodeId: 'd2',
    code: '010515001001',
    name: '现浇构件钢筋',
    features: 'HRB400 Φ12',
    unit: 't',
    quantity: 120,
    unitPrice: 5600,
    uses: { labour: 8, rebar: 1.02 },
  },
  {
    id: 'b7',
    nodeId: 'd3',
    code: '010902001001',
    name: '屋面卷材防水',
    features: 'SBS 3mm',
    unit: 'm2',
    quantity: 1100,
    unitPrice: 55,
    uses: { labour: 0.05, membrane: 1.15 },
  },
  {
    id: 'b8',
    nodeId: 'd3',
    code: '011001001001',
    name: '保温隔热屋面',
    features: '挤塑板 50mm',
    unit: 'm2',
    quantity: 1000,
    unitPrice: 45,
    uses: { labour: 0.05 },
  },
  {
    id: 'b9',
    nodeId: 'd4',
    code: '011702001001',
    name: '基础模板',
    features: '复合模板',
    unit: 'm2',
    quantity: 8000,
    unitPrice: 60,
    kind: 'measure',
    uses: { labour: 0.25, formwork: 0.3 },
  },
  {
    id: 'b10',
    nodeId: 'd4',
    code: '011701001001',
    name: '综合脚手架',
    features: '砖混，檐高18m',
    unit: 'm2',
    quantity: 3500,
    unitPrice: 35,
    kind: 'measure',
    uses: { labour: 0.1 },
  },
];

function node(
  id: string,
  parentId: string | null,
  level: ProjectNode['level'],
  code: string,
  name: string,
  sort: number,
): ProjectNode {
  return { id, parentId, level, code, name, sort, amount: null, area: null };
}

function makeResource(key: string): CostResource {
  const spec = RESOURCES[key]!;
  return {
    id: `r-${key}`,
    unitId: UNIT_ID,
    code: spec.code,
    name: spec.name,
    spec: spec.spec,
    unit: spec.unit,
    kind: spec.kind,
    price: spec.price,
    quantity: 0,
    infoPrice: spec.infoPrice,
    provisional: false,
    ownerSupplied: false,
    ownerQuantity: null,
    ownerPrice: null,
    riskRate: null,
  };
}

function fee(
  id: string,
  code: string,
  name: string,
  category: FeeRow['category'],
  sort: number,
): FeeRow {
  return {
    id,
    unitId: UNIT_ID,
    parentId: null,
    sort,
    code,
    name,
    category,
    base: '',
    rate: 100,
    amount: 0,
    nonCompetitive: false,
    isTotal: category === 'total',
  };
}

/**
 * Recomputes what follows from the bills: resource summary quantities (Σ norm qty ×
 * consumption, rounded to the unit's decimals), 分部 amounts, the fbfx fee row and node amounts.
 */
export function finalise(project: CostProject): CostProject {
  for (const unit of Object.values(project.units)) {
    const used = new Map<string, number>();
    for (const bill of unit.bills)
      for (const norm of bill.norms)
        for (const use of norm.resources)
          used.set(use.code, (used.get(use.code) ?? 0) + norm.quantity * use.consumption);
    for (const resource of unit.resources)
      resource.quantity = round(used.get(resource.code) ?? 0, 3);
    const divisionTotals = new Map<string, number>();
    let items = 0;
    let all = 0;
    for (const bill of unit.bills) {
      divisionTotals.set(bill.nodeId, (divisionTotals.get(bill.nodeId) ?? 0) + bill.amount);
      if (bill.kind === 'item') items += bill.amount;
      all += bill.amount;
    }
    for (const n of project.nodes)
      if (n.level === 'division') n.amount = round(divisionTotals.get(n.id) ?? 0);
    for (const row of unit.fees) {
      if (row.category === 'fbfx') row.amount = round(items);
      if (row.category === 'measures') row.amount = round(all - items);
      if (row.category === 'total') row.amount = round(all);
    }
    const unitNode = project.nodes.find((n) => n.id === unit.unitId);
    if (unitNode) unitNode.amount = round(all);
  }
  const total = Object.values(project.units).reduce(
    (sum, unit) => sum + (unit.fees.find((f) => f.category === 'total')?.amount ?? 0),
    0,
  );
  for (const n of project.nodes)
    if (n.level === 'single' || n.level === 'project') n.amount = round(total);
  return project;
}

/** A clean 6-storey residential project with one building and one civil unit project. */
export function cleanProject(): CostProject {
  const nodes: ProjectNode[] = [
    node('p', null, 'project', '', '示例住宅项目', 1),
    node('s1', 'p', 'single', '01', '1#楼', 1),
    { ...node(UNIT_ID, 's1', 'unit', '0101', '建筑与装饰工程', 1), area: 3500 },
    node('d1', UNIT_ID, 'division', '', '土石方工程', 1),
    node('d2', UNIT_ID, 'division', '', '混凝土及钢筋混凝土工程', 2),
    node('d3', UNIT_ID, 'division', '', '屋面及防水工程', 3),
    node('d4', UNIT_ID, 'division', '', '单价措施项目', 4),
  ];
  const unit: UnitData = {
    unitId: UNIT_ID,
    labourDayRate: 150,
    publishedLabourDayRate: 150,
    bills: BILLS.map((spec, i) => makeBill(spec, i + 1)),
    measures: [],
    others: [],
    resources: Object.keys(RESOURCES).map(makeResource),
    fees: [
      fee('f1', 'A', '分部分项工程费', 'fbfx', 1),
      fee('f2', 'B', '措施项目费', 'measures', 2),
      fee('f9', 'Z', '单位工程造价', 'total', 9),
    ],
  };
  return finalise({
    id: 'proj-1',
    name: '示例住宅项目',
    kind: 'residential-multi',
    fileType: 'control',
    taxMethod: 'general',
    region: null,
    priceDate: '2024-06-30',
    area: 3500,
    floors: 6,
    specialUnits: { households: 40 },
    features: {
      结构类型: '框架',
      基础类型: '独立基础',
      地上层数: '6',
      檐高: '18m',
      抗震设防烈度: '7度',
    },
    nodes,
    units: { [UNIT_ID]: unit },
  });
}

/** The same file as a bid (same bills and prices). */
export function bidOf(control: CostProject): CostProject {
  const bid = structuredClone(control);
  bid.id = 'bid-1';
  bid.fileType = 'bid';
  return bid;
}

export function unitOf(project: CostProject): UnitData {
  return project.units[UNIT_ID]!;
}

export function billOf(project: CostProject, id: string): BillItem {
  const bill = unitOf(project).bills.find((b) => b.id === id);
  if (!bill) throw new Error(`no bill ${id}`);
  return bill;
}

export function resourceOf(project: CostProject, key: string): CostResource {
  const resource = unitOf(project).resources.find((r) => r.id === `r-${key}`);
  if (!resource) throw new Error(`no resource ${key}`);
  return resource;
}

/** Sets a bill's price and keeps amount, parts and norm consistent with it. */
export function reprice(bill: BillItem, price: number): void {
  const fresh = makeBill(
    {
      id: bill.id,
      nodeId: bill.nodeId,
      code: bill.code,
      name: bill.name,
      features: bill.features,
      unit: bill.unit,
      quantity: bill.quantity,
      unitPrice: price,
      kind: bill.kind,
      uses: {},
    },
    bill.seq,
  );
  Object.assign(bill, { ...fresh, norms: bill.norms.map((n) => ({ ...n, price })) });
}

export type OverrideRow = Partial<RuleOverride> & { key: string };

export interface RunOptions {
  control?: CostProject | null;
  library?: LibraryStats | null;
  overrides?: OverrideRow[];
}

export function runCheck(
  check: QualityCheck,
  project: CostProject,
  options: RunOptions = {},
): Finding[] {
  const overrides: RuleOverride[] = (options.overrides ?? []).map((row) => ({
    projectKind: null,
    region: null,
    fileType: null,
    min: null,
    max: null,
    severity: null,
    enabled: true,
    ...row,
  }));
  return check.run({
    project,
    control: options.control ?? null,
    library: options.library ?? null,
    rules: ruleLookup(check.rules, overrides, project),
  });
}

/** The rule keys of the findings, sorted. */
export function rulesOf(findings: Finding[]): string[] {
  return findings.map((f) => f.rule).sort();
}

export function percentiles(p10: number, p90: number, n = 40): Percentiles {
  const p50 = (p10 + p90) / 2;
  return { n, p1: p10 * 0.8, p10, p50, p90, p99: p90 * 1.2, mean: p50, sd: (p90 - p10) / 2.56 };
}

/** Shared sanity checks of a check's rule table. */
export function expectWellFormedRules(check: QualityCheck): void {
  const keys = check.rules.map((r) => r.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const rule of check.rules) {
    expect(rule.key.startsWith(`${check.id}.`)).toBe(true);
    expect(rule.check).toBe(check.id);
    for (const texts of [rule.title, rule.message, check.title]) {
      expect(texts.zh.length).toBeGreaterThan(0);
      expect(texts.en.length).toBeGreaterThan(0);
      expect(texts.es.length).toBeGreaterThan(0);
    }
  }
}

/** A finding's message placeholders are all present in its params. */
export function expectFilledMessages(check: QualityCheck, findings: Finding[]): void {
  const byKey = new Map(check.rules.map((r) => [r.key, r]));
  for (const finding of findings) {
    const rule = byKey.get(finding.rule);
    expect(rule, finding.rule).toBeDefined();
    for (const text of [rule!.message.zh, rule!.message.en, rule!.message.es]) {
      for (const [, name] of text.matchAll(/\{(\w+)\}/g))
        expect(finding.params, `${finding.rule} {${name}}`).toHaveProperty(name!);
    }
  }
}

/**
 * Adds a second unit project under the same building: a copy of the first one's bills (hung
 * directly under the new unit) and resources, with ids prefixed by `id`.
 */
export function addUnit(project: CostProject, id: string, code: string, name: string): UnitData {
  const source = unitOf(project);
  const unit: UnitData = structuredClone(source);
  unit.unitId = id;
  for (const bill of unit.bills) {
    bill.id = `${id}-${bill.id}`;
    bill.nodeId = id;
  }
  for (const resource of unit.resources) {
    resource.id = `${id}-${resource.id}`;
    resource.unitId = id;
  }
  for (const row of unit.fees) {
    row.id = `${id}-${row.id}`;
    row.unitId = id;
  }
  project.nodes.push({ ...node(id, 's1', 'unit', code, name, 2), area: null });
  project.units[id] = unit;
  return unit;
}

let generated: { control: CostProject; bid: CostProject } | null = null;

/** A generated clean control price and its bid (built once, copied per call). */
export function generatedPair(): { control: CostProject; bid: CostProject } {
  if (!generated) {
    const control = generateProject({ kind: 'residential-high', items: 1500, seed: 11 });
    generated = { control, bid: bidFrom(control, 11) };
  }
  return { control: structuredClone(generated.control), bid: structuredClone(generated.bid) };
}

/** A generated clean control price, and its bid checked against it, give no ERROR or WARN. */
export function expectCleanOnGenerated(check: QualityCheck): void {
  const { control, bid } = generatedPair();
  const serious = (findings: Finding[]) => findings.filter((f) => f.severity !== 'INFO');
  expect(serious(runCheck(check, control))).toEqual([]);
  expect(serious(runCheck(check, bid, { control }))).toEqual([]);
}

/** plantDefect(project, check) on a generated clean project gives at least one ERROR or WARN. */
export function expectFindsPlanted(check: QualityCheck, seed = 1): Finding[] {
  const { control } = generatedPair();
  const planted = plantDefect(control, check.id, seed);
  const findings = runCheck(check, control).filter((f) => f.severity !== 'INFO');
  expect(findings.length, planted.description.en).toBeGreaterThan(0);
  return findings;
}
