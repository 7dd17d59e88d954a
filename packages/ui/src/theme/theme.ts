import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  darken,
  darkenUntilContrast,
  mixColors,
  normalizeHexColor,
} from './color';

/** Component sizes, as the spec's `size` setting names them (Element UI heritage). */
export type ComponentSize = 'medium' | 'small' | 'mini';

/** A status colour: `base` for icons and borders, `text` and `fill` meet WCAG AA on white. */
export interface StatusColor {
  base: string;
  text: string;
  fill: string;
  background: string;
  border: string;
}

export interface CcmsTheme {
  colors: {
    /** Brand blue for decoration (borders, focus rings, icons); too light for text on white. */
    primary: string;
    primaryHover: string;
    primaryActive: string;
    /** Blue for text and for fills that carry white text (AA on white). */
    primaryStrong: string;
    primaryStrongHover: string;
    primaryBackground: string;
    /** Primary-tinted border of hovered or selected light surfaces (decorative). */
    primaryBorder: string;
    /** The cost-data area's own primary colour. */
    costPrimary: string;
    success: StatusColor;
    warning: StatusColor;
    danger: StatusColor;
    info: StatusColor;
    text: {
      primary: string;
      regular: string;
      secondary: string;
      placeholder: string;
      disabled: string;
      inverse: string;
    };
    border: { base: string; light: string; lighter: string; strong: string };
    background: { surface: string; base: string; page: string; disabled: string; mask: string };
    /** Focus indicator; at least 3:1 against white (WCAG 1.4.11). */
    focusRing: string;
  };
  spacing: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { small: string; base: string; large: string; round: string };
  fontFamily: string;
  fontSizes: { xs: string; sm: string; base: string; md: string; lg: string; xl: string };
  lineHeight: number;
  layout: {
    headerHeight: number;
    footerHeight: number;
    dialogWidths: { small: number; medium: number; large: number; xlarge: number };
  };
  sizes: Record<ComponentSize, { height: string; paddingX: string; fontSize: string }>;
  defaultSize: ComponentSize;
  shadows: { popup: string; toast: string };
  zIndex: { overlay: number; popup: number; toast: number };
}

/** The shell's primary colour (spec 000 §9). */
export const SHELL_PRIMARY_COLOR = '#409EFF';
/** The cost-data area's primary colour (spec 000 §9). */
export const COST_PRIMARY_COLOR = '#097fd6';

/** Everything that does not depend on the primary colour or the size setting. */
const neutralTheme: Omit<CcmsTheme, 'defaultSize' | 'colors'> & {
  colors: Omit<CcmsTheme['colors'], PrimaryColorToken>;
} = {
  colors: {
    costPrimary: COST_PRIMARY_COLOR,
    success: {
      base: '#67C23A',
      text: '#3b7a1f',
      fill: '#3b7a1f',
      background: '#f0f9eb',
      border: '#c2e7b0',
    },
    warning: {
      base: '#E6A23C',
      text: '#8f5200',
      fill: '#8f5200',
      background: '#fdf6ec',
      border: '#f5dab1',
    },
    danger: {
      base: '#F56C6C',
      text: '#c03639',
      fill: '#c03639',
      background: '#fef0f0',
      border: '#fbc4c4',
    },
    info: {
      base: '#909399',
      text: '#55585e',
      fill: '#55585e',
      background: '#f4f4f5',
      border: '#d3d4d6',
    },
    text: {
      primary: '#303133',
      regular: '#606266',
      secondary: '#65686f',
      placeholder: '#686b6e',
      disabled: '#8c8f96',
      inverse: '#ffffff',
    },
    border: { base: '#DCDFE6', light: '#E4E7ED', lighter: '#EBEEF5', strong: '#8c8f96' },
    background: {
      surface: '#ffffff',
      base: '#F5F7FA',
      page: '#f0f2f5',
      disabled: '#F5F7FA',
      mask: 'rgba(255, 255, 255, 0.9)',
    },
  },
  spacing: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
  },
  radius: { small: '2px', base: '4px', large: '8px', round: '999px' },
  fontFamily: '"PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
  fontSizes: { xs: '12px', sm: '13px', base: '14px', md: '16px', lg: '18px', xl: '20px' },
  lineHeight: 1.5,
  layout: {
    headerHeight: 46,
    footerHeight: 26,
    dialogWidths: { small: 600, medium: 800, large: 900, xlarge: 1000 },
  },
  sizes: {
    medium: { height: '36px', paddingX: '20px', fontSize: '14px' },
    small: { height: '32px', paddingX: '15px', fontSize: '13px' },
    mini: { height: '28px', paddingX: '15px', fontSize: '12px' },
  },
  shadows: {
    popup: '0 2px 12px 0 rgba(0, 0, 0, 0.1)',
    toast: '0 4px 12px 0 rgba(0, 0, 0, 0.12)',
  },
  zIndex: { overlay: 2000, popup: 2100, toast: 3000 },
};

/** Tokens derived from the primary colour by `createTheme`. */
type PrimaryColorToken =
  | 'primary'
  | 'primaryHover'
  | 'primaryActive'
  | 'primaryStrong'
  | 'primaryStrongHover'
  | 'primaryBackground'
  | 'primaryBorder'
  | 'focusRing';

export interface CreateThemeOptions {
  /** Any `#rgb` / `#rrggbb` colour; defaults to the shell's #409EFF. */
  primary?: string;
  /** The app's size setting; defaults to mini. */
  defaultSize?: ComponentSize;
}

/** Thrown by `createTheme` (and the theme setter) for a string that is not a hex colour. */
export class InvalidThemeColorError extends Error {
  constructor(readonly color: string) {
    super(`Not a theme colour (expected #rrggbb): ${color}`);
    this.name = 'InvalidThemeColorError';
  }
}

/**
 * Every token that depends on the primary colour. Tints and shades follow Element UI (hover
 * = 20 % white, active = 10 % black, background = 90 % white), so #409EFF gives its familiar
 * palette; the strong colour (text, filled buttons) is darkened until it reaches AA 4.5:1 on
 * every light surface, and the focus ring until it reaches 3:1 on them.
 */
export function derivePrimaryColors(primary: string): Pick<CcmsTheme['colors'], PrimaryColorToken> {
  const normalized = normalizeHexColor(primary);
  if (!normalized) throw new InvalidThemeColorError(primary);
  const white = '#ffffff';
  const primaryBackground = mixColors(normalized, white, 0.9);
  const { surface, base, page } = neutralTheme.colors.background;
  const lightSurfaces = [surface, base, page, primaryBackground];
  const primaryStrong = darkenUntilContrast(normalized, lightSurfaces, AA_TEXT_CONTRAST);
  return {
    // Keeps the caller's spelling of a full hex (e.g. #409EFF), so equality checks still work.
    primary: /^#[0-9a-f]{6}$/i.test(primary.trim()) ? primary.trim() : normalized,
    primaryHover: mixColors(normalized, white, 0.2),
    primaryActive: mixColors(normalized, '#000000', 0.1),
    primaryStrong,
    primaryStrongHover: darken(primaryStrong, 0.08),
    primaryBackground,
    primaryBorder: mixColors(normalized, white, 0.6),
    focusRing: darkenUntilContrast(normalized, lightSurfaces, AA_NON_TEXT_CONTRAST),
  };
}

/** A complete theme for a primary colour and size setting (the run-time theme). */
export function createTheme({
  primary = SHELL_PRIMARY_COLOR,
  defaultSize = 'mini',
}: CreateThemeOptions = {}): CcmsTheme {
  return {
    ...neutralTheme,
    colors: { ...neutralTheme.colors, ...derivePrimaryColors(primary) },
    defaultSize,
  };
}

/** The shell's theme: #409EFF, size mini. */
export const defaultTheme: CcmsTheme = createTheme();

// Types `props.theme` in every styled component of every package and app.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation needs an interface
  export interface DefaultTheme extends CcmsTheme {}
}
