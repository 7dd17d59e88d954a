import { describe, expect, it } from 'vitest';
import {
  bidOf,
  cleanProject,
  feeRow,
  generatedFindings,
  ofRule,
  override,
  runCheck,
  scalePrices,
  unitOf,
} from './fixture-fee.test-support';
import { projectAmountCheck } from './projectAmountCheck';

const check = projectAmountCheck;

describe('projectAmountCheck', () => {
  it('finds nothing in a consistent control price or in a bid at the same prices', () => {
    const control = cleanProject();
    expect(runCheck(check, control)).toEqual([]);
    expect(runCheck(check, bidOf(control), { control })).toEqual([]);
  });

  it('reports a total row that is not the sum of its parts, at the fee row and at the unit', () => {
    const project = cleanProject();
    const total = feeRow(project, 'fF');
    const sum = total.amount;
    total.amount = sum + 100;
    const findings = ofRule(runCheck(check, project), 'unitTotal');
    expect(findings).toHaveLength(2);
    expect(findings[0]).toMatchObject({
      severity: 'ERROR',
      nodeId: 'u1',
      rowKind: 'fee',
      rowId: 'fF',
      rowLabel: 'F 单位工程造价',
      expected: sum.toLocaleString('en-US', { maximumFractionDigits: 2 }),
    });
    // The unit's stated 造价 still says the old sum: it no longer matches the total row.
    expect(findings[1]).toMatchObject({
      rowKind: 'node',
      nodeId: 'u1',
      actual: findings[0]!.expected,
    });
  });

  it('passes within 1 元 and fails beyond it', () => {
    const project = cleanProject();
    project.nodes.find((n) => n.id === 'u1')!.amount! += 0.9;
    expect(ofRule(runCheck(check, project), 'unitTotal')).toEqual([]);
    project.nodes.find((n) => n.id === 'u1')!.amount! += 0.2;
    expect(ofRule(runCheck(check, project), 'unitTotal')).toHaveLength(1);
  });

  it('reports a fee table whose 措施 or 其他 differs from its tables', () => {
    const project = cleanProject();
    feeRow(project, 'fB').amount -= 50;
    feeRow(project, 'fC').amount += 50;
    const findings = ofRule(runCheck(check, project), 'unitParts');
    expect(findings.map((f) => f.rowId)).toEqual(['fB', 'fC']);
    expect(findings[0]!.params.row).toBe('B 措施项目费');
  });

  it('reports a single or a project whose stated 造价 is not the sum beneath it', () => {
    const project = cleanProject();
    project.nodes.find((n) => n.id === 's1')!.amount! += 10;
    const findings = runCheck(check, project);
    // The single is wrong; the project still equals the sum of its units.
    expect(findings.map((f) => [f.rule, f.nodeId])).toEqual([
      ['projectAmountCheck.singleTotal', 's1'],
    ]);
    project.nodes.find((n) => n.id === 's1')!.amount! -= 10;
    project.nodes.find((n) => n.id === 'p')!.amount! -= 10;
    expect(runCheck(check, project).map((f) => [f.rule, f.nodeId, f.severity])).toEqual([
      ['projectAmountCheck.projectTotal', 'p', 'ERROR'],
    ]);
  });

  it('reports a bid above the control price (ERROR) or below 85 % of it (WARN)', () => {
    const control = cleanProject();
    const above = runCheck(check, scalePrices(bidOf(control), 1.02), { control });
    expect(above).toHaveLength(1);
    expect(above[0]).toMatchObject({
      rule: 'projectAmountCheck.aboveControl',
      severity: 'ERROR',
      nodeId: 'p',
    });
    expect(above[0]!.expected).toBe(`≤ ${control.nodes[0]!.amount!.toLocaleString('en-US')}`);

    const below = runCheck(check, scalePrices(bidOf(control), 0.8), { control });
    expect(below.map((f) => [f.rule, f.severity])).toEqual([
      ['projectAmountCheck.belowControl', 'WARN'],
    ]);
    expect(below[0]!.params.ratio).toMatch(/^8\d\.\d+%$|^7\d/);
    // A control price is never compared; a settlement above the control price is not a bid.
    expect(runCheck(check, scalePrices(bidOf(control), 1.02))).toEqual([]);
    const settlement = { ...scalePrices(bidOf(control), 1.2), fileType: 'settlement' as const };
    expect(runCheck(check, settlement, { control })).toEqual([]);
  });

  it('follows the rule table: a lower floor, a disabled rule, another severity', () => {
    const control = cleanProject();
    const low = scalePrices(bidOf(control), 0.8);
    expect(
      runCheck(check, low, {
        control,
        overrides: [override('projectAmountCheck.belowControl', { min: 75 })],
      }),
    ).toEqual([]);
    const high = scalePrices(bidOf(control), 1.02);
    expect(
      runCheck(check, high, {
        control,
        overrides: [override('projectAmountCheck.aboveControl', { enabled: false })],
      }),
    ).toEqual([]);
    expect(
      runCheck(check, high, {
        control,
        overrides: [override('projectAmountCheck.aboveControl', { max: 105 })],
      }),
    ).toEqual([]);
    const project = cleanProject();
    feeRow(project, 'fB').amount -= 50;
    const [finding] = ofRule(
      runCheck(check, project, {
        overrides: [override('projectAmountCheck.unitParts', { severity: 'WARN' })],
      }),
      'unitParts',
    );
    expect(finding?.severity).toBe('WARN');
  });

  it('has one rule per thing it verifies, each with texts in three languages', () => {
    for (const rule of check.rules) {
      expect(rule.key.startsWith(`${check.id}.`)).toBe(true);
      for (const texts of [rule.title, rule.message])
        for (const text of Object.values(texts)) expect(text).not.toBe('');
    }
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });

  it('given a custom fee row (e.g. 工程排污费) that is not base × rate, finds it with the file’s and the recomputed figure', () => {
    const project = cleanProject();
    const unit = unitOf(project);
    unit.fees.push({
      id: 'fX',
      unitId: 'u1',
      parentId: null,
      sort: 50,
      code: 'X',
      name: '工程排污费',
      category: 'custom',
      base: 'FBFXHJ',
      rate: 0.1,
      amount: 1185,
      nonCompetitive: false,
      isTotal: false,
    });
    expect(runCheck(check, project).filter((f) => f.rule.endsWith('feeRowAmount'))).toEqual([]);
    unit.fees.at(-1)!.amount = 1300;
    const found = runCheck(check, project).filter((f) => f.rule.endsWith('feeRowAmount'));
    expect(found.map((f) => [f.expected, f.actual, f.params.base, f.params.rate])).toEqual([
      ['1,185', '1,300', '1,185,000', '0.1%'],
    ]);
  });
});
