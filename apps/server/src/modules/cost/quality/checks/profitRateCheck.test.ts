import { describe, expect, it } from 'vitest';
import { importedWithout } from './fixture-sources.test-support';
import type { CostProject, FileType } from '../../engine/model';
import {
  bidOf,
  cleanProject,
  generatedFindings,
  override,
  refresh,
  runCheck,
  unitOf,
} from './fixture-fee.test-support';
import { profitRateCheck } from './profitRateCheck';

const check = profitRateCheck;

/** Moves the profit of some bills into their material price (the unit price stays). */
function withoutProfit(project: CostProject, ids: string[]): CostProject {
  for (const bill of unitOf(project).bills) {
    if (!ids.includes(bill.id)) continue;
    bill.material += bill.profit;
    bill.profit = 0;
  }
  return refresh(project);
}

describe('profitRateCheck', () => {
  it('finds nothing in a clean control price or its bid', () => {
    const control = cleanProject();
    expect(runCheck(check, control)).toEqual([]);
    expect(runCheck(check, bidOf(control), { control })).toEqual([]);
  });

  it('warns when a control price’s profit is outside 5–7 % of the pre-tax cost', () => {
    const project = withoutProfit(cleanProject(), ['b4']);
    // 96,250 − 42,000 profit over 1,624,795 pre-tax.
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'profitRateCheck.controlShare',
        severity: 'WARN',
        nodeId: 'u1',
        rowKind: 'node',
        expected: '5%–7%',
        actual: '3.34%',
        params: expect.objectContaining({ profit: '54,250' }) as unknown,
      }),
    ]);
    const overrides = [override('profitRateCheck.controlShare', { min: 3 })];
    expect(runCheck(check, project, { overrides })).toEqual([]);
  });

  it('warns when a bid’s profit is below 2 %, and never compares a settlement', () => {
    const lean = (fileType: FileType) =>
      withoutProfit({ ...cleanProject(), fileType }, ['b3', 'b4']);
    expect(runCheck(check, lean('bid'))).toEqual([
      expect.objectContaining({
        rule: 'profitRateCheck.bidLow',
        severity: 'WARN',
        expected: '≥ 2%',
        actual: '1.27%',
      }),
    ]);
    expect(runCheck(check, lean('settlement'))).toEqual([]);
    expect(
      runCheck(check, lean('bid'), { overrides: [override('profitRateCheck.bidLow', { min: 1 })] }),
    ).toEqual([]);
  });

  it('reports every bill item with negative profit as an ERROR', () => {
    const project = cleanProject({ fileType: 'settlement' });
    const bill = unitOf(project).bills.find((b) => b.id === 'b2')!;
    bill.material += bill.profit + 5;
    bill.profit = -5;
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'profitRateCheck.negative',
        severity: 'ERROR',
        nodeId: 'd1',
        rowKind: 'bill',
        rowId: 'b2',
        rowLabel: '010401001001 砖基础',
        expected: '≥ 0',
        actual: '-5',
      }),
    ]);
    const off = [override('profitRateCheck.negative', { enabled: false })];
    expect(runCheck(check, project, { overrides: off })).toEqual([]);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });

  it('given a clean control price imported without 表-09, when checked, skips the profit share once (no 0 %)', () => {
    const findings = runCheck(check, importedWithout(cleanProject(), ['analysis']));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([
      ['profitRateCheck.skipped', 'INFO'],
    ]);
  });
});
