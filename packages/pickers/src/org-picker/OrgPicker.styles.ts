import { controlBoxStyles } from '@ccms/ui';
import { Input, ListBox, ListBoxItem, SearchField, TextField } from 'react-aria-components';
import styled from 'styled-components';

/* ---------------------------------------------------------------- trigger field */

export const FieldRoot = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 200px;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const FieldRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const ReadOnlyInput = styled(Input)`
  ${controlBoxStyles}
  flex: 1;
  min-width: 0;
  font: inherit;
  text-overflow: ellipsis;
  cursor: pointer;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  [data-invalid] & {
    border-color: ${({ theme }) => theme.colors.danger.text};
  }
`;

/* ---------------------------------------------------------------- search */

export const Search = styled(SearchField)`
  display: flex;

  input {
    ${controlBoxStyles}
    flex: 1;
    min-width: 0;
    font: inherit;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
  /* The browser's own clear cross duplicates Escape, which SearchField already clears with. */
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

/* ---------------------------------------------------------------- department dialog */

export const DialogLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Panes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: ${({ theme }) => theme.radius.base};
`;

export const PaneTitle = styled.h3`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const ChoiceList = styled(ListBox)`
  overflow: auto;
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Choice = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  height: 28px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.regular};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.background.base};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

/** The check box (multiple) or radio dot (single) in front of a choice; decorative. */
export const ChoiceMark = styled.span`
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

  &[data-mode='single'] {
    border-radius: 50%;
  }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

export const PaneNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  &[data-state='idle'] {
    padding: 0;
  }
`;

/* ---------------------------------------------------------------- picked tags */

export const PickedSection = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 28px;
`;

export const PickedTitle = styled.h3`
  margin: 0 ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const PickedNone = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/* ---------------------------------------------------------------- person dropdown */

export const Dropdown = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  overflow: auto;
`;

export const DropdownFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;
