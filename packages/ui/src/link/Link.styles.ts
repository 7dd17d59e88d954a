import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';

// Text colours that meet AA on white: primaryStrong, never the decorative #409EFF.
export const StyledLink = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-variant='default'] {
    color: ${({ theme }) => theme.colors.text.regular};
  }
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-variant='primary'][data-hovered] {
    color: ${({ theme }) => theme.colors.primaryStrongHover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.disabled};
    text-decoration: none;
    cursor: not-allowed;
  }

  svg {
    width: 0.85em;
    height: 0.85em;
  }
`;
