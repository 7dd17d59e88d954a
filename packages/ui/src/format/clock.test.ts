import { formatClock } from './clock';

// 2026-11-22 14:05:09 in Shanghai (UTC+8, no daylight saving).
const instant = new Date(Date.UTC(2026, 10, 22, 6, 5, 9));

describe('formatClock', () => {
  it.each([
    ['zh', '2026年11月22日 星期日 14:05:09'],
    ['en', 'Sunday, November 22, 2026 14:05:09'],
    ['es', 'domingo, 22 de noviembre de 2026 14:05:09'],
  ] as const)('in %s writes %s', (language, expected) => {
    expect(formatClock(instant, language, 'Asia/Shanghai')).toBe(expected);
  });

  it('uses a 24-hour clock with leading zeros', () => {
    expect(formatClock(new Date(Date.UTC(2026, 0, 4, 16, 0, 1)), 'zh', 'Asia/Shanghai')).toBe(
      '2026年1月5日 星期一 00:00:01',
    );
  });
});
