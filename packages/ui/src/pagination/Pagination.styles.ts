import styled, { css } from 'styled-components';
import type { ComponentSize } from '../theme/theme';

const sizeStyles = (size: ComponentSize) => css`
  &[data-size='${size}'] {
    --pager-height: ${({ theme }) => theme.sizes[size].height};
    font-size: ${({ theme }) => theme.sizes[size].fontSize};
  }
`;

export const PaginationRoot = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.regular};

  ${sizeStyles('medium')}
  ${sizeStyles('small')}
  ${sizeStyles('mini')}
`;

export const PaginationTotal = styled.span`
  white-space: nowrap;
`;

const focusRing = css`
  outline: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export const PageSizeSelect = styled.select`
  height: var(--pager-height);
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: inherit;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.background.disabled};
    color: ${({ theme }) => theme.colors.text.disabled};
  }
`;

export const PageList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  min-width: var(--pager-height);
  height: var(--pager-height);
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.base};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.text.inverse};
    cursor: default;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.disabled};
  }
`;

export const JumperLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  white-space: nowrap;
`;

export const JumperInput = styled.input`
  width: 48px;
  height: var(--pager-height);
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: inherit;
  text-align: center;
  ${focusRing}
`;
