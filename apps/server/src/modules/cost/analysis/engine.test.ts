import { describe, expect, it } from 'vitest';
import type { CostProject } from '../engine/model';
import { allRuleDefs } from '../quality/registry';
import { ruleLookup } from '../quality/rules';
import { projectMetrics } from '../sample/metrics.test-support';
import { generateProject } from '../sample/generator';
import {
  billTree,
  complementStatus,
  compositionTree,
  expandNodes,
  relativityBills,
  relativityUnits,
  resourceAnalysis,
  specialtyTree,
} from './engine';

// Every figure is checked against a computation written here from the model's raw rows.

const project = generateProject({ kind: 'residential-high', items: 300, seed: 91 });
const rules = ruleLookup(allRuleDefs(), [], project);
const copy = (p: CostProject): CostProject => structuredClone(p);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const close = (actual: string | null, expected: number, digits = 2) =>
  expect(Number(actual)).toBeCloseTo(expected, digits);
const units = project.nodes.filter((n) => n.level === 'unit');
const feeSum = (unitId: string, category: string) =>
  sum(project.units[unitId]!.fees.filter((f) => f.category === category).map((f) => f.amount));

describe('compositionTree (analyze1)', () => {
  const [root] = compositionTree(project);
  it('gives the project, its singles and units with amounts, shares, per m² and fee parts', () => {
    const rootNode = project.nodes.find((n) => n.level === 'project')!;
    close(root!.amount, rootNode.amount!);
    close(root!.perM2, rootNode.amount! / project.area!);
    expect(root!.share).toBeNull();
    const singles = project.nodes.filter((n) => n.level === 'single');
    expect(root!.children.map((c) => c.id)).toEqual(singles.map((s) => s.id));
    for (const single of root!.children) {
      close(single.share, (Number(single.amount) / rootNode.amount!) * 100);
      for (const unit of single.children) {
        expect(unit.level).toBe('unit');
        close(unit.fbfx, feeSum(unit.id, 'fbfx'));
        close(unit.measures, feeSum(unit.id, 'measures'));
        close(unit.other, feeSum(unit.id, 'other'));
        close(unit.lawfee, feeSum(unit.id, 'lawfee'));
        close(unit.tax, feeSum(unit.id, 'tax'));
        close(unit.amount, feeSum(unit.id, 'total'));
        close(unit.share, (feeSum(unit.id, 'total') / Number(single.amount)) * 100);
      }
      close(single.fbfx, sum(single.children.map((u) => feeSum(u.id, 'fbfx'))));
    }
    close(root!.tax, sum(units.map((u) => feeSum(u.id, 'tax'))));
  });

  it('starts at a given node and answers nothing for a division', () => {
    const unit = units[0]!;
    const [row] = compositionTree(project, unit.id);
    expect(row!.id).toBe(unit.id);
    const division = project.nodes.find((n) => n.level === 'division')!;
    expect(compositionTree(project, division.id)).toEqual([]);
  });
});

describe('billTree (analyze1 bills)', () => {
  it("gives a unit's divisions and bills with amounts summing to the unit's bills", () => {
    const unit = units[0]!;
    const rows = billTree(project, unit.id);
    const bills = project.units[unit.id]!.bills;
    const total = sum(bills.map((b) => b.amount));
    expect(sum(rows.map((r) => Number(r.amount)))).toBeCloseTo(total, 2);
    const flat: typeof rows = [];
    const walk = (list: typeof rows) =>
      list.forEach((row) => {
        flat.push(row);
        walk(row.children);
      });
    walk(rows);
    const billRows = flat.filter((r) => r.kind === 'bill');
    expect(billRows).toHaveLength(bills.length);
    const bill = bills[3]!;
    const row = billRows.find((r) => r.id === bill.id)!;
    close(row.share, (bill.amount / total) * 100, 1);
    close(row.unitPrice, bill.unitPrice);
    for (const division of flat.filter((r) => r.kind === 'division')) {
      const own = bills.filter((b) => b.nodeId === division.id);
      const nested = division.children.filter((c) => c.kind === 'division');
      close(
        division.amount,
        sum(own.map((b) => b.amount)) + sum(nested.map((c) => Number(c.amount))),
      );
    }
  });
});

describe('specialtyTree (analyze2)', () => {
  it('groups the bills by specialty and appendix', () => {
    const rows = specialtyTree(project);
    const all = units.flatMap((u) => project.units[u.id]!.bills.map((b) => ({ b, unit: u })));
    const total = sum(all.map(({ b }) => b.amount));
    expect(sum(rows.map((r) => Number(r.amount)))).toBeCloseTo(total, 2);
    for (const specialty of rows) {
      const mine = all.filter(({ unit }) => unit.code.slice(0, 2) === specialty.code);
      close(specialty.amount, sum(mine.map(({ b }) => b.amount)));
      expect(specialty.billCount).toBe(mine.length);
      for (const appendix of specialty.children) {
        const bills = mine.filter(({ b }) => b.code.slice(0, 4) === appendix.code);
        close(appendix.amount, sum(bills.map(({ b }) => b.amount)));
        close(appendix.share, (sum(bills.map(({ b }) => b.amount)) / total) * 100);
      }
    }
    expect(rows.map((r) => r.code)).toContain('01');
  });
});

describe('resourceAnalysis (analyze3)', () => {
  const result = resourceAnalysis(project);
  const resources = Object.values(project.units).flatMap((u) => u.resources);
  const amount = (r: (typeof resources)[number]) => Math.round(r.price * r.quantity * 100) / 100;
  const total = sum(resources.map(amount));
  it('sums quantity and amount per kind and resource, with shares and per m²', () => {
    for (const group of result.kinds) {
      const mine = resources.filter((r) => r.kind === group.kind);
      close(group.amount, sum(mine.map(amount)));
      close(group.share, (sum(mine.map(amount)) / total) * 100);
      const top = group.rows[0]!;
      const same = mine.filter((r) => r.code === top.code && r.name === top.name);
      close(top.quantity, sum(same.map((r) => r.quantity)), 2);
      close(top.perM2, sum(same.map((r) => r.quantity)) / project.area!, 3);
    }
    expect(result.kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['labour', 'material', 'machine']),
    );
  });

  it('gives rebar kg/m², concrete m³/m² and formwork m²/m² of the floor area', () => {
    const metrics = projectMetrics(project);
    const content = (key: string) => result.contents.find((c) => c.key === key)!;
    close(content('rebarPerM2').perM2, metrics.rebarKgPerM2, 2);
    close(content('concretePerM2').perM2, metrics.concretePerM2, 2);
    close(content('formworkPerM2').perM2, metrics.formworkPerConcrete * metrics.concretePerM2, 2);
  });
});

describe('relativity and expand', () => {
  it('evaluates the ratio rules per unit; a rebar quantity tripled reads high', () => {
    const building = units.find((u) => u.code === '0101')!;
    const bills = project.units[building.id]!.bills;
    const rebar = sum(bills.filter((b) => b.code.startsWith('010515')).map((b) => b.quantity));
    const concrete = sum(
      bills
        .filter((b) => /^0105(0[1-9]|10)/.test(b.code) && !b.code.startsWith('010501001'))
        .map((b) => b.quantity),
    );
    const row = relativityUnits(project, rules)
      .find((u) => u.unitId === building.id)!
      .rules.find((r) => r.modelId === 'rebarPerConcrete')!;
    close(row.a, rebar, 3);
    close(row.b, concrete, 3);
    close(row.ratio, rebar / concrete, 3);
    expect([row.min, row.max, row.status]).toEqual(['0.080', '0.180', 'ok']);

    const heavy = copy(project);
    for (const bill of heavy.units[building.id]!.bills)
      if (bill.code.startsWith('010515')) bill.quantity *= 3;
    const changed = relativityUnits(heavy, rules)
      .find((u) => u.unitId === building.id)!
      .rules.find((r) => r.modelId === 'rebarPerConcrete')!;
    expect(changed.status).toBe('high');

    const behind = relativityBills(project, building.id, 'rebarPerConcrete', 'a');
    expect(behind.length).toBeGreaterThan(0);
    expect(behind.every((b) => b.code.startsWith('010515'))).toBe(true);
    close(String(sum(behind.map((b) => Number(b.quantity)))), rebar, 2);
  });

  it('gives the cost per household and the contents; lists the required features', () => {
    const { nodes, features } = expandNodes(project, rules);
    const root = nodes[0]!;
    const amount = project.nodes.find((n) => n.level === 'project')!.amount!;
    const perHousehold = root.indicators.find((i) => i.key === 'perHousehold')!;
    close(perHousehold.value, amount / project.specialUnits.households!);
    expect(root.indicators.find((i) => i.key === 'perBed')!.status).toBe('missing');
    const rebar = root.indicators.find((i) => i.key === 'rebarPerM2')!;
    close(rebar.value, projectMetrics(project).rebarKgPerM2, 2);
    expect([rebar.min, rebar.max]).toEqual(['45.000', '65.000']);
    expect(features.map((f) => f.name)).toContain('结构类型');
    expect(features.every((f) => f.value !== null)).toBe(true);
    expect(nodes.filter((n) => n.level === 'unit').length).toBeGreaterThan(0);
  });
});

describe('complementStatus', () => {
  it('reports a generated project complete', () => {
    expect(complementStatus(project).complete).toBe(true);
  });

  it('counts what is missing', () => {
    const broken = copy(project);
    broken.area = null;
    delete broken.features['结构类型'];
    const unit = broken.units[units[0]!.id]!;
    unit.bills[0]!.norms = [];
    unit.bills[1]!.norms = [];
    broken.units[units[1]!.id]!.fees = [];
    const resource = unit.resources.find((r) => r.quantity > 0)!;
    resource.price = 0;
    const status = complementStatus(broken);
    const item = (key: string) => status.items.find((i) => i.key === key)!;
    expect(status.complete).toBe(false);
    expect(item('area').missing).toBe(1);
    expect(item('features').missing).toBe(1);
    expect(item('norms').missing).toBe(2);
    expect(item('feeTables')).toMatchObject({ missing: 1, total: units.length });
    expect(item('resourcePrices').missing).toBeGreaterThanOrEqual(1);
  });
});
