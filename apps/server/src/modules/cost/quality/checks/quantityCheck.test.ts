import { describe, expect, it } from 'vitest';
import { quantityCheck as check } from './quantityCheck';
import {
  addUnit,
  billOf,
  cleanProject,
  expectCleanOnGenerated,
  expectFindsPlanted,
  expectFilledMessages,
  expectWellFormedRules,
  rulesOf,
  runCheck,
  unitOf,
} from './fixture-bill.test-support';

describe('quantityCheck', () => {
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

  it('finds negative (ERROR) and zero (WARN) quantities', () => {
    const project = cleanProject();
    billOf(project, 'b1').quantity = -5;
    billOf(project, 'b2').quantity = 0;
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.severity, f.rowId, f.actual])).toEqual([
      ['quantityCheck.negative', 'ERROR', 'b1', '-5'],
      ['quantityCheck.zero', 'WARN', 'b2', '0'],
    ]);
    expectFilledMessages(check, findings);
  });

  it('checks decimals by unit', () => {
    const project = cleanProject();
    billOf(project, 'b6').quantity = 120.125; // t: 3 decimals are fine
    billOf(project, 'b4').quantity = 300.25; // m³: 2 decimals are fine
    expect(runCheck(check, project)).toEqual([]);
    billOf(project, 'b6').quantity = 120.1255;
    billOf(project, 'b4').quantity = 300.251;
    billOf(project, 'b8').unit = '个';
    billOf(project, 'b8').quantity = 2.5;
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.rowId, f.expected, f.actual])).toEqual([
      ['quantityCheck.decimals', 'b4', '2', '300.251'],
      ['quantityCheck.decimals', 'b6', '3', '120.1255'],
      ['quantityCheck.decimals', 'b8', '0', '2.5'],
    ]);
    expect(findings[0]).toMatchObject({ severity: 'WARN', params: { unit: 'm3', decimals: 2 } });
    expectFilledMessages(check, findings);
  });

  it('finds an item entered twice', () => {
    const project = cleanProject();
    const copy = { ...billOf(project, 'b5'), id: 'b5x', code: '010505001002' };
    unitOf(project).bills.push(copy);
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'quantityCheck.duplicate',
      severity: 'WARN',
      rowId: 'b5x',
      actual: '700',
      params: { other: '010505001001 有梁板' },
    });
    copy.quantity = 120; // another part of the building: not a duplicate
    expect(runCheck(check, project)).toEqual([]);
  });

  it('compares scaffolding with the floor area', () => {
    const project = cleanProject(); // 3500 m²
    billOf(project, 'b10').quantity = 3650; // +4.3 %
    expect(runCheck(check, project)).toEqual([]);
    billOf(project, 'b10').quantity = 3200; // −8.6 %
    const findings = runCheck(check, project);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'quantityCheck.scaffolding',
      severity: 'WARN',
      nodeId: 'u1',
      rowKind: 'node',
      rowId: 'u1',
      rowLabel: '0101 建筑与装饰工程',
      expected: '-5%–5%',
      actual: '3,200',
      params: { area: '3,500', deviation: '-8.6' },
    });
    expectFilledMessages(check, findings);
    const wider = [{ key: 'quantityCheck.scaffolding', min: -10 }];
    expect(runCheck(check, project, { overrides: wider })).toEqual([]);
  });

  it('takes the building’s area when the unit project states none, and skips without one', () => {
    const project = cleanProject();
    addUnit(project, 'u2', '0102', '装饰工程'); // a copy with 3500 m² of scaffolding
    project.nodes.find((n) => n.id === 'u1')!.area = null;
    expect(runCheck(check, project).filter((f) => f.rule === 'quantityCheck.scaffolding')).toEqual(
      [],
    );
    project.nodes.find((n) => n.id === 's1')!.area = 4000;
    const findings = runCheck(check, project).filter((f) => f.rule === 'quantityCheck.scaffolding');
    expect(findings.map((f) => f.rowId)).toEqual(['u1', 'u2']);
  });

  it('reports a settlement quantity far from the tender as INFO', () => {
    const control = cleanProject();
    const settlement = structuredClone(control);
    settlement.fileType = 'settlement';
    billOf(settlement, 'b1').quantity = 1100; // +10 %
    expect(runCheck(check, settlement, { control })).toEqual([]);
    billOf(settlement, 'b1').quantity = 1200; // +20 %
    const findings = runCheck(check, settlement, { control });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'quantityCheck.settlementDeviation',
      severity: 'INFO',
      rowId: 'b1',
      expected: '-15%–15%',
      actual: '1,200',
      params: { tender: '1,000', deviation: '20' },
    });
    expectFilledMessages(check, findings);
    // not for a bid
    settlement.fileType = 'bid';
    expect(rulesOf(runCheck(check, settlement, { control }))).toEqual([]);
  });
});
