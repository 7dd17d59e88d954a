import { describe, expect, it } from 'vitest';
import { BILLS } from '../sample/catalogue';
import { bestSubject, billSimilarity, distinctLibrary, rankSimilar } from './similar';
import { SUBJECTS, subjectByCode, subjectPath } from './subjects';

describe('subjects by bill code', () => {
  it('takes the longest matching appendix prefix', () => {
    expect(subjectByCode('010502001001')).toBe('0402');
    expect(subjectByCode('010515001003')).toBe('0407');
    expect(subjectByCode('010509001001')).toBe('04');
    expect(subjectByCode('010101001001')).toBe('01');
    expect(subjectByCode('030411001001')).toBe('1101');
    expect(subjectByCode('030801001001')).toBe('11');
    expect(subjectByCode('01B001')).toBeNull();
    expect(subjectByCode('040101001001')).toBeNull();
  });

  it('places every bill type the sample generator produces', () => {
    const unplaced = BILLS.filter((bill) => subjectByCode(`${bill.code9}001`) === null);
    expect(unplaced.map((bill) => bill.code9)).toEqual([]);
  });

  it('gives a subject its ancestors, root first', () => {
    expect(subjectPath('0402')).toEqual(['04', '0402']);
    expect(subjectPath('01')).toEqual(['01']);
    expect(SUBJECTS.filter((subject) => subject.parentCode === '04')).toHaveLength(7);
  });
});

describe('bill similarity', () => {
  const library = [
    {
      billId: 'a',
      subjectCode: '0402',
      name: '矩形柱',
      features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
      unit: 'm3',
    },
    {
      billId: 'b',
      subjectCode: '0403',
      name: '有梁板',
      features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
      unit: 'm3',
    },
    {
      billId: 'c',
      subjectCode: '0402',
      name: '矩形柱',
      features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
      unit: 'm3',
    },
  ];

  it('scores equal bills 1 and a differing unit lower', () => {
    const column = library[0]!;
    expect(billSimilarity(column, column)).toBe(1);
    expect(billSimilarity(column, { ...column, unit: 'm2' })).toBeCloseTo(0.8);
  });

  it('assigns a renamed bill to the subject of the most similar one, deterministically', () => {
    const renamed = {
      name: '现浇矩形柱',
      features: '混凝土种类：商品混凝土；强度等级：C30',
      unit: '立方米',
    };
    expect(bestSubject(renamed, library)).toMatchObject({ subjectCode: '0402' });
    expect(bestSubject(renamed, [...library].reverse())).toEqual(bestSubject(renamed, library));
    expect(bestSubject({ name: '成品保洁', features: '', unit: '项' }, library)).toBeNull();
  });

  it('compares bills that read the same once', () => {
    expect(distinctLibrary(library).map((bill) => bill.billId)).toEqual(['a', 'b']);
    expect(
      rankSimilar({ ...library[0]!, billId: 'a' }, library, 5).map((m) => m.bill.billId),
    ).toEqual(['c', 'b']);
  });
});
