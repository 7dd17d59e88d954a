import { useTranslation } from 'react-i18next';
import { paramText, useBasicParams } from '../../../api/queries';
import { LoginMethods } from './LoginMethods';
import { PasswordLoginForm } from './PasswordLoginForm';
import { Card, LinksRow, TextLink } from './signin.styles';

interface StaffLoginScreenProps {
  /** Where the screen lives: its 忘记密码 and 注册 pages are beneath it. */
  base: '/login' | '/cost-manager-login';
  /** The line under the system name. */
  subtitle: string;
}

/** The staff sign-in: 账号登录, 短信登录 and 扫码登录 tabs, with 忘记密码 and 注册 under them. */
export function StaffLoginScreen({ base, subtitle }: StaffLoginScreenProps) {
  const { t } = useTranslation();
  const params = useBasicParams();
  const systemName = paramText(params.data, 'sys.name', t('app.name'));
  return (
    <Card>
      <h1>{systemName}</h1>
      <h2>{subtitle}</h2>
      <LoginMethods account={<PasswordLoginForm mode={{ kind: 'staff' }} label={subtitle} />} />
      <LinksRow aria-label={t('signin.links.label')}>
        <TextLink to={`${base}/reset-password`}>{t('signin.links.forgot')}</TextLink>
        <TextLink to={`${base}/register`}>{t('signin.links.register')}</TextLink>
      </LinksRow>
    </Card>
  );
}
