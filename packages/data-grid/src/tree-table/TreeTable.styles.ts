import styled from 'styled-components';

export const TreeTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.sizes.small.fontSize};
  color: ${({ theme }) => theme.colors.text.regular};
  /* The rows' colours and spacing, read through variables: the row parts then have static CSS,
     so styled-components does not re-evaluate and hash it for every row it renders. */
  --tree-table-row-background: ${({ theme }) => theme.colors.background.surface};
  --tree-table-row-hover: ${({ theme }) => theme.colors.background.base};
  --tree-table-row-selected: ${({ theme }) => theme.colors.primaryBackground};
  --tree-table-focus-ring: ${({ theme }) => theme.colors.focusRing};
  --tree-table-drop-line: ${({ theme }) => theme.colors.primaryStrong};
  --tree-table-drop-invalid-background: ${({ theme }) => theme.colors.danger.background};
  --tree-table-drop-invalid-line: ${({ theme }) => theme.colors.danger.text};
  --tree-table-cell-padding: ${({ theme }) => theme.spacing.md};
  --tree-table-cell-border: ${({ theme }) => theme.colors.border.lighter};
  --tree-table-tree-gap: ${({ theme }) => theme.spacing.xs};
  --tree-table-icon: ${({ theme }) => theme.colors.text.secondary};

  /* While a drag points at a forbidden place, every part of the table says so. */
  &[data-drag-state='invalid'],
  &[data-drag-state='invalid'] * {
    cursor: not-allowed !important;
  }
`;

export const TreeTableToolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const TreeTableFrame = styled.div`
  position: relative;
`;

export const TreeTableScroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.lighter};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export const TreeTableContent = styled.div`
  position: relative;
  width: 100%;
`;

const rowLayout = `
  display: grid;
  grid-template-columns: var(--tree-table-columns);
  align-items: stretch;
  width: 100%;
`;

export const HeaderRow = styled.div`
  ${rowLayout}
  position: sticky;
  top: 0;
  z-index: 2;
  background: ${({ theme }) => theme.colors.background.base};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
`;

export const HeaderCell = styled.div`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &[data-align='center'] {
    justify-content: center;
  }
  &[data-align='right'] {
    justify-content: flex-end;
  }
`;

/** Class names of the row parts: plain elements styled once here, not a component per part. */
export const ROW_CLASS = {
  row: 'tt-row',
  cell: 'tt-cell',
  text: 'tt-text',
  tree: 'tt-tree',
  handle: 'tt-handle',
  expander: 'tt-expander',
} as const;

export const TreeTableBody = styled.div`
  position: relative;

  & > .tt-row {
    ${rowLayout}
    position: absolute;
    top: 0;
    left: 0;
    background: var(--tree-table-row-background);
    outline: none;
    /* Rows have a fixed size: their layout and paint stay inside them. */
    contain: strict;
  }
  & > .tt-row:hover {
    background: var(--tree-table-row-hover);
  }
  & > .tt-row[aria-selected='true'] {
    background: var(--tree-table-row-selected);
  }
  & > .tt-row:focus-visible {
    box-shadow: inset 0 0 0 2px var(--tree-table-focus-ring);
  }
  & > .tt-row[data-dragging] {
    opacity: 0.5;
  }
  & > .tt-row[data-drop='before'] {
    box-shadow: inset 0 2px 0 var(--tree-table-drop-line);
  }
  & > .tt-row[data-drop='after'] {
    box-shadow: inset 0 -2px 0 var(--tree-table-drop-line);
  }
  & > .tt-row[data-drop='inside'] {
    background: var(--tree-table-row-selected);
    box-shadow: inset 0 0 0 2px var(--tree-table-drop-line);
  }
  & > .tt-row[data-drop-invalid] {
    background: var(--tree-table-drop-invalid-background);
    box-shadow: inset 0 0 0 2px var(--tree-table-drop-invalid-line);
  }

  & .tt-cell {
    display: flex;
    align-items: center;
    min-width: 0;
    padding: 0 var(--tree-table-cell-padding);
    border-bottom: 1px solid var(--tree-table-cell-border);
    white-space: nowrap;
    overflow: hidden;
  }
  & .tt-cell[data-align='center'] {
    justify-content: center;
  }
  & .tt-cell[data-align='right'] {
    justify-content: flex-end;
    font-variant-numeric: tabular-nums;
  }

  & .tt-text {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  & .tt-tree {
    display: inline-flex;
    align-items: center;
    gap: var(--tree-table-tree-gap);
    min-width: 0;
  }

  /* The grip's six dots and the expander's triangle are drawn by CSS: an icon element per row
     would be most of the DOM a large tree creates when it expands. */
  & .tt-handle {
    flex: none;
    width: 14px;
    height: 18px;
    background-image: radial-gradient(
      circle at center,
      var(--tree-table-icon) 1.2px,
      transparent 1.3px
    );
    background-size: 4px 5px;
    background-origin: content-box;
    background-clip: content-box;
    box-sizing: border-box;
    padding: 1px 3px 2px;
    cursor: grab;
    touch-action: none;
  }
  & .tt-handle:active {
    cursor: grabbing;
  }

  & .tt-expander {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 18px;
    height: 18px;
    color: var(--tree-table-icon);
    cursor: pointer;
  }
  & .tt-expander[data-expandable]::before {
    content: '';
    border-style: solid;
    border-width: 4px 0 4px 6px;
    border-color: transparent transparent transparent currentColor;
    transition: transform 0.15s;
  }
  & .tt-expander[data-expanded]::before {
    transform: rotate(90deg);
  }
`;

export const PlaceholderText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  &[data-kind='error'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const DragPreview = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.primaryBorder};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  color: ${({ theme }) => theme.colors.text.primary};
  white-space: nowrap;
  cursor: grabbing;

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger.text};
    cursor: not-allowed;
  }
`;

export const EmptyBody = styled.div`
  padding: ${({ theme }) => theme.spacing.lg} 0;
`;

export const StatusLine = styled.div`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.text.secondary};

  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
