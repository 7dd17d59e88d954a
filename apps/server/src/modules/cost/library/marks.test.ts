import { describe, expect, it } from 'vitest';
import type { CostProject } from '../engine/model';
import { billKey } from '../engine/model';
import { generateProject } from '../sample/generator';
import { modelLibrary } from './library.test-support';
import { billsBehind, markBills } from './marks';
import { classQuantity } from './stats';
import { runUnusual } from './unusual';

const KIND = 'residential-multi' as const;
const fresh = (seed: number) => generateProject({ kind: KIND, items: 150, seed });
const library = modelLibrary(
  Array.from({ length: 30 }, (_, i) => fresh(5000 + i)),
  KIND,
);
const billsOf = (project: CostProject) => Object.values(project.units).flatMap((u) => u.bills);
const marksOf = (project: CostProject) =>
  new Map(markBills(project, library).marks.map((mark) => [mark.billId, mark]));
const idsOf = (marks: ReturnType<typeof marksOf>, check: string) =>
  [...marks.values()]
    .filter((mark) => mark.checks.has(check as never))
    .map((mark) => mark.billId)
    .sort();

describe('bill marks of the unusual-data checks', () => {
  it('marks nothing on a clean project', () => {
    const { marks, perCheck } = markBills(fresh(7001), library);
    expect(marks).toEqual([]);
    expect(perCheck.map((entry) => entry.check)).toEqual([
      'relativityCheck',
      'expandCheck',
      'materialCheck',
      'quantityCheck',
      'economicCheck',
      'isUnusual',
    ]);
  });

  it('expandCheck and isUnusual mark the bill priced three times the usual', () => {
    const project = fresh(7101);
    const bill = billsOf(project).find(
      (b) => (library.billPrices[billKey(b.code, b.unit)]?.n ?? 0) >= 30 && b.unitPrice > 0,
    )!;
    bill.unitPrice = Math.round(bill.unitPrice * 300) / 100;
    const marks = marksOf(project);
    expect(idsOf(marks, 'expandCheck')).toEqual([bill.id]);
    expect(idsOf(marks, 'isUnusual')).toEqual([bill.id]);
    const mark = marks.get(bill.id)!;
    expect([...mark.checks].sort()).toEqual(['expandCheck', 'isUnusual']);
    expect(mark.notes[0]!.finding.rule).toBe('unusual.billPrice');
  });

  it('materialCheck marks the bills whose norms use the resource priced four times', () => {
    const project = fresh(7102);
    const unit = Object.values(project.units).find((u) =>
      u.resources.some(
        (r) => r.kind === 'material' && (library.resourcePrices[r.code]?.n ?? 0) >= 30,
      ),
    )!;
    const resource = unit.resources.find(
      (r) => r.kind === 'material' && (library.resourcePrices[r.code]?.n ?? 0) >= 30,
    )!;
    resource.price = Math.round(resource.price * 400) / 100;
    const users = unit.bills
      .filter((b) => b.norms.some((n) => n.resources.some((use) => use.code === resource.code)))
      .map((b) => b.id)
      .sort();
    expect(users.length).toBeGreaterThan(0);
    expect(idsOf(marksOf(project), 'materialCheck')).toEqual(users);
  });

  it('quantityCheck and relativityCheck mark the rebar (and concrete) bills behind the ratio', () => {
    const project = fresh(7103);
    for (const bill of billsOf(project))
      if (classQuantity(bill)?.cls === 'rebar') bill.quantity = bill.quantity * 3;
    const marks = marksOf(project);
    const of = (classes: string[]) =>
      billsOf(project)
        .filter((b) => classes.includes(classQuantity(b)?.cls ?? ''))
        .map((b) => b.id)
        .sort();
    const quantity = runUnusual('quantityCheck', project, library);
    expect(quantity.map((f) => f.params.indicator)).toContain('rebarKgPerM2');
    expect(idsOf(marks, 'quantityCheck')).toEqual(expect.arrayContaining(of(['rebar'])));
    expect(idsOf(marks, 'relativityCheck')).toEqual(of(['rebar', 'concrete']));
  });

  it('economicCheck marks the bills priced above the library P90 when the cost per m² is high', () => {
    const project = fresh(7104);
    project.area = project.area! / 2;
    const [finding] = runUnusual('economicCheck', project, library);
    expect(finding?.params.indicator).toBe('costPerM2');
    const dear = billsOf(project)
      .filter((b) => {
        const stats = library.billPrices[billKey(b.code, b.unit)];
        return stats !== undefined && stats.n >= 10 && b.unitPrice > stats.p90;
      })
      .map((b) => b.id)
      .sort();
    expect(dear.length).toBeGreaterThan(0);
    expect(billsBehind(finding!, project, library).sort()).toEqual(dear);
    expect(idsOf(marksOf(project), 'economicCheck')).toEqual(dear);
    // without a library a cost per m² finding marks no bill
    expect(billsBehind(finding!, project, null)).toEqual([]);
  });
});
