import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import type { ComponentSize } from '../theme/theme';

const sizeStyles = (size: ComponentSize) => css`
  &[data-size='${size}'] {
    height: ${({ theme }) => theme.sizes[size].height};
    padding: 0 ${({ theme }) => theme.sizes[size].paddingX};
    font-size: ${({ theme }) => theme.sizes[size].fontSize};
  }
`;

// Every state is a data-* attribute (react-aria sets data-hovered, data-pressed, data-pending…).
export const StyledButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: inherit;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;

  ${sizeStyles('medium')}
  ${sizeStyles('small')}
  ${sizeStyles('mini')}

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &[data-variant='default'][data-hovered] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryBackground};
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-variant='primary'][data-hovered],
  &[data-variant='primary'][data-pressed] {
    background: ${({ theme }) => theme.colors.primaryStrongHover};
    border-color: ${({ theme }) => theme.colors.primaryStrongHover};
  }

  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger.fill};
    border-color: ${({ theme }) => theme.colors.danger.fill};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-variant='danger'][data-hovered] {
    filter: brightness(0.9);
  }

  &[data-variant='text'] {
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primaryStrong};
    padding-left: 0;
    padding-right: 0;
  }
  &[data-variant='text'][data-hovered] {
    text-decoration: underline;
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
    filter: none;
  }
  &[data-pending] {
    cursor: progress;
  }
`;
