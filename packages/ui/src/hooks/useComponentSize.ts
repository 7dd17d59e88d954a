import { useTheme } from 'styled-components';
import type { ComponentSize } from '../theme/theme';

/**
 * The size a control renders at: its own `size` prop, else the app's size setting
 * (`theme.defaultSize`, switched at run time through ThemeProvider), else mini.
 */
export function useComponentSize(size?: ComponentSize): ComponentSize {
  const theme = useTheme() as { defaultSize?: ComponentSize } | undefined;
  return size ?? theme?.defaultSize ?? 'mini';
}
