import { ContextMenu, IconButton } from '@ccms/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import styled from 'styled-components';
import { tabPathFor, usePageTitles } from '../app/pageTitle';
import { CloseAllIcon, HomeIcon, MaximizeIcon, RefreshIcon, RestoreIcon } from './icons';
import { SYSTEM_AREA_PATH } from './menu';
import {
  isPassThroughPath,
  isRefreshPath,
  REDIRECT_PREFIX,
  refreshPath,
  TAB_RELOAD_DELAY_MS,
} from './refresh';
import {
  closableAround,
  closeMany,
  closeTab,
  HOME_TAB,
  replaceTab,
  visitTab,
  CLOSE_TAB_EVENT,
  type CloseMany,
  type CloseTabRequest,
  type VisitedTab,
} from './visitedTabs';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const TabList = styled.ul`
  display: flex;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  list-style: none;
  overflow-x: auto;
`;

const Tab = styled.li`
  flex-shrink: 0;

  & > div {
    display: flex;
    align-items: center;
    height: 28px;
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    border-radius: ${({ theme }) => theme.radius.base};
    background: ${({ theme }) => theme.colors.background.surface};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  &[data-state='active'] > div {
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

const Tools = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-left: 1px solid ${({ theme }) => theme.colors.border.light};
`;

type TabCommand = 'refresh' | 'close' | CloseMany;

/** The query of a full path (a tab's title may read it). */
function searchOf(fullPath: string): string {
  const at = fullPath.indexOf('?');
  return at === -1 ? '' : fullPath.slice(at).split('#')[0]!;
}

/** The pathname of a full path. */
function pathnameOf(fullPath: string): string {
  return fullPath.split(/[?#]/)[0]!;
}

/** Area entries that redirect to the area's first page. */
const AREA_ENTRIES = [SYSTEM_AREA_PATH];

export interface TabBarProps {
  /** The page fills the window (header, menu and footer hidden). */
  maximized: boolean;
  onMaximizedChange: (maximized: boolean) => void;
}

/**
 * The tab bar of visited pages (spec 000 §2.4, §4): the home tab stays; each tab's context menu
 * refreshes it or closes it, the others, all, those to its left or right; the bar's own buttons go
 * home, close all, refresh the current page and maximize the page.
 */
export function TabBar({ maximized, onMaximizedChange }: TabBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const titleOf = usePageTitles();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const passingThrough = isPassThroughPath(location.pathname, AREA_ENTRIES);
  // While a refresh passes through /redirect, the page being refreshed is still the active tab: a
  // tab closed in that moment (the 300 ms reload after closing another) is judged against it.
  // A page with inner tabs (the flow pages) keeps one tab for all of them.
  const activePath = tabPathFor(
    isRefreshPath(location.pathname)
      ? location.pathname.slice(REDIRECT_PREFIX.length) || '/'
      : location.pathname,
  );

  const [tabs, setTabs] = useState<VisitedTab[]>(() =>
    passingThrough ? [HOME_TAB] : visitTab([HOME_TAB], tabPathFor(location.pathname), fullPath),
  );
  // Each visit adds or updates its tab while rendering, so the bar never shows a stale frame. A
  // redirect (a replacing navigation: /consult → /consult/list) takes the tab of the page it left.
  const [seenPath, setSeenPath] = useState(fullPath);
  if (seenPath !== fullPath) {
    setSeenPath(fullPath);
    if (!passingThrough) {
      const path = tabPathFor(location.pathname);
      const replaced =
        navigationType === NavigationType.Replace ? tabPathFor(pathnameOf(seenPath)) : undefined;
      setTabs((current) =>
        replaced === undefined
          ? visitTab(current, path, fullPath)
          : replaceTab(current, replaced, path, fullPath),
      );
    }
  }

  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const refresh = (tab: Pick<VisitedTab, 'fullPath'>) =>
    void navigate(refreshPath(tab.fullPath), { replace: true });

  /** After the active tab closed: show the next one, then reload it (spec 000 §2.4, §9). */
  const moveTo = (next: VisitedTab | undefined) => {
    if (!next) return;
    void navigate(next.fullPath);
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => refresh(next), TAB_RELOAD_DELAY_MS);
  };

  const run = (command: TabCommand, tab: VisitedTab) => {
    if (command === 'refresh') {
      if (tab.path === activePath) refresh(tab);
      else void navigate(refreshPath(tab.fullPath));
      return;
    }
    const result =
      command === 'close'
        ? closeTab(tabs, tab.path, activePath)
        : closeMany(tabs, command, tab.path, activePath);
    setTabs(result.tabs);
    moveTo(result.next);
  };

  // A page closes its own tab (requestCloseTab): the tab goes, then its `next` or the tab before.
  useEffect(() => {
    const onCloseRequest = (event: Event) => {
      const { path, next } = (event as CustomEvent<CloseTabRequest>).detail;
      const tab = tabs.find((candidate) => candidate.path === path);
      if (!tab?.closable) return;
      event.preventDefault();
      const result = closeTab(tabs, tab.path, activePath);
      setTabs(result.tabs);
      if (next) void navigate(next);
      else moveTo(result.next);
    };
    window.addEventListener(CLOSE_TAB_EVENT, onCloseRequest);
    return () => window.removeEventListener(CLOSE_TAB_EVENT, onCloseRequest);
  });

  const menuItems = (tab: VisitedTab) => {
    const can = closableAround(tabs, tab.path);
    return [
      { id: 'refresh', label: t('shell.tabRefresh') },
      { id: 'close', label: t('shell.tabClose'), isDisabled: !can.self },
      { id: 'others', label: t('shell.tabCloseOthers'), isDisabled: !can.others },
      { id: 'all', label: t('shell.tabCloseAll'), isDisabled: !can.all },
      { id: 'left', label: t('shell.tabCloseLeft'), isDisabled: !can.left },
      { id: 'right', label: t('shell.tabCloseRight'), isDisabled: !can.right },
    ];
  };

  const activeTab = tabs.find((tab) => tab.path === activePath);

  return (
    <Bar aria-label={t('shell.openPages')}>
      <TabList>
        {tabs.map((tab) => {
          const active = tab.path === activePath;
          const title = titleOf(pathnameOf(tab.fullPath), searchOf(tab.fullPath)) ?? tab.path;
          return (
            <Tab key={tab.path} data-state={active ? 'active' : 'inactive'}>
              <ContextMenu
                aria-label={t('shell.tabMenu', { title })}
                items={menuItems(tab)}
                onAction={(id) => run(id as TabCommand, tab)}
              >
                <Link to={tab.fullPath} aria-current={active ? 'page' : undefined}>
                  {title}
                </Link>
                {tab.closable ? (
                  <CloseButton
                    type="button"
                    aria-label={t('shell.closeTab', { title })}
                    onClick={() => run('close', tab)}
                  >
                    <span aria-hidden="true">×</span>
                  </CloseButton>
                ) : null}
              </ContextMenu>
            </Tab>
          );
        })}
      </TabList>
      <Tools role="toolbar" aria-label={t('shell.tabTools')}>
        <IconButton
          label={t('shell.goHome')}
          icon={<HomeIcon />}
          onPress={() => void navigate(HOME_TAB.fullPath)}
        />
        <IconButton
          label={t('shell.tabCloseAll')}
          icon={<CloseAllIcon />}
          isDisabled={!closableAround(tabs, activePath).all}
          onPress={() => run('all', activeTab ?? HOME_TAB)}
        />
        <IconButton
          label={t('shell.refreshPage')}
          icon={<RefreshIcon />}
          onPress={() => refresh({ fullPath })}
        />
        <IconButton
          label={maximized ? t('shell.restorePage') : t('shell.maximizePage')}
          icon={maximized ? <RestoreIcon /> : <MaximizeIcon />}
          aria-pressed={maximized}
          onPress={() => onMaximizedChange(!maximized)}
        />
      </Tools>
    </Bar>
  );
}
