import { fromSearchParams, NO_LIBRARY_FILTER, toSearchParams } from './libraryFilter';

describe('library filter', () => {
  it('sends only the parts given, trimmed; kind2 only under a kind1', () => {
    expect(toSearchParams(NO_LIBRARY_FILTER)).toEqual({});
    expect(
      toSearchParams({
        ...NO_LIBRARY_FILTER,
        searchContent: '  花园 ',
        kinds: ['', 'k-office'],
        priceDate: { start: '2026-01-01', end: '2026-03-31' },
        onlyWithErrors: true,
      }),
    ).toEqual({
      searchContent: '花园',
      priceDateFrom: '2026-01-01',
      priceDateTo: '2026-03-31',
      hasErrors: true,
    });
  });

  it('reads a saved condition back into the fields it came from', () => {
    const condition = {
      searchProjectKind: 'basement' as const,
      kind1: 'k-house',
      kind2: 'k-house-high',
      fileType: 'bid' as const,
      region: '广州',
      priceDateFrom: '2026-01-01',
    };
    const filter = fromSearchParams(condition);
    expect(filter.priceDate).toEqual({ start: '2026-01-01', end: '2026-01-01' });
    expect(toSearchParams({ ...filter, priceDate: null })).toEqual({
      searchProjectKind: 'basement',
      kind1: 'k-house',
      kind2: 'k-house-high',
      fileType: 'bid',
      region: '广州',
    });
  });
});
