import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import styled from 'styled-components';

export const BreadcrumbList = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

export const BreadcrumbItem = styled(Breadcrumb)`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.text.regular};
`;

export const BreadcrumbSeparator = styled.span`
  margin: 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const BreadcrumbLink = styled(Link)`
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
