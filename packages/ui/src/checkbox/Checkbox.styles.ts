import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
} from 'react-aria-components';
import styled from 'styled-components';
import { choiceLabelStyles } from '../field/fieldStyles';

/** Shared by CheckboxGroup and RadioGroup: a labelled column with its choices in a row or column. */
export const ChoiceGroupRoot = styled(AriaCheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const ChoiceList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xl}`};

  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const CheckboxRoot = styled(AriaCheckbox)`
  ${choiceLabelStyles}
`;

export const CheckboxBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 14px;
  height: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.inverse};

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
  }
  [data-selected] > &,
  [data-indeterminate] > & {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryStrong};
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
    color: ${({ theme }) => theme.colors.text.disabled};
  }

  svg {
    width: 10px;
    height: 10px;
  }
`;
