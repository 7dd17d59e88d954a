import { flowCategories } from './fixtures';
import {
  categoryColour,
  favouriteCategories,
  FLOW_CARD_COLOURS,
  startableCategories,
  toggleFavourite,
} from './startFlow';

describe('startableCategories', () => {
  it('keeps only PC-enabled flows, ordered by sort, and drops categories left empty', () => {
    const categories = startableCategories(flowCategories);
    expect(categories.map((category) => category.value)).toEqual([
      '业务流程',
      '财务流程',
      '行政流程',
    ]);
    expect(categories[0]?.children.map((flow) => flow.name)).toEqual(['合同审批', '项目立项']);
  });

  it('leaves out a flow without config (PC not enabled)', () => {
    expect(
      startableCategories([{ value: 'x', children: [{ id: '1', name: 'a', key: 'a' }] }]),
    ).toEqual([]);
  });
});

describe('favouriteCategories', () => {
  it('keeps only favourite flows and the categories that have some', () => {
    const categories = favouriteCategories(startableCategories(flowCategories), [
      'invoice_apply',
      'unknown',
    ]);
    expect(categories).toEqual([
      { value: '财务流程', children: [expect.objectContaining({ key: 'invoice_apply' })] },
    ]);
  });
});

describe('toggleFavourite', () => {
  it('adds a key that is not a favourite', () => {
    expect(toggleFavourite(['a'], 'b')).toEqual({ keys: ['a', 'b'], favourited: true });
  });

  it('removes a key that is a favourite', () => {
    expect(toggleFavourite(['a', 'b'], 'a')).toEqual({ keys: ['b'], favourited: false });
  });
});

describe('categoryColour', () => {
  it('is one of the five colours and the same for the same category', () => {
    expect(FLOW_CARD_COLOURS).toHaveLength(5);
    for (const value of ['业务流程', '财务流程', '行政流程', 'a', '']) {
      expect(FLOW_CARD_COLOURS).toContain(categoryColour(value));
      expect(categoryColour(value)).toBe(categoryColour(value));
    }
  });

  it('spreads categories over all five colours', () => {
    const colours = new Set(
      Array.from({ length: 40 }, (_, index) => categoryColour(`分类${index}`)),
    );
    expect(colours.size).toBe(5);
  });
});
