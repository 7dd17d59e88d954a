import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { choiceLabelStyles } from '../field/fieldStyles';

export { ChoiceList } from '../checkbox/Checkbox.styles';

export const RadioGroupRoot = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const RadioRoot = styled(AriaRadio)`
  ${choiceLabelStyles}
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
