import styled from 'styled-components';

/** The settings tabs as links: each tab is an address of its own (keeps `?key=`). */
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

/** A step's settings: its name, then its fields side by side. */
export const StepRow = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-weight: 600;
  }
`;

/** Label / value lines. */
export const FieldStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 640px;
`;
