import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitcher } from './LanguageSwitcher';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background.page};
`;

const TopBar = styled.header`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/** Pages without the shell (login, error pages, pages opened in their own window). */
export function BareLayout() {
  return (
    <Page>
      <TopBar>
        <LanguageSwitcher />
      </TopBar>
      <Content>
        <Outlet />
      </Content>
    </Page>
  );
}
