import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [999, '999 Bytes'],
    [1000, '1 KB'],
    [1024, '1.02 KB'],
    [1500, '1.5 KB'],
    [999_999, '1 MB'],
    [2_345_678, '2.35 MB'],
    [1e9, '1 GB'],
    [1e12, '1 TB'],
    [1e15, '1 PB'],
    [1e18, '1 EB'],
    [1e21, '1 ZB'],
    [1e24, '1 YB'],
    [5e27, '5000 YB'],
  ])('writes %d bytes as %s (base 1000)', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([-1, NaN, Infinity])('gives an empty string for %d', (bytes) => {
    expect(formatFileSize(bytes)).toBe('');
  });
});
