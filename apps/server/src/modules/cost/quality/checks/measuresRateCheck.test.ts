import { describe, expect, it } from 'vitest';
import { round } from '../../engine/model';
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
import { measuresRateCheck } from './measuresRateCheck';

const check = measuresRateCheck;
const measure = (project: ReturnType<typeof cleanProject>, id: string) =>
  unitOf(project).measures.find((m) => m.id === id)!;

describe('measuresRateCheck', () => {
  it('finds nothing in a clean unit project', () => {
    expect(runCheck(check, cleanProject())).toEqual([]);
  });

  it('requires 安全文明施工费, as a 总价措施 row or as a fee row', () => {
    const project = cleanProject();
    const unit = unitOf(project);
    unit.measures = unit.measures.filter((m) => m.id !== 's1');
    unit.fees = unit.fees.filter((row) => row.id !== 'fB1');
    refresh(project);
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'measuresRateCheck.safetyPresent',
        severity: 'ERROR',
        nodeId: 'u1',
        rowKind: 'node',
        rowLabel: '0101 建筑工程',
        expected: '011707001',
      }),
    ]);

    const viaFee = cleanProject();
    unitOf(viaFee).measures = unitOf(viaFee).measures.filter((m) => m.id !== 's1');
    refresh(viaFee);
    const row = feeRow(viaFee, 'fB1');
    // the regulated base: 分部分项 1,185,000 + 单价措施 190,000
    row.base = 'FBFXHJ+DJCSHJ';
    row.rate = 3;
    row.amount = round(1375000 * 0.03);
    expect(runCheck(check, viaFee)).toEqual([]);
    row.rate = 5;
    row.amount = round(1375000 * 0.05);
    expect(ofRule(runCheck(check, viaFee), 'safetyRate')).toEqual([
      expect.objectContaining({ rowKind: 'fee', rowId: 'fB1', actual: '5%', expected: '1.5%–4%' }),
    ]);
  });

  it('reports 安全文明施工费 outside the regulated rate, and follows an override', () => {
    const project = cleanProject();
    measure(project, 's1').rate = 6;
    refresh(project);
    const findings = runCheck(check, project);
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'measuresRateCheck.safetyRate',
        severity: 'ERROR',
        rowKind: 'measure',
        rowId: 's1',
        rowLabel: '011707001001 安全文明施工',
        expected: '1.5%–4%',
        // 71,100 ÷ (分部分项 1,185,000 + 单价措施 190,000)
        actual: '5.17%',
      }),
    ]);
    expect(
      runCheck(check, project, {
        overrides: [override('measuresRateCheck.safetyRate', { max: 7 })],
      }),
    ).toEqual([]);
  });

  it('reports an amount that is not base × rate, stated or adjusted', () => {
    const project = cleanProject();
    measure(project, 's1').amount += 5;
    const findings = ofRule(runCheck(check, project), 'safetyAmount');
    // The measure row, and the fee table's 安全文明施工费 row that passes AQWM through.
    expect(findings.map((f) => f.rowId)).toEqual(['s1', 'fB1']);
    expect(findings[0]).toMatchObject({ expected: '35,550', actual: '35,555', severity: 'ERROR' });
    expect(findings[0]!.params).toMatchObject({ base: '1,185,000', rate: '3%' });

    const adjusted = cleanProject();
    const night = measure(adjusted, 's2');
    night.adjustedRate = 0.4;
    night.adjustedAmount = 4000;
    expect(ofRule(runCheck(check, adjusted), 'otherAmount')).toEqual([
      expect.objectContaining({ rowId: 's2', expected: '4,740', actual: '4,000' }),
    ]);
    night.adjustedAmount = 4740;
    expect(ofRule(runCheck(check, adjusted), 'otherAmount')).toEqual([]);
  });

  it('reports other 总价措施 outside 0–5 % (WARN)', () => {
    const project = cleanProject();
    measure(project, 's2').rate = 5.5;
    refresh(project);
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'measuresRateCheck.otherRate',
        severity: 'WARN',
        rowId: 's2',
        actual: '5.5%',
      }),
    ]);
  });

  it('reports 措施 ÷ 分部分项 outside 3–25 %', () => {
    const project = cleanProject();
    unitOf(project).bills.find((b) => b.id === 'm1')!.quantity = 20000;
    unitOf(project).bills.find((b) => b.id === 'm1')!.amount = 600000;
    refresh(project);
    const [finding] = runCheck(check, project);
    expect(finding).toMatchObject({
      rule: 'measuresRateCheck.measuresShare',
      severity: 'WARN',
      nodeId: 'u1',
      expected: '3%–25%',
    });
    expect(finding!.actual).toBe(`${round((681475 / 1185000) * 100)}%`);
    expect(
      runCheck(check, project, {
        overrides: [override('measuresRateCheck.measuresShare', { max: 60 })],
      }),
    ).toEqual([]);
  });

  it('reports a multi-storey structure without scaffolding or formwork items', () => {
    const project = cleanProject();
    unitOf(project).bills = unitOf(project).bills.filter((b) => b.kind === 'item');
    refresh(project);
    const findings = ofRule(runCheck(check, project), 'scaffoldingFormwork');
    expect(findings.map((f) => [f.expected, f.params.missing, f.severity])).toEqual([
      ['011701', '脚手架', 'WARN'],
      ['011702', '模板', 'WARN'],
    ]);
    expect(findings[0]!.params.floors).toBe(6);
    // A single-storey building, or a threshold above its storeys.
    project.floors = 1;
    expect(ofRule(runCheck(check, project), 'scaffoldingFormwork')).toEqual([]);
    project.floors = 6;
    const overrides = [override('measuresRateCheck.scaffoldingFormwork', { min: 8 })];
    expect(ofRule(runCheck(check, project, { overrides }), 'scaffoldingFormwork')).toEqual([]);
  });

  it('skips a disabled rule', () => {
    const project = cleanProject();
    measure(project, 's1').rate = 6;
    refresh(project);
    const overrides = [override('measuresRateCheck.safetyRate', { enabled: false })];
    expect(runCheck(check, project, { overrides })).toEqual([]);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });

  it('given 安全文明施工费 at 3.5 % of 分部分项 alone, when 单价措施 is part of the base, finds it within the regulated 1.5–4 %, and a regional rate from the rule table', () => {
    const project = cleanProject();
    const safety = measure(project, 's1');
    safety.base = 'FBFXHJ';
    safety.rate = 4.2; // 49,770 = 4.2 % of 1,185,000, 3.62 % of 1,375,000
    refresh(project);
    expect(ofRule(runCheck(check, project), 'safetyRate')).toEqual([]);
    const regional = override('measuresRateCheck.safetyRate', { region: '广东', min: 1.5, max: 3 });
    expect(ofRule(runCheck(check, project, { overrides: [regional] }), 'safetyRate')).toEqual([]);
    project.region = '广东';
    const [finding, ...rest] = ofRule(
      runCheck(check, project, { overrides: [regional] }),
      'safetyRate',
    );
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ expected: '1.5%–3%', actual: '3.62%' });
    expect(finding!.params.base).toBe('1,375,000');
  });
});
