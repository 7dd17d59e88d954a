import styled from 'styled-components';
import { PANEL_GRID_COLUMNS, PANEL_SLOT_SPAN } from './panelLayout';

export const EditorRoot = styled.div`
  display: grid;
  grid-template-columns: 140px 1fr;
  gap: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const ColumnHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const OptionalList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OptionalItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xxs};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const PanelChip = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.primaryBorder};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.primaryBackground};
  color: ${({ theme }) => theme.colors.primaryStrong};
  cursor: grab;
  touch-action: none;
  user-select: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  &[data-dragging] {
    opacity: 0.4;
  }
  &[data-overlay] {
    cursor: grabbing;
    box-shadow: ${({ theme }) => theme.shadows.popup};
  }
`;

export const PlacedHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const DesignGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(${PANEL_GRID_COLUMNS}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const FixedPanel = styled.div`
  grid-column: span ${PANEL_GRID_COLUMNS};
  display: flex;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.base};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const SlotBox = styled.section`
  grid-column: span ${PANEL_SLOT_SPAN};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 96px;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radius.base};

  &[data-over] {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryBackground};
  }
`;

export const SlotHeader = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const SlotPlaceholder = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.placeholder};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
