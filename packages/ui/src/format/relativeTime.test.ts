import { formatRelativeTime } from './relativeTime';

const now = new Date(2026, 10, 22, 14, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [0, '刚刚'],
    [29, '刚刚'],
    [30, '1分钟前'],
    [119, '1分钟前'],
    [120, '2分钟前'],
    [59 * 60 + 59, '59分钟前'],
    [3600, '1小时前'],
    [2 * 3600 + 59 * 60, '2小时前'],
    [23 * 3600 + 3599, '23小时前'],
    [86400, '1天前'],
    [2 * 86400 - 1, '1天前'],
  ])('in zh, %d s ago is %s', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), { now })).toBe(expected);
  });

  it('from two days on gives the date', () => {
    expect(formatRelativeTime(ago(2 * 86400), { now })).toBe('2026-11-20');
    expect(formatRelativeTime(new Date(2025, 0, 3, 9), { now, language: 'en' })).toBe('2025-01-03');
  });

  it('treats future times (clock skew) as just now', () => {
    expect(formatRelativeTime(ago(-600), { now })).toBe('刚刚');
  });

  it.each([
    ['en', ['just now', '1 minute ago', '5 minutes ago', '1 hour ago', '3 hours ago', '1 day ago']],
    [
      'es',
      [
        'justo ahora',
        'hace 1 minuto',
        'hace 5 minutos',
        'hace 1 hora',
        'hace 3 horas',
        'hace 1 día',
      ],
    ],
  ] as const)('speaks %s', (language, expected) => {
    const texts = [10, 60, 300, 3600, 3 * 3600, 86400].map((seconds) =>
      formatRelativeTime(ago(seconds), { now, language }),
    );
    expect(texts).toEqual(expected);
  });

  it('accepts timestamps and gives an empty string for an invalid time', () => {
    expect(formatRelativeTime(ago(600).getTime(), { now: now.getTime() })).toBe('10分钟前');
    expect(formatRelativeTime('garbage', { now })).toBe('');
  });
});
