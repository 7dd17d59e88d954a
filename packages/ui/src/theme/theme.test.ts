import { defaultTheme } from './theme';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
    const [r, g, b] = channels.map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const { colors } = defaultTheme;

describe('defaultTheme', () => {
  it.each([
    ['text.primary', colors.text.primary],
    ['text.regular', colors.text.regular],
    ['text.secondary', colors.text.secondary],
    ['text.placeholder', colors.text.placeholder],
    ['primaryStrong', colors.primaryStrong],
    ['success.text', colors.success.text],
    ['warning.text', colors.warning.text],
    ['danger.text', colors.danger.text],
    ['info.text', colors.info.text],
  ])('%s meets WCAG AA (4.5:1) on white', (_name, colour) => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['success', 'warning', 'danger', 'info'] as const)(
    '%s text meets AA on its own toast background',
    (status) => {
      expect(contrast(colors[status].text, colors[status].background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('white text meets AA on the primary and danger fills', () => {
    expect(contrast('#ffffff', colors.primaryStrong)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', colors.danger.fill)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the spec’s layout sizes and brand colours', () => {
    expect(defaultTheme.layout).toMatchObject({
      headerHeight: 46,
      footerHeight: 26,
      dialogWidths: { small: 600, medium: 800, large: 900, xlarge: 1000 },
    });
    expect(colors.primary).toBe('#409EFF');
    expect(colors.costPrimary).toBe('#097fd6');
    expect(defaultTheme.defaultSize).toBe('mini');
  });
});
