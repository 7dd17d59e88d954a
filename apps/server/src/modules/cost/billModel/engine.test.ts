import { describe, expect, it } from 'vitest';
import { composeFeatures, parseFeatures, valuesForModel } from './attributes';
import { inferBillBook } from './books';
import { placeBills, type ModelText } from './placement';

describe('features and attributes', () => {
  it('reads numbered lines with either colon and skips lines without one', () => {
    expect(
      parseFeatures('1. 混凝土种类：商品混凝土\n2.混凝土强度等级: C30\n说明文字\n3、部位：柱'),
    ).toEqual([
      { name: '混凝土种类', value: '商品混凝土' },
      { name: '混凝土强度等级', value: 'C30' },
      { name: '部位', value: '柱' },
    ]);
  });

  it('writes values back as numbered lines that read the same', () => {
    const values = [
      { name: '土壤类别', value: '三类土' },
      { name: '弃土运距', value: '5km' },
    ];
    expect(composeFeatures(values)).toBe('1. 土壤类别：三类土\n2. 弃土运距：5km');
    expect(parseFeatures(composeFeatures(values))).toEqual(values);
  });

  it('gives every model attribute a value, empty when the features lack it', () => {
    expect(
      valuesForModel(
        [
          { name: '混凝土种类', fixValue: '商品混凝土' },
          { name: '部位', fixValue: null },
        ],
        '1. 混凝土种类：现拌混凝土',
      ),
    ).toEqual([
      { name: '混凝土种类', value: '现拌混凝土' },
      { name: '部位', value: '' },
    ]);
  });
});

describe('bill books', () => {
  it('infers GB 50500-2013 from 12-digit appendix codes only', () => {
    expect(inferBillBook(['010501003001', '030411001002'])?.version).toBe('GB 50500-2013');
    expect(inferBillBook(['010501003001', '01B001'])).toBeNull();
    expect(inferBillBook([])).toBeNull();
  });
});

describe('placing bills on models', () => {
  const models: ModelText[] = [
    { id: 'm-col', code: '010502001', name: '矩形柱', unit: 'm3', features: '1. 混凝土种类：' },
    { id: 'm-col2', code: '010502001', name: '构造柱', unit: 'm3', features: '' },
    { id: 'm-beam', code: '010503002', name: '矩形梁', unit: 'm3', features: '' },
  ];
  const bill = (id: string, code: string, name: string, unit = 'm3') => ({
    id,
    code,
    name,
    unit,
    features: '',
  });

  it('places by code prefix (the most similar name among several), then by similarity', () => {
    const result = placeBills(
      [
        bill('b1', '010502001001', '构造柱'),
        bill('b2', '010502001002', '矩形柱'),
        bill('b3', '01B001', '矩形梁（补充）'),
        bill('b4', '01B002', '成品保护', '项'),
        bill('b5', '010503002001', '矩形梁'),
      ],
      models,
      new Set(['b5']),
    );
    expect(result.placements.slice(0, 2)).toEqual([
      { billId: 'b1', modelId: 'm-col2', method: 'code', score: null },
      { billId: 'b2', modelId: 'm-col', method: 'code', score: null },
    ]);
    expect(result.placements[2]).toMatchObject({
      billId: 'b3',
      modelId: 'm-beam',
      method: 'similar',
    });
    expect(Number(result.placements[2]!.score)).toBeGreaterThanOrEqual(0.6);
    expect(result.placements).toHaveLength(3);
    expect(result).toMatchObject({ byCode: 2, bySimilarity: 1, unmatched: 1, kept: 1 });
  });

  it('leaves everything unmatched without models', () => {
    expect(placeBills([bill('b1', '010502001001', '矩形柱')], [], new Set())).toMatchObject({
      placements: [],
      unmatched: 1,
    });
  });
});
