import { i18n, MISSING_KEY_WARNING } from '.';

describe('a text with no translation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is reported on the console once, naming the key; a translated one is not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.t('shell.logout')).toBe('退出登录');
    expect(warn).not.toHaveBeenCalled();

    expect(i18n.t('shell.noSuchText')).toBe('shell.noSuchText');
    i18n.t('shell.noSuchText');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(MISSING_KEY_WARNING);
    expect(warn.mock.calls[0]?.[0]).toContain('translation:shell.noSuchText');
  });
});
