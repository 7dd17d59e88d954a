// Colour maths of the run-time theme: sRGB hex ↔ RGB ↔ HSL, WCAG 2.x luminance and contrast.

export interface Rgb {
  /** 0–255 */
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–1 */
  s: number;
  /** 0–1 */
  l: number;
}

/** WCAG AA minimum for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG AA minimum for focus indicators and control boundaries (1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3;

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rrggbb` (lower case) for `#rgb`, `#rrggbb` or the same without `#`; null when not a colour. */
export function normalizeHexColor(input: string): string | null {
  const match = HEX_PATTERN.exec(input.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

export function hexToRgb(hex: string): Rgb {
  const normalized = normalizeHexColor(hex);
  if (!normalized) throw new Error(`Not a hex colour: ${hex}`);
  const value = parseInt(normalized.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / delta) % 6;
  else if (max === gn) h = (bn - rn) / delta + 2;
  else h = (rn - gn) / delta + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = h / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r1, g1, b1] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = l - chroma / 2;
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

/** WCAG 2.x relative luminance of a hex colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two hex colours (1 … 21), order-independent. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Mixes `weight` (0–1) of `other` into `base`, channel by channel (Element UI's tint/shade). */
export function mixColors(base: string, other: string, weight: number): string {
  const a = hexToRgb(base);
  const b = hexToRgb(other);
  return rgbToHex({
    r: a.r + (b.r - a.r) * weight,
    g: a.g + (b.g - a.g) * weight,
    b: a.b + (b.b - a.b) * weight,
  });
}

/** Lowers HSL lightness by `amount` (0–1), keeping hue and saturation. */
export function darken(hex: string, amount: number): string {
  const hsl = rgbToHsl(hexToRgb(hex));
  return rgbToHex(hslToRgb({ ...hsl, l: Math.max(0, hsl.l - amount) }));
}

/**
 * The colour itself if it reaches `minimum` contrast against every background, else the lightest
 * darker shade of the same hue that does (lightness lowered in 0.5 % steps; black always passes).
 */
export function darkenUntilContrast(
  hex: string,
  backgrounds: readonly string[],
  minimum: number,
): string {
  const passes = (colour: string) =>
    backgrounds.every((background) => contrastRatio(colour, background) >= minimum);
  const start = normalizeHexColor(hex);
  if (!start) throw new Error(`Not a hex colour: ${hex}`);
  const hsl = rgbToHsl(hexToRgb(start));
  for (let lightness = hsl.l; lightness > 0; lightness -= 0.005) {
    const candidate = rgbToHex(hslToRgb({ ...hsl, l: lightness }));
    if (passes(candidate)) return candidate;
  }
  return '#000000';
}
