import { describe, expect, it } from 'vitest';
import type { CostProject } from '../engine/model';
import { generateProject } from '../sample/generator';
import { modelLibrary } from './library.test-support';
import { judge, runUnusual, UNUSUAL_CHECKS, unusualMessage } from './unusual';

const KIND = 'residential-multi' as const;
const fresh = (seed: number) => generateProject({ kind: KIND, items: 150, seed });
const libraryProjects = Array.from({ length: 30 }, (_, i) => fresh(5000 + i));
const library = modelLibrary(libraryProjects, KIND);

describe('unusual-data checks on a clean project', () => {
  it.each(UNUSUAL_CHECKS)('%s finds nothing', (check) => {
    for (const seed of [7001, 7002, 7003]) {
      const findings = runUnusual(check, fresh(seed), library);
      expect(
        findings.map((f) => `${f.rowLabel} ${f.actual} ${f.expected}`),
        `${seed}`,
      ).toEqual([]);
    }
  });
});

/** The first bill of the project whose rebar/concrete/formwork … key the library knows well. */
function knownBill(project: CostProject) {
  for (const unit of Object.values(project.units))
    for (const bill of unit.bills)
      if (
        (library.billPrices[`${bill.code.slice(0, 9)}|${bill.unit}`]?.n ?? 0) >= 30 &&
        bill.unitPrice > 0
      )
        return { unit, bill };
  throw new Error('no known bill');
}

describe('unusual-data checks find a planted outlier', () => {
  it('expandCheck and isUnusual: a bill priced three times the usual', () => {
    const project = fresh(7101);
    const { bill } = knownBill(project);
    bill.unitPrice = Math.round(bill.unitPrice * 300) / 100;
    bill.amount = Math.round(bill.unitPrice * bill.quantity * 100) / 100;
    for (const check of ['expandCheck', 'isUnusual'] as const) {
      const findings = runUnusual(check, project, library);
      expect(findings).toHaveLength(1);
      const [finding] = findings;
      expect(finding).toMatchObject({
        check,
        rule: 'unusual.billPrice',
        rowKind: 'bill',
        rowId: bill.id,
        nodeId: bill.nodeId,
        n: 30,
      });
      expect(finding!.z).toBeGreaterThan(3);
      expect(unusualMessage(finding!, 'zh')).toContain('超出案例库正常范围');
      expect(unusualMessage(finding!, 'en')).toContain('30 projects');
    }
    // judged only beneath the node asked for
    const otherUnit = project.nodes.find(
      (node) => node.level === 'unit' && !project.units[node.id]!.bills.includes(bill),
    );
    if (otherUnit) expect(runUnusual('expandCheck', project, library, otherUnit.id)).toEqual([]);
    expect(runUnusual('expandCheck', project, library, bill.nodeId)).toHaveLength(1);
  });

  it('materialCheck: a resource at three times its usual price', () => {
    const project = fresh(7102);
    const unit = Object.values(project.units).find((u) =>
      u.resources.some((r) => (library.resourcePrices[r.code]?.n ?? 0) >= 30 && r.price > 0),
    )!;
    const resource = unit.resources.find(
      (r) => (library.resourcePrices[r.code]?.n ?? 0) >= 30 && r.price > 0,
    )!;
    resource.price *= 3;
    const findings = runUnusual('materialCheck', project, library);
    expect(findings.map((f) => f.rowId)).toEqual([resource.id]);
    expect(findings[0]).toMatchObject({ rule: 'unusual.resourcePrice', rowKind: 'resource' });
  });

  it('economicCheck: the cost per m² doubled', () => {
    const project = fresh(7103);
    const root = project.nodes.find((node) => node.level === 'project')!;
    root.amount = root.amount! * 2;
    const findings = runUnusual('economicCheck', project, library);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'unusual.costPerM2', rowKind: 'project', n: 30 });
    expect(findings[0]!.actual).toMatch(/元\/m²$/);
    // without a library the DOMAIN default range (1,800–2,800 元/m²) judges it
    const byDefault = runUnusual('economicCheck', project, null);
    expect(byDefault).toHaveLength(1);
    expect(byDefault[0]).toMatchObject({ rule: 'unusual.indicatorDefault', z: null });
    expect(byDefault[0]!.expected).toBe('1,800–2,800 元/m²');
    expect(runUnusual('economicCheck', fresh(7104), null)).toEqual([]);
  });

  it('quantityCheck and relativityCheck: rebar three times the usual', () => {
    const project = fresh(7105);
    for (const unit of Object.values(project.units))
      for (const bill of unit.bills) if (bill.code.startsWith('010515')) bill.quantity *= 3;
    const quantity = runUnusual('quantityCheck', project, library);
    expect(quantity.map((f) => f.rule)).toEqual(['unusual.rebarKgPerM2']);
    const relativity = runUnusual('relativityCheck', project, library);
    expect(relativity.map((f) => f.rule)).toEqual(['unusual.rebarTPerConcreteM3']);
    // indicators are the whole project's: a node below it is not judged
    const unit = project.nodes.find((node) => node.level === 'unit')!;
    expect(runUnusual('quantityCheck', project, library, unit.id)).toEqual([]);
  });
});

describe('judge', () => {
  const stats = { n: 30, p1: 90, p10: 95, p50: 100, p90: 105, p99: 110, mean: 100, sd: 5 };
  it('flags a z-score above 3 and not below', () => {
    expect(judge(114, stats)!.unusual).toBe(false);
    expect(judge(116, stats)).toMatchObject({ unusual: true, z: 3.2 });
    expect(judge(84, stats)!.unusual).toBe(true);
  });
  it('needs 10 samples, and P1–P99 only from 100 samples', () => {
    expect(judge(1000, { ...stats, n: 9 })).toBeNull();
    expect(judge(112, stats)!.unusual).toBe(false);
    expect(judge(112, { ...stats, n: 100 })!.unusual).toBe(true);
  });
  it('given identical library values, when judging, never uses a band narrower than 10 % of the mean', () => {
    const flat = { ...stats, sd: 0 };
    // sd floored at 1 % gives 97–103 (6 % wide): widened to 95–105
    expect(judge(104, flat)).toMatchObject({ unusual: false, low: 95, high: 105 });
    expect(judge(106, flat)!.unusual).toBe(true);
  });
});
