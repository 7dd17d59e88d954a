import { describe, expect, it } from 'vitest';
import { importedWithout } from './fixture-sources.test-support';
import type { CostProject } from '../../engine/model';
import { round } from '../../engine/model';
import { economicCheck } from './economicCheck';
import {
  cleanProject,
  feeRow,
  generatedFindings,
  override,
  refresh,
  ruleNames,
  runCheck,
  unitOf,
} from './fixture-fee.test-support';

const check = economicCheck;

/** Moves `share` of every bill's unit price from one part into material. */
function shift(project: CostProject, part: 'labour' | 'machine', share: number): CostProject {
  for (const bill of unitOf(project).bills) {
    const moved = round(bill.unitPrice * share);
    bill[part] -= moved;
    bill.material += moved;
  }
  return refresh(project);
}

describe('economicCheck', () => {
  it('finds nothing in a clean unit project', () => {
    expect(runCheck(check, cleanProject())).toEqual([]);
    const simple = cleanProject({ taxMethod: 'simple' });
    feeRow(simple, 'fE').rate = 3;
    expect(runCheck(check, refresh(simple))).toEqual([]);
  });

  it('warns about shares of the unit’s cost outside their ranges', () => {
    const project = cleanProject();
    unitOf(project).others[0]!.amount = round(1185000 * 0.3);
    refresh(project);
    const findings = runCheck(check, project);
    expect(ruleNames(findings)).toEqual(['fbfxShare', 'otherShare']);
    expect(findings.find((f) => f.rule.endsWith('otherShare'))).toMatchObject({
      severity: 'WARN',
      nodeId: 'u1',
      rowKind: 'node',
      rowLabel: '0101 建筑工程',
      expected: '0%–15%',
      actual: '17.97%',
    });

    const thin = cleanProject();
    const unit = unitOf(thin);
    unit.bills = unit.bills.filter((b) => b.kind === 'item');
    unit.measures = unit.measures.filter((m) => m.id === 's1');
    unit.measures[0]!.rate = 1.5;
    feeRow(thin, 'fD1').rate = 0;
    feeRow(thin, 'fD2').rate = 0;
    refresh(thin);
    expect(ruleNames(runCheck(check, thin))).toEqual(['lawfeeShare', 'measuresShare']);
    const overrides = [
      override('economicCheck.lawfeeShare', { min: 0 }),
      override('economicCheck.measuresShare', { enabled: false }),
    ];
    expect(runCheck(check, thin, { overrides })).toEqual([]);
  });

  it('warns when 税金 is not about rate ÷ (100 + rate) of the cost', () => {
    const project = cleanProject();
    feeRow(project, 'fE').rate = 10;
    refresh(project);
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'economicCheck.taxShare',
        severity: 'WARN',
        expected: '8.26%',
        actual: '9.09%',
        params: expect.objectContaining({ tolerance: '0.5' }) as unknown,
      }),
    ]);
    expect(
      runCheck(check, project, { overrides: [override('economicCheck.taxShare', { max: 1 })] }),
    ).toEqual([]);
  });

  it('warns about 人, 材 and 机 shares inside 分部分项', () => {
    expect(ruleNames(runCheck(check, shift(cleanProject(), 'machine', 0.05)))).toEqual([
      'machineShare',
    ]);
    const findings = runCheck(check, shift(cleanProject(), 'labour', 0.15));
    expect(ruleNames(findings)).toEqual(['labourShare', 'materialShare']);
    expect(findings.map((f) => f.actual)).toEqual(['5%', '75%']);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });

  it('given a clean unit imported without 表-09, when checked, skips the labour, material and machinery shares once', () => {
    const findings = runCheck(check, importedWithout(cleanProject(), ['analysis']));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['economicCheck.skipped', 'INFO']]);
  });
});
