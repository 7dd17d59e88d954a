import { formatFigure, formatTable, median, percentile, ratio } from './stats.mjs';

describe('bench statistics', () => {
  it('given an odd or even count, the median is the middle value or the mean of the two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('given a percentile, interpolates between closest ranks and ignores missing values', () => {
    const values = Array.from({ length: 101 }, (_, index) => index);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([10, 20], 95)).toBeCloseTo(19.5);
    expect(percentile([1, Number.NaN, 3], 100)).toBe(3);
    expect(percentile([7], 95)).toBe(7);
  });

  it('given a missing figure or a zero peer, the ratio is NaN and prints as a dash', () => {
    expect(ratio(10, 20)).toBe(0.5);
    expect(ratio(10, 0)).toBeNaN();
    expect(ratio(Number.NaN, 1)).toBeNaN();
    expect(formatFigure(Number.NaN, 'ms')).toBe('—');
    expect(formatFigure(12.345, 'ms')).toBe('12.3 ms');
    expect(formatFigure(3 * 1024 * 1024, 'MB')).toBe('3.0 MB');
  });

  it('given rows, pads each column to its widest cell', () => {
    expect(
      formatTable([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]).split('\n'),
    ).toEqual(['a    bb', '───  ──', 'ccc  d ']);
  });
});
