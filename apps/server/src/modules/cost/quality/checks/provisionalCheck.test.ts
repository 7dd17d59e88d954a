import { describe, expect, it } from 'vitest';
import type { CostProject } from '../../engine/model';
import { round } from '../../engine/model';
import {
  bidOf,
  cleanProject,
  generatedFindings,
  ofRule,
  override,
  refresh,
  runCheck,
  unitOf,
} from './fixture-fee.test-support';
import { provisionalCheck } from './provisionalCheck';

const check = provisionalCheck;
const FBFX = 1185000;
const other = (project: CostProject, id: string) =>
  unitOf(project).others.find((o) => o.id === id)!;

function withProvisional(share: number, fileType: CostProject['fileType'] = 'control') {
  const project = cleanProject({ fileType });
  other(project, 'o1').amount = round(FBFX * share);
  return refresh(project);
}

describe('provisionalCheck', () => {
  it('finds nothing in a clean control price or its bid', () => {
    const control = cleanProject();
    expect(runCheck(check, control)).toEqual([]);
    expect(runCheck(check, bidOf(control), { control })).toEqual([]);
  });

  it('warns when 暂列金额 is outside 10–15 % of 分部分项, and errs above 20 %', () => {
    expect(runCheck(check, withProvisional(0.08))).toEqual([
      expect.objectContaining({
        rule: 'provisionalCheck.share',
        severity: 'WARN',
        nodeId: 'p',
        rowKind: 'node',
        expected: '10%–15%',
        actual: '8%',
        params: expect.objectContaining({ amount: '94,800' }) as unknown,
      }),
    ]);
    expect(ofRule(runCheck(check, withProvisional(0.17)), 'share')).toHaveLength(1);
    // Only the stronger finding above 20 %.
    expect(runCheck(check, withProvisional(0.25))).toEqual([
      expect.objectContaining({
        rule: 'provisionalCheck.shareHigh',
        severity: 'ERROR',
        expected: '≤ 20%',
        actual: '25%',
      }),
    ]);
    // A settlement has spent its 暂列金额.
    expect(runCheck(check, withProvisional(0, 'settlement'))).toEqual([]);
  });

  it('follows the rule table for the share', () => {
    const overrides = [override('provisionalCheck.share', { min: 5 })];
    expect(runCheck(check, withProvisional(0.08), { overrides })).toEqual([]);
    const off = [override('provisionalCheck.shareHigh', { enabled: false })];
    expect(runCheck(check, withProvisional(0.25), { overrides: off }).map((f) => f.rule)).toEqual([
      'provisionalCheck.share',
    ]);
  });

  it('reports a bid that changed the tender’s 暂列金额 or 专业工程暂估价', () => {
    const control = cleanProject();
    other(control, 'o2').amount = 100000;
    refresh(control);
    const bid = bidOf(control);
    other(bid, 'o1').amount += 1000;
    other(bid, 'o2').amount = 90000;
    refresh(bid);
    const findings = ofRule(runCheck(check, bid, { control }), 'bidChanged');
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        rowKind: 'other',
        rowId: 'o1',
        nodeId: 'u1',
        actual: expect.any(String) as unknown,
      }),
      expect.objectContaining({ rowId: 'o2', expected: '100,000', actual: '90,000' }),
    ]);
    expect(findings[1]!.params).toMatchObject({ kindZh: '专业工程暂估价', row: '建筑工程' });
    // Without a control price there is nothing to compare.
    expect(ofRule(runCheck(check, bid), 'bidChanged')).toEqual([]);
  });

  it('warns about a 计日工 line with a quantity but no price', () => {
    const project = cleanProject();
    other(project, 'o3').price = 0;
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'provisionalCheck.dayWorkPrice',
        severity: 'WARN',
        rowKind: 'other',
        rowId: 'o3',
        rowLabel: '计日工：普工',
        actual: '0',
        params: expect.objectContaining({ quantity: '10' }) as unknown,
      }),
    ]);
    other(project, 'o3').price = null;
    expect(runCheck(check, project)).toHaveLength(1);
    other(project, 'o3').quantity = null;
    expect(runCheck(check, project)).toEqual([]);
  });

  it('accepts 总承包服务费 at 1.5 % or 3–5 %, and checks its amount', () => {
    const project = cleanProject();
    const service = other(project, 'o4');
    service.rate = 1.5;
    service.amount = 1500;
    expect(runCheck(check, project)).toEqual([]);
    service.rate = 2;
    service.amount = 2000;
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'provisionalCheck.serviceRate',
        severity: 'WARN',
        rowId: 'o4',
        expected: '3%–5% / 1.5%',
        actual: '2%',
      }),
    ]);
    service.rate = 1.5;
    service.amount = 1500;
    const strict = [override('provisionalCheck.serviceRateCoordination', { enabled: false })];
    expect(runCheck(check, project, { overrides: strict })).toEqual([
      expect.objectContaining({
        rule: 'provisionalCheck.serviceRate',
        expected: '3%–5%',
        actual: '1.5%',
      }),
    ]);
    service.amount = 1600;
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'provisionalCheck.serviceAmount',
        severity: 'ERROR',
        expected: '1,500',
        actual: '1,600',
        params: expect.objectContaining({ base: '100,000', rate: '1.5%' }) as unknown,
      }),
    ]);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });
});
