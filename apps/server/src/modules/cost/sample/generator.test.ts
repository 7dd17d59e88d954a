import { describe, expect, it } from 'vitest';
import { PROJECT_KIND_CODES, quantityDecimals, round, type CostProject } from '../engine/model';
import { evaluateFeeTable } from '../fee/feeTable';
import { QUALITY_CHECKS, allRuleDefs } from '../quality/registry';
import { ruleLookup } from '../quality/rules';
import { bidFrom, generateLibrary, generateProject } from './generator';
import { projectMetrics } from './metrics.test-support';

const bills = (p: CostProject) => Object.values(p.units).flatMap((u) => u.bills);

/** DOMAIN.md §3 default ranges by kind. */
const KIND_RANGES = {
  'residential-multi': { cost: [1800, 2800], rebar: [20, 40], concrete: [0.22, 0.35] },
  'residential-high': { cost: [2300, 3500], rebar: [45, 65], concrete: [0.38, 0.5] },
  'office-high': { cost: [4500, 7500], rebar: [55, 80], concrete: [0.4, 0.55] },
  basement: { cost: [3500, 6000], rebar: [100, 160], concrete: [0.9, 1.5] },
} as const;

/** Inside [min, max] with a margin of 5 % of the range's width on each side. */
function inside(value: number, [min, max]: readonly [number, number]) {
  const margin = (max - min) * 0.05;
  expect(value).toBeGreaterThanOrEqual(min + margin);
  expect(value).toBeLessThanOrEqual(max - margin);
}

describe('generateProject', () => {
  it('is deterministic from the seed', () => {
    const a = generateProject({ kind: 'residential-multi', items: 1200, seed: 42 });
    const b = generateProject({ kind: 'residential-multi', items: 1200, seed: 42 });
    const c = generateProject({ kind: 'residential-multi', items: 1200, seed: 43 });
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it.each([1000, 3457, 12000])('generates exactly %i bill items', (items) => {
    expect(bills(generateProject({ kind: 'residential-high', items, seed: 3 }))).toHaveLength(
      items,
    );
  });

  it.each(PROJECT_KIND_CODES)('keeps every pricing identity of a %s project', (kind) => {
    const project = generateProject({ kind, items: 1500, seed: 11 });
    const nodes = new Map(project.nodes.map((n) => [n.id, n]));
    const childSums = new Map<string, number>();
    const addTo = (id: string | null, value: number) => {
      if (id) childSums.set(id, (childSums.get(id) ?? 0) + Math.round(value * 100));
    };
    for (const [unitId, unit] of Object.entries(project.units)) {
      expect(nodes.get(unitId)?.level).toBe('unit');
      const codes = new Set<string>();
      const sums = new Map<string, number>();
      for (const bill of unit.bills) {
        expect(bill.code).toMatch(/^\d{12}$/);
        expect(bill.code.slice(0, 2)).toBe(nodes.get(unitId)!.code.slice(0, 2));
        expect(codes.has(bill.code)).toBe(false);
        codes.add(bill.code);
        expect(bill.quantity).toBeGreaterThan(0);
        const decimals = quantityDecimals(bill.unit)!;
        expect(round(bill.quantity, decimals)).toBe(bill.quantity);
        expect(bill.amount).toBe(round(bill.quantity * bill.unitPrice, 2));
        const parts =
          bill.labour + bill.material + bill.machine + bill.overhead + bill.profit + bill.risk;
        expect(Math.abs(parts - bill.unitPrice)).toBeLessThan(0.005);
        expect(bill.norms.length).toBeGreaterThan(0);
        const fromNorms = bill.norms.reduce(
          (s, n) => s + (n.price * n.quantity) / bill.quantity,
          0,
        );
        expect(Math.abs(fromNorms - bill.unitPrice)).toBeLessThanOrEqual(0.01);
        for (const norm of bill.norms) {
          for (const use of norm.resources)
            sums.set(use.code, (sums.get(use.code) ?? 0) + norm.quantity * use.consumption);
        }
        expect(nodes.get(bill.nodeId)?.level).toBe('division');
        addTo(bill.nodeId, bill.amount);
      }
      for (const resource of unit.resources) {
        const expected = sums.get(resource.code) ?? 0;
        expect(expected).toBeGreaterThan(0);
        expect(Math.abs(resource.quantity - expected)).toBeLessThanOrEqual(expected * 0.001);
        expect(Math.abs(resource.price / resource.infoPrice! - 1)).toBeLessThan(0.1);
      }
      const evaluated = evaluateFeeTable(unit);
      expect(evaluated.errors).toEqual([]);
      for (const row of unit.fees) expect(row.amount).toBe(evaluated.amounts[row.id]);
      const total = unit.fees.find((row) => row.isTotal)!;
      expect(nodes.get(unitId)!.amount).toBe(total.amount);
      for (const measure of unit.measures) {
        // each at its own base: 安全文明施工费 on FBFXHJ + DJCSHJ, the others on FBFXHJ
        const base = measure.base
          .split('+')
          .reduce((sum, code) => sum + evaluated.values[code.trim()]!, 0);
        expect(measure.amount).toBe(round((base * measure.rate) / 100, 2));
      }
    }
    // 分部 = Σ children (bills and sub-分部), deepest first; 单项 = Σ 单位; 建设项目 = Σ 单项.
    const depth = (id: string) => {
      let d = 0;
      for (let n = nodes.get(id); n?.parentId; n = nodes.get(n.parentId)) d++;
      return d;
    };
    for (const node of [...project.nodes].sort((a, b) => depth(b.id) - depth(a.id))) {
      if (node.level === 'division' || node.level === 'single' || node.level === 'project') {
        expect(Math.round(node.amount! * 100)).toBe(childSums.get(node.id) ?? 0);
      }
      if (
        node.level !== 'project' &&
        !(node.level === 'division' && nodes.get(node.parentId!)?.level === 'unit')
      )
        addTo(node.parentId, node.amount!);
      if (node.level === 'unit') addTo(node.parentId, 0);
    }
  });

  it.each(PROJECT_KIND_CODES)(
    'lands every indicator of a %s project inside its DOMAIN.md range',
    (kind) => {
      for (const seed of [1, 2, 3]) {
        const m = projectMetrics(generateProject({ kind, items: 1000, seed }));
        const range = KIND_RANGES[kind];
        inside(m.costPerM2, range.cost);
        inside(m.rebarKgPerM2, range.rebar);
        inside(m.concretePerM2, range.concrete);
        inside(m.formworkPerConcrete, [5, 12]);
        inside(m.rebarPerConcrete, [0.08, 0.18]);
        expect(m.scaffoldingPerArea).toBeCloseTo(1, 9);
        expect(m.backfillPerExcavation).toBeLessThan(1);
        expect(m.roofWaterproofingPerRoof).toBeGreaterThanOrEqual(1);
        for (const u of m.units) {
          inside(u.fbfxShare, [0.6, 0.85]);
          inside(u.measuresShare, [0.03, 0.2]);
          inside(u.otherShare, [0, 0.15]);
          inside(u.lawfeeShare, [0.005, 0.06]);
          expect(Math.abs(u.taxShare - 9 / 109)).toBeLessThan(0.001);
          inside(u.labourShare, [0.1, 0.3]);
          inside(u.materialShare, [0.5, 0.7]);
          inside(u.machineShare, [0.02, 0.1]);
          inside(u.profitRate, [0.05, 0.07]);
          inside(u.measuresPerFbfx, [0.03, 0.25]);
          inside(u.provisionalShare, [0.1, 0.15]);
          inside(u.lawfeePerPreTax, [0.005, 0.08]);
        }
      }
    },
  );

  it.each(PROJECT_KIND_CODES)(
    'passes every quality check on a clean %s control and bid',
    (kind) => {
      const control = generateProject({ kind, items: 1500, seed: 21 });
      const bid = bidFrom(control, 22);
      for (const [project, against] of [
        [control, null],
        [bid, control],
      ] as const) {
        const rules = ruleLookup(allRuleDefs(), [], project);
        const findings = QUALITY_CHECKS.flatMap((check) =>
          check.run({ project, control: against, library: null, rules }),
        ).filter((f) => f.severity !== 'INFO');
        expect(findings.map((f) => `${f.rule} ${f.rowLabel} ${f.expected} ${f.actual}`)).toEqual(
          [],
        );
      }
    },
  );

  it('prices a bid 3–10 % below the control with the same bills and provisional sums', () => {
    const control = generateProject({ kind: 'office-high', items: 1000, seed: 5 });
    const bid = bidFrom(control, 9);
    expect(bid.fileType).toBe('bid');
    const controlBills = bills(control);
    bills(bid).forEach((bill, i) => {
      const c = controlBills[i]!;
      expect([bill.code, bill.name, bill.features, bill.unit, bill.quantity]).toEqual([
        c.code,
        c.name,
        c.features,
        c.unit,
        c.quantity,
      ]);
      const ratio = bill.unitPrice / c.unitPrice;
      expect(ratio).toBeGreaterThanOrEqual(0.9);
      expect(ratio).toBeLessThanOrEqual(0.97);
    });
    for (const [unitId, unit] of Object.entries(bid.units)) {
      const fixed = (u: typeof unit) =>
        u.others
          .filter((o) => o.kind === 'provisionalSum' || o.kind === 'specialtyEstimate')
          .map((o) => o.amount);
      expect(fixed(unit)).toEqual(fixed(control.units[unitId]!));
    }
    const total = (p: CostProject) => p.nodes.find((n) => n.level === 'project')!.amount!;
    expect(total(bid) / total(control)).toBeGreaterThan(0.85);
    expect(total(bid)).toBeLessThan(total(control));
    expect(
      generateProject({ kind: 'office-high', items: 1000, seed: 5, fileType: 'bid' }).fileType,
    ).toBe('bid');
  });

  it('builds library percentiles from a set of projects', () => {
    const projects = Array.from({ length: 30 }, (_, i) =>
      generateProject({ kind: 'residential-multi', items: 1, seed: 100 + i }),
    );
    const library = generateLibrary(projects);
    const cost = library.costPerM2['residential-multi']!;
    expect(cost.n).toBe(30);
    expect(cost.p10).toBeLessThanOrEqual(cost.p50);
    expect(cost.p50).toBeLessThanOrEqual(cost.p90);
    inside(cost.p50, KIND_RANGES['residential-multi'].cost);
    const rebar = library.billPrices['010515001|t']!;
    expect(rebar.n).toBe(30);
    expect(rebar.p1).toBeLessThanOrEqual(rebar.p99);
    expect(library.resourcePrices['80210023']!.p50).toBeGreaterThan(400);
  });

  it('generates 100,000 items', () => {
    const project = generateProject({ kind: 'residential-high', items: 100_000, seed: 8 });
    expect(bills(project)).toHaveLength(100_000);
    inside(projectMetrics(project).rebarKgPerM2, KIND_RANGES['residential-high'].rebar);
  }, 60_000);
});
