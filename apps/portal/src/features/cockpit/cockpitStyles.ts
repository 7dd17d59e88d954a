import type { CcmsTheme } from '@ccms/ui';
import styled from 'styled-components';

/**
 * The big-screen look: the portal's theme with a deep-blue ground and light text, so the charts
 * (themed from it) follow. Text colours keep WCAG AA contrast on both the page and the panels.
 */
export function cockpitTheme(outer: CcmsTheme): CcmsTheme {
  return {
    ...outer,
    colors: {
      ...outer.colors,
      primary: '#4fc3ff',
      primaryStrong: '#7fd4ff',
      focusRing: '#ffd666',
      text: {
        primary: '#ffffff',
        regular: '#dce6f5',
        secondary: '#b8c7de',
        placeholder: '#a9b8d0',
        disabled: '#8a9ab4',
        inverse: '#0a1833',
      },
      border: { base: '#2c4a7a', light: '#24406c', lighter: '#1d365e', strong: '#6f8bb8' },
      background: {
        surface: '#10244a',
        base: '#0d1f40',
        page: '#0a1833',
        disabled: '#1a2d52',
        mask: 'rgba(10, 24, 51, 0.85)',
      },
      success: { ...outer.colors.success, text: '#95de64' },
      warning: { ...outer.colors.warning, text: '#ffd666' },
      danger: { ...outer.colors.danger, text: '#ff9c9c' },
      info: { ...outer.colors.info, text: '#c9d4e6' },
    },
  };
}

export const Screen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background.page};
  color: ${({ theme }) => theme.colors.text.regular};
  padding: ${({ theme }) => theme.spacing.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};

  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: 28px;
    letter-spacing: 4px;
    color: ${({ theme }) => theme.colors.text.primary};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const Pickers = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: flex-end;

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.text.regular};
  }
  select {
    min-width: 112px;
    height: 32px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text.primary};
    background: ${({ theme }) => theme.colors.background.surface};
    border: 1px solid ${({ theme }) => theme.colors.border.strong};
    border-radius: ${({ theme }) => theme.radius.base};
  }
`;

export const PageNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    border-radius: ${({ theme }) => theme.radius.round};
    color: ${({ theme }) => theme.colors.text.regular};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.primaryStrong};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
`;

export const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Panel = styled.section<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.large};
  overflow-x: auto;
`;

export const CountTile = styled.dl`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.large};

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-size: 26px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
    text-align: left;
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: normal;
  }
  td[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.regular};
`;
