import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import styled from 'styled-components';

/** One line whatever the width: long crumbs end in an ellipsis (their full text in a title). */
export const BreadcrumbList = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  min-width: 0;
  overflow: hidden;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const BreadcrumbItem = styled(Breadcrumb)`
  display: inline-flex;
  align-items: center;
  flex: 0 1 auto;
  min-width: 0;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const BreadcrumbSeparator = styled.span`
  flex-shrink: 0;
  margin: 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const BreadcrumbLink = styled(Link)`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  &[data-current] {
    color: ${({ theme }) => theme.colors.text.regular};
    font-weight: normal;
    cursor: default;
  }
  &[data-disabled]:not([data-current]) {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: normal;
    cursor: default;
  }
`;
