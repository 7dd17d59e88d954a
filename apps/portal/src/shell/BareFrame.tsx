import type { ReactNode } from 'react';
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

/** The frame of a page without the shell: the language switcher above its content. */
export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <TopBar>
        <LanguageSwitcher />
      </TopBar>
      <Content>{children}</Content>
    </Page>
  );
}
