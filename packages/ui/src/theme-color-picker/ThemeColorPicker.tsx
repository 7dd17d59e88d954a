import { useState, type FormEvent } from 'react';
import { Button } from '../button/Button';
import { FieldLabel } from '../field/fieldStyles';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { TextField } from '../text-field/TextField';
import { contrastRatio, normalizeHexColor } from '../theme/color';
import { THEME_COLOR_OPTIONS, type ThemeColorOption } from '../theme/themeColors';
import { useThemeSettings } from '../theme/themeSettings';
import { toast } from '../toast/toastStore';
import {
  CheckMark,
  CustomColorButtonSlot,
  CustomColorForm,
  PickerRoot,
  SwatchGroup,
  SwatchList,
  SwatchRadio,
} from './ThemeColorPicker.styles';

export interface ThemeColorPickerProps {
  /** The swatches offered; defaults to THEME_COLOR_OPTIONS (all pass AA as themes). */
  colors?: readonly ThemeColorOption[];
  /** Also offers a hex input for any colour. */
  allowCustom?: boolean;
  /** Called with the new colour (#rrggbb) after the theme changed. */
  onChange?: (color: string) => void;
  className?: string;
}

/**
 * The settings drawer's theme colour choice: swatches as a radio group (arrow keys move and
 * apply), optionally a custom hex colour. Applies through `useThemeSettings` and toasts
 * "skin changed successfully" or "Failed to update theme".
 */
export function ThemeColorPicker({
  colors = THEME_COLOR_OPTIONS,
  allowCustom = false,
  onChange,
  className,
}: ThemeColorPickerProps) {
  const t = useUiTranslation();
  const { primaryColor, setPrimaryColor } = useThemeSettings();
  const [customColor, setCustomColor] = useState('');
  const [customError, setCustomError] = useState<string | undefined>();
  const current = normalizeHexColor(primaryColor);
  const selected = colors.find((option) => normalizeHexColor(option.value) === current);

  function apply(color: string): boolean {
    try {
      const applied = setPrimaryColor(color);
      toast.success(t('themeChanged'));
      onChange?.(applied);
      return true;
    } catch {
      toast.error(t('themeChangeFailed'));
      return false;
    }
  }

  function submitCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!normalizeHexColor(customColor)) {
      setCustomError(t('invalidThemeColor'));
      toast.error(t('themeChangeFailed'));
      return;
    }
    setCustomError(undefined);
    apply(customColor);
  }

  return (
    <PickerRoot className={className}>
      <SwatchGroup
        orientation="horizontal"
        value={selected?.value ?? null}
        onChange={(value) => {
          apply(value);
        }}
      >
        <FieldLabel>{t('themeColor')}</FieldLabel>
        <SwatchList>
          {colors.map((option) => {
            // White or near-black check mark, whichever stands out more on the swatch.
            const mark =
              contrastRatio('#ffffff', option.value) >= contrastRatio('#303133', option.value)
                ? '#ffffff'
                : '#303133';
            return (
              <SwatchRadio
                key={option.value}
                value={option.value}
                aria-label={`${t(option.nameKey)} ${option.value}`}
                style={{ background: option.value }}
              >
                {({ isSelected }) =>
                  isSelected ? (
                    <CheckMark viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                      <path
                        d="M3 8.5l3.2 3L13 5"
                        fill="none"
                        stroke={mark}
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </CheckMark>
                  ) : null
                }
              </SwatchRadio>
            );
          })}
        </SwatchList>
      </SwatchGroup>
      {allowCustom ? (
        <CustomColorForm onSubmit={submitCustom}>
          <TextField
            label={t('customThemeColor')}
            description={t('customThemeColorHint')}
            value={customColor}
            onChange={(value) => {
              setCustomColor(value);
              setCustomError(undefined);
            }}
            errorMessage={customError}
            autoComplete="off"
            validationBehavior="aria"
            spellCheck="false"
          />
          <CustomColorButtonSlot>
            <Button type="submit" variant="primary">
              {t('applyThemeColor')}
            </Button>
          </CustomColorButtonSlot>
        </CustomColorForm>
      ) : null}
    </PickerRoot>
  );
}
