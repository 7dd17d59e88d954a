import { describe, expect, it } from 'vitest';
import { pageAnswer, pageOffset } from './paging';

describe('paging', () => {
  it('offsets pages counted from 1', () => {
    expect(pageOffset({ pageNo: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ pageNo: 3, pageSize: 20 })).toBe(40);
  });

  it('answers the window, the total and the rows', () => {
    expect(pageAnswer({ pageNo: 2, pageSize: 10 }, 11, ['k'])).toEqual({
      pageNo: 2,
      pageSize: 10,
      total: 11,
      data: ['k'],
    });
  });
});
