// Public exports of the widgets component group; index.ts re-exports this file.

// Run-time theme (theme colour and size settings) and its colour maths.
export {
  COST_PRIMARY_COLOR,
  createTheme,
  derivePrimaryColors,
  InvalidThemeColorError,
  SHELL_PRIMARY_COLOR,
} from '../theme/theme';
export type { CreateThemeOptions } from '../theme/theme';
export { THEME_COLOR_OPTIONS } from '../theme/themeColors';
export type { ThemeColorNameKey, ThemeColorOption } from '../theme/themeColors';
export {
  isComponentSize,
  loadThemeSettings,
  parseThemeColor,
  saveThemeSettings,
  SIZE_COOKIE_NAME,
  THEME_COLOR_STORAGE_KEY,
  useThemeSettings,
} from '../theme/themeSettings';
export type { ThemeSettings, ThemeSettingsApi, ThemeSettingsStores } from '../theme/themeSettings';
export {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  darkenUntilContrast,
  mixColors,
  normalizeHexColor,
  relativeLuminance,
} from '../theme/color';

// Formatters.
export { formatCapitalMoney } from '../format/capitalMoney';
export { formatTenThousandYuan } from '../format/money';
export {
  formatDecimal,
  formatDecimalTenThousand,
  formatQuotient,
  shiftDecimalPoint,
} from '../format/decimal';
export { formatFileSize } from '../format/fileSize';
export {
  formatBankDate,
  formatBankDateTime,
  formatDate,
  formatDateTime,
  quarterOf,
} from '../format/dates';
export type { DateInput } from '../format/dates';
export { formatRelativeTime } from '../format/relativeTime';
export type { RelativeTimeOptions } from '../format/relativeTime';
export { formatClock } from '../format/clock';

// Shell widgets.
export { ThemeColorPicker } from '../theme-color-picker/ThemeColorPicker';
export type { ThemeColorPickerProps } from '../theme-color-picker/ThemeColorPicker';
export { LanguageSwitcher, LANGUAGE_OPTIONS } from '../language-switcher/LanguageSwitcher';
export type { LanguageSwitcherProps } from '../language-switcher/LanguageSwitcher';
export { SizeSwitcher } from '../size-switcher/SizeSwitcher';
export type { SizeSwitcherProps } from '../size-switcher/SizeSwitcher';
export { FullScreenToggle } from '../full-screen-toggle/FullScreenToggle';
export type { FullScreenToggleProps } from '../full-screen-toggle/FullScreenToggle';
export { Watermark } from '../watermark/Watermark';
export type { WatermarkProps, WaterType } from '../watermark/Watermark';
export { Clock } from '../clock/Clock';
export type { ClockProps } from '../clock/Clock';
export { Ellipsis } from '../ellipsis/Ellipsis';
export type { EllipsisProps } from '../ellipsis/Ellipsis';
