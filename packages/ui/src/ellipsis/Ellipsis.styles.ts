import styled from 'styled-components';

export const EllipsisText = styled.span`
  color: inherit;
`;

/** Read by screen readers, invisible on screen. */
export const VisuallyHiddenText = styled.span`
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
