import { describe, expect, it } from 'vitest';
import { addDays, certificateStatus } from './status';

describe('certificate status by dates', () => {
  const today = '2026-03-02';

  it('is valid without an expiry and beyond 90 days', () => {
    expect(certificateStatus(null, today)).toEqual({ status: 'valid', daysLeft: null });
    expect(certificateStatus(addDays(today, 91), today)).toEqual({ status: 'valid', daysLeft: 91 });
    expect(addDays(today, 91)).toBe('2026-06-01');
  });

  it('is expiring from 90 days before the last valid day to that day itself', () => {
    expect(certificateStatus('2026-05-31', '2026-03-03')).toEqual({
      status: 'expiring',
      daysLeft: 89,
    });
    expect(certificateStatus(addDays(today, 90), today)).toEqual({
      status: 'expiring',
      daysLeft: 90,
    });
    expect(certificateStatus(today, today)).toEqual({ status: 'expiring', daysLeft: 0 });
  });

  it('is expired the day after its last valid day', () => {
    expect(certificateStatus('2026-03-01', today)).toEqual({ status: 'expired', daysLeft: -1 });
    expect(certificateStatus('2025-03-02', today)).toEqual({ status: 'expired', daysLeft: -365 });
  });

  it('adds days across month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
