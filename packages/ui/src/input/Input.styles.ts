import { Input as AriaInput, TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import { controlBoxStyles } from '../field/fieldStyles';
import { controlSizeStyles } from '../form/controlSize';

export const InputRoot = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const InputBox = styled(AriaInput)`
  ${controlBoxStyles}
  ${controlSizeStyles}
  width: 100%;
  font-family: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
  &[data-focused] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger.text};
  }
`;
