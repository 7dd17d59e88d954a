import { describe, expect, it } from 'vitest';
import type { BillItem, CostProject } from '../engine/model';
import { generateProject } from '../sample/generator';
import { evaluate, LOGICAL_RULES, logicalRuleOf, runLogical, sideValue } from './rules';

const statuses = (project: CostProject) =>
  Object.fromEntries(runLogical(project).map((outcome) => [outcome.rule.key, outcome.status]));

function bills(project: CostProject): BillItem[] {
  return Object.values(project.units).flatMap((unit) => unit.bills);
}

describe('logical rules', () => {
  it.each(['residential-multi', 'residential-high', 'office-high', 'basement'] as const)(
    'none fails on a clean %s project',
    (kind) => {
      const project = generateProject({ kind, items: 300, seed: 42 });
      const result = statuses(project);
      expect(Object.values(result)).not.toContain('fail');
      expect(result.concreteRebar).toBe('pass');
      expect(result.concreteFormwork).toBe('pass');
    },
  );

  it('有混凝土必有钢筋 fires when the rebar bills are gone', () => {
    const project = generateProject({ kind: 'residential-multi', items: 300, seed: 43 });
    for (const unit of Object.values(project.units))
      unit.bills = unit.bills.filter((bill) => !bill.code.startsWith('010515'));
    expect(statuses(project).concreteRebar).toBe('fail');
    expect(sideValue(project, logicalRuleOf('concreteRebar')!.b)).toEqual({
      value: 0,
      billIds: [],
    });
  });

  it('回填 ≤ 挖方 fires when backfill exceeds excavation', () => {
    const project = generateProject({ kind: 'residential-multi', items: 300, seed: 44 });
    const excavation = sideValue(project, logicalRuleOf('backfillExcavation')!.b).value;
    const backfill = bills(project).find((bill) => bill.code.startsWith('010103001'))!;
    backfill.quantity = excavation * 2;
    const outcome = runLogical(project).find((entry) => entry.rule.key === 'backfillExcavation')!;
    expect(outcome.status).toBe('fail');
    expect(outcome.a.billIds).toContain(backfill.id);
  });

  it('屋面防水 ≥ 屋面面积 fires when the waterproofing is short', () => {
    const project = generateProject({ kind: 'residential-multi', items: 300, seed: 45 });
    const rule = logicalRuleOf('roofWaterproofing')!;
    expect(sideValue(project, rule.b).value).toBeGreaterThan(0);
    for (const bill of bills(project)) if (bill.code.startsWith('01090200')) bill.quantity /= 4;
    expect(statuses(project).roofWaterproofing).toBe('fail');
  });

  it('有地下室必有防水 fires on a basement without waterproofing', () => {
    const project = generateProject({ kind: 'basement', items: 300, seed: 46 });
    expect(statuses(project).basementWaterproofing).toBe('pass');
    for (const unit of Object.values(project.units))
      unit.bills = unit.bills.filter(
        (bill) => !bill.code.startsWith('010903') && !bill.code.startsWith('010904'),
      );
    expect(statuses(project).basementWaterproofing).toBe('fail');
  });

  it('有电梯必有电梯井 fires on an elevator without a shaft, and not on 施工电梯', () => {
    const project = generateProject({ kind: 'office-high', items: 300, seed: 47 });
    const unit = Object.values(project.units)[0]!;
    const template = unit.bills[0]!;
    unit.bills.push({
      ...template,
      id: 'lift',
      code: '030107001001',
      name: '交流电梯',
      unit: '部',
    });
    expect(statuses(project).elevatorShaft).toBe('fail');
    unit.bills.push({
      ...template,
      id: 'shaft',
      code: '010504001009',
      name: '电梯井壁',
      unit: 'm3',
    });
    expect(statuses(project).elevatorShaft).toBe('pass');
    expect(sideValue(project, logicalRuleOf('elevatorShaft')!.a).billIds).toEqual(['lift']);
  });

  it('evaluates each relation with its tolerance', () => {
    const implies = LOGICAL_RULES.find((rule) => rule.relation === 'implies')!;
    expect(evaluate(implies, 0, 0)).toBe('skipped');
    expect(evaluate(implies, 5, 0)).toBe('fail');
    expect(evaluate(implies, 5, 1)).toBe('pass');
    const lte = { ...logicalRuleOf('backfillExcavation')!, tolerance: 0.1 };
    expect(evaluate(lte, 109, 100)).toBe('pass');
    expect(evaluate(lte, 111, 100)).toBe('fail');
    expect(evaluate(lte, 0, 100)).toBe('skipped');
    const gte = logicalRuleOf('roofWaterproofing')!;
    expect(evaluate(gte, 100, 100)).toBe('pass');
    expect(evaluate(gte, 99, 100)).toBe('fail');
    expect(evaluate(gte, 99, 0)).toBe('skipped');
  });
});
