import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { popupSurfaceStyles } from '../popover/Popover.styles';

export const MenuPopover = styled(Popover)`
  ${popupSurfaceStyles}
  min-width: 140px;
  max-width: calc(100vw - 24px);
`;

export const StyledMenu = styled(Menu)`
  max-height: 400px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  overflow: auto;
  outline: none;
`;

export const StyledMenuItem = styled(MenuItem)<{ $tone?: 'default' | 'danger' | undefined }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.xl};
  line-height: 34px;
  font-size: ${({ theme }) => theme.fontSizes.base};
  color: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.danger.text : theme.colors.text.regular};
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme, $tone }) =>
      $tone === 'danger' ? theme.colors.danger.text : theme.colors.primaryStrong};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    background: transparent;
    cursor: not-allowed;
  }
  ${({ $tone }) =>
    $tone === 'danger'
      ? css`
          &[data-focused] {
            background: ${({ theme }) => theme.colors.danger.background};
          }
        `
      : null}
`;

export const MenuSeparator = styled(Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.spacing.xs} 0;
  border: none;
  background: ${({ theme }) => theme.colors.border.lighter};
`;

export const MenuItemIcon = styled.span`
  display: inline-flex;
  width: 14px;
  justify-content: center;
`;
