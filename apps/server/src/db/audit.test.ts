import { describe, expect, it } from 'vitest';
import { containing, literalLike, pathUnder } from './audit';

describe('LIKE patterns', () => {
  it('take a typed % _ or \\ literally', () => {
    expect(literalLike('a_b%c\\d')).toBe('a\\_b\\%c\\\\d');
    expect(containing('50%')).toBe('%50\\%%');
  });
});

describe('pathUnder', () => {
  it('refuses a move under the row itself or under one of its descendants', () => {
    expect(pathUnder({ id: 'east', parentIds: '' }, 'east')).toBeUndefined();
    expect(pathUnder({ id: 'nanjing', parentIds: 'east,jiangsu,' }, 'east')).toBeUndefined();
    expect(pathUnder({ id: 'nanjing', parentIds: 'east,jiangsu,' }, 'jiangsu')).toBeUndefined();
  });

  it('does not take an ancestor whose id ends with the moving row’s id for the row', () => {
    // "north-east" is not "east": moving east under a child of north-east is no cycle.
    expect(pathUnder({ id: 'harbin', parentIds: 'north-east,' }, 'east')).toBe(
      'north-east,harbin,',
    );
  });
});
