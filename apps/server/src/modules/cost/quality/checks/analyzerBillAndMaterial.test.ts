import { describe, expect, it } from 'vitest';
import { analyzerBillAndMaterial as check } from './analyzerBillAndMaterial';
import {
  billOf,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  finalise,
  resourceOf,
  rulesOf,
  runCheck,
  unitOf,
} from './fixture-bill.test-support';
import { importedWithout } from './fixture-sources.test-support';

describe('analyzerBillAndMaterial', () => {
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

  it('finds a priced bill without norms, but not an unpriced one', () => {
    const project = cleanProject();
    billOf(project, 'b2').norms = [];
    const unpriced = billOf(project, 'b8');
    unpriced.norms = [];
    unpriced.unitPrice = 0;
    unpriced.amount = 0;
    finalise(project);
    const findings = runCheck(check, project);
    const missing = findings.filter((f) => f.rule === 'analyzerBillAndMaterial.billHasNorms');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({
      severity: 'WARN',
      nodeId: 'd1',
      rowKind: 'bill',
      rowId: 'b2',
      rowLabel: '010103001001 回填方',
      params: { price: '25' },
    });
    expectFilledMessages(check, findings);
  });

  it('finds a summary quantity that does not match the norms beyond 0.1 %', () => {
    const project = cleanProject();
    const concrete = resourceOf(project, 'concrete');
    // 50 + 300 + 700 m³ × 1.01 = 1060.5
    expect(concrete.quantity).toBe(1060.5);
    concrete.quantity = 1060.5 * 1.0009; // within 0.1 %
    expect(runCheck(check, project)).toEqual([]);
    concrete.quantity = 1070;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'analyzerBillAndMaterial.resourceQuantity',
      severity: 'ERROR',
      nodeId: 'u1',
      rowKind: 'resource',
      rowId: 'r-concrete',
      rowLabel: '80210001 商品混凝土 C30',
      expected: '1,060.5',
      actual: '1,070',
      params: { deviation: '0.9' },
    });
    expectFilledMessages(check, findings);
  });

  it('reads the tolerance from the rule table', () => {
    const project = cleanProject();
    resourceOf(project, 'concrete').quantity = 1070;
    const overrides = [{ key: 'analyzerBillAndMaterial.resourceQuantity', max: 1 }];
    expect(runCheck(check, project, { overrides })).toEqual([]);
    const disabled = [{ key: 'analyzerBillAndMaterial.resourceQuantity', enabled: false }];
    expect(runCheck(check, project, { overrides: disabled })).toEqual([]);
    const asWarn = [{ key: 'analyzerBillAndMaterial.resourceQuantity', severity: 'WARN' as const }];
    expect(runCheck(check, project, { overrides: asWarn })[0]?.severity).toBe('WARN');
  });

  it('finds a norm resource missing from the summary, once per code', () => {
    const project = cleanProject();
    const unit = unitOf(project);
    unit.resources = unit.resources.filter((r) => r.id !== 'r-concrete');
    const findings = runCheck(check, project);
    expect(rulesOf(findings)).toEqual(['analyzerBillAndMaterial.unknownResource']);
    expect(findings[0]).toMatchObject({
      severity: 'ERROR',
      rowId: 'b3',
      actual: '80210001',
      params: { norm: '5-3', resource: '80210001' },
    });
  });

  it('finds a summary resource no norm uses', () => {
    const project = cleanProject();
    unitOf(project).resources.push({
      ...resourceOf(project, 'formwork'),
      id: 'r-extra',
      code: '35020001',
      name: '木模板',
      quantity: 12,
    });
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'analyzerBillAndMaterial.unusedResource',
      severity: 'WARN',
      rowId: 'r-extra',
      expected: '0',
      actual: '12',
    });
  });

  it('finds a main material priced 0', () => {
    const project = cleanProject();
    resourceOf(project, 'rebar').price = 0;
    resourceOf(project, 'formwork').price = 0; // a plain material: not this rule
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'analyzerBillAndMaterial.mainMaterialPrice',
      severity: 'ERROR',
      rowId: 'r-rebar',
      actual: '0',
    });
  });

  it('given a clean unit imported without 表-09, when checked, says once that norms were skipped', () => {
    const project = importedWithout(cleanProject(), ['analysis']);
    const findings = runCheck(check, project);
    expect(findings.filter((f) => f.severity !== 'INFO')).toEqual([]);
    expect(rulesOf(findings)).toEqual(['analyzerBillAndMaterial.skipped']);
    expect(findings[0]!.params.tables).toBe('analysis');
    expect(findings[0]!.params.reasonZh).toContain('表-09');
    expectFilledMessages(check, findings);
  });

  it('given a unit imported without 人材机汇总, when checked, skips the summary once and still finds a bill without norms', () => {
    const project = importedWithout(cleanProject(), ['resources']);
    billOf(project, 'b1').norms = [];
    const findings = runCheck(check, project);
    expect(rulesOf(findings)).toEqual([
      'analyzerBillAndMaterial.billHasNorms',
      'analyzerBillAndMaterial.skipped',
    ]);
  });
});
