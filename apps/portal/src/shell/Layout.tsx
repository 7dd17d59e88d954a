import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { paramText, useBasicParams, useUserInfo } from '../api/queries';
import { HOME_PATH } from '../app/decideRoute';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PageLoading } from './PageLoading';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';

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
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-right: auto;
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

/** The signed-in desktop: header, side menu, tab bar, the routed page in `<main>`, footer. */
export function Layout() {
  const { t } = useTranslation();
  const params = useBasicParams();
  const { data: user } = useUserInfo();
  const logo = paramText(params.data, 'sys.logo');
  // A customer account sees its own login-system name instead of the product's (spec 000 §2.4).
  const systemName =
    user?.customerInfo?.loginSystemName || paramText(params.data, 'sys.name', t('app.name'));
  const copyright = paramText(params.data, 'sys.copyright');
  // The tab bar's maximize hides the header, menu and footer; the tab bar stays to restore them.
  const [maximized, setMaximized] = useState(false);

  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`}>{t('shell.skipToContent')}</SkipLink>
      <Header hidden={maximized}>
        <Brand to={HOME_PATH}>
          {logo ? <img src={logo} alt="" /> : null}
          <span>{systemName}</span>
        </Brand>
        <LanguageSwitcher />
        {user ? <UserMenu user={user} /> : null}
      </Header>
      <Body>
        {user && !maximized ? <SideMenu menuList={user.menuList} /> : null}
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
    </Shell>
  );
}
