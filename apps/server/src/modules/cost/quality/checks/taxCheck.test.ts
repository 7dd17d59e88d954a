import { describe, expect, it } from 'vitest';
import { importedWithout } from './fixture-sources.test-support';
import {
  cleanProject,
  feeRow,
  generatedFindings,
  ofRule,
  override,
  refresh,
  runCheck,
  unitOf,
} from './fixture-fee.test-support';
import { taxCheck } from './taxCheck';

const check = taxCheck;

function withTaxRate(rate: number, options: Parameters<typeof cleanProject>[0] = {}) {
  const project = cleanProject(options);
  feeRow(project, 'fE').rate = rate;
  return refresh(project);
}

describe('taxCheck', () => {
  it('finds nothing with 9 % after 2019-04-01 or 3 % under the simple method', () => {
    expect(runCheck(check, cleanProject())).toEqual([]);
    expect(runCheck(check, withTaxRate(3, { taxMethod: 'simple' }))).toEqual([]);
    expect(runCheck(check, withTaxRate(10, { priceDate: '2018-05-01' }))).toEqual([]);
    expect(runCheck(check, withTaxRate(11, { priceDate: '2018-04-30' }))).toEqual([]);
  });

  it('reports a rate that is not the VAT rate of the pricing date', () => {
    for (const [date, rate, expected] of [
      ['2019-03-31', 9, '10%'],
      ['2019-04-01', 10, '9%'],
      ['2017-01-01', 9, '11%'],
    ] as const) {
      const findings = runCheck(check, withTaxRate(rate, { priceDate: date }));
      expect(findings).toEqual([
        expect.objectContaining({
          rule: 'taxCheck.rate',
          severity: 'ERROR',
          nodeId: 'u1',
          rowKind: 'fee',
          rowId: 'fE',
          rowLabel: 'E 税金',
          expected,
          actual: `${rate}%`,
        }),
      ]);
      expect(findings[0]!.params.date).toBe(date);
    }
    // Before 营改增 there is no VAT rate to compare with.
    expect(runCheck(check, withTaxRate(3.48, { priceDate: '2015-12-01' }))).toEqual([]);
  });

  it('expects 3 % under the simple method', () => {
    expect(runCheck(check, withTaxRate(9, { taxMethod: 'simple' }))).toEqual([
      expect.objectContaining({ rule: 'taxCheck.rate', expected: '3%', actual: '9%' }),
    ]);
  });

  it('uses a range an administrator set instead of the date table', () => {
    const overrides = [override('taxCheck.rate', { min: 9, max: 9.5 })];
    expect(runCheck(check, withTaxRate(9.3), { overrides })).toEqual([]);
    expect(runCheck(check, withTaxRate(10), { overrides })).toEqual([
      expect.objectContaining({ rule: 'taxCheck.rate', expected: '9%–9.5%', actual: '10%' }),
    ]);
    const off = [override('taxCheck.rate', { enabled: false })];
    expect(runCheck(check, withTaxRate(10), { overrides: off })).toEqual([]);
  });

  it('reports 税金 that is not the pre-tax sum × rate (1 元 tolerance)', () => {
    const project = cleanProject();
    const tax = feeRow(project, 'fE');
    const right = tax.amount;
    tax.amount = right + 0.9;
    expect(runCheck(check, project)).toEqual([]);
    tax.amount = right + 5;
    const [finding] = runCheck(check, project);
    expect(finding).toMatchObject({
      rule: 'taxCheck.amount',
      severity: 'ERROR',
      rowId: 'fE',
      expected: right.toLocaleString('en-US', { maximumFractionDigits: 2 }),
    });
    expect(finding!.params).toMatchObject({ base: '1,624,795', rate: '9%' });
  });

  it('requires a tax row in a fee table', () => {
    const project = cleanProject();
    unitOf(project).fees = unitOf(project).fees.filter((row) => row.id !== 'fE');
    expect(ofRule(runCheck(check, project), 'present')).toEqual([
      expect.objectContaining({ severity: 'ERROR', nodeId: 'u1', rowKind: 'node' }),
    ]);
    // A unit without any fee table has nothing to check here.
    unitOf(project).fees = [];
    expect(runCheck(check, project)).toEqual([]);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });

  it('given a file with a fee table but no 税金 row, when checked, finds the missing row; without a fee table, does not', () => {
    const project = cleanProject();
    unitOf(project).fees = [];
    importedWithout(project, []);
    expect(runCheck(check, project).map((f) => f.rule)).toEqual(['taxCheck.present']);
    importedWithout(project, ['fees']);
    expect(runCheck(check, project)).toEqual([]);
  });
});
