import { css } from 'styled-components';
import type { ComponentSize } from '../theme/theme';

const sizeRule = (size: ComponentSize) => css`
  &[data-size='${size}'] {
    height: ${({ theme }) => theme.sizes[size].height};
    min-height: ${({ theme }) => theme.sizes[size].height};
    font-size: ${({ theme }) => theme.sizes[size].fontSize};
  }
`;

/** Height and font size of a control box by its `data-size` (medium / small / mini). */
export const controlSizeStyles = css`
  ${sizeRule('medium')}
  ${sizeRule('small')}
  ${sizeRule('mini')}
`;
