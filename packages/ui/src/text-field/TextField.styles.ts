import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';

export const FieldRoot = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const FieldLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.text.regular};

  [data-required] > &::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const FieldInput = styled(Input)`
  height: ${({ theme }) => theme.sizes.medium.height};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }
  &[data-focused] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger.text};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.background.disabled};
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

export const FieldDescription = styled(Text)`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FieldErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
