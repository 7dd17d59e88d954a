import { describe, expect, it } from 'vitest';
import { relativityCheck as check, roofAreaOf } from './relativityCheck';
import { quantityClass, unitQuantities } from './support-bill';
import {
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

describe('relativityCheck', () => {
  it('has well-formed rules', () => {
    expectWellFormedRules(check);
  });

  it('finds no ERROR or WARN in a generated clean project and its bid', () => {
    expectCleanOnGenerated(check);
  }, 120_000);

  it('finds the defect the sample generator plants for it', () => {
    for (const seed of [1, 2, 3]) expectFindsPlanted(check, seed);
  }, 120_000);

  it('identifies quantities by bill code', () => {
    expect(quantityClass('010502001001')).toBe('concrete');
    expect(quantityClass('010501001001')).toBeNull(); // 垫层: plain concrete
    expect(quantityClass('010501003001')).toBe('concrete');
    expect(quantityClass('010515001001')).toBe('rebar');
    expect(quantityClass('011702001001')).toBe('formwork');
    expect(quantityClass('010101001001')).toBeNull(); // 平整场地 is no excavation
    expect(quantityClass('010101004001')).toBe('excavation');
    expect(quantityClass('010102001001')).toBe('excavation');
    expect(quantityClass('010103001001')).toBe('backfill');
    expect(quantityClass('010103002001')).toBeNull(); // 余方弃置
    expect(quantityClass('010902002001')).toBe('roofWaterproofing');
    expect(quantityClass('011001001001')).toBe('roofArea');
    const { quantities } = unitQuantities(unitOf(cleanProject()));
    expect(quantities).toEqual({
      concrete: 1000,
      rebar: 120,
      formwork: 8000,
      excavation: 1000,
      backfill: 600,
      roofWaterproofing: 1100,
      roofArea: 1000,
    });
  });

  it('falls back to the resource summary when a unit project has no such bills', () => {
    const project = cleanProject();
    const unit = unitOf(project);
    unit.bills = unit.bills.filter((b) => b.id !== 'b6');
    const rebar = unit.resources.find((r) => r.id === 'r-rebar')!;
    rebar.unit = 'kg';
    rebar.quantity = 122_400;
    expect(unitQuantities(unit).quantities.rebar).toBeCloseTo(122.4, 6);
    expect(unitQuantities(unit).fromBills.rebar).toBe(false);
  });

  it('finds nothing in a consistent project', () => {
    expect(runCheck(check, cleanProject())).toEqual([]);
  });

  it('finds each ratio out of its range', () => {
    const project = cleanProject();
    billOf(project, 'b6').quantity = 200; // 0.2 t/m³
    billOf(project, 'b9').quantity = 13_000; // 13 m²/m³
    billOf(project, 'b2').quantity = 1200; // backfill > excavation
    billOf(project, 'b7').quantity = 900; // less than the roof
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.expected, f.actual, f.params.a, f.params.b])).toEqual([
      ['relativityCheck.rebarPerConcrete', '0.08–0.18', '0.2', '200', '1,000'],
      ['relativityCheck.formworkPerConcrete', '5–12', '13', '13,000', '1,000'],
      ['relativityCheck.backfillPerExcavation', '≤ 1', '1.2', '1,200', '1,000'],
      ['relativityCheck.roofWaterproofing', '≥ 1', '0.9', '900', '1,000'],
    ]);
    for (const finding of findings)
      expect(finding).toMatchObject({
        severity: 'WARN',
        nodeId: 'u1',
        rowKind: 'node',
        rowId: 'u1',
        rowLabel: '0101 建筑与装饰工程',
      });
    expectFilledMessages(check, findings);
  });

  it('reads the ratio bounds from the rule table', () => {
    const project = cleanProject();
    billOf(project, 'b6').quantity = 200;
    expect(rulesOf(runCheck(check, project))).toEqual(['relativityCheck.rebarPerConcrete']);
    const overrides = [{ key: 'relativityCheck.rebarPerConcrete', max: 0.25 }];
    expect(runCheck(check, project, { overrides })).toEqual([]);
    const tighter = [{ key: 'relativityCheck.formworkPerConcrete', min: 9 }];
    expect(rulesOf(runCheck(check, cleanProject(), { overrides: tighter }))).toEqual([
      'relativityCheck.formworkPerConcrete',
    ]);
  });

  it('finds concrete without rebar, and a roof without waterproofing', () => {
    const project = cleanProject();
    const unit = unitOf(project);
    unit.bills = unit.bills.filter((b) => b.id !== 'b6' && b.id !== 'b7');
    unit.resources = unit.resources.filter((r) => r.id !== 'r-rebar');
    const findings = runCheck(check, project);
    expect(findings.map((f) => [f.rule, f.actual])).toEqual([
      ['relativityCheck.concreteImpliesRebar', '0'],
      ['relativityCheck.roofWaterproofing', '0'],
    ]);
    expect(findings[0]?.params.b).toBe('1,000');
    expectFilledMessages(check, findings);
  });

  it('skips ratios without a divisor and formwork priced inside the concrete items', () => {
    const project = cleanProject();
    const unit = unitOf(project);
    unit.bills = unit.bills.filter((b) => !['b1', 'b8', 'b9'].includes(b.id));
    unit.resources = unit.resources.filter((r) => r.id !== 'r-formwork');
    expect(runCheck(check, project)).toEqual([]);
  });

  it('given two roof layers (insulation and tiles) over one roof, when the project states 屋面面积, compares waterproofing with it', () => {
    const project = cleanProject();
    const tiles = structuredClone(billOf(project, 'b8'));
    Object.assign(tiles, { id: 'b8b', code: '010901001001', name: '瓦屋面', seq: 99 });
    unitOf(project).bills.push(tiles);
    // summed layers: 2,000 m² of roof for 1,100 m² of waterproofing
    expect(runCheck(check, project).map((f) => f.rule)).toEqual([
      'relativityCheck.roofWaterproofing',
    ]);
    project.features['屋面面积'] = '1,000 m²';
    expect(runCheck(check, project)).toEqual([]);
    project.features['屋面面积'] = '1200';
    expect(runCheck(check, project).map((f) => [f.rule, f.nodeId, f.params.b])).toEqual([
      ['relativityCheck.roofWaterproofing', 'p', '1,200'],
    ]);
  });

  it('reads 屋面面积 written with commas, full-width digits or a unit', () => {
    expect(roofAreaOf({ 屋面面积: '1,250.5 m²' })).toBe(1250.5);
    expect(roofAreaOf({ 屋面面积: '１２５０' })).toBe(1250);
    expect(roofAreaOf({ 屋面面积: '—' })).toBeNull();
    expect(roofAreaOf({})).toBeNull();
  });
});
