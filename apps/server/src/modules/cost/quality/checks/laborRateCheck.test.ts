import { describe, expect, it } from 'vitest';
import { importedWithout } from './fixture-sources.test-support';
import type { CostProject } from '../../engine/model';
import { round } from '../../engine/model';
import {
  bidOf,
  cleanProject,
  generatedFindings,
  override,
  refresh,
  runCheck,
  unitOf,
} from './fixture-fee.test-support';
import { laborRateCheck } from './laborRateCheck';

const check = laborRateCheck;

/** Moves `share` of some bills' unit price from labour into material. */
function lessLabour(project: CostProject, ids: string[] | null, share: number): CostProject {
  for (const bill of unitOf(project).bills) {
    if (ids && !ids.includes(bill.id)) continue;
    const moved = round(bill.unitPrice * share);
    bill.labour -= moved;
    bill.material += moved;
  }
  return refresh(project);
}

describe('laborRateCheck', () => {
  it('finds nothing in a clean control price or its bid', () => {
    const control = cleanProject();
    expect(runCheck(check, control)).toEqual([]);
    expect(runCheck(check, bidOf(control), { control })).toEqual([]);
  });

  it('warns when the day rate is more than 20 % off the published one', () => {
    const project = cleanProject();
    unitOf(project).labourDayRate = 180;
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'laborRateCheck.dayRate',
        severity: 'WARN',
        nodeId: 'u1',
        rowKind: 'node',
        expected: '-20%–20%',
        actual: '28.57%',
        params: expect.objectContaining({ rate: '180', published: '140' }) as unknown,
      }),
    ]);
    unitOf(project).labourDayRate = 100;
    expect(runCheck(check, project)[0]?.actual).toBe('-28.57%');
    expect(
      runCheck(check, project, { overrides: [override('laborRateCheck.dayRate', { min: -30 })] }),
    ).toEqual([]);
    unitOf(project).publishedLabourDayRate = null;
    expect(runCheck(check, project)).toEqual([]);
  });

  it('warns when 人工费 is outside 10–35 % of 分部分项', () => {
    const project = lessLabour(cleanProject(), null, 0.15);
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'laborRateCheck.labourShare',
        severity: 'WARN',
        expected: '10%–35%',
        actual: '5%',
      }),
    ]);
    expect(
      runCheck(check, project, { overrides: [override('laborRateCheck.labourShare', { min: 4 })] }),
    ).toEqual([]);
  });

  it('warns when a bid item’s labour is below 90 % of the control price’s, matched by code', () => {
    const control = cleanProject();
    const bid = lessLabour(bidOf(control), ['b3'], 0.0334);
    const findings = runCheck(check, bid, { control });
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'laborRateCheck.bidBelowControl',
        severity: 'WARN',
        rowKind: 'bill',
        rowId: 'b3',
        rowLabel: '010502001001 矩形柱',
        expected: '≥ 108',
        actual: '99.96',
        params: expect.objectContaining({ control: '120' }) as unknown,
      }),
    ]);
    // Another order of bills, and a bill the control price does not have.
    const units = unitOf(bid);
    units.bills.reverse();
    units.bills.push({ ...units.bills[0]!, id: 'new', code: '010503001001', labour: 1 });
    expect(runCheck(check, bid, { control }).map((f) => f.rowId)).toEqual(['b3']);
    // 83 % of the control’s labour passes an administrator’s floor of 80 %.
    const overrides = [override('laborRateCheck.bidBelowControl', { min: 80 })];
    expect(runCheck(check, bid, { control, overrides })).toEqual([]);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });

  it('given a bid imported without 表-09, when checked against its control, skips labour once per unit instead of finding every item below', () => {
    const control = cleanProject();
    const bid = importedWithout(bidOf(control), ['analysis']);
    const findings = runCheck(check, bid, { control });
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['laborRateCheck.skipped', 'INFO']]);
    expect(findings[0]!.params.reasonEn).toContain('form 09');
  });

  it('given a unit made in the product whose items state no parts, when checked, gives no 0 % labour share', () => {
    const project = cleanProject();
    for (const bill of unitOf(project).bills) {
      bill.labour = bill.material = bill.machine = bill.overhead = bill.profit = 0;
    }
    const findings = runCheck(check, refresh(project));
    expect(findings.map((f) => f.rule)).toEqual(['laborRateCheck.skipped']);
    expect(findings[0]!.params.reasonZh).toContain('未分解');
  });
});
