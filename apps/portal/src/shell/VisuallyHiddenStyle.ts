import { createGlobalStyle } from 'styled-components';

/** `.visually-hidden`: text for screen readers only (labels, "opens in a new window"). */
export const VisuallyHiddenStyle = createGlobalStyle`
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
