/**
 * The analyses of one project (spec 001 §7 "Analysis"), pure functions over the engine model:
 * the cost composition by node (analyze1), a unit's divisions and bills, the split by specialty
 * and appendix (analyze2), the resources (analyze3), the relativity and expand indicators and the
 * completeness of the data. The fee-table parts come from the quality checks' unitFacts, the
 * quantities of rebar, concrete and formwork from their unitQuantities (one definition each).
 * Money is summed in whole cents; shares are percent with 2 decimals.
 */
import type {
  AnalysisBillLine,
  AnalysisBillRow,
  AnalysisContent,
  AnalysisExpandNode,
  AnalysisNodeRow,
  AnalysisRelativityModel,
  AnalysisRelativityUnit,
  AnalysisResourceRow,
  AnalysisSpecialtyRow,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import type { CostProject, ProjectNode, ResourceKind, UnitData } from '../engine/model';
import { projectTotal, REQUIRED_FEATURES } from '../quality/checks/expandCheck';
import { RATIOS } from '../quality/checks/relativityCheck';
import type { ClassQuantities } from '../quality/checks/support-bill';
import { quantityClass, totalQuantities, unitQuantities } from '../quality/checks/support-bill';
import { unitFacts } from '../quality/checks/support-fee';
import type { RuleLookup } from '../quality/types';

// ── Number helpers ──────────────────────────────────────────────────────────────────────────

export const cents = (value: number): number => Math.round(value * 100);
export const money = (centsValue: number): string => (centsValue / 100).toFixed(2);
export const fixed = (value: number, places: number): string =>
  new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
/** part ÷ whole in %, 2 decimals; null when the whole is 0. */
export const percent = (part: number, whole: number): string | null =>
  whole === 0 ? null : fixed((part / whole) * 100, 2);
const orNull = (value: number | null, places: number): string | null =>
  value === null || !Number.isFinite(value) ? null : fixed(value, places);

// ── The tree ────────────────────────────────────────────────────────────────────────────────

interface Tree {
  byId: Map<string, ProjectNode>;
  children: Map<string | null, ProjectNode[]>;
  root: ProjectNode | undefined;
}

function treeOf(project: CostProject): Tree {
  const byId = new Map<string, ProjectNode>();
  const children = new Map<string | null, ProjectNode[]>();
  for (const node of project.nodes) {
    byId.set(node.id, node);
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
  return { byId, children, root: project.nodes.find((node) => node.level === 'project') };
}

/** The 建筑面积 of a node: its own, else its nearest ancestor's (the project's for the root). */
function areaOf(tree: Tree, project: CostProject, node: ProjectNode): number | null {
  for (
    let n: ProjectNode | undefined = node;
    n;
    n = n.parentId ? tree.byId.get(n.parentId) : undefined
  )
    if (n.area !== null && n.area > 0) return n.area;
  return project.area !== null && project.area > 0 ? project.area : null;
}

/** The unit nodes at or beneath `nodeId` (the whole project without it), in tree order. */
export function unitsIn(project: CostProject, nodeId?: string): ProjectNode[] {
  const tree = treeOf(project);
  const start = nodeId ? tree.byId.get(nodeId) : tree.root;
  const found: ProjectNode[] = [];
  const walk = (node: ProjectNode) => {
    if (node.level === 'unit') {
      if (project.units[node.id]) found.push(node);
      return;
    }
    if (node.level === 'division') return;
    for (const child of tree.children.get(node.id) ?? []) walk(child);
  };
  if (start) walk(start);
  return found;
}

/** The unit a node belongs to (itself for a unit), or null for a project or single node. */
export function unitOfNode(project: CostProject, nodeId: string): string | null {
  const byId = new Map(project.nodes.map((node) => [node.id, node]));
  for (let n = byId.get(nodeId); n; n = n.parentId ? byId.get(n.parentId) : undefined)
    if (n.level === 'unit') return n.id;
  return null;
}

// ── analyze1: composition by node ───────────────────────────────────────────────────────────

interface Parts {
  amount: number;
  fbfx: number;
  measures: number;
  other: number;
  lawfee: number;
  tax: number;
}

/**
 * The composition tree from `nodeId` (default the 建设项目) down to the units: each node's
 * amount (its stored total, else Σ children), share of its parent, per m² and the fee-table
 * parts 分部分项 / 措施 / 其他 / 规费 / 税金 (Σ over its units).
 */
export function compositionTree(project: CostProject, nodeId?: string): AnalysisNodeRow[] {
  const tree = treeOf(project);
  const start = nodeId ? tree.byId.get(nodeId) : tree.root;
  if (!start || start.level === 'division') return [];
  const build = (node: ProjectNode, parentAmount: number | null): [AnalysisNodeRow, Parts] => {
    let parts: Parts;
    let children: AnalysisNodeRow[] = [];
    if (node.level === 'unit') {
      const data = project.units[node.id];
      const p = data ? unitFacts(node, data).parts : null;
      parts = {
        amount: cents(node.amount ?? p?.total ?? 0),
        fbfx: cents(p?.fbfx ?? 0),
        measures: cents(p?.measures ?? 0),
        other: cents(p?.other ?? 0),
        lawfee: cents(p?.lawfee ?? 0),
        tax: cents(p?.tax ?? 0),
      };
    } else {
      const own = node.amount === null ? null : cents(node.amount);
      const kids = (tree.children.get(node.id) ?? []).filter((c) => c.level !== 'division');
      const sum: Parts = { amount: 0, fbfx: 0, measures: 0, other: 0, lawfee: 0, tax: 0 };
      const built = kids.map((kid) => build(kid, own));
      for (const [, p] of built)
        for (const key of Object.keys(sum) as (keyof Parts)[]) sum[key] += p[key];
      if (own !== null) sum.amount = own;
      // The children's shares are of this node's final amount.
      children = kids.map((kid, index) => {
        const row = built[index]![0];
        row.share = percent(built[index]![1].amount, sum.amount);
        return row;
      });
      parts = sum;
    }
    const area = areaOf(tree, project, node);
    const row: AnalysisNodeRow = {
      id: node.id,
      parentId: node.parentId,
      level: node.level,
      code: node.code,
      name: node.name,
      amount: money(parts.amount),
      share: parentAmount === null ? null : percent(parts.amount, parentAmount),
      area: orNull(area, 2),
      perM2: area ? fixed(parts.amount / 100 / area, 2) : null,
      fbfx: money(parts.fbfx),
      measures: money(parts.measures),
      other: money(parts.other),
      lawfee: money(parts.lawfee),
      tax: money(parts.tax),
      children,
    };
    return [row, parts];
  };
  const [row] = build(start, null);
  return [row];
}

/**
 * A unit's (or division's) divisions and bills: amounts (a division Σ its bills), each row's
 * share of the scope's total, quantity and 综合单价 of the bills.
 */
export function billTree(project: CostProject, nodeId: string): AnalysisBillRow[] {
  const tree = treeOf(project);
  const start = tree.byId.get(nodeId);
  const unitId = unitOfNode(project, nodeId);
  const unit = unitId ? project.units[unitId] : undefined;
  if (!start || !unit) return [];
  const billsOf = new Map<string, UnitData['bills']>();
  for (const bill of unit.bills) {
    const list = billsOf.get(bill.nodeId) ?? [];
    list.push(bill);
    billsOf.set(bill.nodeId, list);
  }
  const rowsUnder = (node: ProjectNode): [AnalysisBillRow[], number] => {
    const rows: AnalysisBillRow[] = [];
    let total = 0;
    for (const child of tree.children.get(node.id) ?? []) {
      if (child.level !== 'division') continue;
      const [children, amount] = rowsUnder(child);
      total += amount;
      rows.push({
        id: child.id,
        kind: 'division',
        code: child.code,
        name: child.name,
        unit: '',
        quantity: null,
        unitPrice: null,
        amount: String(amount),
        share: null,
        children,
      });
    }
    for (const bill of billsOf.get(node.id) ?? []) {
      const amount = cents(bill.amount);
      total += amount;
      rows.push({
        id: bill.id,
        kind: 'bill',
        code: bill.code,
        name: bill.name,
        unit: bill.unit,
        quantity: fixed(bill.quantity, 3),
        unitPrice: fixed(bill.unitPrice, 2),
        amount: String(amount),
        share: null,
        children: [],
      });
    }
    return [rows, total];
  };
  const [rows, total] = rowsUnder(start);
  const finish = (list: AnalysisBillRow[]) => {
    for (const row of list) {
      const amount = Number(row.amount);
      row.amount = money(amount);
      row.share = percent(amount, total);
      finish(row.children);
    }
  };
  finish(rows);
  return rows;
}

/** A node's own bills, as SQL counts and sums them (amount in whole cents). */
export interface NodeBills {
  count: number;
  cents: number;
}

/**
 * billTree's lines in pre-order without the bills themselves: the 分部 lines (amounts and shares
 * from the per-node sums) and, for each node, where its bills' lines sit (`from`, the first line's
 * index, `count` lines at `depth`). `lines` is how many lines the whole table has, `total` the
 * cents the shares are of; a page is then read bill by bill from SQL (billLinesOfPage).
 */
export interface BillLinePlan {
  lines: number;
  total: number;
  segments: (
    | { from: number; line: AnalysisBillLine }
    | { from: number; nodeId: string; count: number; depth: number }
  )[];
}

export function billLinePlan(
  project: CostProject,
  nodeId: string,
  billsOf: ReadonlyMap<string, NodeBills>,
): BillLinePlan {
  const tree = treeOf(project);
  const start = tree.byId.get(nodeId);
  const plan: BillLinePlan = { lines: 0, total: 0, segments: [] };
  if (!start || !unitOfNode(project, nodeId)) return plan;
  const divisionsOf = (node: ProjectNode) =>
    (tree.children.get(node.id) ?? []).filter((child) => child.level === 'division');
  const amounts = new Map<string, number>();
  const amountOf = (node: ProjectNode): number => {
    let amount = billsOf.get(node.id)?.cents ?? 0;
    for (const child of divisionsOf(node)) amount += amountOf(child);
    amounts.set(node.id, amount);
    return amount;
  };
  plan.total = amountOf(start);
  const walk = (node: ProjectNode, depth: number) => {
    for (const child of divisionsOf(node)) {
      const amount = amounts.get(child.id)!;
      plan.segments.push({
        from: plan.lines++,
        line: {
          id: child.id,
          kind: 'division',
          code: child.code,
          name: child.name,
          unit: '',
          quantity: null,
          unitPrice: null,
          amount: money(amount),
          share: percent(amount, plan.total),
          depth,
        },
      });
      walk(child, depth + 1);
    }
    const own = billsOf.get(node.id)?.count ?? 0;
    if (own > 0) {
      plan.segments.push({ from: plan.lines, nodeId: node.id, count: own, depth });
      plan.lines += own;
    }
  };
  walk(start, 1);
  return plan;
}

/** One bill as a line of the table (the same figures billTree gives it). */
export function billLine(
  bill: {
    id: string;
    code: string;
    name: string;
    unit: string;
    quantity: number;
    unitPrice: number;
    amount: number;
  },
  depth: number,
  total: number,
): AnalysisBillLine {
  const amount = cents(bill.amount);
  return {
    id: bill.id,
    kind: 'bill',
    code: bill.code,
    name: bill.name,
    unit: bill.unit,
    quantity: fixed(bill.quantity, 3),
    unitPrice: fixed(bill.unitPrice, 2),
    amount: money(amount),
    share: percent(amount, total),
    depth,
  };
}

// ── analyze2: specialty and appendix ────────────────────────────────────────────────────────

/**
 * 分部分项 and 单价措施 bills by specialty (the unit's 4-digit specialty code's first 2 digits,
 * else the bill code's) and appendix (the bill code's first 4 characters). An appendix is named
 * after the division most of its bills hang under. Shares of the project's bill total.
 */
export function specialtyTree(project: CostProject, nodeId?: string): AnalysisSpecialtyRow[] {
  const groups: SpecialtyGroup[] = [];
  for (const unitNode of unitsIn(project, nodeId))
    for (const bill of project.units[unitNode.id]!.bills)
      groups.push({
        unitId: unitNode.id,
        nodeId: bill.nodeId,
        code: bill.code,
        amount: bill.amount,
        count: 1,
      });
  return specialtyTreeOfGroups(project, groups, nodeId);
}

/** Bills of one unit, node and code taken together (one bill, or a group summed in SQL). */
export interface SpecialtyGroup {
  unitId: string;
  nodeId: string;
  code: string;
  amount: number;
  count: number;
}

/** specialtyTree over bills already grouped (in their bills' order within each unit). */
export function specialtyTreeOfGroups(
  project: CostProject,
  groups: readonly SpecialtyGroup[],
  nodeId?: string,
): AnalysisSpecialtyRow[] {
  const byId = new Map(project.nodes.map((node) => [node.id, node]));
  interface Group {
    amount: number;
    count: number;
    names: Map<string, number>;
  }
  const byUnit = new Map<string, SpecialtyGroup[]>();
  for (const group of groups) {
    const list = byUnit.get(group.unitId) ?? [];
    list.push(group);
    byUnit.set(group.unitId, list);
  }
  const specialties = new Map<string, Map<string, Group>>();
  let total = 0;
  for (const unitNode of unitsIn(project, nodeId)) {
    const unitSpecialty = /^\d{2}/.test(unitNode.code) ? unitNode.code.slice(0, 2) : null;
    for (const bill of byUnit.get(unitNode.id) ?? []) {
      const specialty = unitSpecialty ?? (bill.code.slice(0, 2) || '--');
      const appendix = bill.code.slice(0, 4) || '----';
      const appendices = specialties.get(specialty) ?? new Map<string, Group>();
      specialties.set(specialty, appendices);
      const group = appendices.get(appendix) ?? { amount: 0, count: 0, names: new Map() };
      appendices.set(appendix, group);
      const amount = cents(bill.amount);
      group.amount += amount;
      group.count += bill.count;
      total += amount;
      const division = byId.get(bill.nodeId);
      if (division?.level === 'division')
        group.names.set(division.name, (group.names.get(division.name) ?? 0) + bill.count);
    }
  }
  return [...specialties.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([specialty, appendices]) => {
      const children = [...appendices.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([appendix, group]): AnalysisSpecialtyRow => {
          const name = [...group.names.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
          return {
            key: `${specialty}/${appendix}`,
            level: 'appendix',
            code: appendix,
            name,
            amount: money(group.amount),
            share: percent(group.amount, total),
            billCount: group.count,
            children: [],
          };
        });
      let amount = 0;
      let count = 0;
      for (const group of appendices.values()) {
        amount += group.amount;
        count += group.count;
      }
      return {
        key: specialty,
        level: 'specialty' as const,
        code: specialty,
        name: '',
        amount: money(amount),
        share: percent(amount, total),
        billCount: count,
        children,
      };
    });
}

// ── analyze3: resources ─────────────────────────────────────────────────────────────────────

export const RESOURCE_KINDS: readonly ResourceKind[] = [
  'labour',
  'material',
  'main',
  'equipment',
  'machine',
];

const CONTENTS: readonly {
  key: AnalysisContent['key'];
  cls: keyof ClassQuantities;
  factor: number;
}[] = [
  { key: 'rebarPerM2', cls: 'rebar', factor: 1000 },
  { key: 'concretePerM2', cls: 'concrete', factor: 1 },
  { key: 'formworkPerM2', cls: 'formwork', factor: 1 },
];

export interface ResourceAnalysis {
  area: string | null;
  kinds: {
    kind: ResourceKind;
    amount: string;
    share: string | null;
    rows: AnalysisResourceRow[];
  }[];
  contents: AnalysisContent[];
}

/**
 * The resource summary of the units in scope, merged by code, name, spec and unit: Σ quantity,
 * Σ amount (each line price × quantity rounded to the cent), the mean price, the share of all
 * resources, the quantity per m²; and the rebar kg, concrete m³ and formwork m² per m².
 */
export function resourceAnalysis(project: CostProject, nodeId?: string): ResourceAnalysis {
  const tree = treeOf(project);
  const start = nodeId ? tree.byId.get(nodeId) : tree.root;
  const area = start ? areaOf(tree, project, start) : null;
  const units = unitsIn(project, nodeId);
  interface Merged {
    kind: ResourceKind;
    code: string;
    name: string;
    spec: string;
    unit: string;
    quantity: Decimal;
    amount: number;
  }
  const merged = new Map<string, Merged>();
  const quantities: ClassQuantities = {
    concrete: 0,
    rebar: 0,
    formwork: 0,
    excavation: 0,
    backfill: 0,
    roofWaterproofing: 0,
    roofArea: 0,
  };
  let total = 0;
  for (const node of units) {
    const unit = project.units[node.id]!;
    const q = unitQuantities(unit).quantities;
    for (const key of Object.keys(quantities) as (keyof ClassQuantities)[])
      quantities[key] += q[key];
    for (const resource of unit.resources) {
      const key = [resource.kind, resource.code, resource.name, resource.spec, resource.unit].join(
        '\u0001',
      );
      const row = merged.get(key) ?? {
        kind: resource.kind,
        code: resource.code,
        name: resource.name,
        spec: resource.spec,
        unit: resource.unit,
        quantity: new Decimal(0),
        amount: 0,
      };
      merged.set(key, row);
      const amount = cents(
        new Decimal(resource.price)
          .times(resource.quantity)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toNumber(),
      );
      row.quantity = row.quantity.plus(resource.quantity);
      row.amount += amount;
      total += amount;
    }
  }
  const kinds = RESOURCE_KINDS.map((kind) => {
    const rows = [...merged.entries()]
      .filter(([, row]) => row.kind === kind)
      .sort(([, a], [, b]) => b.amount - a.amount || a.code.localeCompare(b.code))
      .map(([key, row]): AnalysisResourceRow => ({
        key,
        kind,
        code: row.code,
        name: row.name,
        spec: row.spec,
        unit: row.unit,
        quantity: row.quantity.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3),
        price: row.quantity.isZero() ? null : fixed(row.amount / 100 / row.quantity.toNumber(), 2),
        amount: money(row.amount),
        share: percent(row.amount, total),
        perM2: area ? fixed(row.quantity.toNumber() / area, 4) : null,
      }));
    const amount = rows.reduce((sum, row) => sum + cents(Number(row.amount)), 0);
    return { kind, amount: money(amount), share: percent(amount, total), rows };
  }).filter((group) => group.rows.length > 0);
  const contents = CONTENTS.map(({ key, cls, factor }) => {
    const quantity = quantities[cls] * factor;
    return {
      key,
      quantity: fixed(quantity, 3),
      perM2: area ? fixed(quantity / area, 3) : null,
    };
  });
  return { area: orNull(area, 2), kinds, contents };
}

// ── Relativity and expand ───────────────────────────────────────────────────────────────────

type RangeStatus = 'low' | 'ok' | 'high' | 'missing';

function status(value: number | null, min: number | null, max: number | null): RangeStatus {
  if (value === null) return 'missing';
  if (min !== null && value < min - 1e-9) return 'low';
  if (max !== null && value > max + 1e-9) return 'high';
  return 'ok';
}

/**
 * relativityCheck's ratio rules evaluated per unit with the company's effective ranges: A, B,
 * A ÷ B and its status (missing: no B, or no A where the rule does not require one).
 */
export function relativityUnits(project: CostProject, rules: RuleLookup): AnalysisRelativityUnit[] {
  return unitsIn(project).map((node) => {
    const { quantities } = unitQuantities(project.units[node.id]!);
    return {
      unitId: node.id,
      code: node.code,
      name: node.name,
      rules: RATIOS.map(({ name, a, b, needsA }) => {
        const rule = rules(`relativityCheck.${name}`);
        const ratio =
          quantities[b] > 0 && (quantities[a] > 0 || needsA) ? quantities[a] / quantities[b] : null;
        return {
          modelId: name as AnalysisRelativityModel,
          a: fixed(quantities[a], 3),
          b: fixed(quantities[b], 3),
          ratio: orNull(ratio, 3),
          min: orNull(rule.min, 3),
          max: orNull(rule.max, 3),
          status: status(ratio, rule.min, rule.max),
        };
      }),
    };
  });
}

/** The bills of one unit behind side A or B of a ratio rule. */
export function relativityBills(
  project: CostProject,
  unitId: string,
  modelId: AnalysisRelativityModel,
  side: 'a' | 'b',
) {
  const ratio = RATIOS.find((r) => r.name === modelId);
  const unit = project.units[unitId];
  if (!ratio || !unit) return [];
  const cls = side === 'a' ? ratio.a : ratio.b;
  return unit.bills
    .filter((bill) => quantityClass(bill.code) === cls)
    .map((bill) => ({
      id: bill.id,
      code: bill.code,
      name: bill.name,
      unit: bill.unit,
      quantity: fixed(bill.quantity, 3),
      amount: fixed(bill.amount, 2),
    }));
}

const SPECIALS = [
  { key: 'perParkingSpace', unit: 'parkingSpaces' },
  { key: 'perBed', unit: 'beds' },
  { key: 'perHousehold', unit: 'households' },
  { key: 'perKm', unit: 'km' },
] as const;

/**
 * expandCheck's indicators: for the project the cost per special unit (总造价 ÷ 车位 / 床 / 户 /
 * km, where the project states the count) and the contents per m²; for each unit with an area
 * its own contents per m². Ranges are the company's effective expandCheck rules.
 */
export function expandNodes(
  project: CostProject,
  rules: RuleLookup,
): { nodes: AnalysisExpandNode[]; features: { name: string; value: string | null }[] } {
  const tree = treeOf(project);
  const contentsOf = (quantities: ClassQuantities, area: number | null) =>
    CONTENTS.map(({ key, cls, factor }) => {
      const rule = rules(`expandCheck.${key}`);
      const quantity = quantities[cls] * factor;
      const value = area ? quantity / area : null;
      return {
        key,
        basis: fixed(quantity, 3),
        value: orNull(value, 3),
        min: orNull(rule.min, 3),
        max: orNull(rule.max, 3),
        status: status(value, rule.min, rule.max),
      };
    });
  const nodes: AnalysisExpandNode[] = [];
  const root = tree.root;
  if (root) {
    const total = projectTotal(project);
    const area = project.area ?? root.area;
    const specials = SPECIALS.map(({ key, unit }) => {
      const count = project.specialUnits[unit] ?? null;
      const rule = rules(`expandCheck.${key}`);
      const value = count && count > 0 ? total / count : null;
      return {
        key,
        basis: orNull(count, 2),
        value: orNull(value, 2),
        min: orNull(rule.min, 2),
        max: orNull(rule.max, 2),
        status: status(value, rule.min, rule.max),
      };
    });
    nodes.push({
      nodeId: root.id,
      level: 'project',
      code: root.code,
      name: root.name,
      area: orNull(area, 2),
      indicators: [...specials, ...contentsOf(totalQuantities(project), area)],
    });
  }
  for (const node of unitsIn(project)) {
    if (node.area === null || node.area <= 0) continue;
    nodes.push({
      nodeId: node.id,
      level: 'unit',
      code: node.code,
      name: node.name,
      area: fixed(node.area, 2),
      indicators: contentsOf(unitQuantities(project.units[node.id]!).quantities, node.area),
    });
  }
  const features = REQUIRED_FEATURES.map((names) => {
    const found = names.find((name) => (project.features[name] ?? '').trim() !== '');
    return { name: names[0]!, value: found ? project.features[found]!.trim() : null };
  });
  return { nodes, features };
}

// ── Completeness ────────────────────────────────────────────────────────────────────────────

export type ComplementKey = 'area' | 'features' | 'feeTables' | 'norms' | 'resourcePrices';

/**
 * What the analyses need and the project lacks: the area of the project and its 单项; the
 * required features; a fee table per unit; norms on every priced bill; a price on every
 * resource used.
 */
export function complementStatus(
  project: CostProject,
  /** The bills with an amount and those of them without norms, counted in SQL (else from the model's bills). */
  billNorms?: { total: number; missing: number },
) {
  const count = (items: readonly boolean[]) => ({
    total: items.length,
    missing: items.filter((ok) => !ok).length,
  });
  const areaNodes = project.nodes.filter((n) => n.level === 'single');
  const units = Object.values(project.units);
  const bills = billNorms
    ? []
    : units.flatMap((unit) => unit.bills).filter((bill) => bill.amount !== 0);
  const resources = units.flatMap((unit) => unit.resources).filter((r) => r.quantity !== 0);
  const items = (
    [
      [
        'area',
        count([
          project.area !== null && project.area > 0,
          ...areaNodes.map((n) => n.area !== null && n.area > 0),
        ]),
      ],
      [
        'features',
        count(
          REQUIRED_FEATURES.map((names) =>
            names.some((name) => (project.features[name] ?? '').trim() !== ''),
          ),
        ),
      ],
      ['feeTables', count(units.map((unit) => unit.fees.length > 0))],
      ['norms', billNorms ?? count(bills.map((bill) => bill.norms.length > 0))],
      ['resourcePrices', count(resources.map((r) => r.price > 0))],
    ] as const
  ).map(([key, c]) => ({ key, ...c, complete: c.missing === 0 }));
  return { complete: items.every((item) => item.complete), items };
}
