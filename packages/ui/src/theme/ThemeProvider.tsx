import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { defaultTheme, derivePrimaryColors, type CcmsTheme, type ComponentSize } from './theme';
import {
  parseThemeColor,
  ThemeSettingsContext,
  type ThemeSettings,
  type ThemeSettingsApi,
} from './themeSettings';

/** Base document styles; rendered by ThemeProvider, exported for apps that need it alone. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html, body {
    margin: 0;
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSizes.base};
    line-height: ${({ theme }) => theme.lineHeight};
    color: ${({ theme }) => theme.colors.text.primary};
    background: ${({ theme }) => theme.colors.background.surface};
  }
  button, input, select, textarea {
    font: inherit;
  }
`;

export interface ThemeProviderProps {
  /** The base theme; defaults to `defaultTheme`. The settings below are applied on top of it. */
  theme?: CcmsTheme;
  /** Controlled theme colour (#rrggbb); pair it with `onSettingsChange`. */
  primaryColor?: string;
  /** Initial theme colour when uncontrolled, e.g. from `loadThemeSettings()`; defaults to the theme's. */
  defaultPrimaryColor?: string;
  /** Controlled component size setting. */
  size?: ComponentSize;
  /** Initial component size when uncontrolled; defaults to the theme's (mini). */
  defaultSize?: ComponentSize;
  /**
   * Called with the new settings before they apply, e.g. to `saveThemeSettings()`; throwing
   * cancels the change and reaches the caller of the setter (which then shows the failure).
   */
  onSettingsChange?: (settings: ThemeSettings) => void;
  /** Set to false when the host page owns its global styles (e.g. an embedded widget). */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** The theme of the app, with the run-time theme colour and size settings (`useThemeSettings`). */
export function ThemeProvider({
  theme = defaultTheme,
  primaryColor,
  defaultPrimaryColor,
  size,
  defaultSize,
  onSettingsChange,
  withGlobalStyle = true,
  children,
}: ThemeProviderProps) {
  const [ownPrimaryColor, setOwnPrimaryColor] = useState(
    defaultPrimaryColor ?? theme.colors.primary,
  );
  const [ownSize, setOwnSize] = useState(defaultSize ?? theme.defaultSize);
  const currentPrimaryColor = primaryColor ?? ownPrimaryColor;
  const currentSize = size ?? ownSize;

  const resolvedTheme = useMemo(() => {
    if (currentPrimaryColor === theme.colors.primary && currentSize === theme.defaultSize) {
      return theme;
    }
    let primaryColors: Partial<CcmsTheme['colors']> = {};
    try {
      primaryColors = derivePrimaryColors(currentPrimaryColor);
    } catch {
      // A bad controlled value keeps the base colours rather than breaking the whole app.
    }
    return { ...theme, colors: { ...theme.colors, ...primaryColors }, defaultSize: currentSize };
  }, [theme, currentPrimaryColor, currentSize]);

  const setPrimaryColor = useCallback(
    (color: string) => {
      const normalized = parseThemeColor(color);
      onSettingsChange?.({ primaryColor: normalized, size: currentSize });
      if (primaryColor === undefined) setOwnPrimaryColor(normalized);
      return normalized;
    },
    [onSettingsChange, currentSize, primaryColor],
  );

  const setSize = useCallback(
    (next: ComponentSize) => {
      onSettingsChange?.({ primaryColor: currentPrimaryColor, size: next });
      if (size === undefined) setOwnSize(next);
    },
    [onSettingsChange, currentPrimaryColor, size],
  );

  const settings = useMemo<ThemeSettingsApi>(
    () => ({ primaryColor: currentPrimaryColor, size: currentSize, setPrimaryColor, setSize }),
    [currentPrimaryColor, currentSize, setPrimaryColor, setSize],
  );

  return (
    <ThemeSettingsContext.Provider value={settings}>
      <StyledThemeProvider theme={resolvedTheme}>
        {withGlobalStyle ? <GlobalStyle /> : null}
        {children}
      </StyledThemeProvider>
    </ThemeSettingsContext.Provider>
  );
}
