import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input as AriaInput,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList as AriaTagList,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { popupSurfaceStyles } from '../popover/Popover.styles';
import { controlSizeStyles } from '../form/controlSize';

/** Height of one option row; the virtualised list lays rows out at exactly this height. */
export const OPTION_ROW_HEIGHT = 32;

const fieldRootStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const SelectRoot = styled(AriaSelect)`
  ${fieldRootStyles}
`;

export const ComboBoxRoot = styled(AriaComboBox)`
  ${fieldRootStyles}
`;

/** The bordered box around chips, the trigger or search input, and the clear button. */
export const ControlBox = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: 0 ${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  ${controlSizeStyles}

  &[data-multiple] {
    height: auto;
    flex-wrap: wrap;
    padding-top: 2px;
    padding-bottom: 2px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }
  &:focus-within,
  &[data-open] {
    border-color: ${({ theme }) => theme.colors.primary};
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

/** The trigger of a plain select: fills the box's free width, shows the value or placeholder. */
export const TriggerButton = styled(AriaButton)`
  flex: 1 1 60px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 60px;
  height: 100%;
  min-height: 24px;
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  .react-aria-SelectValue {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  [data-placeholder] {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
`;

export const SearchInput = styled(AriaInput)`
  flex: 1 1 60px;
  min-width: 60px;
  height: 24px;
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/** Small square icon buttons inside the box (open, clear). */
export const BoxIconButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.disabled};
  }
  svg {
    width: 12px;
    height: 12px;
  }
`;

export const ChevronIcon = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  color: ${({ theme }) => theme.colors.text.secondary};
  transition: transform 0.2s;

  [data-open] & {
    transform: rotate(180deg);
  }
`;

export const ChipSlot = styled.span`
  display: contents;
`;

export const ChipGroup = styled(AriaTagGroup)`
  display: contents;
`;

export const ChipList = styled(AriaTagList)`
  display: contents;
`;

export const Chip = styled(AriaTag)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  max-width: 100%;
  height: 20px;
  padding: 0 ${({ theme }) => theme.spacing.xxs} 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.info.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.info.background};
  color: ${({ theme }) => theme.colors.info.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }

  button {
    width: 16px;
    height: 16px;
  }
`;

export const OptionsPopover = styled(AriaPopover)`
  width: var(--trigger-width);
  min-width: 120px;
  ${popupSurfaceStyles}
  z-index: ${({ theme }) => theme.zIndex.popup};
`;

export const OptionList = styled(AriaListBox)`
  display: block;
  max-height: 274px;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  outline: none;

  &[data-empty] {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Option = styled(AriaListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  box-sizing: border-box;
  height: ${OPTION_ROW_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.base};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
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
  svg {
    flex: none;
    width: 12px;
    height: 12px;
  }
`;
