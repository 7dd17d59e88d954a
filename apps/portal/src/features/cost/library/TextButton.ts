import styled from 'styled-components';

/** A button that reads as a link inside a table cell (a name that opens or chooses its row). */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-current='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
