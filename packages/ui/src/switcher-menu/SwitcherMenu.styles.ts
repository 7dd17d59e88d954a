import { Menu, MenuItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { popupSurfaceStyles } from '../popover/Popover.styles';

export const SwitcherPopover = styled(Popover)`
  min-width: 120px;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  ${popupSurfaceStyles}
  z-index: ${({ theme }) => theme.zIndex.popup};
`;

export const SwitcherList = styled(Menu)`
  outline: none;
`;

export const SwitcherItem = styled(MenuItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: 2;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
`;

export const TriggerContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};

  svg {
    width: 14px;
    height: 14px;
  }
`;
