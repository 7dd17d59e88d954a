import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageHeader, Toolbar } from './AdminLayout.styles';

export interface AdminPageProps {
  title: string;
  /** The actions' accessible name. */
  actionsLabel?: string;
  /** The page's own actions (新增…), at the heading's end. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the administration area: its h1, a group of page actions, then the content. */
export function AdminPage({ title, actionsLabel, actions, children }: AdminPageProps) {
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <PageHeader>
        <h1 id={titleId}>{title}</h1>
        {actions ? (
          // A group, not a toolbar: its buttons stay in the tab order (no arrow-key roving).
          <Toolbar role="group" aria-label={actionsLabel ?? title}>
            {actions}
          </Toolbar>
        ) : null}
      </PageHeader>
      {children}
    </Page>
  );
}

/** A link to another page, looking like a default button (navigation stays a link). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.sizes[theme.defaultSize].height};
  padding: 0 ${({ theme }) => theme.sizes[theme.defaultSize].paddingX};
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.sizes[theme.defaultSize].fontSize};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryBorder};
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
