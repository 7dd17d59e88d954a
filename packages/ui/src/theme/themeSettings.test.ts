import {
  isComponentSize,
  loadThemeSettings,
  parseThemeColor,
  saveThemeSettings,
  type ThemeSettingsStores,
} from './themeSettings';
import { InvalidThemeColorError } from './theme';

function memoryStores(cookie = ''): ThemeSettingsStores & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    local: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
    },
    cookies: { cookie },
  };
}

describe('theme settings storage', () => {
  it('keeps the colour in local storage and the size in a cookie, as the spec does', () => {
    const stores = memoryStores();
    saveThemeSettings({ primaryColor: '#097FD6', size: 'small' }, stores);
    expect(stores.items.get('themeColor')).toBe('#097fd6');
    expect(stores.cookies.cookie).toMatch(/^size=small; path=\/; max-age=31536000; SameSite=Lax$/);
  });

  it('loads what was saved, among other cookies', () => {
    const stores = memoryStores('sidebarStatus=1; size=medium; language=en');
    stores.items.set('themeColor', '#11A983');
    expect(loadThemeSettings(stores)).toEqual({ primaryColor: '#11a983', size: 'medium' });
  });

  it('ignores missing or tampered values', () => {
    const stores = memoryStores('size=huge');
    stores.items.set('themeColor', 'url(javascript:1)');
    expect(loadThemeSettings(stores)).toEqual({});
    expect(loadThemeSettings(memoryStores())).toEqual({});
  });

  it('refuses to save an invalid colour and passes storage failures on', () => {
    expect(() => saveThemeSettings({ primaryColor: 'red', size: 'mini' }, memoryStores())).toThrow(
      InvalidThemeColorError,
    );
    const full = memoryStores();
    full.local.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveThemeSettings({ primaryColor: '#409EFF', size: 'mini' }, full)).toThrow(
      'QuotaExceededError',
    );
  });

  it('validates colours and sizes', () => {
    expect(parseThemeColor('#ABC')).toBe('#aabbcc');
    expect(() => parseThemeColor('nope')).toThrow(InvalidThemeColorError);
    expect(isComponentSize('mini')).toBe(true);
    expect(isComponentSize('large')).toBe(false);
  });
});
