import { FieldError, Label, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

// The parts every form control shares (text fields, selects, pickers), so they look and behave as one.

/** Label; shows a red asterisk when its field is required (`data-required` on the field root). */
export const FieldLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.text.regular};

  [data-required] > &::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const FieldDescription = styled(Text)`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FieldErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The bordered box of an input or a select trigger, with its hover, focus and disabled states. */
export const controlBoxStyles = css`
  height: ${({ theme }) => theme.sizes.medium.height};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  outline: none;

  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.background.disabled};
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

/** The clickable label row of a checkbox, radio or switch, sized by `data-size`. */
export const choiceLabelStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;

  &[data-size='medium'] {
    font-size: ${({ theme }) => theme.sizes.medium.fontSize};
  }
  &[data-size='small'] {
    font-size: ${({ theme }) => theme.sizes.small.fontSize};
  }
  &[data-size='mini'] {
    font-size: ${({ theme }) => theme.sizes.mini.fontSize};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;
