import { describe, expect, it } from 'vitest';
import { importedWithout } from './fixture-sources.test-support';
import { materialCheck as check } from './materialCheck';
import {
  addUnit,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  resourceOf,
  runCheck,
  unitOf,
} from './fixture-bill.test-support';

describe('materialCheck', () => {
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

  it('finds a main material missing although its bills exist', () => {
    const project = cleanProject();
    const unit = unitOf(project);
    unit.resources = unit.resources.filter((r) => r.id !== 'r-concrete');
    resourceOf(project, 'rebar').quantity = 0; // listed but with nothing in it
    const findings = runCheck(check, project);
    expect(
      findings.map((f) => [f.rule, f.severity, f.rowId, f.expected, f.params.material]),
    ).toEqual([
      ['materialCheck.mainMissing', 'WARN', 'b3', '混凝土', '混凝土'],
      ['materialCheck.mainMissing', 'WARN', 'b6', '钢筋', '钢筋'],
    ]);
    expect(findings[0]?.rowLabel).toBe('010501001001 垫层');
    expectFilledMessages(check, findings);
  });

  it('compares owner-supplied materials with the owner’s list', () => {
    const project = cleanProject();
    const rebar = resourceOf(project, 'rebar'); // 122.4 t at 4200
    Object.assign(rebar, { ownerSupplied: true, ownerPrice: 4200, ownerQuantity: 122.4 });
    expect(runCheck(check, project)).toEqual([]);
    Object.assign(rebar, { ownerPrice: 4000, ownerQuantity: 125 });
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity, f.expected, f.actual])).toEqual([
      ['materialCheck.ownerPrice', 'ERROR', '4,000', '4,200'],
      ['materialCheck.ownerQuantity', 'WARN', '125', '122.4'],
    ]);
    expect(findings[1]?.params.deviation).toBe('-2.1');
    expectFilledMessages(check, findings);
    const loose = [{ key: 'materialCheck.ownerQuantity', max: 3 }];
    expect(runCheck(check, project, { overrides: loose }).map((f) => f.rule)).toEqual([
      'materialCheck.ownerPrice',
    ]);
  });

  it('finds a risk coefficient above 5 %', () => {
    const project = cleanProject();
    resourceOf(project, 'concrete').riskRate = 5;
    expect(runCheck(check, project)).toEqual([]);
    resourceOf(project, 'concrete').riskRate = 8;
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'materialCheck.riskRate',
      severity: 'WARN',
      rowId: 'r-concrete',
      expected: '≤ 5%',
      actual: '8',
    });
    const higher = [{ key: 'materialCheck.riskRate', max: 10 }];
    expect(runCheck(check, project, { overrides: higher })).toEqual([]);
  });

  it('finds one material weighed in t in one unit project and kg in another', () => {
    const project = cleanProject();
    const second = addUnit(project, 'u2', '0102', '装饰工程');
    const rebar = second.resources.find((r) => r.id === 'u2-r-rebar')!;
    Object.assign(rebar, { unit: 'kg', price: 4.2, infoPrice: 4.1, quantity: 122_400 });
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'materialCheck.weightUnitMixed',
      severity: 'WARN',
      nodeId: 'u2',
      rowId: 'u2-r-rebar',
      expected: 't',
      actual: 'kg',
      params: { other: '建筑与装饰工程' },
    });
    expectFilledMessages(check, findings);
  });

  it('finds a price a thousand times off its information price', () => {
    const project = cleanProject();
    resourceOf(project, 'rebar').price = 4.2; // a per-kg price in a t row
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'materialCheck.weightUnitPrice',
      severity: 'WARN',
      rowId: 'r-rebar',
      expected: '4,100',
      actual: '4.2',
      params: { unit: 't', factor: '976' },
    });
    expectFilledMessages(check, findings);
  });

  it('given a unit imported without 人材机汇总, when checked, says once that main materials were not checked', () => {
    const findings = runCheck(check, importedWithout(cleanProject(), ['resources']));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['materialCheck.skipped', 'INFO']]);
  });
});
