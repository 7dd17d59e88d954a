import type { BillBaseCode } from '../../engine/baseValues';
import { SAFETY_MEASURE_CODE } from '../../engine/baseValues';
import type {
  CostProject,
  FeeCategory,
  FeeRow,
  OtherKind,
  ProjectNode,
  UnitData,
} from '../../engine/model';
import { hasSourceTable, round } from '../../engine/model';
import { evaluateFormula, parseFormula } from '../../fee/formula';
import { shown, shownRange } from '../rules';
import type { EffectiveRule } from '../types';
import type { Place } from './support-bill';
import { nodePlace, projectPlace, unitKeys } from './support-bill';

/**
 * Shared helpers of the fee-level quality checks (DOMAIN.md §3: projectAmountCheck …
 * economicCheck); rule definitions, findings and code matching come from ./support-bill.ts.
 * Everything here is pure and linear in the number of bills: one pass over a unit's bills in plain numbers (the checks compare within the tolerances of DOMAIN.md §3, so no
 * decimal arithmetic per bill), fee rows looked up by FeeRow.category, never by name.
 */

// ── places and numbers (rules, findings and matching by code: ./support-bill.ts) ─────────────

export function feePlace(unit: UnitFacts, row: FeeRow): Place {
  return {
    nodeId: unit.node.id,
    rowKind: 'fee',
    rowId: row.id,
    rowLabel: `${row.code} ${row.name}`.trim(),
  };
}

export function unitPlace(unit: UnitFacts): Place {
  return nodePlace(unit.node, unit.node.id);
}

/** The whole project as a finding's place: its root node, else the project itself. */
export function wholePlace(facts: ProjectFacts): Place {
  return facts.root ? nodePlace(facts.root, facts.root.id) : projectPlace(facts.project);
}

/** A percentage for expected/actual: "12.5%". */
export function pct(value: number): string {
  return `${shown(value)}%`;
}

/** A rule's range in %: "3%–25%", "≥ 2%", or "1.5%" when min = max. */
export function rangeText(rule: Pick<EffectiveRule, 'min' | 'max'>, unit = '%'): string {
  if (rule.min !== null && rule.min === rule.max) return `${shown(rule.min)}${unit}`;
  return shownRange(rule.min, rule.max, unit);
}

/** Money for expected/actual: "1,234.56". */
export function money(value: number): string {
  return shown(round(value));
}

/** value ÷ base in %, or null when the base is 0. */
export function share(value: number, base: number): number | null {
  return base === 0 ? null : (value / base) * 100;
}

// ── the project tree ─────────────────────────────────────────────────────────────────────────

/** What a unit project (单位工程) adds up to, computed in one pass. */
export interface UnitFacts {
  node: ProjectNode;
  data: UnitData;
  /** The bill-side base values (codes of billBaseValues) in plain numbers. */
  base: Record<BillBaseCode, number>;
  /** Σ quantity × labour / profit over the 单价措施 bills (not in FBFXRGFHJ / FBFXLRHJ). */
  measureLabour: number;
  measureProfit: number;
  /** Which kinds of work the unit's bills contain (by GB 50854 code prefix). */
  works: Works;
  /**
   * Whether the parts of 综合单价 (人/材/机/管/利) are known: the file had 表-09 and an item states
   * one. When not, FBFXRGFHJ … are unknown, not 0 (a base over them cannot be recomputed).
   */
  partsKnown: boolean;
  /** The top-most fee rows of each category (a 规费 row, not its children). */
  feeRows: Map<FeeCategory, FeeRow[]>;
  /** Every fee row of each category, children included. */
  allFeeRows: Map<FeeCategory, FeeRow[]>;
  parts: UnitParts;
}

/** A unit's 造价 and its parts: fee rows first, the bills' base values when a row is missing. */
export interface UnitParts {
  fbfx: number;
  measures: number;
  other: number;
  lawfee: number;
  tax: number;
  /** 分部分项 + 措施 + 其他 + 规费 */
  preTax: number;
  /** The total row, else the sum of the parts. */
  total: number;
  /** The stated amount of the unit's total fee row, null when there is none. */
  totalRow: FeeRow | null;
}

/**
 * Bill code prefixes (GB 50854-2013): 砌筑工程 0104, 混凝土及钢筋混凝土工程 0105, 脚手架工程
 * 011701, 混凝土模板及支架 011702.
 */
export const WORK_CODES = {
  masonry: '0104',
  concrete: '0105',
  scaffolding: '011701',
  formwork: '011702',
} as const;
export type Works = Record<keyof typeof WORK_CODES, boolean>;

export interface ProjectFacts {
  project: CostProject;
  root: ProjectNode | null;
  byId: Map<string, ProjectNode>;
  /** Non-division children of each node (singles, units). */
  children: Map<string | null, ProjectNode[]>;
  units: UnitFacts[];
  unitsById: Map<string, UnitFacts>;
}

export function projectFacts(project: CostProject): ProjectFacts {
  const byId = new Map<string, ProjectNode>();
  const children = new Map<string | null, ProjectNode[]>();
  let root: ProjectNode | null = null;
  for (const node of project.nodes) {
    byId.set(node.id, node);
    if (node.level === 'project' && root === null) root = node;
    if (node.level === 'division') continue;
    const list = children.get(node.parentId);
    if (list) list.push(node);
    else children.set(node.parentId, [node]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
  const units: UnitFacts[] = [];
  const unitsById = new Map<string, UnitFacts>();
  for (const node of project.nodes) {
    if (node.level !== 'unit') continue;
    const data = project.units[node.id];
    if (!data) continue;
    const facts = unitFacts(node, data);
    units.push(facts);
    unitsById.set(node.id, facts);
  }
  return { project, root, byId, children, units, unitsById };
}

const ZERO_BASE = (): Record<BillBaseCode, number> => ({
  FBFXHJ: 0,
  FBFXRGFHJ: 0,
  FBFXCLFHJ: 0,
  FBFXJXFHJ: 0,
  FBFXGLFHJ: 0,
  FBFXLRHJ: 0,
  DJCSHJ: 0,
  DJCSRGFHJ: 0,
  ZJCSHJ: 0,
  CSXMHJ: 0,
  AQWM: 0,
  QTXMHJ: 0,
  ZLJE: 0,
  ZYGCZGJ: 0,
  JRG: 0,
  ZCBFWF: 0,
  ZGJHJ: 0,
});

/**
 * The same values as billBaseValues(unit) (../../engine/baseValues), summed in plain numbers and
 * rounded to 2 places: billBaseValues sums in decimal.js, about 0.8 s per 100,000 bills, too slow
 * for nine checks. The two agree to the cent (a sum landing on half a cent may round either way;
 * support-fee.test.ts checks it on random units), far inside the 1 元 the checks allow.
 */
export function unitFacts(node: ProjectNode, data: UnitData): UnitFacts {
  const base = ZERO_BASE();
  let fbfx = 0;
  let labour = 0;
  let material = 0;
  let machine = 0;
  let overhead = 0;
  let profit = 0;
  let unitMeasures = 0;
  let provisional = 0;
  let measureLabour = 0;
  let measureProfit = 0;
  const works: Works = { masonry: false, concrete: false, scaffolding: false, formwork: false };
  let anyPart = false;
  for (const bill of data.bills) {
    const quantity = bill.quantity;
    if (bill.kind === 'measure') {
      if (bill.code.startsWith(WORK_CODES.scaffolding)) works.scaffolding = true;
      else if (bill.code.startsWith(WORK_CODES.formwork)) works.formwork = true;
      unitMeasures += bill.amount;
      measureLabour += quantity * bill.labour;
      measureProfit += quantity * bill.profit;
      continue;
    }
    if (bill.code.startsWith(WORK_CODES.concrete)) works.concrete = true;
    else if (bill.code.startsWith(WORK_CODES.masonry)) works.masonry = true;
    else if (bill.code.startsWith(WORK_CODES.scaffolding)) works.scaffolding = true;
    else if (bill.code.startsWith(WORK_CODES.formwork)) works.formwork = true;
    fbfx += bill.amount;
    if (
      !anyPart &&
      (bill.labour !== 0 ||
        bill.material !== 0 ||
        bill.machine !== 0 ||
        bill.overhead !== 0 ||
        bill.profit !== 0)
    )
      anyPart = true;
    labour += quantity * bill.labour;
    material += quantity * bill.material;
    machine += quantity * bill.machine;
    overhead += quantity * bill.overhead;
    profit += quantity * bill.profit;
    provisional += bill.provisional;
  }
  let totalMeasures = 0;
  let safety = 0;
  for (const measure of data.measures) {
    const amount = measure.adjustedAmount ?? measure.amount;
    totalMeasures += amount;
    if (measure.code.startsWith(SAFETY_MEASURE_CODE)) safety += amount;
  }
  const others = otherTotals(data);
  base.FBFXHJ = round(fbfx);
  base.FBFXRGFHJ = round(labour);
  base.FBFXCLFHJ = round(material);
  base.FBFXJXFHJ = round(machine);
  base.FBFXGLFHJ = round(overhead);
  base.FBFXLRHJ = round(profit);
  base.DJCSHJ = round(unitMeasures);
  base.DJCSRGFHJ = round(measureLabour);
  base.ZJCSHJ = round(totalMeasures);
  base.CSXMHJ = round(unitMeasures + totalMeasures);
  base.AQWM = round(safety);
  base.ZLJE = round(others.provisionalSum);
  base.ZYGCZGJ = round(others.specialtyEstimate);
  base.JRG = round(others.dayWork);
  base.ZCBFWF = round(others.contractorService);
  base.QTXMHJ = round(
    others.provisionalSum + others.specialtyEstimate + others.dayWork + others.contractorService,
  );
  base.ZGJHJ = round(provisional);

  const byId = new Map<string, FeeRow>();
  for (const row of data.fees) byId.set(row.id, row);
  const feeRows = new Map<FeeCategory, FeeRow[]>();
  const allFeeRows = new Map<FeeCategory, FeeRow[]>();
  const sorted = [...data.fees].sort((a, b) => a.sort - b.sort);
  for (const row of sorted) {
    push(allFeeRows, row.category, row);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent?.category !== row.category) push(feeRows, row.category, row);
  }
  const facts: UnitFacts = {
    node,
    data,
    base,
    measureLabour,
    measureProfit,
    works,
    partsKnown: anyPart && hasSourceTable(data, 'analysis'),
    feeRows,
    allFeeRows,
    parts: {
      fbfx: 0,
      measures: 0,
      other: 0,
      lawfee: 0,
      tax: 0,
      preTax: 0,
      total: 0,
      totalRow: null,
    },
  };
  facts.parts = unitParts(facts);
  return facts;
}

/** Σ 其他项目 by kind: ZLJE, ZYGCZGJ, JRG, ZCBFWF before rounding. */
export function otherTotals(data: UnitData): Record<OtherKind, number> {
  const sums = { provisionalSum: 0, specialtyEstimate: 0, dayWork: 0, contractorService: 0 };
  for (const other of data.others) sums[other.kind] += other.amount;
  return sums;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Σ the top-most fee rows of a category, null when the unit has none. */
export function feeAmount(unit: Pick<UnitFacts, 'feeRows'>, category: FeeCategory): number | null {
  const rows = unit.feeRows.get(category);
  if (!rows) return null;
  let sum = 0;
  for (const row of rows) sum += row.amount;
  return sum;
}

function unitParts(unit: UnitFacts): UnitParts {
  const fbfx = feeAmount(unit, 'fbfx') ?? unit.base.FBFXHJ;
  const measures = feeAmount(unit, 'measures') ?? unit.base.CSXMHJ;
  const other = feeAmount(unit, 'other') ?? unit.base.QTXMHJ;
  const lawfee =
    feeAmount(unit, 'lawfee') ??
    (feeAmount(unit, 'socialInsurance') ?? 0) + (feeAmount(unit, 'housingFund') ?? 0);
  const tax = feeAmount(unit, 'tax') ?? 0;
  const preTax = round(fbfx + measures + other + lawfee);
  const totalRow =
    unit.feeRows.get('total')?.[0] ?? unit.data.fees.find((row) => row.isTotal) ?? null;
  const total = totalRow ? totalRow.amount : round(preTax + tax);
  return { fbfx, measures, other, lawfee, tax, preTax, total, totalRow };
}

/**
 * The value of a fee row's or 总价措施's 计算基础 over the unit's base codes, its fee row codes
 * (their stated amounts), GF (规费) and SJ (税金); null when the base is blank, cannot be read or
 * names a code the unit does not have (another check reports bad formulas).
 */
export function baseValue(unit: UnitFacts, expression: string): number | null {
  if (expression.trim() === '') return null;
  const parsed = parseFormula(expression);
  if (!parsed.ast) return null;
  const values = new Map<string, number>();
  for (const [code, value] of Object.entries(unit.base)) values.set(code, value);
  values.set('GF', unit.parts.lawfee);
  values.set('SJ', unit.parts.tax);
  for (const row of unit.data.fees) {
    if (row.code.trim() !== '') values.set(row.code.trim().toUpperCase(), row.amount);
  }
  // Without the parts of 综合单价 a base over them is unknown: no recomputation, no finding.
  const known = unit.partsKnown
    ? (code: string) => values.get(code)
    : (code: string) => (PART_BASE_CODES.has(code) ? undefined : values.get(code));
  const result = evaluateFormula(parsed.ast, known);
  if (result.warnings.some((warning) => warning.kind === 'missingValue')) return null;
  return result.value.toNumber();
}

/** The base codes summed from the parts of 综合单价 (unknown without 表-09). */
export const PART_BASE_CODES: ReadonlySet<string> = new Set([
  'FBFXRGFHJ',
  'DJCSRGFHJ',
  'FBFXCLFHJ',
  'FBFXJXFHJ',
  'FBFXGLFHJ',
  'FBFXLRHJ',
]);

/** Whether a base expression reads a part of 综合单价 the unit does not know. */
export function baseNeedsParts(unit: Pick<UnitFacts, 'partsKnown'>, expression: string): boolean {
  if (unit.partsKnown) return false;
  const upper = expression.toUpperCase();
  for (const code of PART_BASE_CODES) if (upper.includes(code)) return true;
  return false;
}

/**
 * Whether the unit's fee table must hold the mandatory rows (安全文明施工费, 规费, 税金): a unit
 * from a file with a fee table (表-13 / 单位工程汇总), or one made in the product that has fee rows.
 */
export function feesExpected(unit: Pick<UnitFacts, 'data'>): boolean {
  if (unit.data.sources) return hasSourceTable(unit.data, 'fees');
  return unit.data.fees.length > 0;
}

/** base × rate ÷ 100, rounded to 2 places. */
export function rated(base: number, rate: number): number {
  return round((base * rate) / 100);
}

/**
 * A node's 造价 computed from beneath: a unit's fee table total (its stated amount when it has no
 * data), else Σ its children's computed totals. Comparing each stated amount with this keeps a
 * finding where the error is: a wrong 单项 does not make its 建设项目 look wrong too.
 */
export function computedTotal(facts: ProjectFacts, node: ProjectNode): number {
  if (node.level === 'unit') return facts.unitsById.get(node.id)?.parts.total ?? node.amount ?? 0;
  let sum = 0;
  for (const child of facts.children.get(node.id) ?? []) sum += computedTotal(facts, child);
  return round(sum);
}

/** The whole project's 造价: the root node's stated amount, else Σ of the top nodes. */
export function projectTotal(facts: ProjectFacts): number {
  if (facts.root) return facts.root.amount ?? computedTotal(facts, facts.root);
  let sum = 0;
  for (const node of facts.children.get(null) ?? [])
    sum += node.amount ?? computedTotal(facts, node);
  return round(sum);
}

/** A file's 造价 (a control price's), reading its bills only when the root states no amount. */
export function fileTotal(project: CostProject): number {
  const root = project.nodes.find((node) => node.level === 'project');
  if (root?.amount != null) return root.amount;
  return projectTotal(projectFacts(project));
}

// ── matching a bid or settlement with its control price ──────────────────────────────────────

/** Each unit's 其他项目 sums by the unit's match key (support-bill's unitKeys: "01/0101"). */
export function otherTotalsByKey(project: CostProject): Map<string, Record<OtherKind, number>> {
  const keys = unitKeys(project);
  const map = new Map<string, Record<OtherKind, number>>();
  for (const [unitId, data] of Object.entries(project.units)) {
    const key = keys.get(unitId) ?? unitId;
    if (!map.has(key)) map.set(key, otherTotals(data));
  }
  return map;
}
