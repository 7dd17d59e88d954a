import { describe, expect, it } from 'vitest';
import { checkFeatures, displayValue, leadingNumber, type FeatureAttr } from './features';

const attr = (overrides: Partial<FeatureAttr> & { name: string }): FeatureAttr => ({
  type: 'text',
  unit: null,
  options: [],
  required: false,
  min: null,
  max: null,
  ...overrides,
});

const AREA = attr({ name: '建筑面积', type: 'number', unit: 'm²', required: true, min: '0' });
const FLOORS = attr({ name: '地上层数', type: 'integer', unit: '层', min: '0', max: '200' });
const STRUCTURE = attr({ name: '结构类型', type: 'select', options: ['框架结构', '剪力墙结构'] });

describe('checkFeatures', () => {
  it('reads numbers with commas and their unit, and stores the plain number', () => {
    expect(
      checkFeatures([AREA, FLOORS, STRUCTURE], {
        建筑面积: '12,500.50 m²',
        地上层数: '18层',
        结构类型: '剪力墙结构',
      }),
    ).toEqual({
      values: { 建筑面积: '12500.50', 地上层数: '18', 结构类型: '剪力墙结构' },
      errors: [],
    });
  });

  it('reports every error with an actionable message', () => {
    const { errors, values } = checkFeatures([AREA, FLOORS, STRUCTURE], {
      地上层数: '201',
      结构类型: '木结构',
    });
    expect(values).toEqual({});
    expect(errors.map((error) => [error.name, error.kind])).toEqual([
      ['建筑面积', 'required'],
      ['地上层数', 'aboveMax'],
      ['结构类型', 'notOption'],
    ]);
    expect(errors[1]!.message.zh).toBe('「地上层数」不能大于 200');
    expect(errors[2]!.message.zh).toBe('「结构类型」须为以下之一：框架结构、剪力墙结构');
    expect(errors[2]!.message.en).toBe('“结构类型” must be one of: 框架结构, 剪力墙结构');
  });

  it('refuses text in numbers, fractions in integers and values below the minimum', () => {
    const { errors } = checkFeatures([AREA, FLOORS], { 建筑面积: '-5', 地上层数: '2.5' });
    expect(errors.map((error) => error.kind)).toEqual(['belowMin', 'notInteger']);
    expect(checkFeatures([AREA], { 建筑面积: '约一万' }).errors[0]!.message.zh).toContain(
      '须为数字（单位 m²）',
    );
  });

  it('shows a stored number without its unit and reads leading numbers', () => {
    expect(displayValue(AREA, '8,600.00 m²')).toBe('8600.00');
    expect(displayValue(AREA, '约一万')).toBe('约一万');
    expect(leadingNumber('98.2 m')?.toString()).toBe('98.2');
    expect(leadingNumber('7度')?.toString()).toBe('7');
    expect(leadingNumber('剪力墙结构')).toBeNull();
  });
});
