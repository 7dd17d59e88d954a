import { cycleText, feeTableRows, insertAtCaret, splitAtPosition } from './feeFormula';

describe('insertAtCaret', () => {
  it('puts the code at the caret, in place of a selection, or at the end without a caret', () => {
    expect(insertAtCaret('A+', 2, 2, 'B')).toEqual({ formula: 'A+B', caret: 3 });
    expect(insertAtCaret('(+)', 1, 1, 'FBFXHJ')).toEqual({ formula: '(FBFXHJ+)', caret: 7 });
    expect(insertAtCaret('A+XX*2', 2, 4, 'B')).toEqual({ formula: 'A+B*2', caret: 3 });
    expect(insertAtCaret('A+', null, null, 'B')).toEqual({ formula: 'A+B', caret: 3 });
    expect(insertAtCaret('A', 9, 9, 'B')).toEqual({ formula: 'AB', caret: 2 });
  });
});

describe('splitAtPosition and cycleText', () => {
  it('splits the formula around the character an issue points at, the end included', () => {
    expect(splitAtPosition('A+*2', 2)).toEqual({ before: 'A+', at: '*', after: '2' });
    expect(splitAtPosition('A+', 2)).toEqual({ before: 'A+', at: '', after: '' });
  });
  it('writes a cycle with arrows', () => {
    expect(cycleText(['D', 'G', 'F', 'D'])).toBe('D → G → F → D');
  });
});

describe('feeTableRows', () => {
  it('flattens the tree in order with each row’s parent and place among its siblings', () => {
    const row = (id: string, children: never[] = []) =>
      ({ id, children }) as unknown as Parameters<typeof feeTableRows>[0][number];
    const tree = [row('a'), { ...row('c'), children: [row('c1'), row('c2')] }];
    expect(feeTableRows(tree).map(({ id, parentId, order }) => [id, parentId, order])).toEqual([
      ['a', null, 0],
      ['c', null, 1],
      ['c1', 'c', 0],
      ['c2', 'c', 1],
    ]);
  });
});
