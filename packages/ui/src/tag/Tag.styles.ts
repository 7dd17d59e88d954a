import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import type { CcmsTheme, ComponentSize } from '../theme/theme';
import type { TagStatus } from './Tag';

/** Text, fill and border of a status; primary has no StatusColor entry, so it is built from the brand tokens. */
function tone(theme: CcmsTheme, status: TagStatus) {
  if (status === 'primary') {
    return {
      text: theme.colors.primaryStrong,
      fill: theme.colors.primaryStrong,
      background: theme.colors.primaryBackground,
      border: theme.colors.primary,
    };
  }
  return theme.colors[status];
}

const statusStyles = (status: TagStatus) => css`
  &[data-status='${status}'][data-variant='light'] {
    color: ${({ theme }) => tone(theme, status).text};
    background: ${({ theme }) => tone(theme, status).background};
    border-color: ${({ theme }) => tone(theme, status).border};
  }
  &[data-status='${status}'][data-variant='dark'] {
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => tone(theme, status).fill};
    border-color: ${({ theme }) => tone(theme, status).fill};
  }
  &[data-status='${status}'][data-variant='plain'] {
    color: ${({ theme }) => tone(theme, status).text};
    background: ${({ theme }) => theme.colors.background.surface};
    border-color: ${({ theme }) => tone(theme, status).border};
  }
`;

// Tags are a step smaller than controls of the same size, as in the spec's Element UI heritage.
const tagHeights: Record<ComponentSize, string> = { medium: '28px', small: '24px', mini: '20px' };

const sizeStyles = (size: ComponentSize) => css`
  &[data-size='${size}'] {
    height: ${tagHeights[size]};
    font-size: ${({ theme }) => (size === 'medium' ? theme.fontSizes.xs : theme.sizes[size].fontSize)};
  }
`;

export const TagRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.base};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  ${statusStyles('primary')}
  ${statusStyles('success')}
  ${statusStyles('warning')}
  ${statusStyles('danger')}
  ${statusStyles('info')}
  ${sizeStyles('medium')}
  ${sizeStyles('small')}
  ${sizeStyles('mini')}
`;

export const TagCloseButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 14px;
  height: 14px;
  padding: 0;
  margin-right: -2px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: rgba(0, 0, 0, 0.12);
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
