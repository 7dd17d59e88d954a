import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { defaultTheme, type CcmsTheme } from './theme';

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
  /** Defaults to `defaultTheme`. */
  theme?: CcmsTheme;
  /** Set to false when the host page owns its global styles (e.g. an embedded widget). */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

export function ThemeProvider({
  theme = defaultTheme,
  withGlobalStyle = true,
  children,
}: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
