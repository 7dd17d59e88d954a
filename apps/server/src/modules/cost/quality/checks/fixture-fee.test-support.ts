import type {
  BillItem,
  CostProject,
  FeeCategory,
  FeeRow,
  FileType,
  LibraryStats,
  MeasureItem,
  OtherItem,
  ProjectKindCode,
  TaxMethod,
  UnitData,
} from '../../engine/model';
import { round } from '../../engine/model';
import { plantDefect } from '../../sample/defects';
import { bidFrom, generateProject } from '../../sample/generator';
import { ruleLookup } from '../rules';
import type { CheckInput, Finding, QualityCheck, RuleOverride } from '../types';

/**
 * Tiny hand-built projects for the fee-level checks: one 建设项目 → 单项 01 → 单位 0101 (房建)
 * with a handful of bills, 总价措施, 其他项目 and a fee table whose amounts follow from them.
 * Clean by every fee-level rule; tests change one thing and call refresh() so the rest stays
 * consistent.
 *
 * Shares of the clean unit (F = 分部分项): 措施 ≈ 10 % F, 其他 ≈ 14 % F, 规费 = 26 % of labour
 * (labour = 20 % F), 税金 9 % of the pre-tax sum, profit 7 % of every price.
 */

export interface FixtureOptions {
  fileType?: FileType;
  taxMethod?: TaxMethod;
  priceDate?: string;
  kind?: ProjectKindCode | null;
  /** Extra 混凝土 bills beyond the handful (for size tests). */
  extraBills?: number;
  floors?: number | null;
}

/** A bill priced 人 20 %, 材 60 %, 机 6 %, 管 7 %, 利 7 % of its unit price. */
export function bill(
  id: string,
  nodeId: string,
  code: string,
  name: string,
  unit: string,
  quantity: number,
  unitPrice: number,
  kind: BillItem['kind'] = 'item',
): BillItem {
  return {
    id,
    nodeId,
    kind,
    seq: 1,
    code,
    name,
    features: '',
    unit,
    quantity,
    unitPrice,
    amount: round(quantity * unitPrice),
    provisional: 0,
    labour: round(unitPrice * 0.2),
    material: round(unitPrice * 0.6),
    machine: round(unitPrice * 0.06),
    overhead: round(unitPrice * 0.07),
    profit: round(unitPrice * 0.07),
    risk: 0,
    norms: [],
  };
}

function measure(id: string, code: string, name: string, base: string, rate: number): MeasureItem {
  return {
    id,
    unitId: 'u1',
    seq: 1,
    code,
    name,
    base,
    rate,
    amount: 0,
    adjustedRate: null,
    adjustedAmount: null,
  };
}

function other(id: string, kind: OtherItem['kind'], name: string, amount: number): OtherItem {
  return {
    id,
    unitId: 'u1',
    kind,
    name,
    amount,
    unit: null,
    quantity: null,
    price: null,
    rate: null,
    baseAmount: null,
  };
}

function fee(
  id: string,
  code: string,
  name: string,
  category: FeeCategory,
  base: string,
  rate: number,
  parentId: string | null = null,
): FeeRow {
  return {
    id,
    unitId: 'u1',
    parentId,
    sort: 0,
    code,
    name,
    category,
    base,
    rate,
    amount: 0,
    nonCompetitive: ['safety', 'lawfee', 'socialInsurance', 'housingFund', 'tax'].includes(
      category,
    ),
    isTotal: category === 'total',
  };
}

export function cleanProject(options: FixtureOptions = {}): CostProject {
  const extra = options.extraBills ?? 0;
  const bills: BillItem[] = [
    bill('b1', 'd1', '010101001001', '平整场地', 'm2', 1000, 5),
    bill('b2', 'd1', '010401001001', '砖基础', 'm3', 200, 500),
    bill('b3', 'd1', '010502001001', '矩形柱', 'm3', 800, 600),
    bill('b4', 'd1', '010515001001', '现浇构件钢筋', 't', 120, 5000),
    // Extra 混凝土 bills bring their share of scaffolding and formwork.
    bill('m1', 'u1', '011701001001', '综合脚手架', 'm2', 5000 + extra * 4, 30, 'measure'),
    bill('m2', 'u1', '011702001001', '矩形柱模板', 'm2', 4000 + extra * 2, 10, 'measure'),
  ];
  for (let i = 0; i < extra; i += 1) {
    const code = `010502${String(2 + (Math.floor(i / 1000) % 999)).padStart(3, '0')}${String(i % 1000).padStart(3, '0')}`;
    bills.push(bill(`x${i}`, 'd1', code, '矩形梁', 'm3', 1.5, 600));
  }
  const dayWork: OtherItem = {
    ...other('o3', 'dayWork', '计日工：普工', 1500),
    unit: '工日',
    quantity: 10,
    price: 150,
  };
  const service: OtherItem = {
    ...other('o4', 'contractorService', '总承包服务费', 3000),
    rate: 3,
    baseAmount: 100000,
  };
  const unit: UnitData = {
    unitId: 'u1',
    labourDayRate: 150,
    publishedLabourDayRate: 140,
    bills,
    measures: [
      measure('s1', '011707001001', '安全文明施工', 'FBFXHJ', 3),
      measure('s2', '011707002001', '夜间施工', 'FBFXHJ', 0.5),
    ],
    others: [
      other('o1', 'provisionalSum', '暂列金额', 0),
      other('o2', 'specialtyEstimate', '专业工程暂估价', 0),
      dayWork,
      service,
    ],
    resources: [],
    fees: [
      fee('fA', 'A', '分部分项工程费', 'fbfx', 'FBFXHJ', 100),
      fee('fB', 'B', '措施项目费', 'measures', 'CSXMHJ', 100),
      fee('fB1', 'B1', '安全文明施工费', 'safety', 'AQWM', 100, 'fB'),
      fee('fC', 'C', '其他项目费', 'other', 'QTXMHJ', 100),
      fee('fD', 'D', '规费', 'lawfee', 'D1+D2', 100),
      fee('fD1', 'D1', '社会保险费', 'socialInsurance', 'FBFXRGFHJ', 20, 'fD'),
      fee('fD2', 'D2', '住房公积金', 'housingFund', 'FBFXRGFHJ', 6, 'fD'),
      fee('fE', 'E', '税金', 'tax', 'A+B+C+D', 9),
      fee('fF', 'F', '单位工程造价', 'total', 'A+B+C+D+E', 100),
    ],
  };
  unit.fees.forEach((row, index) => (row.sort = index + 1));
  const project: CostProject = {
    id: 'p',
    name: '示例住宅楼',
    kind: options.kind === undefined ? 'residential-multi' : options.kind,
    fileType: options.fileType ?? 'control',
    taxMethod: options.taxMethod ?? 'general',
    region: null,
    priceDate: options.priceDate ?? '2024-06-01',
    area: null,
    floors: options.floors === undefined ? 6 : options.floors,
    specialUnits: {},
    features: {},
    nodes: [
      {
        id: 'p',
        parentId: null,
        level: 'project',
        code: '',
        name: '示例住宅楼',
        sort: 1,
        amount: null,
        area: null,
      },
      {
        id: 's1',
        parentId: 'p',
        level: 'single',
        code: '01',
        name: '1#楼',
        sort: 1,
        amount: null,
        area: null,
      },
      {
        id: 'u1',
        parentId: 's1',
        level: 'unit',
        code: '0101',
        name: '建筑工程',
        sort: 1,
        amount: null,
        area: null,
      },
      {
        id: 'd1',
        parentId: 'u1',
        level: 'division',
        code: '',
        name: '实体项目',
        sort: 1,
        amount: null,
        area: null,
      },
    ],
    units: { u1: unit },
  };
  refresh(project);
  // 暂列金额 12 % of 分部分项, then 建筑面积 at 2,300 元/m².
  const fbfx = sumBills(unit, 'item');
  unit.others[0]!.amount = round(fbfx * 0.12);
  refresh(project);
  const total = project.nodes[0]!.amount!;
  project.area = round(total / 2300);
  return project;
}

function sumBills(unit: UnitData, kind: BillItem['kind']): number {
  return round(unit.bills.filter((b) => b.kind === kind).reduce((sum, b) => sum + b.amount, 0));
}

function sumParts(unit: UnitData, part: 'labour' | 'profit'): number {
  return round(
    unit.bills.filter((b) => b.kind === 'item').reduce((sum, b) => sum + b.quantity * b[part], 0),
  );
}

/**
 * Recomputes, from the bills, 总价措施 and 其他项目: each 总价措施's amount, every fee row of
 * the fixture's fee table, and the unit, single and project totals. The fee table's shape is the
 * fixture's own (rows found by id), not a general fee engine.
 */
export function refresh(project: CostProject): CostProject {
  for (const node of project.nodes) {
    if (node.level !== 'unit') continue;
    const unit = project.units[node.id]!;
    const fbfx = sumBills(unit, 'item');
    const labour = sumParts(unit, 'labour');
    for (const m of unit.measures) m.amount = round((fbfx * m.rate) / 100);
    const measures = round(
      sumBills(unit, 'measure') + unit.measures.reduce((s, m) => s + m.amount, 0),
    );
    const safety = unit.measures
      .filter((m) => m.code.startsWith('011707001'))
      .reduce((s, m) => s + m.amount, 0);
    const others = round(unit.others.reduce((s, o) => s + o.amount, 0));
    const row = (id: string) => unit.fees.find((r) => r.id === id);
    const set = (id: string, amount: number) => {
      const r = row(id);
      if (r) r.amount = round(amount);
    };
    set('fA', fbfx);
    set('fB', measures);
    set('fB1', safety);
    set('fC', others);
    set('fD1', (labour * (row('fD1')?.rate ?? 0)) / 100);
    set('fD2', (labour * (row('fD2')?.rate ?? 0)) / 100);
    set('fD', (row('fD1')?.amount ?? 0) + (row('fD2')?.amount ?? 0));
    const preTax = round(fbfx + measures + others + (row('fD')?.amount ?? 0));
    set('fE', (preTax * (row('fE')?.rate ?? 0)) / 100);
    set('fF', preTax + (row('fE')?.amount ?? 0));
    node.amount = row('fF')?.amount ?? null;
  }
  for (const level of ['single', 'project'] as const) {
    for (const node of project.nodes) {
      if (node.level !== level) continue;
      node.amount = round(
        project.nodes
          .filter((child) => child.parentId === node.id && child.level !== 'division')
          .reduce((s, child) => s + (child.amount ?? 0), 0),
      );
    }
  }
  return project;
}

/** A deep copy. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

/** The bid answering a control file at the same prices. */
export function bidOf(control: CostProject): CostProject {
  return { ...copy(control), id: 'bid', fileType: 'bid' };
}

export function unitOf(project: CostProject, id = 'u1'): UnitData {
  return project.units[id]!;
}

export function feeRow(project: CostProject, id: string): FeeRow {
  return unitOf(project).fees.find((row) => row.id === id)!;
}

export function override(key: string, change: Partial<RuleOverride>): RuleOverride {
  return {
    key,
    projectKind: null,
    region: null,
    fileType: null,
    min: null,
    max: null,
    severity: null,
    enabled: true,
    ...change,
  };
}

export interface RunOptions {
  control?: CostProject | null;
  library?: LibraryStats | null;
  overrides?: RuleOverride[];
}

export function runCheck(
  check: QualityCheck,
  project: CostProject,
  options: RunOptions = {},
): Finding[] {
  const input: CheckInput = {
    project,
    control: options.control ?? null,
    library: options.library ?? null,
    rules: ruleLookup(check.rules, options.overrides ?? [], project),
  };
  return check.run(input);
}

/** The findings' rule names (the part after the check's id), sorted. */
export function ruleNames(findings: Finding[]): string[] {
  return findings.map((f) => f.rule.slice(f.rule.indexOf('.') + 1)).sort();
}

/** Only the findings of one rule name. */
export function ofRule(findings: Finding[], name: string): Finding[] {
  return findings.filter((f) => f.rule.endsWith(`.${name}`));
}

/** Every bill's unit price × factor (parts in the same proportions), then refresh(). */
export function scalePrices(project: CostProject, factor: number): CostProject {
  for (const unit of Object.values(project.units)) {
    unit.bills = unit.bills.map((b) => ({
      ...bill(
        b.id,
        b.nodeId,
        b.code,
        b.name,
        b.unit,
        b.quantity,
        round(b.unitPrice * factor),
        b.kind,
      ),
    }));
  }
  return refresh(project);
}

let generated: { control: CostProject; bid: CostProject } | null = null;

/** A generated clean control price (1,200 items, residential-multi) and its bid, made once. */
function generatedPair(): { control: CostProject; bid: CostProject } {
  if (!generated) {
    const control = generateProject({ kind: 'residential-multi', items: 1200, seed: 31 });
    generated = { control, bid: bidFrom(control, 31) };
  }
  return generated;
}

/**
 * The sample generator's view of one check: its findings (ERROR and WARN only) on a clean
 * generated control price, on its bid compared with it, and after plantDefect(project, check).
 */
export function generatedFindings(check: QualityCheck): {
  clean: Finding[];
  bid: Finding[];
  planted: Finding[];
} {
  const { control, bid } = generatedPair();
  const serious = (findings: Finding[]) => findings.filter((f) => f.severity !== 'INFO');
  const defective = copy(control);
  plantDefect(defective, check.id, 7);
  return {
    clean: serious(runCheck(check, control)),
    bid: serious(runCheck(check, bid, { control })),
    planted: serious(runCheck(check, defective)),
  };
}
