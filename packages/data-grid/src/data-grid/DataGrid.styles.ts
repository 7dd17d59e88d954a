import { controlBoxStyles } from '@ccms/ui';
import styled from 'styled-components';

export const GridRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

export const GridToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const GridFrame = styled.div`
  position: relative;
  min-height: 0;
`;

export const GridScroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.lighter};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.sizes.small.fontSize};
  outline: none;

  &[data-size='medium'] {
    font-size: ${({ theme }) => theme.sizes.medium.fontSize};
  }
  &[data-size='mini'] {
    font-size: ${({ theme }) => theme.sizes.mini.fontSize};
  }

  & .grid-row {
    display: flex;
    box-sizing: border-box;
    min-width: 100%;
  }
  /* A body row paints its background and bottom line once; its cells paint only their text. */
  & .grid-row[data-part='body'] {
    position: absolute;
    top: 0;
    left: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
    background: ${({ theme }) => theme.colors.background.surface};
    /* Each row is laid out on its own: a scroll step lays out only the rows that changed. */
    contain: layout style;
  }
  /* Rows and cells have explicit sizes: full containment lets the browser skip their contents when
     sizing and painting their neighbours. The edited row and cell let the editor's message out. */
  & .grid-row[data-part='body']:not([data-editing]) {
    contain: strict;
  }
  & .grid-row[data-part='body'] > .grid-cell:not([data-editing]) {
    contain: strict;
  }
  & .grid-row[data-part='body']:hover {
    background: ${({ theme }) => theme.colors.background.base};
  }
  & .grid-row[data-part='body'][aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primaryBackground};
  }
  /* Centre cells are placed by their left offset (inline); pinned cells stick to an edge and cover
     the centre cells scrolled beneath them with the row's background. */
  & .grid-row[data-part='body'] > .grid-cell {
    position: absolute;
    top: 0;
    bottom: 0;
  }
  & .grid-row[data-part='body'] > .grid-cell[data-pinned] {
    position: sticky;
    top: auto;
    bottom: auto;
    z-index: 2;
    background: inherit;
  }
  /* Between the centre and right-pinned header cells of a wide grid, the header goes on; with no
     right-pinned cells the filler is the row's last child and stays bare. */
  & .grid-row[data-part='header'] > .grid-filler:not(:last-child) {
    box-sizing: border-box;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
    background: ${({ theme }) => theme.colors.background.base};
  }
  & .grid-cell {
    box-sizing: border-box;
    flex: none;
    display: flex;
    align-items: center;
    height: 100%;
    overflow: hidden;
    white-space: nowrap;
    outline: none;
    padding: 0 ${({ theme }) => theme.spacing.md};
  }
  & .grid-cell[data-align='center'] {
    justify-content: center;
  }
  & .grid-cell[data-align='right'] {
    justify-content: flex-end;
    font-variant-numeric: tabular-nums;
  }
  & .grid-cell[data-editing] {
    overflow: visible;
    padding: 0 ${({ theme }) => theme.spacing.xxs};
  }
  & .grid-cell:focus-visible,
  & .grid-cell:focus-within {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
  /* The row's bottom line takes one pixel: the body sets the text line to the rest. */
  & .grid-cell[data-text] {
    display: block;
    line-height: var(--grid-cell-line);
    text-overflow: ellipsis;
  }
  & .grid-cell[data-text][data-align='center'] {
    text-align: center;
  }
  & .grid-cell[data-text][data-align='right'] {
    text-align: right;
  }
`;

export const HeaderGroup = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  width: max-content;
  min-width: 100%;
`;

export const BodyGroup = styled.div`
  position: relative;
  min-width: 100%;
`;

export const HeaderCell = styled.div`
  box-sizing: border-box;
  flex: none;
  display: flex;
  align-items: center;
  overflow: hidden;
  white-space: nowrap;
  outline: none;
  position: relative;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: 0 ${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background.base};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: 600;
  user-select: none;

  &[data-sortable] {
    cursor: pointer;
  }
  &[data-sortable]:hover {
    background: ${({ theme }) => theme.colors.border.lighter};
  }
  &[data-drop-target] {
    box-shadow: inset 2px 0 0 ${({ theme }) => theme.colors.primaryStrong};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const HeaderTitle = styled.span`
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;

  & > .title-text {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const SortIcon = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.text.placeholder};

  [data-sort='asc'] & .sort-up,
  [data-sort='desc'] & .sort-down {
    fill: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/** Filter and menu buttons: over the title's end, shown on hover, focus or an active filter. */
export const HeaderTools = styled.span`
  position: absolute;
  top: 0;
  right: 8px;
  bottom: 0;
  display: inline-flex;
  align-items: center;
  padding-left: ${({ theme }) => theme.spacing.xxs};
  background: inherit;
  opacity: 0;

  [role='columnheader']:hover > &,
  [role='columnheader']:focus-within > &,
  &[data-filtered],
  &:has([aria-expanded='true']) {
    opacity: 1;
  }
  &[data-filtered] {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

export const ResizeHandle = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: 6px;
  cursor: col-resize;
  touch-action: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    top: 25%;
    bottom: 25%;
    right: 2px;
    width: 1px;
    background: ${({ theme }) => theme.colors.border.base};
  }
  &:hover::after,
  &:focus-visible::after {
    top: 0;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

export const EmptyRow = styled.div`
  display: flex;
  justify-content: center;
  position: sticky;
  left: 0;
`;

export const CellEditorInput = styled.input`
  ${controlBoxStyles}
  box-sizing: border-box;
  width: 100%;
  height: calc(100% - 6px);
  padding: 0 ${({ theme }) => theme.spacing.sm};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger.base};
  }
`;

export const CellEditorError = styled.span`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 4;
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.danger.fill};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

export const CellEditorBox = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: 100%;
`;

export const RowActionList = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const FilterForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 200px;
`;

export const ChooserList = styled.div`
  max-height: 320px;
  overflow: auto;
`;

export const PaginationBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;
