import { describe, expect, it } from 'vitest';
import { markTarget } from './unusualBills';

describe('markTarget', () => {
  it('opens the bill analysis when a price check flags the bill', () => {
    expect(markTarget(['expandCheck'])).toBe('bill');
    expect(markTarget(['isUnusual'])).toBe('bill');
    expect(markTarget(['materialCheck', 'quantityCheck'])).toBe('bill');
  });

  it('opens the indicator analysis when only content, ratio or cost checks flag it', () => {
    expect(markTarget(['quantityCheck'])).toBe('indicators');
    expect(markTarget(['relativityCheck', 'economicCheck'])).toBe('indicators');
  });
});
