import { useTranslation } from 'react-i18next';
import { paramText, useBasicParams } from '../../../api/queries';
import { LoginMethods } from './LoginMethods';
import { PasswordLoginForm } from './PasswordLoginForm';
import { Card, LinksRow, Logo, ProductMark, TextLink } from './signin.styles';

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
  const logo = paramText(params.data, 'sys.logo');
  return (
    <Card>
      {/* The brand: the company's logo when set, else the product's mark, above its name. */}
      {logo ? (
        <Logo src={logo} alt="" />
      ) : (
        <ProductMark viewBox="0 0 48 48" aria-hidden="true">
          <rect x="4" y="4" width="40" height="40" rx="10" fill="currentColor" />
          <path
            d="M14 34V22l10-8 10 8v12M20 34v-7h8v7M12 34h24"
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </ProductMark>
      )}
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
