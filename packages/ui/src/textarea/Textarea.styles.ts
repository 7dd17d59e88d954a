import { TextArea as AriaTextArea, Text } from 'react-aria-components';
import styled from 'styled-components';
import { controlBoxStyles } from '../field/fieldStyles';
import { InputRoot } from '../input/Input.styles';

export const TextareaRoot = InputRoot;

export const TextareaBox = styled(AriaTextArea)`
  ${controlBoxStyles}
  width: 100%;
  height: auto;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  font-family: inherit;
  line-height: ${({ theme }) => theme.lineHeight};
  resize: vertical;

  &[data-size='medium'] {
    font-size: ${({ theme }) => theme.sizes.medium.fontSize};
  }
  &[data-size='small'] {
    font-size: ${({ theme }) => theme.sizes.small.fontSize};
  }
  &[data-size='mini'] {
    font-size: ${({ theme }) => theme.sizes.mini.fontSize};
  }
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

/** Description on the left, the character count on the right; both describe the textarea. */
export const TextareaFooter = styled(Text)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const CharacterCount = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;
