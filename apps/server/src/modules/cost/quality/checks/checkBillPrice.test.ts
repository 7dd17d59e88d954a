import { describe, expect, it } from 'vitest';
import { checkBillPrice as check } from './checkBillPrice';
import {
  bidOf,
  billOf,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  percentiles,
  reprice,
  rulesOf,
  runCheck,
  unitOf,
} from './fixture-bill.test-support';

describe('checkBillPrice', () => {
  it('has well-formed rules', () => {
    expectWellFormedRules(check);
  });

  it('finds no ERROR or WARN in a generated clean project and its bid', () => {
    expectCleanOnGenerated(check);
  }, 120_000);

  it('finds the defect the sample generator plants for it', () => {
    for (const seed of [1, 2, 3]) expectFindsPlanted(check, seed);
  }, 120_000);

  it('finds nothing in a consistent project, nor in a bid priced like the control', () => {
    const control = cleanProject();
    expect(runCheck(check, control)).toEqual([]);
    expect(runCheck(check, bidOf(control), { control })).toEqual([]);
  });

  it('finds an amount that is not quantity × price, within the tolerance rule', () => {
    const project = cleanProject();
    billOf(project, 'b4').amount += 0.01; // at the tolerance: passes
    expect(runCheck(check, project)).toEqual([]);
    billOf(project, 'b4').amount = 186_000.5;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkBillPrice.amount',
      severity: 'ERROR',
      nodeId: 'd2',
      rowKind: 'bill',
      rowId: 'b4',
      rowLabel: '010502001001 矩形柱',
      expected: '186,000',
      actual: '186,000.5',
    });
    expectFilledMessages(check, findings);
    const loose = [{ key: 'checkBillPrice.amount', max: 1 }];
    expect(runCheck(check, project, { overrides: loose })).toEqual([]);
  });

  it('finds negative and zero prices (both ERROR)', () => {
    const project = cleanProject();
    reprice(billOf(project, 'b1'), -30);
    reprice(billOf(project, 'b2'), 0);
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity, f.rowId])).toEqual([
      ['checkBillPrice.negativePrice', 'ERROR', 'b1'],
      ['checkBillPrice.zeroPrice', 'ERROR', 'b2'],
    ]);
    expectFilledMessages(check, findings);
  });

  it('given a 0 price the file marks as included in other items, finds nothing', () => {
    const project = cleanProject();
    const bill = billOf(project, 'b2');
    reprice(bill, 0);
    bill.includedElsewhere = true;
    expect(runCheck(check, project)).toEqual([]);
    bill.includedElsewhere = undefined;
    bill.features = `${bill.features}；费用已包含在综合脚手架中`;
    expect(runCheck(check, project)).toEqual([]);
  });

  it('finds a unit price that is not the sum of its parts', () => {
    const project = cleanProject();
    billOf(project, 'b5').profit += 3;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkBillPrice.priceParts',
      severity: 'ERROR',
      rowId: 'b5',
      expected: '603',
      actual: '600',
    });
  });

  it('skips the parts identity when the file states no parts', () => {
    const project = cleanProject();
    Object.assign(billOf(project, 'b5'), {
      labour: 0,
      material: 0,
      machine: 0,
      overhead: 0,
      profit: 0,
      risk: 0,
    });
    expect(runCheck(check, project)).toEqual([]);
  });

  it('compares a bid with the control price', () => {
    const control = cleanProject();
    const bid = bidOf(control);
    reprice(billOf(bid, 'b4'), 650); // above 620
    reprice(billOf(bid, 'b5'), 400); // 66.7 % of 600
    const findings = runCheck(check, bid, { control });
    expect(rulesOf(findings)).toEqual([
      'checkBillPrice.aboveControl',
      'checkBillPrice.belowControl',
    ]);
    expect(findings.find((f) => f.rowId === 'b4')).toMatchObject({
      rule: 'checkBillPrice.aboveControl',
      severity: 'WARN',
      expected: '≤ 620',
      actual: '650',
      params: { control: '620', ratio: '104.8' },
    });
    expect(findings.find((f) => f.rowId === 'b5')).toMatchObject({
      rule: 'checkBillPrice.belowControl',
      expected: '≥ 420',
      actual: '400',
      params: { min: '70' },
    });
    expectFilledMessages(check, findings);
    // a lower limit of 0.6 accepts 66.7 %
    const overrides = [{ key: 'checkBillPrice.belowControl', min: 0.6 }];
    expect(rulesOf(runCheck(check, bid, { control, overrides }))).toEqual([
      'checkBillPrice.aboveControl',
    ]);
    // a control file is not compared with itself, and a bill missing from the control is skipped
    expect(runCheck(check, control, { control })).toEqual([]);
    billOf(bid, 'b4').code = '010502001009';
    expect(rulesOf(runCheck(check, bid, { control }))).toEqual(['checkBillPrice.belowControl']);
  });

  it('finds the same item priced differently', () => {
    const project = cleanProject();
    const copy = structuredClone(billOf(project, 'b4'));
    copy.id = 'b4x';
    copy.code = '010502001002';
    unitOf(project).bills.push(copy);
    expect(runCheck(check, project)).toEqual([]);
    reprice(copy, 630);
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkBillPrice.inconsistentPrice',
      severity: 'WARN',
      rowId: 'b4x',
      expected: '620',
      actual: '630',
      params: { other: '010502001001 矩形柱' },
    });
    copy.features = 'C35'; // different features: a different item
    expect(runCheck(check, project)).toEqual([]);
  });

  it('compares with the library P10–P90 when it has enough comparable projects', () => {
    const project = cleanProject();
    const library = {
      billPrices: { '010502001|m3': percentiles(650, 800) },
      resourcePrices: {},
      costPerM2: {},
    };
    const findings = runCheck(check, project, { library });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkBillPrice.libraryRange',
      severity: 'INFO',
      rowId: 'b4',
      expected: '650–800',
      actual: '620',
      params: { n: 40 },
    });
    // P1 (520) as the lower bound accepts 620
    const overrides = [{ key: 'checkBillPrice.libraryRange', min: 1 }];
    expect(runCheck(check, project, { library, overrides })).toEqual([]);
    library.billPrices['010502001|m3'] = percentiles(650, 800, 4);
    expect(runCheck(check, project, { library })).toEqual([]);
  });

  it('given a library of 5 comparable projects (the rule table’s N), when the price is outside the band, says N and the band', () => {
    const project = cleanProject();
    const library = {
      billPrices: { '010502001|m3': percentiles(650, 800, 5) },
      resourcePrices: {},
      costPerM2: {},
    };
    const [finding] = runCheck(check, project, { library });
    expect(finding).toMatchObject({ expected: '650–800', params: { n: 5, pLow: 10, pHigh: 90 } });
    const overrides = [{ key: 'checkBillPrice.librarySamples', min: 6 }];
    expect(runCheck(check, project, { library, overrides })).toEqual([]);
  });

  it('given a library band narrower than 10 % of P50, when the price is just outside it, widens the band and finds nothing', () => {
    const project = cleanProject();
    // P10–P90 = 628–660: 32 wide, 5 % of P50 644; widened to 611.8–676.2 it holds 620
    const library = {
      billPrices: { '010502001|m3': percentiles(628, 660) },
      resourcePrices: {},
      costPerM2: {},
    };
    expect(runCheck(check, project, { library })).toEqual([]);
    const overrides = [{ key: 'checkBillPrice.libraryBand', min: 5 }];
    expect(runCheck(check, project, { library, overrides })).toHaveLength(1);
  });
});
