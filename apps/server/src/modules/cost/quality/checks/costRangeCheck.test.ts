import { describe, expect, it } from 'vitest';
import type { LibraryStats, Percentiles } from '../../engine/model';
import { round } from '../../engine/model';
import { costRangeCheck } from './costRangeCheck';
import { cleanProject, generatedFindings, override, runCheck } from './fixture-fee.test-support';

const check = costRangeCheck;

function library(n: number, p10: number, p90: number): LibraryStats {
  const stats: Percentiles = {
    n,
    p1: p10 * 0.8,
    p10,
    p50: (p10 + p90) / 2,
    p90,
    p99: p90 * 1.2,
    mean: (p10 + p90) / 2,
    sd: 100,
  };
  return { billPrices: {}, resourcePrices: {}, costPerM2: { 'residential-multi': stats } };
}

/** The fixture at `perM2` 元/m². */
function atCost(perM2: number, kind: Parameters<typeof cleanProject>[0] = {}) {
  const project = cleanProject(kind);
  project.area = round(project.nodes[0]!.amount! / perM2);
  return project;
}

describe('costRangeCheck', () => {
  it('finds nothing within the kind’s default range', () => {
    expect(runCheck(check, cleanProject())).toEqual([]);
    expect(runCheck(check, atCost(2790))).toEqual([]);
  });

  it('reports a missing floor area as an ERROR, and takes the root node’s area', () => {
    const project = cleanProject();
    project.area = null;
    expect(runCheck(check, project)).toEqual([
      expect.objectContaining({
        rule: 'costRangeCheck.areaMissing',
        severity: 'ERROR',
        nodeId: 'p',
        rowKind: 'node',
        rowLabel: '示例住宅楼',
        expected: '> 0',
        actual: null,
      }),
    ]);
    project.area = 0;
    expect(runCheck(check, project)[0]).toMatchObject({
      rule: 'costRangeCheck.areaMissing',
      actual: '0',
    });
    project.area = null;
    project.nodes[0]!.area = round(project.nodes[0]!.amount! / 2300);
    expect(runCheck(check, project)).toEqual([]);
  });

  it('warns outside the default range of the project’s kind', () => {
    const findings = runCheck(check, atCost(3000));
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'costRangeCheck.costPerM2',
        severity: 'WARN',
        nodeId: 'p',
        expected: '1,800元/m²–2,800元/m²',
        actual: '3,000元/m²',
      }),
    ]);
    expect(findings[0]!.params).toMatchObject({ source: '默认', sourceEn: 'default' });
    // The same cost is cheap for a high-rise office; a project of no kind has no range.
    expect(runCheck(check, atCost(3000, { kind: 'office-high' }))[0]?.expected).toBe(
      '4,500元/m²–7,500元/m²',
    );
    expect(runCheck(check, atCost(3000, { kind: null }))).toEqual([]);
    const overrides = [
      override('costRangeCheck.costPerM2', { projectKind: 'residential-multi', max: 3200 }),
    ];
    expect(runCheck(check, atCost(3000), { overrides })).toEqual([]);
  });

  it('uses the library’s P10–P90 once it holds 30 projects of the kind', () => {
    const project = cleanProject();
    const [finding] = runCheck(check, project, { library: library(30, 2400, 3000) });
    expect(finding).toMatchObject({
      rule: 'costRangeCheck.costPerM2',
      expected: '2,400元/m²–3,000元/m²',
      actual: '2,300元/m²',
    });
    expect(finding!.params.sourceEn).toBe('library P10–P90 (30 comparable projects)');
    expect(runCheck(check, project, { library: library(29, 2400, 3000) })).toEqual([]);
    expect(runCheck(check, atCost(2900), { library: library(30, 2400, 3000) })).toEqual([]);
  });

  it('finds nothing in a generated clean project or its bid, and finds the planted defect', () => {
    const { clean, bid, planted } = generatedFindings(check);
    expect(clean).toEqual([]);
    expect(bid).toEqual([]);
    expect(planted.length).toBeGreaterThan(0);
  });
});
