import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { effectiveTargets, rollUpSums, type TargetValue, type TreeNode } from './rollup';

// 公司 → 造价中心 → 一部, 二部; 公司 → 咨询中心 → 三部 → 三部一组
const TREE: TreeNode[] = [
  { id: 'center-cost', parentId: null },
  { id: 'cost-1', parentId: 'center-cost' },
  { id: 'cost-2', parentId: 'center-cost' },
  { id: 'center-consult', parentId: null },
  { id: 'consult-3', parentId: 'center-consult' },
  { id: 'consult-3a', parentId: 'consult-3' },
];
const months = (each: string) => Array.from({ length: 12 }, () => new Decimal(each));
const target = (annual: string, each: string): TargetValue => ({
  annual: new Decimal(annual),
  months: months(each),
});
const text = (values: readonly Decimal[] | undefined) => values?.map((v) => v.toFixed(2));

describe('actuals roll up the tree', () => {
  it('adds every department below, three levels deep, and its own', () => {
    const rolled = rollUpSums(
      TREE,
      new Map([
        ['cost-1', months('1.10')],
        ['cost-2', months('2.20')],
        ['consult-3', months('0.01')],
        ['consult-3a', months('0.02')],
        ['center-consult', months('5.00')],
      ]),
    );
    expect(text(rolled.get('center-cost'))?.[0]).toBe('3.30');
    expect(text(rolled.get('consult-3'))?.[11]).toBe('0.03');
    expect(text(rolled.get('center-consult'))?.[5]).toBe('5.03');
    expect(rolled.get('cost-1')?.[0]?.toFixed(2)).toBe('1.10');
  });

  it('leaves out departments without anything below them', () => {
    const rolled = rollUpSums(TREE, new Map([['cost-1', months('1')]]));
    expect([...rolled.keys()].sort()).toEqual(['center-cost', 'cost-1']);
  });
});

describe('targets: own or the children’s sum', () => {
  it('gives a parent without its own target its children’s sum, month by month', () => {
    const { effective, mismatches, topLevelSum } = effectiveTargets(
      TREE,
      new Map([
        ['cost-1', target('120.00', '10.00')],
        ['cost-2', target('60.00', '5.00')],
        ['consult-3a', target('12.12', '1.01')],
      ]),
    );
    expect(mismatches).toEqual([]);
    expect(effective.get('center-cost')).toMatchObject({ source: 'children' });
    expect(effective.get('center-cost')!.annual.toFixed(2)).toBe('180.00');
    expect(effective.get('center-cost')!.months[3]!.toFixed(2)).toBe('15.00');
    // Three levels: 三部一组 → 三部 → 咨询中心.
    expect(effective.get('center-consult')!.annual.toFixed(2)).toBe('12.12');
    expect(topLevelSum.toFixed(2)).toBe('192.12');
  });

  it('keeps a parent’s own target and counts it once in the company total', () => {
    const { effective, mismatches, topLevelSum } = effectiveTargets(
      TREE,
      new Map([
        ['center-cost', target('180.00', '15.00')],
        ['cost-1', target('120.00', '10.00')],
        ['cost-2', target('60.00', '5.00')],
        ['consult-3', target('50.00', '4.00')],
      ]),
    );
    expect(mismatches).toEqual([]);
    expect(effective.get('center-cost')!.source).toBe('own');
    expect(topLevelSum.toFixed(2)).toBe('230.00');
  });

  it('names a parent whose children do not add up to its own target', () => {
    const { mismatches } = effectiveTargets(
      TREE,
      new Map([
        ['center-consult', target('100.00', '0')],
        ['consult-3a', target('99.99', '0')],
      ]),
    );
    // 三部 has no own target: it takes 99.99 from 三部一组, which falls 0.01 short of 咨询中心.
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]!.departmentId).toBe('center-consult');
    expect(mismatches[0]!.childrenSum.toFixed(2)).toBe('99.99');
  });

  it('accepts a parent with its own target whose children have none', () => {
    const { effective, mismatches } = effectiveTargets(
      TREE,
      new Map([['center-cost', target('10.00', '0')]]),
    );
    expect(mismatches).toEqual([]);
    expect(effective.has('cost-1')).toBe(false);
  });
});
