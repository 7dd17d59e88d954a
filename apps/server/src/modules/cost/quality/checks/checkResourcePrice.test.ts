import { describe, expect, it } from 'vitest';
import { checkResourcePrice as check } from './checkResourcePrice';
import {
  addUnit,
  bidOf,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  resourceOf,
  rulesOf,
  runCheck,
} from './fixture-bill.test-support';

describe('checkResourcePrice', () => {
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
    const project = cleanProject();
    addUnit(project, 'u2', '0102', '装饰工程');
    expect(runCheck(check, project)).toEqual([]);
  });

  it('finds one resource with two prices in the file', () => {
    const project = cleanProject();
    const second = addUnit(project, 'u2', '0102', '装饰工程');
    const rebar = second.resources.find((r) => r.id === 'u2-r-rebar')!;
    rebar.price = 4250;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkResourcePrice.twoPrices',
      severity: 'WARN',
      nodeId: 'u2',
      rowKind: 'resource',
      rowId: 'u2-r-rebar',
      rowLabel: '01010001 钢筋 HRB400 Φ12',
      expected: '4,200',
      actual: '4,250',
      params: { other: '建筑与装饰工程' },
    });
    expectFilledMessages(check, findings);
    rebar.spec = 'HRB400 Φ25'; // another spec is another resource
    expect(runCheck(check, project)).toEqual([]);
  });

  it('grades the deviation from the information price', () => {
    const project = cleanProject();
    const rebar = resourceOf(project, 'rebar'); // info 4100
    rebar.price = 4700; // +14.6 %
    let findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkResourcePrice.infoDeviation',
      severity: 'WARN',
      rowId: 'r-rebar',
      expected: '±10%',
      actual: '4,700',
      params: { info: '4,100', deviation: '14.6' },
    });
    expectFilledMessages(check, findings);
    rebar.price = 2800; // −31.7 %
    findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([
      ['checkResourcePrice.infoDeviationStrong', 'ERROR'],
    ]);
    // thresholds come from the rule table
    rebar.price = 4700;
    const overrides = [{ key: 'checkResourcePrice.infoDeviation', max: 15 }];
    expect(runCheck(check, project, { overrides })).toEqual([]);
  });

  it('finds a resource priced 0 that has a quantity', () => {
    const project = cleanProject();
    const formwork = resourceOf(project, 'formwork');
    formwork.price = 0;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkResourcePrice.zeroPrice',
      severity: 'WARN',
      rowId: 'r-formwork',
      params: { quantity: '2,400' },
    });
    formwork.quantity = 0;
    expect(runCheck(check, project)).toEqual([]);
  });

  it('finds tax-inclusive-looking prices in a general-method file only', () => {
    const project = cleanProject();
    resourceOf(project, 'concrete').price = 576.3; // 510 × 1.13
    const membrane = resourceOf(project, 'membrane');
    membrane.name = 'SBS防水卷材（含税）';
    let findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity, f.rowId, f.params.reason])).toEqual([
      ['checkResourcePrice.taxInclusive', 'WARN', 'r-concrete', '× 1.13'],
      ['checkResourcePrice.taxInclusive', 'WARN', 'r-membrane', '含税'],
    ]);
    expectFilledMessages(check, findings);
    project.taxMethod = 'simple';
    findings = runCheck(check, project);
    expect(rulesOf(findings)).toEqual(['checkResourcePrice.infoDeviation']);
  });

  it('finds a bid that changed a provisional material price', () => {
    const control = cleanProject();
    resourceOf(control, 'membrane').provisional = true;
    const bid = bidOf(control);
    expect(runCheck(check, bid, { control })).toEqual([]);
    resourceOf(bid, 'membrane').price = 32;
    resourceOf(bid, 'membrane').provisional = false; // the flag dropped too: still the tender's item
    const findings = runCheck(check, bid, { control });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'checkResourcePrice.provisionalChanged',
      severity: 'ERROR',
      rowId: 'r-membrane',
      expected: '30',
      actual: '32',
    });
    // a settlement may replace provisional prices
    bid.fileType = 'settlement';
    expect(runCheck(check, bid, { control })).toEqual([]);
  });
});
