import { describe, expect, it } from 'vitest';
import { importedWithout } from './fixture-sources.test-support';
import type { FeeRow } from '../../engine/model';
import { round } from '../../engine/model';
import {
  cleanProject,
  feeRow,
  generatedFindings,
  ofRule,
  override,
  refresh,
  ruleNames,
  runCheck,
  unitOf,
} from './fixture-fee.test-support';
import { lawfeeCheck } from './lawfeeCheck';

const check = lawfeeCheck;
/** 分部分项人工费 of the fixture, and with the 单价措施's labour. */
const LABOUR = 237000;
const ALL_LABOUR = 275000;

function withRates(social: number, housing: number) {
  const project = cleanProject();
  feeRow(project, 'fD1').rate = social;
  feeRow(project, 'fD2').rate = housing;
  return refresh(project);
}

describe('lawfeeCheck', () => {
  it('finds nothing in a clean fee table', () => {
    expect(runCheck(check, cleanProject())).toEqual([]);
  });

  it('requires social insurance and the housing fund', () => {
    const project = cleanProject();
    unitOf(project).fees = unitOf(project).fees.filter((row) => row.id !== 'fD1');
    feeRow(project, 'fD').base = 'D2';
    refresh(project);
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'lawfeeCheck.socialInsurancePresent',
        severity: 'ERROR',
        nodeId: 'u1',
        rowKind: 'node',
      }),
    ]);
    unitOf(project).fees = unitOf(project).fees.filter((row) => row.id !== 'fD2');
    expect(ruleNames(runCheck(check, project))).toContain('housingFundPresent');
  });

  it('reports a rate outside the regulated range, as a share of all labour', () => {
    const findings = runCheck(check, withRates(45, 0.5));
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'lawfeeCheck.socialInsuranceRate',
        severity: 'ERROR',
        rowKind: 'fee',
        rowId: 'fD1',
        rowLabel: 'D1 社会保险费',
        expected: '5%–35%',
        actual: `${round(((LABOUR * 0.45) / ALL_LABOUR) * 100)}%`,
      }),
      expect.objectContaining({
        rule: 'lawfeeCheck.housingFundRate',
        rowId: 'fD2',
        expected: '2%–12%',
      }),
    ]);
    expect(findings[0]!.params).toMatchObject({ amount: '106,650', labour: '275,000' });
    const overrides = [
      override('lawfeeCheck.socialInsuranceRate', { max: 40 }),
      override('lawfeeCheck.housingFundRate', { min: 0.4 }),
    ];
    expect(runCheck(check, withRates(45, 0.5), { overrides })).toEqual([]);
  });

  it('counts the kinds of an itemised social insurance', () => {
    const project = cleanProject();
    const parent = feeRow(project, 'fD1');
    const kind = (id: string, code: string, name: string, rate: number): FeeRow => ({
      ...parent,
      id,
      code,
      name,
      parentId: 'fD1',
      rate,
      amount: round((LABOUR * rate) / 100),
    });
    unitOf(project).fees.push(
      kind('k1', 'D11', '养老保险费', 14),
      kind('k2', 'D12', '医疗保险费', 5),
      kind('k3', 'D13', '工伤保险费', 1),
    );
    parent.base = 'D11+D12+D13';
    parent.rate = 100;
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'lawfeeCheck.socialInsuranceKinds',
        rowId: 'fD1',
        expected: '5',
        actual: '3',
        severity: 'ERROR',
      }),
    ]);
    expect(
      runCheck(check, project, {
        overrides: [override('lawfeeCheck.socialInsuranceKinds', { min: 3 })],
      }),
    ).toEqual([]);
  });

  it('reports a row that is not base × rate', () => {
    const project = cleanProject();
    feeRow(project, 'fD1').amount += 10;
    const findings = ofRule(runCheck(check, project), 'amount');
    // D1 is off by 10; D (= D1 + D2) no longer adds up either.
    expect(findings.map((f) => [f.rowId, f.severity])).toEqual([
      ['fD', 'ERROR'],
      ['fD1', 'ERROR'],
    ]);
    expect(findings[1]).toMatchObject({ expected: '47,400', actual: '47,410' });
    expect(findings[1]!.params).toMatchObject({ base: '237,000', rate: '20%' });
  });

  it('warns when 规费 is outside 0.5–8 % of the pre-tax cost', () => {
    const project = cleanProject();
    const overrides = [override('lawfeeCheck.share', { max: 3 })];
    expect(runCheck(check, project, { overrides })).toEqual([
      expect.objectContaining({
        rule: 'lawfeeCheck.share',
        severity: 'WARN',
        nodeId: 'u1',
        expected: '0.5%–3%',
        actual: '3.79%',
      }),
    ]);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });

  it('given a clean unit imported without 表-09, when its 规费 rows are based on 人工费, skips their amounts once instead of recomputing them from 0', () => {
    const findings = runCheck(check, importedWithout(cleanProject(), ['analysis']));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['lawfeeCheck.skipped', 'INFO']]);
  });

  it('given a file with a fee table, when a 规费 component is missing, finds it; from a file without one, does not', () => {
    const project = cleanProject();
    unitOf(project).fees = unitOf(project).fees.filter((row) => row.category !== 'housingFund');
    importedWithout(project, []);
    expect(runCheck(check, project).map((f) => f.rule)).toContain('lawfeeCheck.housingFundPresent');
    importedWithout(project, ['fees']);
    expect(runCheck(check, project)).toEqual([]);
  });
});
