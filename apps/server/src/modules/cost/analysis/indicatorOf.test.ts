import { describe, expect, it } from 'vitest';
import { LIBRARY_MIN_SAMPLES } from '../quality/checks/support-bill';
import { indicatorOf } from './service';

const band = (p10: number, p50: number, p90: number) => ({ n: LIBRARY_MIN_SAMPLES, p10, p50, p90 });

describe('indicatorOf', () => {
  it('given a one-figure band (P10 = P50 = P90) and a value that reads the same, judges it normal', () => {
    // 9 ÷ 109 as the library's percentile_cont gives it, and as the project's own figures give it
    const library = band(8.256880733944955, 8.256880733944955, 8.256880733944955);
    const indicator = indicatorOf('taxShare', 8.256880733944953, library, null);
    expect(indicator).toMatchObject({ p10: '8.26', p50: '8.26', p90: '8.26', value: '8.26' });
    expect(indicator.status).toBe('ok');
  });

  it('given a value that reads below or above the band, judges it low or high', () => {
    const library = band(8.26, 8.26, 8.26);
    expect(indicatorOf('taxShare', 8.2, library, null).status).toBe('low');
    expect(indicatorOf('taxShare', 8.31, library, null).status).toBe('high');
  });

  it('given no range, leaves the value unjudged', () => {
    expect(indicatorOf('total', 100, undefined, null).status).toBe('unknown');
  });
});
