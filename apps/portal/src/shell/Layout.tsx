import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Breadcrumb, FullScreenToggle, IconButton, Popover, Watermark } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../app/pageTitle';
import { breadcrumbsFor } from './breadcrumbs';
import { MenuToggleIcon, MoreIcon, RefreshIcon } from './icons';
import { refreshPath } from './refresh';
import { MessageBell, useMessageSocket } from '../features/inbox';
import { GlobalSearchBox } from '../features/search/GlobalSearchBox';
import { useWorkspaceMenu } from '../features/workspace/useWorkspaceMenu';
import { DisplayModeToggle, WorkspaceManager } from '../features/workspace/WorkspaceHeader';
import { readDisplayMode } from '../features/workspace/workspaceQueries';
import { useMenuArea } from './menuArea';
import { OnlineUsers } from './OnlineUsers';
import { useFootprints } from './useFootprints';
import { useSidebar } from './useSidebar';
import { useWatermark } from './useWatermark';
import styled from 'styled-components';
import { paramText, useBasicParams, useCurrentCompanyBrand, useUserInfo } from '../api/queries';
import { HOME_PATH } from '../app/decideRoute';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PageLoading } from './PageLoading';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';

// The drawers (their forms, tabs and pickers) load when first opened, not with the shell.
const PersonalCentreDrawer = lazy(async () => ({
  default: (await import('../features/profile/PersonalCentreDrawer')).PersonalCentreDrawer,
}));
const SettingsDrawer = lazy(async () => ({
  default: (await import('./SettingsDrawer')).SettingsDrawer,
}));

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  background: ${({ theme }) => theme.colors.background.page};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  flex-shrink: 0;
  height: ${({ theme }) => theme.layout.headerHeight}px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.text.inverse};

  &[hidden] {
    display: none;
  }
  /* A phone: the header keeps the menu, the way here, 更多, the bell and the user; nothing overflows. */
  &[data-mobile] {
    gap: ${({ theme }) => theme.spacing.xs};
    padding: 0 ${({ theme }) => theme.spacing.sm};
  }
  &[data-mobile] > * {
    min-width: 0;
  }
`;

/** The header's widgets folded under 更多 on a phone, one under the other on the popup's surface. */
const MoreTools = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 220px;

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  flex-shrink: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  text-decoration: none;

  img {
    height: 28px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text.inverse};
    outline-offset: 2px;
  }
`;

/** Header controls on the header's colour: icon buttons and the breadcrumb take its text colour. */
const HeaderTools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};

  && button {
    border-color: transparent;
    background: transparent;
    color: inherit;
  }
  && button:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

const Crumbs = styled.div`
  flex: 1;
  min-width: 0;

  && a,
  && span,
  && li {
    color: inherit;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.spacing.sm};
    top: ${({ theme }) => theme.spacing.sm};
    z-index: ${({ theme }) => theme.zIndex.toast};
    padding: ${({ theme }) => theme.spacing.sm};
    background: ${({ theme }) => theme.colors.background.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Body = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-height: 0;
`;

const Workspace = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Footer = styled.footer`
  flex-shrink: 0;
  height: ${({ theme }) => theme.layout.footerHeight}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border.light};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.layout.footerHeight - 1}px;
  text-align: center;
`;

const MAIN_ID = 'main-content';
const MENU_ID = 'side-menu';

/** The signed-in desktop: header, side menu, tab bar, the routed page in `<main>`, footer. */
export function Layout() {
  const { t } = useTranslation();
  const params = useBasicParams();
  const { data: user } = useUserInfo();
  const brand = useCurrentCompanyBrand(user !== undefined);
  // The company's own header logo when it has one (企业信息), else the product's.
  const logo = brand.data?.logo2 || paramText(params.data, 'sys.logo');
  // A customer account sees its own login-system name instead of the product's (spec 000 §2.4).
  const systemName =
    user?.customerInfo?.loginSystemName || paramText(params.data, 'sys.name', t('app.name'));
  const copyright = paramText(params.data, 'sys.copyright');
  // The tab bar's maximize hides the header, menu and footer; the tab bar stays to restore them.
  const [maximized, setMaximized] = useState(false);
  const sidebar = useSidebar();
  const mobile = sidebar.device === 'mobile';
  const [drawer, setDrawer] = useState<'settings' | 'personal' | null>(null);
  // Once opened, a drawer stays mounted, so it can animate closed and open again at once.
  const [openedDrawers, setOpenedDrawers] = useState<ReadonlySet<string>>(() => new Set());
  const openDrawer = (next: 'settings' | 'personal' | null) => {
    setDrawer(next);
    if (next && !openedDrawers.has(next)) setOpenedDrawers(new Set([...openedDrawers, next]));
  };
  const watermark = useWatermark(user?.userId);
  // New messages arrive over the user's socket: the bell's count follows without a reload.
  useMessageSocket(user);
  useFootprints(user?.menuList);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pageTitle = usePageTitle();
  const crumbs = user ? breadcrumbsFor(location.pathname, user.menuList, t, pageTitle) : [];
  const linkOf = new Map(crumbs.map((crumb) => [crumb.key, crumb.href]));
  // A page opened from a menu keeps that menu (the main one or the administration area's).
  const menuArea = useMenuArea(user?.menuList ?? []);
  // Work mode narrows the side menu to the user's work menu (spec 000 §4).
  const sideMenu = useWorkspaceMenu(user, readDisplayMode(user), menuArea === 'system');

  /** Reload: the user's menu and permissions afresh from the server, and the page remounted. */
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['userInfo'] });
    void navigate(refreshPath(`${location.pathname}${location.search}${location.hash}`), {
      replace: true,
    });
  };

  // The header's widgets; on a phone they fold under 更多 (the bell and the user menu stay).
  const tools = (
    <>
      <GlobalSearchBox />
      {user ? <OnlineUsers /> : null}
      {user ? <DisplayModeToggle user={user} /> : null}
      {user && !mobile ? <MessageBell /> : null}
      <HeaderTools>
        {user ? <WorkspaceManager user={user} /> : null}
        <IconButton label={t('shell.reload')} icon={<RefreshIcon />} onPress={reload} />
        <FullScreenToggle />
      </HeaderTools>
      <div>
        <LanguageSwitcher />
      </div>
    </>
  );

  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`}>{t('shell.skipToContent')}</SkipLink>
      <Header hidden={maximized} data-mobile={mobile || undefined}>
        <HeaderTools>
          <IconButton
            label={sidebar.open ? t('shell.hideMenu') : t('shell.showMenu')}
            icon={<MenuToggleIcon />}
            aria-expanded={sidebar.open}
            aria-controls={MENU_ID}
            onPress={sidebar.toggle}
          />
        </HeaderTools>
        {/* A phone shows the brand's logo only (the home tab leads home as well). */}
        {mobile && !logo ? null : (
          <Brand to={HOME_PATH} aria-label={mobile ? systemName : undefined}>
            {logo ? <img src={logo} alt="" /> : null}
            {mobile ? null : <span>{systemName}</span>}
          </Brand>
        )}
        <Crumbs>
          {crumbs.length > 0 ? (
            <Breadcrumb
              aria-label={t('shell.breadcrumb')}
              items={crumbs.map(({ key, label }) => ({ key, label }))}
              onAction={(key) => {
                const href = linkOf.get(key);
                if (href && href !== location.pathname) void navigate(href);
              }}
            />
          ) : null}
        </Crumbs>
        {mobile ? (
          <HeaderTools>
            <Popover
              aria-label={t('shell.moreTools')}
              placement="bottom end"
              trigger={<IconButton label={t('shell.more')} icon={<MoreIcon />} />}
            >
              <MoreTools>{tools}</MoreTools>
            </Popover>
          </HeaderTools>
        ) : (
          tools
        )}
        {user && mobile ? <MessageBell /> : null}
        {user ? (
          <UserMenu
            user={user}
            onOpenPersonalCentre={() => openDrawer('personal')}
            onOpenSettings={() => openDrawer('settings')}
          />
        ) : null}
      </Header>
      <Body>
        {user && sideMenu.menuList && !maximized && sidebar.open ? (
          <SideMenu
            id={MENU_ID}
            menuList={sideMenu.menuList}
            systemArea={menuArea === 'system'}
            mobile={mobile}
            emptyText={sideMenu.isEmptyWorkMenu ? t('workspace.noModules') : undefined}
          />
        ) : null}
        <Workspace>
          <TabBar maximized={maximized} onMaximizedChange={setMaximized} />
          <Main id={MAIN_ID} tabIndex={-1}>
            {user ? (
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            ) : (
              <PageLoading />
            )}
          </Main>
        </Workspace>
      </Body>
      {!maximized && !user?.customerInfo && copyright ? <Footer>{copyright}</Footer> : null}
      <Suspense fallback={null}>
        {openedDrawers.has('personal') ? (
          <PersonalCentreDrawer
            isOpen={drawer === 'personal'}
            onOpenChange={(open) => openDrawer(open ? 'personal' : null)}
          />
        ) : null}
        {openedDrawers.has('settings') ? (
          <SettingsDrawer
            isOpen={drawer === 'settings'}
            onOpenChange={(open) => openDrawer(open ? 'settings' : null)}
          />
        ) : null}
      </Suspense>
      {watermark ? (
        <Watermark waterType={watermark.waterType} waterValue={watermark.waterValue} />
      ) : null}
    </Shell>
  );
}
