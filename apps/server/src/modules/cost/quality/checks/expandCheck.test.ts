import { describe, expect, it } from 'vitest';
import { expandCheck as check, projectTotal } from './expandCheck';
import {
  billOf,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  rulesOf,
  runCheck,
} from './fixture-bill.test-support';

describe('expandCheck', () => {
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
    // 120 t / 3500 m² = 34.3 kg/m²; 1000 m³ → 0.286 m³/m²; 8000 m² → 2.29 m²/m²
    expect(runCheck(check, cleanProject())).toEqual([]);
  });

  it('checks content per m² against the kind’s range', () => {
    const project = cleanProject();
    billOf(project, 'b6').quantity = 150; // 42.9 kg/m², above 20–40 for multi-storey
    billOf(project, 'b5').quantity = 350; // 650 m³ → 0.186 m³/m²
    let findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity, f.expected, f.actual])).toEqual([
      ['expandCheck.rebarPerM2', 'WARN', '20–40', '42.857'],
      ['expandCheck.concretePerM2', 'WARN', '0.22–0.35', '0.186'],
    ]);
    expect(findings[0]).toMatchObject({
      nodeId: null,
      rowKind: 'project',
      rowId: null,
      rowLabel: '示例住宅项目',
      params: { quantity: '150,000', area: '3,500' },
    });
    expectFilledMessages(check, findings);
    // a high-rise office needs more rebar and concrete per m²
    project.kind = 'office-high';
    findings = runCheck(check, project);
    expect(rulesOf(findings)).toEqual(['expandCheck.concretePerM2', 'expandCheck.rebarPerM2']);
    expect(findings.find((f) => f.rule === 'expandCheck.rebarPerM2')?.expected).toBe('55–80');
    // an override for the kind moves the range
    const overrides = [
      { key: 'expandCheck.rebarPerM2', projectKind: 'office-high' as const, min: 30 },
      { key: 'expandCheck.concretePerM2', enabled: false },
    ];
    expect(runCheck(check, project, { overrides })).toEqual([]);
  });

  it('skips content without a kind or an area', () => {
    const project = cleanProject();
    billOf(project, 'b6').quantity = 150;
    project.kind = null;
    expect(runCheck(check, project)).toEqual([]);
    project.kind = 'residential-multi';
    project.area = null;
    expect(runCheck(check, project)).toEqual([]);
  });

  it('checks indicators per special unit when a range is set', () => {
    const project = cleanProject(); // 40 households
    const total = projectTotal(project);
    expect(total).toBe(2_055_000);
    expect(runCheck(check, project)).toEqual([]); // no default range
    const overrides = [{ key: 'expandCheck.perHousehold', min: 60_000, max: 120_000 }];
    const findings = runCheck(check, project, { overrides });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'expandCheck.perHousehold',
      severity: 'WARN',
      expected: '60,000–120,000',
      actual: '51,375',
      params: { amount: '2,055,000', count: '40' },
    });
    expectFilledMessages(check, findings);
    // parking spaces are not declared: nothing to divide by
    expect(
      runCheck(check, project, { overrides: [{ key: 'expandCheck.perParkingSpace', max: 1 }] }),
    ).toEqual([]);
  });

  it('finds required project features missing, accepting their other names', () => {
    const project = cleanProject();
    delete project.features['檐高'];
    project.features['建筑高度'] = '18m';
    expect(runCheck(check, project)).toEqual([]);
    delete project.features['结构类型'];
    project.features['抗震设防烈度'] = ' ';
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity, f.params.feature])).toEqual([
      ['expandCheck.requiredFeatures', 'WARN', '结构类型'],
      ['expandCheck.requiredFeatures', 'WARN', '抗震设防烈度'],
    ]);
    expectFilledMessages(check, findings);
  });
});
