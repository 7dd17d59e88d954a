import styled from 'styled-components';

export const GridScroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.lighter};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export const GridTable = styled.table`
  width: max-content;
  min-width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.sizes.small.fontSize};
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const HeaderCell = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background.base};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: 600;
  text-align: left;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  outline: none;
  user-select: none;

  &[data-sortable] {
    cursor: pointer;
  }
  &[data-sortable]:hover {
    background: ${({ theme }) => theme.colors.border.lighter};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const HeaderContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: 100%;
`;

export const SortIcon = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.text.placeholder};

  [data-sort='asc'] & .sort-up,
  [data-sort='desc'] & .sort-down {
    fill: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

export const BodyRow = styled.tr`
  &:hover > td {
    background: ${({ theme }) => theme.colors.background.base};
  }
`;

export const BodyCell = styled.td`
  height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  outline: none;

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='right'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const EmptyCell = styled.td`
  padding: 0;
`;
