import styled, { css } from 'styled-components';
import { StyledButton } from '../button/Button.styles';
import type { ComponentSize } from '../theme/theme';

const squareSize = (size: ComponentSize) => css`
  &&[data-size='${size}'] {
    width: ${({ theme }) => theme.sizes[size].height};
    padding: 0;
  }
`;

// A Button's look and states, made square around its icon.
export const StyledIconButton = styled(StyledButton)`
  ${squareSize('medium')}
  ${squareSize('small')}
  ${squareSize('mini')}

  svg {
    width: 1.15em;
    height: 1.15em;
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
`;
