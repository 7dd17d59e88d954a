import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import styled from 'styled-components';

export { ChoiceList } from '../checkbox/Checkbox.styles';

export const RadioGroupRoot = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const RadioRoot = styled(AriaRadio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;

  &[data-size='medium'] {
    font-size: ${({ theme }) => theme.sizes.medium.fontSize};
  }
  &[data-size='small'] {
    font-size: ${({ theme }) => theme.sizes.small.fontSize};
  }
  &[data-size='mini'] {
    font-size: ${({ theme }) => theme.sizes.mini.fontSize};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

export const RadioDot = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.background.surface};

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
  }
  [data-selected] > & {
    border: 4px solid ${({ theme }) => theme.colors.primaryStrong};
  }
  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger.text};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.border.base};
    background: ${({ theme }) => theme.colors.background.disabled};
  }
`;
