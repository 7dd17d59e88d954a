import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { contrastRatio } from './color';
import { ThemeProvider } from './ThemeProvider';
import { createTheme, type CcmsTheme } from './theme';
import { THEME_COLOR_OPTIONS, type ThemeColorOption } from './themeColors';

/** The tokens that change with the theme colour, and what each is drawn against. */
const tokens: { name: keyof CcmsTheme['colors']; against: (theme: CcmsTheme) => string }[] = [
  { name: 'primary', against: () => '#ffffff' },
  { name: 'primaryHover', against: () => '#ffffff' },
  { name: 'primaryActive', against: () => '#ffffff' },
  { name: 'primaryStrong', against: () => '#ffffff' },
  { name: 'primaryStrongHover', against: () => '#ffffff' },
  { name: 'primaryBackground', against: (theme) => theme.colors.primaryStrong },
  { name: 'primaryBorder', against: () => '#ffffff' },
  { name: 'focusRing', against: () => '#ffffff' },
];

function ThemeRow({ option }: { option: ThemeColorOption }) {
  const t = useUiTranslation();
  const theme = createTheme({ primary: option.value });
  return (
    <section style={{ marginBottom: 24 }}>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>
        {t(option.nameKey)} {option.value}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
        {tokens.map(({ name, against }) => {
          const colour = theme.colors[name] as string;
          const background = against(theme);
          return (
            <figure key={name} style={{ margin: 0, width: 128, fontSize: 12, color: '#303133' }}>
              <div
                aria-hidden="true"
                style={{
                  height: 36,
                  background: colour,
                  border: '1px solid #8c8f96',
                  borderRadius: 4,
                }}
              />
              <figcaption>
                <code>{name}</code>
                <br />
                {colour} · {contrastRatio(colour, background).toFixed(2)}:1 vs {background}
              </figcaption>
            </figure>
          );
        })}
        <ThemeProvider theme={theme} withGlobalStyle={false}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Button variant="primary">提交</Button>
            <Button variant="text">查看详情</Button>
            <span style={{ color: theme.colors.primaryStrong, fontSize: 12 }}>
              {contrastRatio('#ffffff', theme.colors.primaryStrong).toFixed(2)}:1
            </span>
          </div>
        </ThemeProvider>
      </div>
    </section>
  );
}

const meta = {
  title: 'UI/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every offered theme colour with its derived tokens and their contrast ratios. */
export const OfferedColours: Story = {
  render: () => (
    <div>
      {THEME_COLOR_OPTIONS.map((option) => (
        <ThemeRow key={option.value} option={option} />
      ))}
    </div>
  ),
};

/** The shell's default theme only (#409EFF). */
export const ShellDefault: Story = {
  render: () => <ThemeRow option={THEME_COLOR_OPTIONS[0]!} />,
};

/** The cost area's theme (#097fd6). */
export const CostArea: Story = {
  render: () => <ThemeRow option={THEME_COLOR_OPTIONS[1]!} />,
};
