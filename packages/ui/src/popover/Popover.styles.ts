import { Dialog, Heading, OverlayArrow, Popover as AriaPopover } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** The white floating card every popup shares: popovers, menus, picker calendars. */
export const popupSurfaceStyles = css`
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  color: ${({ theme }) => theme.colors.text.regular};
  font-family: ${({ theme }) => theme.fontFamily};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeight};
  outline: none;
`;

export const PopoverSurface = styled(AriaPopover)`
  ${popupSurfaceStyles}
  max-width: calc(100vw - 24px);
`;

export const PopoverDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.spacing.md};
  outline: none;
`;

export const PopoverTitle = styled(Heading)`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

// The arrow points at the trigger; its rotation follows the placement react-aria settled on.
export const PopoverArrow = styled(OverlayArrow)`
  svg {
    display: block;
    fill: ${({ theme }) => theme.colors.background.surface};
    stroke: ${({ theme }) => theme.colors.border.light};
    stroke-width: 1px;
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
`;
