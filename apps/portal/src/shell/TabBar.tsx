import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitles } from '../app/pageTitle';
import { closeTab, HOME_TAB, visitTab, type VisitedTab } from './visitedTabs';

const Bar = styled.nav`
  flex-shrink: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const TabList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  list-style: none;
  overflow-x: auto;
`;

const Tab = styled.li`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  height: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  &[data-state='active'] {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[data-state='active'] a,
  &[data-state='active'] button {
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  a {
    padding: 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text.regular};
    line-height: 26px;
    text-decoration: none;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const CloseButton = styled.button`
  width: 20px;
  height: 20px;
  margin-right: ${({ theme }) => theme.spacing.xxs};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.regular};
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.12);
  }
`;

/** The tab bar of visited pages: the home tab stays, the others close (spec 000 §2.4, §4). */
export function TabBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const titleOf = usePageTitles();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

  const [tabs, setTabs] = useState<VisitedTab[]>(() =>
    visitTab([HOME_TAB], location.pathname, fullPath),
  );
  // Each visit adds or updates its tab while rendering, so the bar never shows a stale frame.
  const [seenPath, setSeenPath] = useState(fullPath);
  if (seenPath !== fullPath) {
    setSeenPath(fullPath);
    setTabs((current) => visitTab(current, location.pathname, fullPath));
  }

  const close = (path: string) => {
    const result = closeTab(tabs, path, location.pathname);
    setTabs(result.tabs);
    if (result.next) void navigate(result.next.fullPath);
  };

  return (
    <Bar aria-label={t('shell.openPages')}>
      <TabList>
        {tabs.map((tab) => {
          const active = tab.path === location.pathname;
          const title = titleOf(tab.path) ?? tab.path;
          return (
            <Tab key={tab.path} data-state={active ? 'active' : 'inactive'}>
              <Link to={tab.fullPath} aria-current={active ? 'page' : undefined}>
                {title}
              </Link>
              {tab.closable ? (
                <CloseButton
                  type="button"
                  aria-label={t('shell.closeTab', { title })}
                  onClick={() => close(tab.path)}
                >
                  <span aria-hidden="true">×</span>
                </CloseButton>
              ) : null}
            </Tab>
          );
        })}
      </TabList>
    </Bar>
  );
}
