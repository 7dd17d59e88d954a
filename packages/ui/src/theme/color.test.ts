import {
  contrastRatio,
  darken,
  darkenUntilContrast,
  hexToRgb,
  hslToRgb,
  mixColors,
  normalizeHexColor,
  relativeLuminance,
  rgbToHex,
  rgbToHsl,
} from './color';

describe('colour maths', () => {
  it.each([
    ['#409EFF', '#409eff'],
    ['409eff', '#409eff'],
    ['#abc', '#aabbcc'],
    [' #097FD6 ', '#097fd6'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });

  it.each(['', '#12', '#12345', '#gggggg', 'red', 'rgb(0,0,0)', '#1234567'])(
    'rejects %j',
    (input) => {
      expect(normalizeHexColor(input)).toBeNull();
      expect(() => hexToRgb(input)).toThrow();
    },
  );

  it('converts hex to RGB and back', () => {
    expect(hexToRgb('#409EFF')).toEqual({ r: 64, g: 158, b: 255 });
    expect(rgbToHex({ r: 64, g: 158, b: 255 })).toBe('#409eff');
    expect(rgbToHex({ r: -4, g: 300, b: 127.6 })).toBe('#00ff80');
  });

  it('converts RGB to HSL on worked examples', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 1, l: 0.5 });
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 128 / 255 });
    const blue = rgbToHsl(hexToRgb('#409EFF'));
    expect(blue.h).toBeCloseTo(210.5, 0);
    expect(blue.s).toBeCloseTo(1, 5);
    expect(blue.l).toBeCloseTo(0.6255, 3);
  });

  it.each(['#409eff', '#097fd6', '#304156', '#11a983', '#6959cd', '#faad14', '#000000', '#ffffff'])(
    'round-trips %s through HSL',
    (hex) => {
      expect(rgbToHex(hslToRgb(rgbToHsl(hexToRgb(hex))))).toBe(hex);
    },
  );

  it('computes WCAG luminance and contrast on known pairs', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Published values: #777 on white is 4.48:1, #767676 is the lightest grey at 4.54:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#409EFF', '#ffffff')).toBeCloseTo(2.78, 2);
  });

  it('mixes colours like Element UI tints and shades', () => {
    expect(mixColors('#409EFF', '#ffffff', 0.2)).toBe('#66b1ff');
    expect(mixColors('#409EFF', '#000000', 0.1)).toBe('#3a8ee6');
    expect(mixColors('#409EFF', '#ffffff', 0.9)).toBe('#ecf5ff');
  });

  it('darkens by HSL lightness, stopping at black', () => {
    expect(darken('#ff0000', 0.25)).toBe('#800000');
    expect(darken('#333333', 1)).toBe('#000000');
  });

  it('darkens until a contrast is reached, keeping colours that already pass', () => {
    expect(darkenUntilContrast('#303133', ['#ffffff'], 4.5)).toBe('#303133');
    const strong = darkenUntilContrast('#409EFF', ['#ffffff'], 4.5);
    expect(contrastRatio(strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The lightest passing shade: one more step lighter would fail.
    expect(contrastRatio(darken(strong, -0.01), '#ffffff')).toBeLessThan(4.5);
    expect(rgbToHsl(hexToRgb(strong)).h).toBeCloseTo(210.5, 0);
    expect(darkenUntilContrast('#ffffff', ['#ffffff'], 21)).toBe('#000000');
  });
});
