import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Card, Intro, LinksRow, TextLink } from './signin.styles';

/** The login page a screen of the sign-in area returns to: the cost-management one under its base. */
export function useLoginBase(): '/login' | '/cost-manager-login' {
  const { pathname } = useLocation();
  return pathname.startsWith('/cost-manager-login') ? '/cost-manager-login' : '/login';
}

interface SignInScreenProps {
  title: string;
  intro?: ReactNode;
  /** Where 返回登录 leads; none hides the link. */
  back?: string | null;
  wide?: boolean;
  children: ReactNode;
}

/** A screen of the sign-in area: its title, a line of explanation, the form, the way back. */
export function SignInScreen({ title, intro, back, wide, children }: SignInScreenProps) {
  const { t } = useTranslation();
  return (
    <Card $wide={wide}>
      <h1>{title}</h1>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
      {back ? (
        <LinksRow aria-label={t('signin.links.label')}>
          <TextLink to={back}>{t('signin.links.backToLogin')}</TextLink>
        </LinksRow>
      ) : null}
    </Card>
  );
}
