import { createContext, useContext } from 'react';
import { normalizeHexColor } from './color';
import { InvalidThemeColorError, SHELL_PRIMARY_COLOR, type ComponentSize } from './theme';

/** The user's run-time theme choices. */
export interface ThemeSettings {
  primaryColor: string;
  size: ComponentSize;
}

export interface ThemeSettingsApi extends ThemeSettings {
  /**
   * Applies a theme colour and returns it normalised (#rrggbb). Throws InvalidThemeColorError for
   * anything else, or whatever the app's `onSettingsChange` throws (e.g. storage full): the caller
   * shows "skin changed successfully" or "Failed to update theme" accordingly.
   */
  setPrimaryColor: (color: string) => string;
  /** Applies a component size; throws what the app's `onSettingsChange` throws. */
  setSize: (size: ComponentSize) => void;
}

const COMPONENT_SIZES: readonly ComponentSize[] = ['medium', 'small', 'mini'];

export function isComponentSize(value: unknown): value is ComponentSize {
  return COMPONENT_SIZES.includes(value as ComponentSize);
}

function missingProvider(): never {
  throw new Error('useThemeSettings() needs a <ThemeProvider> above it');
}

export const ThemeSettingsContext = createContext<ThemeSettingsApi>({
  primaryColor: SHELL_PRIMARY_COLOR,
  size: 'mini',
  setPrimaryColor: missingProvider,
  setSize: missingProvider,
});

/** The theme colour and component size of the nearest ThemeProvider, with their setters. */
export function useThemeSettings(): ThemeSettingsApi {
  return useContext(ThemeSettingsContext);
}

/** Validates a theme colour: its #rrggbb form, or InvalidThemeColorError. */
export function parseThemeColor(color: string): string {
  const normalized = normalizeHexColor(color);
  if (!normalized) throw new InvalidThemeColorError(color);
  return normalized;
}

/** Where the spec keeps the settings: theme colour in local storage, size in a cookie. */
export const THEME_COLOR_STORAGE_KEY = 'themeColor';
export const SIZE_COOKIE_NAME = 'size';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface ThemeSettingsStores {
  /** window.localStorage, or any store with the same two methods. */
  local: Pick<Storage, 'getItem' | 'setItem'>;
  /** document, or anything with a `cookie` string property. */
  cookies: { cookie: string };
}

function browserStores(): ThemeSettingsStores {
  return { local: window.localStorage, cookies: document };
}

/** The saved settings, each only when present and valid; the app passes them to ThemeProvider. */
export function loadThemeSettings(
  stores: ThemeSettingsStores = browserStores(),
): Partial<ThemeSettings> {
  const settings: Partial<ThemeSettings> = {};
  const color = normalizeHexColor(stores.local.getItem(THEME_COLOR_STORAGE_KEY) ?? '');
  if (color) settings.primaryColor = color;
  const sizeCookie = stores.cookies.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SIZE_COOKIE_NAME);
  const size = sizeCookie ? decodeURIComponent(sizeCookie[1] ?? '') : undefined;
  if (isComponentSize(size)) settings.size = size;
  return settings;
}

/** Saves the settings where the spec keeps them; throws when the storage refuses (quota, privacy mode). */
export function saveThemeSettings(
  settings: ThemeSettings,
  stores: ThemeSettingsStores = browserStores(),
): void {
  stores.local.setItem(THEME_COLOR_STORAGE_KEY, parseThemeColor(settings.primaryColor));
  stores.cookies.cookie = `${SIZE_COOKIE_NAME}=${encodeURIComponent(settings.size)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
