import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { checkFactors, computeFactors, type FactorInput } from './engine';

const f = (code: string, value: string | null, formula: string | null = null): FactorInput => ({
  code,
  name: code,
  value,
  formula,
});
const FEATURES = new Set(['建筑面积', '地上层数']);

describe('checkFactors', () => {
  it('accepts values and formulas over factors and features', () => {
    expect(checkFactors([f('A', '2'), f('B', null, 'A*建筑面积/1000')], FEATURES)).toEqual([]);
  });

  it('finds each factor of a cycle with the shortest path through it and the place', () => {
    const issues = checkFactors(
      [f('A', null, '1+B'), f('B', null, 'C'), f('C', null, '地上层数*A'), f('D', null, 'A')],
      FEATURES,
    );
    expect(issues.map((issue) => [issue.code, issue.kind, issue.path, issue.position])).toEqual([
      ['A', 'circularReference', ['A', 'B', 'C', 'A'], 2],
      ['B', 'circularReference', ['B', 'C', 'A', 'B'], 0],
      ['C', 'circularReference', ['C', 'A', 'B', 'C'], 5],
    ]);
    expect(issues[0]!.message.zh).toContain('A → B → C → A');
  });

  it('reports unknown symbols, self reference and syntax with positions, all at once', () => {
    const issues = checkFactors(
      [f('A', null, 'X+Y'), f('B', null, 'B*2'), f('C', null, '(1+'), f('D', null, '1/0')],
      FEATURES,
    );
    expect(issues.map((issue) => [issue.code, issue.kind, issue.position])).toEqual([
      ['A', 'unknownSymbol', 0],
      ['A', 'unknownSymbol', 2],
      ['B', 'selfReference', 0],
      ['C', 'syntax', 3],
      ['D', 'divisionByZero', 1],
    ]);
  });

  it('checks codes: format, duplicates, feature names; a value or a formula, not both', () => {
    const issues = checkFactors(
      [f('1A', '1'), f('K', '1'), f('k', '2'), f('建筑面积', '3'), f('E', null), f('G', '1', 'K')],
      FEATURES,
    );
    expect(issues.map((issue) => [issue.index, issue.kind])).toEqual([
      [0, 'invalidCode'],
      [2, 'duplicateCode'],
      [3, 'shadowsFeature'],
      [4, 'noValue'],
      [5, 'valueAndFormula'],
    ]);
  });
});

describe('computeFactors', () => {
  it('computes in dependency order in decimals', () => {
    const results = computeFactors(
      [f('HJMJ', null, 'JZMJ/HS'), f('JZMJ', null, '建筑面积'), f('HS', '3')],
      new Map([['建筑面积', new Decimal('100')]]),
    );
    expect(results.map((result) => result.value?.toFixed(4))).toEqual([
      '33.3333',
      '100.0000',
      '3.0000',
    ]);
  });

  it('gives no value to a factor with an error nor to those depending on it', () => {
    const results = computeFactors(
      [f('A', null, 'B'), f('B', null, 'A'), f('C', null, 'A+1'), f('D', '5')],
      new Map(),
    );
    expect(results.map((result) => result.value?.toString() ?? null)).toEqual([
      null,
      null,
      null,
      '5',
    ]);
    expect(results[2]!.issues).toEqual([]);
  });
});
