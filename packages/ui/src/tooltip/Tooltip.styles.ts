import { OverlayArrow, Tooltip as AriaTooltip } from 'react-aria-components';
import styled from 'styled-components';

// Dark on light, like the product's existing tooltips; #303133 on white text passes AA.
export const TooltipBubble = styled(AriaTooltip)`
  max-width: 300px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.text.primary};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-family: ${({ theme }) => theme.fontFamily};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  word-break: break-word;
  outline: none;
`;

export const TooltipArrow = styled(OverlayArrow)`
  svg {
    display: block;
    fill: ${({ theme }) => theme.colors.text.primary};
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
