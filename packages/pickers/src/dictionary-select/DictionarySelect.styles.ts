import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { controlBoxStyles, FieldDescription, popupSurfaceStyles } from '@ccms/ui';
import styled from 'styled-components';

export const SelectRoot = styled(Select)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 200px;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const SelectTrigger = styled(Button)`
  ${controlBoxStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  font: inherit;
  text-align: left;
  cursor: pointer;

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

export const SelectDescription = styled(FieldDescription)`
  &[data-state='no-code'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const OptionsPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 280px;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  ${popupSurfaceStyles}
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
