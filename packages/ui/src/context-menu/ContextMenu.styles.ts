import styled from 'styled-components';

// The target keeps its own layout: the wrapper only listens for the context-menu gestures.
export const ContextMenuTarget = styled.div`
  display: contents;
`;

/** A zero-size point the menu is positioned against (the pointer, or the focused element's corner). */
export const ContextMenuAnchor = styled.span`
  position: fixed;
  width: 0;
  height: 0;
  pointer-events: none;
`;
