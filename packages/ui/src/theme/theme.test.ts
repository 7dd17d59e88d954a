import { contrastRatio } from './color';
import {
  COST_PRIMARY_COLOR,
  createTheme,
  defaultTheme,
  derivePrimaryColors,
  InvalidThemeColorError,
  type CcmsTheme,
} from './theme';
import { THEME_COLOR_OPTIONS } from './themeColors';

const white = '#ffffff';

/** Every text-on-background pair a component draws, for one theme. */
function textPairs({ colors }: CcmsTheme): [string, string, string][] {
  const lightSurfaces = {
    surface: colors.background.surface,
    base: colors.background.base,
    page: colors.background.page,
    primaryBackground: colors.primaryBackground,
  };
  const pairs: [string, string, string][] = [];
  const texts = {
    'text.primary': colors.text.primary,
    'text.regular': colors.text.regular,
    'text.secondary': colors.text.secondary,
    'text.placeholder': colors.text.placeholder,
    primaryStrong: colors.primaryStrong,
    primaryStrongHover: colors.primaryStrongHover,
  };
  for (const [textName, text] of Object.entries(texts)) {
    for (const [backgroundName, background] of Object.entries(lightSurfaces)) {
      pairs.push([`${textName} on ${backgroundName}`, text, background]);
    }
  }
  pairs.push([
    'text.inverse on primaryStrong (primary button)',
    colors.text.inverse,
    colors.primaryStrong,
  ]);
  pairs.push([
    'text.inverse on primaryStrongHover (primary button hovered)',
    colors.text.inverse,
    colors.primaryStrongHover,
  ]);
  for (const status of ['success', 'warning', 'danger', 'info'] as const) {
    pairs.push([`${status}.text on white`, colors[status].text, white]);
    pairs.push([
      `${status}.text on its background`,
      colors[status].text,
      colors[status].background,
    ]);
    pairs.push([`text.inverse on ${status}.fill`, colors.text.inverse, colors[status].fill]);
  }
  return pairs;
}

describe('defaultTheme', () => {
  it('keeps the spec’s layout sizes, brand colours and Element UI tints', () => {
    expect(defaultTheme.layout).toMatchObject({
      headerHeight: 46,
      footerHeight: 26,
      dialogWidths: { small: 600, medium: 800, large: 900, xlarge: 1000 },
    });
    expect(defaultTheme.colors).toMatchObject({
      primary: '#409EFF',
      primaryHover: '#66b1ff',
      primaryActive: '#3a8ee6',
      primaryBackground: '#ecf5ff',
      costPrimary: COST_PRIMARY_COLOR,
    });
    expect(COST_PRIMARY_COLOR).toBe('#097fd6');
    expect(defaultTheme.defaultSize).toBe('mini');
  });

  it('is createTheme() with the shell colour', () => {
    expect(createTheme({ primary: '#409EFF', defaultSize: 'mini' })).toEqual(defaultTheme);
  });
});

describe('createTheme', () => {
  it('offers the shell colour, the cost-area colour and eight more', () => {
    const values = THEME_COLOR_OPTIONS.map((option) => option.value.toLowerCase());
    expect(values.slice(0, 2)).toEqual(['#409eff', '#097fd6']);
    expect(values).toHaveLength(10);
    expect(new Set(values).size).toBe(10);
  });

  describe.each(THEME_COLOR_OPTIONS.map((option) => [option.value] as const))(
    'for theme colour %s',
    (primary) => {
      const theme = createTheme({ primary });

      it.each(textPairs(theme))('%s meets WCAG AA 4.5:1', (_name, text, background) => {
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      });

      it('has a focus ring of at least 3:1 on white and on the primary background', () => {
        expect(contrastRatio(theme.colors.focusRing, white)).toBeGreaterThanOrEqual(3);
        expect(
          contrastRatio(theme.colors.focusRing, theme.colors.primaryBackground),
        ).toBeGreaterThanOrEqual(3);
      });

      it('keeps the chosen colour as the decorative primary', () => {
        expect(theme.colors.primary).toBe(primary);
      });
    },
  );

  it('keeps a colour that already passes as its own strong colour', () => {
    expect(createTheme({ primary: '#304156' }).colors.primaryStrong).toBe('#304156');
  });

  it('darkens a light colour into a strong shade of the same hue', () => {
    const { primaryStrong } = createTheme({ primary: '#faad14' }).colors;
    expect(primaryStrong).not.toBe('#faad14');
    expect(contrastRatio(primaryStrong, white)).toBeGreaterThanOrEqual(4.5);
  });

  it('takes the size setting and expands short hex colours', () => {
    const theme = createTheme({ primary: '#f00', defaultSize: 'medium' });
    expect(theme.defaultSize).toBe('medium');
    expect(theme.colors.primary).toBe('#ff0000');
  });

  it.each(['', 'blue', '#12345', 'javascript:alert(1)'])('rejects %j', (primary) => {
    expect(() => derivePrimaryColors(primary)).toThrow(InvalidThemeColorError);
    expect(() => createTheme({ primary })).toThrow(InvalidThemeColorError);
  });
});
