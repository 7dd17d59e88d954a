import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageSwitcher } from './LanguageSwitcher';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background.page};
`;

/** Under the content, so a sign-in form's fields come first in the tab order. */
const LanguageBar = styled.footer`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/** The frame of a page without the shell: its content, then the language switcher beneath it. */
export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Content>{children}</Content>
      <LanguageBar>
        <LanguageSwitcher />
      </LanguageBar>
    </Page>
  );
}
