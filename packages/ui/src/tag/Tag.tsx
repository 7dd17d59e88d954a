import type { ReactNode } from 'react';
import { useComponentSize } from '../hooks/useComponentSize';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ComponentSize } from '../theme/theme';
import { TagCloseButton, TagRoot } from './Tag.styles';

/** The status colour of a tag (also used by badges). */
export type TagStatus = 'primary' | 'success' | 'warning' | 'danger' | 'info';
/** light: tinted background; dark: solid fill with white text; plain: white background. */
export type TagVariant = 'light' | 'dark' | 'plain';

export interface TagProps {
  status?: TagStatus;
  variant?: TagVariant;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  /** Shows a close button that calls `onClose`. */
  closable?: boolean;
  onClose?: () => void;
  /** The tag's text for the close button's name when `children` is not plain text. */
  textValue?: string;
  children?: ReactNode;
  className?: string;
}

/** A small status label; when closable, its close button is named "Remove <text>". */
export function Tag({
  status = 'primary',
  variant = 'light',
  size,
  closable = false,
  onClose,
  textValue,
  children,
  className,
}: TagProps) {
  const t = useUiTranslation();
  const resolvedSize = useComponentSize(size);
  const label =
    textValue ??
    (typeof children === 'string' || typeof children === 'number' ? String(children) : '');
  return (
    <TagRoot
      className={className}
      data-status={status}
      data-variant={variant}
      data-size={resolvedSize}
    >
      {children}
      {closable ? (
        <TagCloseButton aria-label={t('tagRemove', { label })} onPress={() => onClose?.()}>
          <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 2l8 8M10 2 2 10" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </TagCloseButton>
      ) : null}
    </TagRoot>
  );
}
