import styled from 'styled-components';

/**
 * A page's tabs as links (a project's info tabs, a flow's settings): each tab is an address of its
 * own; the current one carries aria-current="page".
 */
export const TabLinks = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.base};
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-radius: ${({ theme }) => theme.radius.base};
    color: ${({ theme }) => theme.colors.text.regular};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
