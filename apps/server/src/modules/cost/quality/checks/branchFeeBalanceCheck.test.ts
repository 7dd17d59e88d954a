import { describe, expect, it } from 'vitest';
import { importedWithout } from './fixture-sources.test-support';
import { branchFeeBalanceCheck as check } from './branchFeeBalanceCheck';
import {
  billOf,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  resourceOf,
  runCheck,
  unitOf,
} from './fixture-bill.test-support';

describe('branchFeeBalanceCheck', () => {
  it('has well-formed rules', () => {
    expectWellFormedRules(check);
  });

  it('finds no ERROR or WARN in a generated clean project and its bid', () => {
    expectCleanOnGenerated(check);
  }, 120_000);

  it('finds the defect the sample generator plants for it', () => {
    for (const seed of [1, 2, 3]) expectFindsPlanted(check, seed);
  }, 120_000);

  it('finds nothing in a consistent project', () => {
    expect(runCheck(check, cleanProject())).toEqual([]);
  });

  it('finds a division that does not add up, nested divisions included', () => {
    const project = cleanProject();
    // 混凝土 d2 gets a sub-division d21 holding the rebar item
    project.nodes.push({
      id: 'd21',
      parentId: 'd2',
      level: 'division',
      code: '',
      name: '钢筋工程',
      sort: 1,
      amount: 672_000,
      area: null,
    });
    billOf(project, 'b6').nodeId = 'd21';
    expect(runCheck(check, project)).toEqual([]);
    const sub = project.nodes.find((n) => n.id === 'd21')!;
    sub.amount = 672_002; // the sub-division is wrong, its parent sums its stated amounts
    let findings = runCheck(check, project);
    expect(findings.map((f) => [f.rowId, f.expected, f.actual])).toEqual([
      ['d2', '1,302,002', '1,302,000'],
      ['d21', '672,000', '672,002'],
    ]);
    sub.amount = null; // not stated: the parent sums its items
    findings = runCheck(check, project);
    expect(findings).toEqual([]);
    project.nodes.find((n) => n.id === 'd2')!.amount = 1_302_000.9; // within 1 元
    expect(runCheck(check, project)).toEqual([]);
    project.nodes.find((n) => n.id === 'd2')!.amount = 1_302_100;
    findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'branchFeeBalanceCheck.division',
      severity: 'ERROR',
      nodeId: 'd2',
      rowKind: 'node',
      rowId: 'd2',
      rowLabel: '混凝土及钢筋混凝土工程',
      expected: '1,302,000',
      actual: '1,302,100',
    });
    expectFilledMessages(check, findings);
    const loose = [{ key: 'branchFeeBalanceCheck.division', max: 200 }];
    expect(runCheck(check, project, { overrides: loose })).toEqual([]);
  });

  it('finds a fee table whose 分部分项 is not the sum of the items', () => {
    const project = cleanProject();
    const row = unitOf(project).fees.find((f) => f.category === 'fbfx')!;
    row.amount += 5;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'branchFeeBalanceCheck.fbfxTotal',
      severity: 'ERROR',
      nodeId: 'u1',
      rowKind: 'fee',
      rowId: 'f1',
      rowLabel: 'A 分部分项工程费',
      expected: '1,452,500',
      actual: '1,452,505',
    });
    expectFilledMessages(check, findings);
  });

  it('finds price parts that do not add up to the items total', () => {
    const project = cleanProject();
    billOf(project, 'b5').profit += 1; // 700 m³ × 1 元
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'branchFeeBalanceCheck.partsTotal',
      severity: 'ERROR',
      rowKind: 'node',
      rowId: 'u1',
      expected: '1,452,500',
      actual: '1,453,200',
    });
  });

  it('finds a provisional column that does not match the provisional materials', () => {
    const project = cleanProject();
    const membrane = resourceOf(project, 'membrane'); // 1265 m² × 30
    membrane.provisional = true;
    billOf(project, 'b7').provisional = 37_950;
    expect(runCheck(check, project)).toEqual([]);
    billOf(project, 'b7').provisional = 30_000;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'branchFeeBalanceCheck.provisionalTotal',
      severity: 'ERROR',
      rowId: 'u1',
      expected: '37,950',
      actual: '30,000',
    });
    const off = [{ key: 'branchFeeBalanceCheck.provisionalTotal', enabled: false }];
    expect(runCheck(check, project, { overrides: off })).toEqual([]);
  });

  it('given a file without a 暂估材料 table, when the items carry 暂估价, skips that comparison once', () => {
    const project = cleanProject();
    unitOf(project).bills[0]!.provisional = 1000;
    importedWithout(project, ['provisionalMaterials']);
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([
      ['branchFeeBalanceCheck.skipped', 'INFO'],
    ]);
  });
});
