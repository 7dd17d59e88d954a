import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import styled, { css } from 'styled-components';
import type { ComponentSize } from '../theme/theme';

const sizeStyles = (size: ComponentSize) => css`
  &[data-size='${size}'] {
    --tab-height: ${({ theme }) => theme.sizes[size].height};
    --tab-font-size: ${({ theme }) => theme.sizes[size].fontSize};
  }
`;

export const TabsRoot = styled(Tabs)`
  display: flex;
  flex-direction: column;
  min-width: 0;

  ${sizeStyles('medium')}
  ${sizeStyles('small')}
  ${sizeStyles('mini')}
`;

// Many open pages overflow sideways; the list scrolls and react-aria scrolls the focused tab into view.
export const TabsList = styled(TabList)`
  display: flex;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
  outline: none;
`;

export const TabsTab = styled(Tab)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  height: var(--tab-height);
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: var(--tab-font-size);
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

/** The pointer's close target; keyboard users close with Delete, so it is hidden from assistive tech. */
export const TabCloseIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 14px;
  height: 14px;
  margin-right: -4px;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.colors.text.secondary};

  &:hover {
    background: ${({ theme }) => theme.colors.text.secondary};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
`;

export const TabsPanel = styled(TabPanel)`
  padding: ${({ theme }) => theme.spacing.lg} 0;
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

/** Text for screen readers only (the Delete-to-close hint). */
export const TabsHint = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
