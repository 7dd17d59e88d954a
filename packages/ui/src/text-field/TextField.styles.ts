import { Input, TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import { controlBoxStyles } from '../field/fieldStyles';

export { FieldDescription, FieldErrorText, FieldLabel } from '../field/fieldStyles';

export const FieldRoot = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const FieldInput = styled(Input)`
  ${controlBoxStyles}

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
