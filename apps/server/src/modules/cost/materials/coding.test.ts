import { describe, expect, it } from 'vitest';
import { CATALOGUE_ENTRIES } from './catalogue';
import { conversionFactor, proposeCoding, transformQuantity } from './coding';
import { normaliseText, similarity } from './similarity';

describe('text similarity', () => {
  it('folds width, case, spacing and diameter signs', () => {
    expect(normaliseText('ＨＲＢ400　φ10 以内')).toBe(normaliseText('HRB400Φ10以内'));
    expect(similarity('钢筋 HRB400', 'ｈｒｂ400钢筋')).toBeGreaterThan(0.5);
    expect(similarity('商品混凝土', '商品混凝土')).toBe(1);
    expect(similarity('商品混凝土', '防水卷材')).toBe(0);
    expect(similarity('', '水')).toBe(0);
  });
});

describe('proposing a catalogue code', () => {
  it('takes the same code when the units fit', () => {
    expect(proposeCoding({ code: '80210023', name: '砼', spec: '', unit: '立方米' })).toEqual({
      catalogueCode: '80210023',
      confidence: 1,
      method: 'code',
    });
  });

  it('falls back to name, spec and unit similarity for another code', () => {
    expect(
      proposeCoding({ code: 'A-17', name: '商品混凝土', spec: 'C40', unit: 'm³' }),
    ).toMatchObject({ catalogueCode: '80210026', method: 'similar' });
    expect(
      proposeCoding({ code: 'B-2', name: 'SBS改性沥青防水卷材', spec: '4 mm', unit: '㎡' }),
    ).toMatchObject({ catalogueCode: '13330102', method: 'similar' });
  });

  it('leaves uncoded what nothing resembles, or what only a wrong unit resembles', () => {
    expect(proposeCoding({ code: 'X', name: '纳米自洁涂层', spec: '特种', unit: 'm2' })).toBeNull();
    expect(proposeCoding({ code: 'X', name: '商品混凝土', spec: 'C30', unit: '个' })).toBeNull();
    // The same code with a unit that does not convert is not a code match.
    expect(proposeCoding({ code: '80210023', name: '扣件', spec: '', unit: '个' })).toMatchObject({
      catalogueCode: '35030201',
    });
  });

  it('is deterministic whatever the catalogue order', () => {
    const resource = { code: 'Q', name: '钢筋', spec: 'HRB400', unit: 't' };
    expect(proposeCoding(resource, [...CATALOGUE_ENTRIES].reverse())).toEqual(
      proposeCoding(resource, CATALOGUE_ENTRIES),
    );
  });
});

describe('unit conversion', () => {
  it('converts exactly between units of one dimension', () => {
    expect(conversionFactor('kg', 't')!.toFixed()).toBe('0.001');
    expect(conversionFactor('吨', '千克')!.toFixed()).toBe('1000');
    expect(conversionFactor('立方米', 'm³')!.toFixed()).toBe('1');
    expect(conversionFactor('千块', '块')!.toFixed()).toBe('1000');
    expect(conversionFactor('kg', 'm3')).toBeNull();
  });

  it('rounds converted quantities by the target unit', () => {
    expect(transformQuantity('12345.6789', '0.001', 't')).toBe('12.346');
    expect(transformQuantity('1.005', '1', 'm3')).toBe('1.01');
    expect(transformQuantity('2.5', '1', '个')).toBe('3');
  });
});
