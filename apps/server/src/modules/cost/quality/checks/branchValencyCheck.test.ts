import { describe, expect, it } from 'vitest';
import { branchValencyCheck as check } from './branchValencyCheck';
import {
  bidOf,
  billOf,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  rulesOf,
  runCheck,
  unitOf,
} from './fixture-bill.test-support';

describe('branchValencyCheck', () => {
  it('has well-formed rules', () => {
    expectWellFormedRules(check);
  });

  it('finds no ERROR or WARN in a generated clean project and its bid', () => {
    expectCleanOnGenerated(check);
  }, 120_000);

  it('finds the defect the sample generator plants for it', () => {
    for (const seed of [1, 2, 3]) expectFindsPlanted(check, seed);
  }, 120_000);

  it('finds nothing in a consistent project, nor in a bid that keeps the tender', () => {
    const control = cleanProject();
    expect(runCheck(check, control)).toEqual([]);
    expect(runCheck(check, bidOf(control), { control })).toEqual([]);
  });

  it('finds missing required columns', () => {
    const project = cleanProject();
    const bill = billOf(project, 'b2');
    bill.features = ' ';
    bill.unit = '';
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'branchValencyCheck.requiredFields',
      severity: 'ERROR',
      nodeId: 'd1',
      rowKind: 'bill',
      rowId: 'b2',
      params: { fields: '项目特征描述、计量单位' },
    });
    expectFilledMessages(check, findings);
  });

  it('checks the code format and accepts supplementary codes', () => {
    const project = cleanProject();
    billOf(project, 'b1').code = '01B001';
    expect(runCheck(check, project)).toEqual([]);
    billOf(project, 'b1').code = '01010100201';
    billOf(project, 'b2').code = '01-B001';
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.rowId, f.actual])).toEqual([
      ['branchValencyCheck.codeFormat', 'b1', '01010100201'],
      ['branchValencyCheck.codeFormat', 'b2', '01-B001'],
    ]);
  });

  it('finds a duplicate code within a unit project', () => {
    const project = cleanProject();
    billOf(project, 'b5').code = '010502001001';
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'branchValencyCheck.duplicateCode',
      severity: 'ERROR',
      rowId: 'b5',
      actual: '010502001001',
      params: { other: '010502001001 矩形柱' },
    });
    expectFilledMessages(check, findings);
  });

  it('finds a unit price that its norms do not give', () => {
    const project = cleanProject();
    const bill = billOf(project, 'b4');
    bill.norms.push({
      code: '5-99',
      name: '泵送',
      unit: 'm3',
      quantity: 300,
      price: 12,
      resources: [],
    });
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'branchValencyCheck.normPrice',
      severity: 'ERROR',
      rowId: 'b4',
      expected: '632',
      actual: '620',
    });
    const loose = [{ key: 'branchValencyCheck.normPrice', max: 15 }];
    expect(runCheck(check, project, { overrides: loose })).toEqual([]);
  });

  it('finds a bid that changed, dropped or added tender items', () => {
    const control = cleanProject();
    const bid = bidOf(control);
    const column = billOf(bid, 'b4');
    column.name = '矩形柱（加强）';
    column.features = 'C35';
    column.unit = '立方米'; // the same unit written differently: not a change
    column.quantity = 310;
    column.norms[0]!.quantity = 310;
    column.amount = 310 * 620;
    unitOf(bid).bills = unitOf(bid).bills.filter((b) => b.id !== 'b8');
    billOf(bid, 'b2').code = '010103001002';
    const findings = runCheck(check, bid, { control });
    const summary = findings.map((f) => [
      f.rule,
      f.rowLabel,
      f.params.field ?? '-',
      f.expected ?? '-',
      f.actual ?? '-',
    ]);
    expect(summary).toEqual([
      ['branchValencyCheck.tenderAdded', '010103001002 回填方', '-', '-', '010103001002'],
      [
        'branchValencyCheck.tenderChanged',
        '010502001001 矩形柱（加强）',
        '项目名称',
        '矩形柱',
        '矩形柱（加强）',
      ],
      [
        'branchValencyCheck.tenderChanged',
        '010502001001 矩形柱（加强）',
        '项目特征描述',
        'C30',
        'C35',
      ],
      ['branchValencyCheck.tenderChanged', '010502001001 矩形柱（加强）', '工程量', '300', '310'],
      ['branchValencyCheck.tenderMissing', '010103001001 回填方', '-', '010103001001', '-'],
      ['branchValencyCheck.tenderMissing', '011001001001 保温隔热屋面', '-', '011001001001', '-'],
    ]);
    expect(findings.every((f) => f.severity === 'ERROR')).toBe(true);
    expect(findings.find((f) => f.rule === 'branchValencyCheck.tenderMissing')?.nodeId).toBe('u1');
    expectFilledMessages(check, findings);
    // a settlement may change quantities: no tender comparison
    bid.fileType = 'settlement';
    expect(rulesOf(runCheck(check, bid, { control }))).toEqual([]);
  });
});
