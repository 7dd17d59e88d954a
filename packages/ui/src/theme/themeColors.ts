import { COST_PRIMARY_COLOR, SHELL_PRIMARY_COLOR } from './theme';

/** A theme colour the settings drawer offers; `nameKey` is its name in the `ui` catalogue. */
export interface ThemeColorOption {
  value: string;
  nameKey: ThemeColorNameKey;
}

export type ThemeColorNameKey =
  | 'themeColorShell'
  | 'themeColorCost'
  | 'themeColorDaybreak'
  | 'themeColorNavy'
  | 'themeColorGreen'
  | 'themeColorCyan'
  | 'themeColorPurple'
  | 'themeColorRed'
  | 'themeColorVolcano'
  | 'themeColorGold';

/** The offered theme colours: the shell and cost-area defaults, then common brand palettes. */
export const THEME_COLOR_OPTIONS: readonly ThemeColorOption[] = [
  { value: SHELL_PRIMARY_COLOR, nameKey: 'themeColorShell' },
  { value: COST_PRIMARY_COLOR, nameKey: 'themeColorCost' },
  { value: '#1890ff', nameKey: 'themeColorDaybreak' },
  { value: '#304156', nameKey: 'themeColorNavy' },
  { value: '#11a983', nameKey: 'themeColorGreen' },
  { value: '#13c2c2', nameKey: 'themeColorCyan' },
  { value: '#6959CD', nameKey: 'themeColorPurple' },
  { value: '#f5222d', nameKey: 'themeColorRed' },
  { value: '#fa541c', nameKey: 'themeColorVolcano' },
  { value: '#faad14', nameKey: 'themeColorGold' },
];
