import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import styled from 'styled-components';

export const SelectRoot = styled(Select)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 200px;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const SelectLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.text.regular};

  [data-required] > &::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const SelectTrigger = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  height: ${({ theme }) => theme.sizes.medium.height};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.background.disabled};
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const SelectedText = styled(SelectValue)`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
`;

export const SelectDescription = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};

  &[data-state='no-code'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const SelectError = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger.text};
`;

export const OptionsPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 280px;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  z-index: ${({ theme }) => theme.zIndex.popup};
`;

export const OptionsList = styled(ListBox)`
  outline: none;
`;

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.xl};
  height: 34px;
  color: ${({ theme }) => theme.colors.text.regular};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.background.base};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

export const NoOptions = styled.div`
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
