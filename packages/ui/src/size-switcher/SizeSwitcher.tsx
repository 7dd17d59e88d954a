import { useUiTranslation } from '../i18n/useUiTranslation';
import { SwitcherMenu } from '../switcher-menu/SwitcherMenu';
import type { ComponentSize } from '../theme/theme';
import { useThemeSettings } from '../theme/themeSettings';
import { toast } from '../toast/toastStore';

export interface SizeSwitcherProps {
  /** Called with the new size after the theme applied it. */
  onChange?: (size: ComponentSize) => void;
  /** The trigger's own size; defaults to the size setting like every control. */
  size?: ComponentSize;
}

const SizeIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d="M1 13L4.5 3h1L9 13M2.3 9.5h5.4M10 13l2.3-6.5h.6L15 13M10.9 10.8h3.3"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
    />
  </svg>
);

/**
 * The header's component-size menu (medium / small / mini): applies through
 * `useThemeSettings().setSize` and toasts "Switch Size Success".
 */
export function SizeSwitcher({ onChange, size }: SizeSwitcherProps) {
  const t = useUiTranslation();
  const settings = useThemeSettings();
  const options = [
    { id: 'medium', label: t('sizeMedium') },
    { id: 'small', label: t('sizeSmall') },
    { id: 'mini', label: t('sizeMini') },
  ] as const;
  const currentName = options.find((option) => option.id === settings.size)?.label ?? '';

  function switchTo(next: ComponentSize) {
    if (next === settings.size) return;
    try {
      settings.setSize(next);
    } catch {
      toast.error(t('themeChangeFailed'));
      return;
    }
    onChange?.(next);
    toast.success(t('sizeSwitched'));
  }

  return (
    <SwitcherMenu
      triggerLabel={`${t('switchSize')}, ${currentName}`}
      trigger={
        <>
          <SizeIcon />
          {currentName}
        </>
      }
      options={options}
      selected={settings.size}
      onSelect={switchTo}
      size={size}
    />
  );
}
