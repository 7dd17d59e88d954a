import { describe, expect, it } from 'vitest';
import { billOf, cleanProject } from './checks/fixture-bill.test-support';
import {
  INTERNAL_RULE,
  QUALITY_CHECKS,
  allRuleDefs,
  render,
  ruleTitle,
  runCheckList,
  runChecks,
} from './registry';
import { ruleLookup } from './rules';
import { CHECK_IDS, type CheckInput, type Finding, type QualityCheck } from './types';

const inputOf = (project = cleanProject()): CheckInput => ({
  project,
  rules: ruleLookup(allRuleDefs(), [], project),
});

const finding = (over: Partial<Finding>): Finding => ({
  check: 'checkBillPrice',
  rule: 'x.y',
  severity: 'WARN',
  nodeId: null,
  rowKind: 'bill',
  rowId: 'b1',
  rowLabel: '010101001001 平整场地',
  expected: null,
  actual: null,
  params: {},
  ...over,
});

const fake = (id: QualityCheck['id'], run: QualityCheck['run']): QualityCheck => ({
  id,
  title: { zh: `中文${id}`, en: `English ${id}`, es: `Español ${id}` },
  rules: [],
  run,
});

describe('the registry', () => {
  it('lists every check in CHECK_IDS order, with unique rule keys under their check', () => {
    expect(QUALITY_CHECKS.map((check) => check.id)).toEqual([...CHECK_IDS]);
    const keys = allRuleDefs().map((rule) => rule.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of allRuleDefs()) expect(rule.key.startsWith(`${rule.check}.`)).toBe(true);
  });

  it('runs every registered check on a clean project without internal errors', () => {
    const run = runChecks(inputOf());
    expect(run.findings.filter((f) => f.rule === INTERNAL_RULE)).toEqual([]);
    for (const check of QUALITY_CHECKS) expect(run.timings[check.id]).toBeTypeOf('number');
    expect(Object.keys(run.byCheck)).toEqual([...CHECK_IDS]);
  });

  it('finds a planted defect and counts it under its check', () => {
    const project = cleanProject();
    billOf(project, project.units[Object.keys(project.units)[0]!]!.bills[0]!.id).norms = [];
    const run = runChecks(inputOf(project), ['analyzerBillAndMaterial']);
    expect(run.findings.map((f) => f.rule)).toContain('analyzerBillAndMaterial.billHasNorms');
    expect(run.byCheck.analyzerBillAndMaterial).toBe(run.findings.length);
  });

  it('isolates a check that throws: one ERROR naming it, the others still run', () => {
    const checks = [
      fake('analyzerBillAndMaterial', () => [finding({ check: 'analyzerBillAndMaterial' })]),
      fake('checkBillPrice', () => {
        throw new Error('boom');
      }),
      fake('taxCheck', () => [finding({ check: 'taxCheck' }), finding({ check: 'taxCheck' })]),
    ];
    const run = runCheckList(checks, inputOf());
    expect(run.byCheck).toMatchObject({
      analyzerBillAndMaterial: 1,
      checkBillPrice: 1,
      taxCheck: 2,
      expandCheck: 0,
    });
    const internal = run.findings.find((f) => f.rule === INTERNAL_RULE)!;
    expect(internal).toMatchObject({ check: 'checkBillPrice', severity: 'ERROR', rowId: null });
    expect(render(internal, 'zh')).toContain('boom');
    expect(ruleTitle(INTERNAL_RULE, 'en')).toMatch(/internal error/);
  });

  it('runs only the listed checks', () => {
    let ran = '';
    const checks = [
      fake('checkBillPrice', () => ((ran += 'price'), [])),
      fake('taxCheck', () => ((ran += 'tax'), [])),
    ];
    runCheckList(checks, inputOf(), ['taxCheck']);
    expect(ran).toBe('tax');
  });

  it('reports after each wanted check how many of them are done', () => {
    const checks = [
      fake('checkBillPrice', () => []),
      fake('taxCheck', () => []),
      fake('expandCheck', () => []),
    ];
    const heard: [number, number][] = [];
    runCheckList(checks, inputOf(), ['taxCheck', 'expandCheck'], (done, total) =>
      heard.push([done, total]),
    );
    expect(heard).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('renders a message in each language, filling placeholders and leaving unknown ones', () => {
    const def = allRuleDefs().find((rule) => rule.key === 'analyzerBillAndMaterial.billHasNorms')!;
    const f = finding({ check: 'analyzerBillAndMaterial', rule: def.key, params: { row: 'R1' } });
    expect(render(f, 'zh')).toBe(def.message.zh.replace('{row}', 'R1'));
    expect(render(f, 'en')).toBe(def.message.en.replace('{row}', 'R1'));
    expect(render(f, 'es')).toContain('R1');
    expect(render(f, 'es')).toContain('{price}');
    expect(ruleTitle(def.key, 'zh')).toBe(def.title.zh);
  });
});
